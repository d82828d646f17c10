// SPDX-License-Identifier: GPL-2.0-only
// Camellia on 16 blocks with AVX and AES-NI: each S-box is a PSHUFB affine pre-filter, the
// inverse ShiftRows, AESENCLAST for the AES field inversion, and a PSHUFB post-filter.
#include "camellia-simd-x86.h"
#include "camellia-vec-x86.h"
#include "camellia-x86.h"

namespace ukc::x86 {
namespace {

struct camellia_aesni_xmm : camellia_xmm_ops {
	template <unsigned int S> static reg sbox(reg x)
	{
		const reg isr = table(camellia_sbox::aesni_inv_shift_rows.data());
		const reg y = _mm_shuffle_epi8(affine(x, camellia_sbox::aesni_pre[S]), isr);

		return affine(_mm_aesenclast_si128(y, _mm_setzero_si128()),
			      camellia_sbox::aesni_post[S]);
	}
};

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

} // namespace ukc::x86
