// SPDX-License-Identifier: GPL-2.0-only
// GHASH (NIST SP 800-38D section 6.4) with Advanced SIMD alone, for CPUs without PMULL: the
// 64-bit carry-less products built from the 8-bit polynomial multiply VMULL.P8; the only file of
// this GHASH built with -march=armv8-a+simd.
#include <arm_neon.h>

#include "ghash-ce.h"

namespace {

// The same bit order as ghash-ce.cpp's: each byte's bits reversed, so the block read as a
// little-endian 128-bit number is the polynomial in plain order (bit n is x^n).
inline uint64x2_t ghash_neon_load(const u8 *p)
{
	return vreinterpretq_u64_u8(vrbitq_u8(vld1q_u8(p)));
}

struct ghash_u128 {
	u64 lo, hi;
};

// a * b for 64-bit polynomials: VMULL.P8 of a's eight bytes by byte k of b gives, in 16-bit
// lane i, the 15-bit product a_i * b_k, which belongs at x^(8(i + k)). Its low bytes side by
// side (narrowed) are the row's low part, its high bytes the part one byte up.
inline ghash_u128 ghash_neon_clmul64(u64 a, u64 b)
{
	const poly8x8_t va = vcreate_p8(a);
	ghash_u128 r = { 0, 0 };

	for (unsigned int k = 0; k < 8; k++) {
		const uint16x8_t p = vreinterpretq_u16_p16(
			vmull_p8(va, vdup_n_p8(static_cast<poly8_t>(b >> (8 * k)))));
		const u64 l = vget_lane_u64(vreinterpret_u64_u8(vmovn_u16(p)), 0);
		const u64 h = vget_lane_u64(vreinterpret_u64_u8(vshrn_n_u16(p, 8)), 0);
		const u64 row_lo = l ^ (h << 8), row_hi = h >> 56;

		if (k) {
			r.lo ^= row_lo << (8 * k);
			r.hi ^= (row_hi << (8 * k)) | (row_lo >> (64 - 8 * k));
		} else {
			r.lo ^= row_lo;
			r.hi ^= row_hi;
		}
	}
	return r;
}

// w * (x^7 + x^2 + x + 1), a product of at most 71 bits.
inline ghash_u128 ghash_neon_times_0x87(u64 w)
{
	return { w ^ (w << 1) ^ (w << 2) ^ (w << 7), (w >> 63) ^ (w >> 62) ^ (w >> 57) };
}

// a * b modulo x^128 + x^7 + x^2 + x + 1 (section 6.3), as ghash-ce.cpp reduces: the product's
// words c3..c0, c3 * x^192 folded into c2:c1 as c3 * 0x87 * x^64, then c2 * x^128 into c1:c0.
inline ghash_u128 ghash_neon_mul(ghash_u128 a, ghash_u128 b)
{
	const ghash_u128 lo = ghash_neon_clmul64(a.lo, b.lo), hi = ghash_neon_clmul64(a.hi, b.hi);
	const ghash_u128 m0 = ghash_neon_clmul64(a.lo, b.hi), m1 = ghash_neon_clmul64(a.hi, b.lo);
	u64 c0 = lo.lo, c1 = lo.hi ^ m0.lo ^ m1.lo, c2 = hi.lo ^ m0.hi ^ m1.hi, c3 = hi.hi;
	ghash_u128 f = ghash_neon_times_0x87(c3);

	c1 ^= f.lo;
	c2 ^= f.hi;
	f = ghash_neon_times_0x87(c2);
	return { c0 ^ f.lo, c1 ^ f.hi };
}

inline ghash_u128 ghash_neon_get(uint64x2_t v)
{
	return { vgetq_lane_u64(v, 0), vgetq_lane_u64(v, 1) };
}

} // namespace

namespace ukc::arm64 {

void neon_ghash_update(u8 *y, const u8 *src, unsigned int blocks, const u8 *h)
{
	const ghash_u128 hv = ghash_neon_get(ghash_neon_load(h));
	uint64x2_t acc = ghash_neon_load(y);

	for (; blocks; blocks--, src += 16) {
		const uint64x2_t x = veorq_u64(acc, ghash_neon_load(src));
		const ghash_u128 p = ghash_neon_mul(ghash_neon_get(x), hv);

		acc = vcombine_u64(vcreate_u64(p.lo), vcreate_u64(p.hi));
	}
	vst1q_u8(y, vrbitq_u8(vreinterpretq_u8_u64(acc)));
}

} // namespace ukc::arm64
