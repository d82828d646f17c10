/* SPDX-License-Identifier: GPL-2.0-only */
/* Key agreement: the provider side of the kpp type (kernel 6.12). */
#ifndef _UKC_CRYPTO_INTERNAL_KPP_H
#define _UKC_CRYPTO_INTERNAL_KPP_H

#include <crypto/kpp.h>
#include <crypto/algapi.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * struct kpp_instance - a key-agreement algorithm made by a template ("ffdhe2048(dh)")
 * @free: frees the instance (drops its spawns)
 * @alg: the algorithm it registers; its base is the crypto_instance's alg
 */
struct kpp_instance {
	void (*free)(struct kpp_instance *inst);
	union {
		struct {
			char head[offsetof(struct kpp_alg, base)];
			struct crypto_instance base;
		} s;
		struct kpp_alg alg;
	};
};

struct crypto_kpp_spawn {
	struct crypto_spawn base;
};

static inline void *kpp_request_ctx(struct kpp_request *req)
{
	return req->__ctx;
}

static inline void *kpp_request_ctx_dma(struct kpp_request *req)
{
	unsigned int align = crypto_dma_align();

	if (align <= crypto_tfm_ctx_alignment())
		align = 1;
	return PTR_ALIGN(kpp_request_ctx(req), align);
}

static inline void kpp_set_reqsize(struct crypto_kpp *kpp, unsigned int reqsize)
{
	kpp->reqsize = reqsize;
}

static inline void kpp_set_reqsize_dma(struct crypto_kpp *kpp, unsigned int reqsize)
{
	reqsize += crypto_dma_align() & ~(crypto_tfm_ctx_alignment() - 1);
	kpp->reqsize = reqsize;
}

static inline void *kpp_tfm_ctx(struct crypto_kpp *tfm)
{
	return crypto_tfm_ctx(&tfm->base);
}

static inline void *kpp_tfm_ctx_dma(struct crypto_kpp *tfm)
{
	return crypto_tfm_ctx_dma(&tfm->base);
}

static inline void kpp_request_complete(struct kpp_request *req, int err)
{
	crypto_request_complete(&req->base, err);
}

static inline const char *kpp_alg_name(struct crypto_kpp *tfm)
{
	return crypto_kpp_tfm(tfm)->__crt_alg->cra_name;
}

static inline struct crypto_instance *kpp_crypto_instance(struct kpp_instance *inst)
{
	return &inst->s.base;
}

static inline struct kpp_instance *kpp_instance(struct crypto_instance *inst)
{
	return container_of(inst, struct kpp_instance, s.base);
}

static inline struct kpp_instance *kpp_alg_instance(struct crypto_kpp *kpp)
{
	return kpp_instance(crypto_tfm_alg_instance(&kpp->base));
}

static inline void *kpp_instance_ctx(struct kpp_instance *inst)
{
	return crypto_instance_ctx(kpp_crypto_instance(inst));
}

/**
 * crypto_grab_kpp() - look up an inner key-agreement algorithm and attach it to an instance
 * @spawn: the spawn to fill
 * @inst: the instance being built
 * @name: the inner algorithm's name
 * @type: type flags to match
 * @mask: mask of the type flags
 *
 * Return: 0 or -errno (-ENOENT when there is no such algorithm).
 */
int crypto_grab_kpp(struct crypto_kpp_spawn *spawn, struct crypto_instance *inst, const char *name,
		    u32 type, u32 mask);

static inline struct crypto_kpp *crypto_spawn_kpp(struct crypto_kpp_spawn *spawn)
{
	return (struct crypto_kpp *)crypto_spawn_tfm2(&spawn->base);
}

static inline void crypto_drop_kpp(struct crypto_kpp_spawn *spawn)
{
	crypto_drop_spawn(&spawn->base);
}

static inline struct kpp_alg *crypto_spawn_kpp_alg(struct crypto_kpp_spawn *spawn)
{
	return container_of(spawn->base.alg, struct kpp_alg, base);
}

/**
 * crypto_register_kpp() - register a key-agreement algorithm
 * @alg: the algorithm (cra_type and the type bits of cra_flags are filled in)
 *
 * Return: 0 or crypto_register_alg()'s -errno.
 */
int crypto_register_kpp(struct kpp_alg *alg);
void crypto_unregister_kpp(struct kpp_alg *alg);

/**
 * kpp_register_instance() - register an instance a template built
 * @tmpl: the template
 * @inst: the instance (its @free must be set)
 *
 * Return: 0, -EINVAL without @free, or crypto_register_instance()'s -errno.
 */
int kpp_register_instance(struct crypto_template *tmpl, struct kpp_instance *inst);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_INTERNAL_KPP_H */
