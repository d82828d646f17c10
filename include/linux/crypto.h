/* SPDX-License-Identifier: GPL-2.0-only */
/* The crypto API's core types: algorithm descriptors, transforms, async requests and waits. */
#ifndef _UKC_LINUX_CRYPTO_H
#define _UKC_LINUX_CRYPTO_H

#include <linux/completion.h>
#include <linux/errno.h>
#include <linux/kernel.h>
#include <linux/list.h>
#include <linux/refcount.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Algorithm types: the low nibble of cra_flags. */
#define CRYPTO_ALG_TYPE_MASK 0x0000000f
#define CRYPTO_ALG_TYPE_CIPHER 0x00000001
#define CRYPTO_ALG_TYPE_COMPRESS 0x00000002
#define CRYPTO_ALG_TYPE_AEAD 0x00000003
#define CRYPTO_ALG_TYPE_LSKCIPHER 0x00000004
#define CRYPTO_ALG_TYPE_SKCIPHER 0x00000005
#define CRYPTO_ALG_TYPE_AKCIPHER 0x00000006
#define CRYPTO_ALG_TYPE_SIG 0x00000007
#define CRYPTO_ALG_TYPE_KPP 0x00000008
#define CRYPTO_ALG_TYPE_ACOMPRESS 0x0000000a
#define CRYPTO_ALG_TYPE_SCOMPRESS 0x0000000b
#define CRYPTO_ALG_TYPE_RNG 0x0000000c
#define CRYPTO_ALG_TYPE_HASH 0x0000000e
#define CRYPTO_ALG_TYPE_SHASH 0x0000000e
#define CRYPTO_ALG_TYPE_AHASH 0x0000000f
#define CRYPTO_ALG_TYPE_ACOMPRESS_MASK 0x0000000e

#define CRYPTO_ALG_LARVAL 0x00000010
#define CRYPTO_ALG_DEAD 0x00000020
#define CRYPTO_ALG_DYING 0x00000040
#define CRYPTO_ALG_ASYNC 0x00000080
#define CRYPTO_ALG_NEED_FALLBACK 0x00000100
#define CRYPTO_ALG_TESTED 0x00000400
#define CRYPTO_ALG_INSTANCE 0x00000800
#define CRYPTO_ALG_KERN_DRIVER_ONLY 0x00001000
#define CRYPTO_ALG_INTERNAL 0x00002000
#define CRYPTO_ALG_OPTIONAL_KEY 0x00004000
#define CRYPTO_NOLOAD 0x00008000
#define CRYPTO_ALG_ALLOCATES_MEMORY 0x00010000
#define CRYPTO_ALG_FIPS_INTERNAL 0x00020000

#define CRYPTO_TFM_NEED_KEY 0x00000001
#define CRYPTO_TFM_REQ_MASK 0x000fff00
#define CRYPTO_TFM_REQ_FORBID_WEAK_KEYS 0x00000100
#define CRYPTO_TFM_REQ_MAY_SLEEP 0x00000200
#define CRYPTO_TFM_REQ_MAY_BACKLOG 0x00000400

#define CRYPTO_MAX_ALG_NAME 128

#define CRYPTO_MINALIGN ARCH_KMALLOC_MINALIGN
#define CRYPTO_MINALIGN_ATTR __attribute__((__aligned__(CRYPTO_MINALIGN)))

struct crypto_tfm;
struct crypto_type;
struct module;

typedef void (*crypto_completion_t)(void *req, int err);

struct crypto_async_request {
	struct list_head list;
	crypto_completion_t complete;
	void *data;
	struct crypto_tfm *tfm;
	u32 flags;
};

struct cipher_alg {
	unsigned int cia_min_keysize;
	unsigned int cia_max_keysize;
	int (*cia_setkey)(struct crypto_tfm *tfm, const u8 *key, unsigned int keylen);
	void (*cia_encrypt)(struct crypto_tfm *tfm, u8 *dst, const u8 *src);
	void (*cia_decrypt)(struct crypto_tfm *tfm, u8 *dst, const u8 *src);
};

struct compress_alg {
	int (*coa_compress)(struct crypto_tfm *tfm, const u8 *src, unsigned int slen, u8 *dst,
			    unsigned int *dlen);
	int (*coa_decompress)(struct crypto_tfm *tfm, const u8 *src, unsigned int slen, u8 *dst,
			      unsigned int *dlen);
};

#define cra_cipher cra_u.cipher
#define cra_compress cra_u.compress

