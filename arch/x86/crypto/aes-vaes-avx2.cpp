// SPDX-License-Identifier: GPL-2.0-only
// XTS, CTR and CBC decryption, two blocks per ymm register with VAES and AVX2, built with -mavx2 -mvaes
// -mvpclmulqdq.
#include "aes-x86-modes.h"
#include "aesni-intel.h"

void aes_xts_encrypt_vaes_avx2(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst,
			       unsigned int len, u8 *tweak)
{
	aes_xts<aes_v256, true>(key, src, dst, len, tweak);
}

void aes_xts_decrypt_vaes_avx2(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst,
			       unsigned int len, u8 *tweak)
{
	aes_xts<aes_v256, false>(key, src, dst, len, tweak);
}

void aes_ctr_crypt_vaes_avx2(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst,
			     unsigned int len, u8 *iv)
{
	aes_ctr<aes_v256>(key, src, dst, len, iv);
}

void aes_cbc_decrypt_vaes_avx2(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst,
			       unsigned int len, u8 *iv)
{
	aes_cbc_dec<aes_v256>(key, src, dst, len, iv);
}
