// SPDX-License-Identifier: GPL-2.0-only
// GHASH (NIST SP 800-38D section 6.4) with the 64-bit polynomial multiplies PMULL/PMULL2, and
// AES-GCM with AES-CTR fused into it; the only file of the GHASH and GCM drivers built with
// -march=armv8-a+crypto.
#include <arm_neon.h>

#include "aes-ce-core.h"
#include "ghash-ce-core.h"

namespace ukc::arm64 {

void pmull_ghash_update(u8 *y, const u8 *src, unsigned int blocks, const u8 *h)
{
	const uint64x2_t hv = ghash_load(h);
	uint64x2_t acc = ghash_load(y);

	for (; blocks; blocks--, src += 16)
		acc = ghash_mul(veorq_u64(acc, ghash_load(src)), hv);
	ghash_store(y, acc);
}

void ce_gcm_precompute(struct gcm_aes_ce_key *key)
{
	uint8x16_t h0 = vdupq_n_u8(0);

	aes_with_rounds(&key->aes_key, [&](auto nr) { h0 = aes_ce_enc<nr>(&key->aes_key)(h0); });
	gcm_ce_powers(h0, key->h_powers);
}

void ce_gcm_aad_update(const struct gcm_aes_ce_key *key, u8 acc[16], const u8 *aad,
		       unsigned int len)
{
	gcm_ce_aad(gcm_powers(key->h_powers), acc, aad, len);
}

void ce_gcm_enc_update(const struct gcm_aes_ce_key *key, u8 ctr[16], u8 acc[16], const u8 *src,
		       u8 *dst, unsigned int len)
{
	aes_with_rounds(&key->aes_key, [&](auto nr) {
		gcm_ce_crypt<true>(aes_ce_enc<nr>(&key->aes_key), gcm_powers(key->h_powers), ctr,
				   acc, src, dst, len);
	});
}

void ce_gcm_dec_update(const struct gcm_aes_ce_key *key, u8 ctr[16], u8 acc[16], const u8 *src,
		       u8 *dst, unsigned int len)
{
	aes_with_rounds(&key->aes_key, [&](auto nr) {
		gcm_ce_crypt<false>(aes_ce_enc<nr>(&key->aes_key), gcm_powers(key->h_powers), ctr,
				    acc, src, dst, len);
	});
}

void ce_gcm_final(const struct gcm_aes_ce_key *key, const u8 j0[16], u8 acc[16], u64 aadlen,
		  u64 datalen)
{
	aes_with_rounds(&key->aes_key, [&](auto nr) {
		gcm_ce_final(aes_ce_enc<nr>(&key->aes_key), gcm_powers(key->h_powers), j0, acc,
			     aadlen, datalen);
	});
}

} // namespace ukc::arm64
