/* SPDX-License-Identifier: GPL-2.0-only */
/* Internals shared by the skcipher and lskcipher types. */
#ifndef _UKC_CRYPTO_SKCIPHER_PRIV_H
#define _UKC_CRYPTO_SKCIPHER_PRIV_H

#include <crypto/internal/skcipher.h>

#include "internal.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Lookups through the skcipher frontend match both skcipher (5) and lskcipher (4) algorithms. */
#define CRYPTO_ALG_TYPE_SKCIPHER_MASK 0x0000000e

/* The lskcipher half of an skcipher tfm made over an lskcipher algorithm. */
int crypto_lskcipher_encrypt_sg(struct skcipher_request *req);
int crypto_lskcipher_decrypt_sg(struct skcipher_request *req);
int crypto_init_lskcipher_ops_sg(struct crypto_tfm *tfm);

/**
 * skcipher_prepare_alg_common() - check and complete the fields both cipher types share
 * @alg: the common part of an skcipher_alg or lskcipher_alg
 *
 * Return: 0, or -EINVAL for an ivsize or chunksize above PAGE_SIZE / 8 or a
 * statesize (alone or with the ivsize) above PAGE_SIZE / 2.
 */
int skcipher_prepare_alg_common(struct skcipher_alg_common *alg);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_SKCIPHER_PRIV_H */
