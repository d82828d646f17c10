// SPDX-License-Identifier: GPL-2.0-only
// AEGIS-128 with the AES instructions: the steps of aegis128-neon-impl.h over AESE/AESMC; the
// only file of the AEGIS driver built with -march=armv8-a+crypto.
#include "aegis128-neon-impl.h"
#include "aegis128-neon.h"

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

void aegis128_ce_init(u8 *state, const u8 *key, const u8 *iv)
{
	aegis128_neon_init_t<aegis128_ce_round>(state, key, iv);
}

void aegis128_ce_update(u8 *state, const u8 *msg)
{
	aegis128_neon_update_t<aegis128_ce_round>(state, msg);
}

void aegis128_ce_encrypt(u8 *state, u8 *dst, const u8 *src, unsigned int size)
{
	aegis128_neon_encrypt_t<aegis128_ce_round>(state, dst, src, size);
}

void aegis128_ce_decrypt(u8 *state, u8 *dst, const u8 *src, unsigned int size)
{
	aegis128_neon_decrypt_t<aegis128_ce_round>(state, dst, src, size);
}

int aegis128_ce_final(u8 *state, u8 *tag, u64 assoclen, u64 cryptlen, unsigned int authsize)
{
	return aegis128_neon_final_t<aegis128_ce_round>(state, tag, assoclen, cryptlen, authsize);
}

} // namespace ukc::arm64
