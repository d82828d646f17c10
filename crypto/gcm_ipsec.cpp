// SPDX-License-Identifier: GPL-2.0-only
// The rfc4106 and rfc4543 templates: GCM and GMAC as IPsec ESP uses them, over a gcm AEAD.

#include <crypto/gcm.h>
#include <crypto/internal/aead.h>
#include <crypto/scatterwalk.h>
#include <linux/err.h>
#include <linux/scatterlist.h>
#include <linux/slab.h>

#include "gcm_priv.h"
#include "internal/glue.h"

namespace {

constexpr unsigned int ipsec_salt_size = 4;
constexpr unsigned int ipsec_iv_size = 8; // GCM_RFC4106_IV_SIZE, GCM_RFC4543_IV_SIZE

struct ipsec_tfm_ctx {
	struct crypto_aead *child;
	u8 nonce[ipsec_salt_size];
};

struct ipsec_tfm_ctx *ipsec_ctx(struct crypto_aead *aead)
{
	return static_cast<struct ipsec_tfm_ctx *>(crypto_aead_ctx(aead));
}

// RFC 4106 section 8.1 / RFC 4543 section 6: the key ends with the 4-byte salt.
int ipsec_setkey(struct crypto_aead *parent, const u8 *key, unsigned int keylen)
{
	struct ipsec_tfm_ctx *ctx = ipsec_ctx(parent);

	if (keylen < ipsec_salt_size)
		return -EINVAL;
	keylen -= ipsec_salt_size;
	memcpy(ctx->nonce, key + keylen, ipsec_salt_size);

	crypto_aead_clear_flags(ctx->child, CRYPTO_TFM_REQ_MASK);
	crypto_aead_set_flags(ctx->child, crypto_aead_get_flags(parent) & CRYPTO_TFM_REQ_MASK);
	return crypto_aead_setkey(ctx->child, key, keylen);
}

void ipsec_exit_tfm(struct crypto_aead *tfm)
{
	crypto_free_aead(ipsec_ctx(tfm)->child);
}

// The request context: src[3], dst[3] (rfc4106 only), the child's request, then at the
// child's alignment its 12-byte nonce (salt || IV), followed by rfc4106's AD copy.
struct rfc4106_req_ctx {
	struct scatterlist src[3];
	struct scatterlist dst[3];
	void *subreq[] CRYPTO_MINALIGN_ATTR;
};

struct aead_request *ipsec_subreq(void *head)
{
	return reinterpret_cast<struct aead_request *>(head);
}

u8 *ipsec_nonce(struct aead_request *subreq, struct crypto_aead *child)
{
	return PTR_ALIGN(reinterpret_cast<u8 *>(subreq + 1) + crypto_aead_reqsize(child),
			 crypto_aead_alignmask(child) + 1);
}

// Room for the child's request and a nonce of @tail bytes after it, at the child's alignment.
unsigned int ipsec_reqsize(struct crypto_aead *child, unsigned int head, unsigned int tail)
{
	unsigned long align = crypto_aead_alignmask(child) & ~(crypto_tfm_ctx_alignment() - 1);

	return static_cast<unsigned int>(
		head + sizeof(struct aead_request) +
		ALIGN(crypto_aead_reqsize(child), crypto_tfm_ctx_alignment()) + align + tail);
}

int ipsec_init_child(struct crypto_aead *tfm)
{
	auto *spawn = static_cast<struct crypto_aead_spawn *>(
		aead_instance_ctx(aead_alg_instance(tfm)));
	struct crypto_aead *child = crypto_spawn_aead(spawn);

	if (IS_ERR(child))
		return static_cast<int>(PTR_ERR(child));
	ipsec_ctx(tfm)->child = child;
	return 0;
}

int rfc4106_init_tfm(struct crypto_aead *tfm)
{
	int err = ipsec_init_child(tfm);

	if (!err)
		crypto_aead_set_reqsize(tfm, ipsec_reqsize(ipsec_ctx(tfm)->child,
							   sizeof(struct rfc4106_req_ctx), 24));
	return err;
}

int rfc4106_setauthsize(struct crypto_aead *parent, unsigned int authsize)
{
	int err = crypto_rfc4106_check_authsize(authsize);

	return err ? err : crypto_aead_setauthsize(ipsec_ctx(parent)->child, authsize);
}

// [@ad, @adlen bytes] followed by @list from @skip on.
void rfc4106_list(struct scatterlist head[3], u8 *ad, unsigned int adlen, struct scatterlist *list,
		  unsigned int skip)
{
	sg_init_table(head, 3);
	sg_set_buf(head, ad, adlen);
	struct scatterlist *rest = scatterwalk_ffwd(head + 1, list, skip);
	if (rest != head + 1)
		sg_chain(head, 2, rest);
}

// RFC 4106 sections 4 and 5: the GCM nonce is salt || IV, and the AAD is the ESP header (SPI
// and sequence number) only. The request's AD ends with the 8-byte IV, which the child does
// not see: it gets a copy of the header, then the text.
struct aead_request *rfc4106_crypt(struct aead_request *req)
{
	auto *rctx = static_cast<struct rfc4106_req_ctx *>(aead_request_ctx(req));
	struct ipsec_tfm_ctx *ctx = ipsec_ctx(crypto_aead_reqtfm(req));
	struct aead_request *subreq = ipsec_subreq(rctx->subreq);
	u8 *iv = ipsec_nonce(subreq, ctx->child);
	unsigned int adlen = req->assoclen - ipsec_iv_size;

