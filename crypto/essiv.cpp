// SPDX-License-Identifier: GPL-2.0-only
// The essiv template: IVs encrypted under the hash of the key (dm-crypt, fscrypt), as an
// skcipher ("essiv(cbc(aes),sha256)") or over authenc ("essiv(authenc(...),sha256)").

#include <memory>

#include <crypto/algapi.h>
#include <crypto/authenc.h>
#include <crypto/internal/aead.h>
#include <crypto/internal/cipher.h>
#include <crypto/internal/hash.h>
#include <crypto/internal/skcipher.h>
#include <crypto/scatterwalk.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "shared/glue.h"

#include "internal.h"

namespace {

// The inner mode, the cipher that encrypts IVs (the innermost one of the mode: "aes" for
// "cbc(aes)") and the exact hash driver, found when the instance was made.
struct essiv_instance_ctx {
	union {
		struct crypto_skcipher_spawn skcipher_spawn;
		struct crypto_aead_spawn aead_spawn;
	} u;
	char essiv_cipher_name[CRYPTO_MAX_ALG_NAME];
	char shash_driver_name[CRYPTO_MAX_ALG_NAME];
};

// @ivoffset: AEAD form, where in the request context the IV is copied for an out-of-place
// encryption.
struct essiv_tfm_ctx {
	union {
		struct crypto_skcipher *skcipher;
		struct crypto_aead *aead;
	} u;
	struct crypto_cipher *essiv_cipher;
	struct crypto_shash *hash;
	unsigned int ivoffset;
};

// The AEAD form's request context: the rebuilt source (AD head, the encrypted IV, the rest),
// a copy of a scattered AD head, and the inner request last (its context follows it).
struct essiv_aead_request_ctx {
	struct scatterlist sg[4];
	u8 *assoc;
	struct aead_request aead_req;
};

struct essiv_instance_ctx *essiv_skcipher_ictx(struct crypto_skcipher *tfm)
{
	return static_cast<struct essiv_instance_ctx *>(
		skcipher_instance_ctx(skcipher_alg_instance(tfm)));
}

struct essiv_instance_ctx *essiv_aead_ictx(struct crypto_aead *tfm)
{
	return static_cast<struct essiv_instance_ctx *>(aead_instance_ctx(aead_alg_instance(tfm)));
}

struct essiv_tfm_ctx *essiv_skcipher_ctx(struct crypto_skcipher *tfm)
{
	return static_cast<struct essiv_tfm_ctx *>(crypto_skcipher_ctx(tfm));
}

struct essiv_tfm_ctx *essiv_aead_ctx(struct crypto_aead *tfm)
{
	return static_cast<struct essiv_tfm_ctx *>(crypto_aead_ctx(tfm));
}

struct essiv_aead_request_ctx *essiv_aead_rctx(struct aead_request *req)
{
	return static_cast<struct essiv_aead_request_ctx *>(aead_request_ctx(req));
}

// The ESSIV key is the salt, the hash's digest; the caller's request flags pass on.
int essiv_set_salt(struct essiv_tfm_ctx *tctx, const u8 *salt, u32 req_flags)
{
	crypto_cipher_clear_flags(tctx->essiv_cipher, CRYPTO_TFM_REQ_MASK);
	crypto_cipher_set_flags(tctx->essiv_cipher, req_flags);
	return crypto_cipher_setkey(tctx->essiv_cipher, salt, crypto_shash_digestsize(tctx->hash));
}

// The data key goes to the inner mode; its hash keys the IV cipher.
int essiv_skcipher_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int keylen)
{
	struct essiv_tfm_ctx *tctx = essiv_skcipher_ctx(tfm);
	const u32 req_flags = crypto_skcipher_get_flags(tfm) & CRYPTO_TFM_REQ_MASK;
	u8 salt[HASH_MAX_DIGESTSIZE];

	crypto_skcipher_clear_flags(tctx->u.skcipher, CRYPTO_TFM_REQ_MASK);
	crypto_skcipher_set_flags(tctx->u.skcipher, req_flags);

	int err = crypto_skcipher_setkey(tctx->u.skcipher, key, keylen);

	if (!err)
		err = crypto_shash_tfm_digest(tctx->hash, key, keylen, salt);
	if (!err)
		err = essiv_set_salt(tctx, salt, req_flags);
	memzero_explicit(salt, sizeof(salt));
	return err;
}

