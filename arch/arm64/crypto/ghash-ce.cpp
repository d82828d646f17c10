// SPDX-License-Identifier: GPL-2.0-only
// GHASH (NIST SP 800-38D section 6.4) with the 64-bit polynomial multiply PMULL; the only file
// of the GHASH driver built with -march=armv8-a+crypto.
#include <arm_neon.h>

#include "ghash-ce.h"

namespace {

// GCM numbers the bits of a block from the most significant bit of byte 0 (x^0) on (section
// 6.3). Reversing the bits of each byte makes bit j of byte b the coefficient of x^(8b + j):
// the block read as a little-endian 128-bit number is then the polynomial in plain order.
inline uint64x2_t ghash_load(const u8 *p)
{
	return vreinterpretq_u64_u8(vrbitq_u8(vld1q_u8(p)));
}

inline void ghash_store(u8 *p, uint64x2_t v)
{
	vst1q_u8(p, vrbitq_u8(vreinterpretq_u8_u64(v)));
}

inline uint64x2_t ghash_clmul(u64 a, u64 b)
{
	return vreinterpretq_u64_p128(
		vmull_p64(static_cast<poly64_t>(a), static_cast<poly64_t>(b)));
}

// a * b modulo x^128 + x^7 + x^2 + x + 1 (section 6.3). The 255-bit product is four 64-bit
// words c3..c0; x^128 is x^7 + x^2 + x + 1 (0x87), so c3 * x^192 folds into c2:c1 as
// c3 * 0x87 * x^64, then c2 * x^128 into c1:c0 as c2 * 0x87.
inline uint64x2_t ghash_mul(uint64x2_t a, uint64x2_t b)
{
	const u64 a0 = vgetq_lane_u64(a, 0), a1 = vgetq_lane_u64(a, 1);
	const u64 b0 = vgetq_lane_u64(b, 0), b1 = vgetq_lane_u64(b, 1);
	uint64x2_t lo = ghash_clmul(a0, b0), hi = ghash_clmul(a1, b1);
	uint64x2_t mid = veorq_u64(ghash_clmul(a0, b1), ghash_clmul(a1, b0));
	u64 c0 = vgetq_lane_u64(lo, 0);
	u64 c1 = vgetq_lane_u64(lo, 1) ^ vgetq_lane_u64(mid, 0);
	u64 c2 = vgetq_lane_u64(hi, 0) ^ vgetq_lane_u64(mid, 1);
	u64 c3 = vgetq_lane_u64(hi, 1);
	uint64x2_t f = ghash_clmul(c3, 0x87);

	c1 ^= vgetq_lane_u64(f, 0);
	c2 ^= vgetq_lane_u64(f, 1);
	f = ghash_clmul(c2, 0x87);
	c0 ^= vgetq_lane_u64(f, 0);
	c1 ^= vgetq_lane_u64(f, 1);
	return vcombine_u64(vcreate_u64(c0), vcreate_u64(c1));
}

} // namespace

namespace ukc::arm64 {

void pmull_ghash_update(u8 *y, const u8 *src, unsigned int blocks, const u8 *h)
{
	const uint64x2_t hv = ghash_load(h);
	uint64x2_t acc = ghash_load(y);

	for (; blocks; blocks--, src += 16)
		acc = ghash_mul(veorq_u64(acc, ghash_load(src)), hv);
	ghash_store(y, acc);
}

} // namespace ukc::arm64
