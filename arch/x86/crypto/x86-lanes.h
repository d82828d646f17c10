/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Four 16-byte blocks as four xmm vectors of one 32-bit word each (word i of block j in lane j
 * of r[i]), for the x86 ciphers that compute on the same word of several blocks at once. In
 * an anonymous namespace: each file of intrinsics gets its own copy, built with its flags.
 */
#ifndef _UKC_X86_X86_LANES_H
#define _UKC_X86_X86_LANES_H

#include <emmintrin.h>

#include <linux/types.h>

namespace ukc::x86 {
namespace {

// A 4x4 transpose of 32-bit words, its own inverse.
inline void lanes_transpose(__m128i *r)
{
	const __m128i t0 = _mm_unpacklo_epi32(r[0], r[1]);
	const __m128i t1 = _mm_unpackhi_epi32(r[0], r[1]);
	const __m128i t2 = _mm_unpacklo_epi32(r[2], r[3]);
	const __m128i t3 = _mm_unpackhi_epi32(r[2], r[3]);

	r[0] = _mm_unpacklo_epi64(t0, t2);
	r[1] = _mm_unpackhi_epi64(t0, t2);
	r[2] = _mm_unpacklo_epi64(t1, t3);
	r[3] = _mm_unpackhi_epi64(t1, t3);
}

// Four blocks of @src, little-endian words, into lanes.
inline void lanes_load(__m128i *r, const u8 *src)
{
	for (unsigned int i = 0; i < 4; i++)
		r[i] = _mm_loadu_si128(reinterpret_cast<const __m128i *>(src + 16 * i));
	lanes_transpose(r);
}

// The lanes back into four blocks at @dst (@r is left transposed).
inline void lanes_store(u8 *dst, __m128i *r)
{
	lanes_transpose(r);
	for (unsigned int i = 0; i < 4; i++)
		_mm_storeu_si128(reinterpret_cast<__m128i *>(dst + 16 * i), r[i]);
}

} // namespace
} // namespace ukc::x86

#endif /* _UKC_X86_X86_LANES_H */
