// SPDX-License-Identifier: GPL-2.0-only
// The legacy compression type (crypto_comp, which IPComp uses in 6.12), compress_null, and the
// two registrations every generic compressor of 6.12 makes.
#include <crypto/internal/scompress.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/module.h>

#include <cstdio>
#include <cstring>

#include "compress_priv.h"

namespace {

using ukc::comp_pair;

comp_pair *comp_pair_of_legacy(struct crypto_alg *alg)
{
	return container_of(alg, comp_pair, legacy);
}

comp_pair *comp_pair_of_scomp(struct crypto_scomp *tfm)
{
	return container_of(crypto_scomp_alg(tfm), comp_pair, scomp);
}

// A legacy tfm's context is the pointer to one working context, made with the tfm.
void **comp_legacy_ctx(struct crypto_tfm *tfm)
{
	return static_cast<void **>(crypto_tfm_ctx(tfm));
}

int comp_legacy_init(struct crypto_tfm *tfm)
{
	void *ctx = comp_pair_of_legacy(tfm->__crt_alg)->ops->alloc_ctx();

	if (IS_ERR(ctx))
		return static_cast<int>(PTR_ERR(ctx));
	*comp_legacy_ctx(tfm) = ctx;
	return 0;
}

void comp_legacy_exit(struct crypto_tfm *tfm)
{
	comp_pair_of_legacy(tfm->__crt_alg)->ops->free_ctx(*comp_legacy_ctx(tfm));
}

int comp_legacy_compress(struct crypto_tfm *tfm, const u8 *src, unsigned int slen, u8 *dst,
			 unsigned int *dlen)
{
	const ukc::comp_ops *ops = comp_pair_of_legacy(tfm->__crt_alg)->ops;

	return ops->compress(src, slen, dst, dlen, *comp_legacy_ctx(tfm));
}

int comp_legacy_decompress(struct crypto_tfm *tfm, const u8 *src, unsigned int slen, u8 *dst,
			   unsigned int *dlen)
{
	const ukc::comp_ops *ops = comp_pair_of_legacy(tfm->__crt_alg)->ops;

	return ops->decompress(src, slen, dst, dlen, *comp_legacy_ctx(tfm));
}

void *comp_scomp_alloc_ctx(struct crypto_scomp *tfm)
{
	return comp_pair_of_scomp(tfm)->ops->alloc_ctx();
}

void comp_scomp_free_ctx(struct crypto_scomp *tfm, void *ctx)
{
	comp_pair_of_scomp(tfm)->ops->free_ctx(ctx);
}

int comp_scomp_compress(struct crypto_scomp *tfm, const u8 *src, unsigned int slen, u8 *dst,
			unsigned int *dlen, void *ctx)
{
	return comp_pair_of_scomp(tfm)->ops->compress(src, slen, dst, dlen, ctx);
}

int comp_scomp_decompress(struct crypto_scomp *tfm, const u8 *src, unsigned int slen, u8 *dst,
			  unsigned int *dlen, void *ctx)
{
	return comp_pair_of_scomp(tfm)->ops->decompress(src, slen, dst, dlen, ctx);
}

void comp_set_names(struct crypto_alg *alg, const char *name, const char *suffix)
{
	snprintf(alg->cra_name, sizeof(alg->cra_name), "%s", name);
	snprintf(alg->cra_driver_name, sizeof(alg->cra_driver_name), "%s-%s", name, suffix);
	alg->cra_module = THIS_MODULE;
}

// 6.12's compress_null: a copy, refused when it does not fit.
int null_compress(struct crypto_tfm *tfm, const u8 *src, unsigned int slen, u8 *dst,
		  unsigned int *dlen)
{
	if (slen > *dlen)
		return -EINVAL;
	memcpy(dst, src, slen);
	*dlen = slen;
	return 0;
}

struct crypto_alg null_comp_alg = {
	.cra_flags = CRYPTO_ALG_TYPE_COMPRESS,
	.cra_blocksize = 1,
	.cra_ctxsize = 0,
	.cra_name = "compress_null",
	.cra_driver_name = "compress_null-generic",
	.cra_u = { .compress = { .coa_compress = null_compress, .coa_decompress = null_compress } },
	.cra_module = THIS_MODULE,
};

int compress_null_mod_init()
{
	return crypto_register_alg(&null_comp_alg);
}

void compress_null_mod_fini()
{
	crypto_unregister_alg(&null_comp_alg);
}

} // namespace

extern "C" int crypto_comp_compress(struct crypto_comp *comp, const u8 *src, unsigned int slen,
				    u8 *dst, unsigned int *dlen)
{
	struct crypto_tfm *tfm = crypto_comp_tfm(comp);

	return tfm->__crt_alg->cra_compress.coa_compress(tfm, src, slen, dst, dlen);
}

extern "C" int crypto_comp_decompress(struct crypto_comp *comp, const u8 *src, unsigned int slen,
				      u8 *dst, unsigned int *dlen)
{
	struct crypto_tfm *tfm = crypto_comp_tfm(comp);

	return tfm->__crt_alg->cra_compress.coa_decompress(tfm, src, slen, dst, dlen);
}

int ukc::comp_pair_register(comp_pair *pair, const char *name, const comp_ops *ops)
{
	struct crypto_alg *legacy = &pair->legacy;

	pair->ops = ops;
	comp_set_names(legacy, name, "generic");
	legacy->cra_flags = CRYPTO_ALG_TYPE_COMPRESS;
	legacy->cra_ctxsize = sizeof(void *);
	legacy->cra_init = comp_legacy_init;
	legacy->cra_exit = comp_legacy_exit;
	legacy->cra_compress.coa_compress = comp_legacy_compress;
	legacy->cra_compress.coa_decompress = comp_legacy_decompress;

	comp_set_names(&pair->scomp.base, name, "scomp");
	pair->scomp.alloc_ctx = comp_scomp_alloc_ctx;
	pair->scomp.free_ctx = comp_scomp_free_ctx;
	pair->scomp.compress = comp_scomp_compress;
	pair->scomp.decompress = comp_scomp_decompress;

	// 6.12's order: the legacy algorithm first, removed again if the scomp one fails.
	int err = crypto_register_alg(legacy);
	if (err)
		return err;
	err = crypto_register_scomp(&pair->scomp);
	if (err)
		crypto_unregister_alg(legacy);
	return err;
}

void ukc::comp_pair_unregister(comp_pair *pair)
{
	crypto_unregister_alg(&pair->legacy);
	crypto_unregister_scomp(&pair->scomp);
}

subsys_initcall(compress_null_mod_init);
module_exit(compress_null_mod_fini);
