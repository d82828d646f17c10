// SPDX-License-Identifier: GPL-2.0-only
// NH on SSE2: one 16-byte unit a step. The unit's words and each key vector are put in the
// order (w0, w2, w1, w3) once, so that after the 32-bit sums a 64-bit shift brings each
// pair's second word under its first, and PMULUDQ forms both of a pass's products at once.
#include <emmintrin.h>

#include "nhpoly1305-x86.h"

namespace ukc::x86 {

namespace {

constexpr int nh_sse2_order = _MM_SHUFFLE(3, 1, 2, 0);

__m128i nh_sse2_load(const void *p)
{
	return _mm_shuffle_epi32(_mm_loadu_si128(static_cast<const __m128i *>(p)), nh_sse2_order);
}

// Both products of one pass of one unit: (m0 + k0)(m2 + k2) and (m1 + k1)(m3 + k3).
__m128i nh_sse2_products(__m128i m, __m128i k)
{
	const __m128i t = _mm_add_epi32(m, k);

	return _mm_mul_epu32(t, _mm_srli_epi64(t, 32));
}

} // namespace

void nh_sse2(const u32 *key, const u8 *message, size_t message_len, __le64 hash[NH_NUM_PASSES])
{
	// Pass i of a unit takes the key vector i units on: k[i], rolled one on per unit.
	__m128i k[NH_NUM_PASSES];
	__m128i sums[NH_NUM_PASSES];

	for (int i = 0; i < NH_NUM_PASSES - 1; i++)
		k[i] = nh_sse2_load(key + 4 * i);
	for (int i = 0; i < NH_NUM_PASSES; i++)
		sums[i] = _mm_setzero_si128();
	key += 4 * (NH_NUM_PASSES - 1);
	for (; message_len; message_len -= NH_MESSAGE_UNIT, message += NH_MESSAGE_UNIT, key += 4) {
		const __m128i m = nh_sse2_load(message);

		k[NH_NUM_PASSES - 1] = nh_sse2_load(key);
		for (int i = 0; i < NH_NUM_PASSES; i++)
			sums[i] = _mm_add_epi64(sums[i], nh_sse2_products(m, k[i]));
		for (int i = 0; i < NH_NUM_PASSES - 1; i++)
			k[i] = k[i + 1];
	}
	for (int i = 0; i < NH_NUM_PASSES; i++) {
		const __m128i s = _mm_add_epi64(sums[i], _mm_unpackhi_epi64(sums[i], sums[i]));

		// x86 is little-endian: the low 64 bits are the sum's __le64 as they are.
		_mm_storel_epi64(reinterpret_cast<__m128i *>(&hash[i]), s);
	}
}

} // namespace ukc::x86
