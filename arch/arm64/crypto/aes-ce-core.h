/* SPDX-License-Identifier: GPL-2.0-only */
/* The AES rounds with the Crypto Extensions, for the files built with -march=armv8-a+crypto
 * (aes-ce.cpp, ghash-ce.cpp). */
#ifndef _UKC_ARCH_ARM64_AES_CE_CORE_H
#define _UKC_ARCH_ARM64_AES_CE_CORE_H

#include "aes-arm64-modes.h"

namespace {

// AESE is AddRoundKey, SubBytes and ShiftRows; AESMC is MixColumns. So round i of FIPS-197 5.1
// is AESMC(AESE(s, k_i)) with the last AddRoundKey as a plain xor. AESD is AddRoundKey,
// InvShiftRows and InvSubBytes; AESIMC is InvMixColumns: with the Equivalent Inverse Cipher's
// keys (FIPS-197 5.3.5, key_dec) decryption has the same shape. The Nr + 1 round keys are loaded
// into registers once per call.
template <int Nr, bool Enc> struct aes_ce_cipher {
	uint8x16_t rk[Nr + 1];

	explicit aes_ce_cipher(const struct crypto_aes_ctx *key)
	{
		const u8 *k = reinterpret_cast<const u8 *>(Enc ? key->key_enc : key->key_dec);

		for (int i = 0; i <= Nr; i++)
			rk[i] = aes_load(k + 16 * i);
	}

	static uint8x16_t round(uint8x16_t s, uint8x16_t k)
	{
		if constexpr (Enc)
			return vaeseq_u8(s, k);
		else
			return vaesdq_u8(s, k);
	}

	static uint8x16_t mix(uint8x16_t s)
	{
		if constexpr (Enc)
			return vaesmcq_u8(s);
		else
			return vaesimcq_u8(s);
	}

	uint8x16_t operator()(uint8x16_t s) const
	{
#pragma GCC unroll 14
		for (int i = 0; i < Nr - 1; i++)
			s = mix(round(s, rk[i]));
		return veorq_u8(round(s, rk[Nr - 1]), rk[Nr]);
	}
};

template <int Nr> using aes_ce_enc = aes_ce_cipher<Nr, true>;
template <int Nr> using aes_ce_dec = aes_ce_cipher<Nr, false>;

} // namespace

#endif /* _UKC_ARCH_ARM64_AES_CE_CORE_H */
