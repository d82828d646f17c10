// SPDX-License-Identifier: GPL-2.0-only
// The 16- and 64-bit library CRCs: T10-DIF (<linux/crc-t10dif.h>), ECMA-182 and Rocksoft
// (<linux/crc64.h>), the portable code behind crct10dif-generic and crc64-rocksoft-generic.
#include <linux/crc-t10dif.h>
#include <linux/crc64.h>

#include <atomic>

#include "crc-t10dif-arch.h"
#include "crc_table.h"

namespace {

// SBC-3 section 4.22.4 (T10 DIF guard): x^16 + x^15 + x^11 + x^9 + x^8 + x^7 + x^5 + x^4 +
// x^2 + x + 1.
constexpr u16 crc_t10dif_poly = 0x8bb7;
// ECMA-182 Annex B, most significant bit first.
constexpr u64 crc64_ecma_poly = 0x42f0e1eba9ea3693ULL;
// The Rocksoft Model CRC of NVMe's 64-bit protection information (NVM Command Set
// specification section 5.2.1.3), 0xad93d23594c93659 bit-reversed.
constexpr u64 crc64_rocksoft_poly_le = 0x9a6c9329ac4bc9b5ULL;

constexpr auto crc_t10dif_table = ukc::crc_normal_table<u16>(crc_t10dif_poly, 16);
constexpr auto crc64_be_table = ukc::crc_normal_table<u64>(crc64_ecma_poly, 64);
constexpr auto crc64_rocksoft_tables = ukc::crc_reflected_tables<u64>(crc64_rocksoft_poly_le);

static_assert(crc_t10dif_table[1] == crc_t10dif_poly && crc64_be_table[1] == crc64_ecma_poly);
static_assert(crc64_rocksoft_tables[0][128] == crc64_rocksoft_poly_le);

// The arch driver's update while it is the "crct10dif" a lookup returns; the code it points to
// is part of the library, so it outlives any caller that loaded the pointer.
std::atomic<ukc::crc_t10dif_fn> crc_t10dif_arch{ nullptr };

} // namespace

extern "C" {

__u16 crc_t10dif_generic(__u16 crc, const unsigned char *buffer, size_t len)
{
	return ukc::crc_normal_update(crc_t10dif_table, 16, crc, buffer, len);
}

__u16 crc_t10dif_update(__u16 crc, unsigned char const *buffer, size_t len)
{
	const ukc::crc_t10dif_fn fn = crc_t10dif_arch.load(std::memory_order_acquire);

	return fn ? fn(crc, buffer, len) : crc_t10dif_generic(crc, buffer, len);
}

__u16 crc_t10dif(unsigned char const *buffer, size_t len)
{
	return crc_t10dif_update(0, buffer, len);
}

u64 crc64_be(u64 crc, const void *p, size_t len)
{
	return ukc::crc_normal_update(crc64_be_table, 64, crc, static_cast<const u8 *>(p), len);
}

u64 crc64_rocksoft_generic(u64 crc, const void *p, size_t len)
{
	return ~ukc::crc_reflected_update(crc64_rocksoft_tables, ~crc, static_cast<const u8 *>(p),
					  len);
}

u64 crc64_rocksoft_update(u64 crc, const unsigned char *buffer, size_t len)
{
	return crc64_rocksoft_generic(crc, buffer, len);
}

u64 crc64_rocksoft(const unsigned char *buffer, size_t len)
{
	return crc64_rocksoft_update(0, buffer, len);
}

} // extern "C"

void ukc::crc_t10dif_set_arch(crc_t10dif_fn fn)
{
	crc_t10dif_arch.store(fn, std::memory_order_release);
}
