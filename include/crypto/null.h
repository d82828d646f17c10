/* SPDX-License-Identifier: GPL-2.0-only */
/* The null cipher: "ecb(cipher_null)" copies its input, and one shared instance serves the
 * templates (gcm, authenc) that use it to copy a request's data from src to dst. */
#ifndef _UKC_CRYPTO_NULL_H
#define _UKC_CRYPTO_NULL_H

#include <crypto/skcipher.h>

#ifdef __cplusplus
extern "C" {
#endif

#define NULL_KEY_SIZE 0
#define NULL_BLOCK_SIZE 1
#define NULL_DIGEST_SIZE 0
#define NULL_IV_SIZE 0

/**
 * crypto_get_default_null_skcipher() - take a reference on the shared "ecb(cipher_null)"
 *
 * Return: the shared transform (allocated on first use), or an ERR_PTR().
 */
struct crypto_sync_skcipher *crypto_get_default_null_skcipher(void);

/**
 * crypto_put_default_null_skcipher() - drop a reference taken by the call above
 *
 * The shared transform is freed with its last reference.
 */
void crypto_put_default_null_skcipher(void);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_NULL_H */