// Over authenc the salt is the hash of the encryption key followed by the authentication key.
int essiv_aead_salt(struct essiv_tfm_ctx *tctx, const u8 *key, unsigned int keylen, u8 *salt)
{
	SHASH_DESC_ON_STACK(desc, tctx->hash);
	struct crypto_authenc_keys keys;

	if (crypto_authenc_extractkeys(&keys, key, keylen) != 0)
		return -EINVAL;

	desc->tfm = tctx->hash;
	int err = crypto_shash_init(desc);

	if (!err)
		err = crypto_shash_update(desc, keys.enckey, keys.enckeylen);
	if (!err)
		err = crypto_shash_finup(desc, keys.authkey, keys.authkeylen, salt);
	shash_desc_zero(desc);
	memzero_explicit(&keys, sizeof(keys));
	return err;
}

int essiv_aead_setkey(struct crypto_aead *tfm, const u8 *key, unsigned int keylen)
{
	struct essiv_tfm_ctx *tctx = essiv_aead_ctx(tfm);
	const u32 req_flags = crypto_aead_get_flags(tfm) & CRYPTO_TFM_REQ_MASK;
	u8 salt[HASH_MAX_DIGESTSIZE];

	crypto_aead_clear_flags(tctx->u.aead, CRYPTO_TFM_REQ_MASK);
	crypto_aead_set_flags(tctx->u.aead, req_flags);

	int err = crypto_aead_setkey(tctx->u.aead, key, keylen);

	if (!err)
		err = essiv_aead_salt(tctx, key, keylen, salt);
	if (!err)
		err = essiv_set_salt(tctx, salt, req_flags);
	memzero_explicit(salt, sizeof(salt));
	return err;
}

int essiv_aead_setauthsize(struct crypto_aead *tfm, unsigned int authsize)
{
	return crypto_aead_setauthsize(essiv_aead_ctx(tfm)->u.aead, authsize);
}

void essiv_skcipher_done(void *data, int err)
{
	skcipher_request_complete(static_cast<struct skcipher_request *>(data), err);
}

// The caller's IV (a sector number) is replaced in place by its encryption under the salt,
// and the inner mode runs with it; the IV buffer then holds what the inner mode leaves.
int essiv_skcipher_crypt(struct skcipher_request *req, bool enc)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);
	const struct essiv_tfm_ctx *tctx = essiv_skcipher_ctx(tfm);
	auto *subreq = static_cast<struct skcipher_request *>(skcipher_request_ctx(req));

	crypto_cipher_encrypt_one(tctx->essiv_cipher, req->iv, req->iv);

	skcipher_request_set_tfm(subreq, tctx->u.skcipher);
	skcipher_request_set_crypt(subreq, req->src, req->dst, req->cryptlen, req->iv);
	skcipher_request_set_callback(subreq, skcipher_request_flags(req), essiv_skcipher_done,
				      req);
	return enc ? crypto_skcipher_encrypt(subreq) : crypto_skcipher_decrypt(subreq);
}

int essiv_skcipher_encrypt(struct skcipher_request *req)
{
	return essiv_skcipher_crypt(req, true);
}

int essiv_skcipher_decrypt(struct skcipher_request *req)
{
	return essiv_skcipher_crypt(req, false);
}

void essiv_aead_done(void *data, int err)
{
	auto *req = static_cast<struct aead_request *>(data);

	if (err != -EINPROGRESS)
		kfree(essiv_aead_rctx(req)->assoc);
	aead_request_complete(req, err);
}

