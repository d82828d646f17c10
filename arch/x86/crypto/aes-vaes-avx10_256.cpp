// SPDX-License-Identifier: GPL-2.0-only
// XTS, CTR and CBC decryption, two blocks per ymm register with VAES and AVX-512VL (32 vector registers,
// three-way XOR in one instruction), built with the AVX-512 flags and a 256-bit vector width.
#include "aes-x86-modes.h"
#include "aesni-intel.h"

void aes_xts_encrypt_vaes_avx10_256(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst,
				    unsigned int len, u8 *tweak)
{
	aes_xts<aes_v256, true>(key, src, dst, len, tweak);
}

void aes_xts_decrypt_vaes_avx10_256(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst,
				    unsigned int len, u8 *tweak)
{
	aes_xts<aes_v256, false>(key, src, dst, len, tweak);
}

void aes_ctr_crypt_vaes_avx10_256(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst,
				  unsigned int len, u8 *iv)
{
	aes_ctr<aes_v256>(key, src, dst, len, iv);
}

void aes_cbc_decrypt_vaes_avx10_256(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst,
				    unsigned int len, u8 *iv)
{
	aes_cbc_dec<aes_v256>(key, src, dst, len, iv);
}
