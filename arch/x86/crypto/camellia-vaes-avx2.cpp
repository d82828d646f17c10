// SPDX-License-Identifier: GPL-2.0-only
// Camellia on 32 blocks with AVX2 and VAES: camellia-aesni-avx2.cpp's S-boxes with one
// AESENCLAST on the whole ymm register.
#include "camellia-simd-x86.h"
#include "camellia-vec-x86.h"
#include "camellia-x86.h"

namespace ukc::x86 {
namespace {

using camellia_vaes = camellia_simd<camellia_aesni_ymm<true>>;

} // namespace

void camellia_ecb_enc_32way_vaes(const struct camellia_ctx *ctx, u8 *dst, const u8 *src)
{
	camellia_vaes::encrypt(ctx, dst, src);
}

void camellia_ecb_dec_32way_vaes(const struct camellia_ctx *ctx, u8 *dst, const u8 *src)
{
	camellia_vaes::decrypt(ctx, dst, src);
}

void camellia_ctr_32way_vaes(const struct camellia_ctx *ctx, u8 *dst, const u8 *src, const u8 *ctr)
{
	camellia_vaes::ctr_crypt(ctx, dst, src, ctr);
}

} // namespace ukc::x86