// Out-of-place encryption leaves src alone: the inner request reads a source rebuilt from
// the AD head, the encrypted IV and src past the AD. A head spread over several entries is
// copied into one buffer (rare, but it must work).
int essiv_aead_rebuild_src(struct aead_request *req, unsigned int ssize)
{
	struct crypto_aead *tfm = crypto_aead_reqtfm(req);
	struct essiv_aead_request_ctx *rctx = essiv_aead_rctx(req);
	const unsigned int ivsize = crypto_aead_ivsize(tfm);
	u8 *iv = static_cast<u8 *>(aead_request_ctx(req)) + essiv_aead_ctx(tfm)->ivoffset;
	int nents = sg_nents_for_len(req->src, ssize);

	if (nents < 0)
		return -EINVAL;
	memcpy(iv, req->iv, ivsize);
	sg_init_table(rctx->sg, 4);
	if (unlikely(nents > 1)) {
		rctx->assoc = static_cast<u8 *>(kmalloc(ssize, GFP_ATOMIC));
		if (!rctx->assoc)
			return -ENOMEM;
		memcpy_from_sglist(rctx->assoc, req->src, 0, ssize);
		sg_set_buf(rctx->sg, rctx->assoc, ssize);
	} else {
		sg_set_page(rctx->sg, sg_page(req->src), ssize, req->src->offset);
	}
	sg_set_buf(rctx->sg + 1, iv, ivsize);

	struct scatterlist *rest = scatterwalk_ffwd(rctx->sg + 2, req->src, req->assoclen);

	if (rest != rctx->sg + 2)
		sg_chain(rctx->sg, 3, rest);
	return 0;
}

// dm-crypt's layout: the AD ends with the IV. The sector IV is encrypted under the salt and
// written there (in dst; in place and when decrypting) or into a rebuilt source, so the
// inner authenc authenticates the IV it decrypts with.
int essiv_aead_crypt(struct aead_request *req, bool enc)
{
	struct crypto_aead *tfm = crypto_aead_reqtfm(req);
	const struct essiv_tfm_ctx *tctx = essiv_aead_ctx(tfm);
	struct essiv_aead_request_ctx *rctx = essiv_aead_rctx(req);
	struct aead_request *subreq = &rctx->aead_req;
	const unsigned int ivsize = crypto_aead_ivsize(tfm);
	struct scatterlist *src = req->src;

	if (req->assoclen < ivsize)
		return -EINVAL;
	const unsigned int ssize = req->assoclen - ivsize;

	crypto_cipher_encrypt_one(tctx->essiv_cipher, req->iv, req->iv);

	rctx->assoc = nullptr;
	if (req->src == req->dst || !enc) {
		memcpy_to_sglist(req->dst, ssize, req->iv, ivsize);
	} else {
		int err = essiv_aead_rebuild_src(req, ssize);

		if (err)
			return err;
		src = rctx->sg;
	}

	aead_request_set_tfm(subreq, tctx->u.aead);
	aead_request_set_ad(subreq, req->assoclen);
	aead_request_set_callback(subreq, aead_request_flags(req), essiv_aead_done, req);
	aead_request_set_crypt(subreq, src, req->dst, req->cryptlen, req->iv);

	int err = enc ? crypto_aead_encrypt(subreq) : crypto_aead_decrypt(subreq);

	if (rctx->assoc && err != -EINPROGRESS && err != -EBUSY)
		kfree(rctx->assoc);
	return err;
}

int essiv_aead_encrypt(struct aead_request *req)
{
	return essiv_aead_crypt(req, true);
}

int essiv_aead_decrypt(struct aead_request *req)
{
	return essiv_aead_crypt(req, false);
}

int essiv_init_tfm(struct essiv_instance_ctx *ictx, struct essiv_tfm_ctx *tctx)
{
	struct crypto_cipher *essiv_cipher = crypto_alloc_cipher(ictx->essiv_cipher_name, 0, 0);

	if (IS_ERR(essiv_cipher))
		return (int)PTR_ERR(essiv_cipher);

	struct crypto_shash *hash = crypto_alloc_shash(ictx->shash_driver_name, 0, 0);

	if (IS_ERR(hash)) {
		crypto_free_cipher(essiv_cipher);
		return (int)PTR_ERR(hash);
	}
	tctx->essiv_cipher = essiv_cipher;
	tctx->hash = hash;
	return 0;
}

