/* SPDX-License-Identifier: GPL-2.0-only */
/* The AEAD provider side: instances, spawns, contexts and registration. */
#ifndef _UKC_CRYPTO_INTERNAL_AEAD_H
#define _UKC_CRYPTO_INTERNAL_AEAD_H

#include <crypto/aead.h>
#include <crypto/algapi.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

struct rtattr;

/**
 * struct aead_instance - an AEAD made by a template
 * @free: frees the instance (drops its spawns)
 * @alg: the algorithm it registers; its base is the crypto_instance's alg
 */
struct aead_instance {
	void (*free)(struct aead_instance *inst);
	union {
		struct {
			char head[offsetof(struct aead_alg, base)];
			struct crypto_instance base;
		} s;
		struct aead_alg alg;
	};
};

struct crypto_aead_spawn {
	struct crypto_spawn base;
};

struct aead_queue {
	struct crypto_queue base;
};

static inline void *crypto_aead_ctx(struct crypto_aead *tfm)
{
	return crypto_tfm_ctx(&tfm->base);
}

static inline void *crypto_aead_ctx_dma(struct crypto_aead *tfm)
{
	return crypto_tfm_ctx_dma(&tfm->base);
}

static inline struct crypto_instance *aead_crypto_instance(struct aead_instance *inst)
{
	return &inst->s.base;
}

static inline struct aead_instance *aead_instance(struct crypto_instance *inst)
{
	return container_of(inst, struct aead_instance, s.base);
}

static inline struct aead_instance *aead_alg_instance(struct crypto_aead *aead)
{
	return aead_instance(crypto_tfm_alg_instance(&aead->base));
}

static inline void *aead_instance_ctx(struct aead_instance *inst)
{
	return crypto_instance_ctx(aead_crypto_instance(inst));
}

static inline void *aead_request_ctx(struct aead_request *req)
{
	return req->__ctx;
}

static inline void *aead_request_ctx_dma(struct aead_request *req)
{
	unsigned int align = crypto_dma_align();

	if (align <= crypto_tfm_ctx_alignment())
		align = 1;
	return PTR_ALIGN(aead_request_ctx(req), align);
}

static inline void aead_request_complete(struct aead_request *req, int err)
{
	crypto_request_complete(&req->base, err);
}

static inline u32 aead_request_flags(struct aead_request *req)
{
	return req->base.flags;
}

static inline struct aead_request *aead_request_cast(struct crypto_async_request *req)
{
	return container_of(req, struct aead_request, base);
}

/**
 * crypto_grab_aead() - attach an inner AEAD to an instance being built
 * @spawn: the spawn to fill
 * @inst: the instance
 * @name: the inner algorithm's name (instantiated if need be)
 * @type: type to look up
 * @mask: mask to look up
 *
 * Return: 0, or the lookup's -errno.
 */
int crypto_grab_aead(struct crypto_aead_spawn *spawn, struct crypto_instance *inst,
		     const char *name, u32 type, u32 mask);

static inline void crypto_drop_aead(struct crypto_aead_spawn *spawn)
{
	crypto_drop_spawn(&spawn->base);
}

static inline struct aead_alg *crypto_spawn_aead_alg(struct crypto_aead_spawn *spawn)
{
	return container_of(spawn->base.alg, struct aead_alg, base);
}

static inline struct crypto_aead *crypto_spawn_aead(struct crypto_aead_spawn *spawn)
{
	return (struct crypto_aead *)crypto_spawn_tfm2(&spawn->base);
}

static inline void crypto_aead_set_reqsize(struct crypto_aead *aead, unsigned int reqsize)
{
	aead->reqsize = reqsize;
}

static inline void crypto_aead_set_reqsize_dma(struct crypto_aead *aead, unsigned int reqsize)
{
	reqsize += crypto_dma_align() & ~(crypto_tfm_ctx_alignment() - 1);
	aead->reqsize = reqsize;
}

static inline void aead_init_queue(struct aead_queue *queue, unsigned int max_qlen)
{
	crypto_init_queue(&queue->base, max_qlen);
}

static inline unsigned int crypto_aead_alg_chunksize(struct aead_alg *alg)
{
	return alg->chunksize;
}

/**
 * crypto_aead_chunksize() - the step of the AEAD's underlying stream
 * @tfm: the transform
 *
 * Return: the chunk size: all walk steps but the last are multiples of it.
 */
static inline unsigned int crypto_aead_chunksize(struct crypto_aead *tfm)
{
	return crypto_aead_alg_chunksize(crypto_aead_alg(tfm));
}

/**
 * crypto_register_aead() - check an AEAD descriptor and register it
 * @alg: the descriptor
 *
 * Return: 0, -EINVAL when maxauthsize, ivsize or chunksize exceeds
 * PAGE_SIZE / 8, or crypto_register_alg()'s error.
 */
int crypto_register_aead(struct aead_alg *alg);
void crypto_unregister_aead(struct aead_alg *alg);
int crypto_register_aeads(struct aead_alg *algs, int count);
void crypto_unregister_aeads(struct aead_alg *algs, int count);
int aead_register_instance(struct crypto_template *tmpl, struct aead_instance *inst);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_INTERNAL_AEAD_H */
