/* SPDX-License-Identifier: GPL-2.0-only */
/* The AES rounds with the Crypto Extensions, for the files built with -march=armv8-a+crypto
 * (aes-ce.cpp, ghash-ce.cpp). */
#ifndef _UKC_ARCH_ARM64_AES_CE_CORE_H
#define _UKC_ARCH_ARM64_AES_CE_CORE_H

#include "aes-arm64-modes.h"

namespace {

// AESE is AddRoundKey, SubBytes and ShiftRows; AESMC is MixColumns. So round i of FIPS-197 5.1
// is AESMC(AESE(s, k_i)) with the last AddRoundKey as a plain xor, and the Nr + 1 round keys
// are loaded into registers once per call.
template <int Nr> struct aes_ce_enc {
	uint8x16_t rk[Nr + 1];

	explicit aes_ce_enc(const struct crypto_aes_ctx *key)
	{
		const u8 *k = reinterpret_cast<const u8 *>(key->key_enc);

		for (int i = 0; i <= Nr; i++)
			rk[i] = aes_load(k + 16 * i);
	}

	uint8x16_t operator()(uint8x16_t s) const
	{
#pragma GCC unroll 14
		for (int i = 0; i < Nr - 1; i++)
			s = vaesmcq_u8(vaeseq_u8(s, rk[i]));
		return veorq_u8(vaeseq_u8(s, rk[Nr - 1]), rk[Nr]);
	}
};

// AESD is AddRoundKey, InvShiftRows and InvSubBytes; AESIMC is InvMixColumns. With the
// Equivalent Inverse Cipher's keys (FIPS-197 5.3.5, key_dec) that is the same shape.
template <int Nr> struct aes_ce_dec {
	uint8x16_t rk[Nr + 1];

	explicit aes_ce_dec(const struct crypto_aes_ctx *key)
	{
		const u8 *k = reinterpret_cast<const u8 *>(key->key_dec);

		for (int i = 0; i <= Nr; i++)
			rk[i] = aes_load(k + 16 * i);
	}

	uint8x16_t operator()(uint8x16_t s) const
	{
#pragma GCC unroll 14
		for (int i = 0; i < Nr - 1; i++)
			s = vaesimcq_u8(vaesdq_u8(s, rk[i]));
		return veorq_u8(vaesdq_u8(s, rk[Nr - 1]), rk[Nr]);
	}
};

} // namespace

#endif /* _UKC_ARCH_ARM64_AES_CE_CORE_H */
