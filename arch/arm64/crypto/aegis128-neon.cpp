// SPDX-License-Identifier: GPL-2.0-only
// AEGIS-128 with Advanced SIMD alone: the AES round of aes-neon-round.h under the steps of
// aegis128-neon-impl.h, for CPUs without the AES instructions.
#include "aegis128-neon-impl.h"
#include "aes-neon-round.h"

namespace {

// AESRound(x, k) = MixColumns(ShiftRows(SubBytes(x))) ^ k.
struct aegis128_neon_round {
	aes_neon_sbox sbox;
	uint8x16_t shift, rot;

	aegis128_neon_round()
		: sbox(crypto_aes_sbox), shift(vld1q_u8(aes_neon_shift_rows)),
		  rot(vld1q_u8(aes_neon_rot_rows))
	{
	}

	uint8x16_t operator()(uint8x16_t x, uint8x16_t k) const
	{
		return veorq_u8(aes_neon_mix_columns(vqtbl1q_u8(sbox(x), shift), rot), k);
	}
};

} // namespace

namespace ukc::arm64 {

const struct aegis128_neon_steps aegis128_tbl_steps = aegis128_neon_steps_of<aegis128_neon_round>;

} // namespace ukc::arm64
