// SPDX-License-Identifier: GPL-2.0-only
// The gcm, gcm_base, rfc4106 and rfc4543 templates: GCM (NIST SP 800-38D) over a ctr skcipher
// and a ghash ahash, and its two IPsec forms.

#include <algorithm>
#include <memory>
#include <type_traits>

#include <crypto/gcm.h>
#include <crypto/hash.h>
#include <crypto/internal/aead.h>
#include <crypto/internal/hash.h>
#include <crypto/internal/skcipher.h>
#include <crypto/scatterwalk.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/scatterlist.h>
#include <linux/slab.h>

#include "gcm_priv.h"
#include "shared/glue.h"

namespace {

struct gcm_instance_ctx {
	struct crypto_skcipher_spawn ctr;
	struct crypto_ahash_spawn ghash;
};

struct gcm_tfm_ctx {
	struct crypto_skcipher *ctr;
	struct crypto_ahash *ghash;
};

// The pieces GHASH reads, in order (SP 800-38D section 7.1 step 5): A, zeros to a block
// boundary, C, zeros to a block boundary, then [len(A)]64 || [len(C)]64.
enum gcm_hash_step {
	GCM_HASH_INIT,
	GCM_HASH_AD,
	GCM_HASH_AD_PAD,
	GCM_HASH_TEXT,
	GCM_HASH_TEXT_PAD,
	GCM_HASH_LENGTHS,
	GCM_HASH_DONE,
};

// A request's context. The ctr request runs over auth_tag || text, so that the first
// keystream block, E(K, J0), lands in auth_tag; the text's blocks then use inc32(J0) on.
struct gcm_req_ctx {
	u8 iv[16];	  // J0 = IV || 0^31 || 1 (section 7.1 step 2, for a 96-bit IV)
	u8 auth_tag[16];  // zeros, then E(K, J0), then the tag
	u8 iauth_tag[16]; // the lengths block, then GHASH's output, then the received tag
	struct scatterlist src[3];
	struct scatterlist dst[3];
	struct scatterlist sg;	  // over iauth_tag
	struct scatterlist *text; // the ciphertext GHASH reads
	unsigned int cryptlen;	  // its length
	int step;		  // the next enum gcm_hash_step
	bool enc;
	void *sub[] CRYPTO_MINALIGN_ATTR; // the ahash or the skcipher request, one at a time
};

static_assert(std::is_standard_layout_v<gcm_req_ctx>);

// Zeros that pad GHASH's inputs to whole blocks (read only, shared by all requests).
struct gcm_zero_block {
	u8 buf[16];
	struct scatterlist sg;
} gcm_zeroes;

struct gcm_req_ctx *gcm_reqctx(struct aead_request *req)
{
	unsigned long align = crypto_aead_alignmask(crypto_aead_reqtfm(req));

