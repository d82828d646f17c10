// SPDX-License-Identifier: GPL-2.0-only
// SM4 with the Armv8 SM4 instructions: single blocks and the ECB, CBC, CTS-CBC, CTR and XTS
// modes; the only file of the "-sm4-ce" drivers built with -march=armv8.2-a+sm4.
#include "aes-arm64-modes.h"
#include "sm4-arm64.h"

namespace {

// SM4E takes the state (X_i, X_i+1, X_i+2, X_i+3) as four 32-bit lanes and four round keys,
// and runs rounds i to i+3 of GB/T 32907-2016 section 7.1, leaving (X_i+4, ..., X_i+7). The
// block's words are big-endian (section 5), the lanes host order, hence the byte swaps; the
// output is the reverse transform R = (X35, X34, X33, X32). Decryption is the same rounds with
// the round keys reversed (section 7.2), which rkey_dec holds.
template <bool Enc> struct sm4_ce_cipher {
	uint32x4_t rk[SM4_RKEY_WORDS / 4];

	explicit sm4_ce_cipher(const struct sm4_ctx *key)
	{
		const u32 *k = Enc ? key->rkey_enc : key->rkey_dec;

		for (int i = 0; i < SM4_RKEY_WORDS / 4; i++)
			rk[i] = vld1q_u32(k + 4 * i);
	}

	uint8x16_t operator()(uint8x16_t b) const
	{
		uint32x4_t x = vreinterpretq_u32_u8(vrev32q_u8(b));

#pragma GCC unroll 8
		for (int i = 0; i < SM4_RKEY_WORDS / 4; i++)
			x = vsm4eq_u32(x, rk[i]);
		x = vrev64q_u32(x);
		x = vextq_u32(x, x, 2);
		return vrev32q_u8(vreinterpretq_u8_u32(x));
	}
};

using sm4_ce_enc = sm4_ce_cipher<true>;
using sm4_ce_dec = sm4_ce_cipher<false>;

} // namespace

namespace ukc::arm64 {

void sm4_ce_encrypt_block(const struct sm4_ctx *key, u8 *out, const u8 *in)
{
	aes_store(out, sm4_ce_enc(key)(aes_load(in)));
}

void sm4_ce_decrypt_block(const struct sm4_ctx *key, u8 *out, const u8 *in)
{
	aes_store(out, sm4_ce_dec(key)(aes_load(in)));
}

void sm4_ce_ecb_encrypt(const struct sm4_ctx *key, const u8 *src, u8 *dst, unsigned int len, u8 *iv)
{
	aes_ecb<sm4_ce_enc>(key, src, dst, len);
}

void sm4_ce_ecb_decrypt(const struct sm4_ctx *key, const u8 *src, u8 *dst, unsigned int len, u8 *iv)
{
	aes_ecb<sm4_ce_dec>(key, src, dst, len);
}

void sm4_ce_cbc_encrypt(const struct sm4_ctx *key, const u8 *src, u8 *dst, unsigned int len, u8 *iv)
{
	aes_cbc_enc<sm4_ce_enc>(key, src, dst, len, iv);
}

void sm4_ce_cbc_decrypt(const struct sm4_ctx *key, const u8 *src, u8 *dst, unsigned int len, u8 *iv)
{
	aes_cbc_dec<sm4_ce_dec>(key, src, dst, len, iv);
}

void sm4_ce_cbc_cts_encrypt(const struct sm4_ctx *key, const u8 *src, u8 *dst, unsigned int len,
			    u8 *iv)
{
	aes_cts_enc<sm4_ce_enc>(key, src, dst, len, iv);
}

void sm4_ce_cbc_cts_decrypt(const struct sm4_ctx *key, const u8 *src, u8 *dst, unsigned int len,
			    u8 *iv)
{
	aes_cts_dec<sm4_ce_dec>(key, src, dst, len, iv);
}

void sm4_ce_ctr_encrypt(const struct sm4_ctx *key, const u8 *src, u8 *dst, unsigned int len, u8 *iv)
{
	aes_ctr<sm4_ce_enc>(key, src, dst, len, iv);
}

void sm4_ce_xts_encrypt(const struct sm4_ctx *key, const u8 *src, u8 *dst, unsigned int len, u8 *iv)
{
	aes_xts<sm4_ce_enc, true>(key, src, dst, len, iv);
}

void sm4_ce_xts_decrypt(const struct sm4_ctx *key, const u8 *src, u8 *dst, unsigned int len, u8 *iv)
{
	aes_xts<sm4_ce_dec, false>(key, src, dst, len, iv);
}

} // namespace ukc::arm64
