/* SPDX-License-Identifier: GPL-2.0-only */
/* Internals shared by the shash and ahash types. */
#ifndef _UKC_CRYPTO_HASH_PRIV_H
#define _UKC_CRYPTO_HASH_PRIV_H

#include <crypto/internal/hash.h>

#include "internal.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Lookups through the ahash frontend match both ahash (0xf) and shash (0xe) algorithms. */
#define CRYPTO_ALG_TYPE_AHASH_MASK 0x0000000e

/* The shash type: the ahash frontend recognises shash algorithms by it. */
extern const struct crypto_type crypto_shash_type;

/**
 * hash_prepare_alg() - check and complete the fields both hash types share
 * @alg: the common part of an shash_alg or ahash_alg
 *
 * Return: 0, or -EINVAL for a digestsize above HASH_MAX_DIGESTSIZE or a nonzero
 * alignmask (6.12 supports none for hashes).
 */
int hash_prepare_alg(struct hash_alg_common *alg);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_HASH_PRIV_H */
