/* SPDX-License-Identifier: GPL-2.0-only */
/* Message digests: the shash (linear buffer) and ahash (scatterlist, maybe async) interfaces. */
#ifndef _UKC_CRYPTO_HASH_H
#define _UKC_CRYPTO_HASH_H

#include <linux/crypto.h>
#include <linux/kernel.h>
#include <linux/slab.h>
#include <linux/string.h>

#ifdef __cplusplus
extern "C" {
#endif

struct crypto_ahash;
struct scatterlist;

/* Fields shared by shash_alg and ahash_alg, spelled once so both can embed them. */
#define HASH_ALG_COMMON                  \
	{                                \
		unsigned int digestsize; \
		unsigned int statesize;  \
		struct crypto_alg base;  \
	}

/**
 * struct hash_alg_common - what every hash algorithm describes
 * @digestsize: bytes of the result
 * @statesize: bytes export() writes and import() reads
 * @base: the algorithm's common descriptor
 */
struct hash_alg_common HASH_ALG_COMMON;

/**
 * struct ahash_request - a hash request over a scatterlist
 * @base: the async request (callback, flags, tfm)
 * @nbytes: bytes of @src to hash
 * @src: the data
 * @result: where final(), finup() and digest() write the digest
 * @priv: the API's own use (the default finup's sub-request)
 * @__ctx: the driver's per-request context, reqsize bytes
 */
struct ahash_request {
	struct crypto_async_request base;

	unsigned int nbytes;
	struct scatterlist *src;
	u8 *result;

	void *priv;

	void *__ctx[] CRYPTO_MINALIGN_ATTR;
};

/**
 * struct ahash_alg - an asynchronous hash implementation
 * @init: start a new hash in the request context
 * @update: hash req->nbytes bytes of req->src
 * @final: write the digest to req->result
 * @finup: update() then final(); defaults to that pair
 * @digest: init(), update() and final() in one call
 * @export: save the partial state (halg.statesize bytes)
 * @import: restore it
 * @setkey: set the key of a keyed hash (optional)
 * @init_tfm: tfm constructor (optional; may set the reqsize)
 * @exit_tfm: tfm destructor (optional)
 * @clone_tfm: copy the context of a tfm (optional)
 * @reqsize: bytes of per-request context
 * @halg: digest size, state size and the common descriptor
 */
struct ahash_alg {
	int (*init)(struct ahash_request *req);
	int (*update)(struct ahash_request *req);
	int (*final)(struct ahash_request *req);
	int (*finup)(struct ahash_request *req);
	int (*digest)(struct ahash_request *req);
#ifdef __cplusplus
	/* "export" is a C++ keyword; same slot, C++ spelling. */
	int (*export_)(struct ahash_request *req, void *out);
#else
	int (*export)(struct ahash_request *req, void *out);
#endif
	int (*import)(struct ahash_request *req, const void *in);
	int (*setkey)(struct crypto_ahash *tfm, const u8 *key, unsigned int keylen);
	int (*init_tfm)(struct crypto_ahash *tfm);
	void (*exit_tfm)(struct crypto_ahash *tfm);
	int (*clone_tfm)(struct crypto_ahash *dst, struct crypto_ahash *src);

	unsigned int reqsize;

	struct hash_alg_common halg;
};

/**
 * struct shash_desc - the state of one synchronous hash operation
 * @tfm: the transform
 * @__ctx: the algorithm's state, crypto_shash_descsize() bytes
 */
struct shash_desc {
	struct crypto_shash *tfm;
	void *__ctx[] __aligned(ARCH_SLAB_MINALIGN);
};

#define HASH_MAX_DIGESTSIZE 64

/* The largest descsize an shash may have: the on-stack descriptor must hold it. */
#define HASH_MAX_DESCSIZE (sizeof(struct shash_desc) + 360)

#define SHASH_DESC_ON_STACK(shash, ctx)                                                 \
	char __##shash##_desc[sizeof(struct shash_desc) + HASH_MAX_DESCSIZE] __aligned( \
		__alignof__(struct shash_desc));                                        \
	struct shash_desc *shash = (struct shash_desc *)(void *)__##shash##_desc

