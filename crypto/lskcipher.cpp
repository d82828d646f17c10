// SPDX-License-Identifier: GPL-2.0-only
// The lskcipher algorithm type: linear-buffer ciphers, their tfms, and the one-cipher instances.

#include <cstdio>
#include <memory>

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

extern const struct crypto_type crypto_lskcipher_type;

using lskcipher_crypt_fn = int (*)(struct crypto_lskcipher *tfm, const u8 *src, u8 *dst,
				   unsigned int len, u8 *siv, u32 flags);

struct crypto_lskcipher *lskcipher_cast(struct crypto_tfm *tfm)
{
	return container_of(tfm, struct crypto_lskcipher, base);
}

struct lskcipher_alg *lskcipher_alg_of(struct crypto_alg *alg)
{
	return container_of(alg, struct lskcipher_alg, co.base);
}

int lskcipher_setkey_unaligned(struct crypto_lskcipher *tfm, const u8 *key, unsigned int keylen)
{
	return ukc::setkey_aligned(
		crypto_lskcipher_alignmask(tfm), key, keylen, [&](const u8 *aligned) {
			return crypto_lskcipher_alg(tfm)->setkey(tfm, aligned, keylen);
		});
}

struct lskcipher_page_deleter {
	void operator()(u8 *p) const { kfree_sensitive(p); }
};
using lskcipher_page = std::unique_ptr<u8, lskcipher_page_deleter>;

// Whole blocks through the bounce page, a page (rounded down to chunks) at a time; each call
// is FINAL, as 6.12 does. A trailing partial block is -EINVAL.
int lskcipher_crypt_bounced(struct crypto_lskcipher *tfm, const u8 *src, u8 *dst, unsigned int len,
			    u8 *tiv, u8 *page, lskcipher_crypt_fn crypt)
{
	unsigned int bs = crypto_lskcipher_blocksize(tfm);
	unsigned int cs = crypto_lskcipher_chunksize(tfm);

	while (len >= bs) {
		unsigned int chunk = len < PAGE_SIZE ? len : (unsigned int)PAGE_SIZE;
		int err;

		if (chunk > cs)
			chunk &= ~(cs - 1);
		memcpy(page, src, chunk);
		err = crypt(tfm, page, page, chunk, tiv, CRYPTO_LSKCIPHER_FLAG_FINAL);
		if (err)
			return err;
		memcpy(dst, page, chunk);
		src += chunk;
		dst += chunk;
		len -= chunk;
	}
	return len ? -EINVAL : 0;
}

// Misaligned data or IV: work on aligned copies (heap pages are aligned far beyond any
// alignmask), and hand the IV and state back even when the operation failed.
int lskcipher_crypt_unaligned(struct crypto_lskcipher *tfm, const u8 *src, u8 *dst,
			      unsigned int len, u8 *iv, lskcipher_crypt_fn crypt)
{
	unsigned int ivs_len = crypto_lskcipher_ivsize(tfm) + crypto_lskcipher_statesize(tfm);
	lskcipher_page tiv(static_cast<u8 *>(kmalloc(PAGE_SIZE, GFP_ATOMIC)));
	int err;

	if (!tiv)
		return -ENOMEM;
	if (ivs_len)
		memcpy(tiv.get(), iv, ivs_len);

	lskcipher_page page(static_cast<u8 *>(kmalloc(PAGE_SIZE, GFP_ATOMIC)));

	if (page)
		err = lskcipher_crypt_bounced(tfm, src, dst, len, tiv.get(), page.get(), crypt);
	else
		err = -ENOMEM;

	if (ivs_len)
		memcpy(iv, tiv.get(), ivs_len);
	return err;
}

int lskcipher_crypt(struct crypto_lskcipher *tfm, const u8 *src, u8 *dst, unsigned int len, u8 *iv,
		    lskcipher_crypt_fn crypt)
{
	unsigned long alignmask = crypto_lskcipher_alignmask(tfm);

	if (((unsigned long)src | (unsigned long)dst | (unsigned long)iv) & alignmask)
		return lskcipher_crypt_unaligned(tfm, src, dst, len, iv, crypt);
	return crypt(tfm, src, dst, len, iv, CRYPTO_LSKCIPHER_FLAG_FINAL);
}

int crypto_lskcipher_init_tfm(struct crypto_tfm *tfm)
{
	return ukc::alg_init_tfm<lskcipher_cast, crypto_lskcipher_alg>(lskcipher_cast(tfm));
}

void crypto_lskcipher_free_instance(struct crypto_instance *inst)
{
	struct lskcipher_instance *lskcipher = container_of(inst, struct lskcipher_instance,
							    s.base);

	lskcipher->free(lskcipher);
}

