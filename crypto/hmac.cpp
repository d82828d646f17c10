// SPDX-License-Identifier: GPL-2.0-only
// The "hmac" template (RFC 2104): a keyed hash over any unkeyed shash, "hmac(sha256)".
#include <crypto/hmac.h>
#include <crypto/internal/hash.h>
#include <linux/err.h>
#include <linux/fips.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "shared/glue.h"

#include <type_traits>

#include "internal.h"

namespace {

// The child tfm, then the hash states after absorbing the inner and the outer padded key:
// u8 ipad[statesize], then u8 opad[statesize].
struct hmac_ctx {
	struct crypto_shash *hash;
	u8 pads[];
};

static_assert(std::is_standard_layout_v<struct hmac_ctx>);

struct hmac_ctx *hmac_tfm_ctx(struct crypto_shash *tfm)
{
	return static_cast<struct hmac_ctx *>(crypto_shash_ctx(tfm));
}

// The parent's descriptor holds the child's descriptor.
struct shash_desc *hmac_child_desc(struct shash_desc *pdesc)
{
	return static_cast<struct shash_desc *>(shash_desc_ctx(pdesc));
}

// RFC 2104 section 2: K padded with zeroes to the block size (a longer K hashed first), XORed
// with ipad and with opad.
int hmac_pad_key(struct crypto_shash *hash, struct shash_desc *shash, const u8 *inkey,
		 unsigned int keylen, u8 *ipad, u8 *opad, unsigned int bs)
{
	if (keylen > bs) {
		int err = crypto_shash_digest(shash, inkey, keylen, ipad);

		if (err)
			return err;
		keylen = crypto_shash_digestsize(hash);
	} else if (keylen) {
		memcpy(ipad, inkey, keylen);
	}
	memset(ipad + keylen, 0, bs - keylen);
	memcpy(opad, ipad, bs);
	for (unsigned int i = 0; i < bs; i++) {
		ipad[i] ^= HMAC_IPAD_VALUE;
		opad[i] ^= HMAC_OPAD_VALUE;
	}
	return 0;
}

// Hashes one padded key block and keeps the resulting state, in place of the block.
int hmac_absorb_pad(struct shash_desc *shash, u8 *pad, unsigned int bs)
{
	int err = crypto_shash_init(shash);

	if (!err)
		err = crypto_shash_update(shash, pad, bs);
	if (!err)
		err = crypto_shash_export(shash, pad);
	return err;
}

int hmac_setkey(struct crypto_shash *parent, const u8 *inkey, unsigned int keylen)
{
	unsigned int bs = crypto_shash_blocksize(parent);
	unsigned int ss = crypto_shash_statesize(parent);
	struct hmac_ctx *tctx = hmac_tfm_ctx(parent);
	u8 *ipad = &tctx->pads[0];
	u8 *opad = &tctx->pads[ss];
	SHASH_DESC_ON_STACK(shash, tctx->hash);

	// FIPS mode refuses keys shorter than 112 bits, as the kernel's fips=1 does.
	if (fips_enabled && keylen < 112 / 8)
		return -EINVAL;

	shash->tfm = tctx->hash;
	int err = hmac_pad_key(tctx->hash, shash, inkey, keylen, ipad, opad, bs);
	if (!err)
		err = hmac_absorb_pad(shash, ipad, bs);
	if (!err)
		err = hmac_absorb_pad(shash, opad, bs);
	shash_desc_zero(shash);
	return err;
}

int hmac_export(struct shash_desc *pdesc, void *out)
{
	return crypto_shash_export(hmac_child_desc(pdesc), out);
}

int hmac_import(struct shash_desc *pdesc, const void *in)
{
	struct shash_desc *desc = hmac_child_desc(pdesc);

	desc->tfm = hmac_tfm_ctx(pdesc->tfm)->hash;
	return crypto_shash_import(desc, in);
}

// A new message starts from the state after the inner padded key.
int hmac_init(struct shash_desc *pdesc)
{
	return hmac_import(pdesc, &hmac_tfm_ctx(pdesc->tfm)->pads[0]);
}

int hmac_update(struct shash_desc *pdesc, const u8 *data, unsigned int nbytes)
{
	return crypto_shash_update(hmac_child_desc(pdesc), data, nbytes);
}

// The outer hash: from the state after the outer padded key, over the inner digest.
int hmac_outer(struct shash_desc *pdesc, u8 *out)
{
	struct crypto_shash *parent = pdesc->tfm;
	const u8 *opad = &hmac_tfm_ctx(parent)->pads[crypto_shash_statesize(parent)];
	struct shash_desc *desc = hmac_child_desc(pdesc);
	int err = crypto_shash_import(desc, opad);

	return err ? err : crypto_shash_finup(desc, out, crypto_shash_digestsize(parent), out);
}

int hmac_final(struct shash_desc *pdesc, u8 *out)
{
	int err = crypto_shash_final(hmac_child_desc(pdesc), out);

	return err ? err : hmac_outer(pdesc, out);
}

int hmac_finup(struct shash_desc *pdesc, const u8 *data, unsigned int nbytes, u8 *out)
{
	int err = crypto_shash_finup(hmac_child_desc(pdesc), data, nbytes, out);

	return err ? err : hmac_outer(pdesc, out);
}

int hmac_init_tfm(struct crypto_shash *parent)
{
	struct shash_instance *inst = shash_alg_instance(parent);
	auto *spawn = static_cast<struct crypto_shash_spawn *>(shash_instance_ctx(inst));
	struct crypto_shash *hash = crypto_spawn_shash(spawn);

	if (IS_ERR(hash))
		return static_cast<int>(PTR_ERR(hash));
	parent->descsize = sizeof(struct shash_desc) + crypto_shash_descsize(hash);
	hmac_tfm_ctx(parent)->hash = hash;
	return 0;
}

void hmac_exit_tfm(struct crypto_shash *parent)
{
	crypto_free_shash(hmac_tfm_ctx(parent)->hash);
}

// The inner hash must be unkeyed, and its state must hold a whole padded key block
// (statesize >= blocksize) while its digest fits in one (digestsize <= blocksize).
int hmac_check_inner(struct shash_alg *salg)
{
	if (crypto_shash_alg_needs_key(salg))
		return -EINVAL;
	if (salg->digestsize > salg->base.cra_blocksize ||
	    salg->statesize < salg->base.cra_blocksize)
		return -EINVAL;
	return 0;
}

void hmac_fill(struct shash_instance *inst, struct shash_alg *salg)
{
	unsigned int ss = salg->statesize;

	inst->alg.base.cra_priority = salg->base.cra_priority;
	inst->alg.base.cra_blocksize = salg->base.cra_blocksize;
	inst->alg.base.cra_ctxsize = sizeof(struct hmac_ctx) + ss * 2;

	inst->alg.digestsize = salg->digestsize;
	inst->alg.statesize = ss;
	inst->alg.init = hmac_init;
	inst->alg.update = hmac_update;
	inst->alg.final = hmac_final;
	inst->alg.finup = hmac_finup;
	inst->alg.export_ = hmac_export;
	inst->alg.import = hmac_import;
	inst->alg.setkey = hmac_setkey;
	inst->alg.init_tfm = hmac_init_tfm;
	inst->alg.exit_tfm = hmac_exit_tfm;
}

int hmac_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	const char *name;
	u32 mask;
	int err = ukc::template_arg(tb, CRYPTO_ALG_TYPE_SHASH, &mask, &name);

