/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * ARIA on 16 blocks a 128-bit lane, byte-sliced: after a 16x16 byte transpose register j holds
 * byte j of every block, so a substitution layer is one S-box call a register and the diffusion
 * layer is register XORs and renamings, with no byte shuffles at all.
 *
 * The diffusion layer (RFC 5794 2.4.3) factors, over the four 4-byte words of the state, as
 * A = MM . P . MM . M: M replaces each byte by the XOR of the other three of its word, MM mixes
 * the four words (w1 ^= w2, w2 ^= w3, w0 ^= w1, w3 ^= w1, w2 ^= w0, w1 ^= w2, bytewise), and P
 * reorders the bytes within words 1 to 3 (found by a search over such reorderings, and checked
 * below against 2.4.3's matrix). Byte-sliced, P costs nothing and the rest is 72 XORs, or 48
 * three-way XORs with AVX-512's VPTERNLOG.
 */
#ifndef _UKC_X86_ARIA_SLICED_X86_H
#define _UKC_X86_ARIA_SLICED_X86_H

#include <utility>

#include "aria-simd-x86.h"
#include "camellia-simd-x86.h"

namespace ukc::x86 {
namespace {

// The diffusion layer over registers x[0..15] of any type X knows the XORs of (bxor, and xor3
// where X::ternary says a three-way XOR is one instruction).
template <class X, class T> constexpr void aria_sliced_m(T *x)
{
	for (int w = 0; w < 16; w += 4) {
		const T a = x[w], b = x[w + 1], c = x[w + 2], d = x[w + 3];

		if constexpr (X::ternary) {
			x[w] = X::xor3(b, c, d);
			x[w + 1] = X::xor3(a, c, d);
			x[w + 2] = X::xor3(a, b, d);
			x[w + 3] = X::xor3(a, b, c);
		} else {
			const T ab = X::bxor(a, b), cd = X::bxor(c, d);

			x[w] = X::bxor(b, cd);
			x[w + 1] = X::bxor(a, cd);
			x[w + 2] = X::bxor(d, ab);
			x[w + 3] = X::bxor(c, ab);
		}
	}
}

template <class X, class T> constexpr void aria_sliced_mm(T *x)
{
	for (int k = 0; k < 4; k++) {
		T &w0 = x[k], &w1 = x[4 + k], &w2 = x[8 + k], &w3 = x[12 + k];

		if constexpr (X::ternary) {
			const T a0 = w0, a1 = w1, a2 = w2, a3 = w3;

			w0 = X::xor3(a0, a1, a2);
			w1 = X::xor3(a0, a2, a3);
			w2 = X::xor3(a0, a1, a3);
			w3 = X::xor3(a1, a2, a3);
		} else {
			w1 = X::bxor(w1, w2);
			w2 = X::bxor(w2, w3);
			w0 = X::bxor(w0, w1);
			w3 = X::bxor(w3, w1);
			w2 = X::bxor(w2, w0);
			w1 = X::bxor(w1, w2);
		}
	}
}

template <class X, class T> constexpr void aria_sliced_diffuse(T *x)
{
	aria_sliced_m<X>(x);
	aria_sliced_mm<X>(x);
	// P: word 1's byte pairs swapped, word 2's halves swapped, word 3 reversed.
	std::swap(x[4], x[5]);
	std::swap(x[6], x[7]);
	std::swap(x[8], x[10]);
	std::swap(x[9], x[11]);
	std::swap(x[12], x[15]);
	std::swap(x[13], x[14]);
	aria_sliced_mm<X>(x);
}

// The check: each register a set of input bytes (bit j for byte j), XOR their symmetric
// difference, and the result must be aria_a_rows.
template <bool Ternary> struct aria_sliced_sym {
	static constexpr bool ternary = Ternary;
	static constexpr u16 bxor(u16 a, u16 b) { return a ^ b; }
	static constexpr u16 xor3(u16 a, u16 b, u16 c) { return a ^ b ^ c; }
};

template <bool Ternary> constexpr bool aria_sliced_diffuse_ok()
{
	u16 x[16] = {};

	for (int j = 0; j < 16; j++)
		x[j] = (u16)(1u << j);
	aria_sliced_diffuse<aria_sliced_sym<Ternary>>(x);
	for (int i = 0; i < 16; i++)
		if (x[i] != aria_a_rows[i])
			return false;
	return true;
}
static_assert(aria_sliced_diffuse_ok<false>() && aria_sliced_diffuse_ok<true>());

// ShiftRows four times over is the identity, so the AES-NI layers' ShiftRows order (below)
// comes back to the blocks' own after a multiple of four layers.
constexpr bool aria_sliced_sr4_ok()
{
	const auto &sr = camellia_sbox::aesni_shift_rows;

	for (int i = 0; i < 16; i++)
		if (sr[sr[sr[sr[i]]]] != i)
			return false;
	return true;
}
static_assert(aria_sliced_sr4_ok());

// S-boxes 1 to 4 (SB1, SB2, SB1^-1, SB2^-1) on whole registers through GFNI (aria-x86.h's maps).
template <class Ops> struct aria_sliced_gfni {
	using reg = typename Ops::reg;

	template <int S> static reg sbox(reg x)
	{
		if constexpr (S == 1)
			return Ops::template gf_affine<true, aria_c1>(x, aria_a_aes.qword());
		else if constexpr (S == 2)
			return Ops::template gf_affine<true, aria_c2>(x, aria_b8.qword());
		else if constexpr (S == 3)
			return Ops::template gf_affine<true, 0>(
				Ops::template gf_affine<false, aria_d1>(x, aria_n1.qword()),
				aria_identity);
		else
			return Ops::template gf_affine<true, 0>(
				Ops::template gf_affine<false, aria_d2>(x, aria_n2.qword()),
				aria_identity);
	}
	static reg fix_order(reg x, int) { return x; }
};

// The same through AESENCLAST and AESDECLAST (aria-x86.h), each of which moves the blocks of a
// register by ShiftRows; fed ShiftRows twice first, AESDECLAST moves them by ShiftRows too, so
// every register's blocks stay in one order, ShiftRows to the power of the layers so far.
template <class Ops> struct aria_sliced_aesni : camellia_aesni_sboxes<Ops> {
	using sboxes = camellia_aesni_sboxes<Ops>;
	using reg = typename Ops::reg;

	template <int S> static reg sbox(reg x)
	{
		if constexpr (S == 1)
			return Ops::template aes<false>(x);
		else if constexpr (S == 2)
			return sboxes::affine(Ops::template aes<false>(x), aria_sb2_post);
		else if constexpr (S == 3)
			return Ops::template aes<true>(Ops::shuffle_by(x, aria_sr2.data()));
		else
			return Ops::template aes<true>(Ops::shuffle_by(
				sboxes::affine(x, aria_sb4_pre_tables), aria_sr2.data()));
	}
	// After @layers layers (12, 14 or 16), the blocks back in their order.
	static reg fix_order(reg x, int layers)
	{
		return (layers % 4) ? Ops::shuffle_by(x, aria_sr2.data()) : x;
	}
};

// The rounds (RFC 5794 2.4) on Ops::lanes blocks, S-boxes from Box.
template <class Ops, class Box> struct aria_sliced {
	using reg = typename Ops::reg;

	// The context's round keys are big-endian words: byte j of the key is byte j ^ 3 of them.
	static void add_key(reg *x, const u32 *rk)
	{
		const u8 *k = reinterpret_cast<const u8 *>(rk);

		for (unsigned int j = 0; j < 16; j++)
			x[j] = Ops::bxor(x[j], Ops::splat(k, j ^ 3));
	}

	// SL1 (odd rounds) applies SB1 SB2 SB3 SB4 to the bytes 4w .. 4w + 3, SL2 (even rounds)
	// SB3 SB4 SB1 SB2.
	template <bool Even> static void sl(reg *x)
	{
		for (unsigned int w = 0; w < 16; w += 4) {
			x[w] = Box::template sbox < Even ? 3 : 1 > (x[w]);
			x[w + 1] = Box::template sbox < Even ? 4 : 2 > (x[w + 1]);
			x[w + 2] = Box::template sbox < Even ? 1 : 3 > (x[w + 2]);
			x[w + 3] = Box::template sbox < Even ? 2 : 4 > (x[w + 3]);
		}
	}

	// The rounds on byte-sliced @x, left with the blocks in the order they came in.
	[[gnu::always_inline]] static void rounds(const u32 (*rk)[ARIA_RD_KEY_WORDS], int rounds,
						  reg *x)
	{
		for (int r = 0; r < rounds - 1; r += 2) {
			add_key(x, rk[r]);
			sl<false>(x);
			aria_sliced_diffuse<Ops>(x);
			add_key(x, rk[r + 1]);
			sl<true>(x);
			if (r + 2 < rounds)
				aria_sliced_diffuse<Ops>(x);
		}
		add_key(x, rk[rounds]);
		for (unsigned int j = 0; j < 16; j++)
			x[j] = Box::fix_order(x[j], rounds);
	}

	static void crypt(const u32 (*rk)[ARIA_RD_KEY_WORDS], int n, u8 *dst, const u8 *src)
	{
		reg x[16];

		for (unsigned int j = 0; j < 16; j++)
			x[j] = Ops::load(src, j);
		camellia_simd<Ops>::transpose(x);
		rounds(rk, n, x);
		camellia_simd<Ops>::transpose(x);
		for (unsigned int j = 0; j < 16; j++)
			Ops::store(dst, j, x[j]);
	}

	// Each byte's block number in a byte-sliced register: the zmm layout's own, or the one
	// camellia-simd-x86.h works out for the xmm and ymm loads.
	static reg block_numbers()
	{
		if constexpr (requires { Ops::block_numbers(); })
			return Ops::block_numbers();
		else
			return Ops::table(camellia_simd<Ops>::block_number.data());
	}

	// dst = src ^ E(counter blocks), Ops::lanes of them from the big-endian @counter on, built
	// byte-sliced (camellia-simd-x86.h) in place of a keystream buffer's load and transpose.
	static void ctr(const void *ctx, u8 *dst, const u8 *src, const u8 *counter)
	{
		const auto *c = static_cast<const struct aria_ctx *>(ctx);
		reg x[16];

		camellia_simd<Ops>::counter_blocks(x, counter, block_numbers());
		rounds(c->enc_key, c->rounds, x);
		camellia_simd<Ops>::transpose(x);
		for (unsigned int j = 0; j < 16; j++)
			Ops::store_xor(dst, src, j, x[j]);
	}

	template <bool Enc> static void blocks(const void *ctx, u8 *dst, const u8 *src)
	{
		const auto *c = static_cast<const struct aria_ctx *>(ctx);

		crypt(Enc ? c->enc_key : c->dec_key, c->rounds, dst, src);
	}
};

} // namespace
} // namespace ukc::x86

#endif /* _UKC_X86_ARIA_SLICED_X86_H */
