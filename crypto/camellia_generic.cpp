// SPDX-License-Identifier: GPL-2.0-only
// The "camellia-generic" cipher (RFC 3713): 64-bit F-function tables built from SBOX1.
#include <array>
#include <bit>

#include <crypto/algapi.h>
#include <linux/crypto.h>
#include <linux/errno.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

namespace {

constexpr unsigned int camellia_block_size = 16;
constexpr unsigned int camellia_min_key_size = 16;
constexpr unsigned int camellia_max_key_size = 32;

constexpr unsigned int camellia_max_subkeys = 34;

// The subkeys in the order encryption uses them (RFC 3713 2.3.1, 2.3.2): kw1 kw2, six k,
// ke (FL) ke (FL^-1), six k, ..., kw3 kw4. Decryption (2.3.3) uses them backwards, each
// whitening pair kept in its order, so one routine does both with its own array.
struct camellia_ctx {
	u64 enc[camellia_max_subkeys];
	u64 dec[camellia_max_subkeys];
	unsigned int nkeys; // 26 for 128-bit keys, 34 for 192 and 256
};

// SBOX1 of RFC 3713 section 2.4.4 (data); SBOX2..SBOX4 are rotations of it.
constexpr u8 camellia_sbox1[256] = {
	112, 130, 44,  236, 179, 39,  192, 229, 228, 133, 87,  53,  234, 12,  174, 65,	35,  239,
	107, 147, 69,  25,  165, 33,  237, 14,	79,  78,  29,  101, 146, 189, 134, 184, 175, 143,
	124, 235, 31,  206, 62,	 48,  220, 95,	94,  197, 11,  26,  166, 225, 57,  202, 213, 71,
	93,  61,  217, 1,   90,	 214, 81,  86,	108, 77,  139, 13,  154, 102, 251, 204, 176, 45,
	116, 18,  43,  32,  240, 177, 132, 153, 223, 76,  203, 194, 52,	 126, 118, 5,	109, 183,
	169, 49,  209, 23,  4,	 215, 20,  88,	58,  97,  222, 27,  17,	 28,  50,  15,	156, 22,
	83,  24,  242, 34,  254, 68,  207, 178, 195, 181, 122, 145, 36,	 8,   232, 168, 96,  252,
	105, 80,  170, 208, 160, 125, 161, 137, 98,  151, 84,  91,  30,	 149, 224, 255, 100, 210,
	16,  196, 0,   72,  163, 247, 117, 219, 138, 3,	  230, 218, 9,	 63,  221, 148, 135, 92,
	131, 2,	  205, 74,  144, 51,  115, 103, 246, 243, 157, 127, 191, 226, 82,  155, 216, 38,
	200, 55,  198, 59,  129, 150, 111, 75,	19,  190, 99,  46,  233, 121, 167, 140, 159, 110,
	188, 142, 41,  245, 249, 182, 47,  253, 180, 89,  120, 152, 6,	 106, 231, 70,	113, 186,
	212, 37,  171, 66,  136, 162, 141, 250, 114, 7,	  185, 85,  248, 238, 172, 10,	54,  73,
	42,  104, 60,  56,  241, 164, 64,  40,	211, 123, 187, 201, 67,	 193, 21,  227, 173, 244,
	119, 199, 128, 158,
};

constexpr u8 camellia_s(unsigned int n, u8 x)
{
	switch (n) {
	case 2:
		return std::rotl(camellia_sbox1[x], 1);
	case 3:
		return std::rotl(camellia_sbox1[x], 7);
	case 4:
		return camellia_sbox1[std::rotl(x, 1)];
	default:
		return camellia_sbox1[x];
	}
}

// The P-function (RFC 3713 2.4.3) is linear, so F's output is the XOR over the eight input
// bytes of P applied to one S-box output alone. Row i of the table holds that for byte t_(i+1)
// (t1 the most significant), with the S-box F applies to it: s1 s2 s3 s4 s2 s3 s4 s1.
using camellia_sp_table = std::array<std::array<u64, 256>, 8>;

constexpr camellia_sp_table camellia_make_sp()
{
	// Which outputs y1..y8 each input byte t1..t8 feeds (bit j set: feeds y_(j+1)).
	constexpr u8 feeds[8] = { 0x97, 0x3e, 0x6d, 0xcb, 0xee, 0xdd, 0xbb, 0x77 };
	constexpr unsigned int box[8] = { 1, 2, 3, 4, 2, 3, 4, 1 };
	camellia_sp_table sp{};

	for (unsigned int i = 0; i < 8; i++) {
		for (unsigned int x = 0; x < 256; x++) {
			const u64 s = camellia_s(box[i], (u8)x);
			u64 v = 0;

			for (unsigned int j = 0; j < 8; j++)
				if (feeds[i] & (1u << j))
					v |= s << (56 - 8 * j);
			sp[i][x] = v;
		}
	}
	return sp;
}

constexpr camellia_sp_table camellia_sp = camellia_make_sp();

inline u64 camellia_f(u64 in, u64 ke)
{
	const u64 x = in ^ ke;

	return camellia_sp[0][x >> 56] ^ camellia_sp[1][(x >> 48) & 0xff] ^
	       camellia_sp[2][(x >> 40) & 0xff] ^ camellia_sp[3][(x >> 32) & 0xff] ^
	       camellia_sp[4][(x >> 24) & 0xff] ^ camellia_sp[5][(x >> 16) & 0xff] ^
	       camellia_sp[6][(x >> 8) & 0xff] ^ camellia_sp[7][x & 0xff];
}

// FL and FL^-1 (RFC 3713 2.4.2).
inline u64 camellia_fl(u64 in, u64 ke)
{
	u32 x1 = (u32)(in >> 32), x2 = (u32)in;
	const u32 k1 = (u32)(ke >> 32), k2 = (u32)ke;

	x2 ^= std::rotl(x1 & k1, 1);
	x1 ^= x2 | k2;
	return (u64)x1 << 32 | x2;
}

inline u64 camellia_flinv(u64 in, u64 ke)
{
	u32 y1 = (u32)(in >> 32), y2 = (u32)in;
	const u32 k1 = (u32)(ke >> 32), k2 = (u32)ke;

	y1 ^= y2 | k2;
	y2 ^= std::rotl(y1 & k1, 1);
	return (u64)y1 << 32 | y2;
}

struct camellia_u128 {
	u64 hi, lo;
};

// The left half of X <<< n, and the right half (RFC 3713 2.2: "(X <<< n) >> 64", "& MASK64").
camellia_u128 camellia_rot(camellia_u128 x, unsigned int n)
{
	n %= 128;
	if (n >= 64) {
		std::swap(x.hi, x.lo);
		n -= 64;
	}
	if (!n)
		return x;
	return { x.hi << n | x.lo >> (64 - n), x.lo << n | x.hi >> (64 - n) };
}

constexpr u64 camellia_sigma[6] = {
	0xa09e667f3bcc908bULL, 0xb67ae8584caa73b2ULL, 0xc6ef372fe94f82beULL,
	0x54ff53a5f1d36f1cULL, 0x10e527fade682d1dULL, 0xb05688c2b3e6c1fdULL,
};

// KA and KB from KL and KR (RFC 3713 2.2).
void camellia_derive(camellia_u128 kl, camellia_u128 kr, camellia_u128 *ka, camellia_u128 *kb)
{
	u64 d1 = kl.hi ^ kr.hi, d2 = kl.lo ^ kr.lo;

	d2 ^= camellia_f(d1, camellia_sigma[0]);
	d1 ^= camellia_f(d2, camellia_sigma[1]);
	d1 ^= kl.hi;
	d2 ^= kl.lo;
	d2 ^= camellia_f(d1, camellia_sigma[2]);
	d1 ^= camellia_f(d2, camellia_sigma[3]);
	*ka = { d1, d2 };
	d1 = ka->hi ^ kr.hi;
	d2 = ka->lo ^ kr.lo;
	d2 ^= camellia_f(d1, camellia_sigma[4]);
	d1 ^= camellia_f(d2, camellia_sigma[5]);
	*kb = { d1, d2 };
}

// One 64-bit subkey: (KL, KR, KA or KB) <<< rot, its left (hi) or right half (RFC 3713 2.2).
enum camellia_src : u8 {
	KL,
	KR,
	KA,
	KB
};

struct camellia_sched {
	camellia_src src;
	u8 rot;
	bool hi;
};

#define CAM_PAIR(s, r)      \
	{ s, r, true },     \
	{                   \
		s, r, false \
	}

// RFC 3713 2.2, the 128-bit key table, in use order.
constexpr camellia_sched camellia_sched128[26] = {
	CAM_PAIR(KL, 0),  CAM_PAIR(KA, 0),  CAM_PAIR(KL, 15),  CAM_PAIR(KA, 15),  CAM_PAIR(KA, 30),
	CAM_PAIR(KL, 45), { KA, 45, true }, { KL, 60, false }, CAM_PAIR(KA, 60),  CAM_PAIR(KL, 77),
	CAM_PAIR(KL, 94), CAM_PAIR(KA, 94), CAM_PAIR(KL, 111), CAM_PAIR(KA, 111),
};

// RFC 3713 2.2, the 192- and 256-bit key table, in use order.
constexpr camellia_sched camellia_sched256[34] = {
	CAM_PAIR(KL, 0),   CAM_PAIR(KB, 0),   CAM_PAIR(KR, 15), CAM_PAIR(KA, 15), CAM_PAIR(KR, 30),
	CAM_PAIR(KB, 30),  CAM_PAIR(KL, 45),  CAM_PAIR(KA, 45), CAM_PAIR(KL, 60), CAM_PAIR(KR, 60),
	CAM_PAIR(KB, 60),  CAM_PAIR(KL, 77),  CAM_PAIR(KA, 77), CAM_PAIR(KR, 94), CAM_PAIR(KA, 94),
	CAM_PAIR(KL, 111), CAM_PAIR(KB, 111),
};

#undef CAM_PAIR

void camellia_fill(struct camellia_ctx *ctx, const camellia_u128 keys[4], const camellia_sched *s,
		   unsigned int n)
{
	for (unsigned int i = 0; i < n; i++) {
		const camellia_u128 v = camellia_rot(keys[s[i].src], s[i].rot);

		ctx->enc[i] = s[i].hi ? v.hi : v.lo;
	}
	for (unsigned int i = 0; i < n; i++)
		ctx->dec[i] = ctx->enc[n - 1 - i];
	std::swap(ctx->dec[0], ctx->dec[1]);
	std::swap(ctx->dec[n - 2], ctx->dec[n - 1]);
	ctx->nkeys = n;
}

int camellia_expand(struct camellia_ctx *ctx, const u8 *key, unsigned int key_len)
{
	camellia_u128 keys[4] = {};

	if (key_len != 16 && key_len != 24 && key_len != 32)
		return -EINVAL;
	keys[KL] = { get_unaligned_be64(key), get_unaligned_be64(key + 8) };
	if (key_len == 24) {
		keys[KR].hi = get_unaligned_be64(key + 16);
		keys[KR].lo = ~keys[KR].hi;
	} else if (key_len == 32) {
		keys[KR] = { get_unaligned_be64(key + 16), get_unaligned_be64(key + 24) };
	}
	camellia_derive(keys[KL], keys[KR], &keys[KA], &keys[KB]);
	if (key_len == 16)
		camellia_fill(ctx, keys, camellia_sched128, 26);
	else
		camellia_fill(ctx, keys, camellia_sched256, 34);
	memzero_explicit(keys, sizeof(keys));
	return 0;
}

// RFC 3713 2.3.2 (and 2.3.3 with the reversed schedule): six rounds, FL/FL^-1, six rounds, ...
void camellia_crypt(const u64 *k, unsigned int n, u8 *dst, const u8 *src)
{
	u64 d1 = get_unaligned_be64(src) ^ k[0];
	u64 d2 = get_unaligned_be64(src + 8) ^ k[1];
	unsigned int i = 2;

	for (;;) {
		for (unsigned int r = 0; r < 6; r += 2, i += 2) {
			d2 ^= camellia_f(d1, k[i]);
			d1 ^= camellia_f(d2, k[i + 1]);
		}
		if (i == n - 2)
			break;
		d1 = camellia_fl(d1, k[i]);
		d2 = camellia_flinv(d2, k[i + 1]);
		i += 2;
	}
	put_unaligned_be64(d2 ^ k[n - 2], dst);
	put_unaligned_be64(d1 ^ k[n - 1], dst + 8);
}

struct camellia_ctx *camellia_tfm_ctx(struct crypto_tfm *tfm)
{
	return static_cast<struct camellia_ctx *>(crypto_tfm_ctx(tfm));
}

int camellia_set_key(struct crypto_tfm *tfm, const u8 *key, unsigned int key_len)
{
	return camellia_expand(camellia_tfm_ctx(tfm), key, key_len);
}

void camellia_encrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	const struct camellia_ctx *ctx = camellia_tfm_ctx(tfm);