/**
 * struct crypto_alg - an algorithm implementation, as registered
 * @cra_list: link in the registry (maintained by the core)
 * @cra_users: spawns of instances built on this algorithm (maintained by the core)
 * @cra_flags: CRYPTO_ALG_TYPE_* in the low nibble, then CRYPTO_ALG_* flags
 * @cra_blocksize: the smallest unit the algorithm processes (1 for stream modes)
 * @cra_ctxsize: bytes of per-tfm context allocated behind the tfm
 * @cra_alignmask: required alignment of data buffers, minus one
 * @cra_priority: among implementations of one cra_name, the highest tested one wins
 * @cra_refcnt: references held by tfms, spawns and the registry
 * @cra_name: the generic name ("cbc(aes)")
 * @cra_driver_name: the unique implementation name ("cbc(aes-generic)")
 * @cra_type: the type's operations (skcipher, shash, ...); NULL for plain ciphers
 * @cra_u: the operations of a single-block cipher or a compressor
 * @cra_init: optional tfm constructor
 * @cra_exit: optional tfm destructor
 * @cra_destroy: called when the last reference is dropped (frees instances)
 * @cra_module: owning module
 */
struct crypto_alg {
	struct list_head cra_list;
	struct list_head cra_users;

	u32 cra_flags;
	unsigned int cra_blocksize;
	unsigned int cra_ctxsize;
	unsigned int cra_alignmask;

	int cra_priority;
	refcount_t cra_refcnt;

	char cra_name[CRYPTO_MAX_ALG_NAME];
	char cra_driver_name[CRYPTO_MAX_ALG_NAME];

	const struct crypto_type *cra_type;

	union {
		struct cipher_alg cipher;
		struct compress_alg compress;
	} cra_u;

	int (*cra_init)(struct crypto_tfm *tfm);
	void (*cra_exit)(struct crypto_tfm *tfm);
	void (*cra_destroy)(struct crypto_alg *alg);

	struct module *cra_module;
} CRYPTO_MINALIGN_ATTR;

/**
 * struct crypto_wait - what crypto_wait_req() waits on
 * @completion: signalled by crypto_req_done()
 * @err: the request's final status
 */
struct crypto_wait {
	struct completion completion;
	int err;
};

#define DECLARE_CRYPTO_WAIT(_wait) \
	struct crypto_wait _wait = { COMPLETION_INITIALIZER_ONSTACK((_wait).completion), 0 }

/**
 * crypto_req_done() - completion callback that wakes a crypto_wait
 * @req: the request's callback data: the struct crypto_wait
 * @err: the request's status
 */
void crypto_req_done(void *req, int err);

/**
 * crypto_wait_req() - turn an async submission status into a final status
 * @err: what encrypt/decrypt/digest returned
 * @wait: the wait set as the request's callback data
 *
 * Return: @err if the request completed synchronously; otherwise, after
 * sleeping until crypto_req_done(), the status the driver completed with.
 */
static inline int crypto_wait_req(int err, struct crypto_wait *wait)
{
	if (err == -EINPROGRESS || err == -EBUSY) {
		wait_for_completion(&wait->completion);
		reinit_completion(&wait->completion);
		err = wait->err;
	}
	return err;
}

static inline void crypto_init_wait(struct crypto_wait *wait)
{
	init_completion(&wait->completion);
}

int crypto_has_alg(const char *name, u32 type, u32 mask);

/*
 * A lookup's type narrowed to one algorithm type: the caller's flag bits stay, the type field
 * becomes @alg_type. Its mask then takes the type field (CRYPTO_ALG_TYPE_MASK, or a wider
 * mask for a type that also matches others, as acomp matches scomp).
 */
static inline u32 crypto_type_narrow(u32 type, u32 alg_type)
{
	return (type & ~CRYPTO_ALG_TYPE_MASK) | alg_type;
}

/**
 * struct crypto_tfm - a transform: an algorithm instantiated with its own context
 * @refcnt: references (the allocation and its clones)
 * @crt_flags: CRYPTO_TFM_* flags
 * @node: NUMA node (unused here)
 * @exit: type-level destructor
 * @__crt_alg: the algorithm
 * @__crt_ctx: the context, cra_ctxsize bytes (plus alignment slack)
 */
struct crypto_tfm {
	refcount_t refcnt;
	u32 crt_flags;
	int node;
	void (*exit)(struct crypto_tfm *tfm);
	struct crypto_alg *__crt_alg;
	void *__crt_ctx[] CRYPTO_MINALIGN_ATTR;
};

struct crypto_tfm *crypto_alloc_base(const char *alg_name, u32 type, u32 mask);
void crypto_destroy_tfm(void *mem, struct crypto_tfm *tfm);