/**
 * struct shash_alg - a synchronous hash implementation over linear buffers
 * @init: start a new hash in shash_desc_ctx(desc)
 * @update: hash @len bytes of @data
 * @final: write the digest to @out
 * @finup: update() then final(); defaults to that pair
 * @digest: init() then finup(); defaults to that pair
 * @export: save the state (statesize bytes); without it the descriptor is copied
 * @import: restore it; required exactly when @export is given
 * @setkey: set the key of a keyed hash; without it setkey() answers -ENOSYS
 * @init_tfm: tfm constructor (optional; may raise the tfm's descsize)
 * @exit_tfm: tfm destructor (optional)
 * @clone_tfm: copy the context of a tfm (optional)
 * @descsize: bytes of state in the descriptor, at most HASH_MAX_DESCSIZE
 * @digestsize: bytes of the result, at most HASH_MAX_DIGESTSIZE
 * @statesize: bytes export() writes (the descsize when there is no export())
 * @base: the common descriptor
 */
struct shash_alg {
	int (*init)(struct shash_desc *desc);
	int (*update)(struct shash_desc *desc, const u8 *data, unsigned int len);
	int (*final)(struct shash_desc *desc, u8 *out);
	int (*finup)(struct shash_desc *desc, const u8 *data, unsigned int len, u8 *out);
	int (*digest)(struct shash_desc *desc, const u8 *data, unsigned int len, u8 *out);
#ifdef __cplusplus
	int (*export_)(struct shash_desc *desc, void *out);
#else
	int (*export)(struct shash_desc *desc, void *out);
#endif
	int (*import)(struct shash_desc *desc, const void *in);
	int (*setkey)(struct crypto_shash *tfm, const u8 *key, unsigned int keylen);
	int (*init_tfm)(struct crypto_shash *tfm);
	void (*exit_tfm)(struct crypto_shash *tfm);
	int (*clone_tfm)(struct crypto_shash *dst, struct crypto_shash *src);

	unsigned int descsize;

	union {
		struct HASH_ALG_COMMON;
		struct hash_alg_common halg;
	};
};
#undef HASH_ALG_COMMON

/**
 * struct crypto_ahash - an ahash transform
 * @using_shash: the algorithm is an shash, driven through an inner shash tfm
 * @statesize: bytes of exported state
 * @reqsize: bytes of per-request context
 * @base: the transform
 */
struct crypto_ahash {
	bool using_shash;
	unsigned int statesize;
	unsigned int reqsize;
	struct crypto_tfm base;
};

/**
 * struct crypto_shash - an shash transform
 * @descsize: bytes of state behind a shash_desc
 * @base: the transform
 */
struct crypto_shash {
	unsigned int descsize;
	struct crypto_tfm base;
};

static inline struct crypto_ahash *__crypto_ahash_cast(struct crypto_tfm *tfm)
{
	return container_of(tfm, struct crypto_ahash, base);
}

/**
 * crypto_alloc_ahash() - allocate an ahash transform
 * @alg_name: the algorithm's name or driver name ("sha256", "hmac(sha256-generic)")
 * @type: type bits the algorithm must have
 * @mask: which type bits to compare
 *
 * Both ahash and shash algorithms are found; an shash is driven through an inner
 * shash transform.
 *
 * Return: the tfm, or an ERR_PTR (-ENOENT when nothing has the name).
 */
struct crypto_ahash *crypto_alloc_ahash(const char *alg_name, u32 type, u32 mask);

static inline struct crypto_tfm *crypto_ahash_tfm(struct crypto_ahash *tfm)
{
	return &tfm->base;
}

static inline void crypto_free_ahash(struct crypto_ahash *tfm)
{
	crypto_destroy_tfm(tfm, crypto_ahash_tfm(tfm));
}

int crypto_has_ahash(const char *alg_name, u32 type, u32 mask);

static inline const char *crypto_ahash_alg_name(struct crypto_ahash *tfm)
{
	return crypto_tfm_alg_name(crypto_ahash_tfm(tfm));
}

