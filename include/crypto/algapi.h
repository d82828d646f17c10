/* SPDX-License-Identifier: GPL-2.0-only */
/* The algorithm-provider side of the crypto API: registration, templates, instances and spawns. */
#ifndef _UKC_CRYPTO_ALGAPI_H
#define _UKC_CRYPTO_ALGAPI_H

#include <crypto/utils.h>
#include <linux/crypto.h>
#include <linux/kernel.h>
#include <linux/list.h>
#include <linux/module.h>
#include <linux/unaligned.h>

#ifdef __cplusplus
extern "C" {
#endif

#define MAX_ALGAPI_BLOCKSIZE 160
#define MAX_ALGAPI_ALIGNMASK 127
#define MAX_CIPHER_BLOCKSIZE 16
#define MAX_CIPHER_ALIGNMASK 15

#define CRYPTO_DMA_ALIGN CRYPTO_MINALIGN
#define CRYPTO_DMA_PADDING ((CRYPTO_DMA_ALIGN - 1) & ~(CRYPTO_MINALIGN - 1))

/* Module aliases only matter to modprobe; a driver's cra_name is what lookups see. */

struct crypto_instance;
struct rtattr;
struct scatterlist;
struct seq_file;
struct sk_buff;

/**
 * struct crypto_type - the operations behind one algorithm type (skcipher, shash, ...)
 * @ctxsize: context size of a tfm of this type (for types without @tfmsize layout)
 * @extsize: bytes the type adds behind the tfm for an algorithm
 * @init_tfm: set up a newly allocated tfm of this frontend
 * @show: print the /proc/crypto fields particular to the type
 * @report: netlink report (unused here)
 * @free: free an instance of this type
 * @type: the type value in cra_flags
 * @maskclear: type bits a lookup through this frontend ignores
 * @maskset: type bits a lookup through this frontend requires
 * @tfmsize: offset of the crypto_tfm inside the frontend's tfm struct
 */
struct crypto_type {
	unsigned int (*ctxsize)(struct crypto_alg *alg, u32 type, u32 mask);
	unsigned int (*extsize)(struct crypto_alg *alg);
	int (*init_tfm)(struct crypto_tfm *tfm);
	void (*show)(struct seq_file *m, struct crypto_alg *alg);
	int (*report)(struct sk_buff *skb, struct crypto_alg *alg);
	void (*free)(struct crypto_instance *inst);

	unsigned int type;
	unsigned int maskclear;
	unsigned int maskset;
	unsigned int tfmsize;
};

/**
 * struct crypto_instance - an algorithm made by a template from other algorithms
 * @alg: the algorithm it registers
 * @tmpl: the template that made it
 * @list: link in the template's instances, once registered
 * @spawns: the spawns grabbed during create(), before registration
 * @__ctx: the template's instance context
 */
struct crypto_instance {
	struct crypto_alg alg;

	struct crypto_template *tmpl;

	union {
		struct hlist_node list;
		struct crypto_spawn *spawns;
	};

	void *__ctx[] CRYPTO_MINALIGN_ATTR;
};

/**
 * struct crypto_template - a template ("cbc", "xts") instantiated by name
 * @list: link in the template list
 * @instances: instances made by the template
 * @module: owning module
 * @create: build and register an instance from the parsed name in @tb
 * @name: the template's name
 */
struct crypto_template {
	struct list_head list;
	struct hlist_head instances;
	struct module *module;

	int (*create)(struct crypto_template *tmpl, struct rtattr **tb);

	char name[CRYPTO_MAX_ALG_NAME];
};

/**
 * struct crypto_spawn - an instance's hold on an inner algorithm
 * @list: link in the inner algorithm's cra_users
 * @alg: the inner algorithm
 * @inst: the owning instance, after registration
 * @next: the next spawn of the instance, before registration
 * @frontend: the type through which tfms of the inner algorithm are made
 * @mask: the lookup mask used
 * @dead: the inner algorithm went away
 * @registered: the owning instance is registered
 */
struct crypto_spawn {
	struct list_head list;
	struct crypto_alg *alg;
	union {
		struct crypto_instance *inst;
		struct crypto_spawn *next;
	};
	const struct crypto_type *frontend;
	u32 mask;
	bool dead;
	bool registered;
};

struct crypto_queue {
	struct list_head list;
	struct list_head *backlog;

	unsigned int qlen;
	unsigned int max_qlen;
};

struct scatter_walk {
	struct scatterlist *sg;
	unsigned int offset;
};

struct crypto_attr_alg {
	char name[CRYPTO_MAX_ALG_NAME];
};

struct crypto_attr_type {
	u32 type;
	u32 mask;
};

/**
 * crypto_register_alg() - add an algorithm to the registry and self-test it
 * @alg: the algorithm (must stay valid until unregistered and unused)
 *
 * Return: 0 when registered (even if its self-test failed: lookups then get
 * -ELIBBAD), -EEXIST for a duplicate driver name, -EINVAL for a bad
 * descriptor.
 */
int crypto_register_alg(struct crypto_alg *alg);
void crypto_unregister_alg(struct crypto_alg *alg);
int crypto_register_algs(struct crypto_alg *algs, int count);
void crypto_unregister_algs(struct crypto_alg *algs, int count);

void crypto_mod_put(struct crypto_alg *alg);

int crypto_register_template(struct crypto_template *tmpl);
int crypto_register_templates(struct crypto_template *tmpls, int count);
void crypto_unregister_template(struct crypto_template *tmpl);
void crypto_unregister_templates(struct crypto_template *tmpls, int count);
struct crypto_template *crypto_lookup_template(const char *name);

int crypto_register_instance(struct crypto_template *tmpl, struct crypto_instance *inst);
void crypto_unregister_instance(struct crypto_instance *inst);

/**
 * crypto_grab_spawn() - look up an inner algorithm and attach it to an instance
 * @spawn: the spawn to fill
 * @inst: the instance being built
 * @name: the inner algorithm's name or driver name (instantiated if need be)
 * @type: type to look up
 * @mask: mask to look up
 *
 * Return: 0, or the lookup's -errno (-ENOENT if nothing has that name).
 */
int crypto_grab_spawn(struct crypto_spawn *spawn, struct crypto_instance *inst, const char *name,
		      u32 type, u32 mask);
void crypto_drop_spawn(struct crypto_spawn *spawn);
struct crypto_tfm *crypto_spawn_tfm(struct crypto_spawn *spawn, u32 type, u32 mask);
void *crypto_spawn_tfm2(struct crypto_spawn *spawn);

struct crypto_attr_type *crypto_get_attr_type(struct rtattr **tb);
int crypto_check_attr_type(struct rtattr **tb, u32 type, u32 *mask_ret);
const char *crypto_attr_alg_name(struct rtattr *rta);
int crypto_inst_setname(struct crypto_instance *inst, const char *name, struct crypto_alg *alg);

void crypto_init_queue(struct crypto_queue *queue, unsigned int max_qlen);
int crypto_enqueue_request(struct crypto_queue *queue, struct crypto_async_request *request);
void crypto_enqueue_request_head(struct crypto_queue *queue, struct crypto_async_request *request);
struct crypto_async_request *crypto_dequeue_request(struct crypto_queue *queue);

static inline unsigned int crypto_queue_len(struct crypto_queue *queue)
{
	return queue->qlen;
}

/**
 * crypto_inc() - increment a big-endian counter of any length
 * @a: the counter
 * @size: its length in bytes
 */
void crypto_inc(u8 *a, unsigned int size);

static inline void *crypto_tfm_ctx(struct crypto_tfm *tfm)
{
	return tfm->__crt_ctx;
}

static inline void *crypto_tfm_ctx_align(struct crypto_tfm *tfm, unsigned int align)
{
	if (align <= crypto_tfm_ctx_alignment())
		align = 1;
	return PTR_ALIGN(crypto_tfm_ctx(tfm), align);
}

static inline unsigned int crypto_dma_align(void)
{
	return CRYPTO_DMA_ALIGN;
}

static inline unsigned int crypto_dma_padding(void)
{
	return (crypto_dma_align() - 1) & ~(crypto_tfm_ctx_alignment() - 1);
}

static inline void *crypto_tfm_ctx_dma(struct crypto_tfm *tfm)
{
	return crypto_tfm_ctx_align(tfm, crypto_dma_align());
}

static inline struct crypto_instance *crypto_tfm_alg_instance(struct crypto_tfm *tfm)
{
	return container_of(tfm->__crt_alg, struct crypto_instance, alg);
}

static inline void *crypto_instance_ctx(struct crypto_instance *inst)
{
	return inst->__ctx;
}

static inline struct crypto_async_request *crypto_get_backlog(struct crypto_queue *queue)
{
	return queue->backlog == &queue->list
		       ? NULL
		       : container_of(queue->backlog, struct crypto_async_request, list);
}

static inline u32 crypto_requires_off(struct crypto_attr_type *algt, u32 off)
{
	return (algt->type ^ off) & algt->mask & off;
}

/* Flags an instance takes over from its inner algorithms unless the caller asked otherwise. */
#define CRYPTO_ALG_INHERITED_FLAGS \
	(CRYPTO_ALG_ASYNC | CRYPTO_ALG_NEED_FALLBACK | CRYPTO_ALG_ALLOCATES_MEMORY)

static inline u32 crypto_algt_inherited_mask(struct crypto_attr_type *algt)
{
	return crypto_requires_off(algt, CRYPTO_ALG_INHERITED_FLAGS);
}

static inline void crypto_request_complete(struct crypto_async_request *req, int err)
{
	req->complete(req->data, err);
}

static inline u32 crypto_tfm_alg_type(struct crypto_tfm *tfm)
{
	return tfm->__crt_alg->cra_flags & CRYPTO_ALG_TYPE_MASK;
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_ALGAPI_H */