int essiv_skcipher_init_tfm(struct crypto_skcipher *tfm)
{
	struct essiv_instance_ctx *ictx = essiv_skcipher_ictx(tfm);
	struct essiv_tfm_ctx *tctx = essiv_skcipher_ctx(tfm);
	struct crypto_skcipher *skcipher = crypto_spawn_skcipher(&ictx->u.skcipher_spawn);

	if (IS_ERR(skcipher))
		return (int)PTR_ERR(skcipher);
	crypto_skcipher_set_reqsize(tfm, sizeof(struct skcipher_request) +
						 crypto_skcipher_reqsize(skcipher));

	int err = essiv_init_tfm(ictx, tctx);

	if (err) {
		crypto_free_skcipher(skcipher);
		return err;
	}
	tctx->u.skcipher = skcipher;
	return 0;
}

int essiv_aead_init_tfm(struct crypto_aead *tfm)
{
	struct essiv_instance_ctx *ictx = essiv_aead_ictx(tfm);
	struct essiv_tfm_ctx *tctx = essiv_aead_ctx(tfm);
	struct crypto_aead *aead = crypto_spawn_aead(&ictx->u.aead_spawn);

	static_assert(offsetof(struct essiv_aead_request_ctx, aead_req) +
			      sizeof(struct aead_request) ==
		      sizeof(struct essiv_aead_request_ctx));
	if (IS_ERR(aead))
		return (int)PTR_ERR(aead);

	// The IV copy sits after the inner request's own context.
	tctx->ivoffset = offsetof(struct essiv_aead_request_ctx, aead_req) +
			 sizeof(struct aead_request) + crypto_aead_reqsize(aead);
	crypto_aead_set_reqsize(tfm, tctx->ivoffset + crypto_aead_ivsize(aead));

	int err = essiv_init_tfm(ictx, tctx);

	if (err) {
		crypto_free_aead(aead);
		return err;
	}
	tctx->u.aead = aead;
	return 0;
}

void essiv_skcipher_exit_tfm(struct crypto_skcipher *tfm)
{
	struct essiv_tfm_ctx *tctx = essiv_skcipher_ctx(tfm);

	crypto_free_skcipher(tctx->u.skcipher);
	crypto_free_cipher(tctx->essiv_cipher);
	crypto_free_shash(tctx->hash);
}

void essiv_aead_exit_tfm(struct crypto_aead *tfm)
{
	struct essiv_tfm_ctx *tctx = essiv_aead_ctx(tfm);

	crypto_free_aead(tctx->u.aead);
	crypto_free_cipher(tctx->essiv_cipher);
	crypto_free_shash(tctx->hash);
}

void essiv_skcipher_free_instance(struct skcipher_instance *inst)
{
	auto *ictx = static_cast<struct essiv_instance_ctx *>(skcipher_instance_ctx(inst));

	crypto_drop_skcipher(&ictx->u.skcipher_spawn);
	kfree(inst);
}

void essiv_aead_free_instance(struct aead_instance *inst)
{
	auto *ictx = static_cast<struct essiv_instance_ctx *>(aead_instance_ctx(inst));

	crypto_drop_aead(&ictx->u.aead_spawn);
	kfree(inst);
}

// The cipher that encrypts IVs is the innermost one named: from the last '(' to the first ')'
// after it ("aes" in "authenc(hmac(sha256),cbc(aes))").
bool essiv_parse_cipher_name(char *essiv_cipher_name, const char *cra_name)
{
	const char *p = strrchr(cra_name, '(');

	if (!p++)
		return false;

	const char *q = strchr(p, ')');

	if (!q)
		return false;
	size_t len = static_cast<size_t>(q - p);

	if (len >= CRYPTO_MAX_ALG_NAME)
		return false;
	memcpy(essiv_cipher_name, p, len);
	essiv_cipher_name[len] = '\0';
	return true;
}

// As 6.12: the digest must be a key the IV cipher takes, the IV one block of that cipher, and
// the hash unkeyed.
bool essiv_supported_algorithms(const char *essiv_cipher_name, struct shash_alg *hash_alg,
				unsigned int ivsize)
{
	struct crypto_alg *alg = crypto_alg_mod_lookup(essiv_cipher_name, CRYPTO_ALG_TYPE_CIPHER,
						       CRYPTO_ALG_TYPE_MASK);

	if (IS_ERR(alg))
		return false;

	bool ok = hash_alg->digestsize >= alg->cra_cipher.cia_min_keysize &&
		  hash_alg->digestsize <= alg->cra_cipher.cia_max_keysize &&
		  ivsize == alg->cra_blocksize && !crypto_shash_alg_needs_key(hash_alg);

	crypto_mod_put(alg);
	return ok;
}

