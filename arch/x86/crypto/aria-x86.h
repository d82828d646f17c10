/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * ARIA's S-boxes as affine maps around the AES field inversion and its diffusion layer as seven
 * byte permutations, built and checked at compile time, for the x86 tiers that hold one block
 * in each 128-bit lane (aria-gfni-avx512.cpp, aria-aesni-avx.cpp, aria-aesni-avx2.cpp).
 *
 * Each of ARIA's four S-boxes is an inversion in GF(2^8) (the AES polynomial, which GFNI and
 * AES-NI use) and an affine map around it: SB1 = A(x^-1) ^ 0x63 (AES's), SB2 = B(x^247) ^ 0xe2,
 * where x^247 = (x^-1)^8 and raising to the 8th power (three squarings) is linear. The inverse
 * boxes SB3 and SB4 are the inverse affine map first and the inversion after.
 */
#ifndef _UKC_X86_ARIA_X86_H
#define _UKC_X86_ARIA_X86_H

#include <crypto/aria.h>

#include "camellia-sbox-x86.h"

namespace ukc::x86 {
namespace {

// The AES field's multiplication and inversion (0 to 0, as GFNI's), and linear maps by their
// columns, as Camellia's S-boxes are derived with.
using camellia_sbox::gf_inv;
using camellia_sbox::gf_mul;

// A linear map of bytes given by its columns (the images of bits 0..7).
struct aria_lin {
	u8 col[8];

	constexpr u8 operator()(u8 x) const { return camellia_sbox::lin(col, x); }

	// The VGF2P8AFFINEQB operand: byte 7 - i holds row i (the input bits output bit i takes).
	constexpr u64 qword() const
	{
		u64 q = 0;

		for (int i = 0; i < 8; i++) {
			u8 row = 0;

			for (int k = 0; k < 8; k++)
				row |= (u8)(((col[k] >> i) & 1) << k);
			q |= (u64)row << (8 * (7 - i));
		}
		return q;
	}
};

template <typename F> constexpr aria_lin aria_lin_of(F f)
{
	aria_lin l{};

	for (int k = 0; k < 8; k++)
		l.col[k] = f((u8)(1u << k));
	return l;
}

// The inverse of an invertible linear map, by search.
constexpr aria_lin aria_lin_inverse(const aria_lin &l)
{
	aria_lin r{};

	for (int k = 0; k < 8; k++)
		for (unsigned int x = 0; x < 256; x++)
			if (l((u8)x) == (1u << k))
				r.col[k] = (u8)x;
	return r;
}

// AES's affine matrix (FIPS-197 5.1.1) and ARIA's B (the columns B e_0 .. B e_7).
constexpr aria_lin aria_a_aes = aria_lin_of(
	[](u8 x) { return (u8)(camellia_sbox::aes_affine(x) ^ 0x63); });
constexpr aria_lin aria_b = { { 0xac, 0xc5, 0x12, 0xcf, 0x5b, 0x5f, 0x85, 0xee } };

// SB2's map after the inversion: B of the 8th power.
constexpr aria_lin aria_b8 = aria_lin_of([](u8 x) {
	const u8 x2 = gf_mul(x, x), x4 = gf_mul(x2, x2);

	return aria_b(gf_mul(x4, x4));
});

constexpr u8 aria_c1 = 0x63, aria_c2 = 0xe2;

// The inverse boxes: x = L^-1(y) ^ L^-1(c), then the inversion.
constexpr aria_lin aria_n1 = aria_lin_inverse(aria_a_aes), aria_n2 = aria_lin_inverse(aria_b8);
constexpr u8 aria_d1 = aria_n1(aria_c1), aria_d2 = aria_n2(aria_c2);

// The instructions on one byte, as the SDM defines them.
constexpr u8 aria_affine(u8 x, u64 q, u8 c)
{
	u8 r = 0;

	for (int i = 0; i < 8; i++)
		r |= (u8)((__builtin_popcount((unsigned int)((q >> (8 * (7 - i))) & 0xff) & x) & 1)
			  << i);
	return r ^ c;
}

constexpr u8 aria_affine_inv(u8 x, u64 q, u8 c)
{
	return aria_affine(gf_inv(x), q, c);
}

constexpr u64 aria_identity = 0x0102040810204080ull;

constexpr u8 aria_sb(int which, u8 x)
{
	switch (which) {
	case 0:
		return aria_affine_inv(x, aria_a_aes.qword(), aria_c1);
	case 1:
		return aria_affine_inv(x, aria_b8.qword(), aria_c2);
	case 2:
		return aria_affine_inv(aria_affine(x, aria_n1.qword(), aria_d1), aria_identity, 0);
	default:
		return aria_affine_inv(aria_affine(x, aria_n2.qword(), aria_d2), aria_identity, 0);
	}
}

// SB1 and SB2 at points of RFC 5794's tables, and SB3, SB4 their inverses everywhere.
constexpr bool aria_sboxes_ok()
{
	constexpr u8 at[4] = { 0x00, 0x01, 0x53, 0xff };
	constexpr u8 want[4][4] = {
		{ 0x63, 0x7c, 0xed, 0x16 },
		{ 0xe2, 0x4e, 0x38, 0x81 },
		{ 0x52, 0x09, 0x50, 0x7d },
		{ 0x30, 0x68, 0x5f, 0x60 },
	};

	if (aria_identity != aria_lin_of([](u8 x) { return x; }).qword() ||
	    aria_a_aes.qword() != 0xf1e3c78f1f3e7cf8ull)
		return false;
	for (int s = 0; s < 4; s++)
		for (int i = 0; i < 4; i++)
			if (aria_sb(s, at[i]) != want[s][i])
				return false;
	for (unsigned int x = 0; x < 256; x++)
		if (aria_sb(2, aria_sb(0, (u8)x)) != x || aria_sb(3, aria_sb(1, (u8)x)) != x)
			return false;
	return true;
}
static_assert(aria_sboxes_ok());

// Section 2.4.3's A as seven permutations: output byte i is the XOR over k of input byte
// aria_perm[k][i] (each row of A's ones split over the seven).
constexpr u8 aria_perm[7][16] = {
	{ 8, 7, 4, 11, 14, 10, 9, 13, 15, 6, 3, 2, 12, 0, 5, 1 },
	{ 14, 12, 10, 7, 15, 1, 0, 11, 4, 5, 13, 9, 6, 8, 3, 2 },
	{ 3, 5, 11, 10, 0, 15, 7, 1, 13, 14, 8, 12, 2, 6, 9, 4 },
	{ 13, 9, 1, 0, 8, 14, 2, 6, 7, 12, 15, 3, 11, 10, 4, 5 },
	{ 6, 2, 15, 13, 11, 9, 10, 12, 1, 0, 5, 4, 7, 3, 14, 8 },
	{ 4, 15, 12, 5, 2, 3, 13, 8, 0, 1, 6, 14, 9, 7, 11, 10 },
	{ 9, 8, 6, 14, 5, 4, 12, 3, 10, 11, 2, 7, 1, 13, 0, 15 },
};

// Bit j of row i set when output byte i takes input byte j (section 2.4.3).
constexpr u16 aria_a_rows[16] = {
	0x6358, 0x93a4, 0x9c52, 0x6ca1, 0xc925, 0xc61a, 0x3685, 0x394a,
	0xa493, 0x5863, 0xa16c, 0x529c, 0x1ac6, 0x25c9, 0x4a39, 0x8536,
};

constexpr bool aria_perm_is_a()
{
	for (int i = 0; i < 16; i++) {
		unsigned int row = 0;

		for (int k = 0; k < 7; k++) {
			if (row & (1u << aria_perm[k][i]))
				return false;
			row |= 1u << aria_perm[k][i];
		}
		if (row != aria_a_rows[i])
			return false;
	}
	return true;
}
static_assert(aria_perm_is_a());

// The bytes of each 32-bit word reversed: the context's round keys are big-endian words.
constexpr u8 aria_bswap32[16] = { 3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12 };

// The AES-NI tiers take SB1 from AESENCLAST and SB3 from AESDECLAST (with a zero round key),
// SB2 as an affine map of SB1's output (x^-1 = A^-1(SB1(x) ^ 0x63), then B8) and SB4 as
// InvSubBytes after an affine map (x^-1 = InvSubBytes(A(x) ^ 0x63) for x = N2(y ^ 0xe2)).
constexpr u8 aria_sb2_of_sb1(u8 s)
{
	return aria_b8(aria_n1((u8)(s ^ aria_c1))) ^ aria_c2;
}

constexpr u8 aria_sb4_pre(u8 y)
{
	return aria_a_aes(aria_n2((u8)(y ^ aria_c2))) ^ aria_c1;
}

// One S-box @which as the AES-NI tiers compute it, on every byte; one box an assertion, each
// within a compiler's constexpr step limit (clang 14's too).
constexpr bool aria_aesni_sbox_ok(int which)
{
	using camellia_sbox::aes_sub;
	using camellia_sbox::aes_unaffine;

	for (unsigned int x = 0; x < 256; x++) {
		const u8 b = (u8)x;
		const u8 got = which == 0   ? aes_sub(b)
			       : which == 1 ? aria_sb2_of_sb1(aes_sub(b))
			       : which == 2 ? gf_inv(aes_unaffine(b))
					    : gf_inv(aes_unaffine(aria_sb4_pre(b)));

		if (got != aria_sb(which, b))
			return false;
	}
	return true;
}
static_assert(aria_aesni_sbox_ok(0) && aria_aesni_sbox_ok(1));
static_assert(aria_aesni_sbox_ok(2) && aria_aesni_sbox_ok(3));

constexpr camellia_sbox::nibble_tables aria_sb2_post = camellia_sbox::make_nibble_tables(
	aria_sb2_of_sb1);
constexpr camellia_sbox::nibble_tables aria_sb4_pre_tables = camellia_sbox::make_nibble_tables(
	aria_sb4_pre);

// AESENCLAST returns SubBytes in ShiftRows order, and AESDECLAST InvSubBytes in InvShiftRows
// order; ShiftRows moves bytes only within the rows r = i mod 4, the positions the substitution
// layers choose their S-box by. Fed ShiftRows twice over, AESDECLAST's output is in ShiftRows
// order too, so a whole layer comes out in ShiftRows order z[i] = y[sr[i]], and the diffusion
// reads input byte j of y as byte isr[j] of z: aria_perm composed with the inverse.
constexpr std::array<u8, 16> aria_sr2 = [] {
	const auto &sr = camellia_sbox::aesni_shift_rows;
	std::array<u8, 16> t{};

	for (int i = 0; i < 16; i++)
		t[i] = sr[sr[i]];
	return t;
}();

constexpr std::array<std::array<u8, 16>, 7> aria_perm_sr = [] {
	const auto &isr = camellia_sbox::aesni_inv_shift_rows;
	std::array<std::array<u8, 16>, 7> t{};

	for (int k = 0; k < 7; k++)
		for (int i = 0; i < 16; i++)
			t[k][i] = isr[aria_perm[k][i]];
	return t;
}();

constexpr bool aria_shift_rows_ok()
{
	const auto &sr = camellia_sbox::aesni_shift_rows,
		   &isr = camellia_sbox::aesni_inv_shift_rows;

	for (int i = 0; i < 16; i++)
		if (sr[isr[i]] != i || sr[i] % 4 != i % 4)
			return false;
	return true;
}
static_assert(aria_shift_rows_ok());

} // namespace
} // namespace ukc::x86

#endif /* _UKC_X86_ARIA_X86_H */
