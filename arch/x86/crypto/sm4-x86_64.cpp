// SPDX-License-Identifier: GPL-2.0-only
// SM4 (GB/T 32907-2016) on one block in plain x86_64 code, the one-block step of both SM4 tiers
// (and so all of CBC encryption, which is serial): each round is four lookups in tables that
// hold the S-box followed by L, where the library's routine looks up the S-box bytes and then
// computes L with four rotations. No instruction-set flags.
#include <crypto/sm4.h>
#include <linux/unaligned.h>

#include <array>
#include <bit>

#include "crypto/sm4_sbox.h"
#include "ecb-cbc-x86.h"

namespace {

// Section 6.2: L(B) = B ^ B<<<2 ^ B<<<10 ^ B<<<18 ^ B<<<24.
constexpr u32 sm4_x86_l(u32 b)
{
	return b ^ std::rotl(b, 2) ^ std::rotl(b, 10) ^ std::rotl(b, 18) ^ std::rotl(b, 24);
}

// L is linear and tau bytewise, so T(x) = L(tau(x)) is the XOR over the bytes of x of L of each
// byte's S-box output in its place: table j holds L(S(v) << 8j) for byte j of value v. 4 KiB.
using sm4_x86_table = std::array<std::array<u32, 256>, 4>;

constexpr sm4_x86_table sm4_x86_make_t()
{
	sm4_x86_table t{};

	for (unsigned int j = 0; j < 4; j++)
		for (unsigned int v = 0; v < 256; v++)
			t[j][v] = sm4_x86_l((u32)ukc::sm4_sbox_table.v[v] << (8 * j));
	return t;
}

alignas(64) constexpr sm4_x86_table sm4_x86_t = sm4_x86_make_t();

// @x0 ^ T(@t). Bytes 0 and 3 take one instruction to index and bytes 1 and 2 two, so the first
// two lookups go into @x0 and the other two are summed apart; the empty asm statement keeps
// that tree, which GCC would otherwise chain.
[[gnu::always_inline]] inline u32 sm4_x86_round(u32 x0, u32 t)
{
	u32 e = x0 ^ sm4_x86_t[0][t & 0xff] ^ sm4_x86_t[3][t >> 24];
	u32 p = sm4_x86_t[1][(t >> 8) & 0xff] ^ sm4_x86_t[2][(t >> 16) & 0xff];

	asm("" : "+r"(e), "+r"(p));
	return e ^ p;
}

// Section 7.1's 32 rounds, four a step so that the words need not move: X(i+3), from the round
// before, is XORed in last, after the other two terms and the round key.
void sm4_x86_crypt(const u32 *rk, u8 *dst, const u8 *src)
{
	const u64 hi = get_unaligned_be64(src), lo = get_unaligned_be64(src + 8);
	u32 x0 = (u32)(hi >> 32), x1 = (u32)hi, x2 = (u32)(lo >> 32), x3 = (u32)lo;

	for (unsigned int i = 0; i < SM4_RKEY_WORDS; i += 4) {
		x0 = sm4_x86_round(x0, (x1 ^ x2 ^ rk[i]) ^ x3);
		x1 = sm4_x86_round(x1, (x2 ^ x3 ^ rk[i + 1]) ^ x0);
		x2 = sm4_x86_round(x2, (x3 ^ x0 ^ rk[i + 2]) ^ x1);
		x3 = sm4_x86_round(x3, (x0 ^ x1 ^ rk[i + 3]) ^ x2);
	}
	// The output R(X32..X35) = X35 X34 X33 X32, in two 64-bit stores: CBC encryption reads the
	// block back as the next one's chaining value in 64-bit words, which a store of each half
	// forwards to and four 32-bit stores would not.
	put_unaligned_be64((u64)x3 << 32 | x2, dst);
	put_unaligned_be64((u64)x1 << 32 | x0, dst + 8);
}

} // namespace

void ukc::x86::sm4_enc_1way_x86_64(const void *ctx, u8 *dst, const u8 *src)
{
	sm4_x86_crypt(static_cast<const struct sm4_ctx *>(ctx)->rkey_enc, dst, src);
}

void ukc::x86::sm4_dec_1way_x86_64(const void *ctx, u8 *dst, const u8 *src)
{
	sm4_x86_crypt(static_cast<const struct sm4_ctx *>(ctx)->rkey_dec, dst, src);
}