	return static_cast<struct gcm_req_ctx *>(PTR_ALIGN(aead_request_ctx(req), align + 1));
}

struct gcm_tfm_ctx *gcm_ctx(struct crypto_aead *aead)
{
	return static_cast<struct gcm_tfm_ctx *>(crypto_aead_ctx(aead));
}

struct ahash_request *gcm_ahreq(struct gcm_req_ctx *pctx)
{
	return reinterpret_cast<struct ahash_request *>(pctx->sub);
}

struct skcipher_request *gcm_skreq(struct gcm_req_ctx *pctx)
{
	return reinterpret_cast<struct skcipher_request *>(pctx->sub);
}

bool gcm_pending(int err)
{
	return err == -EINPROGRESS || err == -EBUSY;
}

// The hash subkey H = E(K, 0^128) (section 7.1 step 1), made by the ctr tfm from a zero counter
// block over one zero block.
struct gcm_subkey_req {
	be128 hash;
	u8 iv[16];
	struct crypto_wait wait;
	struct scatterlist sg[1];
	void *req[] CRYPTO_MINALIGN_ATTR;
};

struct gcm_kfree_sensitive {
	void operator()(void *p) const { kfree_sensitive(p); }
};

int gcm_hash_subkey(struct crypto_skcipher *ctr, be128 *h)
{
	std::unique_ptr<gcm_subkey_req, gcm_kfree_sensitive> data(static_cast<gcm_subkey_req *>(
		kzalloc(sizeof(gcm_subkey_req) + sizeof(struct skcipher_request) +
				crypto_skcipher_reqsize(ctr),
			GFP_KERNEL)));
	if (!data)
		return -ENOMEM;
	auto *skreq = reinterpret_cast<struct skcipher_request *>(data->req);

	crypto_init_wait(&data->wait);
	sg_init_one(data->sg, &data->hash, sizeof(data->hash));
	skcipher_request_set_tfm(skreq, ctr);
	skcipher_request_set_callback(skreq, CRYPTO_TFM_REQ_MAY_SLEEP | CRYPTO_TFM_REQ_MAY_BACKLOG,
				      crypto_req_done, &data->wait);
	skcipher_request_set_crypt(skreq, data->sg, data->sg, sizeof(data->hash), data->iv);
	int err = crypto_wait_req(crypto_skcipher_encrypt(skreq), &data->wait);
	if (!err)
		*h = data->hash;
	return err;
}

int gcm_setkey(struct crypto_aead *aead, const u8 *key, unsigned int keylen)
{
	struct gcm_tfm_ctx *ctx = gcm_ctx(aead);
	u32 reqflags = crypto_aead_get_flags(aead) & CRYPTO_TFM_REQ_MASK;
	be128 h;

	crypto_skcipher_clear_flags(ctx->ctr, CRYPTO_TFM_REQ_MASK);
	crypto_skcipher_set_flags(ctx->ctr, reqflags);
	int err = crypto_skcipher_setkey(ctx->ctr, key, keylen);
	if (err)
		return err;
	err = gcm_hash_subkey(ctx->ctr, &h);
	if (!err) {
		crypto_ahash_clear_flags(ctx->ghash, CRYPTO_TFM_REQ_MASK);
		crypto_ahash_set_flags(ctx->ghash, reqflags);
		err = crypto_ahash_setkey(ctx->ghash, reinterpret_cast<const u8 *>(&h), sizeof(h));
	}
	memzero_explicit(&h, sizeof(h));
	return err;
}

int gcm_setauthsize(struct crypto_aead *tfm, unsigned int authsize)
{
	return crypto_gcm_check_authsize(authsize);
}

// [auth_tag] followed by @list from @assoclen on: the text the ctr request runs over.
struct scatterlist *gcm_text_list(struct scatterlist head[3], u8 *auth_tag,
				  struct scatterlist *list, unsigned int assoclen)
{
	sg_init_table(head, 3);
	sg_set_buf(head, auth_tag, 16);
	struct scatterlist *text = scatterwalk_ffwd(head + 1, list, assoclen);
	if (text != head + 1)
		sg_chain(head, 2, text);
	return text;
}

void gcm_init_common(struct aead_request *req)
{
	struct gcm_req_ctx *pctx = gcm_reqctx(req);
	static const u8 gcm_counter_one[4] = { 0, 0, 0, 1 };

	memset(pctx->auth_tag, 0, sizeof(pctx->auth_tag));
	memcpy(pctx->iv, req->iv, GCM_AES_IV_SIZE);
	memcpy(pctx->iv + GCM_AES_IV_SIZE, gcm_counter_one, 4);

	struct scatterlist *src_text = gcm_text_list(pctx->src, pctx->auth_tag, req->src,
						     req->assoclen);
	pctx->text = src_text;
	if (req->src != req->dst)
		pctx->text = gcm_text_list(pctx->dst, pctx->auth_tag, req->dst, req->assoclen);
	// Decryption hashes the ciphertext where it lies: in src.
	if (!pctx->enc)
		pctx->text = src_text;
}

void gcm_init_crypt(struct aead_request *req, unsigned int cryptlen)
{
	struct gcm_req_ctx *pctx = gcm_reqctx(req);
	struct skcipher_request *skreq = gcm_skreq(pctx);

	skcipher_request_set_tfm(skreq, gcm_ctx(crypto_aead_reqtfm(req))->ctr);
	skcipher_request_set_crypt(skreq, pctx->src, req->src == req->dst ? pctx->src : pctx->dst,
				   cryptlen + sizeof(pctx->auth_tag), pctx->iv);
}

void gcm_hash_done(void *data, int err);

int gcm_hash_update(struct aead_request *req, struct scatterlist *sg, unsigned int len, u32 flags)
{
	struct ahash_request *ahreq = gcm_ahreq(gcm_reqctx(req));

	if (!len)
		return 0;
	ahash_request_set_callback(ahreq, flags, gcm_hash_done, req);
	ahash_request_set_crypt(ahreq, sg, nullptr, len);
	return crypto_ahash_update(ahreq);
}

// Zeros up to the next block boundary after @len bytes.
int gcm_hash_pad(struct aead_request *req, unsigned int len, u32 flags)
{
	unsigned int remain = (16 - len % 16) % 16;

	return gcm_hash_update(req, &gcm_zeroes.sg, remain, flags);
}

// Section 7.1 step 5: the last block holds the bit lengths of A and C, big endian.
int gcm_hash_lengths(struct aead_request *req, u32 flags)
{
	struct gcm_req_ctx *pctx = gcm_reqctx(req);
	struct ahash_request *ahreq = gcm_ahreq(pctx);
	__be64 lengths[2] = { cpu_to_be64(static_cast<u64>(req->assoclen) * 8),
			      cpu_to_be64(static_cast<u64>(pctx->cryptlen) * 8) };

	memcpy(pctx->iauth_tag, lengths, sizeof(lengths));
	sg_init_one(&pctx->sg, pctx->iauth_tag, sizeof(pctx->iauth_tag));
	ahash_request_set_callback(ahreq, flags, gcm_hash_done, req);
	ahash_request_set_crypt(ahreq, &pctx->sg, pctx->iauth_tag, sizeof(lengths));
	return crypto_ahash_finup(ahreq);
}

int gcm_hash_issue(struct aead_request *req, u32 flags)
{
	struct gcm_req_ctx *pctx = gcm_reqctx(req);
	struct ahash_request *ahreq = gcm_ahreq(pctx);

	switch (pctx->step) {
	case GCM_HASH_INIT:
		ahash_request_set_tfm(ahreq, gcm_ctx(crypto_aead_reqtfm(req))->ghash);
		ahash_request_set_callback(ahreq, flags, gcm_hash_done, req);
		return crypto_ahash_init(ahreq);
	case GCM_HASH_AD:
		return gcm_hash_update(req, req->src, req->assoclen, flags);
	case GCM_HASH_AD_PAD:
		return gcm_hash_pad(req, req->assoclen, flags);
	case GCM_HASH_TEXT:
		return gcm_hash_update(req, pctx->text, pctx->cryptlen, flags);
	case GCM_HASH_TEXT_PAD:
		return gcm_hash_pad(req, pctx->cryptlen, flags);
	default:
		return gcm_hash_lengths(req, flags);
	}
}

// Section 7.2 step 8. A tag that does not verify releases no plaintext: the plaintext already
// written to dst is overwritten with zeros (the kernel leaves it there).
int gcm_verify(struct aead_request *req)
{
	struct gcm_req_ctx *pctx = gcm_reqctx(req);
	unsigned int authsize = crypto_aead_authsize(crypto_aead_reqtfm(req));
	unsigned int cryptlen = req->cryptlen - authsize;

	crypto_xor(pctx->auth_tag, pctx->iauth_tag, 16);
	scatterwalk_map_and_copy(pctx->iauth_tag, req->src, req->assoclen + cryptlen, authsize, 0);
	if (!crypto_memneq(pctx->iauth_tag, pctx->auth_tag, authsize))
		return 0;
	ukc::gcm::wipe_sg(req->dst, req->assoclen, cryptlen);
	return -EBADMSG;
}

void gcm_decrypt_done(void *data, int err)
{
	auto *req = static_cast<struct aead_request *>(data);

	if (!err)
		err = gcm_verify(req);
	aead_request_complete(req, err);
}

// Encryption: T = MSB_t(E(K, J0) ^ S) (section 7.1 step 6), written after the ciphertext.
// Decryption: only now is the ciphertext decrypted, then the tag checked.
int gcm_hash_finished(struct aead_request *req, u32 flags)
{
	struct gcm_req_ctx *pctx = gcm_reqctx(req);

	if (pctx->enc) {
		crypto_xor(pctx->auth_tag, pctx->iauth_tag, 16);
		scatterwalk_map_and_copy(pctx->auth_tag, req->dst, req->assoclen + req->cryptlen,
					 crypto_aead_authsize(crypto_aead_reqtfm(req)), 1);
		return 0;
	}
	gcm_init_crypt(req, pctx->cryptlen);
	skcipher_request_set_callback(gcm_skreq(pctx), flags, gcm_decrypt_done, req);
	int err = crypto_skcipher_decrypt(gcm_skreq(pctx));
	return err ? err : gcm_verify(req);
}

// Runs the GHASH steps from pctx->step on; a step that goes asynchronous resumes in
// gcm_hash_done().
int gcm_hash_run(struct aead_request *req, u32 flags)
{
	struct gcm_req_ctx *pctx = gcm_reqctx(req);

	while (pctx->step != GCM_HASH_DONE) {
		int err = gcm_hash_issue(req, flags);

		if (err)
			return err;
		pctx->step++;
	}
	return gcm_hash_finished(req, flags);
}

// An asynchronous step ended. -EINPROGRESS only says a backlogged step has started: it is
// passed on, and the step's end comes later. Work resumed here may not sleep (flags 0).
void gcm_hash_done(void *data, int err)
{
	auto *req = static_cast<struct aead_request *>(data);

	if (!err) {
		gcm_reqctx(req)->step++;
		err = gcm_hash_run(req, 0);
		if (gcm_pending(err))
			return;
	}
	aead_request_complete(req, err);
}

int gcm_encrypt_continue(struct aead_request *req, u32 flags)
{
	struct gcm_req_ctx *pctx = gcm_reqctx(req);

	pctx->cryptlen = req->cryptlen;
	pctx->step = GCM_HASH_INIT;
	return gcm_hash_run(req, flags);
}

void gcm_encrypt_done(void *data, int err)
{
	auto *req = static_cast<struct aead_request *>(data);

	if (!err) {
		err = gcm_encrypt_continue(req, 0);
		if (gcm_pending(err))
			return;
	}
	aead_request_complete(req, err);
}

// Section 7.1: C = GCTR(inc32(J0), P) first, then GHASH over A and C.
int gcm_encrypt(struct aead_request *req)
{
	struct gcm_req_ctx *pctx = gcm_reqctx(req);
	struct skcipher_request *skreq = gcm_skreq(pctx);
	u32 flags = aead_request_flags(req);

	pctx->enc = true;
	gcm_init_common(req);
	gcm_init_crypt(req, req->cryptlen);
	skcipher_request_set_callback(skreq, flags, gcm_encrypt_done, req);
	int err = crypto_skcipher_encrypt(skreq);
	return err ? err : gcm_encrypt_continue(req, flags);
}

// Section 7.2: GHASH over A and C first (C as received, in src), then decryption.
int gcm_decrypt(struct aead_request *req)
{
	struct gcm_req_ctx *pctx = gcm_reqctx(req);

	pctx->enc = false;
	gcm_init_common(req);
	pctx->cryptlen = req->cryptlen - crypto_aead_authsize(crypto_aead_reqtfm(req));
	pctx->step = GCM_HASH_INIT;
	return gcm_hash_run(req, aead_request_flags(req));
}

int gcm_init_tfm(struct crypto_aead *tfm)
{
	auto *ictx = static_cast<struct gcm_instance_ctx *>(
		aead_instance_ctx(aead_alg_instance(tfm)));
	struct gcm_tfm_ctx *ctx = gcm_ctx(tfm);
	struct crypto_ahash *ghash = crypto_spawn_ahash(&ictx->ghash);

	if (IS_ERR(ghash))
		return static_cast<int>(PTR_ERR(ghash));
	struct crypto_skcipher *ctr = crypto_spawn_skcipher(&ictx->ctr);
	if (IS_ERR(ctr)) {
		crypto_free_ahash(ghash);
		return static_cast<int>(PTR_ERR(ctr));
	}
	ctx->ctr = ctr;
	ctx->ghash = ghash;

	unsigned long align = crypto_aead_alignmask(tfm) & ~(crypto_tfm_ctx_alignment() - 1);
	size_t sub = std::max(sizeof(struct skcipher_request) + crypto_skcipher_reqsize(ctr),
			      sizeof(struct ahash_request) + crypto_ahash_reqsize(ghash));
	crypto_aead_set_reqsize(
		tfm, static_cast<unsigned int>(align + offsetof(struct gcm_req_ctx, sub) + sub));
	return 0;
}

void gcm_exit_tfm(struct crypto_aead *tfm)
{
	struct gcm_tfm_ctx *ctx = gcm_ctx(tfm);

	crypto_free_ahash(ctx->ghash);
	crypto_free_skcipher(ctx->ctr);
}

void gcm_free(struct aead_instance *inst)
{
	auto *ctx = static_cast<struct gcm_instance_ctx *>(aead_instance_ctx(inst));

	crypto_drop_skcipher(&ctx->ctr);
	crypto_drop_ahash(&ctx->ghash);
	kfree(inst);
}

} // namespace

