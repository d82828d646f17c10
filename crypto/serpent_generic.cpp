// SPDX-License-Identifier: GPL-2.0-only
// The "serpent-generic" cipher (Anderson, Biham, Knudsen), in its bitslice form: each S-box is
// evaluated on 32 nibbles at once through its algebraic normal form, derived at compile time.
#include <array>
#include <bit>
#include <utility>

#include <crypto/algapi.h>
#include <crypto/serpent.h>
#include <linux/crypto.h>
#include <linux/errno.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

namespace {

// The eight S-boxes S0..S7 (the Serpent paper, section 2 and Appendix A).
constexpr u8 serpent_sbox[8][16] = {
	{3, 8, 15, 1, 10, 6, 5, 11, 14, 13, 4, 2, 7, 0, 9, 12},
	{15, 12, 2, 7, 9, 0, 5, 10, 1, 11, 14, 8, 6, 13, 3, 4},
	{8, 6, 7, 9, 3, 12, 10, 15, 13, 1, 14, 4, 0, 11, 5, 2},
	{0, 15, 11, 8, 12, 9, 6, 3, 13, 1, 2, 4, 10, 7, 5, 14},
	{1, 15, 8, 3, 12, 0, 11, 6, 2, 5, 4, 10, 9, 14, 7, 13},
	{15, 5, 2, 11, 4, 10, 9, 12, 0, 3, 14, 8, 13, 6, 7, 1},
	{7, 2, 12, 5, 8, 4, 6, 11, 14, 9, 1, 15, 13, 3, 10, 0},
	{1, 13, 15, 0, 14, 8, 2, 11, 7, 4, 12, 10, 9, 3, 5, 6},
};

constexpr u32 serpent_phi = 0x9e3779b9; // the golden ratio's fraction, the key schedule's constant

// For S-box box (8..15: the inverse of box - 8), output bit j as a 16-bit mask of monomials:
// bit m set means the product of the input bits set in m appears (bit 0 of m is X0).
using serpent_anf = std::array<std::array<u16, 4>, 16>;

constexpr serpent_anf serpent_make_anf()
{
	serpent_anf anf{};

	for (unsigned int box = 0; box < 16; box++) {
		u8 table[16] = {};

		for (unsigned int v = 0; v < 16; v++) {
			if (box < 8)
				table[v] = serpent_sbox[box][v];
			else
				table[serpent_sbox[box - 8][v]] = (u8)v;
		}
		for (unsigned int j = 0; j < 4; j++) {
			u8 f[16];

			for (unsigned int v = 0; v < 16; v++)
				f[v] = (table[v] >> j) & 1;
			// The Moebius transform turns a truth table into ANF coefficients.
			for (unsigned int bit = 1; bit < 16; bit <<= 1)
				for (unsigned int v = 0; v < 16; v++)
					if (v & bit)
						f[v] ^= f[v ^ bit];
			for (unsigned int m = 0; m < 16; m++)
				if (f[m])
					anf[box][j] |= (u16)(1u << m);
		}
	}
	return anf;
}

constexpr serpent_anf serpent_anf_table = serpent_make_anf();

constexpr bool serpent_sboxes_are_permutations()
{
	for (const auto &box : serpent_sbox) {
		unsigned int seen = 0;

		for (u8 v : box)
			seen |= 1u << v;
		if (seen != 0xffff)
			return false;
	}
	return true;
}
static_assert(serpent_sboxes_are_permutations());

template <unsigned int Box, unsigned int J, size_t... M>
inline u32 serpent_bit(const u32 *mono, std::index_sequence<M...>)
{
	constexpr u16 mask = serpent_anf_table[Box][J];

	return ((mask & (1u << M) ? mono[M] : 0u) ^ ...);
}

// Applies S-box Box (or an inverse, Box >= 8) to the 32 nibbles (x3 x2 x1 x0) of x[].
template <unsigned int Box>
inline void serpent_sbox_apply(u32 *x)
{
	u32 mono[16];

	mono[0] = ~0u;
	for (unsigned int m = 1; m < 16; m++)
		mono[m] = mono[m & (m - 1)] & x[std::countr_zero(m)];

	constexpr auto all = std::make_index_sequence<16>();
	const u32 y0 = serpent_bit<Box, 0>(mono, all);
	const u32 y1 = serpent_bit<Box, 1>(mono, all);
	const u32 y2 = serpent_bit<Box, 2>(mono, all);
	const u32 y3 = serpent_bit<Box, 3>(mono, all);

	x[0] = y0;
	x[1] = y1;
	x[2] = y2;
	x[3] = y3;
}

// The linear transformation (the Serpent paper, section 2, bitslice description).
inline void serpent_lt(u32 *x)
{
	x[0] = std::rotl(x[0], 13);
	x[2] = std::rotl(x[2], 3);
	x[1] ^= x[0] ^ x[2];
	x[3] ^= x[2] ^ (x[0] << 3);
	x[1] = std::rotl(x[1], 1);
	x[3] = std::rotl(x[3], 7);
	x[0] ^= x[1] ^ x[3];
	x[2] ^= x[3] ^ (x[1] << 7);
	x[0] = std::rotl(x[0], 5);
	x[2] = std::rotl(x[2], 22);
}

inline void serpent_lt_inv(u32 *x)
{
	x[2] = std::rotr(x[2], 22);
	x[0] = std::rotr(x[0], 5);
	x[2] ^= x[3] ^ (x[1] << 7);
	x[0] ^= x[1] ^ x[3];
	x[3] = std::rotr(x[3], 7);
	x[1] = std::rotr(x[1], 1);
	x[3] ^= x[2] ^ (x[0] << 3);
	x[1] ^= x[0] ^ x[2];
	x[2] = std::rotr(x[2], 3);
	x[0] = std::rotr(x[0], 13);
}

inline void serpent_xor_key(u32 *x, const u32 *k)
{
	for (unsigned int i = 0; i < 4; i++)
		x[i] ^= k[i];
}

template <size_t... B>
inline void serpent_sbox_dispatch(unsigned int box, u32 *x, std::index_sequence<B...>)
{
	((box == B ? serpent_sbox_apply<B>(x) : void()), ...);
}

// Eight rounds with S0..S7 (or, backwards, S7^-1..S0^-1), unrolled so each S-box is inlined.
template <size_t... B>
inline void serpent_enc_8(u32 *x, const u32 *k, bool last, std::index_sequence<B...>)
{
	((serpent_xor_key(x, k + 4 * B), serpent_sbox_apply<B>(x),
	  (last && B == 7) ? serpent_xor_key(x, k + 32) : serpent_lt(x)),
	 ...);
}

template <size_t... B>
inline void serpent_dec_8(u32 *x, const u32 *k, bool first, std::index_sequence<B...>)
{
	(((first && B == 0) ? serpent_xor_key(x, k + 32) : serpent_lt_inv(x),
	  serpent_sbox_apply<15 - B>(x), serpent_xor_key(x, k + 4 * (7 - B))),
	 ...);
}

} // namespace

