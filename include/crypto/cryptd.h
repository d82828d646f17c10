/* SPDX-License-Identifier: GPL-2.0-only */
/* cryptd: run a synchronous algorithm's requests on worker threads, completing them async. */
#ifndef _UKC_CRYPTO_CRYPTD_H
#define _UKC_CRYPTO_CRYPTD_H

#include <crypto/aead.h>
#include <crypto/hash.h>
#include <crypto/skcipher.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * struct cryptd_skcipher - a "cryptd(...)" skcipher transform
 * @base: the async skcipher; its requests run on a cryptd worker thread
 */
struct cryptd_skcipher {
	struct crypto_skcipher base;
};

/**
 * cryptd_alloc_skcipher() - allocate "cryptd(@alg_name)"
 * @alg_name: the synchronous skcipher to wrap (may be internal, e.g. "__ecb-aes-aesni")
 * @type: lookup type (CRYPTO_ALG_INTERNAL to find an internal algorithm)
 * @mask: lookup mask
 *
 * Return: the transform, or ERR_PTR: -EINVAL if the name does not fit or what was found is
 * not a cryptd instance, else the lookup's -errno.
 */
struct cryptd_skcipher *cryptd_alloc_skcipher(const char *alg_name, u32 type, u32 mask);

/**
 * cryptd_skcipher_child() - the wrapped synchronous transform
 * @tfm: a transform from cryptd_alloc_skcipher()
 *
 * Requests given to the child run at once, on the caller's thread.
 *
 * Return: the child (owned by @tfm).
 */
struct crypto_skcipher *cryptd_skcipher_child(struct cryptd_skcipher *tfm);

/**
 * cryptd_skcipher_queued() - whether requests of @tfm are waiting or running in cryptd
 * @tfm: a transform from cryptd_alloc_skcipher()
 *
 * Return: true while any request sent through @tfm has not completed.
 */
bool cryptd_skcipher_queued(struct cryptd_skcipher *tfm);

/**
 * cryptd_free_skcipher() - release a transform from cryptd_alloc_skcipher()
 * @tfm: the transform
 *
 * The transform is freed once its last queued request has completed.
 */
void cryptd_free_skcipher(struct cryptd_skcipher *tfm);

/**
 * struct cryptd_ahash - a "cryptd(...)" hash transform
 * @base: the async ahash; its requests run the wrapped shash on a cryptd worker thread
 */
struct cryptd_ahash {
	struct crypto_ahash base;
};

static inline struct cryptd_ahash *__cryptd_ahash_cast(struct crypto_ahash *tfm)
{
	return (struct cryptd_ahash *)tfm;
}

/**
 * cryptd_alloc_ahash() - allocate "cryptd(@alg_name)" over an shash
 * @alg_name: the shash to wrap (may be internal, e.g. "__ghash-pclmulqdqni")
 * @type: lookup type (CRYPTO_ALG_INTERNAL to find an internal algorithm)
 * @mask: lookup mask
 *
 * Return: the transform, or ERR_PTR: -EINVAL if the name does not fit or what was found is
 * not a cryptd instance, else the lookup's -errno.
 */
struct cryptd_ahash *cryptd_alloc_ahash(const char *alg_name, u32 type, u32 mask);

/**
 * cryptd_ahash_child() - the wrapped shash
 * @tfm: a transform from cryptd_alloc_ahash()
 *
 * Return: the child (owned by @tfm).
 */
struct crypto_shash *cryptd_ahash_child(struct cryptd_ahash *tfm);

/**
 * cryptd_shash_desc() - the child's descriptor inside a request of a cryptd hash
 * @req: a request of a transform from cryptd_alloc_ahash()
 *
 * The state the queued operations continue: a caller may run the child on it directly
 * (desc->tfm set to the child) and queue the next operation.
 *
 * Return: the descriptor.
 */
struct shash_desc *cryptd_shash_desc(struct ahash_request *req);

/**
 * cryptd_ahash_queued() - whether requests of @tfm are waiting or running in cryptd
 * @tfm: a transform from cryptd_alloc_ahash()
 *
 * Return: true while any request sent through @tfm has not completed.
 */
bool cryptd_ahash_queued(struct cryptd_ahash *tfm);

/**
 * cryptd_free_ahash() - release a transform from cryptd_alloc_ahash()
 * @tfm: the transform
 *
 * The transform is freed once its last queued request has completed.
 */
void cryptd_free_ahash(struct cryptd_ahash *tfm);

/**
 * struct cryptd_aead - a "cryptd(...)" AEAD transform
 * @base: the async AEAD; its requests run on a cryptd worker thread
 */
struct cryptd_aead {
	struct crypto_aead base;
};

static inline struct cryptd_aead *__cryptd_aead_cast(struct crypto_aead *tfm)
{
	return (struct cryptd_aead *)tfm;
}

/**
 * cryptd_alloc_aead() - allocate "cryptd(@alg_name)" over a synchronous AEAD
 * @alg_name: the AEAD to wrap (may be internal, e.g. "__generic-gcm-aesni")
 * @type: lookup type (CRYPTO_ALG_INTERNAL to find an internal algorithm)
 * @mask: lookup mask
 *
 * Return: the transform, or ERR_PTR: -EINVAL if the name does not fit or what was found is
 * not a cryptd instance, else the lookup's -errno.
 */
struct cryptd_aead *cryptd_alloc_aead(const char *alg_name, u32 type, u32 mask);

/**
 * cryptd_aead_child() - the wrapped synchronous AEAD
 * @tfm: a transform from cryptd_alloc_aead()
 *
 * Return: the child (owned by @tfm).
 */
struct crypto_aead *cryptd_aead_child(struct cryptd_aead *tfm);

/**
 * cryptd_aead_queued() - whether requests of @tfm are waiting or running in cryptd
 * @tfm: a transform from cryptd_alloc_aead()
 *
 * Return: true while any request sent through @tfm has not completed.
 */
bool cryptd_aead_queued(struct cryptd_aead *tfm);

/**
 * cryptd_free_aead() - release a transform from cryptd_alloc_aead()
 * @tfm: the transform
 *
 * The transform is freed once its last queued request has completed.
 */
void cryptd_free_aead(struct cryptd_aead *tfm);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_CRYPTD_H */
