// SPDX-License-Identifier: GPL-2.0-only
// Camellia on 16 blocks with AVX and AES-NI: each S-box is a PSHUFB affine pre-filter,
// AESENCLAST or AESDECLAST for the AES field inversion, and a PSHUFB post-filter.
#include "camellia-simd-x86.h"
#include "camellia-vec-x86.h"
#include "camellia-x86.h"

namespace ukc::x86 {
namespace {

using camellia_avx = camellia_simd<camellia_aesni_xmm>;

} // namespace

void camellia_ecb_enc_16way(const struct camellia_ctx *ctx, u8 *dst, const u8 *src)
{
	camellia_avx::encrypt(ctx, dst, src);
}

void camellia_ecb_dec_16way(const struct camellia_ctx *ctx, u8 *dst, const u8 *src)
{
	camellia_avx::decrypt(ctx, dst, src);
}

void camellia_ctr_16way(const struct camellia_ctx *ctx, u8 *dst, const u8 *src, const u8 *ctr)
{
	camellia_avx::ctr_crypt(ctx, dst, src, ctr);
}

} // namespace ukc::x86
