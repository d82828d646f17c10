// SPDX-License-Identifier: GPL-2.0-only
// The "aria-generic" cipher: ARIA (RFC 5794), an involutional SPN on 128-bit blocks with 128-,
// 192- and 256-bit keys (12, 14 and 16 rounds).
#include <array>

#include <crypto/algapi.h>
#include <crypto/aria.h>
#include <crypto/internal/aria.h>
#include <linux/crypto.h>
#include <linux/errno.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

namespace {

using aria_block = std::array<u8, 16>;

// Section 2.4.3: A, the involutional binary matrix; bit j of row i set when output byte i
// takes input byte j.
constexpr u16 aria_a_rows[16] = {
	0x6358, 0x93a4, 0x9c52, 0x6ca1, 0xc925, 0xc61a, 0x3685, 0x394a,
	0xa493, 0x5863, 0xa16c, 0x529c, 0x1ac6, 0x25c9, 0x4a39, 0x8536,
};

constexpr bool aria_a_is_involution()
{
	for (unsigned int j = 0; j < 16; j++) {
		// A applied twice to the unit vector e_j must give e_j back.
		u16 once = 0, twice = 0;
		for (unsigned int i = 0; i < 16; i++)
			once |= (u16)(((aria_a_rows[i] >> j) & 1) << i);
		for (unsigned int i = 0; i < 16; i++)
			twice |= (u16)((__builtin_popcount(aria_a_rows[i] & once) & 1) << i);
		if (twice != (1u << j) || __builtin_popcount(aria_a_rows[j]) != 7)
			return false;
	}
	return true;
}
static_assert(aria_a_is_involution(), "A is an involution, seven inputs to each output");

aria_block aria_a(const aria_block &x)
{
	aria_block y{};

	for (unsigned int i = 0; i < 16; i++)
		for (unsigned int j = 0; j < 16; j++)
			if (aria_a_rows[i] & (1u << j))
				y[i] ^= x[j];
	return y;
}

// SL1 (odd rounds) applies SB1 SB2 SB3 SB4 to bytes 0-3 of each word; SL2 (even rounds and
// the last) SB3 SB4 SB1 SB2. The S-boxes are section 2.4.2's bytes, read from <crypto/aria.h>'s
// tables at the byte of each that holds the S-box output alone (the word-sliced rounds of the
// header's aria_subst_diff_odd() and _even() are a separate implementation of the same round).
u8 aria_sbox(unsigned int which, u8 x)
{
	static constexpr unsigned int aria_sbox_shift[4] = { 0, 0, 0, 8 };
	static const u32 *const aria_sbox_table[4] = { s1, s2, x1, x2 };

	return (u8)(aria_sbox_table[which % 4][x] >> aria_sbox_shift[which % 4]);
}

aria_block aria_sl(const aria_block &x, bool even)
{
	aria_block y;

	for (unsigned int i = 0; i < 16; i++)
		y[i] = aria_sbox(i + (even ? 2 : 0), x[i]);
	return y;
}

aria_block aria_xor(aria_block a, const aria_block &b)
{
	for (unsigned int i = 0; i < 16; i++)
		a[i] ^= b[i];
	return a;
}

// FO (odd) and FE (even): A(SL(D ^ RK)).
aria_block aria_f(const aria_block &d, const aria_block &rk, bool even)
{
	return aria_a(aria_sl(aria_xor(d, rk), even));
}

// x rotated right by n bits as a 128-bit big-endian number (n < 128).
aria_block aria_rotr(const aria_block &x, unsigned int n)
{
	aria_block y{};
	const unsigned int bytes = n / 8, bits = n % 8;

	for (unsigned int i = 0; i < 16; i++) {
		const u8 hi = x[(i + 16 - bytes) % 16], lo = x[(i + 15 - bytes) % 16];
		y[i] = bits ? (u8)((hi >> bits) | (lo << (8 - bits))) : hi;
	}
	return y;
}

aria_block aria_load(const u8 *p)
{
	aria_block b;

	memcpy(b.data(), p, 16);
	return b;
}

void aria_store_words(u32 *w, const aria_block &b)
{
	for (unsigned int i = 0; i < 4; i++)
		w[i] = get_unaligned_be32(b.data() + 4 * i);
}

aria_block aria_words(const u32 *w)
{
	aria_block b;

	for (unsigned int i = 0; i < 4; i++)
		put_unaligned_be32(w[i], b.data() + 4 * i);
	return b;
}

// Section 2.3.1: the constants C1, C2, C3 (the fractional part of 1/pi).
constexpr u8 aria_c[3][16] = {
	{ 0x51, 0x7c, 0xc1, 0xb7, 0x27, 0x22, 0x0a, 0x94, 0xfe, 0x13, 0xab, 0xe8, 0xfa, 0x9a, 0x6e,
	  0xe0 },
	{ 0x6d, 0xb1, 0x4a, 0xcc, 0x9e, 0x21, 0xc8, 0x20, 0xff, 0x28, 0xb1, 0xd5, 0xef, 0x5d, 0xe2,
	  0xb0 },
	{ 0xdb, 0x92, 0x37, 0x1d, 0x21, 0x26, 0xe9, 0x70, 0x03, 0x24, 0x97, 0x75, 0x04, 0xe8, 0xc9,
	  0x0e },
};

// Section 2.3.3: ek(4k+i+1) = W_i ^ (W_(i+1 mod 4) >>> r_k), r = 19, 31, 128-61, 128-31, and
// ek17 = W0 ^ (W1 >>> 128-19).
void aria_expand(struct aria_ctx *ctx, const aria_block w[4])
{
	constexpr unsigned int rot[5] = { 19, 31, 67, 97, 109 };

	for (int k = 0; k <= ctx->rounds; k++)
		aria_store_words(ctx->enc_key[k],
				 aria_xor(w[k % 4], aria_rotr(w[(k + 1) % 4], rot[k / 4])));
	// Section 2.4: dk1 = ek(n+1), dk(i) = A(ek(n+2-i)), dk(n+1) = ek1.
	memcpy(ctx->dec_key[0], ctx->enc_key[ctx->rounds], 16);
	for (int i = 1; i < ctx->rounds; i++)
		aria_store_words(ctx->dec_key[i],
				 aria_a(aria_words(ctx->enc_key[ctx->rounds - i])));
	memcpy(ctx->dec_key[ctx->rounds], ctx->enc_key[0], 16);
}

// The rounds word-sliced, through <crypto/aria.h>'s table rounds (each S-box output already
// multiplied into its word), the key schedule above byte-wise: a block costs a table lookup per
// byte and round instead of the matrix A's 112 byte xors.
void aria_crypt(const u32 (*rk)[ARIA_RD_KEY_WORDS], int rounds, u8 *out, const u8 *in)
{
	u32 t[4];

	for (unsigned int i = 0; i < 4; i++)
		t[i] = get_unaligned_be32(in + 4 * i);
	for (int r = 0; r < rounds - 1; r++) {
		aria_add_round_key(rk[r], &t[0], &t[1], &t[2], &t[3]);
		if (r % 2 == 0)
			aria_subst_diff_odd(&t[0], &t[1], &t[2], &t[3]);
		else
			aria_subst_diff_even(&t[0], &t[1], &t[2], &t[3]);
	}
	aria_add_round_key(rk[rounds - 1], &t[0], &t[1], &t[2], &t[3]);
	// The last round: SL2 without the diffusion, then ek(n+1) (section 2.4), a word at a time
	// (the x86 AVX and AVX2 drivers send lone blocks here).
	for (unsigned int i = 0; i < 4; i++) {
		const u32 y = make_u32(aria_sbox(2, get_u8(t[i], 0)), aria_sbox(3, get_u8(t[i], 1)),
				       aria_sbox(0, get_u8(t[i], 2)),
				       aria_sbox(1, get_u8(t[i], 3)));

		put_unaligned_be32(y ^ rk[rounds][i], out + 4 * i);
	}
	memzero_explicit(t, sizeof(t));
}

} // namespace

