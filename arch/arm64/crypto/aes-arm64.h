/* SPDX-License-Identifier: GPL-2.0-only */
/* The block and mode functions of the arm64 AES files built with ISA flags, for the glue files. */
#ifndef _UKC_ARCH_ARM64_AES_ARM64_H
#define _UKC_ARCH_ARM64_AES_ARM64_H

#include <crypto/aes.h>
#include <linux/types.h>

/*
 * Every mode function takes an expanded key (struct crypto_aes_ctx, as aes_expandkey() lays
 * it out: key_enc for encryption, the Equivalent Inverse Cipher's key_dec for decryption), @len
 * bytes from @src to @dst (which may be equal), and a 16-byte @iv that it leaves where the next
 * call must continue: the last ciphertext block (CBC), the next counter block (CTR), the next
 * tweak (XTS, whose @iv already holds E_K2(IV)). Callers hold kernel_neon_begin().
 *
 * ECB and CBC take whole blocks; CTR any length (a final partial block ends the stream); XTS
 * at least one block, and steals ciphertext from the last full block when @len is not a
 * multiple of 16; CTS-CBC 17 to 32 bytes: the final full block and the partial one after it.
 *
 * ce_* (aes-ce.cpp) use the Crypto Extensions' AESE/AESD/AESMC/AESIMC; neon_* (aes-neon.cpp)
 * use only Advanced SIMD (table lookups for the S-box), for CPUs without the AES instructions.
 */
#pragma GCC visibility push(hidden)

namespace ukc::arm64 {

/* The two signatures every ISA file gives: a mode over @len bytes, and one block. */
typedef void aes_arm64_crypt(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst,
			     unsigned int len, u8 *iv);
typedef void aes_arm64_block(const struct crypto_aes_ctx *key, u8 *out, const u8 *in);
typedef aes_arm64_crypt *aes_arm64_crypt_fn;
typedef aes_arm64_block *aes_arm64_block_fn;

/* Crypto Extensions (aes-ce.cpp). */
aes_arm64_block ce_aes_encrypt_block, ce_aes_decrypt_block;
aes_arm64_crypt ce_aes_ecb_encrypt, ce_aes_ecb_decrypt, ce_aes_cbc_encrypt, ce_aes_cbc_decrypt,
	ce_aes_cbc_cts_encrypt, ce_aes_cbc_cts_decrypt, ce_aes_ctr_encrypt, ce_aes_xts_encrypt,
	ce_aes_xts_decrypt;

/* Advanced SIMD only (aes-neon.cpp). */
aes_arm64_block neon_aes_encrypt_block, neon_aes_decrypt_block;
aes_arm64_crypt neon_aes_ecb_encrypt, neon_aes_ecb_decrypt, neon_aes_cbc_encrypt,
	neon_aes_cbc_decrypt, neon_aes_cbc_cts_encrypt, neon_aes_cbc_cts_decrypt,
	neon_aes_ctr_encrypt, neon_aes_xts_encrypt, neon_aes_xts_decrypt;

} // namespace ukc::arm64

#pragma GCC visibility pop

#endif /* _UKC_ARCH_ARM64_AES_ARM64_H */
