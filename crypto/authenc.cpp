// SPDX-License-Identifier: GPL-2.0-only
// The authenc template: an encrypt-then-MAC AEAD (IPsec ESP's) from a keyed hash and an skcipher.

#include <climits>
#include <crypto/algapi.h>
#include <crypto/authenc.h>
#include <crypto/internal/aead.h>
#include <crypto/internal/hash.h>
#include <crypto/internal/skcipher.h>
#include <crypto/scatterwalk.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/rtnetlink.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include "authenc_priv.h"
#include "shared/glue.h"

namespace au = ukc::authenc;

extern "C" int crypto_authenc_extractkeys(struct crypto_authenc_keys *keys, const u8 *key,
					  unsigned int keylen)
{
	const int len = keylen > INT_MAX ? INT_MAX : (int)keylen;
	struct rtattr rta;

	// The header is copied out: a key blob need not be aligned for it.
	if (keylen < sizeof(rta))
		return -EINVAL;
	memcpy(&rta, key, sizeof(rta));
	if (!RTA_OK(&rta, len) || rta.rta_type != CRYPTO_AUTHENC_KEYA_PARAM)
		return -EINVAL;
	// The keys follow the attribute without padding: its payload must be exactly the param
	// struct (a multiple of RTA_ALIGNTO), so that both readings of where they start agree.
	if (RTA_PAYLOAD(&rta) != (int)sizeof(struct crypto_authenc_key_param))
		return -EINVAL;
	keys->enckeylen = get_unaligned_be32(key + RTA_LENGTH(0));

	key += rta.rta_len;
	keylen -= rta.rta_len;
	if (keylen < keys->enckeylen)
		return -EINVAL;
	keys->authkeylen = keylen - keys->enckeylen;
	keys->authkey = key;
	keys->enckey = key + keys->authkeylen;
	return 0;
}

// The request steps both templates take; each continues with the variant's own steps, which it
// finds through the instance (ictx()->v). @mask, where a step takes one, drops the request
// flags (MAY_SLEEP) that do not hold in a completion callback: nonzero means the step runs
// from a completion, and completes the request itself.

namespace {

void authenc_genicv_done(void *data, int err)
{
	auto *req = static_cast<struct aead_request *>(data);

	if (!err)
		au::ictx(crypto_aead_reqtfm(req))->v->genicv_finish(req);
	aead_request_complete(req, err);
}

// The same, when the hash was started from the skcipher's completion: the caller already
// knows the request is in progress.
void authenc_genicv_done_nested(void *data, int err)
{
	auto *req = static_cast<struct aead_request *>(data);

	if (!err)
		au::ictx(crypto_aead_reqtfm(req))->v->genicv_finish(req);
	au::complete(req, err);
}

void authenc_encrypt_done(void *data, int err)
{
	auto *req = static_cast<struct aead_request *>(data);

	if (err) {
		aead_request_complete(req, err);
		return;
	}
	au::complete(req,
		     au::ictx(crypto_aead_reqtfm(req))->v->genicv(req, CRYPTO_TFM_REQ_MAY_SLEEP));
}

void authenc_verify_done(void *data, int err)
{
	auto *req = static_cast<struct aead_request *>(data);

	if (err) {
		aead_request_complete(req, err);
		return;
	}
	au::complete(
		req,
		au::ictx(crypto_aead_reqtfm(req))->v->decrypt_tail(req, CRYPTO_TFM_REQ_MAY_SLEEP));
}

void authenc_decrypt_tail_done(void *data, int err)
{
	au::complete(static_cast<struct aead_request *>(data), err);
}

// The payload encrypted into dst past the AD, which the MAC covers as it stands in dst: out of
// place, the AD is copied there first.
int authenc_encrypt_payload(struct aead_request *req)
{
	struct au::request_ctx *rctx = au::rctx(req);
	auto *skreq = static_cast<struct skcipher_request *>(au::subreq(req));
	struct scatterlist *src = scatterwalk_ffwd(rctx->src, req->src, req->assoclen);
	struct scatterlist *dst = src;

	if (req->src != req->dst) {
		memcpy_sglist(req->dst, req->src, req->assoclen);
		dst = scatterwalk_ffwd(rctx->dst, req->dst, req->assoclen);
	}

	skcipher_request_set_tfm(skreq, au::ctx(crypto_aead_reqtfm(req))->enc);
	skcipher_request_set_callback(skreq, aead_request_flags(req), authenc_encrypt_done, req);
	skcipher_request_set_crypt(skreq, src, dst, req->cryptlen, req->iv);
	return crypto_skcipher_encrypt(skreq);
}

// Encrypt-then-MAC: the payload, then the variant's tag.
int authenc_encrypt(struct aead_request *req)
{
	const struct au::variant *v = au::ictx(crypto_aead_reqtfm(req))->v;

	if (req->assoclen < v->min_assoclen)
		return -EINVAL;

	int err = authenc_encrypt_payload(req);

	return err ? err : v->genicv(req, 0);
}

} // namespace