// The key schedule (the Serpent paper, section 2): the key padded to 256 bits, the prekeys
// w_i = (w_{i-8} ^ w_{i-5} ^ w_{i-3} ^ w_{i-1} ^ phi ^ i) <<< 11, and K_i = S_{(3 - i) mod 8}
// applied to w_{4i..4i+3}.
extern "C" int __serpent_setkey(struct serpent_ctx *ctx, const u8 *key, unsigned int keylen)
{
	u8 padded[SERPENT_MAX_KEY_SIZE] = {};
	u32 w[8 + SERPENT_EXPKEY_WORDS];

	if (keylen > SERPENT_MAX_KEY_SIZE)
		return -EINVAL;
	memcpy(padded, key, keylen);
	if (keylen < SERPENT_MAX_KEY_SIZE)
		padded[keylen] = 1;
	for (unsigned int i = 0; i < 8; i++)
		w[i] = get_unaligned_le32(padded + 4 * i);
	for (unsigned int i = 0; i < SERPENT_EXPKEY_WORDS; i++)
		w[i + 8] = std::rotl(w[i] ^ w[i + 3] ^ w[i + 5] ^ w[i + 7] ^ serpent_phi ^ i, 11);
	for (unsigned int i = 0; i < SERPENT_EXPKEY_WORDS / 4; i++) {
		u32 *k = ctx->expkey + 4 * i;

		memcpy(k, w + 8 + 4 * i, 4 * sizeof(u32));
		serpent_sbox_dispatch((3 + 8 - i % 8) % 8, k, std::make_index_sequence<8>());
	}
	memzero_explicit(padded, sizeof(padded));
	memzero_explicit(w, sizeof(w));
	return 0;
}
EXPORT_SYMBOL_GPL(__serpent_setkey);

