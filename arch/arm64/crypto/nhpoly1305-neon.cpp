// SPDX-License-Identifier: GPL-2.0-only
// NH (the hash of Adiantum's NHPoly1305) on Advanced SIMD: one 16-byte unit a step, each pass's
// two products (m0 + k0)(m2 + k2) and (m1 + k1)(m3 + k3) by one UMLAL of the sum's low half
// with its high half; the only file of the nhpoly1305-neon driver built with SIMD flags.
#include <arm_neon.h>

#include "nhpoly1305-neon.h"

namespace {

inline uint32x4_t nh_neon_load(const void *p)
{
	return vreinterpretq_u32_u8(vld1q_u8(static_cast<const u8 *>(p)));
}

// Both products of one pass of one unit, added to @sum: words 0 and 1 of m + k times words 2
// and 3, each 32 x 32 -> 64 bits.
inline uint64x2_t nh_neon_pass(uint64x2_t sum, uint32x4_t m, uint32x4_t k)
{
	const uint32x4_t t = vaddq_u32(m, k);

	return vmlal_u32(sum, vget_low_u32(t), vget_high_u32(t));
}

} // namespace

void ukc::arm64::nh_neon(const u32 *key, const u8 *message, size_t message_len,
			 __le64 hash[NH_NUM_PASSES])
{
	// Pass i of a unit takes the key words i units on: k[i], rolled one on per unit.
	uint32x4_t k[NH_NUM_PASSES];
	uint64x2_t sums[NH_NUM_PASSES];

	for (int i = 0; i < NH_NUM_PASSES - 1; i++)
		k[i] = nh_neon_load(key + 4 * i);
	for (int i = 0; i < NH_NUM_PASSES; i++)
		sums[i] = vdupq_n_u64(0);
	key += 4 * (NH_NUM_PASSES - 1);
	for (; message_len; message_len -= NH_MESSAGE_UNIT, message += NH_MESSAGE_UNIT, key += 4) {
		const uint32x4_t m = nh_neon_load(message);

		k[NH_NUM_PASSES - 1] = nh_neon_load(key);
		for (int i = 0; i < NH_NUM_PASSES; i++)
			sums[i] = nh_neon_pass(sums[i], m, k[i]);
		for (int i = 0; i < NH_NUM_PASSES - 1; i++)
			k[i] = k[i + 1];
	}
	// Little-endian CPU: the 64-bit sum's bytes are its __le64 as they are.
	for (int i = 0; i < NH_NUM_PASSES; i++)
		vst1_u64(reinterpret_cast<u64 *>(&hash[i]), vdup_n_u64(vaddvq_u64(sums[i])));
}