int ukc::authenc::genicv_hash(struct aead_request *req, struct scatterlist *sg, unsigned int len,
			      u32 mask)
{
	struct crypto_aead *tfm = crypto_aead_reqtfm(req);
	auto *ahreq = static_cast<struct ahash_request *>(subreq(req));

	ahash_request_set_tfm(ahreq, ctx(tfm)->auth);
	ahash_request_set_crypt(ahreq, sg, hash(req), len);
	ahash_request_set_callback(ahreq, aead_request_flags(req) & ~mask,
				   mask ? authenc_genicv_done_nested : authenc_genicv_done, req);

	int err = crypto_ahash_digest(ahreq);

	if (err)
		return err;
	ictx(tfm)->v->genicv_finish(req);
	return 0;
}

int ukc::authenc::verify_hash(struct aead_request *req, struct scatterlist *sg, unsigned int len)
{
	struct crypto_aead *tfm = crypto_aead_reqtfm(req);
	auto *ahreq = static_cast<struct ahash_request *>(subreq(req));

	ahash_request_set_tfm(ahreq, ctx(tfm)->auth);
	ahash_request_set_crypt(ahreq, sg, hash(req), len);
	ahash_request_set_callback(ahreq, aead_request_flags(req), authenc_verify_done, req);

	int err = crypto_ahash_digest(ahreq);

	return err ? err : ictx(tfm)->v->decrypt_tail(req, 0);
}

int ukc::authenc::decrypt_payload(struct aead_request *req, unsigned int datalen, u32 mask)
{
	struct request_ctx *rc = rctx(req);
	auto *skreq = static_cast<struct skcipher_request *>(subreq(req));
	struct scatterlist *src = scatterwalk_ffwd(rc->src, req->src, req->assoclen);
	struct scatterlist *dst = src;

	if (req->src != req->dst)
		dst = scatterwalk_ffwd(rc->dst, req->dst, req->assoclen);

	skcipher_request_set_tfm(skreq, ctx(crypto_aead_reqtfm(req))->enc);
	skcipher_request_set_callback(skreq, aead_request_flags(req) & ~mask,
				      mask ? authenc_decrypt_tail_done : req->base.complete,
				      mask ? req : req->base.data);
	skcipher_request_set_crypt(skreq, src, dst, datalen, req->iv);
	return crypto_skcipher_decrypt(skreq);
}

