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
 * lskcipher_setkey_child() - key an inner lskcipher as its outer tfm asks
 * @child: the lskcipher a mode or an skcipher tfm works through
 * @outer_flags: the outer tfm's flags, whose request flags @child takes
 * @key: the key
 * @keylen: its length in bytes
 *
 * Return: what crypto_lskcipher_setkey() returns for @child.
 */
int lskcipher_setkey_child(struct crypto_lskcipher *child, u32 outer_flags, const u8 *key,
			   unsigned int keylen);

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
