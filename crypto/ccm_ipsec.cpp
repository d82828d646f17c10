// SPDX-License-Identifier: GPL-2.0-only
// The rfc4309 template: CCM as IPsec ESP uses it (RFC 4309), over a ccm AEAD.

#include <crypto/gcm.h>
#include <crypto/internal/aead.h>
#include <crypto/scatterwalk.h>
#include <linux/err.h>
#include <linux/scatterlist.h>
#include <linux/slab.h>

#include "ccm_priv.h"
#include "internal/glue.h"

namespace {

constexpr unsigned int rfc4309_salt_size = 3;
constexpr unsigned int rfc4309_iv_size = 8;
constexpr unsigned int rfc4309_block = 16;

struct rfc4309_tfm_ctx {
	struct crypto_aead *child;
	u8 nonce[rfc4309_salt_size];
};

// The request context: src[3], dst[3], the child's request, then at the child's alignment its
// 16-byte counter block A0 followed by the copy of the ESP header (at most 12 bytes).
struct rfc4309_req_ctx {
	struct scatterlist src[3];
	struct scatterlist dst[3];
	void *subreq[] CRYPTO_MINALIGN_ATTR;
};

struct rfc4309_tfm_ctx *rfc4309_ctx(struct crypto_aead *aead)
{
	return static_cast<struct rfc4309_tfm_ctx *>(crypto_aead_ctx(aead));
}

// RFC 4309 section 7.1: the key ends with the 3-byte salt.
int rfc4309_setkey(struct crypto_aead *parent, const u8 *key, unsigned int keylen)
{
	struct rfc4309_tfm_ctx *ctx = rfc4309_ctx(parent);

	if (keylen < rfc4309_salt_size)
		return -EINVAL;
	keylen -= rfc4309_salt_size;
	memcpy(ctx->nonce, key + keylen, rfc4309_salt_size);

	crypto_aead_clear_flags(ctx->child, CRYPTO_TFM_REQ_MASK);
	crypto_aead_set_flags(ctx->child, crypto_aead_get_flags(parent) & CRYPTO_TFM_REQ_MASK);
	return crypto_aead_setkey(ctx->child, key, keylen);
}

// RFC 4309 section 3: ICVs of 8, 12 or 16 octets.
int rfc4309_setauthsize(struct crypto_aead *parent, unsigned int authsize)
{
	if (authsize != 8 && authsize != 12 && authsize != 16)
		return -EINVAL;
	return crypto_aead_setauthsize(rfc4309_ctx(parent)->child, authsize);
}

// [@ad, @adlen bytes] followed by @list from @skip on.
void rfc4309_list(struct scatterlist head[3], u8 *ad, unsigned int adlen, struct scatterlist *list,
		  unsigned int skip)
{
	sg_init_table(head, 3);
	sg_set_buf(head, ad, adlen);
	struct scatterlist *rest = scatterwalk_ffwd(head + 1, list, skip);
	if (rest != head + 1)
		sg_chain(head, 2, rest);
}

// RFC 4309 sections 4 and 5: the CCM nonce is salt || IV with L = 4, and the AAD is the ESP
// header (SPI and sequence number) only. The request's AD ends with the 8-byte IV, which the
// child does not see: it gets a copy of the header, then the text.
struct aead_request *rfc4309_crypt(struct aead_request *req)
{
	auto *rctx = static_cast<struct rfc4309_req_ctx *>(aead_request_ctx(req));
	struct rfc4309_tfm_ctx *ctx = rfc4309_ctx(crypto_aead_reqtfm(req));
	auto *subreq = reinterpret_cast<struct aead_request *>(rctx->subreq);
	u8 *iv = PTR_ALIGN(reinterpret_cast<u8 *>(subreq + 1) + crypto_aead_reqsize(ctx->child),
			   crypto_aead_alignmask(ctx->child) + 1);
	unsigned int adlen = req->assoclen - rfc4309_iv_size;

	iv[0] = 3; // L' = L - 1
	memcpy(iv + 1, ctx->nonce, rfc4309_salt_size);
	memcpy(iv + 1 + rfc4309_salt_size, req->iv, rfc4309_iv_size);
	memset(iv + 1 + rfc4309_salt_size + rfc4309_iv_size, 0, 4);
	scatterwalk_map_and_copy(iv + rfc4309_block, req->src, 0, adlen, 0);

	rfc4309_list(rctx->src, iv + rfc4309_block, adlen, req->src, req->assoclen);
	if (req->src != req->dst)
		rfc4309_list(rctx->dst, iv + rfc4309_block, adlen, req->dst, req->assoclen);