namespace {

int authenc_setkey(struct crypto_aead *authenc, const u8 *key, unsigned int keylen)
{
	struct au::tfm_ctx *ctx = au::ctx(authenc);
	const u32 req_flags = crypto_aead_get_flags(authenc) & CRYPTO_TFM_REQ_MASK;
	struct crypto_authenc_keys keys;
	int err = crypto_authenc_extractkeys(&keys, key, keylen) ? -EINVAL : 0;

	if (!err) {
		crypto_ahash_clear_flags(ctx->auth, CRYPTO_TFM_REQ_MASK);
		crypto_ahash_set_flags(ctx->auth, req_flags);
		err = crypto_ahash_setkey(ctx->auth, keys.authkey, keys.authkeylen);
	}
	if (!err) {
		crypto_skcipher_clear_flags(ctx->enc, CRYPTO_TFM_REQ_MASK);
		crypto_skcipher_set_flags(ctx->enc, req_flags);
		err = crypto_skcipher_setkey(ctx->enc, keys.enckey, keys.enckeylen);
	}
	memzero_explicit(&keys, sizeof(keys));
	return err;
}

void authenc_genicv_finish(struct aead_request *req)
{
	memcpy_to_sglist(req->dst, req->assoclen + req->cryptlen, au::hash(req),
			 crypto_aead_authsize(crypto_aead_reqtfm(req)));
}

// The tag is the MAC of AD || ciphertext as they stand in dst, truncated to the authsize and
// appended after the ciphertext.
int authenc_genicv(struct aead_request *req, u32 mask)
{
	return au::genicv_hash(req, req->dst, req->assoclen + req->cryptlen, mask);
}

// Only after the received tag matches the computed one (compared in constant time) is the
// ciphertext decrypted: an inauthentic message leaves dst untouched.
int authenc_decrypt_tail(struct aead_request *req, u32 mask)
{
	const unsigned int authsize = crypto_aead_authsize(crypto_aead_reqtfm(req));
	const unsigned int datalen = req->cryptlen - authsize;
	u8 *hash = au::hash(req);

	memcpy_from_sglist(hash + authsize, req->src, req->assoclen + datalen, authsize);
	if (crypto_memneq(hash + authsize, hash, authsize))
		return -EBADMSG;
	return au::decrypt_payload(req, datalen, mask);
}

int authenc_decrypt(struct aead_request *req)
{
	const unsigned int authsize = crypto_aead_authsize(crypto_aead_reqtfm(req));

	if (req->cryptlen < authsize)
		return -EINVAL;
	return au::verify_hash(req, req->src, req->assoclen + req->cryptlen - authsize);
}

int authenc_init_tfm(struct crypto_aead *tfm)
{
	struct au::instance_ctx *ictx = au::ictx(tfm);
	struct au::tfm_ctx *ctx = au::ctx(tfm);
	struct crypto_ahash *auth = crypto_spawn_ahash(&ictx->auth);

	if (IS_ERR(auth))
		return (int)PTR_ERR(auth);

	struct crypto_skcipher *enc = crypto_spawn_skcipher(&ictx->enc);

	if (IS_ERR(enc)) {
		crypto_free_ahash(auth);
		return (int)PTR_ERR(enc);
	}
	ctx->auth = auth;
	ctx->enc = enc;

	unsigned int hash_req = sizeof(struct ahash_request) + crypto_ahash_reqsize(auth);
	unsigned int enc_req = sizeof(struct skcipher_request) + crypto_skcipher_reqsize(enc);

	crypto_aead_set_reqsize(tfm, au::tail_offset + ictx->reqoff + max(hash_req, enc_req));
	return 0;
}

void authenc_exit_tfm(struct crypto_aead *tfm)
{
	struct au::tfm_ctx *ctx = au::ctx(tfm);

	crypto_free_ahash(ctx->auth);
	crypto_free_skcipher(ctx->enc);
}

void authenc_free(struct aead_instance *inst)
{
	auto *ictx = static_cast<struct au::instance_ctx *>(aead_instance_ctx(inst));

	crypto_drop_skcipher(&ictx->enc);
	crypto_drop_ahash(&ictx->auth);
	kfree(inst);
}

// The instance's names are "<template>(<hash>,<cipher>)"; its tfm and key handling are the same
// for every variant, only the setauthsize (if any) and the two operations are the variant's.
int authenc_fill(struct aead_instance *inst, const struct au::variant &v)
{
	auto *ictx = static_cast<struct au::instance_ctx *>(aead_instance_ctx(inst));
	struct hash_alg_common *auth = crypto_spawn_ahash_alg(&ictx->auth);
	struct skcipher_alg_common *enc = crypto_spawn_skcipher_alg_common(&ictx->enc);
	struct crypto_alg *base = &inst->alg.base;

	if (snprintf(base->cra_name, CRYPTO_MAX_ALG_NAME, "%s(%s,%s)", v.name, auth->base.cra_name,
		     enc->base.cra_name) >= CRYPTO_MAX_ALG_NAME ||
	    snprintf(base->cra_driver_name, CRYPTO_MAX_ALG_NAME, "%s(%s,%s)", v.name,
		     auth->base.cra_driver_name, enc->base.cra_driver_name) >= CRYPTO_MAX_ALG_NAME)
		return -ENAMETOOLONG;

	ictx->v = &v;
	ictx->reqoff = ALIGN(2 * auth->digestsize, CRYPTO_MINALIGN);
	base->cra_priority = enc->base.cra_priority * 10 + auth->base.cra_priority;
	base->cra_blocksize = enc->base.cra_blocksize;
	base->cra_alignmask = enc->base.cra_alignmask;
	base->cra_ctxsize = sizeof(struct au::tfm_ctx);
	inst->alg.ivsize = enc->ivsize;
	inst->alg.chunksize = enc->chunksize;
	inst->alg.maxauthsize = auth->digestsize;
	inst->alg.init = authenc_init_tfm;
	inst->alg.exit = authenc_exit_tfm;
	inst->alg.setkey = authenc_setkey;
	inst->alg.setauthsize = v.setauthsize;
	inst->alg.encrypt = authenc_encrypt;
	inst->alg.decrypt = v.decrypt;
	return 0;
}

int authenc_grab(struct aead_instance *inst, struct rtattr **tb, u32 mask,
		 const struct au::variant &v)
{
	auto *ictx = static_cast<struct au::instance_ctx *>(aead_instance_ctx(inst));
	const char *auth_name = crypto_attr_alg_name(tb[1]);

	if (IS_ERR(auth_name))
		return (int)PTR_ERR(auth_name);

	int err = crypto_grab_ahash(&ictx->auth, aead_crypto_instance(inst), auth_name, 0, mask);

	if (err)
		return err;

	const unsigned int digestsize = crypto_spawn_ahash_alg(&ictx->auth)->digestsize;

	if (digestsize && digestsize < v.min_digestsize)
		return -EINVAL;

	const char *enc_name = crypto_attr_alg_name(tb[2]);

	if (IS_ERR(enc_name))
		return (int)PTR_ERR(enc_name);
	return crypto_grab_skcipher(&ictx->enc, aead_crypto_instance(inst), enc_name, 0, mask);
}

} // namespace