void crypto_lskcipher_show(struct seq_file *m, struct crypto_alg *alg)
{
	struct lskcipher_alg *lskcipher = lskcipher_alg_of(alg);

	seq_printf(m, "type         : lskcipher\n");
	seq_printf(m, "blocksize    : %u\n", alg->cra_blocksize);
	seq_printf(m, "min keysize  : %u\n", lskcipher->co.min_keysize);
	seq_printf(m, "max keysize  : %u\n", lskcipher->co.max_keysize);
	seq_printf(m, "ivsize       : %u\n", lskcipher->co.ivsize);
	seq_printf(m, "chunksize    : %u\n", lskcipher->co.chunksize);
	seq_printf(m, "statesize    : %u\n", lskcipher->co.statesize);
}

const struct crypto_type crypto_lskcipher_type = {
	.extsize = crypto_alg_extsize,
	.init_tfm = crypto_lskcipher_init_tfm,
	.show = crypto_lskcipher_show,
	.free = crypto_lskcipher_free_instance,
	.type = CRYPTO_ALG_TYPE_LSKCIPHER,
	.maskclear = ~(unsigned int)CRYPTO_ALG_TYPE_MASK,
	.maskset = CRYPTO_ALG_TYPE_MASK,
	.tfmsize = offsetof(struct crypto_lskcipher, base),
};

void crypto_lskcipher_exit_tfm_sg(struct crypto_tfm *tfm)
{
	auto **ctx = static_cast<struct crypto_lskcipher **>(crypto_tfm_ctx(tfm));

	crypto_free_lskcipher(*ctx);
}

// The walk hands out chunks, not blocks: the chunksize must be a power of two.
int lskcipher_prepare_alg(struct lskcipher_alg *alg)
{
	struct crypto_alg *base = &alg->co.base;
	int err = skcipher_prepare_alg_common(&alg->co);

	if (err)
		return err;
	if (alg->co.chunksize & (alg->co.chunksize - 1))
		return -EINVAL;

	base->cra_type = &crypto_lskcipher_type;
	base->cra_flags |= CRYPTO_ALG_TYPE_LSKCIPHER;
	return 0;
}

int lskcipher_setkey_simple(struct crypto_lskcipher *tfm, const u8 *key, unsigned int keylen)
{
	return lskcipher_setkey_child(lskcipher_cipher_simple(tfm), crypto_lskcipher_get_flags(tfm),
				      key, keylen);
}

int lskcipher_init_tfm_simple(struct crypto_lskcipher *tfm)
{
	struct lskcipher_instance *inst = lskcipher_alg_instance(tfm);
	auto *spawn = static_cast<struct crypto_lskcipher_spawn *>(lskcipher_instance_ctx(inst));
	auto **ctx = static_cast<struct crypto_lskcipher **>(crypto_lskcipher_ctx(tfm));
	struct crypto_lskcipher *cipher = crypto_spawn_lskcipher(spawn);

	if (IS_ERR(cipher))
		return (int)PTR_ERR(cipher);
	*ctx = cipher;
	return 0;
}

void lskcipher_exit_tfm_simple(struct crypto_lskcipher *tfm)
{
	auto **ctx = static_cast<struct crypto_lskcipher **>(crypto_lskcipher_ctx(tfm));

	crypto_free_lskcipher(*ctx);
}

void lskcipher_free_instance_simple(struct lskcipher_instance *inst)
{
	crypto_drop_lskcipher(
		static_cast<struct crypto_lskcipher_spawn *>(lskcipher_instance_ctx(inst)));
	kfree(inst);
}

// A mode over a plain block cipher NAME goes through "ecb(NAME)", the lskcipher that ecb makes
// of it; ecb itself must not recurse into ecb(ecb(...)). Fills @ecb_name when it fell back.
int lskcipher_grab_simple(struct crypto_template *tmpl, struct lskcipher_instance *inst,
			  const char *cipher_name, u32 mask, char (&ecb_name)[CRYPTO_MAX_ALG_NAME])
{
	auto *spawn = static_cast<struct crypto_lskcipher_spawn *>(lskcipher_instance_ctx(inst));
	int err = crypto_grab_lskcipher(spawn, lskcipher_crypto_instance(inst), cipher_name, 0,
					mask);

	ecb_name[0] = 0;
	if (err != -ENOENT || !strcmp(tmpl->name, "ecb"))
		return err;

	if (snprintf(ecb_name, CRYPTO_MAX_ALG_NAME, "ecb(%s)", cipher_name) >= CRYPTO_MAX_ALG_NAME)
		return -ENAMETOOLONG;
	return crypto_grab_lskcipher(spawn, lskcipher_crypto_instance(inst), ecb_name, 0, mask);
}

