// SPDX-License-Identifier: GPL-2.0-only
// NH on AVX2: two 16-byte units a step, one in each 128-bit lane. Pass i of units j and j + 1
// takes the key vectors of units j + i and j + i + 1, which are 32 contiguous bytes; passes 0
// and 1 of a step take what passes 2 and 3 of the step before took. As in nh_sse2, the words
// are put in the order (w0, w2, w1, w3) so one VPMULUDQ forms each pass's products.
#include <immintrin.h>

#include "nhpoly1305-x86.h"

namespace ukc::x86 {

namespace {

constexpr int nh_avx2_order = _MM_SHUFFLE(3, 1, 2, 0);

__m256i nh_avx2_load(const void *p)
{
	return _mm256_shuffle_epi32(_mm256_loadu_si256(static_cast<const __m256i *>(p)),
				    nh_avx2_order);
}

__m256i nh_avx2_products(__m256i m, __m256i k)
{
	const __m256i t = _mm256_add_epi32(m, k);

	return _mm256_mul_epu32(t, _mm256_srli_epi64(t, 32));
}

__m128i nh_avx2_load128(const void *p)
{
	return _mm_shuffle_epi32(_mm_loadu_si128(static_cast<const __m128i *>(p)), nh_avx2_order);
}

} // namespace

void nh_avx2(const u32 *key, const u8 *message, size_t message_len, __le64 hash[NH_NUM_PASSES])
{
	constexpr size_t step = 2 * NH_MESSAGE_UNIT;
	__m256i k[NH_NUM_PASSES];
	__m256i sums[NH_NUM_PASSES];

	for (int i = 0; i < NH_NUM_PASSES; i++)
		sums[i] = _mm256_setzero_si256();
	if (message_len >= step) {
		k[0] = nh_avx2_load(key);
		k[1] = nh_avx2_load(key + 4);
	}
	for (; message_len >= step; message_len -= step, message += step, key += 8) {
		const __m256i m = nh_avx2_load(message);

		k[2] = nh_avx2_load(key + 8);
		k[3] = nh_avx2_load(key + 12);
		for (int i = 0; i < NH_NUM_PASSES; i++)
			sums[i] = _mm256_add_epi64(sums[i], nh_avx2_products(m, k[i]));
		k[0] = k[2];
		k[1] = k[3];
	}

	__m128i s[NH_NUM_PASSES];

	for (int i = 0; i < NH_NUM_PASSES; i++)
		s[i] = _mm_add_epi64(_mm256_castsi256_si128(sums[i]),
				     _mm256_extracti128_si256(sums[i], 1));
	// An odd unit at the end: its passes take the next four key vectors, 128 bits each.
	if (message_len) {
		const __m128i m = nh_avx2_load128(message);

		for (int i = 0; i < NH_NUM_PASSES; i++) {
			const __m128i t = _mm_add_epi32(m, nh_avx2_load128(key + 4 * i));

			s[i] = _mm_add_epi64(s[i], _mm_mul_epu32(t, _mm_srli_epi64(t, 32)));
		}
	}
	for (int i = 0; i < NH_NUM_PASSES; i++)
		_mm_storel_epi64(reinterpret_cast<__m128i *>(&hash[i]),
				 _mm_add_epi64(s[i], _mm_unpackhi_epi64(s[i], s[i])));
}

} // namespace ukc::x86