int ukc::authenc::create(struct crypto_template *tmpl, struct rtattr **tb, const struct variant &v)
{
	u32 mask;
	int err = crypto_check_attr_type(tb, CRYPTO_ALG_TYPE_AEAD, &mask);

	if (err)
		return err;

	auto inst = ukc::alloc_instance<struct aead_instance, struct instance_ctx>(authenc_free);

	if (!inst)
		return -ENOMEM;
	err = authenc_grab(inst.get(), tb, mask, v);
	if (!err)
		err = authenc_fill(inst.get(), v);
	return err ? err : ukc::register_instance(tmpl, inst);
}

namespace {

constexpr au::variant authenc_variant = {
	.name = "authenc",
	.min_digestsize = 0,
	.min_assoclen = 0,
	.setauthsize = nullptr,
	.decrypt = authenc_decrypt,
	.genicv_finish = authenc_genicv_finish,
	.genicv = authenc_genicv,
	.decrypt_tail = authenc_decrypt_tail,
};

int authenc_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	return au::create(tmpl, tb, authenc_variant);
}

struct crypto_template authenc_tmpl = {
	.module = THIS_MODULE,
	.create = authenc_create,
	.name = "authenc",
};

int authenc_module_init(void)
{
	return crypto_register_template(&authenc_tmpl);
}

void authenc_module_exit(void)
{
	crypto_unregister_template(&authenc_tmpl);
}

} // namespace

subsys_initcall(authenc_module_init);
module_exit(authenc_module_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Encrypt-then-MAC AEAD from a hash and a cipher");
MODULE_ALIAS_CRYPTO("authenc");