namespace ukc::gcm {

// Overwrites @len bytes of @sg from @start with zeros.
void wipe_sg(struct scatterlist *sg, unsigned int start, unsigned int len)
{
	struct scatterlist tmp[2];
	struct scatter_walk walk;

	if (!len)
		return;
	scatterwalk_start(&walk, scatterwalk_ffwd(tmp, sg, start));
	while (len) {
		unsigned int n = scatterwalk_clamp(&walk, len);
		void *p = scatterwalk_map(&walk);

		memzero_explicit(p, n);
		scatterwalk_unmap(p);
		len -= n;
		scatterwalk_advance(&walk, n);
		scatterwalk_done(&walk, 1, len != 0);
	}
}

} // namespace ukc::gcm

namespace {

// The ghash must be GHASH (16-byte digest) and the skcipher a 16-byte-block counter mode.
int gcm_check_spawns(struct hash_alg_common *ghash, struct skcipher_alg_common *ctr)
{
	if (strcmp(ghash->base.cra_name, "ghash") != 0 || ghash->digestsize != 16)
		return -EINVAL;
	if (strncmp(ctr->base.cra_name, "ctr(", 4) != 0 || ctr->ivsize != 16 ||
	    ctr->base.cra_blocksize != 1)
		return -EINVAL;
	return 0;
}

// "ctr(aes)" gives "gcm(aes)"; the driver name names both inner drivers.
int gcm_set_names(struct aead_instance *inst, struct hash_alg_common *ghash,
		  struct skcipher_alg_common *ctr)
{
	struct crypto_alg *base = &inst->alg.base;

