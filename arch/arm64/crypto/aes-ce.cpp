// SPDX-License-Identifier: GPL-2.0-only
// AES with the Armv8 Crypto Extensions: single blocks and the ECB, CBC, CTS-CBC, CTR and XTS
// modes; the only file of the "-ce" AES drivers built with -march=armv8-a+crypto.
#include "aes-ce-core.h"

namespace ukc::arm64 {

void ce_aes_encrypt_block(const struct crypto_aes_ctx *key, u8 *out, const u8 *in)
{
	aes_with_rounds(key, [&](auto nr) { aes_store(out, aes_ce_enc<nr>(key)(aes_load(in))); });
}

void ce_aes_decrypt_block(const struct crypto_aes_ctx *key, u8 *out, const u8 *in)
{
	aes_with_rounds(key, [&](auto nr) { aes_store(out, aes_ce_dec<nr>(key)(aes_load(in))); });
}

void ce_aes_ecb_encrypt(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst, unsigned int len,
			u8 *iv)
{
	aes_with_rounds(key, [&](auto nr) { aes_ecb<aes_ce_enc<nr>>(key, src, dst, len); });
}

void ce_aes_ecb_decrypt(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst, unsigned int len,
			u8 *iv)
{
	aes_with_rounds(key, [&](auto nr) { aes_ecb<aes_ce_dec<nr>>(key, src, dst, len); });
}

void ce_aes_cbc_encrypt(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst, unsigned int len,
			u8 *iv)
{
	aes_with_rounds(key, [&](auto nr) { aes_cbc_enc<aes_ce_enc<nr>>(key, src, dst, len, iv); });
}

void ce_aes_cbc_decrypt(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst, unsigned int len,
			u8 *iv)
{
	aes_with_rounds(key, [&](auto nr) { aes_cbc_dec<aes_ce_dec<nr>>(key, src, dst, len, iv); });
}

void ce_aes_cbc_cts_encrypt(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst,
			    unsigned int len, u8 *iv)
{
	aes_with_rounds(key, [&](auto nr) { aes_cts_enc<aes_ce_enc<nr>>(key, src, dst, len, iv); });
}

void ce_aes_cbc_cts_decrypt(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst,
			    unsigned int len, u8 *iv)
{
	aes_with_rounds(key, [&](auto nr) { aes_cts_dec<aes_ce_dec<nr>>(key, src, dst, len, iv); });
}

void ce_aes_ctr_encrypt(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst, unsigned int len,
			u8 *iv)
{
	aes_with_rounds(key, [&](auto nr) { aes_ctr<aes_ce_enc<nr>>(key, src, dst, len, iv); });
}

void ce_aes_xts_encrypt(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst, unsigned int len,
			u8 *iv)
{
	aes_with_rounds(key,
			[&](auto nr) { aes_xts<aes_ce_enc<nr>, true>(key, src, dst, len, iv); });
}

void ce_aes_xts_decrypt(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst, unsigned int len,
			u8 *iv)
{
	aes_with_rounds(key,
			[&](auto nr) { aes_xts<aes_ce_dec<nr>, false>(key, src, dst, len, iv); });
}

} // namespace ukc::arm64
