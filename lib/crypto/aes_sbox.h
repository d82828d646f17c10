/* SPDX-License-Identifier: GPL-2.0-only */
/* The AES S-box and its inverse (FIPS-197 5.1.1) and the T-tables, computed at compile time: for
 * the library's tables and for the copies ukcrypto-kbuild links into modules
 * (tools/kbuild-data.cpp). */
#ifndef _UKC_LIB_CRYPTO_AES_SBOX_H
#define _UKC_LIB_CRYPTO_AES_SBOX_H

#include <linux/types.h>

#include <bit>

namespace ukc {

struct aes_byte_table {
	u8 v[256];
};

// FIPS-197 4.2: multiplication in GF(2^8) modulo m(x) = x^8 + x^4 + x^3 + x + 1.
constexpr u8 aes_gf_xtime(u8 a)
{
	return static_cast<u8>((a << 1) ^ ((a & 0x80) ? 0x1b : 0));
}

constexpr u8 aes_gf_mul(u8 a, u8 b)
{
	u8 r = 0;

	for (; b; b >>= 1, a = aes_gf_xtime(a))
		if (b & 1)
			r ^= a;
	return r;
}

// FIPS-197 4.4: the inverse of a non-zero element is a^254, since a^255 = 1; 0 maps to 0.
constexpr u8 aes_gf_inverse(u8 a)
{
	u8 r = 1;

	for (int e = 254; e; e >>= 1, a = aes_gf_mul(a, a))
		if (e & 1)
			r = aes_gf_mul(r, a);
	return r;
}

// FIPS-197 5.1.1: SubBytes is the multiplicative inverse followed by the affine map
// b'_i = b_i ^ b_(i+4) ^ b_(i+5) ^ b_(i+6) ^ b_(i+7) ^ c_i, with c = 0x63.
constexpr aes_byte_table aes_build_sbox()
{
	aes_byte_table s{};

	for (int x = 0; x < 256; x++) {
		u8 b = aes_gf_inverse(static_cast<u8>(x));

		s.v[x] = b ^ std::rotl(b, 1) ^ std::rotl(b, 2) ^ std::rotl(b, 3) ^ std::rotl(b, 4) ^
			 0x63;
	}
	return s;
}

constexpr aes_byte_table aes_build_inv_sbox(const aes_byte_table &s)
{
	aes_byte_table inv{};

	for (int x = 0; x < 256; x++)
		inv.v[s.v[x]] = static_cast<u8>(x);
	return inv;
}

struct aes_word_tables {
	u32 t[4][256];
};

// Packs one MixColumns (or InvMixColumns) matrix column times @b into a word whose low byte
// is row 0, then fills table n with the same word rotated to start at row n.
constexpr void aes_fill_column_tables(aes_word_tables &w, int x, u8 b, const u8 (&coef)[4])
{
	u32 col = 0;

	for (int row = 0; row < 4; row++)
		col |= static_cast<u32>(aes_gf_mul(b, coef[row])) << (8 * row);
	for (int n = 0; n < 4; n++)
		w.t[n][x] = std::rotl(col, 8 * n);
}

// Table n maps a byte of state row n to its column contribution after SubBytes and
// MixColumns (FIPS-197 5.1.3: the first matrix column is 02 01 01 03).
constexpr aes_word_tables aes_build_ft(const aes_byte_table &s)
{
	aes_word_tables w{};

	for (int x = 0; x < 256; x++)
		aes_fill_column_tables(w, x, s.v[x], { 2, 1, 1, 3 });
	return w;
}

// The same for InvSubBytes then InvMixColumns (FIPS-197 5.3.3: first column 0e 09 0d 0b).
constexpr aes_word_tables aes_build_it(const aes_byte_table &inv)
{
	aes_word_tables w{};

	for (int x = 0; x < 256; x++)
		aes_fill_column_tables(w, x, inv.v[x], { 14, 9, 13, 11 });
	return w;
}

} // namespace ukc

#endif /* _UKC_LIB_CRYPTO_AES_SBOX_H */
