/* SPDX-License-Identifier: GPL-2.0-only */
/* The folding loop both arm64 T10-DIF CRC files share; each brings its own carry-less multiply.
 * Included only by files built with Advanced SIMD. */
#ifndef _UKC_ARCH_ARM64_CRCT10DIF_FOLD_H
#define _UKC_ARCH_ARM64_CRCT10DIF_FOLD_H

#include <arm_neon.h>
#include <linux/crc-t10dif.h>

#include "crct10dif-ce.h"

namespace ukc::arm64 {

/* The T10-DIF generator, x^16 + x^15 + x^11 + x^9 + x^8 + x^7 + x^5 + x^4 + x^2 + x + 1. */
constexpr u32 crct10dif_poly = 0x18bb7;

/* x^@n modulo the generator: below x^16, so one 16-bit constant of a fold. */
constexpr u16 crct10dif_xpow(unsigned int n)
{
	u32 r = 1;

	for (unsigned int i = 0; i < n; i++) {
		r <<= 1;
		if (r & 0x10000)
			r ^= crct10dif_poly;
	}
	return static_cast<u16>(r);
}

/* A 128-bit block of the message as a polynomial: T10-DIF is not reflected, so byte 0's top
 * bit is the coefficient of x^127. Reversing the bytes makes the register's little-endian value
 * that polynomial. */
inline uint8x16_t crct10dif_load(const u8 *p)
{
	const uint8x16_t v = vrev64q_u8(vld1q_u8(p));

	return vextq_u8(v, v, 8);
}

/*
 * The CRC of @len >= 16 bytes after @crc. The running value A is congruent, modulo the
 * generator, to the message so far (with @crc added to its first 16 bits, which is what a
 * CRC's initial value means); each further block B gives A * x^128 + B, where @fold computes
 * A * x^128 as A_hi * (x^192 mod G) + A_lo * (x^128 mod G), below 80 bits. The CRC of the
 * 16 bytes of A from 0 is A * x^16 mod G, the CRC of the blocks; the tail of up to 15 bytes
 * goes through the table code after it.
 */
template <uint8x16_t (*fold)(uint8x16_t a)>
u16 crct10dif_fold_blocks(u16 crc, const u8 *buf, size_t len)
{
	const u8 init[16] = { static_cast<u8>(crc >> 8), static_cast<u8>(crc) };
	uint8x16_t a = veorq_u8(crct10dif_load(buf), crct10dif_load(init));
	u8 out[16];

	for (buf += 16, len -= 16; len >= 16; buf += 16, len -= 16)
		a = veorq_u8(fold(a), crct10dif_load(buf));
	a = vrev64q_u8(a);
	vst1q_u8(out, vextq_u8(a, a, 8));
	return crc_t10dif_generic(crc_t10dif_generic(0, out, sizeof(out)), buf, len);
}

} // namespace ukc::arm64

#endif /* _UKC_ARCH_ARM64_CRCT10DIF_FOLD_H */
