// SPDX-License-Identifier: GPL-2.0-only
// SM4 (GB/T 32907-2016): the key expansion and the round function behind sm4-generic, and the
// tables the kernel exports for its SIMD drivers.
#include <array>
#include <bit>

#include <crypto/sm4.h>
#include <linux/errno.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include "sm4_sbox.h"

extern "C" const u32 crypto_sm4_fk[4] = { 0xa3b1bac6, 0x56aa3350, 0x677d9197, 0xb27022dc };
EXPORT_SYMBOL_GPL(crypto_sm4_fk);

namespace {

// Section 7.3.2: byte j of CK_i is (4i + j) * 7 mod 256.
constexpr std::array<u32, 32> sm4_make_ck()
{
	std::array<u32, 32> ck{};

	for (unsigned int i = 0; i < 32; i++)
		for (unsigned int j = 0; j < 4; j++)
			ck[i] = ck[i] << 8 | (((4 * i + j) * 7) & 0xff);
	return ck;
}

// The exported tables are aliases of these objects (an array cannot be initialized from a
// constexpr object), which carry fixed assembler names for the aliases to refer to. CK is thus
// written once, as its formula.
alignas(16) [[gnu::used]] constexpr std::array<u32, 32> sm4_ck_data
	asm("ukc_sm4_ck_data") = sm4_make_ck();
alignas(64) [[gnu::used]] constexpr ukc::sm4_byte_table sm4_sbox_data
	asm("ukc_sm4_sbox_data") = ukc::sm4_sbox_table;

} // namespace

extern "C" {
extern const u32 crypto_sm4_ck[32] __attribute__((alias("ukc_sm4_ck_data")));
extern const u8 crypto_sm4_sbox[256] __attribute__((alias("ukc_sm4_sbox_data")));
}
EXPORT_SYMBOL_GPL(crypto_sm4_ck);
EXPORT_SYMBOL_GPL(crypto_sm4_sbox);

namespace {

constexpr bool sm4_sbox_is_permutation()
{
	std::array<bool, 256> seen{};

	for (const u8 v : ukc::sm4_sbox_table.v)
		seen[v] = true;
	for (const bool b : seen)
		if (!b)
			return false;
	return true;
}
static_assert(sm4_sbox_is_permutation(), "the S-box is a bijection");

} // namespace

namespace {

// tau (section 6.2): the S-box on each byte of a word.
inline u32 sm4_tau(u32 x)
{
	return (u32)crypto_sm4_sbox[x >> 24] << 24 | (u32)crypto_sm4_sbox[(x >> 16) & 0xff] << 16 |
	       (u32)crypto_sm4_sbox[(x >> 8) & 0xff] << 8 | crypto_sm4_sbox[x & 0xff];
}

// T (section 6.2) with L, and T' (section 7.3) with L'.
inline u32 sm4_t(u32 x)
{
	const u32 b = sm4_tau(x);

	return b ^ std::rotl(b, 2) ^ std::rotl(b, 10) ^ std::rotl(b, 18) ^ std::rotl(b, 24);
}

inline u32 sm4_t_key(u32 x)
{
	const u32 b = sm4_tau(x);

	return b ^ std::rotl(b, 13) ^ std::rotl(b, 23);
}

} // namespace

extern "C" int sm4_expandkey(struct sm4_ctx *ctx, const u8 *in_key, unsigned int key_len)
{
	u32 k[4];

	if (key_len != SM4_KEY_SIZE)
		return -EINVAL;
	for (unsigned int i = 0; i < 4; i++)
		k[i] = get_unaligned_be32(in_key + 4 * i) ^ crypto_sm4_fk[i];
	// Section 7.3: rk_i = K_(i+4) = K_i ^ T'(K_(i+1) ^ K_(i+2) ^ K_(i+3) ^ CK_i), kept in a
	// ring of four words.
	for (unsigned int i = 0; i < 32; i++) {
		const u32 rk = k[i % 4] ^ sm4_t_key(k[(i + 1) % 4] ^ k[(i + 2) % 4] ^
						    k[(i + 3) % 4] ^ sm4_ck_data[i]);
		k[i % 4] = rk;
		ctx->rkey_enc[i] = rk;
		ctx->rkey_dec[31 - i] = rk;
	}
	memzero_explicit(k, sizeof(k));
	return 0;
}
EXPORT_SYMBOL_GPL(sm4_expandkey);

extern "C" void sm4_crypt_block(const u32 *rk, u8 *out, const u8 *in)
{
	u32 x[4];

	for (unsigned int i = 0; i < 4; i++)
		x[i] = get_unaligned_be32(in + 4 * i);
	// Section 7.1: X_(i+4) = X_i ^ T(X_(i+1) ^ X_(i+2) ^ X_(i+3) ^ rk_i); the output is
	// R(X32..X35) = X35 X34 X33 X32.
	for (unsigned int i = 0; i < 32; i++)
		x[i % 4] ^= sm4_t(x[(i + 1) % 4] ^ x[(i + 2) % 4] ^ x[(i + 3) % 4] ^ rk[i]);
	for (unsigned int i = 0; i < 4; i++)
		put_unaligned_be32(x[3 - i], out + 4 * i);
	memzero_explicit(x, sizeof(x));
}
EXPORT_SYMBOL_GPL(sm4_crypt_block);
