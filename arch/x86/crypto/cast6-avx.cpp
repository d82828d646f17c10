// SPDX-License-Identifier: GPL-2.0-only
// CAST-256 (RFC 2612) with AVX on xmm registers, eight blocks as two sets of four lanes: the
// key mixing and the key-dependent rotation of each round function run on the lanes, the
// S-box lookups from general registers (no gathers before AVX2). The only file built with
// -mavx.
#include <immintrin.h>

#include <crypto/cast6.h>

#include "ecb-cbc-x86.h"
#include "x86-lanes.h"

namespace {

using ukc::x86::lanes_load;
using ukc::x86::lanes_store;

// CAST-256 words are big-endian: each lane's bytes reversed after the load, before the store.
inline __m128i c6_bswap(__m128i x)
{
	const __m128i rev = _mm_set_epi8(12, 13, 14, 15, 8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3);

	return _mm_shuffle_epi8(x, rev);
}

// f1, f2, f3 (RFC 2612 section 2.2) on each lane of @d, with masking key @km and rotation @kr.
template <int F> inline __m128i c6_f(__m128i d, u32 km, u8 kr)
{
	const __m128i m = _mm_set1_epi32((int)km);
	__m128i i;

	if constexpr (F == 1)
		i = _mm_add_epi32(m, d);
	else if constexpr (F == 2)
		i = _mm_xor_si128(m, d);
	else
		i = _mm_sub_epi32(m, d);
	i = _mm_or_si128(_mm_sll_epi32(i, _mm_cvtsi32_si128(kr)),
			 _mm_srl_epi32(i, _mm_cvtsi32_si128(32 - kr)));

	alignas(16) u32 in[4], out[4];

	_mm_store_si128(reinterpret_cast<__m128i *>(in), i);
	for (unsigned int l = 0; l < 4; l++) {
		const u32 a = cast_s1[in[l] >> 24], b = cast_s2[(in[l] >> 16) & 0xff];
		const u32 c = cast_s3[(in[l] >> 8) & 0xff], e = cast_s4[in[l] & 0xff];

		if constexpr (F == 1)
			out[l] = ((a ^ b) - c) + e;
		else if constexpr (F == 2)
			out[l] = ((a - b) + c) ^ e;
		else
			out[l] = ((a + b) ^ c) - e;
	}
	return _mm_load_si128(reinterpret_cast<const __m128i *>(out));
}

template <int F> inline void c6_mix(__m128i &to, __m128i d, u32 km, u8 kr)
{
	to = _mm_xor_si128(to, c6_f<F>(d, km, kr));
}

// The quad-round Q and its inverse QBAR (section 2.3) on b[] = ABCD.
inline void c6_q(__m128i *b, const u32 *km, const u8 *kr)
{
	c6_mix<1>(b[2], b[3], km[0], kr[0]);
	c6_mix<2>(b[1], b[2], km[1], kr[1]);
	c6_mix<3>(b[0], b[1], km[2], kr[2]);
	c6_mix<1>(b[3], b[0], km[3], kr[3]);
}

inline void c6_qbar(__m128i *b, const u32 *km, const u8 *kr)
{
	c6_mix<1>(b[3], b[0], km[3], kr[3]);
	c6_mix<3>(b[0], b[1], km[2], kr[2]);
	c6_mix<2>(b[1], b[2], km[1], kr[1]);
	c6_mix<1>(b[2], b[3], km[0], kr[0]);
}

// Six Q then six QBAR; decryption takes the quad-round keys in reverse (section 2.3).
template <bool Enc> void c6_8way(const void *ctx, u8 *dst, const u8 *src)
{
	const auto *c = static_cast<const struct cast6_ctx *>(ctx);
	__m128i b[2][4];

	for (unsigned int s = 0; s < 2; s++) {
		lanes_load(b[s], src + 64 * s);
		for (unsigned int i = 0; i < 4; i++)
			b[s][i] = c6_bswap(b[s][i]);
	}
	for (unsigned int i = 0; i < 12; i++) {
		const unsigned int r = Enc ? i : 11 - i;

		for (unsigned int s = 0; s < 2; s++) {
			if (i < 6)
				c6_q(b[s], c->Km[r], c->Kr[r]);
			else
				c6_qbar(b[s], c->Km[r], c->Kr[r]);
		}
	}
	for (unsigned int s = 0; s < 2; s++) {
		for (unsigned int i = 0; i < 4; i++)
			b[s][i] = c6_bswap(b[s][i]);
		lanes_store(dst + 64 * s, b[s]);
	}
}

} // namespace

void ukc::x86::cast6_enc_8way_avx(const void *ctx, u8 *dst, const u8 *src)
{
	c6_8way<true>(ctx, dst, src);
}

void ukc::x86::cast6_dec_8way_avx(const void *ctx, u8 *dst, const u8 *src)
{
	c6_8way<false>(ctx, dst, src);
}
