/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The BLAKE2 compression function F (RFC 7693 section 3.2), written once for BLAKE2b's 64-bit
 * and BLAKE2s's 32-bit words: they differ in word size, G's rotations, round count and IV.
 * C++ only (lib/ and crypto/).
 */
#ifndef _UKC_LIB_CRYPTO_BLAKE2_BLOCK_H
#define _UKC_LIB_CRYPTO_BLAKE2_BLOCK_H

#include <bit>
#include <utility>

#include <linux/string.h>
#include <linux/types.h>

namespace ukc {
namespace {

// RFC 7693 section 2.7: the message word schedule of each round; BLAKE2b's rounds 10 and 11
// reuse rows 0 and 1.
constexpr u8 blake2_sigma[10][16] = {
	{ 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 },
	{ 14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3 },
	{ 11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4 },
	{ 7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8 },
	{ 9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13 },
	{ 2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9 },
	{ 12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11 },
	{ 13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10 },
	{ 6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5 },
	{ 10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0 },
};

/*
 * @P names the variant: P::word, P::rounds, P::iv (the eight IV words), P::rot (G's
 * rotations R1..R4), P::load (one little-endian word) and P::wipe (clear the working words).
 */
template <typename P> struct blake2_block {
	using word = typename P::word;

	// Section 3.1: the mixing function G.
	[[gnu::always_inline]] static void g(word *v, int a, int b, int c, int d, word x, word y)
	{
		v[a] += v[b] + x;
		v[d] = std::rotr(v[d] ^ v[a], P::rot[0]);
		v[c] += v[d];
		v[b] = std::rotr(v[b] ^ v[c], P::rot[1]);
		v[a] += v[b] + y;
		v[d] = std::rotr(v[d] ^ v[a], P::rot[2]);
		v[c] += v[d];
		v[b] = std::rotr(v[b] ^ v[c], P::rot[3]);
	}

	// Round @R of section 3.2: G on the four columns, then on the four diagonals. The round
	// number is a constant, so each message word is read from a fixed place rather than
	// through a load of its index.
	template <int R> [[gnu::always_inline]] static void round(word *v, const word *m)
	{
		constexpr const u8 *s = blake2_sigma[R % 10];

		g(v, 0, 4, 8, 12, m[s[0]], m[s[1]]);
		g(v, 1, 5, 9, 13, m[s[2]], m[s[3]]);
		g(v, 2, 6, 10, 14, m[s[4]], m[s[5]]);
		g(v, 3, 7, 11, 15, m[s[6]], m[s[7]]);
		g(v, 0, 5, 10, 15, m[s[8]], m[s[9]]);
		g(v, 1, 6, 11, 12, m[s[10]], m[s[11]]);
		g(v, 2, 7, 8, 13, m[s[12]], m[s[13]]);
		g(v, 3, 4, 9, 14, m[s[14]], m[s[15]]);
	}

	// F on one block into @h, with the counter @t (already advanced) and the flags @f.
	static void compress(word h[8], const word t[2], const word f[2], const u8 *block)
	{
		word m[16], v[16];

		for (int i = 0; i < 16; i++)
			m[i] = P::load(block + sizeof(word) * i);
		for (int i = 0; i < 8; i++) {
			v[i] = h[i];
			v[i + 8] = P::iv[i];
		}
		v[12] ^= t[0];
		v[13] ^= t[1];
		v[14] ^= f[0];
		v[15] ^= f[1];
		[&]<int... R>(std::integer_sequence<int, R...>)
		{
			(round<R>(v, m), ...);
		}
		(std::make_integer_sequence<int, P::rounds>());
		for (int i = 0; i < 8; i++)
			h[i] ^= v[i] ^ v[i + 8];
		if constexpr (P::wipe) {
			memzero_explicit(m, sizeof(m));
			memzero_explicit(v, sizeof(v));
		}
	}
};

} // namespace
} // namespace ukc

#endif
