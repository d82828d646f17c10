/* SPDX-License-Identifier: GPL-2.0-only */
/* The AES round steps in Advanced SIMD alone (no AES instructions), for aes-neon.cpp and the
 * AEGIS-128 NEON code: the S-box as four 64-byte TBL/TBX lookups, ShiftRows as a byte
 * permutation, MixColumns from shifts and xors. */
#ifndef _UKC_ARCH_ARM64_AES_NEON_ROUND_H
#define _UKC_ARCH_ARM64_AES_NEON_ROUND_H

#include <arm_neon.h>
#include <crypto/aes.h>

namespace {

// The state is column-major (FIPS-197 3.4): byte 4c + r is row r of column c. ShiftRows moves
// row r left by r columns, so output byte 4c + r is input byte 4((c + r) mod 4) + r.
constexpr u8 aes_neon_shift_rows[16] = { 0, 5, 10, 15, 4, 9, 14, 3, 8, 13, 2, 7, 12, 1, 6, 11 };
constexpr u8 aes_neon_inv_shift_rows[16] = { 0, 13, 10, 7, 4, 1, 14, 11, 8, 5, 2, 15, 12, 9, 6, 3 };
// Row r + 1 of each column into row r (a rotation of each 32-bit column).
constexpr u8 aes_neon_rot_rows[16] = { 1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12 };

struct aes_neon_sbox {
	uint8x16x4_t t[4];

	explicit aes_neon_sbox(const u8 *box)
	{
		for (int i = 0; i < 4; i++)
			t[i] = vld1q_u8_x4(box + 64 * i);
	}

	// TBL answers 0 for an index past its 64 bytes and TBX leaves the lane alone, so each
	// quarter of the table fills the lanes whose byte falls in it.
	uint8x16_t operator()(uint8x16_t x) const
	{
		const uint8x16_t quarter = vdupq_n_u8(64);
		uint8x16_t r = vqtbl4q_u8(t[0], x);

		x = vsubq_u8(x, quarter);
		r = vqtbx4q_u8(r, t[1], x);
		x = vsubq_u8(x, quarter);
		r = vqtbx4q_u8(r, t[2], x);
		x = vsubq_u8(x, quarter);
		return vqtbx4q_u8(r, t[3], x);
	}
};

// Multiplication by x in GF(2^8) modulo x^8 + x^4 + x^3 + x + 1 (FIPS-197 4.2.1).
inline uint8x16_t aes_neon_xtime(uint8x16_t x)
{
	uint8x16_t hi = vreinterpretq_u8_s8(vshrq_n_s8(vreinterpretq_s8_u8(x), 7));

	return veorq_u8(vshlq_n_u8(x, 1), vandq_u8(hi, vdupq_n_u8(0x1b)));
}

inline uint8x16_t aes_neon_rot2(uint8x16_t x)
{
	return vreinterpretq_u8_u16(vrev32q_u16(vreinterpretq_u16_u8(x)));
}

// MixColumns (FIPS-197 5.1.3): b_r = 2a_r ^ 3a_{r+1} ^ a_{r+2} ^ a_{r+3}. With t = a ^ rot1(a),
// that is xtime(t) ^ rot1(a) ^ rot2(t).
inline uint8x16_t aes_neon_mix_columns(uint8x16_t a, uint8x16_t rot)
{
	uint8x16_t a1 = vqtbl1q_u8(a, rot);
	uint8x16_t t = veorq_u8(a, a1);

	return veorq_u8(veorq_u8(aes_neon_xtime(t), a1), aes_neon_rot2(t));
}

// InvMixColumns as MixColumns after adding 4(a_r ^ a_{r+2}) to each byte: the matrix
// {0e 0b 0d 09} is {02 03 01 01} times {05 00 04 00} (circulant).
inline uint8x16_t aes_neon_inv_mix_columns(uint8x16_t a, uint8x16_t rot)
{
	uint8x16_t w = aes_neon_xtime(aes_neon_xtime(veorq_u8(a, aes_neon_rot2(a))));

	return aes_neon_mix_columns(veorq_u8(a, w), rot);
}

} // namespace

#endif /* _UKC_ARCH_ARM64_AES_NEON_ROUND_H */
