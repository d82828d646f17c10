/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Serpent's bitslice words as SSE vectors for the xmm tiers: v128 (four blocks, one 32-bit lane
 * each) and v128x2 (eight blocks in two independent xmm sets, for AVX's three-operand forms),
 * and the xway routine over either. Everything sits in an anonymous namespace: each file of
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
using v128x2 = twin<v128>;

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
	if constexpr (Enc)
		encrypt(x, k);
	else
		decrypt(x, k);
	store4(dst, x);
}

// Eight blocks: 0..3 in the low set, 4..7 in the high one.
template <bool Enc> void xway8(const void *ctx, u8 *dst, const u8 *src)
{
	const u32 *k = static_cast<const struct serpent_ctx *>(ctx)->expkey;
	v128 lo[4], hi[4];
	v128x2 x[4];

	load4(lo, src);
	load4(hi, src + 64);
	for (unsigned int i = 0; i < 4; i++)
		x[i] = { lo[i], hi[i] };
	if constexpr (Enc)
		encrypt(x, k);
	else
		decrypt(x, k);
	for (unsigned int i = 0; i < 4; i++) {
		lo[i] = x[i].lo;
		hi[i] = x[i].hi;
	}
	store4(dst, lo);
	store4(dst + 64, hi);
}

} // namespace
} // namespace ukc::serpent_bs

#endif /* _UKC_X86_SERPENT_X86_VEC_H */
