/* SPDX-License-Identifier: GPL-2.0-only */
/* The SM4 block and mode functions of the arm64 files built with ISA flags, for the glue files. */
#ifndef _UKC_ARCH_ARM64_SM4_ARM64_H
#define _UKC_ARCH_ARM64_SM4_ARM64_H

#include <crypto/sm4.h>
#include <linux/types.h>

#include "ghash-ce.h"

/*
 * Every function takes a key expanded by sm4_expandkey() (rkey_enc to encrypt, rkey_dec, the
 * same round keys in reverse order, to decrypt: GB/T 32907-2016 section 7.2), and has the
 * shape of aes-arm64.h's: @len bytes from @src to @dst (which may be equal) and a 16-byte @iv
 * left where the next call continues (the last ciphertext block for CBC, the next counter
 * block for CTR, the next tweak for XTS, whose @iv already holds E_K2(IV)). ECB and CBC take
 * whole blocks; CTR any length (a partial block ends the stream); XTS at least one block,
 * stealing ciphertext for a partial one; CTS-CBC 17 to 32 bytes. Callers hold
 * kernel_neon_begin().
 *
 * sm4_ce_* (sm4-ce.cpp) use the SM4E instruction (FEAT_SM4, four rounds an instruction);
 * sm4_neon_* (sm4-neon.cpp) only Advanced SIMD, four blocks at a time with table lookups for
 * the S-box, and only for the modes 6.12's NEON driver accelerates.
 */
#pragma GCC visibility push(hidden)

namespace ukc::arm64 {

typedef void sm4_arm64_crypt(const struct sm4_ctx *key, const u8 *src, u8 *dst, unsigned int len,
			     u8 *iv);
typedef void sm4_arm64_block(const struct sm4_ctx *key, u8 *out, const u8 *in);

/* FEAT_SM4 (sm4-ce.cpp). */
sm4_arm64_block sm4_ce_encrypt_block, sm4_ce_decrypt_block;
sm4_arm64_crypt sm4_ce_ecb_encrypt, sm4_ce_ecb_decrypt, sm4_ce_cbc_encrypt, sm4_ce_cbc_decrypt,
	sm4_ce_cbc_cts_encrypt, sm4_ce_cbc_cts_decrypt, sm4_ce_ctr_encrypt, sm4_ce_xts_encrypt,
	sm4_ce_xts_decrypt;

/* Advanced SIMD only (sm4-neon.cpp). */
sm4_arm64_crypt sm4_neon_ecb_encrypt, sm4_neon_ecb_decrypt, sm4_neon_cbc_decrypt,
	sm4_neon_ctr_encrypt;

/*
 * CBC-MAC (sm4-ce.cpp): sm4_ce_mac_update() chains @blocks whole blocks into @mac, each
 * M = E(K, M ^ P_i); sm4_ce_ccm_crypt() is CCM's payload pass (SP 800-38C 6.1): CTR from @ctr
 * (left at the next counter) and the plaintext chained into @mac, a final partial block padded
 * with zeros.
 */
void sm4_ce_mac_update(const struct sm4_ctx *key, u8 mac[16], const u8 *src, unsigned int blocks);
void sm4_ce_ccm_encrypt(const struct sm4_ctx *key, u8 mac[16], const u8 *src, u8 *dst,
			unsigned int len, u8 ctr[16]);
void sm4_ce_ccm_decrypt(const struct sm4_ctx *key, u8 mac[16], const u8 *src, u8 *dst,
			unsigned int len, u8 ctr[16]);

/**
 * struct gcm_sm4_ce_key - the expanded key of one gcm-sm4-ce tfm
 * @sm4_key: the SM4 round keys
 * @h_powers: H^4 .. H^1, as struct gcm_aes_ce_key holds them
 */
struct gcm_sm4_ce_key {
	struct sm4_ctx sm4_key;
	u8 h_powers[GCM_CE_KEY_POWERS][16];
};

static_assert(std::is_standard_layout_v<gcm_sm4_ce_key>);

/* SM4-GCM with SM4E and PMULL (sm4-ce-gcm.cpp), in the pieces ghash-ce.h's ce_gcm_* have. */
void sm4_ce_gcm_precompute(struct gcm_sm4_ce_key *key);
void sm4_ce_gcm_aad_update(const struct gcm_sm4_ce_key *key, u8 acc[16], const u8 *aad,
			   unsigned int len);
void sm4_ce_gcm_enc_update(const struct gcm_sm4_ce_key *key, u8 ctr[16], u8 acc[16], const u8 *src,
			   u8 *dst, unsigned int len);
void sm4_ce_gcm_dec_update(const struct gcm_sm4_ce_key *key, u8 ctr[16], u8 acc[16], const u8 *src,
			   u8 *dst, unsigned int len);
void sm4_ce_gcm_final(const struct gcm_sm4_ce_key *key, const u8 j0[16], u8 acc[16], u64 aadlen,
		      u64 datalen);

} // namespace ukc::arm64

#pragma GCC visibility pop

#endif /* _UKC_ARCH_ARM64_SM4_ARM64_H */
