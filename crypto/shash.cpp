// SPDX-License-Identifier: GPL-2.0-only
// The shash algorithm type: registration, tfms, keys and the synchronous hash operations.
#include <crypto/internal/hash.h>
#include <linux/err.h>
#include <linux/seq_file.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "hash_priv.h"
#include "registry.h"
#include "ukc_kernel.h"

namespace {

void shash_set_needkey(struct crypto_shash *tfm, struct shash_alg *alg)
{
	if (crypto_shash_alg_needs_key(alg))
		crypto_shash_set_flags(tfm, CRYPTO_TFM_NEED_KEY);
}

int shash_default_finup(struct shash_desc *desc, const u8 *data, unsigned int len, u8 *out)
{
	struct shash_alg *shash = crypto_shash_alg(desc->tfm);
	int err = shash->update(desc, data, len);

	return err ? err : shash->final(desc, out);
}

int shash_default_digest(struct shash_desc *desc, const u8 *data, unsigned int len, u8 *out)
{
	struct shash_alg *shash = crypto_shash_alg(desc->tfm);
	int err = shash->init(desc);

	return err ? err : shash->finup(desc, data, len, out);
}

void crypto_shash_exit_tfm(struct crypto_tfm *tfm)
{
	struct crypto_shash *hash = __crypto_shash_cast(tfm);

	crypto_shash_alg(hash)->exit_tfm(hash);
}

int crypto_shash_init_tfm(struct crypto_tfm *tfm)
{
	struct crypto_shash *hash = __crypto_shash_cast(tfm);
	struct shash_alg *alg = crypto_shash_alg(hash);

	hash->descsize = alg->descsize;
	shash_set_needkey(hash, alg);
	if (alg->exit_tfm)
		tfm->exit = crypto_shash_exit_tfm;
	if (!alg->init_tfm)
		return 0;

	int err = alg->init_tfm(hash);
	if (err)
		return err;
	// init_tfm may raise the descsize (hmac adds its child's), but an on-stack descriptor
	// must still hold it.
	if (WARN_ON_ONCE(hash->descsize > HASH_MAX_DESCSIZE)) {
		if (alg->exit_tfm)
			alg->exit_tfm(hash);
		return -EINVAL;
	}
	return 0;
}

void crypto_shash_free_instance(struct crypto_instance *inst)
{
	struct shash_instance *shash = shash_instance(inst);

	shash->free(shash);
}

void crypto_shash_show(struct seq_file *m, struct crypto_alg *alg)
{
	struct shash_alg *salg = __crypto_shash_alg(alg);

	seq_printf(m, "type         : shash\n");
	seq_printf(m, "blocksize    : %u\n", alg->cra_blocksize);
	seq_printf(m, "digestsize   : %u\n", salg->digestsize);
}

int shash_prepare_alg(struct shash_alg *alg)
{
	struct crypto_alg *base = &alg->halg.base;

	if (alg->descsize > HASH_MAX_DESCSIZE)
		return -EINVAL;
	if (!alg->export_ != !alg->import)
		return -EINVAL;

	int err = hash_prepare_alg(&alg->halg);
	if (err)
		return err;

	base->cra_type = &crypto_shash_type;
	base->cra_flags |= CRYPTO_ALG_TYPE_SHASH;

	// finup and digest get defaults; export and import stay NULL, which the API answers
	// with a copy of the descriptor, so the state is the descriptor.
	if (!alg->finup)
		alg->finup = shash_default_finup;
	if (!alg->digest)
		alg->digest = shash_default_digest;
	if (!alg->export_)
		alg->halg.statesize = alg->descsize;
	if (!alg->setkey)
		alg->setkey = shash_no_setkey;
	return 0;
}

} // namespace

