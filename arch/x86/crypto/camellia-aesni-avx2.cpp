// SPDX-License-Identifier: GPL-2.0-only
// Camellia on 32 blocks with AVX2: the S-boxes of camellia-aesni-avx.cpp on ymm, AESENCLAST on
// each 128-bit half with AES-NI.
#include "camellia-simd-x86.h"
#include "camellia-vec-x86.h"
#include "camellia-x86.h"

namespace ukc::x86 {
namespace {

using camellia_avx2 = camellia_simd<camellia_aesni_ymm<false>>;

} // namespace

void camellia_ecb_enc_32way(const struct camellia_ctx *ctx, u8 *dst, const u8 *src)
{
	camellia_avx2::encrypt(ctx, dst, src);
}

void camellia_ecb_dec_32way(const struct camellia_ctx *ctx, u8 *dst, const u8 *src)
{
	camellia_avx2::decrypt(ctx, dst, src);
}

void camellia_ctr_32way(const struct camellia_ctx *ctx, u8 *dst, const u8 *src, const u8 *ctr)
{
	camellia_avx2::ctr_crypt(ctx, dst, src, ctr);
}

} // namespace ukc::x86