	scatterwalk_map_and_copy(iv + GCM_AES_IV_SIZE, req->src, 0, adlen, 0);
	memcpy(iv, ctx->nonce, ipsec_salt_size);
	memcpy(iv + ipsec_salt_size, req->iv, ipsec_iv_size);

	rfc4106_list(rctx->src, iv + GCM_AES_IV_SIZE, adlen, req->src, req->assoclen);
	if (req->src != req->dst)
		rfc4106_list(rctx->dst, iv + GCM_AES_IV_SIZE, adlen, req->dst, req->assoclen);

	aead_request_set_tfm(subreq, ctx->child);
	aead_request_set_callback(subreq, req->base.flags, req->base.complete, req->base.data);
	aead_request_set_crypt(subreq, rctx->src, req->src == req->dst ? rctx->src : rctx->dst,
			       req->cryptlen, iv);
	aead_request_set_ad(subreq, adlen);
	return subreq;
}

int rfc4106_encrypt(struct aead_request *req)
{
	int err = crypto_ipsec_check_assoclen(req->assoclen);

	return err ? err : crypto_aead_encrypt(rfc4106_crypt(req));
}

int rfc4106_decrypt(struct aead_request *req)
{
	int err = crypto_ipsec_check_assoclen(req->assoclen);

	return err ? err : crypto_aead_decrypt(rfc4106_crypt(req));
}

int rfc4543_init_tfm(struct crypto_aead *tfm)
{
	int err = ipsec_init_child(tfm);

	if (!err)
		crypto_aead_set_reqsize(tfm,
					ipsec_reqsize(ipsec_ctx(tfm)->child, 0, GCM_AES_IV_SIZE));
	return err;
}

// RFC 4543 section 3.2: GMAC's tag is the full 16 bytes.
int rfc4543_setauthsize(struct crypto_aead *parent, unsigned int authsize)
{
	if (authsize != 16)
		return -EINVAL;
	return crypto_aead_setauthsize(ipsec_ctx(parent)->child, authsize);
}

// The payload is authenticated, not encrypted: an inauthentic one is not released either.
void rfc4543_decrypt_done(void *data, int err)
{
	auto *req = static_cast<struct aead_request *>(data);

	if (err == -EBADMSG)
		ukc::gcm::wipe_sg(req->dst, req->assoclen,
				  req->cryptlen - crypto_aead_authsize(crypto_aead_reqtfm(req)));
	aead_request_complete(req, err);
}

// RFC 4543 section 3.1: the whole of AD, IV and payload is GMAC's AAD and the child encrypts
// nothing, so the payload reaches dst by a plain copy.
int rfc4543_crypt(struct aead_request *req, bool enc)
{
	struct crypto_aead *aead = crypto_aead_reqtfm(req);
	struct ipsec_tfm_ctx *ctx = ipsec_ctx(aead);
	unsigned int authsize = crypto_aead_authsize(aead);
	unsigned int taglen = enc ? 0 : authsize;
	struct aead_request *subreq = ipsec_subreq(aead_request_ctx(req));
	u8 *iv = ipsec_nonce(subreq, ctx->child);

	if (req->src != req->dst)
		memcpy_sglist(req->dst, req->src, req->assoclen + req->cryptlen - taglen);
	memcpy(iv, ctx->nonce, ipsec_salt_size);
	memcpy(iv + ipsec_salt_size, req->iv, ipsec_iv_size);

	aead_request_set_tfm(subreq, ctx->child);
	if (enc)
		aead_request_set_callback(subreq, req->base.flags, req->base.complete,
					  req->base.data);
	else
		aead_request_set_callback(subreq, req->base.flags, rfc4543_decrypt_done, req);
	aead_request_set_crypt(subreq, req->src, req->dst, taglen, iv);
	aead_request_set_ad(subreq, req->assoclen + req->cryptlen - taglen);
	if (enc)
		return crypto_aead_encrypt(subreq);
	int err = crypto_aead_decrypt(subreq);
	if (err == -EBADMSG)
		ukc::gcm::wipe_sg(req->dst, req->assoclen, req->cryptlen - authsize);
	return err;
}

int rfc4543_encrypt(struct aead_request *req)
{
	int err = crypto_ipsec_check_assoclen(req->assoclen);

	return err ? err : rfc4543_crypt(req, true);
}

int rfc4543_decrypt(struct aead_request *req)
{
	int err = crypto_ipsec_check_assoclen(req->assoclen);

	return err ? err : rfc4543_crypt(req, false);
}

void ipsec_free(struct aead_instance *inst)
{
	crypto_drop_aead(static_cast<struct crypto_aead_spawn *>(aead_instance_ctx(inst)));
	kfree(inst);
}

// What differs between the two templates.
struct ipsec_template_ops {
	const char *prefix;
	int (*init)(struct crypto_aead *tfm);
	int (*setauthsize)(struct crypto_aead *tfm, unsigned int authsize);
	int (*encrypt)(struct aead_request *req);
	int (*decrypt)(struct aead_request *req);
};

constexpr ipsec_template_ops rfc4106_ops = {
	"rfc4106", rfc4106_init_tfm, rfc4106_setauthsize, rfc4106_encrypt, rfc4106_decrypt,
};

constexpr ipsec_template_ops rfc4543_ops = {
	"rfc4543", rfc4543_init_tfm, rfc4543_setauthsize, rfc4543_encrypt, rfc4543_decrypt,
};

// The child must be a stream AEAD with GCM's 12-byte nonce.
int ipsec_fill(struct aead_instance *inst, struct aead_alg *alg, const ipsec_template_ops &ops)
{
	struct crypto_alg *base = &inst->alg.base;

	if (crypto_aead_alg_ivsize(alg) != GCM_AES_IV_SIZE || alg->base.cra_blocksize != 1)
		return -EINVAL;
	if (snprintf(base->cra_name, CRYPTO_MAX_ALG_NAME, "%s(%s)", ops.prefix,
		     alg->base.cra_name) >= CRYPTO_MAX_ALG_NAME ||
	    snprintf(base->cra_driver_name, CRYPTO_MAX_ALG_NAME, "%s(%s)", ops.prefix,
		     alg->base.cra_driver_name) >= CRYPTO_MAX_ALG_NAME)
		return -ENAMETOOLONG;

	base->cra_priority = alg->base.cra_priority;
	base->cra_blocksize = 1;
	base->cra_alignmask = alg->base.cra_alignmask;
	base->cra_ctxsize = sizeof(struct ipsec_tfm_ctx);
	inst->alg.ivsize = ipsec_iv_size;
	inst->alg.chunksize = crypto_aead_alg_chunksize(alg);
	inst->alg.maxauthsize = crypto_aead_alg_maxauthsize(alg);
	inst->alg.init = ops.init;
	inst->alg.exit = ipsec_exit_tfm;
	inst->alg.setkey = ipsec_setkey;
	inst->alg.setauthsize = ops.setauthsize;
	inst->alg.encrypt = ops.encrypt;
	inst->alg.decrypt = ops.decrypt;
	return 0;
}

int ipsec_create(struct crypto_template *tmpl, struct rtattr **tb, const ipsec_template_ops &ops)
{
	const char *name;
	u32 mask;
	int err = ukc::template_arg(tb, CRYPTO_ALG_TYPE_AEAD, &mask, &name);

	if (err)
		return err;
	auto inst = ukc::alloc_instance<struct aead_instance, struct crypto_aead_spawn>(ipsec_free);

	if (!inst)
		return -ENOMEM;
	auto *spawn = ukc::instance_ctx<struct crypto_aead_spawn>(inst.get());

	err = crypto_grab_aead(spawn, aead_crypto_instance(inst.get()), name, 0, mask);
	if (!err)
		err = ipsec_fill(inst.get(), crypto_spawn_aead_alg(spawn), ops);
	return err ? err : ukc::register_instance(tmpl, inst);
}

} // namespace

int ukc::gcm::rfc4106_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	return ipsec_create(tmpl, tb, rfc4106_ops);
}

int ukc::gcm::rfc4543_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	return ipsec_create(tmpl, tb, rfc4543_ops);
}
