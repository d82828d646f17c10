/* SPDX-License-Identifier: GPL-2.0-only */
/* The skcipher provider side: instances, spawns, registration and the skcipher walker. */
#ifndef _UKC_CRYPTO_INTERNAL_SKCIPHER_H
#define _UKC_CRYPTO_INTERNAL_SKCIPHER_H

#include <crypto/algapi.h>
#include <crypto/internal/cipher.h>
#include <crypto/scatterwalk.h>
#include <crypto/skcipher.h>
#include <linux/list.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

struct aead_request;
struct rtattr;

/* Set on an skcipher whose reqsize exceeds MAX_SYNC_SKCIPHER_REQSIZE (kernel 6.12). */
#define CRYPTO_ALG_SKCIPHER_REQSIZE_LARGE CRYPTO_ALG_OPTIONAL_KEY

struct skcipher_instance {
	void (*free)(struct skcipher_instance *inst);
	union {
		struct {
			char head[offsetof(struct skcipher_alg, base)];
			struct crypto_instance base;
		} s;
		struct skcipher_alg alg;
	};
};

struct lskcipher_instance {
	void (*free)(struct lskcipher_instance *inst);
	union {
		struct {
			char head[offsetof(struct lskcipher_alg, co.base)];
			struct crypto_instance base;
		} s;
		struct lskcipher_alg alg;
	};
};

struct crypto_skcipher_spawn {
	struct crypto_spawn base;
};

struct crypto_lskcipher_spawn {
	struct crypto_spawn base;
};

/**
 * struct skcipher_walk - a walk over a request's src and dst in driver-sized chunks
 * @src: the current source chunk (virt.addr)
 * @dst: the current destination chunk (virt.addr)
 * @in: position in the source scatterlist
 * @nbytes: bytes available in the current chunk
 * @out: position in the destination scatterlist
 * @total: bytes left, the current chunk included
 * @buffers: unused here (phys walks)
 * @page: bounce page, allocated on demand
 * @buffer: bounce buffer for data straddling entries
 * @oiv: the caller's IV
 * @iv: the IV the driver works on (aligned copy if need be)
 * @ivsize: IV size
 * @flags: SKCIPHER_WALK_* state
 * @blocksize: the algorithm's block size
 * @stride: walksize of the algorithm
 * @alignmask: the algorithm's alignmask
 */
struct skcipher_walk {
	union {
		struct {
			struct page *page;
			unsigned long offset;
		} phys;

		struct {
			u8 *page;
			void *addr;
		} virt;
	} src, dst;

	struct scatter_walk in;
	unsigned int nbytes;

	struct scatter_walk out;
	unsigned int total;

	struct list_head buffers;

	u8 *page;
	u8 *buffer;
	u8 *oiv;
	void *iv;

	unsigned int ivsize;

	int flags;
	unsigned int blocksize;
	unsigned int stride;
	unsigned int alignmask;
};

static inline struct crypto_instance *skcipher_crypto_instance(struct skcipher_instance *inst)
{
	return &inst->s.base;
}

static inline struct crypto_instance *lskcipher_crypto_instance(struct lskcipher_instance *inst)
{
	return &inst->s.base;
}

static inline struct skcipher_instance *skcipher_alg_instance(struct crypto_skcipher *skcipher)
{
	return container_of(crypto_skcipher_alg(skcipher), struct skcipher_instance, alg);
}

static inline struct lskcipher_instance *lskcipher_alg_instance(struct crypto_lskcipher *lskcipher)
{
	return container_of(crypto_lskcipher_alg(lskcipher), struct lskcipher_instance, alg);
}

static inline void *skcipher_instance_ctx(struct skcipher_instance *inst)
{
	return crypto_instance_ctx(skcipher_crypto_instance(inst));
}

static inline void *lskcipher_instance_ctx(struct lskcipher_instance *inst)
{
	return crypto_instance_ctx(lskcipher_crypto_instance(inst));
}

static inline void skcipher_request_complete(struct skcipher_request *req, int err)
{
	crypto_request_complete(&req->base, err);
}

