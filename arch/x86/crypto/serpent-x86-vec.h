/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Serpent's bitslice words as SSE vectors for the xmm tiers: v128 (four blocks, one 32-bit lane
 * each), or two sets of them as twins (eight blocks, for AVX's three-operand forms), and the
 * xway routine over either. Everything sits in an anonymous namespace: each file of
 * intrinsics that includes it gets its own copy, built with that file's instruction-set flags.
 */
#ifndef _UKC_X86_SERPENT_X86_VEC_H
#define _UKC_X86_SERPENT_X86_VEC_H

#include <crypto/serpent.h>
#include <emmintrin.h>

#include "serpent-x86-word.h"
#include "x86-lanes.h"

namespace ukc::serpent_bs {
namespace {

using v128 = x86_word<16>;

inline void load4(v128 *r, const u8 *src)
{
	__m128i t[4];

	ukc::x86::lanes_load(t, src);
	for (unsigned int i = 0; i < 4; i++)
		r[i].v = t[i];
}

inline void store4(u8 *dst, const v128 *r)
{
	__m128i t[4];

	for (unsigned int i = 0; i < 4; i++)
		t[i] = r[i].v;
	ukc::x86::lanes_store(dst, t);
}

// Four blocks of @src into @dst (which may be @src) at once.
template <bool Enc> void xway4(const void *ctx, u8 *dst, const u8 *src)
{
	const u32 *k = static_cast<const struct serpent_ctx *>(ctx)->expkey;
	v128 x[4];

	load4(x, src);
	x86_rounds<Enc>(x, k);
	store4(dst, x);
}

// Eight blocks: 0..3 in the low set, 4..7 in the high one.
template <bool Enc> void xway8(const void *ctx, u8 *dst, const u8 *src)
{
	const u32 *k = static_cast<const struct serpent_ctx *>(ctx)->expkey;
	v128 lo[4], hi[4];

	load4(lo, src);
	load4(hi, src + 64);
	x86_twin_rounds<Enc>(lo, hi, k);
	store4(dst, lo);
	store4(dst + 64, hi);
}

} // namespace
} // namespace ukc::serpent_bs

#endif /* _UKC_X86_SERPENT_X86_VEC_H */
