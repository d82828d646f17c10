// SPDX-License-Identifier: GPL-2.0-only
// AES with Advanced SIMD only, for CPUs without the AES instructions: the rounds of
// aes-neon-round.h under the modes of aes-ce.cpp (aes-arm64-modes.h).
#include "aes-arm64-modes.h"
#include "aes-neon-round.h"

namespace {

template <int Nr> struct aes_neon_enc {
	uint8x16_t rk[Nr + 1];
	aes_neon_sbox sbox;
	uint8x16_t shift, rot;

	explicit aes_neon_enc(const struct crypto_aes_ctx *key)
		: sbox(crypto_aes_sbox), shift(vld1q_u8(aes_neon_shift_rows)),
		  rot(vld1q_u8(aes_neon_rot_rows))
	{
		const u8 *k = reinterpret_cast<const u8 *>(key->key_enc);

		for (int i = 0; i <= Nr; i++)
			rk[i] = aes_load(k + 16 * i);
	}

	// FIPS-197 5.1; SubBytes and ShiftRows commute, so the S-box goes first.
	uint8x16_t operator()(uint8x16_t s) const
	{
		s = veorq_u8(s, rk[0]);
		for (int i = 1; i < Nr; i++)
			s = veorq_u8(aes_neon_mix_columns(vqtbl1q_u8(sbox(s), shift), rot), rk[i]);
		return veorq_u8(vqtbl1q_u8(sbox(s), shift), rk[Nr]);
	}
};

// The Equivalent Inverse Cipher (FIPS-197 5.3.5) with key_dec.
template <int Nr> struct aes_neon_dec {
	uint8x16_t rk[Nr + 1];
	aes_neon_sbox sbox;
	uint8x16_t shift, rot;

	explicit aes_neon_dec(const struct crypto_aes_ctx *key)
		: sbox(crypto_aes_inv_sbox), shift(vld1q_u8(aes_neon_inv_shift_rows)),
		  rot(vld1q_u8(aes_neon_rot_rows))
	{
		const u8 *k = reinterpret_cast<const u8 *>(key->key_dec);

		for (int i = 0; i <= Nr; i++)
			rk[i] = aes_load(k + 16 * i);
	}

	uint8x16_t operator()(uint8x16_t s) const
	{
		s = veorq_u8(s, rk[0]);
		for (int i = 1; i < Nr; i++)
			s = veorq_u8(aes_neon_inv_mix_columns(vqtbl1q_u8(sbox(s), shift), rot),
				     rk[i]);
		return veorq_u8(vqtbl1q_u8(sbox(s), shift), rk[Nr]);
	}
};

} // namespace

namespace ukc::arm64 {

void neon_aes_encrypt_block(const struct crypto_aes_ctx *key, u8 *out, const u8 *in)
{
	aes_with_rounds(key, [&](auto nr) { aes_store(out, aes_neon_enc<nr>(key)(aes_load(in))); });
}

void neon_aes_decrypt_block(const struct crypto_aes_ctx *key, u8 *out, const u8 *in)
{
	aes_with_rounds(key, [&](auto nr) { aes_store(out, aes_neon_dec<nr>(key)(aes_load(in))); });
}

void neon_aes_ecb_encrypt(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst,
			  unsigned int len, u8 *iv)
{
	aes_with_rounds(key, [&](auto nr) { aes_ecb<aes_neon_enc<nr>>(key, src, dst, len); });
}

void neon_aes_ecb_decrypt(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst,
			  unsigned int len, u8 *iv)
{
	aes_with_rounds(key, [&](auto nr) { aes_ecb<aes_neon_dec<nr>>(key, src, dst, len); });
}

void neon_aes_cbc_encrypt(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst,
			  unsigned int len, u8 *iv)
{
	aes_with_rounds(key,
			[&](auto nr) { aes_cbc_enc<aes_neon_enc<nr>>(key, src, dst, len, iv); });
}

void neon_aes_cbc_decrypt(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst,
			  unsigned int len, u8 *iv)
{
	aes_with_rounds(key,
			[&](auto nr) { aes_cbc_dec<aes_neon_dec<nr>>(key, src, dst, len, iv); });
}

void neon_aes_cbc_cts_encrypt(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst,
			      unsigned int len, u8 *iv)
{
	aes_with_rounds(key,
			[&](auto nr) { aes_cts_enc<aes_neon_enc<nr>>(key, src, dst, len, iv); });
}

void neon_aes_cbc_cts_decrypt(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst,
			      unsigned int len, u8 *iv)
{
	aes_with_rounds(key,
			[&](auto nr) { aes_cts_dec<aes_neon_dec<nr>>(key, src, dst, len, iv); });
}

void neon_aes_ctr_encrypt(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst,
			  unsigned int len, u8 *iv)
{
	aes_with_rounds(key, [&](auto nr) { aes_ctr<aes_neon_enc<nr>>(key, src, dst, len, iv); });
}

void neon_aes_xts_encrypt(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst,
			  unsigned int len, u8 *iv)
{
	aes_with_rounds(key,
			[&](auto nr) { aes_xts<aes_neon_enc<nr>, true>(key, src, dst, len, iv); });
}

void neon_aes_xts_decrypt(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst,
			  unsigned int len, u8 *iv)
{
	aes_with_rounds(key,
			[&](auto nr) { aes_xts<aes_neon_dec<nr>, false>(key, src, dst, len, iv); });
}

} // namespace ukc::arm64
