// SPDX-License-Identifier: GPL-2.0-only
// SM4 with AVX2 and GFNI on eight blocks (one set of ymm vectors) and sixteen (two sets): the AVX2
// tier's routines where the CPU has GFNI, the S-box two instructions instead of AESENCLAST
// between two table lookups each way. The only file built with -mavx2 -mgfni.
#include "ecb-cbc-x86.h"
#include "sm4-gfni-x86.h"

namespace ukc::x86 {

using sm4_gfni_ymm = sm4_gfni_ops<sm4_ymm_ops<false>>;

void sm4_enc_8way_gfni_avx2(const void *ctx, u8 *dst, const u8 *src)
{
	sm4_blocks_of<sm4_gfni_ymm, 1, true>(ctx, dst, src);
}

void sm4_dec_8way_gfni_avx2(const void *ctx, u8 *dst, const u8 *src)
{
	sm4_blocks_of<sm4_gfni_ymm, 1, false>(ctx, dst, src);
}

void sm4_enc_16way_gfni_avx2(const void *ctx, u8 *dst, const u8 *src)
{
	sm4_blocks_of<sm4_gfni_ymm, 2, true>(ctx, dst, src);
}

void sm4_dec_16way_gfni_avx2(const void *ctx, u8 *dst, const u8 *src)
{
	sm4_blocks_of<sm4_gfni_ymm, 2, false>(ctx, dst, src);
}

} // namespace ukc::x86
