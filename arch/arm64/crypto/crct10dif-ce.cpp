// SPDX-License-Identifier: GPL-2.0-only
// The T10-DIF CRC by carry-less folding with PMULL/PMULL2 (64-bit polynomial multiplies); the
// only file of the crct10dif-arm64-ce driver built with -march=armv8-a+crypto.
#include "crct10dif-fold.h"

namespace {

using ukc::arm64::crct10dif_xpow;

// A * x^128 reduced to below 80 bits: the high lane times x^192 mod G (PMULL2), the low lane
// times x^128 mod G.
uint8x16_t crct10dif_p64_fold(uint8x16_t a)
{
	constexpr u64 k128 = crct10dif_xpow(128), k192 = crct10dif_xpow(192);
	const poly64x2_t pa = vreinterpretq_p64_u8(a);
	const poly64x2_t k = vreinterpretq_p64_u64(
		vcombine_u64(vcreate_u64(k128), vcreate_u64(k192)));

	return veorq_u8(vreinterpretq_u8_p128(vmull_p64(vgetq_lane_p64(pa, 0), k128)),
			vreinterpretq_u8_p128(vmull_high_p64(pa, k)));
}

} // namespace

u16 ukc::arm64::crc_t10dif_pmull_p64(u16 crc, const u8 *buf, size_t len)
{
	return crct10dif_fold_blocks<crct10dif_p64_fold>(crc, buf, len);
}
