// SPDX-License-Identifier: GPL-2.0-only
// ARIA (RFC 5794) with AVX: 16 blocks a call byte-sliced in xmm registers, or four blocks in
// four registers (and one in one with GFNI),
// with the S-boxes from AES-NI (aria_aesni_*) or from GFNI's VEX forms (aria_gfni_*), as 6.12's
// aria-aesni-avx driver picks them by the CPU's features.
#include "aria-sliced-x86.h"
#include "ecb-cbc-x86.h"

namespace ukc::x86 {
namespace {

using aria_aesni_xmm = aria_simd<aria_aesni_layer<aria_xmm_ops>>;
using aria_gfni_xmm = aria_simd<aria_gfni_layer<aria_xmm_ops>>;

using aria_aesni_xmm16 = aria_sliced<aria_xmm_ops, aria_sliced_aesni<aria_xmm_ops>>;
using aria_gfni_xmm16 = aria_sliced<aria_xmm_ops, aria_sliced_gfni<aria_xmm_ops>>;

} // namespace

void aria_enc_16way_aesni_avx(const void *ctx, u8 *dst, const u8 *src)
{
	aria_aesni_xmm16::blocks<true>(ctx, dst, src);
}

void aria_dec_16way_aesni_avx(const void *ctx, u8 *dst, const u8 *src)
{
	aria_aesni_xmm16::blocks<false>(ctx, dst, src);
}

void aria_ctr_16way_aesni_avx(const void *ctx, u8 *dst, const u8 *src, const u8 *ctr)
{
	aria_aesni_xmm16::ctr(ctx, dst, src, ctr);
}

void aria_enc_4way_aesni_avx(const void *ctx, u8 *dst, const u8 *src)
{
	aria_aesni_xmm::blocks<4, 4, true>(ctx, dst, src);
}

void aria_dec_4way_aesni_avx(const void *ctx, u8 *dst, const u8 *src)
{
	aria_aesni_xmm::blocks<4, 4, false>(ctx, dst, src);
}

void aria_enc_16way_gfni_avx(const void *ctx, u8 *dst, const u8 *src)
{
	aria_gfni_xmm16::blocks<true>(ctx, dst, src);
}

void aria_dec_16way_gfni_avx(const void *ctx, u8 *dst, const u8 *src)
{
	aria_gfni_xmm16::blocks<false>(ctx, dst, src);
}

void aria_ctr_16way_gfni_avx(const void *ctx, u8 *dst, const u8 *src, const u8 *ctr)
{
	aria_gfni_xmm16::ctr(ctx, dst, src, ctr);
}

void aria_enc_4way_gfni_avx(const void *ctx, u8 *dst, const u8 *src)
{
	aria_gfni_xmm::blocks<4, 4, true>(ctx, dst, src);
}

void aria_dec_4way_gfni_avx(const void *ctx, u8 *dst, const u8 *src)
{
	aria_gfni_xmm::blocks<4, 4, false>(ctx, dst, src);
}

void aria_enc_1way_gfni_avx(const void *ctx, u8 *dst, const u8 *src)
{
	aria_gfni_xmm::blocks<1, 1, true>(ctx, dst, src);
}

void aria_dec_1way_gfni_avx(const void *ctx, u8 *dst, const u8 *src)
{
	aria_gfni_xmm::blocks<1, 1, false>(ctx, dst, src);
}

} // namespace ukc::x86