static inline void crypto_free_tfm(struct crypto_tfm *tfm)
{
	crypto_destroy_tfm(tfm, tfm);
}

static inline const char *crypto_tfm_alg_name(struct crypto_tfm *tfm)
{
	return tfm->__crt_alg->cra_name;
}

static inline const char *crypto_tfm_alg_driver_name(struct crypto_tfm *tfm)
{
	return tfm->__crt_alg->cra_driver_name;
}

static inline unsigned int crypto_tfm_alg_blocksize(struct crypto_tfm *tfm)
{
	return tfm->__crt_alg->cra_blocksize;
}

static inline unsigned int crypto_tfm_alg_alignmask(struct crypto_tfm *tfm)
{
	return tfm->__crt_alg->cra_alignmask;
}

static inline u32 crypto_tfm_get_flags(struct crypto_tfm *tfm)
{
	return tfm->crt_flags;
}

static inline void crypto_tfm_set_flags(struct crypto_tfm *tfm, u32 flags)
{
	tfm->crt_flags |= flags;
}

static inline void crypto_tfm_clear_flags(struct crypto_tfm *tfm, u32 flags)
{
	tfm->crt_flags &= ~flags;
}

static inline unsigned int crypto_tfm_ctx_alignment(void)
{
	return __alignof__(struct crypto_tfm);
}

/* The legacy synchronous compression type (IPComp's): a tfm of a CRYPTO_ALG_TYPE_COMPRESS alg. */
struct crypto_comp {
	struct crypto_tfm base;
};

static inline struct crypto_comp *__crypto_comp_cast(struct crypto_tfm *tfm)
{
	return (struct crypto_comp *)tfm;
}

static inline struct crypto_tfm *crypto_comp_tfm(struct crypto_comp *tfm)
{
	return &tfm->base;
}

/**
 * crypto_alloc_comp() - allocate a legacy compression tfm
 * @alg_name: the algorithm's name ("deflate") or driver name ("deflate-generic")
 * @type: type bits the algorithm must have (the compression type is forced)
 * @mask: type bits to compare
 *
 * Return: the tfm, or an ERR_PTR (-ENOENT when no compressor has the name).
 */
static inline struct crypto_comp *crypto_alloc_comp(const char *alg_name, u32 type, u32 mask)
{
	return __crypto_comp_cast(
		crypto_alloc_base(alg_name, crypto_type_narrow(type, CRYPTO_ALG_TYPE_COMPRESS),
				  mask | CRYPTO_ALG_TYPE_MASK));
}

static inline void crypto_free_comp(struct crypto_comp *tfm)
{
	crypto_free_tfm(crypto_comp_tfm(tfm));
}

static inline int crypto_has_comp(const char *alg_name, u32 type, u32 mask)
{
	return crypto_has_alg(alg_name, crypto_type_narrow(type, CRYPTO_ALG_TYPE_COMPRESS),
			      mask | CRYPTO_ALG_TYPE_MASK);
}

static inline const char *crypto_comp_name(struct crypto_comp *tfm)
{
	return crypto_tfm_alg_name(crypto_comp_tfm(tfm));
}

/**
 * crypto_comp_compress() - compress @slen bytes of @src into @dst
 * @tfm: the tfm
 * @src: the data
 * @slen: its length
 * @dst: the output buffer
 * @dlen: in: the room in @dst; out: the bytes written
 *
 * Return: 0, or the algorithm's -errno (-EINVAL when @dst is too small, as 6.12's generic
 * compressors answer); nothing is written past *@dlen bytes of @dst.
 */
int crypto_comp_compress(struct crypto_comp *tfm, const u8 *src, unsigned int slen, u8 *dst,
			 unsigned int *dlen);

/**
 * crypto_comp_decompress() - decompress @slen bytes of @src into @dst
 * @tfm: the tfm
 * @src: the compressed data
 * @slen: its length
 * @dst: the output buffer
 * @dlen: in: the room in @dst; out: the bytes written
 *
 * Return: 0, or the algorithm's -errno (-EINVAL for input that is not a valid stream or
 * whose output does not fit); nothing is written past *@dlen bytes of @dst.
 */
int crypto_comp_decompress(struct crypto_comp *tfm, const u8 *src, unsigned int slen, u8 *dst,
			   unsigned int *dlen);

/**
 * crypto_init() - register the built-in algorithms
 *
 * Runs the initcall list once (generic algorithms, then templates, then arch
 * drivers). Idempotent and thread-safe; the library also calls it when it is
 * loaded, so a program need not.
 *
 * Return: 0 on success, or the first initcall's negative errno.
 */
int crypto_init(void);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_CRYPTO_H */
