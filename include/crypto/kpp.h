/* SPDX-License-Identifier: GPL-2.0-only */
/* Key-agreement protocol primitives: the kpp algorithm type as its users see it (kernel 6.12). */
#ifndef _UKC_CRYPTO_KPP_H
#define _UKC_CRYPTO_KPP_H

#include <linux/crypto.h>
#include <linux/kernel.h>
#include <linux/slab.h>

#ifdef __cplusplus
extern "C" {
#endif

struct scatterlist;

/**
 * struct kpp_request - one key-agreement operation
 * @base: the common request (tfm, completion, flags)
 * @src: the other party's public key (compute_shared_secret), unused for generate_public_key
 * @dst: where the public key or the shared secret goes
 * @src_len: the length of @src
 * @dst_len: the room at @dst
 * @__ctx: the driver's per-request context
 */
struct kpp_request {
	struct crypto_async_request base;
	struct scatterlist *src;
	struct scatterlist *dst;
	unsigned int src_len;
	unsigned int dst_len;
	void *__ctx[] CRYPTO_MINALIGN_ATTR;
};

/**
 * struct crypto_kpp - a tfm of the kpp type
 * @reqsize: the driver's per-request context size
 * @base: the common tfm
 */
struct crypto_kpp {
	unsigned int reqsize;

	struct crypto_tfm base;
};

/**
 * struct kpp_alg - a key-agreement algorithm, as registered
 * @set_secret: set the private key (and parameters) in the packed format of <crypto/dh.h> or
 *		<crypto/ecdh.h>; 0 or -errno
 * @generate_public_key: write our public key to @dst; 0 or -errno
 * @compute_shared_secret: from the other party's public key in @src, write the shared secret
 *			   to @dst; 0 or -errno
 * @max_size: the output room an operation needs with the secret set
 * @init: set up a new tfm; 0 or -errno
 * @exit: tear a tfm down
 * @base: the common algorithm descriptor
 */
struct kpp_alg {
	int (*set_secret)(struct crypto_kpp *tfm, const void *buffer, unsigned int len);
	int (*generate_public_key)(struct kpp_request *req);
	int (*compute_shared_secret)(struct kpp_request *req);
	unsigned int (*max_size)(struct crypto_kpp *tfm);
	int (*init)(struct crypto_kpp *tfm);
	void (*exit)(struct crypto_kpp *tfm);

	struct crypto_alg base;
};

/**
 * crypto_alloc_kpp() - allocate a key-agreement tfm
 * @alg_name: cra_name ("dh", "ffdhe2048(dh)") or driver name ("dh-generic")
 * @type: type flags to match
 * @mask: mask of the type flags
 *
 * Return: the tfm, or ERR_PTR(-ENOENT) and the like.
 */
struct crypto_kpp *crypto_alloc_kpp(const char *alg_name, u32 type, u32 mask);

/**
 * crypto_has_kpp() - whether a key-agreement algorithm of that name can be had
 * @alg_name: the name
 * @type: type flags to match
 * @mask: mask of the type flags
 *
 * Return: 1 or 0.
 */
int crypto_has_kpp(const char *alg_name, u32 type, u32 mask);

static inline struct crypto_tfm *crypto_kpp_tfm(struct crypto_kpp *tfm)
{
	return &tfm->base;
}

static inline struct kpp_alg *__crypto_kpp_alg(struct crypto_alg *alg)
{
	return container_of(alg, struct kpp_alg, base);
}

static inline struct crypto_kpp *__crypto_kpp_tfm(struct crypto_tfm *tfm)
{
	return container_of(tfm, struct crypto_kpp, base);
}

static inline struct kpp_alg *crypto_kpp_alg(struct crypto_kpp *tfm)
{
	return __crypto_kpp_alg(crypto_kpp_tfm(tfm)->__crt_alg);
}

static inline unsigned int crypto_kpp_reqsize(struct crypto_kpp *tfm)
{
	return tfm->reqsize;
}

static inline void kpp_request_set_tfm(struct kpp_request *req, struct crypto_kpp *tfm)
{
	req->base.tfm = crypto_kpp_tfm(tfm);
}

static inline struct crypto_kpp *crypto_kpp_reqtfm(struct kpp_request *req)
{
	return __crypto_kpp_tfm(req->base.tfm);
}

static inline u32 crypto_kpp_get_flags(struct crypto_kpp *tfm)
{
	return crypto_tfm_get_flags(crypto_kpp_tfm(tfm));
}

static inline void crypto_kpp_set_flags(struct crypto_kpp *tfm, u32 flags)
{
	crypto_tfm_set_flags(crypto_kpp_tfm(tfm), flags);
}

/**
 * crypto_free_kpp() - free a tfm from crypto_alloc_kpp(), wiping its secret
 * @tfm: the tfm (NULL or an ERR_PTR is ignored)
 */
static inline void crypto_free_kpp(struct crypto_kpp *tfm)
{
	crypto_destroy_tfm(tfm, crypto_kpp_tfm(tfm));
}

/**
 * kpp_request_alloc() - allocate a request with room for the driver's context
 * @tfm: the transform the request is for
 * @gfp: allocation flags
 *
 * Return: the request, or NULL when out of memory.
 */
static inline struct kpp_request *kpp_request_alloc(struct crypto_kpp *tfm, gfp_t gfp)
{
	struct kpp_request *req = (struct kpp_request *)kmalloc(
		sizeof(struct kpp_request) + crypto_kpp_reqsize(tfm), gfp);

	if (likely(req))
		kpp_request_set_tfm(req, tfm);
	return req;
}

static inline void kpp_request_free(struct kpp_request *req)
{
	kfree_sensitive(req);
}

static inline void kpp_request_set_callback(struct kpp_request *req, u32 flgs,
					    crypto_completion_t cmpl, void *data)
{
	req->base.complete = cmpl;
	req->base.data = data;
	req->base.flags = flgs;
}

static inline void kpp_request_set_input(struct kpp_request *req, struct scatterlist *input,
					 unsigned int input_len)
{
	req->src = input;
	req->src_len = input_len;
}

static inline void kpp_request_set_output(struct kpp_request *req, struct scatterlist *output,
					  unsigned int output_len)
{
	req->dst = output;
	req->dst_len = output_len;
}

enum {
	CRYPTO_KPP_SECRET_TYPE_UNKNOWN,
	CRYPTO_KPP_SECRET_TYPE_DH,
	CRYPTO_KPP_SECRET_TYPE_ECDH,
};

/**
 * struct kpp_secret - the header of a packed secret
 * @type: CRYPTO_KPP_SECRET_TYPE_*
 * @len: the length of the whole packed secret, header included
 */
struct kpp_secret {
	unsigned short type;
	unsigned short len;
};

/**
 * crypto_kpp_set_secret() - set the private key and parameters
 * @tfm: the tfm
 * @buffer: the packed secret (crypto_dh_encode_key(), crypto_ecdh_encode_key())
 * @len: its length
 *
 * Return: 0 or -errno (-EINVAL for a secret the algorithm refuses).
 */
static inline int crypto_kpp_set_secret(struct crypto_kpp *tfm, const void *buffer,
					unsigned int len)
{
	return crypto_kpp_alg(tfm)->set_secret(tfm, buffer, len);
}

static inline int crypto_kpp_generate_public_key(struct kpp_request *req)
{
	return crypto_kpp_alg(crypto_kpp_reqtfm(req))->generate_public_key(req);
}

static inline int crypto_kpp_compute_shared_secret(struct kpp_request *req)
{
	return crypto_kpp_alg(crypto_kpp_reqtfm(req))->compute_shared_secret(req);
}

/**
 * crypto_kpp_maxsize() - the output room an operation needs with the secret set
 * @tfm: the tfm, with a secret set
 *
 * Return: the size in bytes (DH: the prime's).
 */
static inline unsigned int crypto_kpp_maxsize(struct crypto_kpp *tfm)
{
	return crypto_kpp_alg(tfm)->max_size(tfm);
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_KPP_H */
