// SPDX-License-Identifier: GPL-2.0-only
// The skcipher algorithm type: registration, tfms, keys, requests and the one-cipher instances.

#include <crypto/internal/cipher.h>
#include <crypto/internal/skcipher.h>
#include <linux/err.h>
#include <linux/seq_file.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "shared/glue.h"

#include "skcipher_priv.h"
#include "registry.h"
#include "setkey_aligned.h"
#include "ukc_kernel.h"

namespace {

extern const struct crypto_type crypto_skcipher_type;

struct skcipher_alg *skcipher_alg_of(struct crypto_alg *alg)
{
	return container_of(alg, struct skcipher_alg, base);
}

bool skcipher_tfm_is_lskcipher(struct crypto_skcipher *tfm)
{
	return crypto_skcipher_tfm(tfm)->__crt_alg->cra_type != &crypto_skcipher_type;
}

// An skcipher tfm over an lskcipher algorithm keeps only the inner lskcipher tfm as context.
struct crypto_lskcipher *skcipher_lskcipher_child(struct crypto_skcipher *tfm)
{
	return *static_cast<struct crypto_lskcipher **>(crypto_skcipher_ctx(tfm));
}

// The IV and then the lskcipher's state, at the start of the request context.
u8 *skcipher_lskcipher_ivs(struct skcipher_request *req)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);
	u8 *ivs = static_cast<u8 *>(skcipher_request_ctx(req));

	return PTR_ALIGN(ivs, crypto_skcipher_alignmask(tfm) + 1);
}

// Keyless algorithms (max_keysize 0) never need a key.
void skcipher_set_needkey(struct crypto_skcipher *tfm)
{
	if (crypto_skcipher_max_keysize(tfm) != 0)
		crypto_skcipher_set_flags(tfm, CRYPTO_TFM_NEED_KEY);
}

int skcipher_setkey_unaligned(struct crypto_skcipher *tfm, const u8 *key, unsigned int keylen)
{
	return ukc::setkey_aligned(
		crypto_skcipher_alignmask(tfm), key, keylen, [&](const u8 *aligned) {
			return crypto_skcipher_alg(tfm)->setkey(tfm, aligned, keylen);
		});
}

int skcipher_setkey_lskcipher(struct crypto_skcipher *tfm, const u8 *key, unsigned int keylen)
{
	return lskcipher_setkey_child(skcipher_lskcipher_child(tfm), crypto_skcipher_get_flags(tfm),
				      key, keylen);
}

using lskcipher_crypt_fn = int (*)(struct crypto_lskcipher *tfm, const u8 *src, u8 *dst,
				   unsigned int len, u8 *siv, u32 flags);

// The stream flags of the first step of a request: FINAL unless the caller says more follows.
u32 skcipher_lskcipher_flags(const struct skcipher_request *req)
{
	u32 flags = req->base.flags & CRYPTO_TFM_REQ_MAY_SLEEP;

	if (req->base.flags & CRYPTO_SKCIPHER_REQ_CONT)
		flags |= CRYPTO_LSKCIPHER_FLAG_CONT;
	if (!(req->base.flags & CRYPTO_SKCIPHER_REQ_NOTFINAL))
		flags |= CRYPTO_LSKCIPHER_FLAG_FINAL;
	return flags;
}

// Each walk step is one lskcipher call; only the step that ends the request may be FINAL, and
// every step after the first continues the stream. The lskcipher returns the bytes it left
// (a partial block) for the walk to hand back, or -EINVAL for a final partial block.
int skcipher_lskcipher_crypt_sg(struct skcipher_request *req, lskcipher_crypt_fn crypt)
{
	struct crypto_lskcipher *child = skcipher_lskcipher_child(crypto_skcipher_reqtfm(req));
	unsigned int ivsize = crypto_lskcipher_ivsize(child);
	u8 *ivs = skcipher_lskcipher_ivs(req);
	u32 flags = skcipher_lskcipher_flags(req);
	struct skcipher_walk walk;
	int err;

	if (ivsize)
		memcpy(ivs, req->iv, ivsize);

	err = skcipher_walk_virt(&walk, req, false);
	while (walk.nbytes) {
		u32 step = walk.nbytes == walk.total ? flags : flags & ~CRYPTO_LSKCIPHER_FLAG_FINAL;

		err = crypt(child, static_cast<const u8 *>(walk.src.virt.addr),
			    static_cast<u8 *>(walk.dst.virt.addr), walk.nbytes, ivs, step);
		err = skcipher_walk_done(&walk, err);
		flags |= CRYPTO_LSKCIPHER_FLAG_CONT;
	}

	if (ivsize)
		memcpy(req->iv, ivs, ivsize);
	return err;
}

