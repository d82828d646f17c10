// SPDX-License-Identifier: GPL-2.0-only
// The "camellia-generic" cipher (RFC 3713): 64-bit F-function tables built from SBOX1.
#include <array>
#include <bit>

#include <crypto/algapi.h>
#include <crypto/internal/camellia.h>
#include <linux/crypto.h>
#include <linux/errno.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

namespace {

constexpr u8 camellia_s(unsigned int n, u8 x)
{
	switch (n) {
	case 2:
		return std::rotl(ukc::camellia_sbox1[x], 1);
	case 3:
		return std::rotl(ukc::camellia_sbox1[x], 7);
	case 4:
		return ukc::camellia_sbox1[std::rotl(x, 1)];
	default:
		return ukc::camellia_sbox1[x];
	}
}

// The P-function (RFC 3713 2.4.3) is linear, so F's output is the XOR over the eight input
// bytes of P applied to one S-box output alone. Row i of the table holds that for byte t_(i+1)
// (t1 the most significant), with the S-box F applies to it: s1 s2 s3 s4 s2 s3 s4 s1.
constexpr ukc_camellia_sp_table camellia_make_sp()
{
	// Which outputs y1..y8 each input byte t1..t8 feeds (bit j set: feeds y_(j+1)).
	constexpr u8 feeds[8] = { 0x97, 0x3e, 0x6d, 0xcb, 0xee, 0xdd, 0xbb, 0x77 };
	constexpr unsigned int box[8] = { 1, 2, 3, 4, 2, 3, 4, 1 };
	ukc_camellia_sp_table sp{};

	for (unsigned int i = 0; i < 8; i++) {
		for (unsigned int x = 0; x < 256; x++) {
			const u64 s = camellia_s(box[i], (u8)x);
			u64 v = 0;

			for (unsigned int j = 0; j < 8; j++)
				if (feeds[i] & (1u << j))
					v |= s << (56 - 8 * j);
			sp.t[i][x] = v;
		}
	}
	return sp;
}

} // namespace

extern "C" constinit const ukc_camellia_sp_table ukc_camellia_sp = camellia_make_sp();

namespace {

inline u64 camellia_f(u64 in, u64 ke)
{
	return ukc_camellia_f(in, ke);
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

} // namespace

extern "C" int ukc_camellia_setkey(struct camellia_ctx *ctx, const u8 *key, unsigned int key_len)
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
extern "C" void ukc_camellia_crypt(const u64 *k, unsigned int n, u8 *dst, const u8 *src)
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
		d1 = ukc_camellia_fl(d1, k[i]);
		d2 = ukc_camellia_flinv(d2, k[i + 1]);
		i += 2;
	}
	put_unaligned_be64(d2 ^ k[n - 2], dst);
	put_unaligned_be64(d1 ^ k[n - 1], dst + 8);
}

namespace {

struct camellia_ctx *camellia_tfm_ctx(struct crypto_tfm *tfm)
{
	return static_cast<struct camellia_ctx *>(crypto_tfm_ctx(tfm));
}

int camellia_set_key(struct crypto_tfm *tfm, const u8 *key, unsigned int key_len)
{
	return ukc_camellia_setkey(camellia_tfm_ctx(tfm), key, key_len);
}

void camellia_encrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	const struct camellia_ctx *ctx = camellia_tfm_ctx(tfm);

	ukc_camellia_crypt(ctx->enc, ctx->nkeys, dst, src);
}

void camellia_decrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	const struct camellia_ctx *ctx = camellia_tfm_ctx(tfm);

	ukc_camellia_crypt(ctx->dec, ctx->nkeys, dst, src);
}

struct crypto_alg camellia_alg = {
	.cra_flags = CRYPTO_ALG_TYPE_CIPHER,
	.cra_blocksize = CAMELLIA_BLOCK_SIZE,
	.cra_ctxsize = sizeof(struct camellia_ctx),
	.cra_priority = 100,
	.cra_name = "camellia",
	.cra_driver_name = "camellia-generic",
	.cra_u = {.cipher = {
		.cia_min_keysize = CAMELLIA_MIN_KEY_SIZE,
		.cia_max_keysize = CAMELLIA_MAX_KEY_SIZE,
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
