// SPDX-License-Identifier: GPL-2.0-only
// Serpent with AVX on xmm registers: eight blocks as two interleaved sets of four, so the
// three-operand VEX forms keep both sets in flight. The only file built with -mavx.
#include <crypto/serpent.h>

#include "ecb-cbc-x86.h"
#include "serpent-x86-vec.h"

void ukc::x86::serpent_enc_8way_avx(const void *ctx, u8 *dst, const u8 *src)
{
	ukc::serpent_bs::xway8<true>(ctx, dst, src);
}

void ukc::x86::serpent_dec_8way_avx(const void *ctx, u8 *dst, const u8 *src)
{
	ukc::serpent_bs::xway8<false>(ctx, dst, src);
}