int skcipher_lskcipher_export(struct skcipher_request *req, void *out)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);

	memcpy(out, skcipher_lskcipher_ivs(req) + crypto_skcipher_ivsize(tfm),
	       crypto_skcipher_statesize(tfm));
	return 0;
}

int skcipher_lskcipher_import(struct skcipher_request *req, const void *in)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);

	memcpy(skcipher_lskcipher_ivs(req) + crypto_skcipher_ivsize(tfm), in,
	       crypto_skcipher_statesize(tfm));
	return 0;
}

int skcipher_noexport(struct skcipher_request *req, void *out)
{
	return 0;
}

int skcipher_noimport(struct skcipher_request *req, const void *in)
{
	return 0;
}

// Over an lskcipher the request context holds the aligned IV and the state between requests.
int skcipher_init_lskcipher_tfm(struct crypto_skcipher *skcipher)
{
	unsigned int reqsize = crypto_skcipher_alignmask(skcipher) &
			       ~(crypto_tfm_ctx_alignment() - 1);

	reqsize += crypto_skcipher_ivsize(skcipher);
	reqsize += crypto_skcipher_statesize(skcipher);
	crypto_skcipher_set_reqsize(skcipher, reqsize);
	return crypto_init_lskcipher_ops_sg(crypto_skcipher_tfm(skcipher));
}

int crypto_skcipher_init_tfm(struct crypto_tfm *tfm)
{
	struct crypto_skcipher *skcipher = __crypto_skcipher_cast(tfm);

	skcipher_set_needkey(skcipher);
	if (skcipher_tfm_is_lskcipher(skcipher))
		return skcipher_init_lskcipher_tfm(skcipher);
	return ukc::alg_init_tfm<__crypto_skcipher_cast, crypto_skcipher_alg>(skcipher);
}

unsigned int crypto_skcipher_extsize(struct crypto_alg *alg)
{
	if (alg->cra_type != &crypto_skcipher_type)
		return sizeof(struct crypto_lskcipher *);
	return crypto_alg_extsize(alg);
}

void crypto_skcipher_free_instance(struct crypto_instance *inst)
{
	struct skcipher_instance *skcipher = container_of(inst, struct skcipher_instance, s.base);

	skcipher->free(skcipher);
}

void crypto_skcipher_show(struct seq_file *m, struct crypto_alg *alg)
{
	struct skcipher_alg *skcipher = skcipher_alg_of(alg);

	seq_printf(m, "type         : skcipher\n");
	seq_printf(m, "async        : %s\n", alg->cra_flags & CRYPTO_ALG_ASYNC ? "yes" : "no");
	seq_printf(m, "blocksize    : %u\n", alg->cra_blocksize);
	seq_printf(m, "min keysize  : %u\n", skcipher->min_keysize);
	seq_printf(m, "max keysize  : %u\n", skcipher->max_keysize);
	seq_printf(m, "ivsize       : %u\n", skcipher->ivsize);
	seq_printf(m, "chunksize    : %u\n", skcipher->chunksize);
	seq_printf(m, "walksize     : %u\n", skcipher->walksize);
	seq_printf(m, "statesize    : %u\n", skcipher->statesize);
}

const struct crypto_type crypto_skcipher_type = {
	.extsize = crypto_skcipher_extsize,
	.init_tfm = crypto_skcipher_init_tfm,
	.show = crypto_skcipher_show,
	.free = crypto_skcipher_free_instance,
	.type = CRYPTO_ALG_TYPE_SKCIPHER,
	.maskclear = ~(unsigned int)CRYPTO_ALG_TYPE_MASK,
	.maskset = CRYPTO_ALG_TYPE_SKCIPHER_MASK,
	.tfmsize = offsetof(struct crypto_skcipher, base),
};

int skcipher_prepare_alg(struct skcipher_alg *alg)
{
	int err = skcipher_prepare_alg_common(&alg->co);

	if (err)
		return err;
	if (alg->walksize > PAGE_SIZE / 8)
		return -EINVAL;
	if (!alg->walksize)
		alg->walksize = alg->chunksize;

	if (!alg->statesize) {
		alg->import = skcipher_noimport;
		alg->export_ = skcipher_noexport;
	} else if (!alg->import || !alg->export_) {
		return -EINVAL;
	}

	alg->base.cra_type = &crypto_skcipher_type;
	alg->base.cra_flags |= CRYPTO_ALG_TYPE_SKCIPHER;
	return 0;
}

int skcipher_setkey_simple(struct crypto_skcipher *tfm, const u8 *key, unsigned int keylen)
{
	struct crypto_cipher *cipher = skcipher_cipher_simple(tfm);

	crypto_cipher_clear_flags(cipher, CRYPTO_TFM_REQ_MASK);
	crypto_cipher_set_flags(cipher, crypto_skcipher_get_flags(tfm) & CRYPTO_TFM_REQ_MASK);
	return crypto_cipher_setkey(cipher, key, keylen);
}

