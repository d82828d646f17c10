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

#include "serpent_sbox_circuits.h"

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

// What a word type provides besides &, | and ^: all ones, ~a & b (one instruction on x86 and
// arm64), rotations and shifts by a constant.
template <class W> struct ops;

template <> struct ops<u32> {
	static u32 ones() { return ~0u; }
	static u32 andnot(u32 a, u32 b) { return ~a & b; }
	template <int N> static u32 rotl(u32 x) { return std::rotl(x, N); }
	template <int N> static u32 shl(u32 x) { return x << N; }
};

// Truth tables of four inputs, on which the S-box circuits are checked at compile time.
template <> struct ops<u16> {
	static constexpr u16 ones() { return 0xffff; }
	static constexpr u16 andnot(u16 a, u16 b) { return (u16)(~a & b); }
};

// Two independent sets of words, one instruction stream for both: work in flight for the
// vector units, which one set's chains of dependent gates would leave waiting.
template <class W> struct twin {
	W lo, hi;
};

template <class W> inline twin<W> operator^(twin<W> a, twin<W> b)
{
	return { a.lo ^ b.lo, a.hi ^ b.hi };
}

template <class W> inline twin<W> operator&(twin<W> a, twin<W> b)
{
	return { a.lo & b.lo, a.hi & b.hi };
}

template <class W> inline twin<W> operator|(twin<W> a, twin<W> b)
{
	return { a.lo | b.lo, a.hi | b.hi };
}

template <class W> struct ops<twin<W>> {
	using o = ops<W>;
	static twin<W> ones() { return { o::ones(), o::ones() }; }
	static twin<W> andnot(twin<W> a, twin<W> b)
	{
		return { o::andnot(a.lo, b.lo), o::andnot(a.hi, b.hi) };
	}
	template <int N> static twin<W> rotl(twin<W> x)
	{
		return { o::template rotl<N>(x.lo), o::template rotl<N>(x.hi) };
	}
	template <int N> static twin<W> shl(twin<W> x)
	{
		return { o::template shl<N>(x.lo), o::template shl<N>(x.hi) };
	}
	static twin<W> splat(u32 k)
	{
		const W v = o::splat(k);

		return { v, v };
	}
};

// Output @v of S-box @box, or for box 8..15 of the inverse of S-box box - 8.
constexpr unsigned int sbox_value(unsigned int box, unsigned int v)
{
	if (box < 8)
		return sbox[box][v];
	for (unsigned int u = 0; u < 16; u++)
		if (sbox[box - 8][u] == v)
			return u;
	return 16;
}

template <sbox_op Op, class W> constexpr W sbox_gate_apply(W a, W b)
{
	if constexpr (Op == op_xor)
		return a ^ b;
	else if constexpr (Op == op_and)
		return a & b;
	else if constexpr (Op == op_or)
		return a | b;
	else if constexpr (Op == op_andn)
		return ops<W>::andnot(a, b);
	else
		return a ^ ops<W>::ones();
}

template <unsigned int Box, class W, size_t... G>
constexpr void sbox_gates(W *t, std::index_sequence<G...>)
{
	constexpr const sbox_gate *g = sbox_circuits[Box].gate;

	((t[4 + G] = sbox_gate_apply<g[G].op>(t[g[G].a], t[g[G].b])), ...);
}

// Applies S-box Box (or an inverse, Box >= 8) to the nibbles (x3 x2 x1 x0) of x[], through
// its circuit of serpent_sbox_circuits.h.
template <unsigned int Box, class W> constexpr void sbox_apply(W *x)
{
	constexpr unsigned int gates = sbox_circuits[Box].gates;
	W t[4 + gates];

	for (unsigned int i = 0; i < 4; i++)
		t[i] = x[i];
	sbox_gates<Box>(t, std::make_index_sequence<gates>());
	for (unsigned int j = 0; j < 4; j++)
		x[j] = t[sbox_circuits[Box].out[j]];
}

// @f on the two sets of words one after the other, so that each has the whole register file
// but the other's four words.
template <class W, class F> inline void each_set(twin<W> *x, F f)
{
	W lo[4], hi[4];

	for (unsigned int i = 0; i < 4; i++) {
		lo[i] = x[i].lo;
		hi[i] = x[i].hi;
	}
	f(lo);
	f(hi);
	for (unsigned int i = 0; i < 4; i++)
		x[i] = { lo[i], hi[i] };
}

// Two sets go through an S-box one after the other.
template <unsigned int Box, class W> inline void sbox_apply(twin<W> *x)
{
	each_set(x, [](W *set) { sbox_apply<Box>(set); });
}

// Each circuit on truth tables (bit v of input word i is bit i of v: all 16 inputs at once), by
// the same code as on data words, against the S-box tables.
template <unsigned int Box> constexpr bool sbox_circuit_is_sbox()
{
	u16 t[4] = { 0xaaaa, 0xcccc, 0xf0f0, 0xff00 };

	sbox_apply<Box>(t);
	for (unsigned int j = 0; j < 4; j++)
		for (unsigned int v = 0; v < 16; v++)
			if (((t[j] >> v) & 1) != ((sbox_value(Box, v) >> j) & 1))
				return false;
	return true;
}

template <size_t... B> constexpr bool sbox_circuits_are_sboxes(std::index_sequence<B...>)
{
	return (sbox_circuit_is_sbox<B>() && ...);
}
static_assert(sbox_circuits_are_sboxes(std::make_index_sequence<16>()));

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

// The inverse transformation likewise, one set after the other: decryption spilled less so
// (encryption's forward transformation measured no better split).
template <class W> inline void lt_inv(twin<W> *x)
{
	each_set(x, [](W *set) { lt_inv(set); });
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
