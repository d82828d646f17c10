// SPDX-License-Identifier: GPL-2.0-only
// SHA-256 compression (FIPS 180-4 section 6.2.2) with the x86 SHA extensions; the only file of
// the SHA-256 drivers built with -msha -msse4.1 -mssse3.
#include <immintrin.h>

#include "sha256-x86.h"

namespace {

// FIPS 180-4 section 4.2.2: the first 32 bits of the fractional parts of the cube roots of
// the first 64 primes, four to a vector as the rounds consume them.
alignas(16) constexpr u32 sha256_ni_k[64] = {
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4,
	0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe,
	0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f,
	0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
	0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc,
	0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
	0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116,
	0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
	0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
	0xc67178f2,
};

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
// the old {A, B, E, F} has become {C, D, G, H}.
inline void sha256_ni_4_rounds(sha256_ni_vars &v, __m128i w, int t)
{
	__m128i wk = _mm_add_epi32(w, _mm_load_si128(reinterpret_cast<const __m128i *>(
					      sha256_ni_k + t)));

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