extern "C" int ukc_aria_setkey(struct aria_ctx *ctx, const u8 *in_key, unsigned int key_len)
{
	aria_block kr{}, w[4];

	if (key_len != 16 && key_len != 24 && key_len != 32)
		return -EINVAL;
	ctx->key_length = (int)key_len;
	ctx->rounds = (int)(key_len + 32) / 4;
	// Section 2.3.1: KL the first 128 bits, KR the rest zero-padded; CK1..CK3 are C1..C3
	// rotated by (key bits - 128) / 64.
	memcpy(kr.data(), in_key + 16, key_len - 16);
	const unsigned int c0 = (key_len - 16) / 8;
	w[0] = aria_load(in_key);
	w[1] = aria_xor(aria_f(w[0], aria_load(aria_c[c0]), false), kr);
	w[2] = aria_xor(aria_f(w[1], aria_load(aria_c[(c0 + 1) % 3]), true), w[0]);
	w[3] = aria_xor(aria_f(w[2], aria_load(aria_c[(c0 + 2) % 3]), false), w[1]);
	aria_expand(ctx, w);
	memzero_explicit(w, sizeof(w));
	memzero_explicit(kr.data(), sizeof(kr));
	return 0;
}

extern "C" int aria_set_key(struct crypto_tfm *tfm, const u8 *in_key, unsigned int key_len)
{
	return ukc_aria_setkey(static_cast<struct aria_ctx *>(crypto_tfm_ctx(tfm)), in_key,
			       key_len);
}
EXPORT_SYMBOL_GPL(aria_set_key);