int skcipher_init_tfm_simple(struct crypto_skcipher *tfm)
{
	struct skcipher_instance *inst = skcipher_alg_instance(tfm);
	auto *spawn = static_cast<struct crypto_cipher_spawn *>(skcipher_instance_ctx(inst));
	auto *ctx = static_cast<struct skcipher_ctx_simple *>(crypto_skcipher_ctx(tfm));
	struct crypto_cipher *cipher = crypto_spawn_cipher(spawn);

	if (IS_ERR(cipher))
		return (int)PTR_ERR(cipher);
	ctx->cipher = cipher;
	return 0;
}

void skcipher_exit_tfm_simple(struct crypto_skcipher *tfm)
{
	auto *ctx = static_cast<struct skcipher_ctx_simple *>(crypto_skcipher_ctx(tfm));

	crypto_free_cipher(ctx->cipher);
}

void skcipher_free_instance_simple(struct skcipher_instance *inst)
{
	crypto_drop_cipher(static_cast<struct crypto_cipher_spawn *>(skcipher_instance_ctx(inst)));
	kfree(inst);
}

// Sizes, callbacks and context of a mode over one cipher; the template may override them.
void skcipher_fill_simple(struct skcipher_instance *inst, struct crypto_alg *cipher_alg)
{
	inst->alg.base.cra_blocksize = cipher_alg->cra_blocksize;
	inst->alg.base.cra_alignmask = cipher_alg->cra_alignmask;
	inst->alg.base.cra_priority = cipher_alg->cra_priority;
	inst->alg.min_keysize = cipher_alg->cra_cipher.cia_min_keysize;
	inst->alg.max_keysize = cipher_alg->cra_cipher.cia_max_keysize;
	inst->alg.ivsize = cipher_alg->cra_blocksize;

	inst->alg.base.cra_ctxsize = sizeof(struct skcipher_ctx_simple);
	inst->alg.setkey = skcipher_setkey_simple;
	inst->alg.init = skcipher_init_tfm_simple;
	inst->alg.exit = skcipher_exit_tfm_simple;
}

} // namespace

extern "C" {

int crypto_skcipher_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int keylen)
{
	struct skcipher_alg *alg = crypto_skcipher_alg(tfm);
	unsigned long alignmask = crypto_skcipher_alignmask(tfm);
	int err;

	if (skcipher_tfm_is_lskcipher(tfm)) {
		err = skcipher_setkey_lskcipher(tfm, key, keylen);
	} else {
		// A length out of range leaves the tfm as it was (key and NEED_KEY), as in 6.12.
		if (keylen < alg->min_keysize || keylen > alg->max_keysize)
			return -EINVAL;
		if ((unsigned long)key & alignmask)
			err = skcipher_setkey_unaligned(tfm, key, keylen);
		else
			err = alg->setkey(tfm, key, keylen);
	}

	if (unlikely(err)) {
		skcipher_set_needkey(tfm);
		return err;
	}
	crypto_skcipher_clear_flags(tfm, CRYPTO_TFM_NEED_KEY);
	return 0;
}

int crypto_skcipher_encrypt(struct skcipher_request *req)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);

	if (crypto_skcipher_get_flags(tfm) & CRYPTO_TFM_NEED_KEY)
		return -ENOKEY;
	if (skcipher_tfm_is_lskcipher(tfm))
		return crypto_lskcipher_encrypt_sg(req);
	return crypto_skcipher_alg(tfm)->encrypt(req);
}

int crypto_skcipher_decrypt(struct skcipher_request *req)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);

	if (crypto_skcipher_get_flags(tfm) & CRYPTO_TFM_NEED_KEY)
		return -ENOKEY;
	if (skcipher_tfm_is_lskcipher(tfm))
		return crypto_lskcipher_decrypt_sg(req);
	return crypto_skcipher_alg(tfm)->decrypt(req);
}

int crypto_lskcipher_encrypt_sg(struct skcipher_request *req)
{
	struct crypto_lskcipher *child = skcipher_lskcipher_child(crypto_skcipher_reqtfm(req));

	return skcipher_lskcipher_crypt_sg(req, crypto_lskcipher_alg(child)->encrypt);
}

int crypto_lskcipher_decrypt_sg(struct skcipher_request *req)
{
	struct crypto_lskcipher *child = skcipher_lskcipher_child(crypto_skcipher_reqtfm(req));

	return skcipher_lskcipher_crypt_sg(req, crypto_lskcipher_alg(child)->decrypt);
}

int crypto_skcipher_export(struct skcipher_request *req, void *out)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);

	if (skcipher_tfm_is_lskcipher(tfm))
		return skcipher_lskcipher_export(req, out);
	return crypto_skcipher_alg(tfm)->export_(req, out);
}

