/* SPDX-License-Identifier: GPL-2.0-only */
/* Serpent's bitslice rounds over any word type: u32 for one block (serpent-generic), a vector
 * of 32-bit lanes for several blocks at once (the x86 drivers). C++ only. */
#ifndef _UKC_CRYPTO_SERPENT_BITSLICE_H
#define _UKC_CRYPTO_SERPENT_BITSLICE_H

#include <array>
#include <bit>
#include <cstddef>
#include <utility>

#include <linux/types.h>

namespace ukc::serpent_bs {

// The eight S-boxes S0..S7 (the Serpent paper, section 2 and Appendix A).
inline constexpr u8 sbox[8][16] = {
	{ 3, 8, 15, 1, 10, 6, 5, 11, 14, 13, 4, 2, 7, 0, 9, 12 },
	{ 15, 12, 2, 7, 9, 0, 5, 10, 1, 11, 14, 8, 6, 13, 3, 4 },
	{ 8, 6, 7, 9, 3, 12, 10, 15, 13, 1, 14, 4, 0, 11, 5, 2 },
	{ 0, 15, 11, 8, 12, 9, 6, 3, 13, 1, 2, 4, 10, 7, 5, 14 },
	{ 1, 15, 8, 3, 12, 0, 11, 6, 2, 5, 4, 10, 9, 14, 7, 13 },
	{ 15, 5, 2, 11, 4, 10, 9, 12, 0, 3, 14, 8, 13, 6, 7, 1 },
	{ 7, 2, 12, 5, 8, 4, 6, 11, 14, 9, 1, 15, 13, 3, 10, 0 },
	{ 1, 13, 15, 0, 14, 8, 2, 11, 7, 4, 12, 10, 9, 3, 5, 6 },
};

// For S-box box (8..15: the inverse of box - 8), output bit j as a 16-bit mask of monomials:
// bit m set means the product of the input bits set in m appears (bit 0 of m is X0).
using anf_table = std::array<std::array<u16, 4>, 16>;

constexpr anf_table make_anf()
{
	anf_table anf{};

	for (unsigned int box = 0; box < 16; box++) {
		u8 table[16] = {};

		for (unsigned int v = 0; v < 16; v++) {
			if (box < 8)
				table[v] = sbox[box][v];
			else
				table[sbox[box - 8][v]] = (u8)v;
		}
		for (unsigned int j = 0; j < 4; j++) {
			u8 f[16];

			for (unsigned int v = 0; v < 16; v++)
				f[v] = (table[v] >> j) & 1;
			// The Moebius transform turns a truth table into ANF coefficients.
			for (unsigned int bit = 1; bit < 16; bit <<= 1)
				for (unsigned int v = 0; v < 16; v++)
					if (v & bit)
						f[v] ^= f[v ^ bit];
			for (unsigned int m = 0; m < 16; m++)
				if (f[m])
					anf[box][j] |= (u16)(1u << m);
		}
	}
	return anf;
}

inline constexpr anf_table anf = make_anf();

constexpr bool sboxes_are_permutations()
{
	for (const auto &box : sbox) {
		unsigned int seen = 0;

		for (u8 v : box)
			seen |= 1u << v;
		if (seen != 0xffff)
			return false;
	}
	return true;
}
static_assert(sboxes_are_permutations());

inline constexpr u32 phi = 0x9e3779b9; // the key schedule's constant, the golden ratio's fraction

// What a word type provides besides & and ^: all ones, rotations and shifts by a constant.
template <class W> struct ops;

template <> struct ops<u32> {
	static u32 ones() { return ~0u; }
	template <int N> static u32 rotl(u32 x) { return std::rotl(x, N); }
	template <int N> static u32 shl(u32 x) { return x << N; }
};

template <unsigned int Box, unsigned int J, class W, size_t... M>
inline W out_bit(const W *mono, std::index_sequence<M...>)
{
	constexpr u16 mask = anf[Box][J];
	W r = mono[0] ^ mono[0];

	((mask & (1u << M) ? (void)(r = r ^ mono[M]) : void()), ...);
	return r;
}

// Applies S-box Box (or an inverse, Box >= 8) to the nibbles (x3 x2 x1 x0) of x[].
template <unsigned int Box, class W> inline void sbox_apply(W *x)
{
	W mono[16];

	mono[0] = ops<W>::ones();
	for (unsigned int m = 1; m < 16; m++)
		mono[m] = mono[m & (m - 1)] & x[std::countr_zero(m)];

	constexpr auto all = std::make_index_sequence<16>();
	const W y0 = out_bit<Box, 0>(mono, all);
	const W y1 = out_bit<Box, 1>(mono, all);
	const W y2 = out_bit<Box, 2>(mono, all);
	const W y3 = out_bit<Box, 3>(mono, all);

	x[0] = y0;
	x[1] = y1;
	x[2] = y2;
	x[3] = y3;
}

// The linear transformation (the Serpent paper, section 2, bitslice description).
template <class W> inline void lt(W *x)
{
	using o = ops<W>;

	x[0] = o::template rotl<13>(x[0]);
	x[2] = o::template rotl<3>(x[2]);
	x[1] = x[1] ^ x[0] ^ x[2];
	x[3] = x[3] ^ x[2] ^ o::template shl<3>(x[0]);
	x[1] = o::template rotl<1>(x[1]);
	x[3] = o::template rotl<7>(x[3]);
	x[0] = x[0] ^ x[1] ^ x[3];
	x[2] = x[2] ^ x[3] ^ o::template shl<7>(x[1]);
	x[0] = o::template rotl<5>(x[0]);
	x[2] = o::template rotl<22>(x[2]);
}

template <class W> inline void lt_inv(W *x)
{
	using o = ops<W>;

	x[2] = o::template rotl<32 - 22>(x[2]);
	x[0] = o::template rotl<32 - 5>(x[0]);
	x[2] = x[2] ^ x[3] ^ o::template shl<7>(x[1]);
	x[0] = x[0] ^ x[1] ^ x[3];
	x[3] = o::template rotl<32 - 7>(x[3]);
	x[1] = o::template rotl<32 - 1>(x[1]);
	x[3] = x[3] ^ x[2] ^ o::template shl<3>(x[0]);
	x[1] = x[1] ^ x[0] ^ x[2];
	x[2] = o::template rotl<32 - 3>(x[2]);
	x[0] = o::template rotl<32 - 13>(x[0]);
}

// Round key words, as @W (the u32 itself, or broadcast to every lane).
template <class W> inline void xor_key(W *x, const u32 *k)
{
	for (unsigned int i = 0; i < 4; i++)
		x[i] = x[i] ^ ops<W>::splat(k[i]);
}

template <> inline void xor_key<u32>(u32 *x, const u32 *k)
{
	for (unsigned int i = 0; i < 4; i++)
		x[i] ^= k[i];
}

// Eight rounds with S0..S7 (or, backwards, S7^-1..S0^-1), unrolled so each S-box is inlined.
template <class W, size_t... B>
inline void enc_8(W *x, const u32 *k, bool last, std::index_sequence<B...>)
{
	((xor_key(x, k + 4 * B), sbox_apply<B>(x), (last && B == 7) ? xor_key(x, k + 32) : lt(x)),
	 ...);
}

template <class W, size_t... B>
inline void dec_8(W *x, const u32 *k, bool first, std::index_sequence<B...>)
{
	(((first && B == 0) ? xor_key(x, k + 32) : lt_inv(x), sbox_apply<15 - B>(x),
	  xor_key(x, k + 4 * (7 - B))),
	 ...);
}

// The 32 rounds on bitslice words x[0..3] with the 33 round keys of @k.
template <class W> inline void encrypt(W *x, const u32 *k)
{
	for (unsigned int r = 0; r < 32; r += 8)
		enc_8(x, k + 4 * r, r == 24, std::make_index_sequence<8>());
}

template <class W> inline void decrypt(W *x, const u32 *k)
{
	for (int r = 24; r >= 0; r -= 8)
		dec_8(x, k + 4 * r, r == 24, std::make_index_sequence<8>());
}

} // namespace ukc::serpent_bs

#endif /* _UKC_CRYPTO_SERPENT_BITSLICE_H */
