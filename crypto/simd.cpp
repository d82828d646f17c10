// SPDX-License-Identifier: GPL-2.0-only
// The simd wrapper: exposes an internal SIMD skcipher under its public name, and runs requests
// through cryptd on a worker thread whenever SIMD is not usable on the calling thread.
#include <crypto/cryptd.h>
#include <crypto/internal/simd.h>
#include <crypto/internal/skcipher.h>
#include <linux/err.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/string.h>

namespace {

struct simd_skcipher_ctx {
	struct cryptd_skcipher *cryptd_tfm;
};

} // namespace

// Named as the kernel names it, so drivers can hold pointers to it; opaque outside this file.
struct simd_skcipher_alg {
	const char *ialg_name;
	struct skcipher_alg alg;
};

namespace {

struct simd_skcipher_ctx *simd_ctx(struct crypto_skcipher *tfm)
{
	return static_cast<struct simd_skcipher_ctx *>(crypto_skcipher_ctx(tfm));
}

int simd_skcipher_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int key_len)
{
	struct crypto_skcipher *child = &simd_ctx(tfm)->cryptd_tfm->base;

	crypto_skcipher_clear_flags(child, CRYPTO_TFM_REQ_MASK);
	crypto_skcipher_set_flags(child, crypto_skcipher_get_flags(tfm) & CRYPTO_TFM_REQ_MASK);
	return crypto_skcipher_setkey(child, key, key_len);
}

// The request context is a copy of the request, sent to the internal algorithm (SIMD usable)
// or to its cryptd wrapper. A userspace thread is never in atomic context, so the kernel's
// "keep order behind queued requests" case does not arise.
struct skcipher_request *simd_skcipher_subreq(struct skcipher_request *req)
{
	struct simd_skcipher_ctx *ctx = simd_ctx(crypto_skcipher_reqtfm(req));
	auto *subreq = static_cast<struct skcipher_request *>(skcipher_request_ctx(req));
	struct crypto_skcipher *child;

	*subreq = *req;
	if (!crypto_simd_usable())
		child = &ctx->cryptd_tfm->base;
	else
		child = cryptd_skcipher_child(ctx->cryptd_tfm);
	skcipher_request_set_tfm(subreq, child);
	return subreq;
}

int simd_skcipher_encrypt(struct skcipher_request *req)
{
	return crypto_skcipher_encrypt(simd_skcipher_subreq(req));
}

int simd_skcipher_decrypt(struct skcipher_request *req)
{
	return crypto_skcipher_decrypt(simd_skcipher_subreq(req));
}

void simd_skcipher_exit(struct crypto_skcipher *tfm)
{
	cryptd_free_skcipher(simd_ctx(tfm)->cryptd_tfm);
}

int simd_skcipher_init(struct crypto_skcipher *tfm)
{
	struct skcipher_alg *alg = crypto_skcipher_alg(tfm);
	auto *salg = container_of(alg, struct simd_skcipher_alg, alg);
	struct cryptd_skcipher *cryptd_tfm =
		cryptd_alloc_skcipher(salg->ialg_name, CRYPTO_ALG_INTERNAL, CRYPTO_ALG_INTERNAL);

	if (IS_ERR(cryptd_tfm))
		return static_cast<int>(PTR_ERR(cryptd_tfm));
	simd_ctx(tfm)->cryptd_tfm = cryptd_tfm;

	unsigned int reqsize = crypto_skcipher_reqsize(cryptd_skcipher_child(cryptd_tfm));

	reqsize = max(reqsize, crypto_skcipher_reqsize(&cryptd_tfm->base));
	crypto_skcipher_set_reqsize(tfm, reqsize + sizeof(struct skcipher_request));
	return 0;
}

void simd_skcipher_fill(struct skcipher_alg *alg, const struct skcipher_alg *ialg)
{
	alg->base.cra_flags =
		CRYPTO_ALG_ASYNC | (ialg->base.cra_flags & CRYPTO_ALG_INHERITED_FLAGS);
	alg->base.cra_priority = ialg->base.cra_priority;
	alg->base.cra_blocksize = ialg->base.cra_blocksize;
	alg->base.cra_alignmask = ialg->base.cra_alignmask;
	alg->base.cra_module = ialg->base.cra_module;
	alg->base.cra_ctxsize = sizeof(struct simd_skcipher_ctx);

	alg->ivsize = ialg->ivsize;
	alg->chunksize = ialg->chunksize;
	alg->min_keysize = ialg->min_keysize;
	alg->max_keysize = ialg->max_keysize;

	alg->init = simd_skcipher_init;
	alg->exit = simd_skcipher_exit;
	alg->setkey = simd_skcipher_setkey;
	alg->encrypt = simd_skcipher_encrypt;
	alg->decrypt = simd_skcipher_decrypt;
}

} // namespace

extern "C" struct simd_skcipher_alg *simd_skcipher_create_compat(struct skcipher_alg *ialg,
								 const char *algname,
								 const char *drvname,
								 const char *basename)
{
	auto *salg = static_cast<struct simd_skcipher_alg *>(
		kzalloc(sizeof(struct simd_skcipher_alg), GFP_KERNEL));
	int err = -ENAMETOOLONG;

	if (!salg)
		return static_cast<struct simd_skcipher_alg *>(ERR_PTR(-ENOMEM));
	salg->ialg_name = basename;
	struct skcipher_alg *alg = &salg->alg;

	if (snprintf(alg->base.cra_name, CRYPTO_MAX_ALG_NAME, "%s", algname) <
		    CRYPTO_MAX_ALG_NAME &&
	    snprintf(alg->base.cra_driver_name, CRYPTO_MAX_ALG_NAME, "%s", drvname) <
		    CRYPTO_MAX_ALG_NAME) {
		simd_skcipher_fill(alg, ialg);
		err = crypto_register_skcipher(alg);
	}
	if (err) {
		kfree(salg);
		return static_cast<struct simd_skcipher_alg *>(ERR_PTR(err));
	}
	return salg;
}

extern "C" void simd_skcipher_free(struct simd_skcipher_alg *salg)
{
	crypto_unregister_skcipher(&salg->alg);
	kfree(salg);
}

extern "C" int simd_register_skciphers_compat(struct skcipher_alg *algs, int count,
					      struct simd_skcipher_alg **simd_algs)
{
	int err = crypto_register_skciphers(algs, count);

	if (err)
		return err;
	for (int i = 0; i < count; i++) {
		const char *algname = algs[i].base.cra_name;
		const char *drvname = algs[i].base.cra_driver_name;

		WARN_ON(strncmp(algname, "__", 2));
		WARN_ON(strncmp(drvname, "__", 2));
		struct simd_skcipher_alg *simd =
			simd_skcipher_create_compat(algs + i, algname + 2, drvname + 2, drvname);
		if (IS_ERR(simd)) {
			simd_unregister_skciphers(algs, count, simd_algs);
			return static_cast<int>(PTR_ERR(simd));
		}
		simd_algs[i] = simd;
	}
	return 0;
}

extern "C" void simd_unregister_skciphers(struct skcipher_alg *algs, int count,
					  struct simd_skcipher_alg **simd_algs)
{
	crypto_unregister_skciphers(algs, count);
	for (int i = 0; i < count; i++) {
		if (simd_algs[i]) {
			simd_skcipher_free(simd_algs[i]);
			simd_algs[i] = nullptr;
		}
	}
}