extern "C" void aria_encrypt(void *ctx, u8 *out, const u8 *in)
{
	const auto *c = static_cast<const struct aria_ctx *>(ctx);

	aria_crypt(c->enc_key, c->rounds, out, in);
}
EXPORT_SYMBOL_GPL(aria_encrypt);

extern "C" void aria_decrypt(void *ctx, u8 *out, const u8 *in)
{
	const auto *c = static_cast<const struct aria_ctx *>(ctx);

	aria_crypt(c->dec_key, c->rounds, out, in);
}
EXPORT_SYMBOL_GPL(aria_decrypt);

namespace {

void aria_generic_encrypt(struct crypto_tfm *tfm, u8 *out, const u8 *in)
{
	aria_encrypt(crypto_tfm_ctx(tfm), out, in);
}

void aria_generic_decrypt(struct crypto_tfm *tfm, u8 *out, const u8 *in)
{
	aria_decrypt(crypto_tfm_ctx(tfm), out, in);
}

struct crypto_alg aria_alg = {
	.cra_flags = CRYPTO_ALG_TYPE_CIPHER,
	.cra_blocksize = ARIA_BLOCK_SIZE,
	.cra_ctxsize = sizeof(struct aria_ctx),
	.cra_alignmask = 3,
	.cra_priority = 100,
	.cra_name = "aria",
	.cra_driver_name = "aria-generic",
	.cra_u = {.cipher = {
		.cia_min_keysize = ARIA_MIN_KEY_SIZE,
		.cia_max_keysize = ARIA_MAX_KEY_SIZE,
		.cia_setkey = aria_set_key,
		.cia_encrypt = aria_generic_encrypt,
		.cia_decrypt = aria_generic_decrypt,
	}},
	.cra_module = THIS_MODULE,
};

int aria_mod_init()
{
	return crypto_register_alg(&aria_alg);
}

void aria_mod_fini()
{
	crypto_unregister_alg(&aria_alg);
}

} // namespace

subsys_initcall(aria_mod_init);
module_exit(aria_mod_fini);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("ARIA Cipher Algorithm");
MODULE_ALIAS_CRYPTO("aria");
MODULE_ALIAS_CRYPTO("aria-generic");