int crypto_skcipher_import(struct skcipher_request *req, const void *in)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);

	if (skcipher_tfm_is_lskcipher(tfm))
		return skcipher_lskcipher_import(req, in);
	return crypto_skcipher_alg(tfm)->import(req, in);
}

int crypto_grab_skcipher(struct crypto_skcipher_spawn *spawn, struct crypto_instance *inst,
			 const char *name, u32 type, u32 mask)
{
	spawn->base.frontend = &crypto_skcipher_type;
	return crypto_grab_spawn(&spawn->base, inst, name, type, mask);
}

struct crypto_skcipher *crypto_alloc_skcipher(const char *alg_name, u32 type, u32 mask)
{
	return static_cast<struct crypto_skcipher *>(
		crypto_alloc_tfm(alg_name, &crypto_skcipher_type, type, mask));
}

struct crypto_sync_skcipher *crypto_alloc_sync_skcipher(const char *alg_name, u32 type, u32 mask)
{
	struct crypto_skcipher *tfm;

	// Only algorithms that complete synchronously with a request fitting on the stack.
	mask |= CRYPTO_ALG_ASYNC | CRYPTO_ALG_SKCIPHER_REQSIZE_LARGE;
	type &= ~(CRYPTO_ALG_ASYNC | CRYPTO_ALG_SKCIPHER_REQSIZE_LARGE);

	tfm = crypto_alloc_skcipher(alg_name, type, mask);
	if (!IS_ERR(tfm) && WARN_ON(crypto_skcipher_reqsize(tfm) > MAX_SYNC_SKCIPHER_REQSIZE)) {
		crypto_free_skcipher(tfm);
		return ukc::err_ptr<struct crypto_sync_skcipher>(-EINVAL);
	}
	return reinterpret_cast<struct crypto_sync_skcipher *>(tfm);
}

int crypto_has_skcipher(const char *alg_name, u32 type, u32 mask)
{
	return crypto_type_has_alg(alg_name, &crypto_skcipher_type, type, mask);
}

int skcipher_prepare_alg_common(struct skcipher_alg_common *alg)
{
	struct crypto_alg *base = &alg->base;

	if (alg->ivsize > PAGE_SIZE / 8 || alg->chunksize > PAGE_SIZE / 8 ||
	    alg->statesize > PAGE_SIZE / 2 || alg->ivsize + alg->statesize > PAGE_SIZE / 2)
		return -EINVAL;

	if (!alg->chunksize)
		alg->chunksize = base->cra_blocksize;

	base->cra_flags &= ~CRYPTO_ALG_TYPE_MASK;
	return 0;
}

int crypto_register_skcipher(struct skcipher_alg *alg)
{
	return ukc::register_prepared(&alg->base, [alg] { return skcipher_prepare_alg(alg); });
}

void crypto_unregister_skcipher(struct skcipher_alg *alg)
{
	crypto_unregister_alg(&alg->base);
}

int crypto_register_skciphers(struct skcipher_alg *algs, int count)
{
	return ukc::register_all(algs, count, crypto_register_skcipher, crypto_unregister_skcipher);
}

void crypto_unregister_skciphers(struct skcipher_alg *algs, int count)
{
	ukc::unregister_all(algs, count, crypto_unregister_skcipher);
}

int skcipher_register_instance(struct crypto_template *tmpl, struct skcipher_instance *inst)
{
	return ukc::register_instance_prepared(tmpl, inst, skcipher_crypto_instance(inst),
					       [inst] { return skcipher_prepare_alg(&inst->alg); });
}

struct skcipher_instance *skcipher_alloc_instance_simple(struct crypto_template *tmpl,
							 struct rtattr **tb)
{
	const char *cipher_name;
	u32 mask;
	int err = ukc::template_arg(tb, CRYPTO_ALG_TYPE_SKCIPHER, &mask, &cipher_name);

	if (err)
		return ukc::err_ptr<struct skcipher_instance>(err);
	auto inst = ukc::alloc_instance<struct skcipher_instance, struct crypto_cipher_spawn>(
		skcipher_free_instance_simple);

	if (!inst)
		return ukc::err_ptr<struct skcipher_instance>(-ENOMEM);
	struct skcipher_instance *raw = inst.get();
	auto *spawn = ukc::instance_ctx<struct crypto_cipher_spawn>(raw);
	err = crypto_grab_cipher(spawn, skcipher_crypto_instance(raw), cipher_name, 0, mask);
	if (err)
		return ukc::err_ptr<struct skcipher_instance>(err);

	struct crypto_alg *cipher_alg = crypto_spawn_cipher_alg(spawn);

	err = crypto_inst_setname(skcipher_crypto_instance(raw), tmpl->name, cipher_alg);
	if (err)
		return ukc::err_ptr<struct skcipher_instance>(err);

	skcipher_fill_simple(raw, cipher_alg);
	return inst.release();
}

} // extern "C"