// Over "ecb(X)" found by fallback, the instance is named "tmpl(X)" rather than
// "tmpl(ecb(X))"; its driver name becomes "tmpl(NAME)" only when the caller asked for a
// name other than X (a driver name such as "aes-generic"), else it keeps "tmpl(ecb(...))".
int lskcipher_rename_over_ecb(struct crypto_template *tmpl, struct lskcipher_instance *inst,
			      struct lskcipher_alg *cipher_alg, const char *cipher_name,
			      char (&ecb_name)[CRYPTO_MAX_ALG_NAME])
{
	struct crypto_alg *base = &inst->alg.co.base;
	long len = strscpy(ecb_name, &cipher_alg->co.base.cra_name[4], CRYPTO_MAX_ALG_NAME);

	if (len < 2 || ecb_name[len - 1] != ')')
		return -EINVAL;
	ecb_name[len - 1] = 0;

	if (snprintf(base->cra_name, CRYPTO_MAX_ALG_NAME, "%s(%s)", tmpl->name, ecb_name) >=
	    CRYPTO_MAX_ALG_NAME)
		return -ENAMETOOLONG;
	if (strcmp(ecb_name, cipher_name) &&
	    snprintf(base->cra_driver_name, CRYPTO_MAX_ALG_NAME, "%s(%s)", tmpl->name,
		     cipher_name) >= CRYPTO_MAX_ALG_NAME)
		return -ENAMETOOLONG;
	return 0;
}

// Sizes, callbacks and context of a mode over one lskcipher; the template may override.
void lskcipher_fill_simple(struct lskcipher_instance *inst, struct lskcipher_alg *cipher_alg)
{
	inst->alg.co.base.cra_blocksize = cipher_alg->co.base.cra_blocksize;
	inst->alg.co.base.cra_alignmask = cipher_alg->co.base.cra_alignmask;
	inst->alg.co.base.cra_priority = cipher_alg->co.base.cra_priority;
	inst->alg.co.min_keysize = cipher_alg->co.min_keysize;
	inst->alg.co.max_keysize = cipher_alg->co.max_keysize;
	inst->alg.co.ivsize = cipher_alg->co.base.cra_blocksize;
	inst->alg.co.statesize = cipher_alg->co.statesize;

	inst->alg.co.base.cra_ctxsize = sizeof(struct crypto_lskcipher *);
	inst->alg.setkey = lskcipher_setkey_simple;
	inst->alg.init = lskcipher_init_tfm_simple;
	inst->alg.exit = lskcipher_exit_tfm_simple;
}

int lskcipher_name_simple(struct crypto_template *tmpl, struct lskcipher_instance *inst,
			  struct lskcipher_alg *cipher_alg, const char *cipher_name,
			  char (&ecb_name)[CRYPTO_MAX_ALG_NAME])
{
	int err = crypto_inst_setname(lskcipher_crypto_instance(inst), tmpl->name,
				      &cipher_alg->co.base);

	if (err)
		return err;
	if (ecb_name[0])
		return lskcipher_rename_over_ecb(tmpl, inst, cipher_alg, cipher_name, ecb_name);

	// Named directly, the inner lskcipher must not itself be an instance ("cbc(ecb(aes))").
	if (cipher_alg->co.base.cra_flags & CRYPTO_ALG_INSTANCE)
		return -ELOOP;
	return 0;
}

} // namespace

