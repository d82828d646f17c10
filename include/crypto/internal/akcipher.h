/* SPDX-License-Identifier: GPL-2.0-only */
/* Asymmetric ciphers: the provider side of the akcipher type (kernel 6.12). */
#ifndef _UKC_CRYPTO_INTERNAL_AKCIPHER_H
#define _UKC_CRYPTO_INTERNAL_AKCIPHER_H

#include <crypto/akcipher.h>
#include <crypto/algapi.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * struct akcipher_instance - an asymmetric cipher made by a template ("pkcs1pad(rsa,sha256)")
 * @free: frees the instance (drops its spawns)
 * @alg: the algorithm it registers; its base is the crypto_instance's alg
 */
struct akcipher_instance {
	void (*free)(struct akcipher_instance *inst);
	union {
		struct {
			char head[offsetof(struct akcipher_alg, base)];
			struct crypto_instance base;
		} s;
		struct akcipher_alg alg;
	};
};

struct crypto_akcipher_spawn {
	struct crypto_spawn base;
};

static inline void *akcipher_request_ctx(struct akcipher_request *req)
{
	return req->__ctx;
}

static inline void *akcipher_request_ctx_dma(struct akcipher_request *req)
{
	unsigned int align = crypto_dma_align();

	if (align <= crypto_tfm_ctx_alignment())
		align = 1;
	return PTR_ALIGN(akcipher_request_ctx(req), align);
}

static inline void akcipher_set_reqsize(struct crypto_akcipher *akcipher, unsigned int reqsize)
{
	akcipher->reqsize = reqsize;
}

static inline void akcipher_set_reqsize_dma(struct crypto_akcipher *akcipher, unsigned int reqsize)
{
	reqsize += crypto_dma_align() & ~(crypto_tfm_ctx_alignment() - 1);
	akcipher->reqsize = reqsize;
}

static inline void *akcipher_tfm_ctx(struct crypto_akcipher *tfm)
{
	return crypto_tfm_ctx(&tfm->base);
}

static inline void *akcipher_tfm_ctx_dma(struct crypto_akcipher *tfm)
{
	return crypto_tfm_ctx_dma(&tfm->base);
}

static inline void akcipher_request_complete(struct akcipher_request *req, int err)
{
	crypto_request_complete(&req->base, err);
}

static inline const char *akcipher_alg_name(struct crypto_akcipher *tfm)
{
	return crypto_akcipher_tfm(tfm)->__crt_alg->cra_name;
}

static inline struct crypto_instance *akcipher_crypto_instance(struct akcipher_instance *inst)
{
	return &inst->s.base;
}

static inline struct akcipher_instance *akcipher_instance(struct crypto_instance *inst)
{
	return container_of(inst, struct akcipher_instance, s.base);
}

static inline struct akcipher_instance *akcipher_alg_instance(struct crypto_akcipher *akcipher)
{
	return akcipher_instance(crypto_tfm_alg_instance(&akcipher->base));
}

static inline void *akcipher_instance_ctx(struct akcipher_instance *inst)
{
	return crypto_instance_ctx(akcipher_crypto_instance(inst));
}

/**
 * crypto_grab_akcipher() - look up an inner asymmetric cipher and attach it to an instance
 * @spawn: the spawn to fill
 * @inst: the instance being built
 * @name: the inner algorithm's name
 * @type: type flags to match
 * @mask: mask of the type flags
 *
 * Return: 0 or -errno (-ENOENT when there is no such algorithm).
 */
int crypto_grab_akcipher(struct crypto_akcipher_spawn *spawn, struct crypto_instance *inst,
			 const char *name, u32 type, u32 mask);

static inline struct crypto_akcipher *crypto_spawn_akcipher(struct crypto_akcipher_spawn *spawn)
{
	return (struct crypto_akcipher *)crypto_spawn_tfm2(&spawn->base);
}

static inline void crypto_drop_akcipher(struct crypto_akcipher_spawn *spawn)
{
	crypto_drop_spawn(&spawn->base);
}

static inline struct akcipher_alg *crypto_spawn_akcipher_alg(struct crypto_akcipher_spawn *spawn)
{
	return container_of(spawn->base.alg, struct akcipher_alg, base);
}

/**
 * crypto_register_akcipher() - register an asymmetric cipher
 * @alg: the algorithm (cra_type and the type bits of cra_flags are filled in; the operations
 *	 left NULL answer -ENOSYS)
 *
 * Return: 0 or crypto_register_alg()'s -errno.
 */
int crypto_register_akcipher(struct akcipher_alg *alg);
void crypto_unregister_akcipher(struct akcipher_alg *alg);

/**
 * akcipher_register_instance() - register an instance a template built
 * @tmpl: the template
 * @inst: the instance (its @free must be set)
 *
 * Return: 0, -EINVAL without @free, or crypto_register_instance()'s -errno.
 */
int akcipher_register_instance(struct crypto_template *tmpl, struct akcipher_instance *inst);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_INTERNAL_AKCIPHER_H */
