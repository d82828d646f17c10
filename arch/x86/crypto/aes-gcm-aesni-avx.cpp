// SPDX-License-Identifier: GPL-2.0-only
// AES-GCM one block per xmm register with AES-NI and PCLMULQDQ, VEX encoded (AVX).
#include "aes-gcm-x86.h"

void aes_gcm_precompute_aesni_avx(struct aes_gcm_key *key)
{
	gcm_precompute(key);
}

void aes_gcm_aad_update_aesni_avx(const struct aes_gcm_key *key, u8 acc[16], const u8 *aad,
			unsigned int len)
{
	gcm_aad_update<gcm_v128>(key, acc, aad, len);
}

void aes_gcm_enc_update_aesni_avx(const struct aes_gcm_key *key, u8 ctr[16], u8 acc[16],
			const u8 *src, u8 *dst, unsigned int len)
{
	gcm_update<gcm_v128, true>(key, ctr, acc, src, dst, len);
}

void aes_gcm_dec_update_aesni_avx(const struct aes_gcm_key *key, u8 ctr[16], u8 acc[16],
			const u8 *src, u8 *dst, unsigned int len)
{
	gcm_update<gcm_v128, false>(key, ctr, acc, src, dst, len);
}

void aes_gcm_final_aesni_avx(const struct aes_gcm_key *key, const u8 j0[16], u8 acc[16], u64 aadlen,
		       u64 datalen)
{
	gcm_final(key, j0, acc, aadlen, datalen);
}