extern "C" int serpent_setkey(struct crypto_tfm *tfm, const u8 *key, unsigned int keylen)
{
	return __serpent_setkey(static_cast<struct serpent_ctx *>(crypto_tfm_ctx(tfm)), key,
				keylen);
}
EXPORT_SYMBOL_GPL(serpent_setkey);

extern "C" void __serpent_encrypt(const void *c, u8 *dst, const u8 *src)
{
	const u32 *k = static_cast<const struct serpent_ctx *>(c)->expkey;
	u32 x[4];

	for (unsigned int i = 0; i < 4; i++)
		x[i] = get_unaligned_le32(src + 4 * i);
	for (unsigned int r = 0; r < 32; r += 8)
		serpent_enc_8(x, k + 4 * r, r == 24, std::make_index_sequence<8>());
	for (unsigned int i = 0; i < 4; i++)
		put_unaligned_le32(x[i], dst + 4 * i);
}
EXPORT_SYMBOL_GPL(__serpent_encrypt);

extern "C" void __serpent_decrypt(const void *c, u8 *dst, const u8 *src)
{
	const u32 *k = static_cast<const struct serpent_ctx *>(c)->expkey;
	u32 x[4];

	for (unsigned int i = 0; i < 4; i++)
		x[i] = get_unaligned_le32(src + 4 * i);
	for (int r = 24; r >= 0; r -= 8)
		serpent_dec_8(x, k + 4 * r, r == 24, std::make_index_sequence<8>());
	for (unsigned int i = 0; i < 4; i++)
		put_unaligned_le32(x[i], dst + 4 * i);
}
EXPORT_SYMBOL_GPL(__serpent_decrypt);

namespace {

void serpent_encrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	__serpent_encrypt(crypto_tfm_ctx(tfm), dst, src);
}

void serpent_decrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	__serpent_decrypt(crypto_tfm_ctx(tfm), dst, src);
}

struct crypto_alg serpent_alg = {
	.cra_flags = CRYPTO_ALG_TYPE_CIPHER,
	.cra_blocksize = SERPENT_BLOCK_SIZE,
	.cra_ctxsize = sizeof(struct serpent_ctx),
	.cra_priority = 100,
	.cra_name = "serpent",
	.cra_driver_name = "serpent-generic",
	.cra_u = {.cipher = {
		.cia_min_keysize = SERPENT_MIN_KEY_SIZE,
		.cia_max_keysize = SERPENT_MAX_KEY_SIZE,
		.cia_setkey = serpent_setkey,
		.cia_encrypt = serpent_encrypt,
		.cia_decrypt = serpent_decrypt,
	}},
	.cra_module = THIS_MODULE,
};

int serpent_mod_init()
{
	return crypto_register_alg(&serpent_alg);
}

void serpent_mod_fini()
{
	crypto_unregister_alg(&serpent_alg);
}

} // namespace

subsys_initcall(serpent_mod_init);
module_exit(serpent_mod_fini);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Serpent Cipher Algorithm");
MODULE_ALIAS_CRYPTO("serpent");
MODULE_ALIAS_CRYPTO("serpent-generic");
