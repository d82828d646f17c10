// SPDX-License-Identifier: GPL-2.0-only
// POLYVAL's field multiplication (RFC 8452 section 3) with PMULL/PMULL2: 256-bit carry-less
// products (Karatsuba), summed over eight blocks, then one Montgomery reduction by x^128.
#include <arm_neon.h>

#include "polyval-ce.h"

namespace {

using ukc::arm64::polyval_ce_key;
using ukc::arm64::POLYVAL_CE_POWERS;

// POLYVAL's blocks are little-endian field elements whose bit i is the coefficient of x^i,
// which is how PMULL reads a 64-bit lane: no byte or bit reversal.
inline uint64x2_t polyval_load(const u8 *p)
{
	return vreinterpretq_u64_u8(vld1q_u8(p));
}

inline void polyval_store(u8 *p, uint64x2_t v)
{
	vst1q_u8(p, vreinterpretq_u8_u64(v));
}

inline uint64x2_t polyval_pmull(uint64x2_t a, uint64x2_t b)
{
	return vreinterpretq_u64_p128(vmull_p64(vgetq_lane_u64(a, 0), vgetq_lane_u64(b, 0)));
}

inline uint64x2_t polyval_pmull2(uint64x2_t a, uint64x2_t b)
{
	return vreinterpretq_u64_p128(
		vmull_high_p64(vreinterpretq_p64_u64(a), vreinterpretq_p64_u64(b)));
}

// A 256-bit product by Karatsuba's three multiplications: the low and high halves' products,
// and the product of each operand's two halves added together, from which the middle term is
// recovered at the reduction (all three are linear, so sums of products keep the form).
struct polyval_wide {
	uint64x2_t lo, kar, hi;
};

inline polyval_wide polyval_wide_zero()
{
	const uint64x2_t z = vdupq_n_u64(0);

	return { z, z, z };
}

// The operand with its two halves added into the low lane, for the Karatsuba product.
inline uint64x2_t polyval_halves(uint64x2_t a)
{
	return veorq_u64(a, vextq_u64(a, a, 1));
}

// @w += @a * @b, @b_halves being polyval_halves(@b).
inline void polyval_mul_add(polyval_wide &w, uint64x2_t a, uint64x2_t b, uint64x2_t b_halves)
{
	w.lo = veorq_u64(w.lo, polyval_pmull(a, b));
	w.hi = veorq_u64(w.hi, polyval_pmull2(a, b));
	w.kar = veorq_u64(w.kar, polyval_pmull(polyval_halves(a), b_halves));
}

// The product times x^-128 modulo x^128 + x^127 + x^126 + x^121 + 1. The generator is 1
// modulo x^64, so each 64-bit word from the bottom is cleared by adding itself times the
// generator: the word itself, times x^121 + x^126 + x^127 (a product with 0xc2 << 56, placed
// 64 bits up) and times x^128. Two such steps clear the low half; the high half is the result.
inline uint64x2_t polyval_reduce(const polyval_wide &w)
{
	const uint64x2_t z = vdupq_n_u64(0);
	const uint64x2_t c = vdupq_n_u64(0xc200000000000000ULL);
	const uint64x2_t mid = veorq_u64(w.kar, veorq_u64(w.lo, w.hi));
	const uint64x2_t lo = veorq_u64(w.lo, vextq_u64(z, mid, 1));
	const uint64x2_t hi = veorq_u64(w.hi, vextq_u64(mid, z, 1));
	// Word 0 cleared: word 1 takes the product's low half, word 2 its high half and word 0.
	const uint64x2_t x = veorq_u64(vextq_u64(lo, lo, 1), polyval_pmull(lo, c));
	// Word 1 (now x's low half) cleared the same way, one word up.
	const uint64x2_t y = veorq_u64(vextq_u64(x, x, 1), polyval_pmull(x, c));

	return veorq_u64(hi, y);
}

// S * H^k + X_1 * H^k + X_2 * H^(k-1) + ... + X_k * H with @h pointing at H^k's entry, each
// power carrying its own x^-128 factors, so one reduction serves the k products.
inline uint64x2_t polyval_fold(uint64x2_t s, const u8 *in, unsigned int k, const uint64x2_t *h,
			       const uint64x2_t *hk)
{
	polyval_wide w = polyval_wide_zero();

	polyval_mul_add(w, veorq_u64(s, polyval_load(in)), h[0], hk[0]);
	for (unsigned int i = 1; i < k; i++)
		polyval_mul_add(w, polyval_load(in + i * POLYVAL_BLOCK_SIZE), h[i], hk[i]);
	return polyval_reduce(w);
}

} // namespace

void ukc::arm64::pmull_polyval_mul(u8 *op1, const u8 *op2)
{
	const uint64x2_t b = polyval_load(op2);
	polyval_wide w = polyval_wide_zero();

	polyval_mul_add(w, polyval_load(op1), b, polyval_halves(b));
	polyval_store(op1, polyval_reduce(w));
}

void ukc::arm64::pmull_polyval_update(const polyval_ce_key *key, const u8 *in, size_t nblocks,
				      u8 *accumulator)
{
	constexpr unsigned int n = POLYVAL_CE_POWERS;
	uint64x2_t h[n], hk[n], s = polyval_load(accumulator);

	for (unsigned int i = 0; i < n; i++) {
		h[i] = polyval_load(key->powers[i]);
		hk[i] = polyval_halves(h[i]);
	}
	for (; nblocks >= n; nblocks -= n, in += n * POLYVAL_BLOCK_SIZE)
		s = polyval_fold(s, in, n, h, hk);
	// The last one to seven blocks the same way with H^nblocks, ..., H.
	if (nblocks) {
		const unsigned int first = n - static_cast<unsigned int>(nblocks);

		s = polyval_fold(s, in, static_cast<unsigned int>(nblocks), h + first, hk + first);
	}
	polyval_store(accumulator, s);
}
