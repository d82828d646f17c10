/* SPDX-License-Identifier: GPL-2.0-only */
/* The block and mode functions of the x86 AES files built with ISA flags, for the glue files. */
#ifndef _UKC_ARCH_X86_AESNI_INTEL_H
#define _UKC_ARCH_X86_AESNI_INTEL_H

#include <crypto/aes.h>
#include <linux/types.h>

/*
 * Every mode function takes an expanded key (struct crypto_aes_ctx, as aes_expandkey() lays
 * it out), @len bytes from @src to @dst (which may be equal), and a 16-byte @iv that it leaves
 * where the next call must continue: the last ciphertext block (CBC), the next counter block
 * (CTR), the next tweak (XTS). Callers hold kernel_fpu_begin().
 *
 * ECB and CBC take whole blocks; CTR any length (a final partial block ends the stream); XTS
 * at least one block, and steals ciphertext from the last full block when @len is not a
 * multiple of 16; CTS-CBC 17 to 32 bytes: the final full block and the partial one after it.
 * They are the library's own (hidden): no PLT between the glue and them.
 */
#pragma GCC visibility push(hidden)

typedef void (*aes_x86_crypt_fn)(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst,
				 unsigned int len, u8 *iv);

/* AES-NI (aesni-intel.cpp: SSE4.1 + AES-NI). */
void aesni_set_key(struct crypto_aes_ctx *ctx, const u8 *in_key, unsigned int key_len);
void aesni_enc(const struct crypto_aes_ctx *ctx, u8 *out, const u8 *in);
void aesni_dec(const struct crypto_aes_ctx *ctx, u8 *out, const u8 *in);
void aesni_ecb_enc(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst, unsigned int len,
		   u8 *iv);
void aesni_ecb_dec(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst, unsigned int len,
		   u8 *iv);
void aesni_cbc_enc(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst, unsigned int len,
		   u8 *iv);
void aesni_cts_cbc_enc(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst, unsigned int len,
		       u8 *iv);
void aesni_cts_cbc_dec(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst, unsigned int len,
		       u8 *iv);
/**
 * struct aes_modes_ops - the parallel AES modes of one ISA level
 * @xts_encrypt: XTS encryption (the tweak already encrypted)
 * @xts_decrypt: XTS decryption
 * @ctr_crypt: CTR, either way
 * @cbc_decrypt: CBC decryption (encryption is a chain: aesni_cbc_enc() at every level)
 *
 * One table per file built with ISA flags, as struct aes_gcm_ops: aesni-intel.cpp (SSE),
 * aes-aesni-avx.cpp (VEX), aes-vaes-avx2.cpp (ymm), aes-vaes-avx10_256.cpp (ymm with
 * AVX-512VL), aes-vaes-avx10_512.cpp (zmm).
 */
struct aes_modes_ops {
	aes_x86_crypt_fn xts_encrypt;
	aes_x86_crypt_fn xts_decrypt;
	aes_x86_crypt_fn ctr_crypt;
	aes_x86_crypt_fn cbc_decrypt;
};

extern const struct aes_modes_ops aes_modes_ops_aesni;
extern const struct aes_modes_ops aes_modes_ops_aesni_avx;
extern const struct aes_modes_ops aes_modes_ops_vaes_avx2;
extern const struct aes_modes_ops aes_modes_ops_vaes_avx10_256;
extern const struct aes_modes_ops aes_modes_ops_vaes_avx10_512;

#pragma GCC visibility pop

#endif /* _UKC_ARCH_X86_AESNI_INTEL_H */
