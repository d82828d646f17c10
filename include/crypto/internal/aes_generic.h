/* SPDX-License-Identifier: GPL-2.0-only */
/* Table-driven AES block functions behind the "aes-generic" cipher (ukcrypto-specific). */
#ifndef _UKC_CRYPTO_INTERNAL_AES_GENERIC_H
#define _UKC_CRYPTO_INTERNAL_AES_GENERIC_H

#include <crypto/aes.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * ukc_aes_generic_encrypt() - encrypt one block with the crypto_ft_tab T-tables
 * @ctx: key schedule from aes_expandkey()
 * @out: 16 bytes of ciphertext output (may equal @in)
 * @in: 16 bytes of plaintext
 *
 * Same result as aes_encrypt(), faster, but with key- and data-dependent table lookups
 * over 4 KiB (as the kernel's aes-generic cipher); use it where that is acceptable.
 */
void ukc_aes_generic_encrypt(const struct crypto_aes_ctx *ctx, u8 *out, const u8 *in);

/**
 * ukc_aes_generic_decrypt() - decrypt one block with the crypto_it_tab T-tables
 * @ctx: key schedule from aes_expandkey()
 * @out: 16 bytes of plaintext output (may equal @in)
 * @in: 16 bytes of ciphertext
 */
void ukc_aes_generic_decrypt(const struct crypto_aes_ctx *ctx, u8 *out, const u8 *in);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_INTERNAL_AES_GENERIC_H */
