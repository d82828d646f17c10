// SPDX-License-Identifier: GPL-2.0-only
// SM4 with AVX and AES-NI on four blocks (one set of xmm vectors) and eight (two sets, whose
// S-boxes overlap): the only file built with -mavx -maes.
#include "ecb-cbc-x86.h"
#include "sm4-aesni-x86.h"

namespace ukc::x86 {

void sm4_enc_4way_aesni_avx(const void *ctx, u8 *dst, const u8 *src)
{
	sm4_blocks_of<sm4_xmm_ops, 1, true>(ctx, dst, src);
}

void sm4_dec_4way_aesni_avx(const void *ctx, u8 *dst, const u8 *src)
{
	sm4_blocks_of<sm4_xmm_ops, 1, false>(ctx, dst, src);
}

void sm4_enc_8way_aesni_avx(const void *ctx, u8 *dst, const u8 *src)
{
	sm4_blocks_of<sm4_xmm_ops, 2, true>(ctx, dst, src);
}

void sm4_dec_8way_aesni_avx(const void *ctx, u8 *dst, const u8 *src)
{
	sm4_blocks_of<sm4_xmm_ops, 2, false>(ctx, dst, src);
}

} // namespace ukc::x86