struct essiv_alg_put {
	void operator()(struct crypto_alg *alg) const { crypto_mod_put(alg); }
};
using essiv_alg_ref = std::unique_ptr<struct crypto_alg, essiv_alg_put>;

// What both forms share: the IV cipher's name, the hash (looked up, not grabbed: its reference
// in @hash_ref is held until the instance is registered), names and sizes.
int essiv_fill_common(struct crypto_alg *base, struct essiv_instance_ctx *ictx,
		      struct crypto_alg *block_base, unsigned int ivsize, const char *shash_name,
		      u32 mask, essiv_alg_ref &hash_ref)
{
	if (!essiv_parse_cipher_name(ictx->essiv_cipher_name, block_base->cra_name)) {
		pr_warn("Failed to parse ESSIV cipher name from skcipher cra_name\n");
		return -EINVAL;
	}

	struct crypto_alg *found = crypto_alg_mod_lookup(shash_name, CRYPTO_ALG_TYPE_SHASH,
							 CRYPTO_ALG_TYPE_MASK | mask);

	if (IS_ERR(found))
		return (int)PTR_ERR(found);
	hash_ref.reset(found);

	struct shash_alg *hash_alg = __crypto_shash_alg(found);

	if (!essiv_supported_algorithms(ictx->essiv_cipher_name, hash_alg, ivsize)) {
		pr_warn("Unsupported essiv instantiation: essiv(%s,%s)\n", block_base->cra_name,
			hash_alg->base.cra_name);
		return -EINVAL;
	}
	strscpy(ictx->shash_driver_name, hash_alg->base.cra_driver_name, CRYPTO_MAX_ALG_NAME);

	if (snprintf(base->cra_name, CRYPTO_MAX_ALG_NAME, "essiv(%s,%s)", block_base->cra_name,
		     hash_alg->base.cra_name) >= CRYPTO_MAX_ALG_NAME ||
	    snprintf(base->cra_driver_name, CRYPTO_MAX_ALG_NAME, "essiv(%s,%s)",
		     block_base->cra_driver_name,
		     hash_alg->base.cra_driver_name) >= CRYPTO_MAX_ALG_NAME)
		return -ENAMETOOLONG;

	// The hash was not grabbed as a spawn, so its inherited flags are taken here.
	base->cra_flags |= hash_alg->base.cra_flags & CRYPTO_ALG_INHERITED_FLAGS;
	base->cra_blocksize = block_base->cra_blocksize;
	base->cra_ctxsize = sizeof(struct essiv_tfm_ctx);
	base->cra_alignmask = block_base->cra_alignmask;
	base->cra_priority = block_base->cra_priority;
	return 0;
}

// "essiv(cbc(aes),sha256)": an skcipher over an skcipher mode.
int essiv_create_skcipher(struct crypto_template *tmpl, const char *inner_name,
			  const char *shash_name, u32 mask)
{
	auto inst = ukc::alloc_instance<struct skcipher_instance, struct essiv_instance_ctx>(
		essiv_skcipher_free_instance);

	if (!inst)
		return -ENOMEM;
	struct skcipher_instance *raw = inst.get();
	auto *ictx = ukc::instance_ctx<struct essiv_instance_ctx>(raw);
	essiv_alg_ref hash_ref;

	int err = crypto_grab_skcipher(&ictx->u.skcipher_spawn, skcipher_crypto_instance(raw),
				       inner_name, 0, mask);
	if (err)
		return err;

	struct skcipher_alg_common *alg = crypto_spawn_skcipher_alg_common(&ictx->u.skcipher_spawn);

	err = essiv_fill_common(&raw->alg.base, ictx, &alg->base, alg->ivsize, shash_name, mask,
				hash_ref);
	if (err)
		return err;
	raw->alg.setkey = essiv_skcipher_setkey;
	raw->alg.encrypt = essiv_skcipher_encrypt;
	raw->alg.decrypt = essiv_skcipher_decrypt;
	raw->alg.init = essiv_skcipher_init_tfm;
	raw->alg.exit = essiv_skcipher_exit_tfm;
	raw->alg.min_keysize = alg->min_keysize;
	raw->alg.max_keysize = alg->max_keysize;
	raw->alg.ivsize = alg->ivsize;
	raw->alg.chunksize = alg->chunksize;
	return ukc::register_instance(tmpl, inst);
}

