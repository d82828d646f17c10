// SPDX-License-Identifier: GPL-2.0-only
// The T10-DIF CRC and CRC-32 by folding 128-bit blocks with PCLMULQDQ (Intel SDM vol. 2B,
// "PCLMULQDQ"): eight lanes in flight, then one, then the portable code for the last block.
#include <linux/crc-t10dif.h>
#include <linux/crc32.h>

#include "crc-fold-x86.h"
#include "crc-pclmul-x86.h"

namespace {

// Every whole block of @p folded into one, the seed @crc added to the first.
template <const crc_fold_poly &P> __m128i crc_pcl_fold(u32 crc, const u8 *&p, size_t &len)
{
	const __m128i seed = crc_fold_seed128<P>(crc);
	__m128i acc;

	if (len >= 16 * crc_fold_lanes) {
		__m128i lane[crc_fold_lanes];

		for (unsigned int i = 0; i < crc_fold_lanes; i++)
			lane[i] = crc_fold_load128<P>(p + 16 * i);
		lane[0] = _mm_xor_si128(lane[0], seed);
		p += 16 * crc_fold_lanes;
		len -= 16 * crc_fold_lanes;
		acc = crc_fold_lanes128<P>(lane, p, len);
	} else {
		acc = _mm_xor_si128(crc_fold_load128<P>(p), seed);
		p += 16;
		len -= 16;
	}
	return crc_fold_tail128<P>(acc, p, len);
}

} // namespace

u16 crc_t10dif_pcl(u16 crc, const u8 *p, size_t len)
{
	return crc_fold_run<crc_fold_t10dif, crc_pcl_fold<crc_fold_t10dif>, __u16,
			    crc_t10dif_generic>(crc, p, len);
}

u32 crc32_pclmul_le(u32 crc, const u8 *p, size_t len)
{
	return crc_fold_run<crc_fold_crc32_le, crc_pcl_fold<crc_fold_crc32_le>, u32, crc32_le_base>(
		crc, p, len);
}
