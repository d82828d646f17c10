// SPDX-License-Identifier: GPL-2.0-only
// The rfc7539 and rfc7539esp templates: AEAD_CHACHA20_POLY1305 (RFC 8439 section 2.8) over a
// ChaCha20 skcipher and a Poly1305 ahash, and its IPsec form (RFC 7634).

#include <algorithm>
#include <type_traits>

#include <crypto/chacha.h>
#include <crypto/hash.h>
#include <crypto/internal/aead.h>
#include <crypto/internal/hash.h>
#include <crypto/internal/skcipher.h>
#include <crypto/poly1305.h>
#include <crypto/scatterwalk.h>
#include <crypto/utils.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/scatterlist.h>
#include <linux/slab.h>

#include "shared/glue.h"

namespace {

struct chachapoly_instance_ctx {
	struct crypto_skcipher_spawn chacha;
	struct crypto_ahash_spawn poly;
	unsigned int saltlen;
};

// rfc7539esp keeps the nonce's first 4 bytes (the salt) with the key; rfc7539 has none.
struct chachapoly_tfm_ctx {
	struct crypto_skcipher *chacha;
	struct crypto_ahash *poly;
	unsigned int saltlen;
	u8 salt[CHACHAPOLY_IV_SIZE];
};

// A request's context. The child request (the ChaCha20 skcipher's or the Poly1305 ahash's,
// one at a time) lives in sub.
struct chachapoly_req_ctx {
	struct scatterlist src[2];
	struct scatterlist dst[2];
	struct scatterlist sg;	      // over key, pad or lengths
	u8 key[POLY1305_KEY_SIZE];    // the one-time key (section 2.6)
	u8 tag[POLY1305_DIGEST_SIZE]; // the computed tag
	u8 iv[CHACHA_IV_SIZE];	      // counter || nonce for the skcipher
	u8 pad[POLY1305_BLOCK_SIZE];  // zeros
	__le64 lengths[2];	      // the last block of section 2.8
	unsigned int cryptlen;	      // text length, without the tag
	unsigned int assoclen;	      // AD length, without rfc7539esp's IV
	u32 flags;
	bool enc;
	unsigned int step; // index into the direction's step list
	void *sub[] CRYPTO_MINALIGN_ATTR;
};

static_assert(std::is_standard_layout_v<chachapoly_req_ctx>);

struct chachapoly_tfm_ctx *chachapoly_ctx(struct aead_request *req)
{
	return static_cast<struct chachapoly_tfm_ctx *>(crypto_aead_ctx(crypto_aead_reqtfm(req)));
}

struct chachapoly_req_ctx *chachapoly_rctx(struct aead_request *req)
{
	unsigned long align = crypto_aead_alignmask(crypto_aead_reqtfm(req));

