/* SPDX-License-Identifier: GPL-2.0-only */
/* Random number generators: the rng algorithm type as its users see it (kernel 6.12). */
#ifndef _UKC_CRYPTO_RNG_H
#define _UKC_CRYPTO_RNG_H

#include <linux/crypto.h>
#include <linux/kernel.h>

#ifdef __cplusplus
extern "C" {
#endif

struct crypto_rng;

/**
 * struct rng_alg - a random number generator, as registered
 * @generate: write @dlen random bytes to @dst, mixing in the @slen bytes of additional input
 *	      at @src (may be NULL and 0); 0 or -errno
 * @seed: (re)seed with the @slen bytes at @seed; 0 or -errno
 * @set_ent: give the generator test entropy in place of its own noise source (self-tests
 *	     only); the core supplies a no-op when NULL
 * @seedsize: the seed length @seed expects (0: the generator gathers its own)
 * @base: the common algorithm descriptor
 */
struct rng_alg {
	int (*generate)(struct crypto_rng *tfm, const u8 *src, unsigned int slen, u8 *dst,
			unsigned int dlen);
	int (*seed)(struct crypto_rng *tfm, const u8 *seed, unsigned int slen);
	void (*set_ent)(struct crypto_rng *tfm, const u8 *data, unsigned int len);

	unsigned int seedsize;

	struct crypto_alg base;
};

struct crypto_rng {
	struct crypto_tfm base;
};

/* The shared "stdrng" instance, valid between crypto_get_default_rng() and its put. */
extern struct crypto_rng *crypto_default_rng;

/**
 * crypto_get_default_rng() - take a reference to crypto_default_rng, making it if need be
 *
 * The first call allocates "stdrng" and seeds it with crypto_rng_seedsize() fresh bytes.
 *
 * Return: 0, or the -errno of the allocation or the seeding.
 */
int crypto_get_default_rng(void);

/**
 * crypto_put_default_rng() - drop a reference taken by crypto_get_default_rng()
 */
void crypto_put_default_rng(void);

/**
 * crypto_alloc_rng() - allocate a random number generator tfm
 * @alg_name: cra_name ("stdrng") or driver name ("drbg_nopr_hmac_sha256")
 * @type: type flags to match
 * @mask: mask of the type flags
 *
 * The generator is not seeded: call crypto_rng_reset() before generating.
 *
 * Return: the tfm, or ERR_PTR(-ENOENT) and the like.
 */
struct crypto_rng *crypto_alloc_rng(const char *alg_name, u32 type, u32 mask);

static inline struct crypto_tfm *crypto_rng_tfm(struct crypto_rng *tfm)
{
	return &tfm->base;
}

static inline struct rng_alg *__crypto_rng_alg(struct crypto_alg *alg)
{
	return container_of(alg, struct rng_alg, base);
}

/**
 * crypto_rng_alg() - the rng_alg behind a tfm
 * @tfm: the tfm
 *
 * Return: its algorithm descriptor.
 */
static inline struct rng_alg *crypto_rng_alg(struct crypto_rng *tfm)
{
	return __crypto_rng_alg(crypto_rng_tfm(tfm)->__crt_alg);
}

/**
 * crypto_free_rng() - free a tfm from crypto_alloc_rng(), wiping its state
 * @tfm: the tfm (NULL or an ERR_PTR is ignored)
 */
static inline void crypto_free_rng(struct crypto_rng *tfm)
{
	crypto_destroy_tfm(tfm, crypto_rng_tfm(tfm));
}

/**
 * crypto_rng_generate() - random bytes, with additional input
 * @tfm: the generator
 * @src: additional input mixed into this generation (NULL when @slen is 0)
 * @slen: its length
 * @dst: where the random bytes go
 * @dlen: how many
 *
 * Return: 0, or -errno (an unseeded DRBG answers -EINVAL).
 */
static inline int crypto_rng_generate(struct crypto_rng *tfm, const u8 *src, unsigned int slen,
				      u8 *dst, unsigned int dlen)
{
	return crypto_rng_alg(tfm)->generate(tfm, src, slen, dst, dlen);
}

/**
 * crypto_rng_get_bytes() - random bytes, without additional input
 * @tfm: the generator
 * @rdata: where the random bytes go
 * @dlen: how many
 *
 * Return: 0 or -errno, as crypto_rng_generate().
 */
static inline int crypto_rng_get_bytes(struct crypto_rng *tfm, u8 *rdata, unsigned int dlen)
{
	return crypto_rng_generate(tfm, NULL, 0, rdata, dlen);
}

/**
 * crypto_rng_reset() - (re)seed a generator
 * @tfm: the generator
 * @seed: the seed, or NULL to have @slen bytes drawn from the system's random source
 * @slen: its length (crypto_rng_seedsize() for the generators that demand one)
 *
 * Return: 0, or the generator's -errno.
 */
int crypto_rng_reset(struct crypto_rng *tfm, const u8 *seed, unsigned int slen);

/**
 * crypto_rng_seedsize() - the seed length a generator expects
 * @tfm: the generator
 *
 * Return: the length in bytes (0 for the DRBGs, which draw their own entropy).
 */
static inline int crypto_rng_seedsize(struct crypto_rng *tfm)
{
	return crypto_rng_alg(tfm)->seedsize;
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_RNG_H */