static inline const char *crypto_ahash_driver_name(struct crypto_ahash *tfm)
{
	return crypto_tfm_alg_driver_name(crypto_ahash_tfm(tfm));
}

static inline unsigned int crypto_ahash_blocksize(struct crypto_ahash *tfm)
{
	return crypto_tfm_alg_blocksize(crypto_ahash_tfm(tfm));
}

static inline struct hash_alg_common *__crypto_hash_alg_common(struct crypto_alg *alg)
{
	return container_of(alg, struct hash_alg_common, base);
}

static inline struct hash_alg_common *crypto_hash_alg_common(struct crypto_ahash *tfm)
{
	return __crypto_hash_alg_common(crypto_ahash_tfm(tfm)->__crt_alg);
}

static inline unsigned int crypto_ahash_digestsize(struct crypto_ahash *tfm)
{
	return crypto_hash_alg_common(tfm)->digestsize;
}

static inline unsigned int crypto_ahash_statesize(struct crypto_ahash *tfm)
{
	return tfm->statesize;
}

static inline u32 crypto_ahash_get_flags(struct crypto_ahash *tfm)
{
	return crypto_tfm_get_flags(crypto_ahash_tfm(tfm));
}

static inline void crypto_ahash_set_flags(struct crypto_ahash *tfm, u32 flags)
{
	crypto_tfm_set_flags(crypto_ahash_tfm(tfm), flags);
}

static inline void crypto_ahash_clear_flags(struct crypto_ahash *tfm, u32 flags)
{
	crypto_tfm_clear_flags(crypto_ahash_tfm(tfm), flags);
}

static inline struct crypto_ahash *crypto_ahash_reqtfm(struct ahash_request *req)
{
	return __crypto_ahash_cast(req->base.tfm);
}

static inline unsigned int crypto_ahash_reqsize(struct crypto_ahash *tfm)
{
	return tfm->reqsize;
}

static inline void *ahash_request_ctx(struct ahash_request *req)
{
	return req->__ctx;
}

/**
 * crypto_ahash_setkey() - set the key of a keyed hash
 * @tfm: the transform
 * @key: the key
 * @keylen: its length in bytes
 *
 * Return: 0; -ENOSYS for a hash that takes no key; the algorithm's error (the tfm
 * then needs a key again).
 */
int crypto_ahash_setkey(struct crypto_ahash *tfm, const u8 *key, unsigned int keylen);

/**
 * crypto_ahash_finup() - hash req->src and write the digest to req->result
 * @req: the request, after crypto_ahash_init() and any updates
 *
 * Return: 0, -EINPROGRESS or -EBUSY (the callback reports the end), or -errno.
 */
int crypto_ahash_finup(struct ahash_request *req);

/**
 * crypto_ahash_final() - write the digest of the data hashed so far to req->result
 * @req: the request
 *
 * Return: 0, -EINPROGRESS or -EBUSY, or -errno.
 */
int crypto_ahash_final(struct ahash_request *req);

/**
 * crypto_ahash_digest() - hash req->nbytes of req->src in one call
 * @req: the request
 *
 * Return: 0, -EINPROGRESS or -EBUSY, -ENOKEY for a keyed hash without a key, or -errno.
 */
int crypto_ahash_digest(struct ahash_request *req);

/**
 * crypto_ahash_export() - save the partial hash state of a request
 * @req: the request
 * @out: crypto_ahash_statesize() bytes
 *
 * Return: 0 or -errno.
 */
int crypto_ahash_export(struct ahash_request *req, void *out);

/**
 * crypto_ahash_import() - restore a state saved by crypto_ahash_export()
 * @req: the request
 * @in: the state
 *
 * Return: 0, -ENOKEY for a keyed hash without a key, or -errno.
 */
int crypto_ahash_import(struct ahash_request *req, const void *in);

/**
 * crypto_ahash_init() - start a hash in the request
 * @req: the request
 *
 * Return: 0, -EINPROGRESS or -EBUSY, -ENOKEY for a keyed hash without a key, or -errno.
 */
int crypto_ahash_init(struct ahash_request *req);

