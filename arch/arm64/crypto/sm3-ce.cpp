// SPDX-License-Identifier: GPL-2.0-only
// The SM3 compression function (GM/T 0004-2012 section 5.3) with the Armv8.2 SM3 instructions;
// the only file of the SM3 driver built with -march=armv8.2-a+sm4.
#include <arm_neon.h>

#include <bit>
#include <utility>

#include "sm3-ce.h"

namespace {

// The SM3 instructions keep A..D as {D, C, B, A} and E..H as {H, G, F, E}, A and E in lane 3:
// the state array's order reversed. w holds W[4k..4k+3] for five groups k in turn.
struct sm3_ce_vars {
	uint32x4_t abcd, efgh;
	uint32x4_t w[5];
};

inline uint32x4_t sm3_ce_reverse(uint32x4_t v)
{
	uint32x4_t r = vrev64q_u32(v);

	return vextq_u32(r, r, 2);
}

// W[4g..4g+3] (section 5.3.2 a-b) from the four groups before it: SM3PARTW1 xors W[j-16],
// W[j-9] and W[j-3] <<< 15 and applies P1, taking W[j]'s partial value for lane 3's W[j-3];
// SM3PARTW2 xors in W[j-13] <<< 7 and W[j-6] and mends lane 3 by P1's linearity.
inline void sm3_ce_expand(sm3_ce_vars &v, int g)
{
	uint32x4_t w16 = v.w[(g + 1) % 5], w12 = v.w[(g + 2) % 5], w8 = v.w[(g + 3) % 5],
		   w4 = v.w[(g + 4) % 5];
	uint32x4_t part = vsm3partw1q_u32(w16, vextq_u32(w12, w8, 3), w4);

	v.w[g % 5] = vsm3partw2q_u32(part, vextq_u32(w8, w4, 2), vextq_u32(w16, w12, 3));
}

// Round j (section 5.3.3) with W[j] and W'[j] = W[j] ^ W[j+4] in lane i of @w and @wp: SM3SS1
// gives SS1 from A, E and T_j <<< j; SM3TT1 forms TT1 and moves A..D on, SM3TT2 TT2 and E..H.
// FF and GG are parity before round 16 (the A forms), majority and selection after (B).
template <int j> inline void sm3_ce_round(sm3_ce_vars &v, uint32x4_t w, uint32x4_t wp)
{
	constexpr int i = j % 4;
	constexpr u32 tj = std::rotl(j < 16 ? u32(SM3_T1) : u32(SM3_T2), j % 32);
	uint32x4_t ss1 = vsm3ss1q_u32(v.abcd, v.efgh, vdupq_n_u32(tj));

	if constexpr (j < 16) {
		v.abcd = vsm3tt1aq_u32(v.abcd, ss1, wp, i);
		v.efgh = vsm3tt2aq_u32(v.efgh, ss1, w, i);
	} else {
		v.abcd = vsm3tt1bq_u32(v.abcd, ss1, wp, i);
		v.efgh = vsm3tt2bq_u32(v.efgh, ss1, w, i);
	}
}

// Rounds 4k..4k+3, which need W up to W[4k+7]: the group after this one is expanded first.
template <int k> inline void sm3_ce_group(sm3_ce_vars &v)
{
	if constexpr (k + 1 >= 4)
		sm3_ce_expand(v, k + 1);
	uint32x4_t w = v.w[k % 5];
	uint32x4_t wp = veorq_u32(w, v.w[(k + 1) % 5]);

	sm3_ce_round<4 * k>(v, w, wp);
	sm3_ce_round<4 * k + 1>(v, w, wp);
	sm3_ce_round<4 * k + 2>(v, w, wp);
	sm3_ce_round<4 * k + 3>(v, w, wp);
}

template <int... k> inline void sm3_ce_groups(sm3_ce_vars &v, std::integer_sequence<int, k...>)
{
	(sm3_ce_group<k>(v), ...);
}

// The words are big-endian (section 5.3.2); the new state is the old xor ABCDEFGH (5.3.1).
void sm3_ce_block(sm3_ce_vars &v, const u8 *src)
{
	const uint32x4_t abcd = v.abcd, efgh = v.efgh;

	for (int g = 0; g < 4; g++)
		v.w[g] = vreinterpretq_u32_u8(vrev32q_u8(vld1q_u8(src + 16 * g)));
	sm3_ce_groups(v, std::make_integer_sequence<int, 16>());
	v.abcd = veorq_u32(v.abcd, abcd);
	v.efgh = veorq_u32(v.efgh, efgh);
}

} // namespace

namespace ukc::arm64 {

void sm3_ce_transform(struct sm3_state *sst, const u8 *src, int blocks)
{
	sm3_ce_vars v;

	v.abcd = sm3_ce_reverse(vld1q_u32(sst->state));
	v.efgh = sm3_ce_reverse(vld1q_u32(sst->state + 4));
	for (; blocks > 0; blocks--, src += SM3_BLOCK_SIZE)
		sm3_ce_block(v, src);
	vst1q_u32(sst->state, sm3_ce_reverse(v.abcd));
	vst1q_u32(sst->state + 4, sm3_ce_reverse(v.efgh));
}

} // namespace ukc::arm64
