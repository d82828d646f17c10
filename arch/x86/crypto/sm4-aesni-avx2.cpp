// SPDX-License-Identifier: GPL-2.0-only
// SM4 with AVX2 and AES-NI on eight blocks (one set of ymm vectors) and sixteen (two sets),
// AESENCLAST on each 128-bit half: the only file built with -mavx2 -maes.
#include "ecb-cbc-x86.h"
#include "sm4-aesni-x86.h"

namespace ukc::x86 {

void sm4_enc_8way_aesni_avx2(const void *ctx, u8 *dst, const u8 *src)
{
	sm4_blocks_of<sm4_ymm_ops<false>, 1, true>(ctx, dst, src);
}

void sm4_dec_8way_aesni_avx2(const void *ctx, u8 *dst, const u8 *src)
{
	sm4_blocks_of<sm4_ymm_ops<false>, 1, false>(ctx, dst, src);
}

void sm4_enc_16way_aesni_avx2(const void *ctx, u8 *dst, const u8 *src)
{
	sm4_blocks_of<sm4_ymm_ops<false>, 2, true>(ctx, dst, src);
}

void sm4_dec_16way_aesni_avx2(const void *ctx, u8 *dst, const u8 *src)
{
	sm4_blocks_of<sm4_ymm_ops<false>, 2, false>(ctx, dst, src);
}

} // namespace ukc::x86
