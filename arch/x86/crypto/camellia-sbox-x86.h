/* SPDX-License-Identifier: GPL-2.0-only */
/* Camellia's S-boxes as affine maps around the AES field inversion, as the nibble tables the
 * x86 AES-NI tiers apply with PSHUFB around AESENCLAST. */
#ifndef _UKC_X86_CAMELLIA_SBOX_X86_H
#define _UKC_X86_CAMELLIA_SBOX_X86_H

#include <array>
#include <bit>

#include <crypto/internal/camellia.h>

namespace ukc::x86::camellia_sbox {

// Columns of two linear maps over GF(2)^8 (column i: the image of bit i) with
//	inv(camellia_l(x ^ 0xc5)) = camellia_r(SBOX1(x) ^ 0x6e)
// for every byte x, inv the inversion in the AES field GF(2^8)/(x^8+x^4+x^3+x+1) (0 to 0).
// 0xc5 and 0x6e are the constants around SBOX1's inversion in the Camellia paper (Aoki et al.,
// "Camellia: a 128-bit block cipher suitable for multiple platforms", 2000, section 2.4); the
// two maps were found by a search over linear maps fixing camellia_l(1) = 1. The static_assert
// below checks the identity on all 256 bytes, so a wrong column fails the build.
constexpr u8 camellia_l[8] = { 0x01, 0x19, 0xb1, 0xab, 0xa7, 0x93, 0x61, 0xd9 };
constexpr u8 camellia_r[8] = { 0xbf, 0x19, 0xc7, 0xb7, 0x81, 0xff, 0xad, 0x6d };

constexpr u8 lin(const u8 *cols, u8 x)
{
	u8 v = 0;

	for (unsigned int i = 0; i < 8; i++)
		if (x & (1u << i))
			v ^= cols[i];
	return v;
}

constexpr u8 gf_mul(u8 a, u8 b)
{
	u8 r = 0;

	for (; b; b >>= 1) {
		if (b & 1)
			r ^= a;
		a = (u8)((a << 1) ^ ((a & 0x80) ? 0x1b : 0));
	}
	return r;
}

// a^254 = a^-1 in GF(2^8) (a^255 = 1 for a != 0; 0 maps to 0), by square and multiply: a few
// dozen multiplications, where a search would exhaust a compiler's constexpr step limit.
constexpr u8 gf_inv(u8 a)
{
	u8 r = 1;

	for (unsigned int e = 254, p = a; e; e >>= 1, p = gf_mul((u8)p, (u8)p))
		if (e & 1)
			r = gf_mul(r, (u8)p);
	return r;
}

// FIPS-197 5.1.1: SubBytes is the affine map b ^ b<<<1 ^ b<<<2 ^ b<<<3 ^ b<<<4 ^ 0x63 after inv;
// its linear part is undone by b<<<1 ^ b<<<3 ^ b<<<6 (InvSubBytes, 5.3.2, is inv after that).
constexpr u8 aes_affine(u8 b)
{
	return b ^ std::rotl(b, 1) ^ std::rotl(b, 2) ^ std::rotl(b, 3) ^ std::rotl(b, 4) ^ 0x63;
}

constexpr u8 aes_sub(u8 x)
{
	return aes_affine(gf_inv(x));
}

constexpr u8 aes_unaffine(u8 s)
{
	const u8 w = s ^ 0x63;

	return std::rotl(w, 1) ^ std::rotl(w, 3) ^ std::rotl(w, 6);
}

constexpr bool check_unaffine()
{
	for (unsigned int b = 0; b < 256; b++)
		if (aes_unaffine(aes_affine((u8)b)) != b)
			return false;
	return true;
}

static_assert(check_unaffine(), "aes_unaffine does not undo aes_affine");

// camellia_r^-1: camellia_r's table turned around, once.
constexpr std::array<u8, 256> camellia_m_table = [] {
	std::array<u8, 256> t{};

	for (unsigned int w = 0; w < 256; w++)
		t[lin(camellia_r, (u8)w)] = (u8)w;
	return t;
}();

constexpr u8 camellia_m(u8 y)
{
	return camellia_m_table[y];
}

// The maps before and after the inversion: SBOX1(x) = post(inv(pre(x))) with pre and post
// affine. SBOX4(x) = SBOX1(x <<< 1) rotates before; SBOX2 and SBOX3 rotate SBOX1's output by
// 1 and 7 (RFC 3713 2.4.4).
constexpr u8 pre(unsigned int sbox, u8 x)
{
	return lin(camellia_l, (u8)((sbox == 4 ? std::rotl(x, 1) : x) ^ 0xc5));
}

constexpr u8 post(unsigned int sbox, u8 inverse)
{
	const u8 y = camellia_m(inverse) ^ 0x6e;

	return sbox == 2 ? std::rotl(y, 1) : sbox == 3 ? std::rotl(y, 7) : y;
}

constexpr bool check_sbox1()
{
	for (unsigned int x = 0; x < 256; x++)
		if (post(1, gf_inv(pre(1, (u8)x))) != ukc::camellia_sbox1[x] ||
		    post(1, aes_unaffine(aes_sub(pre(1, (u8)x)))) != ukc::camellia_sbox1[x])
			return false;
	return true;
}

static_assert(check_sbox1(), "SBOX1 is not post(inv(pre(x)))");

// An affine byte map as two PSHUFB tables: f(x) = lo[x & 15] ^ hi[x >> 4], each table twice, so
// one aligned load gives it to both 128-bit lanes of a ymm register.
struct nibble_tables {
	alignas(32) u8 lo[32];
	alignas(32) u8 hi[32];
};

template <class F> constexpr nibble_tables make_nibble_tables(F f)
{
	nibble_tables t{};

	for (unsigned int n = 0; n < 32; n++) {
		t.lo[n] = f((u8)(n & 15));
		t.hi[n] = f((u8)((n & 15) << 4)) ^ f(0);
	}
	return t;
}

// The AES-NI tiers compute an S-box as pre-filter, AES field inversion, post-filter. Rounds that
// take the left half use AESENCLAST (SubBytes: the inversion, then aes_affine), rounds that take
// the right half AESDECLAST (InvSubBytes: aes_unaffine, then the inversion), so the byte moves
// of ShiftRows and InvShiftRows undo each other over a pair of rounds (see aesni_shift_rows).
// aesni_filters[dec][s] are the pre- and post-filters of S-box s (1..4, 0 unused).
struct sbox_filters {
	nibble_tables pre;
	nibble_tables post;
};

constexpr std::array<std::array<sbox_filters, 5>, 2> aesni_filters = [] {
	std::array<std::array<sbox_filters, 5>, 2> a{};

	for (unsigned int s = 1; s <= 4; s++) {
		a[0][s].pre = make_nibble_tables([s](u8 x) { return pre(s, x); });
		a[0][s].post = make_nibble_tables([s](u8 x) { return post(s, aes_unaffine(x)); });
		a[1][s].pre = make_nibble_tables([s](u8 x) { return aes_affine(pre(s, x)); });
		a[1][s].post = make_nibble_tables([s](u8 x) { return post(s, x); });
	}
	return a;
}();

// The decryption-side filters give SBOX1 around InvSubBytes (the encryption side is checked
// against SubBytes by check_sbox1()).
constexpr bool check_sbox1_dec()
{
	const nibble_tables &p = aesni_filters[1][1].pre, &q = aesni_filters[1][1].post;

	for (unsigned int x = 0; x < 256; x++) {
		const u8 y = gf_inv(aes_unaffine(p.lo[x & 15] ^ p.hi[x >> 4]));

		if ((q.lo[y & 15] ^ q.hi[y >> 4]) != ukc::camellia_sbox1[x])
			return false;
	}
	return true;
}

static_assert(check_sbox1_dec(), "SBOX1 is not post(InvSubBytes(pre(x)))");

// AESENCLAST applies ShiftRows after SubBytes: byte r + 4c of its output is byte
// r + 4((c + r) mod 4) of its input (FIPS-197 5.1.2), and AESDECLAST's InvShiftRows moves it
// back. A byte-sliced register holds one byte of each of 16 blocks, so a round through
// AESENCLAST returns its blocks in ShiftRows order: the right half is kept in that order
// (shuffled by aesni_shift_rows on entry, by aesni_inv_shift_rows on exit), and a round through
// AESDECLAST returns it to the left half's order.
constexpr std::array<u8, 32> shift_rows_table(bool inverse)
{
	std::array<u8, 32> p{};

	for (unsigned int i = 0; i < 32; i++) {
		const unsigned int r = i % 4, c = (i / 4) % 4;

		p[i] = (u8)(r + 4 * ((c + (inverse ? 4 - r : r)) % 4));
	}
	return p;
}

alignas(32) constexpr std::array<u8, 32> aesni_shift_rows = shift_rows_table(false);
alignas(32) constexpr std::array<u8, 32> aesni_inv_shift_rows = shift_rows_table(true);

} // namespace ukc::x86::camellia_sbox

#endif /* _UKC_X86_CAMELLIA_SBOX_X86_H */
