/* SPDX-License-Identifier: GPL-2.0-only */
/* The AES-GCM key layout and the functions of the x86 GCM files built with ISA flags. */
#ifndef _UKC_ARCH_X86_AES_GCM_INTEL_H
#define _UKC_ARCH_X86_AES_GCM_INTEL_H

#include <crypto/aes.h>
#include <linux/types.h>

/*
 * GHASH values (the accumulator, the powers of H) are kept as the ISA code uses them: each
 * 16-byte block read as one big-endian 128-bit integer and stored little-endian, so bit 127
 * holds the coefficient of x^0 (SP 800-38D section 6.3 numbers the bits of a block from the
 * left). The hash key is stored multiplied by x^-1, which makes a carry-less product of two
 * such values come out aligned for the reduction. Products take three carry-less multiplies
 * (Karatsuba): low halves, high halves, and the XORs of the halves, whose operand for each
 * power of H is kept beside it.
 */
#define AES_GCM_KEY_POWERS 32

/**
 * struct aes_gcm_key - the expanded key of one AES-GCM tfm
 * @aes_key: the AES round keys (aes_expandkey() layout)
 * @h_powers: H^32 .. H^1 (each times x^-1), highest power first
 * @h_powers_xor: for each of @h_powers, its two 64-bit halves XORed, in both halves
 * @rfc4106_nonce: the 4-byte salt of RFC 4106 section 4, as the key gave it
 */
struct aes_gcm_key {
	struct crypto_aes_ctx aes_key;
	u8 h_powers[AES_GCM_KEY_POWERS][16] __attribute__((aligned(64)));
	u8 h_powers_xor[AES_GCM_KEY_POWERS][16] __attribute__((aligned(64)));
	u8 rfc4106_nonce[4];
};

/**
 * struct aes_gcm_ops - the functions of one ISA level, callers holding kernel_fpu_begin()
 * @precompute: the powers of H from the expanded AES key
 * @aad_update: @len bytes of associated data into @acc (a multiple of 16 except in the last
 *	call; a final partial block is zero-padded, SP 800-38D section 7.1 step 5)
 * @enc_update: @len bytes of text with the counter block @ctr (big-endian, its last 32 bits
 *	counting, section 6.5 inc_32), left at the next block's counter, and the ciphertext
 *	into @acc; a multiple of 16 except in the last call
 * @dec_update: the same for decryption
 * @final: the tag from @acc, the lengths (bytes) and the pre-counter block @j0, written over
 *	@acc (section 7.1 step 6)
 */
struct aes_gcm_ops {
	void (*precompute)(struct aes_gcm_key *key);
	void (*aad_update)(const struct aes_gcm_key *key, u8 acc[16], const u8 *aad,
			   unsigned int len);
	void (*enc_update)(const struct aes_gcm_key *key, u8 ctr[16], u8 acc[16], const u8 *src,
			   u8 *dst, unsigned int len);
	void (*dec_update)(const struct aes_gcm_key *key, u8 ctr[16], u8 acc[16], const u8 *src,
			   u8 *dst, unsigned int len);
	void (*final)(const struct aes_gcm_key *key, const u8 j0[16], u8 acc[16], u64 aadlen,
		      u64 datalen);
};

/*
 * One table per file built with ISA flags: aes-gcm-aesni.cpp (SSE), aes-gcm-aesni-avx.cpp
 * (VEX), aes-gcm-vaes-avx10_256.cpp (ymm), aes-gcm-vaes-avx10_512.cpp (zmm). They are the
 * library's own (hidden), as in aesni-intel.h.
 */
#pragma GCC visibility push(hidden)

extern const struct aes_gcm_ops aes_gcm_ops_aesni;
extern const struct aes_gcm_ops aes_gcm_ops_aesni_avx;
extern const struct aes_gcm_ops aes_gcm_ops_vaes_avx2;
extern const struct aes_gcm_ops aes_gcm_ops_vaes_avx10_256;
extern const struct aes_gcm_ops aes_gcm_ops_vaes_avx10_512;

#pragma GCC visibility pop

#endif /* _UKC_ARCH_X86_AES_GCM_INTEL_H */
