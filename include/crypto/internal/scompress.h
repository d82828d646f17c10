/* SPDX-License-Identifier: GPL-2.0-only */
/* Synchronous compression: the scomp type, which acomp users reach through a bridge (6.12). */
#ifndef _UKC_CRYPTO_INTERNAL_SCOMPRESS_H
#define _UKC_CRYPTO_INTERNAL_SCOMPRESS_H

#include <crypto/acompress.h>
#include <crypto/algapi.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Each CPU's scratch buffers, and the largest input or output a request through acomp has. */
#define SCOMP_SCRATCH_SIZE 131072

struct crypto_scomp {
	struct crypto_tfm base;
};

/**
 * struct scomp_alg - a synchronous compressor, as registered
 * @alloc_ctx: allocate the context one request works in; a pointer or an ERR_PTR
 * @free_ctx: free it
 * @compress: compress @slen bytes of @src into @dst, whose room *@dlen gives and which
 *	      gets the output's length; 0 or -errno, never a write past *@dlen
 * @decompress: the same, the other way
 * @calg: the common part (base: the crypto_alg)
 */
struct scomp_alg {
	void *(*alloc_ctx)(struct crypto_scomp *tfm);
	void (*free_ctx)(struct crypto_scomp *tfm, void *ctx);
	int (*compress)(struct crypto_scomp *tfm, const u8 *src, unsigned int slen, u8 *dst,
			unsigned int *dlen, void *ctx);
	int (*decompress)(struct crypto_scomp *tfm, const u8 *src, unsigned int slen, u8 *dst,
			  unsigned int *dlen, void *ctx);

	union {
		struct COMP_ALG_COMMON;
		struct comp_alg_common calg;
	};
};

static inline struct scomp_alg *__crypto_scomp_alg(struct crypto_alg *alg)
{
	return container_of(alg, struct scomp_alg, base);
}

static inline struct crypto_scomp *__crypto_scomp_tfm(struct crypto_tfm *tfm)
{
	return container_of(tfm, struct crypto_scomp, base);
}

static inline struct crypto_tfm *crypto_scomp_tfm(struct crypto_scomp *tfm)
{
	return &tfm->base;
}

static inline void crypto_free_scomp(struct crypto_scomp *tfm)
{
	crypto_destroy_tfm(tfm, crypto_scomp_tfm(tfm));
}

static inline struct scomp_alg *crypto_scomp_alg(struct crypto_scomp *tfm)
{
	return __crypto_scomp_alg(crypto_scomp_tfm(tfm)->__crt_alg);
}

static inline void *crypto_scomp_alloc_ctx(struct crypto_scomp *tfm)
{
	return crypto_scomp_alg(tfm)->alloc_ctx(tfm);
}

static inline void crypto_scomp_free_ctx(struct crypto_scomp *tfm, void *ctx)
{
	crypto_scomp_alg(tfm)->free_ctx(tfm, ctx);
}

static inline int crypto_scomp_compress(struct crypto_scomp *tfm, const u8 *src, unsigned int slen,
					u8 *dst, unsigned int *dlen, void *ctx)
{
	return crypto_scomp_alg(tfm)->compress(tfm, src, slen, dst, dlen, ctx);
}

static inline int crypto_scomp_decompress(struct crypto_scomp *tfm, const u8 *src,
					  unsigned int slen, u8 *dst, unsigned int *dlen, void *ctx)
{
	return crypto_scomp_alg(tfm)->decompress(tfm, src, slen, dst, dlen, ctx);
}

/**
 * crypto_register_scomp() - register a synchronous compressor
 * @alg: the algorithm (cra_type and the type bits of cra_flags are filled in)
 *
 * Return: 0, or crypto_register_alg()'s -errno.
 */
int crypto_register_scomp(struct scomp_alg *alg);
void crypto_unregister_scomp(struct scomp_alg *alg);

/**
 * crypto_register_scomps() - register @count compressors, all or none
 * @algs: the compressors
 * @count: how many
 *
 * Return: 0, or the first failure's -errno (the ones already registered are removed).
 */
int crypto_register_scomps(struct scomp_alg *algs, int count);
void crypto_unregister_scomps(struct scomp_alg *algs, int count);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_INTERNAL_SCOMPRESS_H */
