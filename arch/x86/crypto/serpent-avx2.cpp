// SPDX-License-Identifier: GPL-2.0-only
// Serpent with AVX2: the bitslice rounds of serpent_bitslice.h on 256-bit vectors, each 32-bit
// lane one of eight blocks, and on two such sets at once for sixteen blocks (one set alone
// leaves the vector units waiting on each S-box's chain of gates). The only file built with
// -mavx2.
#include <immintrin.h>

#include <crypto/serpent.h>

#include "ecb-cbc-x86.h"
#include "serpent-x86-word.h"

namespace ukc::serpent_bs {

using v256 = x86_word<32>;

} // namespace ukc::serpent_bs

namespace {

using ukc::serpent_bs::v256;

// A 4x4 transpose of 32-bit words in each 128-bit half: rows in, columns out (its own
// inverse). With blocks 0,1 in r[0], 2,3 in r[1], ..., word i of every block ends in r[i].
void serpent_transpose(v256 *r)
{
	const __m256i t0 = _mm256_unpacklo_epi32(r[0].v, r[1].v);
	const __m256i t1 = _mm256_unpackhi_epi32(r[0].v, r[1].v);
	const __m256i t2 = _mm256_unpacklo_epi32(r[2].v, r[3].v);
	const __m256i t3 = _mm256_unpackhi_epi32(r[2].v, r[3].v);

	r[0].v = _mm256_unpacklo_epi64(t0, t2);
	r[1].v = _mm256_unpackhi_epi64(t0, t2);
	r[2].v = _mm256_unpacklo_epi64(t1, t3);
	r[3].v = _mm256_unpackhi_epi64(t1, t3);
}

// Eight blocks of @src into x[0..3], word i of every block in x[i]. With the generic tuning gcc
// splits unaligned 32-byte loads and stores into halves and here routed them through the stack
// (16-byte stores read back as 32 bytes, which cannot be forwarded): vlddqu is never split, and
// the stores are written as two halves outright.
void serpent_load8(v256 *x, const u8 *src)
{
	for (unsigned int i = 0; i < 4; i++)
		x[i].v = _mm256_lddqu_si256(reinterpret_cast<const __m256i *>(src + 32 * i));
	serpent_transpose(x);
}

void serpent_store8(u8 *dst, v256 *x)
{
	serpent_transpose(x);
	for (unsigned int i = 0; i < 4; i++)
		_mm256_storeu2_m128i(reinterpret_cast<__m128i *>(dst + 32 * i + 16),
				     reinterpret_cast<__m128i *>(dst + 32 * i), x[i].v);
}

const u32 *serpent_key(const void *ctx)
{
	return static_cast<const struct serpent_ctx *>(ctx)->expkey;
}

template <bool Enc> void serpent_8way(const void *ctx, u8 *dst, const u8 *src)
{
	v256 x[4];

	serpent_load8(x, src);
	ukc::serpent_bs::x86_rounds<Enc>(x, serpent_key(ctx));
	serpent_store8(dst, x);
}

// Sixteen blocks: 0..7 in the low set, 8..15 in the high one.
template <bool Enc> void serpent_16way(const void *ctx, u8 *dst, const u8 *src)
{
	v256 lo[4], hi[4];

	serpent_load8(lo, src);
	serpent_load8(hi, src + 128);
	ukc::serpent_bs::x86_twin_rounds<Enc>(lo, hi, serpent_key(ctx));
	serpent_store8(dst, lo);
	serpent_store8(dst + 128, hi);
}

} // namespace

void ukc::x86::serpent_enc_8way_avx2(const void *ctx, u8 *dst, const u8 *src)
{
	serpent_8way<true>(ctx, dst, src);
}

void ukc::x86::serpent_dec_8way_avx2(const void *ctx, u8 *dst, const u8 *src)
{
	serpent_8way<false>(ctx, dst, src);
}

void ukc::x86::serpent_enc_16way_avx2(const void *ctx, u8 *dst, const u8 *src)
{
	serpent_16way<true>(ctx, dst, src);
}

void ukc::x86::serpent_dec_16way_avx2(const void *ctx, u8 *dst, const u8 *src)
{
	serpent_16way<false>(ctx, dst, src);
}
