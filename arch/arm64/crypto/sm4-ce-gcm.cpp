// SPDX-License-Identifier: GPL-2.0-only
// SM4-GCM (NIST SP 800-38D over GB/T 32907-2016's cipher) with SM4E for the counter blocks and
// PMULL for GHASH in one pass; the only file of "gcm-sm4-ce" built with -march=armv8.2-a+crypto+sm4.
#include "ghash-ce-core.h"
#include "sm4-arm64.h"
#include "sm4-ce-core.h"

namespace ukc::arm64 {

void sm4_ce_gcm_precompute(struct gcm_sm4_ce_key *key)
{
	gcm_ce_powers(sm4_ce_enc(&key->sm4_key)(vdupq_n_u8(0)), key->h_powers);
}

void sm4_ce_gcm_aad_update(const struct gcm_sm4_ce_key *key, u8 acc[16], const u8 *aad,
			   unsigned int len)
{
	gcm_ce_aad(gcm_powers(key->h_powers), acc, aad, len);
}

void sm4_ce_gcm_enc_update(const struct gcm_sm4_ce_key *key, u8 ctr[16], u8 acc[16], const u8 *src,
			   u8 *dst, unsigned int len)
{
	gcm_ce_crypt<true>(sm4_ce_enc(&key->sm4_key), gcm_powers(key->h_powers), ctr, acc, src, dst,
			   len);
}

void sm4_ce_gcm_dec_update(const struct gcm_sm4_ce_key *key, u8 ctr[16], u8 acc[16], const u8 *src,
			   u8 *dst, unsigned int len)
{
	gcm_ce_crypt<false>(sm4_ce_enc(&key->sm4_key), gcm_powers(key->h_powers), ctr, acc, src,
			    dst, len);
}

void sm4_ce_gcm_final(const struct gcm_sm4_ce_key *key, const u8 j0[16], u8 acc[16], u64 aadlen,
		      u64 datalen)
{
	gcm_ce_final(sm4_ce_enc(&key->sm4_key), gcm_powers(key->h_powers), j0, acc, aadlen,
		     datalen);
}

} // namespace ukc::arm64
