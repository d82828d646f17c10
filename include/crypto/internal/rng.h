/* SPDX-License-Identifier: GPL-2.0-only */
/* Random number generators: the provider side of the rng type (kernel 6.12). */
#ifndef _UKC_CRYPTO_INTERNAL_RNG_H
#define _UKC_CRYPTO_INTERNAL_RNG_H

#include <crypto/algapi.h>
#include <crypto/rng.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * crypto_register_rng() - register a random number generator
 * @alg: the generator (cra_type and the type bits of cra_flags are filled in)
 *
 * Return: 0, -EINVAL for a seedsize above PAGE_SIZE / 8, or crypto_register_alg()'s -errno.
 */
int crypto_register_rng(struct rng_alg *alg);
void crypto_unregister_rng(struct rng_alg *alg);

/**
 * crypto_register_rngs() - register @count generators, all or none
 * @algs: the generators
 * @count: how many
 *
 * Return: 0, or the first failure's -errno (the ones already registered are removed).
 */
int crypto_register_rngs(struct rng_alg *algs, int count);
void crypto_unregister_rngs(struct rng_alg *algs, int count);

/**
 * crypto_del_default_rng() - free crypto_default_rng when nobody holds it
 *
 * Return: 0, or -EBUSY while a crypto_get_default_rng() reference is held.
 */
int crypto_del_default_rng(void);

static inline void *crypto_rng_ctx(struct crypto_rng *tfm)
{
	return crypto_tfm_ctx(&tfm->base);
}

/**
 * crypto_rng_set_entropy() - hand a generator test entropy (testmgr's path)
 * @tfm: the generator
 * @data: the entropy the next seeding consumes in place of the system's
 * @len: its length
 */
static inline void crypto_rng_set_entropy(struct crypto_rng *tfm, const u8 *data, unsigned int len)
{
	crypto_rng_alg(tfm)->set_ent(tfm, data, len);
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_INTERNAL_RNG_H */
