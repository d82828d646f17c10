// SPDX-License-Identifier: GPL-2.0-only
// Triple DES EDE (NIST SP 800-67 Rev. 2) on plain x86_64, behind the des3_ede-asm drivers:
// each half block kept with its expansion beside it in one 64-bit register, so a round is one
// key XOR, one mask and eight lookups of 64-bit combined S-box/P words; one block, or three
// interleaved so that their lookups overlap.
#include <linux/unaligned.h>

#include <array>
#include <bit>
#include <utility>

#include "des3_ede-x86.h"
#include "crypto/des_tables.h"

namespace {

using namespace ukc::x86;

// A 32-bit half R (kept rotated left by one bit, as the library keeps it) in the low word and
// R >>> 4 in the high one: the bytes of the low word hold the S-box windows 8, 6, 4, 2 and those
// of the high word the windows 7, 5, 3, 1, so that E is already done.
constexpr u64 des3_x86_expand(u32 r)
{
	return (u64)std::rotr(r, 4) << 32 | r;
}

// The library's combined tables widened to the two-word form: XORing an entry into a half's
// 64-bit form XORs the S-box/P output into the half and into its rotated copy alike.
using des3_x86_table = std::array<std::array<u64, 64>, 8>;

constexpr des3_x86_table des3_x86_make_sp()
{
	des3_x86_table t{};

	for (unsigned int j = 0; j < 8; j++)
		for (unsigned int x = 0; x < 64; x++)
			t[j][x] = des3_x86_expand(ukc::des_sp[j][x]);
	return t;
}

alignas(64) constexpr des3_x86_table des3_x86_sp = des3_x86_make_sp();

constexpr u64 des3_x86_window_mask = 0x3f3f3f3f3f3f3f3full;

// f(R, K) in the two-word form: byte i of the low word indexes S-box 8 - 2i, byte i of the high
// word S-box 7 - 2i (numbered from 1 as FIPS 46-3).
[[gnu::always_inline]] inline u64 des3_x86_f(u64 x, u64 k)
{
	const u64 t = (x ^ k) & des3_x86_window_mask;
	const des3_x86_table &s = des3_x86_sp;

	u64 a = s[7][t & 0xff] ^ s[5][(t >> 8) & 0xff];
	u64 b = s[3][(t >> 16) & 0xff] ^ s[1][(t >> 24) & 0xff];
	u64 c = s[6][(t >> 32) & 0xff] ^ s[4][(t >> 40) & 0xff];
	u64 d = s[2][(t >> 48) & 0xff] ^ s[0][t >> 56];

	// Four sums of two, then two, then one: a round's latency is then three XORs after the
	// lookups, where GCC would otherwise chain all eight.
	asm("" : "+r"(a), "+r"(b), "+r"(c), "+r"(d));
	return (a ^ b) ^ (c ^ d);
}

// Sixteen rounds of @N blocks, round by round across the blocks.
template <unsigned int N>
[[gnu::always_inline]] inline void des3_x86_pass(u64 *a, u64 *b, const u64 *k)
{
	for (unsigned int i = 0; i < 16; i += 2) {
		for (unsigned int n = 0; n < N; n++)
			a[n] ^= des3_x86_f(b[n], k[i]);
		for (unsigned int n = 0; n < N; n++)
			b[n] ^= des3_x86_f(a[n], k[i + 1]);
	}
}

// The three passes exchange the halves after each (as the library's rounds do): the second pass
// runs with the roles of l and r swapped, and the block leaves with them exchanged once.
template <unsigned int N>
[[gnu::always_inline]] inline void des3_x86_crypt(const u64 *k, u8 *dst, const u8 *src)
{
	u64 l[N], r[N];

	for (unsigned int n = 0; n < N; n++) {
		u32 hl = get_unaligned_be32(src + 8 * n), hr = get_unaligned_be32(src + 8 * n + 4);

		ukc::des_ip(hl, hr);
		l[n] = des3_x86_expand(std::rotl(hl, 1));
		r[n] = des3_x86_expand(std::rotl(hr, 1));
	}
	des3_x86_pass<N>(l, r, k);
	des3_x86_pass<N>(r, l, k + 16);
	des3_x86_pass<N>(l, r, k + 32);
	for (unsigned int n = 0; n < N; n++) {
		u32 hl = std::rotr((u32)r[n], 1), hr = std::rotr((u32)l[n], 1);

		ukc::des_fp(hl, hr);
		put_unaligned_be32(hl, dst + 8 * n);
		put_unaligned_be32(hr, dst + 8 * n + 4);
	}
}

} // namespace

// The library's two words of a round (the even windows' key bits, then the odd windows' rotated
// left by 4) become the one 64-bit word des3_x86_f() XORs in; decryption takes the rounds in
// the reverse order.
void ukc::x86::des3_ede_x86_schedule(struct des3_ede_x86_ctx *ctx, const struct des3_ede_ctx *lib)
{
	for (unsigned int i = 0; i < des3_ede_x86_rounds; i++) {
		const u32 *w = lib->expkey + 2 * i;
		const u64 k = (u64)std::rotr(w[1], 4) << 32 | w[0];

		ctx->enc[i] = k;
		ctx->dec[des3_ede_x86_rounds - 1 - i] = k;
	}
}

void ukc::x86::des3_ede_x86_crypt_blk(const u64 *k, u8 *dst, const u8 *src)
{
	des3_x86_crypt<1>(k, dst, src);
}

void ukc::x86::des3_ede_x86_crypt_3way(const u64 *k, u8 *dst, const u8 *src)
{
	des3_x86_crypt<3>(k, dst, src);
}