int crypto_grab_skcipher(struct crypto_skcipher_spawn *spawn, struct crypto_instance *inst,
			 const char *name, u32 type, u32 mask);
int crypto_grab_lskcipher(struct crypto_lskcipher_spawn *spawn, struct crypto_instance *inst,
			  const char *name, u32 type, u32 mask);

static inline void crypto_drop_skcipher(struct crypto_skcipher_spawn *spawn)
{
	crypto_drop_spawn(&spawn->base);
}

static inline void crypto_drop_lskcipher(struct crypto_lskcipher_spawn *spawn)
{
	crypto_drop_spawn(&spawn->base);
}

static inline struct lskcipher_alg *crypto_lskcipher_spawn_alg(struct crypto_lskcipher_spawn *spawn)
{
	return container_of(spawn->base.alg, struct lskcipher_alg, co.base);
}

static inline struct skcipher_alg_common *crypto_spawn_skcipher_alg_common(
	struct crypto_skcipher_spawn *spawn)
{
	return container_of(spawn->base.alg, struct skcipher_alg_common, base);
}

static inline struct lskcipher_alg *crypto_spawn_lskcipher_alg(struct crypto_lskcipher_spawn *spawn)
{
	return crypto_lskcipher_spawn_alg(spawn);
}

static inline struct crypto_skcipher *crypto_spawn_skcipher(struct crypto_skcipher_spawn *spawn)
{
	return (struct crypto_skcipher *)crypto_spawn_tfm2(&spawn->base);
}

static inline struct crypto_lskcipher *crypto_spawn_lskcipher(struct crypto_lskcipher_spawn *spawn)
{
	return (struct crypto_lskcipher *)crypto_spawn_tfm2(&spawn->base);
}

static inline void crypto_skcipher_set_reqsize(struct crypto_skcipher *skcipher,
					       unsigned int reqsize)
{
	skcipher->reqsize = reqsize;
}

static inline void crypto_skcipher_set_reqsize_dma(struct crypto_skcipher *skcipher,
						   unsigned int reqsize)
{
	reqsize += crypto_dma_align() & ~(crypto_tfm_ctx_alignment() - 1);
	skcipher->reqsize = reqsize;
}

int crypto_register_skcipher(struct skcipher_alg *alg);
void crypto_unregister_skcipher(struct skcipher_alg *alg);
int crypto_register_skciphers(struct skcipher_alg *algs, int count);
void crypto_unregister_skciphers(struct skcipher_alg *algs, int count);
int skcipher_register_instance(struct crypto_template *tmpl, struct skcipher_instance *inst);

int crypto_register_lskcipher(struct lskcipher_alg *alg);
void crypto_unregister_lskcipher(struct lskcipher_alg *alg);
int crypto_register_lskciphers(struct lskcipher_alg *algs, int count);
void crypto_unregister_lskciphers(struct lskcipher_alg *algs, int count);
int lskcipher_register_instance(struct crypto_template *tmpl, struct lskcipher_instance *inst);

/**
 * skcipher_walk_done() - finish the current chunk and map the next
 * @walk: the walk
 * @err: bytes of the chunk left unprocessed (>= 0), or a -errno to abort
 *
 * Return: 0 at the end, the error passed or found, or 0 with walk->nbytes
 * set to the next chunk's size.
 */
int skcipher_walk_done(struct skcipher_walk *walk, int err);

/**
 * skcipher_walk_virt() - start walking a request's data by virtual address
 * @walk: the walk to set up
 * @req: the request
 * @atomic: true if the caller may not sleep
 *
 * Return: 0 (walk->nbytes is the first chunk, 0 if the request is empty),
 * or -EINVAL if cryptlen is not a multiple of the block size where it must be.
 */
int skcipher_walk_virt(struct skcipher_walk *walk, struct skcipher_request *req, bool atomic);
int skcipher_walk_async(struct skcipher_walk *walk, struct skcipher_request *req);
void skcipher_walk_complete(struct skcipher_walk *walk, int err);