	if (snprintf(base->cra_name, CRYPTO_MAX_ALG_NAME, "gcm(%s", ctr->base.cra_name + 4) >=
		    CRYPTO_MAX_ALG_NAME ||
	    snprintf(base->cra_driver_name, CRYPTO_MAX_ALG_NAME, "gcm_base(%s,%s)",
		     ctr->base.cra_driver_name, ghash->base.cra_driver_name) >= CRYPTO_MAX_ALG_NAME)
		return -ENAMETOOLONG;
	return 0;
}

void gcm_fill(struct aead_instance *inst, struct hash_alg_common *ghash,
	      struct skcipher_alg_common *ctr)
{
	inst->alg.base.cra_priority = (ghash->base.cra_priority + ctr->base.cra_priority) / 2;
	inst->alg.base.cra_blocksize = 1;
	inst->alg.base.cra_alignmask = ctr->base.cra_alignmask;
	inst->alg.base.cra_ctxsize = sizeof(struct gcm_tfm_ctx);
	inst->alg.ivsize = GCM_AES_IV_SIZE;
	inst->alg.chunksize = ctr->chunksize;
	inst->alg.maxauthsize = 16;
	inst->alg.init = gcm_init_tfm;
	inst->alg.exit = gcm_exit_tfm;
	inst->alg.setkey = gcm_setkey;
	inst->alg.setauthsize = gcm_setauthsize;
	inst->alg.encrypt = gcm_encrypt;
	inst->alg.decrypt = gcm_decrypt;
}

int gcm_create_common(struct crypto_template *tmpl, struct rtattr **tb, const char *ctr_name,
		      const char *ghash_name)
{
	u32 mask;
	int err = crypto_check_attr_type(tb, CRYPTO_ALG_TYPE_AEAD, &mask);

	if (err)
		return err;
	auto inst = ukc::alloc_instance<struct aead_instance, struct gcm_instance_ctx>(gcm_free);
	if (!inst)
		return -ENOMEM;
	auto *ctx = ukc::instance_ctx<struct gcm_instance_ctx>(inst.get());

	err = crypto_grab_ahash(&ctx->ghash, aead_crypto_instance(inst.get()), ghash_name, 0, mask);
	if (err)
		return err;
	err = crypto_grab_skcipher(&ctx->ctr, aead_crypto_instance(inst.get()), ctr_name, 0, mask);
	if (err)
		return err;
	struct hash_alg_common *ghash = crypto_spawn_ahash_alg(&ctx->ghash);
	struct skcipher_alg_common *ctr = crypto_spawn_skcipher_alg_common(&ctx->ctr);

	err = gcm_check_spawns(ghash, ctr);
	if (!err)
		err = gcm_set_names(inst.get(), ghash, ctr);
	if (err)
		return err;
	gcm_fill(inst.get(), ghash, ctr);
	return ukc::register_instance(tmpl, inst);
}

// gcm(X) is gcm_base(ctr(X),ghash).
int gcm_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	const char *cipher_name = crypto_attr_alg_name(tb[1]);
	char ctr_name[CRYPTO_MAX_ALG_NAME];

