// SPDX-License-Identifier: GPL-2.0-only
// SM3 (GM/T 0004-2012, GB/T 32905-2016): the compression function and the library interface
// (sm3_update, sm3_final) behind sm3-generic and the arch drivers' fallbacks.
#include <bit>
#include <utility>

#include <crypto/sm3.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include "crypto/md_block.h"

namespace {

// The permutations P0 (in the compression) and P1 (in the expansion) of section 4.4.
constexpr u32 sm3_p0(u32 x)
{
	return x ^ std::rotl(x, 9) ^ std::rotl(x, 17);
}

constexpr u32 sm3_p1(u32 x)
{
	return x ^ std::rotl(x, 15) ^ std::rotl(x, 23);
}

// Section 5.3.2: W16..W67 from the words before. Each is formed in the round that first needs it
// (round j reads W(j + 4)), interleaved with the rounds: as a separate pass, the compiler
// vectorizes the recurrence into stalls.
template <int j> inline void sm3_expand(u32 w[68])
{
	if constexpr (j >= 16)
		w[j] = sm3_p1(w[j - 16] ^ w[j - 9] ^ std::rotl(w[j - 3], 15)) ^
		       std::rotl(w[j - 13], 7) ^ w[j - 6];
}

// Round j of the compression function CF (section 5.3.3). The eight words live in two rings of
// four, a = A..D and e = E..H, whose roles turn by one each round: this round's D and H slots
// receive the new A and E, its B and F slots the rotated words that become C and G. FF and GG
// are the parity function before round 16 and majority / selection from round 16 on (section
// 4.3); T_j <<< j is folded at compile time.
template <int j> inline void sm3_round(u32 a[4], u32 e[4], u32 w[68])
{
	constexpr u32 tj = std::rotl(j < 16 ? u32(SM3_T1) : u32(SM3_T2), j % 32);
	u32 &ra = a[(0 - j) & 3], &rb = a[(1 - j) & 3], &rc = a[(2 - j) & 3], &rd = a[(3 - j) & 3];
	u32 &re = e[(0 - j) & 3], &rf = e[(1 - j) & 3], &rg = e[(2 - j) & 3], &rh = e[(3 - j) & 3];
	sm3_expand<j + 4>(w);
	u32 a12 = std::rotl(ra, 12);
	u32 ss1 = std::rotl(a12 + re + tj, 7);
	u32 ff = j < 16 ? ra ^ rb ^ rc : (ra & rb) | (rc & (ra | rb));
	u32 gg = j < 16 ? re ^ rf ^ rg : rg ^ (re & (rf ^ rg));

	rd = ff + rd + (ss1 ^ a12) + (w[j] ^ w[j + 4]);
	rh = sm3_p0(gg + rh + ss1 + w[j]);
	rb = std::rotl(rb, 9);
	rf = std::rotl(rf, 19);
}

template <int... j>
inline void sm3_all_rounds(u32 a[4], u32 e[4], u32 w[68], std::integer_sequence<int, j...>)
{
	(sm3_round<j>(a, e, w), ...);
}

} // namespace

extern "C" {

void ukc_sm3_block_generic(struct sm3_state *sctx, const u8 *src, int blocks)
{
	u32 w[68];

	for (; blocks > 0; blocks--, src += SM3_BLOCK_SIZE) {
		// After 64 rounds (a multiple of four) every word is back in its first slot.
		u32 a[4] = { sctx->state[0], sctx->state[1], sctx->state[2], sctx->state[3] };
		u32 e[4] = { sctx->state[4], sctx->state[5], sctx->state[6], sctx->state[7] };

		for (int j = 0; j < 16; j++)
			w[j] = get_unaligned_be32(src + 4 * j);
		sm3_all_rounds(a, e, w, std::make_integer_sequence<int, 64>());
		// V(i+1) = ABCDEFGH xor V(i)
		for (int i = 0; i < 4; i++) {
			sctx->state[i] ^= a[i];
			sctx->state[4 + i] ^= e[i];
		}
	}
	memzero_explicit(w, sizeof(w));
}

void ukc_sm3_do_update(struct sm3_state *sctx, const u8 *data, unsigned int len,
		       sm3_block_fn *block_fn)
{
	ukc::md_update(sctx->buffer, sctx->count, data, len,
		       [=](const u8 *src, size_t n) { block_fn(sctx, src, (int)n); });
}

void ukc_sm3_do_finalize(struct sm3_state *sctx, sm3_block_fn *block_fn)
{
	ukc::md_finalize<true>(sctx->buffer, sctx->count,
			       [=](const u8 *src, size_t n) { block_fn(sctx, src, (int)n); });
}

void sm3_update(struct sm3_state *sctx, const u8 *data, unsigned int len)
{
	ukc_sm3_do_update(sctx, data, len, ukc_sm3_block_generic);
}

void sm3_final(struct sm3_state *sctx, u8 *out)
{
	ukc_sm3_do_finalize(sctx, ukc_sm3_block_generic);
	for (int i = 0; i < SM3_DIGEST_SIZE / 4; i++)
		put_unaligned_be32(sctx->state[i], out + 4 * i);
	memzero_explicit(sctx, sizeof(*sctx));
}

} // extern "C"
