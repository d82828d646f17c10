/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Serpent's bitslice word (serpent_bitslice.h) as one x86 vector register of @Bytes bytes (16
 * for xmm, 32 for ymm), each 32-bit lane one block's word, and its operations, written once for
 * every width with GCC's vector operators (which compile to the same register-wide instructions
 * as the intrinsics). Everything sits in an anonymous namespace: each file of intrinsics that
 * includes it gets its own copy, built with that file's instruction-set flags.
 */
#ifndef _UKC_X86_SERPENT_X86_WORD_H
#define _UKC_X86_SERPENT_X86_WORD_H

#include <immintrin.h>

#include <linux/types.h>

#include "serpent_bitslice.h"

namespace ukc::serpent_bs {
namespace {

/* @v has the type of the intrinsics' __m128i and __m256i (without their may_alias). */
template <unsigned int Bytes> struct x86_word {
	typedef long long reg __attribute__((vector_size(Bytes)));
	reg v;
};

template <unsigned int B> inline x86_word<B> operator^(x86_word<B> a, x86_word<B> b)
{
	return { a.v ^ b.v };
}

template <unsigned int B> inline x86_word<B> operator&(x86_word<B> a, x86_word<B> b)
{
	return { a.v & b.v };
}

template <unsigned int B> inline x86_word<B> operator|(x86_word<B> a, x86_word<B> b)
{
	return { a.v | b.v };
}

} // namespace

template <unsigned int B> struct ops<x86_word<B>> {
	using word = x86_word<B>;
	using reg = typename word::reg;
	// The register as 32-bit lanes, for the shifts and the broadcast.
	typedef u32 lanes __attribute__((vector_size(B)));

	static word ones() { return { ~reg{} }; }
	// ~a & b by the instruction itself: written with operators, gcc may spend a separate NOT.
	static word andnot(word a, word b)
	{
		if constexpr (B == 16)
			return { (reg)_mm_andnot_si128((__m128i)a.v, (__m128i)b.v) };
		else
			return { (reg)_mm256_andnot_si256((__m256i)a.v, (__m256i)b.v) };
	}
	template <int N> static word rotl(word x)
	{
		return { shl<N>(x).v | (reg)((lanes)x.v >> (32 - N)) };
	}
	// x + x for a shift by one: additions issue on more of the vector pipes than shifts.
	template <int N> static word shl(word x)
	{
		const lanes u = (lanes)x.v;

		if constexpr (N == 1)
			return { (reg)(u + u) };
		else
			return { (reg)(u << N) };
	}
	static word splat(u32 k) { return { (reg)(lanes{} + k) }; }
};

namespace {

// Serpent's rounds on the four words @x, forward (Enc) or back.
template <bool Enc, class W> [[gnu::always_inline]] inline void x86_rounds(W *x, const u32 *k)
{
	if constexpr (Enc)
		encrypt(x, k);
	else
		decrypt(x, k);
}

// Two sets of four words (@lo the first blocks) through the rounds as one set of twins, so the
// two sets' instructions interleave, and back into the sets.
template <bool Enc, class W>
[[gnu::always_inline]] inline void x86_twin_rounds(W *lo, W *hi, const u32 *k)
{
	twin<W> x[4];

	for (unsigned int i = 0; i < 4; i++)
		x[i] = { lo[i], hi[i] };
	x86_rounds<Enc>(x, k);
	for (unsigned int i = 0; i < 4; i++) {
		lo[i] = x[i].lo;
		hi[i] = x[i].hi;
	}
}

} // namespace

} // namespace ukc::serpent_bs

#endif /* _UKC_X86_SERPENT_X86_WORD_H */
