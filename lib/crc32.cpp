// SPDX-License-Identifier: GPL-2.0-only
// CRC-32 (IEEE 802.3) in both bit orders and CRC-32C (Castagnoli): the <linux/crc32.h> and
// <linux/crc32c.h> library, and the portable code behind crc32-generic and crc32c-generic.
// crc32_le(), crc32_be() and __crc32c_le() are weak, as 6.12's: an architecture's library
// (arch/arm64/lib/crc32.cpp) may define them on its CRC instructions.
#include <linux/crc32.h>
#include <linux/crc32c.h>

#include "crc_table.h"

namespace {

// IEEE 802.3 clause 3.2.9: x^32 + x^26 + x^23 + x^22 + x^16 + x^12 + x^11 + x^10 + x^8 + x^7 +
// x^5 + x^4 + x^2 + x + 1, written most significant bit first and bit-reversed.
constexpr u32 crc32_poly_be = 0x04c11db7;
constexpr u32 crc32_poly_le = 0xedb88320;
// RFC 3720 section 12.1 (iSCSI CRC32C), the Castagnoli polynomial 0x1edc6f41, bit-reversed.
constexpr u32 crc32c_poly_le = 0x82f63b78;

constexpr auto crc32_le_tables = ukc::crc_reflected_tables<u32>(crc32_poly_le);
constexpr auto crc32c_le_tables = ukc::crc_reflected_tables<u32>(crc32c_poly_le);
constexpr auto crc32_be_table = ukc::crc_normal_table<u32>(crc32_poly_be, 32);

// The table's first entries are fixed by the polynomial: a wrong generator fails the build.
static_assert(crc32_le_tables[0][1] == 0x77073096 && crc32_le_tables[0][128] == crc32_poly_le);
static_assert(crc32c_le_tables[0][128] == crc32c_poly_le);
static_assert(crc32_be_table[1] == crc32_poly_be);

} // namespace

extern "C" {

u32 crc32_le_base(u32 crc, unsigned char const *p, size_t len)
{
	return ukc::crc_reflected_update(crc32_le_tables, crc, p, len);
}

__attribute__((weak)) u32 crc32_le(u32 crc, unsigned char const *p, size_t len)
{
	return crc32_le_base(crc, p, len);
}

u32 crc32_be_base(u32 crc, unsigned char const *p, size_t len)
{
	return ukc::crc_normal_update(crc32_be_table, 32, crc, p, len);
}

__attribute__((weak)) u32 crc32_be(u32 crc, unsigned char const *p, size_t len)
{
	return crc32_be_base(crc, p, len);
}

u32 crc32_le_shift(u32 crc, size_t len)
{
	return ukc::crc32_reflected_shift(crc, len, crc32_poly_le);
}

u32 __crc32c_le_base(u32 crc, unsigned char const *p, size_t len)
{
	return ukc::crc_reflected_update(crc32c_le_tables, crc, p, len);
}

__attribute__((weak)) u32 __crc32c_le(u32 crc, unsigned char const *p, size_t len)
{
	return __crc32c_le_base(crc, p, len);
}

u32 __crc32c_le_shift(u32 crc, size_t len)
{
	return ukc::crc32_reflected_shift(crc, len, crc32c_poly_le);
}

u32 crc32c(u32 crc, const void *address, unsigned int length)
{
	return __crc32c_le(crc, static_cast<const unsigned char *>(address), length);
}

} // extern "C"
