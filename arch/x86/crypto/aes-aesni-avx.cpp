// SPDX-License-Identifier: GPL-2.0-only
// XTS (6.12's xts-aes-aesni-avx), CTR and CBC decryption with AES-NI in VEX encoding, one
// block per register; built with -mavx -maes.
#include "aes-x86-modes.h"
#include "aesni-intel.h"

void aes_xts_encrypt_aesni_avx(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst,
			       unsigned int len, u8 *tweak)
{
	aes_xts<aes_v128, true>(key, src, dst, len, tweak);
}

void aes_xts_decrypt_aesni_avx(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst,
			       unsigned int len, u8 *tweak)
{
	aes_xts<aes_v128, false>(key, src, dst, len, tweak);
}

void aes_ctr_crypt_aesni_avx(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst,
			     unsigned int len, u8 *iv)
{
	aes_ctr<aes_v128>(key, src, dst, len, iv);
}

void aes_cbc_decrypt_aesni_avx(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst,
			       unsigned int len, u8 *iv)
{
	aes_cbc_dec<aes_v128>(key, src, dst, len, iv);
}
