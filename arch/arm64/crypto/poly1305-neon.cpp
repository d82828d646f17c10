// SPDX-License-Identifier: GPL-2.0-only
// Poly1305 (RFC 8439 section 2.5) two blocks at a time in the two 32-bit lanes of Advanced
// SIMD registers: five 26-bit limbs a lane, 32 x 32 -> 64-bit multiply-accumulates; the only
// file of the poly1305-neon driver built with SIMD flags.
#include <arm_neon.h>
#include <linux/unaligned.h>

#include "poly1305-neon.h"

namespace {

using ukc::arm64::poly1305_neon_powers;

constexpr u64 poly1305_m26 = (1ULL << 26) - 1;
constexpr u64 poly1305_m44 = (1ULL << 44) - 1;

// Limb k of both lanes: lane 0 in the low half.
using poly1305_lanes = uint32x2_t[5];

// A block plus 2^128 (a full block's extra bit) in 26-bit limbs.
void poly1305_split(const u8 *p, u32 out[5])
{
	const u64 lo = get_unaligned_le64(p), hi = get_unaligned_le64(p + 8);

	out[0] = lo & poly1305_m26;
	out[1] = (lo >> 26) & poly1305_m26;
	out[2] = ((lo >> 52) | (hi << 12)) & poly1305_m26;
	out[3] = (hi >> 14) & poly1305_m26;
	out[4] = static_cast<u32>(hi >> 40) | (1U << 24);
}

// Blocks @p (lane 0) and @p + 16 (lane 1).
void poly1305_load2(const u8 *p, poly1305_lanes m)
{
	u32 a[5], b[5];

	poly1305_split(p, a);
	poly1305_split(p + POLY1305_BLOCK_SIZE, b);
	for (int k = 0; k < 5; k++)
		m[k] = vcreate_u32(a[k] | static_cast<u64>(b[k]) << 32);
}

// d = h * r, limb products at 2^130 and above folded back times 5 (2^130 = 5 modulo p):
// d_k = sum of h_i r_(k-i), with 5 r_(k-i+5) where k - i is negative.
void poly1305_mul(uint64x2_t d[5], const poly1305_lanes h, const poly1305_lanes r,
		  const poly1305_lanes r5)
{
	for (int k = 0; k < 5; k++) {
		d[k] = vmull_u32(h[0], r[k]);
		for (int i = 1; i < 5; i++)
			d[k] = vmlal_u32(d[k], h[i], k >= i ? r[k - i] : r5[k - i + 5]);
	}
}

// Carries each limb into the next, the top one's times 5 into limb 0, and limb 0's once
// more: every limb below 2^26 but limb 1, a few bits over at most.
void poly1305_carry(uint64x2_t d[5], poly1305_lanes h)
{
	const uint64x2_t m = vdupq_n_u64(poly1305_m26);

	for (int k = 0; k < 4; k++) {
		d[k + 1] = vaddq_u64(d[k + 1], vshrq_n_u64(d[k], 26));
		d[k] = vandq_u64(d[k], m);
	}
	const uint64x2_t c = vshrq_n_u64(d[4], 26);

	d[4] = vandq_u64(d[4], m);
	d[0] = vaddq_u64(d[0], vaddq_u64(c, vshlq_n_u64(c, 2)));
	d[1] = vaddq_u64(d[1], vshrq_n_u64(d[0], 26));
	d[0] = vandq_u64(d[0], m);
	for (int k = 0; k < 5; k++)
		h[k] = vmovn_u64(d[k]);
}

void poly1305_times5(const poly1305_lanes r, poly1305_lanes r5)
{
	for (int k = 0; k < 5; k++)
		r5[k] = vadd_u32(r[k], vshl_n_u32(r[k], 2));
}

// The generic code's 44/44/42-bit limbs, carried first so the first two are exact, as 26-bit
// limbs in lane 0 (the top one may be a bit over).
void poly1305_from44(const u64 in[3], poly1305_lanes h)
{
	u64 h0 = in[0], h1 = in[1], h2 = in[2];

	h1 += h0 >> 44;
	h0 &= poly1305_m44;
	h2 += h1 >> 44;
	h1 &= poly1305_m44;
	h[0] = vcreate_u32(h0 & poly1305_m26);
	h[1] = vcreate_u32((h0 >> 26) | ((h1 & 0xff) << 18));
	h[2] = vcreate_u32((h1 >> 8) & poly1305_m26);
	h[3] = vcreate_u32((h1 >> 34) | ((h2 & 0xffff) << 10));
	h[4] = vcreate_u32(h2 >> 16);
}

// Five carried 26-bit limbs back as 44/44/42-bit ones (the top one may be a bit over, which
// the generic code allows).
void poly1305_to44(const u64 d[5], u64 out[3])
{
	using u128 = unsigned __int128;
	const u128 lo = d[0] + (static_cast<u128>(d[1]) << 26) + (static_cast<u128>(d[2]) << 52) +
			(static_cast<u128>(d[3]) << 78);

	out[0] = static_cast<u64>(lo) & poly1305_m44;
	out[1] = static_cast<u64>(lo >> 44) & poly1305_m44;
	out[2] = static_cast<u64>(lo >> 88) + (d[4] << 16);
}

// h = h_0 r^2 + h_1 r: the lanes joined, as the blocks they hold would have left h had they
// been taken one at a time; then carried and summed.
void poly1305_join(const poly1305_lanes h, const poly1305_neon_powers *pw, u64 out[3])
{
	poly1305_lanes r, r5, hc;
	uint64x2_t d[5];
	u64 s[5];

	for (int k = 0; k < 5; k++)
		r[k] = vcreate_u32(pw->r2[k] | static_cast<u64>(pw->r1[k]) << 32);
	poly1305_times5(r, r5);
	poly1305_mul(d, h, r, r5);
	for (int k = 0; k < 5; k++)
		d[k] = vcombine_u64(vdup_n_u64(vaddvq_u64(d[k])), vdup_n_u64(0));
	poly1305_carry(d, hc);
	for (int k = 0; k < 5; k++)
		s[k] = vget_lane_u32(hc[k], 0);
	poly1305_to44(s, out);
}

} // namespace

