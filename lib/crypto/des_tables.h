/* SPDX-License-Identifier: GPL-2.0-only */
/* DES's S-boxes, P, IP and FP (FIPS 46-3), and the combined S-box/P tables computed from them at
 * compile time: for the library's DES (des.cpp) and the x86_64 Triple DES driver
 * (arch/x86/crypto/des3_ede-x86_64.cpp). */
#ifndef _UKC_LIB_CRYPTO_DES_TABLES_H
#define _UKC_LIB_CRYPTO_DES_TABLES_H

#include <linux/types.h>

#include <array>
#include <bit>

namespace ukc {

// FIPS 46-3 "Primitive functions": S1-S8, row-major (row = first and last input bit, column =
// the middle four).
constexpr u8 des_sbox[8][64] = {
	{ 14, 4,  13, 1, 2,  15, 11, 8, 3, 10, 6, 12, 5,  9,  0,  7,  0,  15, 7,  4,  14, 2,
	  13, 1,  10, 6, 12, 11, 9,  5, 3, 8,  4, 1,  14, 8,  13, 6,  2,  11, 15, 12, 9,  7,
	  3,  10, 5,  0, 15, 12, 8,  2, 4, 9,  1, 7,  5,  11, 3,  14, 10, 0,  6,  13 },
	{ 15, 1,  8,  14, 6,  11, 3,  4, 9,  7,	 2, 13, 12, 0,	5,  10, 3,  13, 4,  7, 15, 2,
	  8,  14, 12, 0,  1,  10, 6,  9, 11, 5,	 0, 14, 7,  11, 10, 4,	13, 1,	5,  8, 12, 6,
	  9,  3,  2,  15, 13, 8,  10, 1, 3,  15, 4, 2,	11, 6,	7,  12, 0,  5,	14, 9 },
	{ 10, 0,  9,  14, 6, 3,	 15, 5,	 1,  13, 12, 7, 11, 4,	2,  8,	13, 7, 0,  9, 3, 4,
	  6,  10, 2,  8,  5, 14, 12, 11, 15, 1,	 13, 6, 4,  9,	8,  15, 3,  0, 11, 1, 2, 12,
	  5,  10, 14, 7,  1, 10, 13, 0,	 6,  9,	 8,  7, 4,  15, 14, 3,	11, 5, 2,  12 },
	{ 7, 13, 14, 3, 0, 6,  9, 10, 1,  2, 8,	 5, 11, 12, 4,	15, 13, 8,  11, 5, 6, 15,
	  0, 3,	 4,  7, 2, 12, 1, 10, 14, 9, 10, 6, 9,	0,  12, 11, 7,	13, 15, 1, 3, 14,
	  5, 2,	 8,  4, 3, 15, 0, 6,  10, 1, 13, 8, 9,	4,  5,	11, 12, 7,  2,	14 },
	{ 2,  12, 4, 1,	 7,  10, 11, 6, 8, 5,  3, 15, 13, 0,  14, 9,  14, 11, 2,  12, 4,  7,
	  13, 1,  5, 0,	 15, 10, 3,  9, 8, 6,  4, 2,  1,  11, 10, 13, 7,  8,  15, 9,  12, 5,
	  6,  3,  0, 14, 11, 8,	 12, 7, 1, 14, 2, 13, 6,  15, 0,  9,  10, 4,  5,  3 },
	{ 12, 1,  10, 15, 9,  2,  6, 8,	 0, 13, 3,  4,	14, 7,	5, 11, 10, 15, 4, 2, 7, 12,
	  9,  5,  6,  1,  13, 14, 0, 11, 3, 8,	9,  14, 15, 5,	2, 8,  12, 3,  7, 0, 4, 10,
	  1,  13, 11, 6,  4,  3,  2, 12, 9, 5,	15, 10, 11, 14, 1, 7,  6,  0,  8, 13 },
	{ 4, 11, 2,  14, 15, 0,	 8,  13, 3, 12, 9,  7, 5,  10, 6,  1,  13, 0,  11, 7,  4, 9,
	  1, 10, 14, 3,	 5,  12, 2,  15, 8, 6,	1,  4, 11, 13, 12, 3,  7,  14, 10, 15, 6, 8,
	  0, 5,	 9,  2,	 6,  11, 13, 8,	 1, 4,	10, 7, 9,  5,  0,  15, 14, 2,  3,  12 },
	{ 13, 2, 8,  4, 6, 15, 11, 1,  10, 9,  3, 14, 5,  0,  12, 7,  1,  15, 13, 8, 10, 3,
	  7,  4, 12, 5, 6, 11, 0,  14, 9,  2,  7, 11, 4,  1,  9,  12, 14, 2,  0,  6, 10, 13,
	  15, 3, 5,  8, 2, 1,  14, 7,  4,  10, 8, 13, 15, 12, 9,  0,  3,  5,  6,  11 },
};

// FIPS 46-3: the permutation P ("bit n" counts from 1 at the most significant end).
constexpr u8 des_p[32] = { 16, 7, 20, 21, 29, 12, 28, 17, 1,  15, 23, 26, 5,  18, 31, 10,
			   2,  8, 24, 14, 32, 27, 3,  9,  19, 13, 30, 6,  22, 11, 4,  25 };

constexpr bool des_sbox_rows_are_permutations()
{
	for (const auto &box : des_sbox)
		for (unsigned int row = 0; row < 4; row++) {
			unsigned int seen = 0;
			for (unsigned int col = 0; col < 16; col++)
				seen |= 1u << box[row * 16 + col];
			if (seen != 0xffff)
				return false;
		}
	return true;
}
static_assert(des_sbox_rows_are_permutations(), "each S-box row maps 0-15 onto itself");

// Output bit i (from 1, most significant first) of an n-bit result is input bit table[i - 1]
// of a w-bit value.
constexpr u64 des_permute(u64 in, const u8 *table, unsigned int n, unsigned int w)
{
	u64 out = 0;

	for (unsigned int i = 0; i < n; i++)
		out = out << 1 | ((in >> (w - table[i])) & 1);
	return out;
}

// The halves of a block are kept rotated left by one bit: then E's eight 6-bit windows sit in
// the low six bits of the bytes of R (windows 8, 6, 4, 2) and of R >>> 4 (7, 5, 3, 1), so a
// round is eight byte lookups with no expansion step.
using des_sp_table = std::array<std::array<u32, 64>, 8>;

constexpr des_sp_table des_make_sp()
{
	des_sp_table sp{};

	for (unsigned int j = 0; j < 8; j++)
		for (unsigned int x = 0; x < 64; x++) {
			const unsigned int row = ((x >> 4) & 2) | (x & 1), col = (x >> 1) & 15;
			const u32 s = (u32)des_sbox[j][row * 16 + col] << (28 - 4 * j);
			sp[j][x] = std::rotl((u32)des_permute(s, des_p, 32, 32), 1);
		}
	return sp;
}

inline constexpr des_sp_table des_sp = des_make_sp();

constexpr void des_delta_swap(u32 &a, u32 &b, unsigned int shift, u32 mask)
{
	const u32 t = ((a >> shift) ^ b) & mask;

	b ^= t;
	a ^= t << shift;
}

// IP as five exchanges of bit groups between the halves; FP undoes them in reverse order.
constexpr void des_ip(u32 &l, u32 &r)
{
	des_delta_swap(l, r, 4, 0x0f0f0f0f);
	des_delta_swap(l, r, 16, 0x0000ffff);
	des_delta_swap(r, l, 2, 0x33333333);
	des_delta_swap(r, l, 8, 0x00ff00ff);
	des_delta_swap(l, r, 1, 0x55555555);
}

constexpr void des_fp(u32 &l, u32 &r)
{
	des_delta_swap(l, r, 1, 0x55555555);
	des_delta_swap(r, l, 8, 0x00ff00ff);
	des_delta_swap(r, l, 2, 0x33333333);
	des_delta_swap(l, r, 16, 0x0000ffff);
	des_delta_swap(l, r, 4, 0x0f0f0f0f);
}

constexpr u8 des_ip_table[64] = { 58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4,
				  62, 54, 46, 38, 30, 22, 14, 6, 64, 56, 48, 40, 32, 24, 16, 8,
				  57, 49, 41, 33, 25, 17, 9,  1, 59, 51, 43, 35, 27, 19, 11, 3,
				  61, 53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31, 23, 15, 7 };

constexpr bool des_ip_matches_table()
{
	for (unsigned int b = 0; b < 64; b++) {
		const u64 x = 1ull << b;
		u32 l = (u32)(x >> 32), r = (u32)x;

		des_ip(l, r);
		if (((u64)l << 32 | r) != des_permute(x, des_ip_table, 64, 64))
			return false;
		des_fp(l, r);
		if (((u64)l << 32 | r) != x)
			return false;
	}
	return true;
}
static_assert(des_ip_matches_table(), "IP is FIPS 46-3's, and FP its inverse");

} // namespace ukc

#endif /* _UKC_LIB_CRYPTO_DES_TABLES_H */
