// SPDX-License-Identifier: GPL-2.0-only
// AES with the Armv8 Crypto Extensions: single blocks and the ECB, CBC, CTS-CBC, CTR and XTS
// modes; the only file of the "-ce" AES drivers built with -march=armv8-a+crypto.
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
