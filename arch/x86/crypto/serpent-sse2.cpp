// SPDX-License-Identifier: GPL-2.0-only
// Serpent with SSE2: the bitslice rounds on 128-bit vectors, four blocks at once. The only file
// built with -msse2 for serpent-sse2.
#include <crypto/serpent.h>

#include "ecb-cbc-x86.h"
#include "serpent-x86-vec.h"

void ukc::x86::serpent_enc_4way_sse2(const void *ctx, u8 *dst, const u8 *src)
{
	ukc::serpent_bs::xway4<true>(ctx, dst, src);
}

void ukc::x86::serpent_dec_4way_sse2(const void *ctx, u8 *dst, const u8 *src)
{
	ukc::serpent_bs::xway4<false>(ctx, dst, src);
}
