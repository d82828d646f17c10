// SPDX-License-Identifier: GPL-2.0-only
// POLYVAL's field multiplication (RFC 8452 section 3) with PCLMULQDQ: 256-bit carry-less
// products (Karatsuba), summed over eight blocks, then one Montgomery reduction by x^128.
#include <immintrin.h>

#include "polyval-clmulni-x86.h"

namespace {

inline __m128i polyval_load(const u8 *p)
{
	return _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
}

inline void polyval_store(u8 *p, __m128i v)
{
	_mm_storeu_si128(reinterpret_cast<__m128i *>(p), v);
}

// A 256-bit product by Karatsuba's three multiplications: the low and high halves' products,
// and the product of each operand's two halves added together, from which the middle term is
// recovered at the reduction (all three are linear, so sums of products keep the form).
struct polyval_wide {
	__m128i lo, kar, hi;
};

// The operand with its two halves added into the low qword, for the Karatsuba product.
inline __m128i polyval_halves(__m128i a)
{
	return _mm_xor_si128(a, _mm_shuffle_epi32(a, 0x4e));
}

// @w += @a * @b, @b_halves being polyval_halves(@b). POLYVAL's blocks are little-endian field
// elements whose bit i is the coefficient of x^i, which is how PCLMULQDQ reads a register: no
// byte reversal.
inline void polyval_mul_add(polyval_wide &w, __m128i a, __m128i b, __m128i b_halves)
{
	w.lo = _mm_xor_si128(w.lo, _mm_clmulepi64_si128(a, b, 0x00));
	w.hi = _mm_xor_si128(w.hi, _mm_clmulepi64_si128(a, b, 0x11));
	w.kar = _mm_xor_si128(w.kar, _mm_clmulepi64_si128(polyval_halves(a), b_halves, 0x00));
}

// The product times x^-128 modulo x^128 + x^127 + x^126 + x^121 + 1. The generator is 1
// modulo x^64, so each 64-bit word from the bottom is cleared by adding itself times the
// generator: the word itself, times x^121 + x^126 + x^127 (a product with 0xc2 << 56, placed
// 64 bits up) and times x^128. Two such steps clear the low half; the high half is the result.
inline __m128i polyval_reduce(const polyval_wide &w)
{
	const __m128i c = _mm_set_epi64x(0, static_cast<long long>(0xc200000000000000ULL));
	const __m128i mid = _mm_xor_si128(w.kar, _mm_xor_si128(w.lo, w.hi));
	const __m128i lo = _mm_xor_si128(w.lo, _mm_slli_si128(mid, 8));
	const __m128i hi = _mm_xor_si128(w.hi, _mm_srli_si128(mid, 8));
	// Word 0 cleared: word 1 takes the product's low half, word 2 its high half and word 0.
	const __m128i x = _mm_xor_si128(_mm_shuffle_epi32(lo, 0x4e),
					_mm_clmulepi64_si128(lo, c, 0x00));
	// Word 1 (now x's low half) cleared the same way, one word up.
	const __m128i y = _mm_xor_si128(_mm_shuffle_epi32(x, 0x4e),
					_mm_clmulepi64_si128(x, c, 0x00));

	return _mm_xor_si128(hi, y);
}

inline __m128i polyval_dot(__m128i a, __m128i b)
{
	polyval_wide w = { _mm_setzero_si128(), _mm_setzero_si128(), _mm_setzero_si128() };

	polyval_mul_add(w, a, b, polyval_halves(b));
	return polyval_reduce(w);
}

} // namespace

void polyval_clmul_mul(u8 *op1, const u8 *op2)
{
	polyval_store(op1, polyval_dot(polyval_load(op1), polyval_load(op2)));
}

void polyval_clmul_update(const struct polyval_clmul_key *key, const u8 *in, size_t nblocks,
			  u8 *accumulator)
{
	constexpr unsigned int n = POLYVAL_CLMUL_POWERS;
	__m128i h[n], hk[n], s = polyval_load(accumulator);

	for (unsigned int i = 0; i < n; i++) {
		h[i] = polyval_load(key->powers[i]);
		hk[i] = polyval_halves(h[i]);
	}
	// S * H^8 + X_1 * H^8 + X_2 * H^7 + ... + X_8 * H, each power carrying its own x^-128
	// factors, so one reduction serves the eight products.
	for (; nblocks >= n; nblocks -= n, in += n * POLYVAL_BLOCK_SIZE) {
		polyval_wide w = { _mm_setzero_si128(), _mm_setzero_si128(), _mm_setzero_si128() };

		polyval_mul_add(w, _mm_xor_si128(s, polyval_load(in)), h[0], hk[0]);
		for (unsigned int i = 1; i < n; i++)
			polyval_mul_add(w, polyval_load(in + i * POLYVAL_BLOCK_SIZE), h[i], hk[i]);
		s = polyval_reduce(w);
	}
	// The last one to seven blocks the same way with H^nblocks, ..., H.
	if (nblocks) {
		polyval_wide w = { _mm_setzero_si128(), _mm_setzero_si128(), _mm_setzero_si128() };
		const unsigned int first = n - static_cast<unsigned int>(nblocks);

		polyval_mul_add(w, _mm_xor_si128(s, polyval_load(in)), h[first], hk[first]);
		for (unsigned int i = 1; i < nblocks; i++)
			polyval_mul_add(w, polyval_load(in + i * POLYVAL_BLOCK_SIZE), h[first + i],
					hk[first + i]);
		s = polyval_reduce(w);
	}
	polyval_store(accumulator, s);
}
