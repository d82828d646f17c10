// SPDX-License-Identifier: GPL-2.0-only
// SM4 with AVX2 and VAES: sm4-aesni-avx2's rounds with one AESENCLAST on the whole ymm vector
// instead of one on each half, for the AVX2 tier where the CPU has VAES (6.12's sm4-aesni-avx2
// does not use it). The only file built with -mavx2 -maes -mvaes.
#include "ecb-cbc-x86.h"
#include "sm4-aesni-x86.h"

namespace ukc::x86 {

void sm4_enc_8way_vaes_avx2(const void *ctx, u8 *dst, const u8 *src)
{
	sm4_blocks_of<sm4_ymm_ops<true>, 1, true>(ctx, dst, src);
}

void sm4_dec_8way_vaes_avx2(const void *ctx, u8 *dst, const u8 *src)
{
	sm4_blocks_of<sm4_ymm_ops<true>, 1, false>(ctx, dst, src);
}

void sm4_enc_16way_vaes_avx2(const void *ctx, u8 *dst, const u8 *src)
{
	sm4_blocks_of<sm4_ymm_ops<true>, 2, true>(ctx, dst, src);
}

void sm4_dec_16way_vaes_avx2(const void *ctx, u8 *dst, const u8 *src)
{
	sm4_blocks_of<sm4_ymm_ops<true>, 2, false>(ctx, dst, src);
}

} // namespace ukc::x86