extern "C" {

const struct crypto_type crypto_shash_type = {
	.extsize = crypto_alg_extsize,
	.init_tfm = crypto_shash_init_tfm,
	.show = crypto_shash_show,
	.free = crypto_shash_free_instance,
	.type = CRYPTO_ALG_TYPE_SHASH,
	.maskclear = ~(unsigned int)CRYPTO_ALG_TYPE_MASK,
	.maskset = CRYPTO_ALG_TYPE_MASK,
	.tfmsize = offsetof(struct crypto_shash, base),
};

int shash_no_setkey(struct crypto_shash *tfm, const u8 *key, unsigned int keylen)
{
	return -ENOSYS;
}

int crypto_shash_setkey(struct crypto_shash *tfm, const u8 *key, unsigned int keylen)
{
	struct shash_alg *shash = crypto_shash_alg(tfm);
	int err = shash->setkey(tfm, key, keylen);

	if (unlikely(err)) {
		shash_set_needkey(tfm, shash);
		return err;
	}
	crypto_shash_clear_flags(tfm, CRYPTO_TFM_NEED_KEY);
	return 0;
}

int crypto_shash_update(struct shash_desc *desc, const u8 *data, unsigned int len)
{
	return crypto_shash_alg(desc->tfm)->update(desc, data, len);
}

int crypto_shash_final(struct shash_desc *desc, u8 *out)
{
	return crypto_shash_alg(desc->tfm)->final(desc, out);
}

int crypto_shash_finup(struct shash_desc *desc, const u8 *data, unsigned int len, u8 *out)
{
	return crypto_shash_alg(desc->tfm)->finup(desc, data, len, out);
}

int crypto_shash_digest(struct shash_desc *desc, const u8 *data, unsigned int len, u8 *out)
{
	struct crypto_shash *tfm = desc->tfm;

	if (crypto_shash_get_flags(tfm) & CRYPTO_TFM_NEED_KEY)
		return -ENOKEY;
	return crypto_shash_alg(tfm)->digest(desc, data, len, out);
}

int crypto_shash_tfm_digest(struct crypto_shash *tfm, const u8 *data, unsigned int len, u8 *out)
{
	SHASH_DESC_ON_STACK(desc, tfm);

	desc->tfm = tfm;
	int err = crypto_shash_digest(desc, data, len, out);
	shash_desc_zero(desc);
	return err;
}

int crypto_shash_export(struct shash_desc *desc, void *out)
{
	struct crypto_shash *tfm = desc->tfm;
	struct shash_alg *shash = crypto_shash_alg(tfm);

	if (shash->export_)
		return shash->export_(desc, out);
	memcpy(out, shash_desc_ctx(desc), crypto_shash_descsize(tfm));
	return 0;
}

int crypto_shash_import(struct shash_desc *desc, const void *in)
{
	struct crypto_shash *tfm = desc->tfm;
	struct shash_alg *shash = crypto_shash_alg(tfm);

	if (crypto_shash_get_flags(tfm) & CRYPTO_TFM_NEED_KEY)
		return -ENOKEY;
	if (shash->import)
		return shash->import(desc, in);
	memcpy(shash_desc_ctx(desc), in, crypto_shash_descsize(tfm));
	return 0;
}

struct crypto_shash *crypto_clone_shash(struct crypto_shash *hash)
{
	struct crypto_tfm *tfm = crypto_shash_tfm(hash);
	struct shash_alg *alg = crypto_shash_alg(hash);

	// A hash without a key has no state in its tfm: the clone is the tfm itself, shared.
	if (!crypto_shash_alg_has_setkey(alg)) {
		tfm = crypto_tfm_get(tfm);
		if (IS_ERR(tfm))
			return static_cast<struct crypto_shash *>(ERR_CAST(tfm));
		return hash;
	}
	// Without a clone hook, a context an init hook made cannot be copied.
	if (!alg->clone_tfm && (alg->init_tfm || alg->base.cra_init))
		return ukc::err_ptr<struct crypto_shash>(-ENOSYS);

	auto *nhash = static_cast<struct crypto_shash *>(crypto_clone_tfm(&crypto_shash_type, tfm));
	if (IS_ERR(nhash))
		return nhash;
	nhash->descsize = hash->descsize;
	if (alg->clone_tfm) {
		int err = alg->clone_tfm(nhash, hash);

		if (err) {
			crypto_free_shash(nhash);
			return ukc::err_ptr<struct crypto_shash>(err);
		}
	}
	return nhash;
}

int crypto_grab_shash(struct crypto_shash_spawn *spawn, struct crypto_instance *inst,
		      const char *name, u32 type, u32 mask)
{
	spawn->base.frontend = &crypto_shash_type;
	return crypto_grab_spawn(&spawn->base, inst, name, type, mask);
}

struct crypto_shash *crypto_alloc_shash(const char *alg_name, u32 type, u32 mask)
{
	return static_cast<struct crypto_shash *>(
		crypto_alloc_tfm(alg_name, &crypto_shash_type, type, mask));
}

int crypto_has_shash(const char *alg_name, u32 type, u32 mask)
{
	return crypto_type_has_alg(alg_name, &crypto_shash_type, type, mask);
}

int hash_prepare_alg(struct hash_alg_common *alg)
{
	struct crypto_alg *base = &alg->base;

	if (alg->digestsize > HASH_MAX_DIGESTSIZE)
		return -EINVAL;
	// An alignmask is of no use to a hash, so 6.12 refuses one.
	if (base->cra_alignmask)
		return -EINVAL;
	base->cra_flags &= ~CRYPTO_ALG_TYPE_MASK;
	return 0;
}

int crypto_register_shash(struct shash_alg *alg)
{
	return ukc::register_prepared(&alg->base, [alg] { return shash_prepare_alg(alg); });
}

void crypto_unregister_shash(struct shash_alg *alg)
{
	crypto_unregister_alg(&alg->base);
}

int crypto_register_shashes(struct shash_alg *algs, int count)
{
	return ukc::register_all(algs, count, crypto_register_shash, crypto_unregister_shash);
}

void crypto_unregister_shashes(struct shash_alg *algs, int count)
{
	ukc::unregister_all(algs, count, crypto_unregister_shash);
}

int shash_register_instance(struct crypto_template *tmpl, struct shash_instance *inst)
{
	return ukc::register_instance_prepared(tmpl, inst, shash_crypto_instance(inst),
					       [inst] { return shash_prepare_alg(&inst->alg); });
}

void shash_free_singlespawn_instance(struct shash_instance *inst)
{
	crypto_drop_spawn(static_cast<struct crypto_spawn *>(shash_instance_ctx(inst)));
	kfree(inst);
}

} // extern "C"
