/* SPDX-License-Identifier: GPL-2.0-only */
/* GHASH and AES-GCM of the arm64 files built with ISA flags (ghash-ce.cpp with AES and PMULL,
 * ghash-neon.cpp with Advanced SIMD alone), for their glue. */
#ifndef _UKC_ARCH_ARM64_GHASH_CE_H
#define _UKC_ARCH_ARM64_GHASH_CE_H

#include <crypto/aes.h>
#include <linux/types.h>

#include <type_traits>

#pragma GCC visibility push(hidden)

namespace ukc::arm64 {

/**
 * pmull_ghash_update() - absorb whole blocks into a GHASH accumulator with PMULL
 * @y: the accumulator Y, 16 bytes in GCM's byte order (NIST SP 800-38D 6.4), updated
 * @src: @blocks * 16 bytes, any alignment
 * @blocks: how many blocks (0 is allowed)
 * @h: the hash subkey H, 16 bytes in GCM's byte order
 *
 * Y_i = (Y_(i-1) ^ X_i) * H for each block. Callers hold kernel_neon_begin().
 */
void pmull_ghash_update(u8 *y, const u8 *src, unsigned int blocks, const u8 *h);

/* The same with the 8-bit polynomial multiply of Advanced SIMD, where PMULL is missing. */
void neon_ghash_update(u8 *y, const u8 *src, unsigned int blocks, const u8 *h);

/* Powers of H the GCM code hashes with: four blocks per reduction. */
constexpr unsigned int GCM_CE_KEY_POWERS = 4;

/**
 * struct gcm_aes_ce_key - the expanded key of one gcm-aes-ce or rfc4106-gcm-aes-ce tfm
 * @aes_key: the AES round keys (aes_expandkey() layout)
 * @h_powers: H^4 .. H^1, highest first, in the multiply's own bit order (not GCM's bytes)
 * @rfc4106_nonce: the 4-byte salt of RFC 4106 section 4, as the key gave it
 */
struct gcm_aes_ce_key {
	struct crypto_aes_ctx aes_key;
	u8 h_powers[GCM_CE_KEY_POWERS][16];
	u8 rfc4106_nonce[4];
};

static_assert(std::is_standard_layout_v<gcm_aes_ce_key>);

/*
 * AES-GCM (NIST SP 800-38D section 7) in pieces, as the x86 drivers' struct aes_gcm_ops has
 * them; callers hold kernel_neon_begin(). @acc is the running GHASH in the multiply's order,
 * opaque to callers (zeros to start); ce_gcm_final() writes the 16-byte tag over it.
 *
 * ce_gcm_precompute: the powers of H = E(K, 0^128) from @key->aes_key (section 7.1 step 1).
 * ce_gcm_aad_update: @len bytes of associated data, a multiple of 16 except in the last call
 *	(a final partial block is hashed padded with zeros).
 * ce_gcm_enc_update / ce_gcm_dec_update: @len bytes of text from @src to @dst (which may be
 *	equal) with the counter block @ctr (its last 32 bits count big-endian, inc_32 of section
 *	6.2), left at the next block's counter; the ciphertext goes into @acc. A multiple of 16
 *	except in the last call.
 * ce_gcm_final: the lengths block (bytes in, bits hashed) and E(K, J0) (section 7.1 step 6).
 */
void ce_gcm_precompute(struct gcm_aes_ce_key *key);
void ce_gcm_aad_update(const struct gcm_aes_ce_key *key, u8 acc[16], const u8 *aad,
		       unsigned int len);
void ce_gcm_enc_update(const struct gcm_aes_ce_key *key, u8 ctr[16], u8 acc[16], const u8 *src,
		       u8 *dst, unsigned int len);
void ce_gcm_dec_update(const struct gcm_aes_ce_key *key, u8 ctr[16], u8 acc[16], const u8 *src,
		       u8 *dst, unsigned int len);
void ce_gcm_final(const struct gcm_aes_ce_key *key, const u8 j0[16], u8 acc[16], u64 aadlen,
		  u64 datalen);

} // namespace ukc::arm64

#pragma GCC visibility pop

#endif /* _UKC_ARCH_ARM64_GHASH_CE_H */