	aead_request_set_tfm(subreq, ctx->child);
	aead_request_set_callback(subreq, req->base.flags, req->base.complete, req->base.data);
	aead_request_set_crypt(subreq, rctx->src, req->src == req->dst ? rctx->src : rctx->dst,
			       req->cryptlen, iv);
	aead_request_set_ad(subreq, adlen);
	return subreq;
}

int rfc4309_encrypt(struct aead_request *req)
{
	int err = crypto_ipsec_check_assoclen(req->assoclen);

	return err ? err : crypto_aead_encrypt(rfc4309_crypt(req));
}

int rfc4309_decrypt(struct aead_request *req)
{
	int err = crypto_ipsec_check_assoclen(req->assoclen);

	return err ? err : crypto_aead_decrypt(rfc4309_crypt(req));
}

int rfc4309_init_tfm(struct crypto_aead *tfm)
{
	auto *spawn = static_cast<struct crypto_aead_spawn *>(
		aead_instance_ctx(aead_alg_instance(tfm)));
	struct crypto_aead *child = crypto_spawn_aead(spawn);

	if (IS_ERR(child))
		return static_cast<int>(PTR_ERR(child));
	rfc4309_ctx(tfm)->child = child;

	unsigned long align = crypto_aead_alignmask(child) & ~(crypto_tfm_ctx_alignment() - 1);
	crypto_aead_set_reqsize(
		tfm, static_cast<unsigned int>(
			     sizeof(struct rfc4309_req_ctx) + sizeof(struct aead_request) +
			     ALIGN(crypto_aead_reqsize(child), crypto_tfm_ctx_alignment()) + align +
			     2 * rfc4309_block));
	return 0;
}

void rfc4309_exit_tfm(struct crypto_aead *tfm)
{
	crypto_free_aead(rfc4309_ctx(tfm)->child);
}

void rfc4309_free(struct aead_instance *inst)
{
	crypto_drop_aead(static_cast<struct crypto_aead_spawn *>(aead_instance_ctx(inst)));
	kfree(inst);
}

// The child must be a stream AEAD taking a 16-byte counter block as its IV.
int rfc4309_fill(struct aead_instance *inst, struct aead_alg *alg)
{
	struct crypto_alg *base = &inst->alg.base;

	if (crypto_aead_alg_ivsize(alg) != rfc4309_block || alg->base.cra_blocksize != 1)
		return -EINVAL;
	if (snprintf(base->cra_name, CRYPTO_MAX_ALG_NAME, "rfc4309(%s)", alg->base.cra_name) >=
		    CRYPTO_MAX_ALG_NAME ||
	    snprintf(base->cra_driver_name, CRYPTO_MAX_ALG_NAME, "rfc4309(%s)",
		     alg->base.cra_driver_name) >= CRYPTO_MAX_ALG_NAME)
		return -ENAMETOOLONG;

	base->cra_priority = alg->base.cra_priority;
	base->cra_blocksize = 1;
	base->cra_alignmask = alg->base.cra_alignmask;
	base->cra_ctxsize = sizeof(struct rfc4309_tfm_ctx);
	inst->alg.ivsize = rfc4309_iv_size;
	inst->alg.chunksize = crypto_aead_alg_chunksize(alg);
	inst->alg.maxauthsize = crypto_aead_alg_maxauthsize(alg);
	inst->alg.init = rfc4309_init_tfm;
	inst->alg.exit = rfc4309_exit_tfm;
	inst->alg.setkey = rfc4309_setkey;
	inst->alg.setauthsize = rfc4309_setauthsize;
	inst->alg.encrypt = rfc4309_encrypt;
	inst->alg.decrypt = rfc4309_decrypt;
	return 0;
}

} // namespace

int ukc::ccm::rfc4309_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	const char *name;
	u32 mask;
	int err = ukc::template_arg(tb, CRYPTO_ALG_TYPE_AEAD, &mask, &name);

	if (err)
		return err;
	auto inst = ukc::alloc_instance<struct aead_instance, struct crypto_aead_spawn>(
		rfc4309_free);
	if (!inst)
		return -ENOMEM;
	auto *spawn = ukc::instance_ctx<struct crypto_aead_spawn>(inst.get());

	err = crypto_grab_aead(spawn, aead_crypto_instance(inst.get()), name, 0, mask);
	if (!err)
		err = rfc4309_fill(inst.get(), crypto_spawn_aead_alg(spawn));
	if (!err)
		err = ukc::register_instance(tmpl, inst);
	return err;
}
