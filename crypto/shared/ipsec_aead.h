/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * What the IPsec ESP wrappers of an AEAD share (rfc4106 and rfc4543 over gcm, rfc4309 over
 * ccm): a key that ends with the salt, an 8-byte explicit IV that ends the request's AD, a
 * child request with the child's nonce after it, and one create(). C++ only.
 */
#ifndef _UKC_CRYPTO_SHARED_IPSEC_AEAD_H
#define _UKC_CRYPTO_SHARED_IPSEC_AEAD_H

#include <crypto/gcm.h>
#include <crypto/internal/aead.h>
#include <crypto/scatterwalk.h>
#include <linux/err.h>
#include <linux/scatterlist.h>
#include <linux/slab.h>

#include "shared/glue.h"

namespace ukc::ipsec {

constexpr unsigned int iv_size = 8; // RFC 4106, 4309 and 4543 section 3.1

/* The tfm context: the child AEAD and the salt taken from the end of the key. */
template <unsigned int salt_size> struct tfm_ctx {
	struct crypto_aead *child;
	u8 nonce[salt_size];
};

template <unsigned int salt_size> inline tfm_ctx<salt_size> *ctx_of(struct crypto_aead *aead)
{
	return static_cast<tfm_ctx<salt_size> *>(crypto_aead_ctx(aead));
}

/*
 * The request context of a wrapper that hides the IV from the child: src[3], dst[3], the
 * child's request, then at the child's alignment its nonce and the copy of the ESP header.
 */
struct req_ctx {
	struct scatterlist src[3];
	struct scatterlist dst[3];
	void *subreq[] CRYPTO_MINALIGN_ATTR;
};

inline struct aead_request *subreq_of(void *head)
{
	return reinterpret_cast<struct aead_request *>(head);
}

/* Where the child's nonce starts: after its request, at its alignment. */
inline u8 *nonce_of(struct aead_request *subreq, struct crypto_aead *child)
{
	return PTR_ALIGN(reinterpret_cast<u8 *>(subreq + 1) + crypto_aead_reqsize(child),
			 crypto_aead_alignmask(child) + 1);
}

/* Room for @head bytes, the child's request and @tail bytes at the child's alignment. */
inline unsigned int reqsize(struct crypto_aead *child, unsigned int head, unsigned int tail)
{
	unsigned long align = crypto_aead_alignmask(child) & ~(crypto_tfm_ctx_alignment() - 1);

	return static_cast<unsigned int>(
		head + sizeof(struct aead_request) +
		ALIGN(crypto_aead_reqsize(child), crypto_tfm_ctx_alignment()) + align + tail);
}

/* Allocates the child and sizes requests as reqsize(child, @head, @tail). */
template <unsigned int salt_size>
int init_tfm(struct crypto_aead *tfm, unsigned int head, unsigned int tail)
{
	auto *spawn = static_cast<struct crypto_aead_spawn *>(
		aead_instance_ctx(aead_alg_instance(tfm)));
	struct crypto_aead *child = crypto_spawn_aead(spawn);

	if (IS_ERR(child))
		return static_cast<int>(PTR_ERR(child));
	ctx_of<salt_size>(tfm)->child = child;
	crypto_aead_set_reqsize(tfm, reqsize(child, head, tail));
	return 0;
}

template <unsigned int salt_size> void exit_tfm(struct crypto_aead *tfm)
{
	crypto_free_aead(ctx_of<salt_size>(tfm)->child);
}

/* RFC 4106 section 8.1, RFC 4309 section 7.1, RFC 4543 section 6: the key ends with the salt. */
template <unsigned int salt_size>
int setkey(struct crypto_aead *parent, const u8 *key, unsigned int keylen)
{
	tfm_ctx<salt_size> *ctx = ctx_of<salt_size>(parent);

	if (keylen < salt_size)
		return -EINVAL;
	keylen -= salt_size;
	memcpy(ctx->nonce, key + keylen, salt_size);

	crypto_aead_clear_flags(ctx->child, CRYPTO_TFM_REQ_MASK);
	crypto_aead_set_flags(ctx->child, crypto_aead_get_flags(parent) & CRYPTO_TFM_REQ_MASK);
	return crypto_aead_setkey(ctx->child, key, keylen);
}

/* [@ad, @adlen bytes] followed by @list from @skip on. */
inline void ad_list(struct scatterlist head[3], u8 *ad, unsigned int adlen,
		    struct scatterlist *list, unsigned int skip)
{
	sg_init_table(head, 3);
	sg_set_buf(head, ad, adlen);
	struct scatterlist *rest = scatterwalk_ffwd(head + 1, list, skip);
	if (rest != head + 1)
		sg_chain(head, 2, rest);
}

/*
 * The AAD is the ESP header (SPI and sequence number) only: the request's AD ends with the IV,
 * which the child does not see. Copies the header to @ad and points @subreq, on @child with
 * nonce @iv, at the copy followed by the text.
 */
inline void forward_header(struct aead_request *req, struct req_ctx *rctx,
			   struct aead_request *subreq, struct crypto_aead *child, u8 *iv, u8 *ad)
{
	unsigned int adlen = req->assoclen - iv_size;

