// SPDX-License-Identifier: GPL-2.0-only
// The CTR drivers' two passes over a group of blocks with AVX2, for tiers that run in an FPU
// region on a CPU with it: the counter blocks two to a register, and the keystream XOR 32 bytes
// at a time. The only file of ecb-cbc-x86-glue.cpp's built with -mavx2.
#include <immintrin.h>

#include "ecb-cbc-x86.h"

// Counter blocks lo + j, hi (j = 0, 1) in each pair of 64-bit lanes, little-endian, reversed
// byte for byte within each 128-bit lane into the big-endian block the ctr template counts in.
// The caller keeps lo + nblocks from wrapping, so no lane carries into hi.
void ukc::x86::ecb_cbc_ctr_fill_avx2(u8 *out, unsigned int nblocks, u64 hi, u64 lo)
{
	const __m256i bswap = _mm256_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
					      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
	const __m256i step = _mm256_set_epi64x(0, 2, 0, 2);
	__m256i c = _mm256_set_epi64x((long long)hi, (long long)(lo + 1), (long long)hi,
				      (long long)lo);
	unsigned int i = 0;

	for (; i + 2 <= nblocks; i += 2, out += 32) {
		_mm256_storeu_si256(reinterpret_cast<__m256i *>(out),
				    _mm256_shuffle_epi8(c, bswap));
		c = _mm256_add_epi64(c, step);
	}
	if (i < nblocks)
		_mm_storeu_si128(reinterpret_cast<__m128i *>(out),
				 _mm256_castsi256_si128(_mm256_shuffle_epi8(c, bswap)));
}

// dst = src ^ ks over @nblocks blocks; src may be dst.
void ukc::x86::ecb_cbc_ctr_xor_avx2(u8 *dst, const u8 *src, const u8 *ks, unsigned int nblocks)
{
	unsigned int i = 0;

	for (; i + 2 <= nblocks; i += 2) {
		const __m256i s = _mm256_loadu_si256(
			reinterpret_cast<const __m256i *>(src + 16 * i));
		const __m256i k = _mm256_loadu_si256(
			reinterpret_cast<const __m256i *>(ks + 16 * i));

		_mm256_storeu_si256(reinterpret_cast<__m256i *>(dst + 16 * i),
				    _mm256_xor_si256(s, k));
	}
	if (i < nblocks) {
		const __m128i s = _mm_loadu_si128(reinterpret_cast<const __m128i *>(src + 16 * i));
		const __m128i k = _mm_loadu_si128(reinterpret_cast<const __m128i *>(ks + 16 * i));

		_mm_storeu_si128(reinterpret_cast<__m128i *>(dst + 16 * i), _mm_xor_si128(s, k));
	}
}