	if (IS_ERR(cipher_name))
		return static_cast<int>(PTR_ERR(cipher_name));
	if (snprintf(ctr_name, CRYPTO_MAX_ALG_NAME, "ctr(%s)", cipher_name) >= CRYPTO_MAX_ALG_NAME)
		return -ENAMETOOLONG;
	return gcm_create_common(tmpl, tb, ctr_name, "ghash");
}

int gcm_base_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	const char *ctr_name = crypto_attr_alg_name(tb[1]);

	if (IS_ERR(ctr_name))
		return static_cast<int>(PTR_ERR(ctr_name));
	const char *ghash_name = crypto_attr_alg_name(tb[2]);
	if (IS_ERR(ghash_name))
		return static_cast<int>(PTR_ERR(ghash_name));
	return gcm_create_common(tmpl, tb, ctr_name, ghash_name);
}

struct crypto_template gcm_tmpls[] = {
	{
		.module = THIS_MODULE,
		.create = gcm_base_create,
		.name = "gcm_base",
	},
	{
		.module = THIS_MODULE,
		.create = gcm_create,
		.name = "gcm",
	},
	{
		.module = THIS_MODULE,
		.create = ukc::gcm::rfc4106_create,
		.name = "rfc4106",
	},
	{
		.module = THIS_MODULE,
		.create = ukc::gcm::rfc4543_create,
		.name = "rfc4543",
	},
};

int gcm_module_init(void)
{
	sg_init_one(&gcm_zeroes.sg, gcm_zeroes.buf, sizeof(gcm_zeroes.buf));
	return crypto_register_templates(gcm_tmpls, ARRAY_SIZE(gcm_tmpls));
}

void gcm_module_exit(void)
{
	crypto_unregister_templates(gcm_tmpls, ARRAY_SIZE(gcm_tmpls));
}

} // namespace

subsys_initcall(gcm_module_init);
module_exit(gcm_module_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Galois/Counter Mode");
MODULE_ALIAS_CRYPTO("gcm_base");
MODULE_ALIAS_CRYPTO("rfc4106");
MODULE_ALIAS_CRYPTO("rfc4543");
MODULE_ALIAS_CRYPTO("gcm");
