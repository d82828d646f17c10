// SPDX-License-Identifier: GPL-2.0-only
// The IV generators' shared part: making a "tmpl(inner)" instance and its transforms.

#include <crypto/internal/geniv.h>
#include <crypto/internal/rng.h>
#include <crypto/null.h>
#include <linux/err.h>
#include <linux/slab.h>

#include "shared/glue.h"

namespace {

struct aead_geniv_ctx *geniv_ctx(struct crypto_aead *tfm)
{
	return static_cast<struct aead_geniv_ctx *>(crypto_aead_ctx(tfm));
}

int geniv_setkey(struct crypto_aead *tfm, const u8 *key, unsigned int keylen)
{
	return crypto_aead_setkey(geniv_ctx(tfm)->child, key, keylen);
}

int geniv_setauthsize(struct crypto_aead *tfm, unsigned int authsize)
{
	return crypto_aead_setauthsize(geniv_ctx(tfm)->child, authsize);
}

void geniv_free(struct aead_instance *inst)
{
	crypto_drop_aead(ukc::instance_ctx<struct crypto_aead_spawn>(inst));
	kfree(inst);
}

// The names are "tmpl(inner)" for both cra_name and cra_driver_name, as 6.12 builds them.
int geniv_fill(struct aead_instance *inst, struct crypto_template *tmpl, struct aead_alg *alg)
{
	struct crypto_alg *base = &inst->alg.base;

	// Both generators put a 64-bit sequence number in the IV.
	if (crypto_aead_alg_ivsize(alg) < sizeof(u64))
		return -EINVAL;
	if (snprintf(base->cra_name, CRYPTO_MAX_ALG_NAME, "%s(%s)", tmpl->name,
		     alg->base.cra_name) >= CRYPTO_MAX_ALG_NAME ||
	    snprintf(base->cra_driver_name, CRYPTO_MAX_ALG_NAME, "%s(%s)", tmpl->name,
		     alg->base.cra_driver_name) >= CRYPTO_MAX_ALG_NAME)
		return -ENAMETOOLONG;

	base->cra_priority = alg->base.cra_priority;
	base->cra_blocksize = alg->base.cra_blocksize;
	base->cra_alignmask = alg->base.cra_alignmask;
	base->cra_ctxsize = sizeof(struct aead_geniv_ctx);
	inst->alg.setkey = geniv_setkey;
	inst->alg.setauthsize = geniv_setauthsize;
	inst->alg.ivsize = crypto_aead_alg_ivsize(alg);
	inst->alg.maxauthsize = crypto_aead_alg_maxauthsize(alg);
	return 0;
}

// The salt: random per transform, so two transforms under one key give unrelated IVs.
int geniv_salt(struct crypto_aead *aead)
{
	int err = crypto_get_default_rng();

	if (err)
		return err;
	err = crypto_rng_get_bytes(crypto_default_rng, geniv_ctx(aead)->salt,
				   crypto_aead_ivsize(aead));
	crypto_put_default_rng();
	return err;
}

} // namespace

extern "C" struct aead_instance *aead_geniv_alloc(struct crypto_template *tmpl, struct rtattr **tb)
{
	const char *name;
	u32 mask;
	int err = ukc::template_arg(tb, CRYPTO_ALG_TYPE_AEAD, &mask, &name);

	if (err)
		return ukc::err_ptr<struct aead_instance>(err);
	auto inst = ukc::alloc_instance<struct aead_instance, struct crypto_aead_spawn>(geniv_free);

	if (!inst)
		return ukc::err_ptr<struct aead_instance>(-ENOMEM);
	auto *spawn = ukc::instance_ctx<struct crypto_aead_spawn>(inst.get());

	err = crypto_grab_aead(spawn, aead_crypto_instance(inst.get()), name, 0, mask);
	if (!err)
		err = geniv_fill(inst.get(), tmpl, crypto_spawn_aead_alg(spawn));
	if (err)
		return ukc::err_ptr<struct aead_instance>(err);
	return inst.release();
}

extern "C" int aead_init_geniv(struct crypto_aead *aead)
{
	struct aead_geniv_ctx *ctx = geniv_ctx(aead);

	spin_lock_init(&ctx->lock);
	int err = geniv_salt(aead);

	if (err)
		return err;
	ctx->sknull = crypto_get_default_null_skcipher();
	if (IS_ERR(ctx->sknull))
		return static_cast<int>(PTR_ERR(ctx->sknull));

	auto *spawn = static_cast<struct crypto_aead_spawn *>(
		aead_instance_ctx(aead_alg_instance(aead)));
	struct crypto_aead *child = crypto_spawn_aead(spawn);

	if (IS_ERR(child)) {
		crypto_put_default_null_skcipher();
		return static_cast<int>(PTR_ERR(child));
	}
	ctx->child = child;
	crypto_aead_set_reqsize(aead, sizeof(struct aead_request) + crypto_aead_reqsize(child));
	return 0;
}

extern "C" void aead_exit_geniv(struct crypto_aead *tfm)
{
	struct aead_geniv_ctx *ctx = geniv_ctx(tfm);

	crypto_free_aead(ctx->child);
	crypto_put_default_null_skcipher();
}
