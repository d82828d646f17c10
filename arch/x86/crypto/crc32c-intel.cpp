// SPDX-License-Identifier: GPL-2.0-only
// CRC-32C with the SSE4.2 CRC32 instruction (Intel SDM vol. 2A, "CRC32"): three interleaved
// streams for long inputs, one for the rest.
#include <nmmintrin.h>

#include <array>
#include <cstring>

#include "crc32c-x86.h"
#include "crc_table.h"

namespace {

// The CRC32 instruction is CRC-32C, bit-reflected, with no inversion: __crc32c_le()'s
// polynomial.
constexpr u32 crc32c_poly_le = 0x82f63b78;

// Multiplication by x^(8 * n) modulo the polynomial is linear, so it is four byte-table
// lookups: row j holds the product for byte j of the operand.
using crc32c_shift_table = std::array<std::array<u32, 256>, 4>;

constexpr crc32c_shift_table crc32c_make_shift(size_t n)
{
	crc32c_shift_table t{};

	for (unsigned int j = 0; j < 4; j++)
		for (unsigned int b = 0; b < 256; b++)
			t[j][b] = ukc::crc32_reflected_shift(b << (8 * j), n, crc32c_poly_le);
	return t;
}

inline u32 crc32c_shift(const crc32c_shift_table &t, u32 crc)
{
	return t[0][crc & 0xff] ^ t[1][(crc >> 8) & 0xff] ^ t[2][(crc >> 16) & 0xff] ^
	       t[3][crc >> 24];
}

inline u64 crc32c_load(const u8 *p)
{
	u64 v;

	memcpy(&v, p, sizeof(v));
	return v;
}

// The stream lengths: long chunks keep the combining cost per byte small, short ones let
// medium inputs use three streams too. Multiples of 8, the instruction's widest step.
constexpr size_t crc32c_long = 1024;
constexpr size_t crc32c_short = 128;

struct crc32c_shifts {
	crc32c_shift_table by1, by2; // x^(8n) and x^(16n)
};

constexpr crc32c_shifts crc32c_long_shifts = { crc32c_make_shift(crc32c_long),
					       crc32c_make_shift(2 * crc32c_long) };
constexpr crc32c_shifts crc32c_short_shifts = { crc32c_make_shift(crc32c_short),
						crc32c_make_shift(2 * crc32c_short) };

// Whole chunks of three streams of @n bytes each: CRC(A || B || C) from the seed is
// CRC(A) * x^(16n) + CRC(B from 0) * x^(8n) + CRC(C from 0).
template <size_t n>
u32 crc32c_three_streams(u32 crc, const u8 *&p, size_t &len, const crc32c_shifts &s)
{
	for (; len >= 3 * n; p += 3 * n, len -= 3 * n) {
		u64 a = crc, b = 0, c = 0;

		for (size_t i = 0; i < n; i += 8) {
			a = _mm_crc32_u64(a, crc32c_load(p + i));
			b = _mm_crc32_u64(b, crc32c_load(p + n + i));
			c = _mm_crc32_u64(c, crc32c_load(p + 2 * n + i));
		}
		crc = crc32c_shift(s.by2, static_cast<u32>(a)) ^
		      crc32c_shift(s.by1, static_cast<u32>(b)) ^ static_cast<u32>(c);
	}
	return crc;
}

} // namespace

u32 crc32c_intel_le_hw(u32 crc, const u8 *p, size_t len)
{
	crc = crc32c_three_streams<crc32c_long>(crc, p, len, crc32c_long_shifts);
	crc = crc32c_three_streams<crc32c_short>(crc, p, len, crc32c_short_shifts);

	u64 c = crc;

	for (; len >= 8; p += 8, len -= 8)
		c = _mm_crc32_u64(c, crc32c_load(p));
	crc = static_cast<u32>(c);
	for (; len; p++, len--)
		crc = _mm_crc32_u8(crc, *p);
	return crc;
}
