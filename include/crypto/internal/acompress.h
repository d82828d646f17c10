/* SPDX-License-Identifier: GPL-2.0-only */
/* Asynchronous compression: the provider side of the acomp type (kernel 6.12). */
#ifndef _UKC_CRYPTO_INTERNAL_ACOMPRESS_H
#define _UKC_CRYPTO_INTERNAL_ACOMPRESS_H

#include <crypto/acompress.h>
#include <crypto/algapi.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * struct acomp_alg - an asynchronous compressor, as registered
 * @compress: compress a request; 0, -EINPROGRESS/-EBUSY, or -errno
 * @decompress: decompress a request
 * @dst_free: free an output list the driver allocated (CRYPTO_ACOMP_ALLOC_OUTPUT)
 * @init: optional tfm constructor
 * @exit: optional tfm destructor
 * @reqsize: bytes of request context
 * @calg: the common part (base: the crypto_alg)
 */
struct acomp_alg {
	int (*compress)(struct acomp_req *req);
	int (*decompress)(struct acomp_req *req);
	void (*dst_free)(struct scatterlist *dst);
	int (*init)(struct crypto_acomp *tfm);
	void (*exit)(struct crypto_acomp *tfm);

	unsigned int reqsize;

	union {
		struct COMP_ALG_COMMON;
		struct comp_alg_common calg;
	};
};

static inline void *acomp_request_ctx(struct acomp_req *req)
{
	return req->__ctx;
}

static inline void *acomp_tfm_ctx(struct crypto_acomp *tfm)
{
	return tfm->base.__crt_ctx;
}

static inline void acomp_request_complete(struct acomp_req *req, int err)
{
	crypto_request_complete(&req->base, err);
}

static inline struct acomp_req *__acomp_request_alloc(struct crypto_acomp *tfm)
{
	struct acomp_req *req = (struct acomp_req *)kzalloc(
		sizeof(*req) + crypto_acomp_reqsize(tfm), GFP_KERNEL);

	if (likely(req))
		acomp_request_set_tfm(req, tfm);
	return req;
}

static inline void __acomp_request_free(struct acomp_req *req)
{
	kfree_sensitive(req);
}

/**
 * crypto_register_acomp() - register an asynchronous compressor
 * @alg: the algorithm (cra_type and the type bits of cra_flags are filled in)
 *
 * Return: 0, or crypto_register_alg()'s -errno.
 */
int crypto_register_acomp(struct acomp_alg *alg);
void crypto_unregister_acomp(struct acomp_alg *alg);

/**
 * crypto_register_acomps() - register @count compressors, all or none
 * @algs: the compressors
 * @count: how many
 *
 * Return: 0, or the first failure's -errno (the ones already registered are removed).
 */
int crypto_register_acomps(struct acomp_alg *algs, int count);
void crypto_unregister_acomps(struct acomp_alg *algs, int count);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_INTERNAL_ACOMPRESS_H */
