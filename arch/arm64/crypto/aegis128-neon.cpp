// SPDX-License-Identifier: GPL-2.0-only
// AEGIS-128 with Advanced SIMD alone: the AES round of aes-neon-round.h under the steps of
// aegis128-neon-impl.h, for CPUs without the AES instructions.
#include "aegis128-neon-impl.h"
#include "aegis128-neon.h"
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

void aegis128_neon_init(u8 *state, const u8 *key, const u8 *iv)
{
	aegis128_neon_init_t<aegis128_neon_round>(state, key, iv);
}

void aegis128_neon_update(u8 *state, const u8 *msg)
{
	aegis128_neon_update_t<aegis128_neon_round>(state, msg);
}

void aegis128_neon_encrypt(u8 *state, u8 *dst, const u8 *src, unsigned int size)
{
	aegis128_neon_encrypt_t<aegis128_neon_round>(state, dst, src, size);
}

void aegis128_neon_decrypt(u8 *state, u8 *dst, const u8 *src, unsigned int size)
{
	aegis128_neon_decrypt_t<aegis128_neon_round>(state, dst, src, size);
}

int aegis128_neon_final(u8 *state, u8 *tag, u64 assoclen, u64 cryptlen, unsigned int authsize)
{
	return aegis128_neon_final_t<aegis128_neon_round>(state, tag, assoclen, cryptlen, authsize);
}

} // namespace ukc::arm64
