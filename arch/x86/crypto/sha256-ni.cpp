// SPDX-License-Identifier: GPL-2.0-only
// SHA-256 compression (FIPS 180-4 section 6.2.2) with the x86 SHA extensions; the only file of
// the SHA-256 drivers built with -msha -msse4.1 -mssse3.
#include <crypto/internal/sha_generic.h>

#include <immintrin.h>

#include "sha256-x86.h"

namespace {

// SHA256RNDS2 keeps the working variables as two vectors, {A, B, E, F} and {C, D, G, H}, the
// first named in the highest dword. The state array holds A..H in order (dword 0 = A).
struct sha256_ni_vars {
	__m128i abef, cdgh;
};

sha256_ni_vars sha256_ni_load(const u32 state[8])
{
	__m128i abcd = _mm_loadu_si128(reinterpret_cast<const __m128i *>(state));
	__m128i efgh = _mm_loadu_si128(reinterpret_cast<const __m128i *>(state + 4));
	__m128i badc = _mm_shuffle_epi32(abcd, 0xb1); // dwords B, A, D, C
	__m128i hgfe = _mm_shuffle_epi32(efgh, 0x1b); // dwords H, G, F, E

	return { _mm_alignr_epi8(badc, hgfe, 8), _mm_blend_epi16(hgfe, badc, 0xf0) };
}

void sha256_ni_store(u32 state[8], sha256_ni_vars v)
{
	__m128i abef = _mm_shuffle_epi32(v.abef, 0x1b); // dwords A, B, E, F
	__m128i ghcd = _mm_shuffle_epi32(v.cdgh, 0xb1); // dwords G, H, C, D

	_mm_storeu_si128(reinterpret_cast<__m128i *>(state), _mm_blend_epi16(abef, ghcd, 0xf0));
	_mm_storeu_si128(reinterpret_cast<__m128i *>(state + 4), _mm_alignr_epi8(ghcd, abef, 8));
}

// Four rounds (section 6.2.2 step 3) with W[t..t+3] in @w: SHA256RNDS2 does two, taking
// W[t] + K[t] and W[t+1] + K[t+1] from the low dwords of its third operand. After two rounds
// the old {A, B, E, F} has become {C, D, G, H}. K (section 4.2.2) is the library's table,
// 16-byte aligned, read four constants to a vector.
inline void sha256_ni_4_rounds(sha256_ni_vars &v, __m128i w, int t)
{
	__m128i wk = _mm_add_epi32(
		w, _mm_load_si128(reinterpret_cast<const __m128i *>(ukc_sha256_k + t)));

	v.cdgh = _mm_sha256rnds2_epu32(v.cdgh, v.abef, wk);
	v.abef = _mm_sha256rnds2_epu32(v.abef, v.cdgh, _mm_shuffle_epi32(wk, 0x0e));
}

// W[t..t+3] (section 6.2.2 step 1) from W[t-16..t-13], W[t-12..t-9], W[t-8..t-5] and
// W[t-4..t-1]: SHA256MSG1 adds sigma0(W[t-15..t-12]), W[t-7..t-4] is a byte shift of the two
// newest vectors, and SHA256MSG2 adds sigma1(W[t-2..t+1]), the last two of which it makes.
inline __m128i sha256_ni_schedule(__m128i w16, __m128i w12, __m128i w8, __m128i w4)
{
	__m128i x = _mm_add_epi32(_mm_sha256msg1_epu32(w16, w12), _mm_alignr_epi8(w4, w8, 4));

	return _mm_sha256msg2_epu32(x, w4);
}

void sha256_ni_block(sha256_ni_vars &v, const u8 *src)
{
	// The message words are big-endian (section 3.1): reverse the bytes of each dword.
	const __m128i bswap = _mm_set_epi8(12, 13, 14, 15, 8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3);
	const sha256_ni_vars saved = v;
	__m128i w[4];

	for (int i = 0; i < 4; i++) {
		__m128i m = _mm_loadu_si128(reinterpret_cast<const __m128i *>(src + 16 * i));

		w[i] = _mm_shuffle_epi8(m, bswap);
		sha256_ni_4_rounds(v, w[i], 4 * i);
	}
#pragma GCC unroll 12
	for (int g = 4; g < 16; g++) {
		w[g % 4] = sha256_ni_schedule(w[g % 4], w[(g + 1) % 4], w[(g + 2) % 4],
					      w[(g + 3) % 4]);
		sha256_ni_4_rounds(v, w[g % 4], 4 * g);
	}
	v.abef = _mm_add_epi32(v.abef, saved.abef);
	v.cdgh = _mm_add_epi32(v.cdgh, saved.cdgh);
}

} // namespace

void sha256_ni_transform(struct sha256_state *sst, const u8 *src, int blocks)
{
	sha256_ni_vars v = sha256_ni_load(sst->state);

	for (; blocks > 0; blocks--, src += SHA256_BLOCK_SIZE)
		sha256_ni_block(v, src);
	sha256_ni_store(sst->state, v);
}
