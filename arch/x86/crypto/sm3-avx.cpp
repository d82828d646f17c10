// SPDX-License-Identifier: GPL-2.0-only
// SM3 (GM/T 0004-2012) with AVX and BMI2: the message expansion four words to an xmm register,
// the rounds in general-purpose registers with RORX rotations, reading W and W' from the stack.
// The only file built with -mavx -mbmi2.
#include <immintrin.h>

#include <crypto/sm3.h>
#include <linux/string.h>
#include <linux/types.h>

#include <bit>
#include <utility>

#include "sm3-x86.h"

namespace ukc::x86 {
namespace {

template <int N> [[gnu::always_inline]] inline __m128i sm3_vrotl(__m128i x)
{
	return _mm_or_si128(_mm_slli_epi32(x, N), _mm_srli_epi32(x, 32 - N));
}

// P1 of section 4.4 on each word.
[[gnu::always_inline]] inline __m128i sm3_vp1(__m128i x)
{
	return _mm_xor_si128(_mm_xor_si128(x, sm3_vrotl<15>(x)), sm3_vrotl<23>(x));
}

/*
 * Section 5.3.2 for W(j)..W(j+3) from x0 = W(j-16..j-13), x1 = W(j-12..j-9), x2 = W(j-8..j-5),
 * x3 = W(j-4..j-1). W(j+3) reads W(j), which this computes: the vector takes 0 in its place, and
 * since P1 is linear over xor, lane 3 then gets P1(W(j) <<< 15) = (W(j) <<< 15) ^ (W(j) <<< 30) ^
 * (W(j) <<< 6) from lane 0 of the result.
 */
[[gnu::always_inline]] inline __m128i sm3_expand4(__m128i x0, __m128i x1, __m128i x2, __m128i x3)
{
	const __m128i w9 = _mm_alignr_epi8(x2, x1, 12);
	const __m128i w13 = _mm_alignr_epi8(x1, x0, 12);
	const __m128i w6 = _mm_alignr_epi8(x3, x2, 8);
	const __m128i w3 = _mm_srli_si128(x3, 4);
	__m128i r = sm3_vp1(_mm_xor_si128(_mm_xor_si128(x0, w9), sm3_vrotl<15>(w3)));

	r = _mm_xor_si128(r, _mm_xor_si128(sm3_vrotl<7>(w13), w6));
	const __m128i s = _mm_slli_si128(r, 12);
	return _mm_xor_si128(r, _mm_xor_si128(_mm_xor_si128(sm3_vrotl<15>(s), sm3_vrotl<30>(s)),
					      sm3_vrotl<6>(s)));
}

// The words the rounds read, W(j) and W'(j) = W(j) ^ W(j+4) (section 5.3.2), each in a ring of
// four groups of four: W(j) and W'(j) at [j % 16]. At most three groups are live, so the stack
// holds, and the end wipes, 128 bytes rather than a whole block's 528.
struct sm3_avx_words {
	alignas(16) u32 w[16];
	alignas(16) u32 wp[16];
};

[[gnu::always_inline]] inline void sm3_avx_store(u32 *p, __m128i v)
{
	_mm_store_si128(reinterpret_cast<__m128i *>(p), v);
}

/*
 * Group g of four rounds needs W(4g..4g+7) and W'(4g..4g+3). Group g + 1's words are formed here,
 * before group g's rounds, so the vector work overlaps the rounds' latency chain. x[] is a ring:
 * slot k % 4 holds W(4k..4k+3).
 */
template <int G>
[[gnu::always_inline]] inline void sm3_avx_expand(__m128i (&x)[4], sm3_avx_words &m)
{
	constexpr int k = G + 2; // the four words W(4k..4k+3) group G + 1 needs last
	if constexpr (k >= 4 && k <= 16) {
		x[k % 4] = sm3_expand4(x[k % 4], x[(k + 1) % 4], x[(k + 2) % 4], x[(k + 3) % 4]);
		sm3_avx_store(m.w + 4 * (k % 4), x[k % 4]);
		sm3_avx_store(m.wp + 4 * ((k - 1) % 4), _mm_xor_si128(x[(k + 3) % 4], x[k % 4]));
	}
}

constexpr u32 sm3_p0(u32 x)
{
	return x ^ std::rotl(x, 9) ^ std::rotl(x, 17);
}

// Round j of CF (section 5.3.3), the eight words in two rings of four whose roles turn by one
// each round, as in the generic code: this round's D and H slots receive the new A and E, the
// B and F slots the rotated words that become C and G. T_j <<< j folds at compile time.
template <int j>
[[gnu::always_inline]] inline void sm3_avx_round(u32 (&a)[4], u32 (&e)[4], const u32 *w,
						 const u32 *wp)
{
	constexpr u32 tj = std::rotl(j < 16 ? u32(SM3_T1) : u32(SM3_T2), j % 32);
	u32 &ra = a[(0 - j) & 3], &rb = a[(1 - j) & 3], &rc = a[(2 - j) & 3], &rd = a[(3 - j) & 3];
	u32 &re = e[(0 - j) & 3], &rf = e[(1 - j) & 3], &rg = e[(2 - j) & 3], &rh = e[(3 - j) & 3];
	const u32 a12 = std::rotl(ra, 12);
	const u32 ss1 = std::rotl(re + (a12 + tj), 7);
	const u32 ff = j < 16 ? ra ^ rb ^ rc : (ra & rb) | (rc & (ra | rb));
	const u32 gg = j < 16 ? re ^ rf ^ rg : rg ^ (re & (rf ^ rg));

	rd = (ff + rd + wp[j % 16]) + (ss1 ^ a12);
	rh = sm3_p0((gg + rh + w[j % 16]) + ss1);
	rb = std::rotl(rb, 9);
	rf = std::rotl(rf, 19);
}

template <int G>
[[gnu::always_inline]] inline void sm3_avx_group(u32 (&a)[4], u32 (&e)[4], __m128i (&x)[4],
						 sm3_avx_words &m)
{
	const u32 *w = m.w, *wp = m.wp;

	sm3_avx_expand<G>(x, m);
	// The rounds read W and W' from memory as operands of their adds: left to itself, GCC
	// forwards the stored vectors lane by lane (VPEXTRD), two uops a word on the round's ports.
	asm("" : "+r"(w), "+r"(wp));
	sm3_avx_round<4 * G>(a, e, w, wp);
	sm3_avx_round<4 * G + 1>(a, e, w, wp);
	sm3_avx_round<4 * G + 2>(a, e, w, wp);
	sm3_avx_round<4 * G + 3>(a, e, w, wp);
}

template <int... G>
[[gnu::always_inline]] inline void sm3_avx_groups(u32 (&a)[4], u32 (&e)[4], __m128i (&x)[4],
						  sm3_avx_words &m,
						  std::integer_sequence<int, G...>)
{
	(sm3_avx_group<G>(a, e, x, m), ...);
}

// W(0..15) are the block's big-endian words; W'(0..11) follow from them alone.
[[gnu::always_inline]] inline void sm3_avx_load(__m128i (&x)[4], sm3_avx_words &m, const u8 *src)
{
	const __m128i bswap = _mm_set_epi8(12, 13, 14, 15, 8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3);

	for (int i = 0; i < 4; i++) {
		x[i] = _mm_shuffle_epi8(
			_mm_loadu_si128(reinterpret_cast<const __m128i *>(src + 16 * i)), bswap);
		sm3_avx_store(m.w + 4 * i, x[i]);
	}
	for (int i = 0; i < 3; i++)
		sm3_avx_store(m.wp + 4 * i, _mm_xor_si128(x[i], x[i + 1]));
}

} // namespace

void sm3_transform_avx(struct sm3_state *sst, const u8 *src, int blocks)
{
	sm3_avx_words m;

	for (; blocks > 0; blocks--, src += SM3_BLOCK_SIZE) {
		// After 64 rounds (a multiple of four) every word is back in its first slot.
		u32 a[4] = { sst->state[0], sst->state[1], sst->state[2], sst->state[3] };
		u32 e[4] = { sst->state[4], sst->state[5], sst->state[6], sst->state[7] };
		__m128i x[4];

		sm3_avx_load(x, m, src);
		sm3_avx_groups(a, e, x, m, std::make_integer_sequence<int, 16>());
		// V(i+1) = ABCDEFGH xor V(i)
		for (int i = 0; i < 4; i++) {
			sst->state[i] ^= a[i];
			sst->state[4 + i] ^= e[i];
		}
	}
	memzero_explicit(&m, sizeof(m));
}

} // namespace ukc::x86
