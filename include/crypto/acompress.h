/* SPDX-License-Identifier: GPL-2.0-only */
/* Asynchronous compression: the acomp type as its users see it (kernel 6.12). */
#ifndef _UKC_CRYPTO_ACOMPRESS_H
#define _UKC_CRYPTO_ACOMPRESS_H

#include <linux/crypto.h>
#include <linux/kernel.h>

#ifdef __cplusplus
extern "C" {
#endif

/* acomp_request_set_params() sets it when no dst is given: the driver allocates the output. */
#define CRYPTO_ACOMP_ALLOC_OUTPUT 0x00000001
#define CRYPTO_ACOMP_DST_MAX 131072

struct scatterlist;

/**
 * struct acomp_req - a (de)compression request
 * @base: the async request (tfm, callback, flags)
 * @src: the input
 * @dst: the output, or NULL to have the driver allocate it (freed by acomp_request_free())
 * @slen: bytes of input
 * @dlen: in: room in @dst (0 with no @dst); out: bytes produced
 * @flags: CRYPTO_ACOMP_ALLOC_OUTPUT when the driver allocates @dst
 * @__ctx: the driver's per-request context
 */
struct acomp_req {
	struct crypto_async_request base;
	struct scatterlist *src;
	struct scatterlist *dst;
	unsigned int slen;
	unsigned int dlen;
	u32 flags;
	void *__ctx[] CRYPTO_MINALIGN_ATTR;
};

/**
 * struct crypto_acomp - an acomp tfm
 * @compress: the operation (the algorithm's, or the scomp bridge's)
 * @decompress: the operation
 * @dst_free: frees an output list the driver allocated
 * @reqsize: bytes of request context
 * @base: the tfm
 */
struct crypto_acomp {
	int (*compress)(struct acomp_req *req);
	int (*decompress)(struct acomp_req *req);
	void (*dst_free)(struct scatterlist *dst);
	unsigned int reqsize;
	struct crypto_tfm base;
};

#define COMP_ALG_COMMON                 \
	{                               \
		struct crypto_alg base; \
	}
struct comp_alg_common COMP_ALG_COMMON;

/**
 * crypto_alloc_acomp() - allocate an acomp tfm
 * @alg_name: an algorithm's name or driver name; acomp and scomp algorithms both answer
 * @type: type bits the algorithm must have
 * @mask: type bits to compare
 *
 * Return: the tfm, or an ERR_PTR (-ENOENT when no compressor has the name).
 */
struct crypto_acomp *crypto_alloc_acomp(const char *alg_name, u32 type, u32 mask);
struct crypto_acomp *crypto_alloc_acomp_node(const char *alg_name, u32 type, u32 mask, int node);

static inline struct crypto_tfm *crypto_acomp_tfm(struct crypto_acomp *tfm)
{
	return &tfm->base;
}

static inline struct comp_alg_common *__crypto_comp_alg_common(struct crypto_alg *alg)
{
	return container_of(alg, struct comp_alg_common, base);
}

static inline struct crypto_acomp *__crypto_acomp_tfm(struct crypto_tfm *tfm)
{
	return container_of(tfm, struct crypto_acomp, base);
}

static inline struct comp_alg_common *crypto_comp_alg_common(struct crypto_acomp *tfm)
{
	return __crypto_comp_alg_common(crypto_acomp_tfm(tfm)->__crt_alg);
}

static inline unsigned int crypto_acomp_reqsize(struct crypto_acomp *tfm)
{
	return tfm->reqsize;
}

static inline void acomp_request_set_tfm(struct acomp_req *req, struct crypto_acomp *tfm)
{
	req->base.tfm = crypto_acomp_tfm(tfm);
}

static inline bool acomp_is_async(struct crypto_acomp *tfm)
{
	return crypto_comp_alg_common(tfm)->base.cra_flags & CRYPTO_ALG_ASYNC;
}

static inline struct crypto_acomp *crypto_acomp_reqtfm(struct acomp_req *req)
{
	return __crypto_acomp_tfm(req->base.tfm);
}

static inline void crypto_free_acomp(struct crypto_acomp *tfm)
{
	crypto_destroy_tfm(tfm, crypto_acomp_tfm(tfm));
}

static inline int crypto_has_acomp(const char *alg_name, u32 type, u32 mask)
{
	return crypto_has_alg(alg_name, crypto_type_narrow(type, CRYPTO_ALG_TYPE_ACOMPRESS),
			      mask | CRYPTO_ALG_TYPE_ACOMPRESS_MASK);
}

/**
 * acomp_request_alloc() - allocate a request for @tfm
 * @tfm: the tfm
 *
 * An scomp algorithm's request also gets the algorithm's context (alloc_ctx()).
 *
 * Return: the request, or NULL when out of memory.
 */
struct acomp_req *acomp_request_alloc(struct crypto_acomp *tfm);

/**
 * acomp_request_free() - free a request, and the output the driver allocated for it
 * @req: the request (NULL is ignored)
 */
void acomp_request_free(struct acomp_req *req);

static inline void acomp_request_set_callback(struct acomp_req *req, u32 flgs,
					      crypto_completion_t cmpl, void *data)
{
	req->base.complete = cmpl;
	req->base.data = data;
	req->base.flags &= CRYPTO_ACOMP_ALLOC_OUTPUT;
	req->base.flags |= flgs & ~CRYPTO_ACOMP_ALLOC_OUTPUT;
}

/**
 * acomp_request_set_params() - set a request's buffers
 * @req: the request
 * @src: the input
 * @dst: the output, or NULL to have the driver allocate it
 * @slen: bytes of input
 * @dlen: room in @dst
 */
static inline void acomp_request_set_params(struct acomp_req *req, struct scatterlist *src,
					    struct scatterlist *dst, unsigned int slen,
					    unsigned int dlen)
{
	req->src = src;
	req->dst = dst;
	req->slen = slen;
	req->dlen = dlen;

	req->flags &= ~CRYPTO_ACOMP_ALLOC_OUTPUT;
	if (!req->dst)
		req->flags |= CRYPTO_ACOMP_ALLOC_OUTPUT;
}

/**
 * crypto_acomp_compress() - compress req->slen bytes of req->src into req->dst
 * @req: the request
 *
 * Return: 0 (req->dlen holds the output's length), -EINPROGRESS/-EBUSY for an async driver,
 * or -errno: -EINVAL for no input, input above 128 KiB through an scomp algorithm, or output
 * that does not fit; -ENOSPC when the output exceeds req->dst.
 */
static inline int crypto_acomp_compress(struct acomp_req *req)
{
	return crypto_acomp_reqtfm(req)->compress(req);
}

/**
 * crypto_acomp_decompress() - decompress req->slen bytes of req->src into req->dst
 * @req: the request
 *
 * Return: as crypto_acomp_compress(); -EINVAL for input that is not a valid stream.
 */
static inline int crypto_acomp_decompress(struct acomp_req *req)
{
	return crypto_acomp_reqtfm(req)->decompress(req);
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_ACOMPRESS_H */