/**
 * crypto_ahash_update() - hash req->nbytes more bytes of req->src
 * @req: the request
 *
 * Return: 0, -EINPROGRESS or -EBUSY, or -errno.
 */
int crypto_ahash_update(struct ahash_request *req);

static inline void ahash_request_set_tfm(struct ahash_request *req, struct crypto_ahash *tfm)
{
	req->base.tfm = crypto_ahash_tfm(tfm);
}

/**
 * ahash_request_alloc() - allocate a request with the tfm's reqsize of context
 * @tfm: the transform
 * @gfp: allocation flags
 *
 * Return: the request, or NULL.
 */
static inline struct ahash_request *ahash_request_alloc(struct crypto_ahash *tfm, gfp_t gfp)
{
	struct ahash_request *req = (struct ahash_request *)kmalloc(
		sizeof(struct ahash_request) + crypto_ahash_reqsize(tfm), gfp);

	if (likely(req))
		ahash_request_set_tfm(req, tfm);
	return req;
}

static inline void ahash_request_free(struct ahash_request *req)
{
	kfree_sensitive(req);
}

static inline void ahash_request_zero(struct ahash_request *req)
{
	memzero_explicit(req, sizeof(*req) + crypto_ahash_reqsize(crypto_ahash_reqtfm(req)));
}

static inline struct ahash_request *ahash_request_cast(struct crypto_async_request *req)
{
	return container_of(req, struct ahash_request, base);
}

static inline void ahash_request_set_callback(struct ahash_request *req, u32 flags,
					      crypto_completion_t cplt, void *data)
{
	req->base.complete = cplt;
	req->base.data = data;
	req->base.flags = flags;
}

static inline void ahash_request_set_crypt(struct ahash_request *req, struct scatterlist *src,
					   u8 *result, unsigned int nbytes)
{
	req->src = src;
	req->nbytes = nbytes;
	req->result = result;
}

/**
 * crypto_alloc_shash() - allocate an shash transform
 * @alg_name: the algorithm's name or driver name
 * @type: type bits the algorithm must have
 * @mask: which type bits to compare
 *
 * Return: the tfm, or an ERR_PTR (-ENOENT when no shash has the name).
 */
struct crypto_shash *crypto_alloc_shash(const char *alg_name, u32 type, u32 mask);

int crypto_has_shash(const char *alg_name, u32 type, u32 mask);

/**
 * crypto_clone_shash() - a transform of @tfm's algorithm that may be used beside it
 * @tfm: the transform to clone
 *
 * As 6.12's: a hash without setkey has no per-tfm state, so @tfm itself is returned with
 * one more reference (each is freed with crypto_free_shash()). Otherwise a new tfm gets
 * @tfm's flags and descsize and the algorithm's clone_tfm() fills its context; an algorithm
 * with an init_tfm or cra_init but no clone_tfm cannot be cloned.
 *
 * Return: the clone, or ERR_PTR: -ENOSYS when it cannot be cloned, -ESTALE when the
 * algorithm is going away, -ENOMEM, or clone_tfm()'s error.
 */
struct crypto_shash *crypto_clone_shash(struct crypto_shash *tfm);

static inline struct crypto_tfm *crypto_shash_tfm(struct crypto_shash *tfm)
{
	return &tfm->base;
}

static inline void crypto_free_shash(struct crypto_shash *tfm)
{
	crypto_destroy_tfm(tfm, crypto_shash_tfm(tfm));
}

static inline const char *crypto_shash_alg_name(struct crypto_shash *tfm)
{
	return crypto_tfm_alg_name(crypto_shash_tfm(tfm));
}

static inline const char *crypto_shash_driver_name(struct crypto_shash *tfm)
{
	return crypto_tfm_alg_driver_name(crypto_shash_tfm(tfm));
}

static inline unsigned int crypto_shash_blocksize(struct crypto_shash *tfm)
{
	return crypto_tfm_alg_blocksize(crypto_shash_tfm(tfm));
}

static inline struct shash_alg *__crypto_shash_alg(struct crypto_alg *alg)
{
	return container_of(alg, struct shash_alg, base);
}

