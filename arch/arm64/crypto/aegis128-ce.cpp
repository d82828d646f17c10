// SPDX-License-Identifier: GPL-2.0-only
// AEGIS-128 with the AES instructions: the steps of aegis128-neon-impl.h over AESE/AESMC; the
// only file of the AEGIS driver built with -march=armv8-a+crypto.
#include "aegis128-neon-impl.h"

namespace {

// AESE with a zero key is SubBytes(ShiftRows(x)); AESMC adds MixColumns; then the round key.
struct aegis128_ce_round {
	uint8x16_t operator()(uint8x16_t x, uint8x16_t k) const
	{
		return veorq_u8(vaesmcq_u8(vaeseq_u8(x, vdupq_n_u8(0))), k);
	}
};

} // namespace

namespace ukc::arm64 {

const struct aegis128_neon_steps aegis128_aes_steps = aegis128_neon_steps_of<aegis128_ce_round>;

} // namespace ukc::arm64