void ukc::arm64::poly1305_neon_setup(const struct poly1305_core_key *key, poly1305_neon_powers *pw)
{
	poly1305_lanes r, r5, sq;
	uint64x2_t d[5];

	poly1305_from44(key->key.r64, r);
	poly1305_times5(r, r5);
	poly1305_mul(d, r, r, r5);
	poly1305_carry(d, sq);
	for (int k = 0; k < 5; k++) {
		pw->r1[k] = vget_lane_u32(r[k], 0);
		pw->r2[k] = vget_lane_u32(sq[k], 0);
	}
}

// Lane 0 starts as h + X_1, lane 1 as X_2; each later pair adds to both lanes times r^2, so
// lane 0 ends as (h + X_1) r^(2n-2) + X_3 r^(2n-4) + ... and lane 1 as X_2 r^(2n-2) + ...,
// and the join's r^2 and r give the sequential result.
void ukc::arm64::poly1305_neon_blocks(struct poly1305_state *state, const poly1305_neon_powers *pw,
				      const u8 *src, unsigned int npairs)
{
	poly1305_lanes h, m, r2, r2x5;
	uint64x2_t d[5];

	for (int k = 0; k < 5; k++)
		r2[k] = vdup_n_u32(pw->r2[k]);
	poly1305_times5(r2, r2x5);
	poly1305_from44(state->h64, h);
	poly1305_load2(src, m);
	for (int k = 0; k < 5; k++)
		h[k] = vadd_u32(h[k], m[k]);
	for (src += 2 * POLY1305_BLOCK_SIZE; --npairs; src += 2 * POLY1305_BLOCK_SIZE) {
		poly1305_mul(d, h, r2, r2x5);
		poly1305_carry(d, h);
		poly1305_load2(src, m);
		for (int k = 0; k < 5; k++)
			h[k] = vadd_u32(h[k], m[k]);
	}
	poly1305_join(h, pw, state->h64);
}