	if (err)
		return err;
	auto inst = ukc::alloc_instance<struct shash_instance, struct crypto_shash_spawn>(
		shash_free_singlespawn_instance);

	if (!inst)
		return -ENOMEM;
	struct shash_instance *raw = inst.get();
	auto *spawn = ukc::instance_ctx<struct crypto_shash_spawn>(raw);
	err = crypto_grab_shash(spawn, shash_crypto_instance(raw), name, 0, mask);
	if (err)
		return err;
	struct shash_alg *salg = crypto_spawn_shash_alg(spawn);

	err = hmac_check_inner(salg);
	if (!err)
		err = crypto_inst_setname(shash_crypto_instance(raw), tmpl->name, &salg->base);
	if (err)
		return err;
	hmac_fill(raw, salg);
	return ukc::register_instance(tmpl, inst);
}

struct crypto_template hmac_tmpl = {
	.module = THIS_MODULE,
	.create = hmac_create,
	.name = "hmac",
};

int hmac_module_init()
{
	return crypto_register_template(&hmac_tmpl);
}

void hmac_module_exit()
{
	crypto_unregister_template(&hmac_tmpl);
}

} // namespace

subsys_initcall(hmac_module_init);
module_exit(hmac_module_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("HMAC hash algorithm");
MODULE_ALIAS_CRYPTO("hmac");