	scatterwalk_map_and_copy(ad, req->src, 0, adlen, 0);
	ad_list(rctx->src, ad, adlen, req->src, req->assoclen);
	if (req->src != req->dst)
		ad_list(rctx->dst, ad, adlen, req->dst, req->assoclen);

	aead_request_set_tfm(subreq, child);
	aead_request_set_callback(subreq, req->base.flags, req->base.complete, req->base.data);
	aead_request_set_crypt(subreq, rctx->src, req->src == req->dst ? rctx->src : rctx->dst,
			       req->cryptlen, iv);
	aead_request_set_ad(subreq, adlen);
}

/* encrypt() or decrypt() of a wrapper: the AD length check of 6.12, then @crypt. */
template <int (*crypt)(struct aead_request *req, bool enc), bool enc>
int checked_crypt(struct aead_request *req)
{
	int err = crypto_ipsec_check_assoclen(req->assoclen);

	return err ? err : crypt(req, enc);
}

/* What differs between the wrappers. */
struct template_ops {
	const char *prefix;
	unsigned int child_ivsize;
	unsigned int ctxsize;
	int (*init)(struct crypto_aead *tfm);
	void (*exit)(struct crypto_aead *tfm);
	int (*setkey)(struct crypto_aead *tfm, const u8 *key, unsigned int keylen);
	int (*setauthsize)(struct crypto_aead *tfm, unsigned int authsize);
	int (*encrypt)(struct aead_request *req);
	int (*decrypt)(struct aead_request *req);
};

inline void free_instance(struct aead_instance *inst)
{
	crypto_drop_aead(static_cast<struct crypto_aead_spawn *>(aead_instance_ctx(inst)));
	kfree(inst);
}

/* The child must be a stream AEAD taking a nonce of ops.child_ivsize bytes. */
inline int fill(struct aead_instance *inst, struct aead_alg *alg, const template_ops &ops)
{
	struct crypto_alg *base = &inst->alg.base;

	if (crypto_aead_alg_ivsize(alg) != ops.child_ivsize || alg->base.cra_blocksize != 1)
		return -EINVAL;
	if (snprintf(base->cra_name, CRYPTO_MAX_ALG_NAME, "%s(%s)", ops.prefix,
		     alg->base.cra_name) >= CRYPTO_MAX_ALG_NAME ||
	    snprintf(base->cra_driver_name, CRYPTO_MAX_ALG_NAME, "%s(%s)", ops.prefix,
		     alg->base.cra_driver_name) >= CRYPTO_MAX_ALG_NAME)
		return -ENAMETOOLONG;

	base->cra_priority = alg->base.cra_priority;
	base->cra_blocksize = 1;
	base->cra_alignmask = alg->base.cra_alignmask;
	base->cra_ctxsize = ops.ctxsize;
	inst->alg.ivsize = iv_size;
	inst->alg.chunksize = crypto_aead_alg_chunksize(alg);
	inst->alg.maxauthsize = crypto_aead_alg_maxauthsize(alg);
	inst->alg.init = ops.init;
	inst->alg.exit = ops.exit;
	inst->alg.setkey = ops.setkey;
	inst->alg.setauthsize = ops.setauthsize;
	inst->alg.encrypt = ops.encrypt;
	inst->alg.decrypt = ops.decrypt;
	return 0;
}

inline int create(struct crypto_template *tmpl, struct rtattr **tb, const template_ops &ops)
{
	const char *name;
	u32 mask;
	int err = ukc::template_arg(tb, CRYPTO_ALG_TYPE_AEAD, &mask, &name);

	if (err)
		return err;
	auto inst = ukc::alloc_instance<struct aead_instance, struct crypto_aead_spawn>(
		free_instance);
	if (!inst)
		return -ENOMEM;
	auto *spawn = ukc::instance_ctx<struct crypto_aead_spawn>(inst.get());

	err = crypto_grab_aead(spawn, aead_crypto_instance(inst.get()), name, 0, mask);
	if (!err)
		err = fill(inst.get(), crypto_spawn_aead_alg(spawn), ops);
	return err ? err : ukc::register_instance(tmpl, inst);
}

} // namespace ukc::ipsec

#endif /* _UKC_CRYPTO_SHARED_IPSEC_AEAD_H */
