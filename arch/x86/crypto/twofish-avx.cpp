// SPDX-License-Identifier: GPL-2.0-only
// Twofish with AVX on xmm registers, eight blocks as two sets of four lanes: the whitening,
// the pseudo-Hadamard transform, the key additions and the rotations run on the lanes; the
// key-dependent S-box lookups of g have no vector form before gathers, so each lane's four
// bytes index the tables from general registers. The only file built with -mavx.
#include <immintrin.h>

#include <crypto/twofish.h>

#include "ecb-cbc-x86.h"
#include "shared/twofish_g.h"
#include "x86-lanes.h"

namespace {

using ukc::x86::lanes_load;
using ukc::x86::lanes_store;

template <int N> inline __m128i tf_rotl(__m128i x)
{
	return _mm_or_si128(_mm_slli_epi32(x, N), _mm_srli_epi32(x, 32 - N));
}

using ukc::twofish_g;

// g (section 4.3.3) on each lane. The lanes leave as two 64-bit halves and come back by
// insertion into a register: a 16-byte load of four 4-byte stores could not be forwarded
// from them and would wait for the stores to retire.
inline __m128i tf_g(const struct twofish_ctx *c, __m128i x)
{
	const u64 lo = (u64)_mm_cvtsi128_si64(x), hi = (u64)_mm_extract_epi64(x, 1);
	__m128i r = _mm_cvtsi32_si128((int)twofish_g(c, (u32)lo));

	r = _mm_insert_epi32(r, (int)twofish_g(c, (u32)(lo >> 32)), 1);
	r = _mm_insert_epi32(r, (int)twofish_g(c, (u32)hi), 2);
	return _mm_insert_epi32(r, (int)twofish_g(c, (u32)(hi >> 32)), 3);
}

inline __m128i tf_key(const struct twofish_ctx *c, unsigned int i)
{
	return _mm_set1_epi32((int)c->k[i]);
}

inline __m128i tf_w(const struct twofish_ctx *c, unsigned int i)
{
	return _mm_set1_epi32((int)c->w[i]);
}

// F_0 = T_0 + T_1 + K_(2r+8), F_1 = T_0 + 2 T_1 + K_(2r+9) (section 4.1; k[] starts at K_8).
inline void tf_pht(const struct twofish_ctx *c, __m128i t0, __m128i t1, unsigned int round,
		   __m128i *f0, __m128i *f1)
{
	const __m128i sum = _mm_add_epi32(t0, t1);

	*f0 = _mm_add_epi32(sum, tf_key(c, 2 * round));
	*f1 = _mm_add_epi32(_mm_add_epi32(sum, t1), tf_key(c, 2 * round + 1));
}

// Round @round of encryption on the lanes r[0..3] of one set; the words come out swapped as
// in the generic code (the new R_0, R_1 first).
inline void tf_enc_round(const struct twofish_ctx *c, __m128i *r, unsigned int round)
{
	const __m128i t0 = tf_g(c, r[0]);
	const __m128i t1 = tf_g(c, tf_rotl<8>(r[1]));
	__m128i f0, f1;

	tf_pht(c, t0, t1, round, &f0, &f1);
	const __m128i n0 = tf_rotl<31>(_mm_xor_si128(r[2], f0));
	const __m128i n1 = _mm_xor_si128(tf_rotl<1>(r[3]), f1);

	r[2] = r[0];
	r[3] = r[1];
	r[0] = n0;
	r[1] = n1;
}

inline void tf_dec_round(const struct twofish_ctx *c, __m128i *r, unsigned int round)
{
	const __m128i p0 = r[2], p1 = r[3];
	const __m128i t0 = tf_g(c, p0);
	const __m128i t1 = tf_g(c, tf_rotl<8>(p1));
	__m128i f0, f1;

	tf_pht(c, t0, t1, round, &f0, &f1);

	r[2] = _mm_xor_si128(tf_rotl<1>(r[0]), f0);
	r[3] = tf_rotl<31>(_mm_xor_si128(r[1], f1));
	r[0] = p0;
	r[1] = p1;
}

void tf_enc_8way(const void *ctx, u8 *dst, const u8 *src)
{
	const auto *c = static_cast<const struct twofish_ctx *>(ctx);
	__m128i r[2][4], o[4];

	for (unsigned int s = 0; s < 2; s++) {
		lanes_load(r[s], src + 64 * s);
		for (unsigned int i = 0; i < 4; i++)
			r[s][i] = _mm_xor_si128(r[s][i], tf_w(c, i));
	}
	for (unsigned int round = 0; round < 16; round++) {
		tf_enc_round(c, r[0], round);
		tf_enc_round(c, r[1], round);
	}
	for (unsigned int s = 0; s < 2; s++) {
		for (unsigned int i = 0; i < 4; i++)
			o[i] = _mm_xor_si128(r[s][(i + 2) % 4], tf_w(c, i + 4));
		lanes_store(dst + 64 * s, o);
	}
}

void tf_dec_8way(const void *ctx, u8 *dst, const u8 *src)
{
	const auto *c = static_cast<const struct twofish_ctx *>(ctx);
	__m128i r[2][4], in[4];

	for (unsigned int s = 0; s < 2; s++) {
		lanes_load(in, src + 64 * s);
		for (unsigned int i = 0; i < 4; i++)
			r[s][(i + 2) % 4] = _mm_xor_si128(in[i], tf_w(c, i + 4));
	}
	for (int round = 15; round >= 0; round--) {
		tf_dec_round(c, r[0], (unsigned int)round);
		tf_dec_round(c, r[1], (unsigned int)round);
	}
	for (unsigned int s = 0; s < 2; s++) {
		for (unsigned int i = 0; i < 4; i++)
			r[s][i] = _mm_xor_si128(r[s][i], tf_w(c, i));
		lanes_store(dst + 64 * s, r[s]);
	}
}

} // namespace

void ukc::x86::twofish_enc_8way_avx(const void *ctx, u8 *dst, const u8 *src)
{
	tf_enc_8way(ctx, dst, src);
}

void ukc::x86::twofish_dec_8way_avx(const void *ctx, u8 *dst, const u8 *src)
{
	tf_dec_8way(ctx, dst, src);
}