static inline struct shash_alg *crypto_shash_alg(struct crypto_shash *tfm)
{
	return __crypto_shash_alg(crypto_shash_tfm(tfm)->__crt_alg);
}

static inline unsigned int crypto_shash_digestsize(struct crypto_shash *tfm)
{
	return crypto_shash_alg(tfm)->digestsize;
}

static inline unsigned int crypto_shash_statesize(struct crypto_shash *tfm)
{
	return crypto_shash_alg(tfm)->statesize;
}

static inline u32 crypto_shash_get_flags(struct crypto_shash *tfm)
{
	return crypto_tfm_get_flags(crypto_shash_tfm(tfm));
}

static inline void crypto_shash_set_flags(struct crypto_shash *tfm, u32 flags)
{
	crypto_tfm_set_flags(crypto_shash_tfm(tfm), flags);
}

static inline void crypto_shash_clear_flags(struct crypto_shash *tfm, u32 flags)
{
	crypto_tfm_clear_flags(crypto_shash_tfm(tfm), flags);
}

static inline unsigned int crypto_shash_descsize(struct crypto_shash *tfm)
{
	return tfm->descsize;
}

static inline void *shash_desc_ctx(struct shash_desc *desc)
{
	return desc->__ctx;
}

/**
 * crypto_shash_setkey() - set the key of a keyed hash
 * @tfm: the transform
 * @key: the key
 * @keylen: its length in bytes
 *
 * Return: 0; -ENOSYS for a hash that takes no key; the algorithm's error, e.g.
 * -EINVAL for a length it refuses (a keyed hash then needs a key again).
 */
int crypto_shash_setkey(struct crypto_shash *tfm, const u8 *key, unsigned int keylen);

/**
 * crypto_shash_digest() - init, update and final in one call
 * @desc: the descriptor (desc->tfm set)
 * @data: the message
 * @len: its length
 * @out: crypto_shash_digestsize() bytes
 *
 * Return: 0, -ENOKEY for a keyed hash without a key, or -errno.
 */
int crypto_shash_digest(struct shash_desc *desc, const u8 *data, unsigned int len, u8 *out);

/**
 * crypto_shash_tfm_digest() - digest a buffer with an on-stack descriptor
 * @tfm: the transform
 * @data: the message
 * @len: its length
 * @out: crypto_shash_digestsize() bytes
 *
 * Return: as crypto_shash_digest().
 */
int crypto_shash_tfm_digest(struct crypto_shash *tfm, const u8 *data, unsigned int len, u8 *out);

/**
 * crypto_shash_export() - save the partial state of a descriptor
 * @desc: the descriptor
 * @out: crypto_shash_statesize() bytes
 *
 * Return: 0 or -errno.
 */
int crypto_shash_export(struct shash_desc *desc, void *out);

/**
 * crypto_shash_import() - restore a state saved by crypto_shash_export()
 * @desc: the descriptor (desc->tfm set)
 * @in: the state
 *
 * Return: 0, -ENOKEY for a keyed hash without a key, or -errno.
 */
int crypto_shash_import(struct shash_desc *desc, const void *in);

/**
 * crypto_shash_init() - start a hash in a descriptor
 * @desc: the descriptor (desc->tfm set)
 *
 * Return: 0, -ENOKEY for a keyed hash without a key, or -errno.
 */
static inline int crypto_shash_init(struct shash_desc *desc)
{
	struct crypto_shash *tfm = desc->tfm;

	if (crypto_shash_get_flags(tfm) & CRYPTO_TFM_NEED_KEY)
		return -ENOKEY;
	return crypto_shash_alg(tfm)->init(desc);
}

int crypto_shash_update(struct shash_desc *desc, const u8 *data, unsigned int len);
int crypto_shash_final(struct shash_desc *desc, u8 *out);
int crypto_shash_finup(struct shash_desc *desc, const u8 *data, unsigned int len, u8 *out);

static inline void shash_desc_zero(struct shash_desc *desc)
{
	memzero_explicit(desc, sizeof(*desc) + crypto_shash_descsize(desc->tfm));
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_HASH_H */