	return static_cast<struct chachapoly_req_ctx *>(
		PTR_ALIGN(aead_request_ctx(req), align + 1));
}

struct skcipher_request *chachapoly_skreq(struct chachapoly_req_ctx *rctx)
{
	return reinterpret_cast<struct skcipher_request *>(rctx->sub);
}

struct ahash_request *chachapoly_ahreq(struct chachapoly_req_ctx *rctx)
{
	return reinterpret_cast<struct ahash_request *>(rctx->sub);
}

bool chachapoly_pending(int err)
{
	return err == -EINPROGRESS || err == -EBUSY;
}

void chachapoly_done(void *data, int err);

// Section 2.8: the ChaCha20 nonce is the salt (rfc7539esp) then the request's IV; the counter
// is 0 for the Poly1305 key and 1 from the text on.
void chachapoly_set_iv(struct aead_request *req, u32 counter)
{
	struct chachapoly_tfm_ctx *ctx = chachapoly_ctx(req);
	struct chachapoly_req_ctx *rctx = chachapoly_rctx(req);

	put_unaligned_le32(counter, rctx->iv);
	memcpy(rctx->iv + 4, ctx->salt, ctx->saltlen);
	memcpy(rctx->iv + 4 + ctx->saltlen, req->iv, CHACHAPOLY_IV_SIZE - ctx->saltlen);
}

int chachapoly_skcipher(struct aead_request *req, struct scatterlist *src, struct scatterlist *dst,
			unsigned int len, bool enc)
{
	struct chachapoly_req_ctx *rctx = chachapoly_rctx(req);
	struct skcipher_request *skreq = chachapoly_skreq(rctx);

	skcipher_request_set_tfm(skreq, chachapoly_ctx(req)->chacha);
	skcipher_request_set_callback(skreq, rctx->flags, chachapoly_done, req);
	skcipher_request_set_crypt(skreq, src, dst, len, rctx->iv);
	return enc ? crypto_skcipher_encrypt(skreq) : crypto_skcipher_decrypt(skreq);
}

// The text (after the whole AD, rfc7539esp's IV included) with the counter from 1.
int chachapoly_step_crypt(struct aead_request *req)
{
	struct chachapoly_req_ctx *rctx = chachapoly_rctx(req);

	if (!rctx->cryptlen)
		return 0;
	chachapoly_set_iv(req, 1);
	struct scatterlist *src = scatterwalk_ffwd(rctx->src, req->src, req->assoclen);
	struct scatterlist *dst = src;
	if (req->src != req->dst)
		dst = scatterwalk_ffwd(rctx->dst, req->dst, req->assoclen);
	return chachapoly_skcipher(req, src, dst, rctx->cryptlen, rctx->enc);
}

// Section 2.6: the first 32 bytes of block 0's keystream are the Poly1305 key.
int chachapoly_step_genkey(struct aead_request *req)
{
	struct chachapoly_req_ctx *rctx = chachapoly_rctx(req);

	memset(rctx->key, 0, sizeof(rctx->key));
	sg_init_one(&rctx->sg, rctx->key, sizeof(rctx->key));
	chachapoly_set_iv(req, 0);
	return chachapoly_skcipher(req, &rctx->sg, &rctx->sg, sizeof(rctx->key), true);
}

int chachapoly_step_poly_init(struct aead_request *req)
{
	struct chachapoly_req_ctx *rctx = chachapoly_rctx(req);
	struct ahash_request *ahreq = chachapoly_ahreq(rctx);

	ahash_request_set_tfm(ahreq, chachapoly_ctx(req)->poly);
	ahash_request_set_callback(ahreq, rctx->flags, chachapoly_done, req);
	return crypto_ahash_init(ahreq);
}

int chachapoly_poly_update(struct aead_request *req, struct scatterlist *sg, unsigned int len)
{
	struct chachapoly_req_ctx *rctx = chachapoly_rctx(req);
	struct ahash_request *ahreq = chachapoly_ahreq(rctx);

	if (!len)
		return 0;
	ahash_request_set_callback(ahreq, rctx->flags, chachapoly_done, req);
	ahash_request_set_crypt(ahreq, sg, nullptr, len);
	return crypto_ahash_update(ahreq);
}

// The poly1305 ahash takes its key as the first 32 bytes of its data.
int chachapoly_step_poly_key(struct aead_request *req)
{
	struct chachapoly_req_ctx *rctx = chachapoly_rctx(req);

	sg_init_one(&rctx->sg, rctx->key, sizeof(rctx->key));
	return chachapoly_poly_update(req, &rctx->sg, sizeof(rctx->key));
}

int chachapoly_step_poly_ad(struct aead_request *req)
{
	return chachapoly_poly_update(req, req->src, chachapoly_rctx(req)->assoclen);
}

// Zeros up to a 16-byte boundary after @len bytes (section 2.8's padding1 and padding2).
int chachapoly_poly_pad(struct aead_request *req, unsigned int len)
{
	struct chachapoly_req_ctx *rctx = chachapoly_rctx(req);

	memset(rctx->pad, 0, sizeof(rctx->pad));
	sg_init_one(&rctx->sg, rctx->pad, sizeof(rctx->pad));
	return chachapoly_poly_update(req, &rctx->sg, -len % POLY1305_BLOCK_SIZE);
}

int chachapoly_step_poly_adpad(struct aead_request *req)
{
	return chachapoly_poly_pad(req, chachapoly_rctx(req)->assoclen);
}

// The MAC covers the ciphertext: dst once encrypted, src when decrypting.
int chachapoly_step_poly_text(struct aead_request *req)
{
	struct chachapoly_req_ctx *rctx = chachapoly_rctx(req);
	struct scatterlist *text = scatterwalk_ffwd(rctx->src, rctx->enc ? req->dst : req->src,
						    req->assoclen);

	return chachapoly_poly_update(req, text, rctx->cryptlen);
}

int chachapoly_step_poly_textpad(struct aead_request *req)
{
	return chachapoly_poly_pad(req, chachapoly_rctx(req)->cryptlen);
}

// The AD and text lengths as 64-bit little-endian numbers, then the tag.
int chachapoly_step_poly_tail(struct aead_request *req)
{
	struct chachapoly_req_ctx *rctx = chachapoly_rctx(req);
	struct ahash_request *ahreq = chachapoly_ahreq(rctx);

	rctx->lengths[0] = cpu_to_le64(rctx->assoclen);
	rctx->lengths[1] = cpu_to_le64(rctx->cryptlen);
	sg_init_one(&rctx->sg, rctx->lengths, sizeof(rctx->lengths));
	ahash_request_set_callback(ahreq, rctx->flags, chachapoly_done, req);
	ahash_request_set_crypt(ahreq, &rctx->sg, rctx->tag, sizeof(rctx->lengths));
	return crypto_ahash_finup(ahreq);
}

int chachapoly_step_copy_tag(struct aead_request *req)
{
	struct chachapoly_req_ctx *rctx = chachapoly_rctx(req);

	scatterwalk_map_and_copy(rctx->tag, req->dst, req->assoclen + rctx->cryptlen,
				 sizeof(rctx->tag), 1);
	return 0;
}

// Checked before anything is decrypted, so a forged message releases no plaintext (6.12
// decrypts first and checks after).
int chachapoly_step_verify(struct aead_request *req)
{
	struct chachapoly_req_ctx *rctx = chachapoly_rctx(req);
	u8 tag[POLY1305_DIGEST_SIZE];

	scatterwalk_map_and_copy(tag, req->src, req->assoclen + rctx->cryptlen, sizeof(tag), 0);
	return crypto_memneq(tag, rctx->tag, sizeof(tag)) ? -EBADMSG : 0;
}

using chachapoly_step_fn = int (*)(struct aead_request *req);

// Section 2.8: encryption makes the ciphertext first and MACs it; decryption MACs the
// received ciphertext, checks the tag, and only then decrypts.
constexpr chachapoly_step_fn chachapoly_encrypt_steps[] = {
	chachapoly_step_crypt,	   chachapoly_step_genkey,	 chachapoly_step_poly_init,
	chachapoly_step_poly_key,  chachapoly_step_poly_ad,	 chachapoly_step_poly_adpad,
	chachapoly_step_poly_text, chachapoly_step_poly_textpad, chachapoly_step_poly_tail,
	chachapoly_step_copy_tag,
};
constexpr chachapoly_step_fn chachapoly_decrypt_steps[] = {
	chachapoly_step_genkey,	      chachapoly_step_poly_init,  chachapoly_step_poly_key,
	chachapoly_step_poly_ad,      chachapoly_step_poly_adpad, chachapoly_step_poly_text,
	chachapoly_step_poly_textpad, chachapoly_step_poly_tail,  chachapoly_step_verify,
	chachapoly_step_crypt,
};
static_assert(std::size(chachapoly_encrypt_steps) == std::size(chachapoly_decrypt_steps));

// Runs the steps from rctx->step on; one that goes asynchronous resumes in chachapoly_done().
int chachapoly_run(struct aead_request *req)
{
	struct chachapoly_req_ctx *rctx = chachapoly_rctx(req);
	const chachapoly_step_fn *steps = rctx->enc ? chachapoly_encrypt_steps
						    : chachapoly_decrypt_steps;

	for (; rctx->step < std::size(chachapoly_encrypt_steps); rctx->step++) {
		int err = steps[rctx->step](req);

		if (err)
			return err;
	}
	memzero_explicit(rctx->key, sizeof(rctx->key));
	return 0;
}

// A child request ended. Its -EINPROGRESS (a backlogged request started) is not passed on,
// as 6.12's template does; work resumed here may not sleep.
void chachapoly_done(void *data, int err)
{
	auto *req = static_cast<struct aead_request *>(data);

	if (!err) {
		struct chachapoly_req_ctx *rctx = chachapoly_rctx(req);

		rctx->flags &= ~CRYPTO_TFM_REQ_MAY_SLEEP;
		rctx->step++;
		err = chachapoly_run(req);
	}
	if (!chachapoly_pending(err))
		aead_request_complete(req, err);
}

// rfc7539esp's AD ends with the 8-byte IV, which section 2.8's AD does not include (RFC 7634
// section 2.1 authenticates the ESP header, not the IV, as AD).
int chachapoly_start(struct aead_request *req, bool enc)
{
	struct crypto_aead *tfm = crypto_aead_reqtfm(req);
	struct chachapoly_req_ctx *rctx = chachapoly_rctx(req);

	if (!enc && req->cryptlen < POLY1305_DIGEST_SIZE)
		return -EINVAL;
	rctx->assoclen = req->assoclen;
	if (crypto_aead_ivsize(tfm) == 8) {
		if (rctx->assoclen < 8)
			return -EINVAL;
		rctx->assoclen -= 8;
	}
	rctx->cryptlen = enc ? req->cryptlen : req->cryptlen - POLY1305_DIGEST_SIZE;
	rctx->flags = aead_request_flags(req);
	rctx->enc = enc;
	rctx->step = 0;
	return chachapoly_run(req);
}

int chachapoly_encrypt(struct aead_request *req)
{
	return chachapoly_start(req, true);
}

int chachapoly_decrypt(struct aead_request *req)
{
	return chachapoly_start(req, false);
}

// The key is the ChaCha20 key followed by the salt (rfc7539esp: 4 bytes, RFC 7634 section 2).
int chachapoly_setkey(struct crypto_aead *aead, const u8 *key, unsigned int keylen)
{
	auto *ctx = static_cast<struct chachapoly_tfm_ctx *>(crypto_aead_ctx(aead));

	if (keylen != ctx->saltlen + CHACHA_KEY_SIZE)
		return -EINVAL;
	keylen -= ctx->saltlen;
	memcpy(ctx->salt, key + keylen, ctx->saltlen);
	crypto_skcipher_clear_flags(ctx->chacha, CRYPTO_TFM_REQ_MASK);
	crypto_skcipher_set_flags(ctx->chacha, crypto_aead_get_flags(aead) & CRYPTO_TFM_REQ_MASK);
	return crypto_skcipher_setkey(ctx->chacha, key, keylen);
}

int chachapoly_setauthsize(struct crypto_aead *tfm, unsigned int authsize)
{
	return authsize == POLY1305_DIGEST_SIZE ? 0 : -EINVAL;
}

int chachapoly_init_tfm(struct crypto_aead *tfm)
{
	auto *ictx = static_cast<struct chachapoly_instance_ctx *>(
		aead_instance_ctx(aead_alg_instance(tfm)));
	auto *ctx = static_cast<struct chachapoly_tfm_ctx *>(crypto_aead_ctx(tfm));
	struct crypto_ahash *poly = crypto_spawn_ahash(&ictx->poly);

	if (IS_ERR(poly))
		return static_cast<int>(PTR_ERR(poly));
	struct crypto_skcipher *chacha = crypto_spawn_skcipher(&ictx->chacha);
	if (IS_ERR(chacha)) {
		crypto_free_ahash(poly);
		return static_cast<int>(PTR_ERR(chacha));
	}
	ctx->chacha = chacha;
	ctx->poly = poly;
	ctx->saltlen = ictx->saltlen;

	unsigned long align = crypto_aead_alignmask(tfm) & ~(crypto_tfm_ctx_alignment() - 1);
	size_t sub = std::max(sizeof(struct skcipher_request) + crypto_skcipher_reqsize(chacha),
			      sizeof(struct ahash_request) + crypto_ahash_reqsize(poly));
	crypto_aead_set_reqsize(
		tfm,
		static_cast<unsigned int>(align + offsetof(struct chachapoly_req_ctx, sub) + sub));
	return 0;
}

void chachapoly_exit_tfm(struct crypto_aead *tfm)
{
	auto *ctx = static_cast<struct chachapoly_tfm_ctx *>(crypto_aead_ctx(tfm));

	crypto_free_ahash(ctx->poly);
	crypto_free_skcipher(ctx->chacha);
	memzero_explicit(ctx->salt, sizeof(ctx->salt));
}

void chachapoly_free(struct aead_instance *inst)
{
	auto *ctx = static_cast<struct chachapoly_instance_ctx *>(aead_instance_ctx(inst));

	crypto_drop_skcipher(&ctx->chacha);
	crypto_drop_ahash(&ctx->poly);
	kfree(inst);
}

// The MAC must give 16 bytes; the cipher must be a stream cipher with a 16-byte IV holding
// the block counter (as chacha20's).
int chachapoly_check_spawns(struct skcipher_alg_common *chacha, struct hash_alg_common *poly)
{
	if (poly->digestsize != POLY1305_DIGEST_SIZE || chacha->ivsize != CHACHA_IV_SIZE ||
	    chacha->base.cra_blocksize != 1)
		return -EINVAL;
	return 0;
}

void chachapoly_fill(struct aead_instance *inst, struct skcipher_alg_common *chacha,
		     struct hash_alg_common *poly, unsigned int ivsize)
{
	inst->alg.base.cra_priority = (chacha->base.cra_priority + poly->base.cra_priority) / 2;
	inst->alg.base.cra_blocksize = 1;
	inst->alg.base.cra_alignmask = chacha->base.cra_alignmask;
	inst->alg.base.cra_ctxsize = sizeof(struct chachapoly_tfm_ctx);
	inst->alg.ivsize = ivsize;
	inst->alg.chunksize = chacha->chunksize;
	inst->alg.maxauthsize = POLY1305_DIGEST_SIZE;
	inst->alg.init = chachapoly_init_tfm;
	inst->alg.exit = chachapoly_exit_tfm;
	inst->alg.encrypt = chachapoly_encrypt;
	inst->alg.decrypt = chachapoly_decrypt;
	inst->alg.setkey = chachapoly_setkey;
	inst->alg.setauthsize = chachapoly_setauthsize;
}

int chachapoly_create(struct crypto_template *tmpl, struct rtattr **tb, const char *name,
		      unsigned int ivsize)
{
	u32 mask;
	int err = crypto_check_attr_type(tb, CRYPTO_ALG_TYPE_AEAD, &mask);

	if (err)
		return err;
	auto inst = ukc::alloc_instance<struct aead_instance, struct chachapoly_instance_ctx>(
		chachapoly_free);
	if (!inst)
		return -ENOMEM;
	auto *ctx = ukc::instance_ctx<struct chachapoly_instance_ctx>(inst.get());

	const char *chacha_name = crypto_attr_alg_name(tb[1]);
	const char *poly_name = crypto_attr_alg_name(tb[2]);
	if (IS_ERR(chacha_name))
		return static_cast<int>(PTR_ERR(chacha_name));
	if (IS_ERR(poly_name))
		return static_cast<int>(PTR_ERR(poly_name));
	ctx->saltlen = CHACHAPOLY_IV_SIZE - ivsize;
	err = crypto_grab_skcipher(&ctx->chacha, aead_crypto_instance(inst.get()), chacha_name, 0,
				   mask);
	if (err)
		return err;
	err = crypto_grab_ahash(&ctx->poly, aead_crypto_instance(inst.get()), poly_name, 0, mask);
	if (err)
		return err;
	struct skcipher_alg_common *chacha = crypto_spawn_skcipher_alg_common(&ctx->chacha);
	struct hash_alg_common *poly = crypto_spawn_ahash_alg(&ctx->poly);

	err = chachapoly_check_spawns(chacha, poly);
	if (err)
		return err;
	struct crypto_alg *base = &inst->alg.base;
	if (snprintf(base->cra_name, CRYPTO_MAX_ALG_NAME, "%s(%s,%s)", name, chacha->base.cra_name,
		     poly->base.cra_name) >= CRYPTO_MAX_ALG_NAME ||
	    snprintf(base->cra_driver_name, CRYPTO_MAX_ALG_NAME, "%s(%s,%s)", name,
		     chacha->base.cra_driver_name,
		     poly->base.cra_driver_name) >= CRYPTO_MAX_ALG_NAME)
		return -ENAMETOOLONG;
	chachapoly_fill(inst.get(), chacha, poly, ivsize);
	return ukc::register_instance(tmpl, inst);
}

// rfc7539: the 12-byte nonce of section 2.8 is the IV.
int rfc7539_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	return chachapoly_create(tmpl, tb, "rfc7539", CHACHAPOLY_IV_SIZE);
}

// rfc7539esp: an 8-byte IV; the salt comes with the key (RFC 7634 section 2).
int rfc7539esp_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	return chachapoly_create(tmpl, tb, "rfc7539esp", 8);
}

struct crypto_template chachapoly_tmpls[] = {
	{
		.module = THIS_MODULE,
		.create = rfc7539_create,
		.name = "rfc7539",
	},
	{
		.module = THIS_MODULE,
		.create = rfc7539esp_create,
		.name = "rfc7539esp",
	},
};

int chachapoly_module_init()
{
	return crypto_register_templates(chachapoly_tmpls, ARRAY_SIZE(chachapoly_tmpls));
}

void chachapoly_module_exit()
{
	crypto_unregister_templates(chachapoly_tmpls, ARRAY_SIZE(chachapoly_tmpls));
}

} // namespace

subsys_initcall(chachapoly_module_init);
module_exit(chachapoly_module_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("ChaCha20-Poly1305 AEAD");
MODULE_ALIAS_CRYPTO("rfc7539");
MODULE_ALIAS_CRYPTO("rfc7539esp");