/**
 * skcipher_walk_aead_encrypt() - start walking the text of an AEAD encryption request
 * @walk: the walk to set up
 * @req: the request: the walk skips its assoclen bytes in src and dst
 * @atomic: true if the caller may not sleep
 *
 * Walks req->cryptlen bytes in steps of the AEAD's chunksize.
 *
 * Return: 0 (walk->nbytes is the first chunk, 0 if there is no text), or -errno.
 */
int skcipher_walk_aead_encrypt(struct skcipher_walk *walk, struct aead_request *req, bool atomic);

/**
 * skcipher_walk_aead_decrypt() - start walking the text of an AEAD decryption request
 * @walk: the walk to set up
 * @req: the request: the walk skips its assoclen bytes in src and dst
 * @atomic: true if the caller may not sleep
 *
 * Walks req->cryptlen minus the tag size: the tag itself is left to the driver.
 *
 * Return: 0 (walk->nbytes is the first chunk, 0 if there is no text), or -errno.
 */
int skcipher_walk_aead_decrypt(struct skcipher_walk *walk, struct aead_request *req, bool atomic);

static inline void skcipher_walk_abort(struct skcipher_walk *walk)
{
	skcipher_walk_done(walk, -ECANCELED);
}

static inline void *crypto_skcipher_ctx(struct crypto_skcipher *tfm)
{
	return crypto_tfm_ctx(&tfm->base);
}

static inline void *crypto_lskcipher_ctx(struct crypto_lskcipher *tfm)
{
	return crypto_tfm_ctx(&tfm->base);
}

static inline void *crypto_skcipher_ctx_dma(struct crypto_skcipher *tfm)
{
	return crypto_tfm_ctx_dma(&tfm->base);
}

static inline void *skcipher_request_ctx(struct skcipher_request *req)
{
	return req->__ctx;
}

static inline void *skcipher_request_ctx_dma(struct skcipher_request *req)
{
	unsigned int align = crypto_dma_align();

	if (align <= crypto_tfm_ctx_alignment())
		align = 1;
	return PTR_ALIGN(skcipher_request_ctx(req), align);
}

static inline u32 skcipher_request_flags(struct skcipher_request *req)
{
	return req->base.flags;
}

/* Context of an instance made by skcipher_alloc_instance_simple(): the one inner cipher. */
struct skcipher_ctx_simple {
	struct crypto_cipher *cipher;
};

static inline struct crypto_cipher *skcipher_cipher_simple(struct crypto_skcipher *tfm)
{
	struct skcipher_ctx_simple *ctx = (struct skcipher_ctx_simple *)crypto_skcipher_ctx(tfm);

	return ctx->cipher;
}

/**
 * skcipher_alloc_instance_simple() - make a mode instance over one single-block cipher
 * @tmpl: the template
 * @tb: the parsed name
 *
 * Grabs the cipher named by tb[1], sets names, sizes and the setkey/init/exit
 * of the instance; the template fills in encrypt and decrypt.
 *
 * Return: the instance, or an ERR_PTR.
 */
struct skcipher_instance *skcipher_alloc_instance_simple(struct crypto_template *tmpl,
							 struct rtattr **tb);

static inline struct crypto_alg *skcipher_ialg_simple(struct skcipher_instance *inst)
{
	struct crypto_cipher_spawn *spawn = (struct crypto_cipher_spawn *)skcipher_instance_ctx(
		inst);

	return crypto_spawn_cipher_alg(spawn);
}

static inline struct crypto_lskcipher *lskcipher_cipher_simple(struct crypto_lskcipher *tfm)
{
	struct crypto_lskcipher **ctx = (struct crypto_lskcipher **)crypto_lskcipher_ctx(tfm);

	return *ctx;
}

struct lskcipher_instance *lskcipher_alloc_instance_simple(struct crypto_template *tmpl,
							   struct rtattr **tb);

static inline struct lskcipher_alg *lskcipher_ialg_simple(struct lskcipher_instance *inst)
{
	struct crypto_lskcipher_spawn *spawn =
		(struct crypto_lskcipher_spawn *)lskcipher_instance_ctx(inst);

	return crypto_lskcipher_spawn_alg(spawn);
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_INTERNAL_SKCIPHER_H */
