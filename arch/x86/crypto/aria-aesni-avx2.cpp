// SPDX-License-Identifier: GPL-2.0-only
// ARIA (RFC 5794) with AVX2: two blocks in each ymm register (blocks i and 16 + i), 32 a call,
// with the S-boxes from AES-NI on each 128-bit half (aria_aesni_*) or from GFNI on the whole
// register (aria_gfni_*), as 6.12's aria-aesni-avx2 driver picks them by the CPU's features.
#include "aria-simd-x86.h"
#include "ecb-cbc-x86.h"

namespace ukc::x86 {
namespace {

using aria_aesni_ymm = aria_simd<aria_aesni_layer<aria_ymm_ops>>;
using aria_gfni_ymm = aria_simd<aria_gfni_layer<aria_ymm_ops>>;

// Sixteen registers, four at a time (as the AVX tier).
constexpr unsigned int aria_avx2_rows = 16, aria_avx2_group = 4;

} // namespace

void aria_enc_32way_aesni_avx2(const void *ctx, u8 *dst, const u8 *src)
{
	aria_aesni_ymm::blocks<aria_avx2_rows, aria_avx2_group, true>(ctx, dst, src);
}

void aria_dec_32way_aesni_avx2(const void *ctx, u8 *dst, const u8 *src)
{
	aria_aesni_ymm::blocks<aria_avx2_rows, aria_avx2_group, false>(ctx, dst, src);
}

void aria_enc_32way_gfni_avx2(const void *ctx, u8 *dst, const u8 *src)
{
	aria_gfni_ymm::blocks<aria_avx2_rows, aria_avx2_group, true>(ctx, dst, src);
}

void aria_dec_32way_gfni_avx2(const void *ctx, u8 *dst, const u8 *src)
{
	aria_gfni_ymm::blocks<aria_avx2_rows, aria_avx2_group, false>(ctx, dst, src);
}

} // namespace ukc::x86
