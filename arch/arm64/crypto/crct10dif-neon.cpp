// SPDX-License-Identifier: GPL-2.0-only
// The T10-DIF CRC by carry-less folding with Advanced SIMD's 8-bit polynomial multiply (PMULL
// on bytes), for CPUs without the 64-bit one; the only file of the crct10dif-arm64-neon driver
// built with SIMD flags.
#include "crct10dif-fold.h"

namespace {

using ukc::arm64::crct10dif_xpow;

// The 80-bit product of a 64-bit polynomial @a and a 16-bit one @k, from the eight 16-bit
// products of @a's bytes with each byte of @k: byte i's product sits 8i bits up, so the low
// bytes of the products (even bytes) line up as one 64-bit word and the high bytes (odd
// bytes) as another, 8 bits further up; @k's high byte adds the same 8 bits higher again.
inline uint8x16_t crct10dif_mul_64x16(uint8x8_t a, u16 k)
{
	const uint8x16_t z = vdupq_n_u8(0);
	const uint8x16_t q0 = vreinterpretq_u8_p16(
		vmull_p8(vreinterpret_p8_u8(a), vdup_n_p8(static_cast<poly8_t>(k))));
	const uint8x16_t q1 = vreinterpretq_u8_p16(
		vmull_p8(vreinterpret_p8_u8(a), vdup_n_p8(static_cast<poly8_t>(k >> 8))));
	const uint8x16_t lo = vuzp1q_u8(q0, q1); // low bytes: k_0's, then k_1's
	const uint8x16_t hi = vuzp2q_u8(q0, q1); // high bytes: k_0's, then k_1's
	const uint8x16_t at0 = vcombine_u8(vget_low_u8(lo), vdup_n_u8(0));
	const uint8x16_t at8 = vcombine_u8(veor_u8(vget_low_u8(hi), vget_high_u8(lo)),
					   vdup_n_u8(0));
	const uint8x16_t at16 = vcombine_u8(vget_high_u8(hi), vdup_n_u8(0));

	return veorq_u8(at0, veorq_u8(vextq_u8(z, at8, 15), vextq_u8(z, at16, 14)));
}

// A * x^128 reduced to below 80 bits: the high half times x^192 mod G, the low half times
// x^128 mod G.
uint8x16_t crct10dif_p8_fold(uint8x16_t a)
{
	constexpr u16 k128 = crct10dif_xpow(128), k192 = crct10dif_xpow(192);

	return veorq_u8(crct10dif_mul_64x16(vget_low_u8(a), k128),
			crct10dif_mul_64x16(vget_high_u8(a), k192));
}

} // namespace

u16 ukc::arm64::crc_t10dif_pmull_p8(u16 crc, const u8 *buf, size_t len)
{
	return crct10dif_fold_blocks<crct10dif_p8_fold>(crc, buf, len);
}