extern "C" {

int lskcipher_setkey_child(struct crypto_lskcipher *child, u32 outer_flags, const u8 *key,
			   unsigned int keylen)
{
	crypto_lskcipher_clear_flags(child, CRYPTO_TFM_REQ_MASK);
	crypto_lskcipher_set_flags(child, outer_flags & CRYPTO_TFM_REQ_MASK);
	return crypto_lskcipher_setkey(child, key, keylen);
}

int crypto_lskcipher_setkey(struct crypto_lskcipher *tfm, const u8 *key, unsigned int keylen)
{
	unsigned long alignmask = crypto_lskcipher_alignmask(tfm);
	struct lskcipher_alg *alg = crypto_lskcipher_alg(tfm);

	if (keylen < alg->co.min_keysize || keylen > alg->co.max_keysize)
		return -EINVAL;
	if ((unsigned long)key & alignmask)
		return lskcipher_setkey_unaligned(tfm, key, keylen);
	return alg->setkey(tfm, key, keylen);
}

int crypto_lskcipher_encrypt(struct crypto_lskcipher *tfm, const u8 *src, u8 *dst, unsigned int len,
			     u8 *siv)
{
	return lskcipher_crypt(tfm, src, dst, len, siv, crypto_lskcipher_alg(tfm)->encrypt);
}

int crypto_lskcipher_decrypt(struct crypto_lskcipher *tfm, const u8 *src, u8 *dst, unsigned int len,
			     u8 *siv)
{
	return lskcipher_crypt(tfm, src, dst, len, siv, crypto_lskcipher_alg(tfm)->decrypt);
}

// An skcipher tfm over an lskcipher algorithm: a second tfm of the same algorithm, made
// through the lskcipher type, does the work; it holds its own reference on the algorithm.
int crypto_init_lskcipher_ops_sg(struct crypto_tfm *tfm)
{
	auto **ctx = static_cast<struct crypto_lskcipher **>(crypto_tfm_ctx(tfm));
	struct crypto_alg *calg = tfm->__crt_alg;

	if (!crypto_mod_get(calg))
		return -EAGAIN;

	auto *lskcipher = static_cast<struct crypto_lskcipher *>(
		crypto_create_tfm(calg, &crypto_lskcipher_type));
	if (IS_ERR(lskcipher)) {
		crypto_mod_put(calg);
		return (int)PTR_ERR(lskcipher);
	}

	*ctx = lskcipher;
	tfm->exit = crypto_lskcipher_exit_tfm_sg;
	return 0;
}

int crypto_grab_lskcipher(struct crypto_lskcipher_spawn *spawn, struct crypto_instance *inst,
			  const char *name, u32 type, u32 mask)
{
	spawn->base.frontend = &crypto_lskcipher_type;
	return crypto_grab_spawn(&spawn->base, inst, name, type, mask);
}

struct crypto_lskcipher *crypto_alloc_lskcipher(const char *alg_name, u32 type, u32 mask)
{
	return static_cast<struct crypto_lskcipher *>(
		crypto_alloc_tfm(alg_name, &crypto_lskcipher_type, type, mask));
}

int crypto_register_lskcipher(struct lskcipher_alg *alg)
{
	return ukc::register_prepared(&alg->co.base, [alg] { return lskcipher_prepare_alg(alg); });
}

void crypto_unregister_lskcipher(struct lskcipher_alg *alg)
{
	crypto_unregister_alg(&alg->co.base);
}

int crypto_register_lskciphers(struct lskcipher_alg *algs, int count)
{
	return ukc::register_all(algs, count, crypto_register_lskcipher,
				 crypto_unregister_lskcipher);
}

void crypto_unregister_lskciphers(struct lskcipher_alg *algs, int count)
{
	ukc::unregister_all(algs, count, crypto_unregister_lskcipher);
}

int lskcipher_register_instance(struct crypto_template *tmpl, struct lskcipher_instance *inst)
{
	return ukc::register_instance_prepared(tmpl, inst, lskcipher_crypto_instance(inst), [inst] {
		return lskcipher_prepare_alg(&inst->alg);
	});
}

struct lskcipher_instance *lskcipher_alloc_instance_simple(struct crypto_template *tmpl,
							   struct rtattr **tb)
{
	char ecb_name[CRYPTO_MAX_ALG_NAME];
	const char *cipher_name;
	u32 mask;
	int err = ukc::template_arg(tb, CRYPTO_ALG_TYPE_LSKCIPHER, &mask, &cipher_name);

	if (err)
		return ukc::err_ptr<struct lskcipher_instance>(err);
	auto inst = ukc::alloc_instance<struct lskcipher_instance, struct crypto_lskcipher_spawn>(
		lskcipher_free_instance_simple);

	if (!inst)
		return ukc::err_ptr<struct lskcipher_instance>(-ENOMEM);
	struct lskcipher_instance *raw = inst.get();

	err = lskcipher_grab_simple(tmpl, raw, cipher_name, mask, ecb_name);
	if (err)
		return ukc::err_ptr<struct lskcipher_instance>(err);

	auto *spawn = ukc::instance_ctx<struct crypto_lskcipher_spawn>(raw);
	struct lskcipher_alg *cipher_alg = crypto_lskcipher_spawn_alg(spawn);

	err = lskcipher_name_simple(tmpl, raw, cipher_alg, cipher_name, ecb_name);
	if (!err && cipher_alg->co.ivsize)
		err = -EINVAL;
	if (err)
		return ukc::err_ptr<struct lskcipher_instance>(err);

	lskcipher_fill_simple(raw, cipher_alg);
	return inst.release();
}

} // extern "C"