	camellia_crypt(ctx->enc, ctx->nkeys, dst, src);
}

void camellia_decrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	const struct camellia_ctx *ctx = camellia_tfm_ctx(tfm);

	camellia_crypt(ctx->dec, ctx->nkeys, dst, src);
}

struct crypto_alg camellia_alg = {
	.cra_flags = CRYPTO_ALG_TYPE_CIPHER,
	.cra_blocksize = camellia_block_size,
	.cra_ctxsize = sizeof(struct camellia_ctx),
	.cra_priority = 100,
	.cra_name = "camellia",
	.cra_driver_name = "camellia-generic",
	.cra_u = {.cipher = {
		.cia_min_keysize = camellia_min_key_size,
		.cia_max_keysize = camellia_max_key_size,
		.cia_setkey = camellia_set_key,
		.cia_encrypt = camellia_encrypt,
		.cia_decrypt = camellia_decrypt,
	}},
	.cra_module = THIS_MODULE,
};

int camellia_init()
{
	return crypto_register_alg(&camellia_alg);
}

void camellia_fini()
{
	crypto_unregister_alg(&camellia_alg);
}

} // namespace

subsys_initcall(camellia_init);
module_exit(camellia_fini);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Camellia Cipher Algorithm");
MODULE_ALIAS_CRYPTO("camellia");
MODULE_ALIAS_CRYPTO("camellia-generic");
