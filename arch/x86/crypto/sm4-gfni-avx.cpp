// SPDX-License-Identifier: GPL-2.0-only
// SM4 with AVX and GFNI on four blocks (one set of xmm vectors) and eight (two sets): the AVX
// tier's routines where the CPU has GFNI, the S-box two instructions instead of AESENCLAST
// between two table lookups each way. The only file built with -mavx -mgfni.
#include "ecb-cbc-x86.h"
#include "sm4-gfni-x86.h"

namespace ukc::x86 {

using sm4_gfni_xmm = sm4_gfni_ops<sm4_xmm_ops>;

void sm4_enc_4way_gfni_avx(const void *ctx, u8 *dst, const u8 *src)
{
	sm4_blocks_of<sm4_gfni_xmm, 1, true>(ctx, dst, src);
}

void sm4_dec_4way_gfni_avx(const void *ctx, u8 *dst, const u8 *src)
{
	sm4_blocks_of<sm4_gfni_xmm, 1, false>(ctx, dst, src);
}

void sm4_enc_8way_gfni_avx(const void *ctx, u8 *dst, const u8 *src)
{
	sm4_blocks_of<sm4_gfni_xmm, 2, true>(ctx, dst, src);
}

void sm4_dec_8way_gfni_avx(const void *ctx, u8 *dst, const u8 *src)
{
	sm4_blocks_of<sm4_gfni_xmm, 2, false>(ctx, dst, src);
}

} // namespace ukc::x86
