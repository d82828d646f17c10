// SPDX-License-Identifier: GPL-2.0-only
// ARIA (RFC 5794) with AVX2: 32 blocks a call byte-sliced in ymm registers (blocks 0-15 in the
// low lanes, 16-31 in the high), with the S-boxes from AES-NI on each 128-bit half (aria_aesni_*)
// or from GFNI on the whole register (aria_gfni_*), as 6.12's aria-aesni-avx2 driver picks them
// by the CPU's features.
#include "aria-sliced-x86.h"
#include "ecb-cbc-x86.h"

namespace ukc::x86 {
namespace {

using aria_aesni_ymm = aria_sliced<aria_ymm_ops, aria_sliced_aesni<aria_ymm_ops>>;
using aria_gfni_ymm = aria_sliced<aria_ymm_ops, aria_sliced_gfni<aria_ymm_ops>>;

} // namespace

void aria_enc_32way_aesni_avx2(const void *ctx, u8 *dst, const u8 *src)
{
	aria_aesni_ymm::blocks<true>(ctx, dst, src);
}

void aria_dec_32way_aesni_avx2(const void *ctx, u8 *dst, const u8 *src)
{
	aria_aesni_ymm::blocks<false>(ctx, dst, src);
}

void aria_ctr_32way_aesni_avx2(const void *ctx, u8 *dst, const u8 *src, const u8 *ctr)
{
	aria_aesni_ymm::ctr(ctx, dst, src, ctr);
}

void aria_enc_32way_gfni_avx2(const void *ctx, u8 *dst, const u8 *src)
{
	aria_gfni_ymm::blocks<true>(ctx, dst, src);
}

void aria_dec_32way_gfni_avx2(const void *ctx, u8 *dst, const u8 *src)
{
	aria_gfni_ymm::blocks<false>(ctx, dst, src);
}

void aria_ctr_32way_gfni_avx2(const void *ctx, u8 *dst, const u8 *src, const u8 *ctr)
{
	aria_gfni_ymm::ctr(ctx, dst, src, ctr);
}

} // namespace ukc::x86