// "essiv(authenc(hmac(sha256),cbc(aes)),sha256)": an AEAD over authenc only, since the
// salt is taken from authenc's key format.
int essiv_create_aead(struct crypto_template *tmpl, const char *inner_name, const char *shash_name,
		      u32 mask)
{
	auto inst = ukc::alloc_instance<struct aead_instance, struct essiv_instance_ctx>(
		essiv_aead_free_instance);

	if (!inst)
		return -ENOMEM;
	struct aead_instance *raw = inst.get();
	auto *ictx = ukc::instance_ctx<struct essiv_instance_ctx>(raw);
	essiv_alg_ref hash_ref;

	int err = crypto_grab_aead(&ictx->u.aead_spawn, aead_crypto_instance(raw), inner_name, 0,
				   mask);
	if (err)
		return err;

	struct aead_alg *aead_alg = crypto_spawn_aead_alg(&ictx->u.aead_spawn);

	if (strncmp(aead_alg->base.cra_name, "authenc(", 8)) {
		pr_warn("Only authenc() type AEADs are supported by ESSIV\n");
		return -EINVAL;
	}
	err = essiv_fill_common(&raw->alg.base, ictx, &aead_alg->base, aead_alg->ivsize, shash_name,
				mask, hash_ref);
	if (err)
		return err;
	raw->alg.setkey = essiv_aead_setkey;
	raw->alg.setauthsize = essiv_aead_setauthsize;
	raw->alg.encrypt = essiv_aead_encrypt;
	raw->alg.decrypt = essiv_aead_decrypt;
	raw->alg.init = essiv_aead_init_tfm;
	raw->alg.exit = essiv_aead_exit_tfm;
	raw->alg.ivsize = aead_alg->ivsize;
	raw->alg.maxauthsize = crypto_aead_alg_maxauthsize(aead_alg);
	raw->alg.chunksize = crypto_aead_alg_chunksize(aead_alg);
	return ukc::register_instance(tmpl, inst);
}

// The form follows the type asked for: an skcipher lookup (whose type and mask meet in
// CRYPTO_ALG_TYPE_LSKCIPHER, as in 6.12) or an AEAD one.
int essiv_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	struct crypto_attr_type *algt = crypto_get_attr_type(tb);

	if (IS_ERR(algt))
		return (int)PTR_ERR(algt);

	const char *inner_name = crypto_attr_alg_name(tb[1]);

	if (IS_ERR(inner_name))
		return (int)PTR_ERR(inner_name);

	const char *shash_name = crypto_attr_alg_name(tb[2]);

	if (IS_ERR(shash_name))
		return (int)PTR_ERR(shash_name);

	u32 mask = crypto_algt_inherited_mask(algt);

	switch (algt->type & algt->mask) {
	case CRYPTO_ALG_TYPE_LSKCIPHER:
		return essiv_create_skcipher(tmpl, inner_name, shash_name, mask);
	case CRYPTO_ALG_TYPE_AEAD:
		return essiv_create_aead(tmpl, inner_name, shash_name, mask);
	default:
		return -EINVAL;
	}
}

struct crypto_template essiv_tmpl = {
	.module = THIS_MODULE,
	.create = essiv_create,
	.name = "essiv",
};

int essiv_module_init(void)
{
	return crypto_register_template(&essiv_tmpl);
}

void essiv_module_exit(void)
{
	crypto_unregister_template(&essiv_tmpl);
}

} // namespace

subsys_initcall(essiv_module_init);
module_exit(essiv_module_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("ESSIV IV generation over an skcipher or authenc AEAD");
MODULE_ALIAS_CRYPTO("essiv");
