/* SPDX-License-Identifier: GPL-2.0-only */
/* Compile-time CRC tables and the table-driven update loops shared by the library CRCs. */
#ifndef _UKC_LIB_CRC_TABLE_H
#define _UKC_LIB_CRC_TABLE_H

#include <array>
#include <cstddef>

#include <linux/types.h>
#include <linux/unaligned.h>

namespace ukc {

// Slice-by-8 tables for a reflected (least significant bit first) CRC of width W whose
// polynomial, bit-reversed, is @poly: row 0 is the classic byte table, row k advances a
// byte's remainder over k further zero bytes, so eight input bytes fold in one step.
template <typename T> constexpr std::array<std::array<T, 256>, 8> crc_reflected_tables(T poly)
{
	std::array<std::array<T, 256>, 8> t{};

	for (unsigned int i = 0; i < 256; i++) {
		T r = static_cast<T>(i);

		for (int b = 0; b < 8; b++)
			r = (r & 1) ? static_cast<T>((r >> 1) ^ poly) : static_cast<T>(r >> 1);
		t[0][i] = r;
	}
	for (int k = 1; k < 8; k++)
		for (unsigned int i = 0; i < 256; i++)
			t[k][i] = static_cast<T>((t[k - 1][i] >> 8) ^ t[0][t[k - 1][i] & 0xff]);
	return t;
}

// The byte table of a normal (most significant bit first) CRC of @width bits.
template <typename T> constexpr std::array<T, 256> crc_normal_table(T poly, unsigned int width)
{
	std::array<T, 256> t{};
	const T top = static_cast<T>(T(1) << (width - 1));

	for (unsigned int i = 0; i < 256; i++) {
		T r = static_cast<T>(T(i) << (width - 8));

		for (int b = 0; b < 8; b++)
			r = (r & top) ? static_cast<T>((r << 1) ^ poly) : static_cast<T>(r << 1);
		t[i] = r;
	}
	return t;
}

// Reflected CRC update with no pre- or post-inversion: eight bytes a step, then bytewise.
template <typename T>
T crc_reflected_update(const std::array<std::array<T, 256>, 8> &t, T crc, const u8 *p, size_t len)
{
	for (; len >= 8; p += 8, len -= 8) {
		u64 v = get_unaligned_le64(p) ^ static_cast<u64>(crc);

		crc = t[7][v & 0xff] ^ t[6][(v >> 8) & 0xff] ^ t[5][(v >> 16) & 0xff] ^
		      t[4][(v >> 24) & 0xff] ^ t[3][(v >> 32) & 0xff] ^ t[2][(v >> 40) & 0xff] ^
		      t[1][(v >> 48) & 0xff] ^ t[0][v >> 56];
	}
	for (; len; p++, len--)
		crc = static_cast<T>((crc >> 8) ^ t[0][(crc ^ *p) & 0xff]);
	return crc;
}

// Normal CRC update of a @width-bit register, one byte a step.
template <typename T>
T crc_normal_update(const std::array<T, 256> &t, unsigned int width, T crc, const u8 *p, size_t len)
{
	const T mask = static_cast<T>(width == 8 * sizeof(T) ? ~T(0) : (T(1) << width) - 1);

	for (; len; p++, len--)
		crc = static_cast<T>(((crc << 8) ^ t[((crc >> (width - 8)) ^ *p) & 0xff]) & mask);
	return crc;
}

// a * b modulo the reflected 32-bit polynomial @poly (bit 31 holds x^0).
constexpr u32 crc32_reflected_mul(u32 a, u32 b, u32 poly)
{
	u32 r = 0;

	for (int i = 0; i < 32; i++) {
		if (b & (0x80000000u >> i))
			r ^= a;
		a = (a & 1) ? (a >> 1) ^ poly : a >> 1;
	}
	return r;
}

// crc * x^(8 * len) modulo @poly: the remainder @crc carried over @len zero bytes, by
// square-and-multiply so the cost grows with log(len).
constexpr u32 crc32_reflected_shift(u32 crc, size_t len, u32 poly)
{
	u32 power = 0x80000000u; // x^0
	u32 base = 0x00800000u;	 // x^8

	for (; len; len >>= 1) {
		if (len & 1)
			power = crc32_reflected_mul(power, base, poly);
		base = crc32_reflected_mul(base, base, poly);
	}
	return crc32_reflected_mul(crc, power, poly);
}

} // namespace ukc

#endif /* _UKC_LIB_CRC_TABLE_H */
