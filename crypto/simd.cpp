// SPDX-License-Identifier: GPL-2.0-only
// The simd wrapper: exposes an internal SIMD skcipher or AEAD under its public name, and runs
// requests through cryptd on a worker thread whenever SIMD is not usable on the calling thread.
#include <crypto/cryptd.h>
#include <crypto/internal/aead.h>
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
	struct crypto_skcipher *child; // the internal algorithm's tfm, inside cryptd_tfm
	bool child_sync;
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

// Without SIMD, a copy of the request (the request context) goes to the cryptd wrapper, which
// completes it on a worker thread. A userspace thread is never in atomic context, so the
// kernel's "keep order behind queued requests" case does not arise.
int simd_skcipher_queue(struct skcipher_request *req, bool enc)
{
	struct simd_skcipher_ctx *ctx = simd_ctx(crypto_skcipher_reqtfm(req));
	auto *subreq = static_cast<struct skcipher_request *>(skcipher_request_ctx(req));

	*subreq = *req;
	skcipher_request_set_tfm(subreq, &ctx->cryptd_tfm->base);
	return enc ? crypto_skcipher_encrypt(subreq) : crypto_skcipher_decrypt(subreq);
}

// With SIMD usable, a synchronous internal algorithm runs on the caller's request itself, its
// tfm in place of ours for the call (the request context is sized for it). Copying the request
// would read fields the caller has just written as separate stores, which costs a
// store-forwarding stall on every request.
int simd_skcipher_crypt(struct skcipher_request *req, bool enc)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);
	struct simd_skcipher_ctx *ctx = simd_ctx(tfm);
	int err;

	if (unlikely(!crypto_simd_usable()))
		return simd_skcipher_queue(req, enc);
	if (unlikely(!ctx->child_sync)) {
		auto *subreq = static_cast<struct skcipher_request *>(skcipher_request_ctx(req));

		*subreq = *req;
		skcipher_request_set_tfm(subreq, ctx->child);
		return enc ? crypto_skcipher_encrypt(subreq) : crypto_skcipher_decrypt(subreq);
	}
	skcipher_request_set_tfm(req, ctx->child);
	err = enc ? crypto_skcipher_encrypt(req) : crypto_skcipher_decrypt(req);
	skcipher_request_set_tfm(req, tfm);
	return err;
}

int simd_skcipher_encrypt(struct skcipher_request *req)
{
	return simd_skcipher_crypt(req, true);
}

int simd_skcipher_decrypt(struct skcipher_request *req)
{
	return simd_skcipher_crypt(req, false);
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
	struct simd_skcipher_ctx *ctx = simd_ctx(tfm);
	struct crypto_skcipher *child = cryptd_skcipher_child(cryptd_tfm);

	ctx->cryptd_tfm = cryptd_tfm;
	ctx->child = child;
	ctx->child_sync = !(crypto_skcipher_tfm(child)->__crt_alg->cra_flags & CRYPTO_ALG_ASYNC);

	unsigned int reqsize = crypto_skcipher_reqsize(child);

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

// ---- AEADs ----

namespace {

// The cryptd tfm runs requests on a worker; the child is a tfm of the internal algorithm for
// the synchronous path. Keys and tag sizes go to both.
struct simd_aead_ctx {
	struct crypto_aead *cryptd_tfm;
	struct crypto_aead *child;
	bool child_sync;
};

} // namespace

struct simd_aead_alg {
	const char *ialg_name;
	struct aead_alg alg;
};

namespace {

struct simd_aead_ctx *simd_aead_ctx_of(struct crypto_aead *tfm)
{
	return static_cast<struct simd_aead_ctx *>(crypto_aead_ctx(tfm));
}

int simd_aead_setkey(struct crypto_aead *tfm, const u8 *key, unsigned int key_len)
{
	struct simd_aead_ctx *ctx = simd_aead_ctx_of(tfm);
	u32 flags = crypto_aead_get_flags(tfm) & CRYPTO_TFM_REQ_MASK;

	struct crypto_aead *const tfms[] = { ctx->cryptd_tfm, ctx->child };

	for (struct crypto_aead *t : tfms) {
		crypto_aead_clear_flags(t, CRYPTO_TFM_REQ_MASK);
		crypto_aead_set_flags(t, flags);
		int err = crypto_aead_setkey(t, key, key_len);

		if (err)
			return err;
	}
	return 0;
}

int simd_aead_setauthsize(struct crypto_aead *tfm, unsigned int authsize)
{
	struct simd_aead_ctx *ctx = simd_aead_ctx_of(tfm);
	int err = crypto_aead_setauthsize(ctx->cryptd_tfm, authsize);

	return err ? err : crypto_aead_setauthsize(ctx->child, authsize);
}

// As simd_skcipher_crypt(): the caller's request runs the synchronous child in place when SIMD
// is usable; otherwise a copy in the request context goes to cryptd.
int simd_aead_crypt(struct aead_request *req, bool enc)
{
	struct crypto_aead *tfm = crypto_aead_reqtfm(req);
	struct simd_aead_ctx *ctx = simd_aead_ctx_of(tfm);
	int err;

	if (unlikely(!crypto_simd_usable() || !ctx->child_sync)) {
		auto *subreq = static_cast<struct aead_request *>(aead_request_ctx(req));

		*subreq = *req;
		aead_request_set_tfm(subreq, crypto_simd_usable() ? ctx->child : ctx->cryptd_tfm);
		return enc ? crypto_aead_encrypt(subreq) : crypto_aead_decrypt(subreq);
	}
	aead_request_set_tfm(req, ctx->child);
	err = enc ? crypto_aead_encrypt(req) : crypto_aead_decrypt(req);
	aead_request_set_tfm(req, tfm);
	return err;
}

int simd_aead_encrypt(struct aead_request *req)
{
	return simd_aead_crypt(req, true);
}

int simd_aead_decrypt(struct aead_request *req)
{
	return simd_aead_crypt(req, false);
}

void simd_aead_exit(struct crypto_aead *tfm)
{
	struct simd_aead_ctx *ctx = simd_aead_ctx_of(tfm);

	crypto_free_aead(ctx->child);
	crypto_free_aead(ctx->cryptd_tfm);
}

int simd_aead_init(struct crypto_aead *tfm)
{
	auto *salg = container_of(crypto_aead_alg(tfm), struct simd_aead_alg, alg);
	struct simd_aead_ctx *ctx = simd_aead_ctx_of(tfm);
	char name[CRYPTO_MAX_ALG_NAME];

	if (snprintf(name, sizeof(name), "cryptd(%s)", salg->ialg_name) >= CRYPTO_MAX_ALG_NAME)
		return -ENAMETOOLONG;
	ctx->cryptd_tfm = crypto_alloc_aead(name, CRYPTO_ALG_INTERNAL, CRYPTO_ALG_INTERNAL);
	if (IS_ERR(ctx->cryptd_tfm))
		return static_cast<int>(PTR_ERR(ctx->cryptd_tfm));
	ctx->child = crypto_alloc_aead(salg->ialg_name, CRYPTO_ALG_INTERNAL, CRYPTO_ALG_INTERNAL);
	if (IS_ERR(ctx->child)) {
		crypto_free_aead(ctx->cryptd_tfm);
		return static_cast<int>(PTR_ERR(ctx->child));
	}
	ctx->child_sync = !(crypto_aead_tfm(ctx->child)->__crt_alg->cra_flags & CRYPTO_ALG_ASYNC);

	unsigned int reqsize =
		max(crypto_aead_reqsize(ctx->child), crypto_aead_reqsize(ctx->cryptd_tfm));

	crypto_aead_set_reqsize(tfm, reqsize + sizeof(struct aead_request));
	return 0;
}

void simd_aead_fill(struct aead_alg *alg, const struct aead_alg *ialg)
{
	alg->base.cra_flags =
		CRYPTO_ALG_ASYNC | (ialg->base.cra_flags & CRYPTO_ALG_INHERITED_FLAGS);
	alg->base.cra_priority = ialg->base.cra_priority;
	alg->base.cra_blocksize = ialg->base.cra_blocksize;
	alg->base.cra_alignmask = ialg->base.cra_alignmask;
	alg->base.cra_module = ialg->base.cra_module;
	alg->base.cra_ctxsize = sizeof(struct simd_aead_ctx);

	alg->ivsize = ialg->ivsize;
	alg->maxauthsize = ialg->maxauthsize;
	alg->chunksize = ialg->chunksize;

	alg->init = simd_aead_init;
	alg->exit = simd_aead_exit;
	alg->setkey = simd_aead_setkey;
	alg->setauthsize = simd_aead_setauthsize;
	alg->encrypt = simd_aead_encrypt;
	alg->decrypt = simd_aead_decrypt;
}

} // namespace

extern "C" struct simd_aead_alg *simd_aead_create_compat(struct aead_alg *ialg,
							 const char *algname,
							 const char *drvname,
							 const char *basename)
{
	auto *salg = static_cast<struct simd_aead_alg *>(
		kzalloc(sizeof(struct simd_aead_alg), GFP_KERNEL));
	int err = -ENAMETOOLONG;

	if (!salg)
		return static_cast<struct simd_aead_alg *>(ERR_PTR(-ENOMEM));
	salg->ialg_name = basename;
	struct aead_alg *alg = &salg->alg;

	if (snprintf(alg->base.cra_name, CRYPTO_MAX_ALG_NAME, "%s", algname) <
		    CRYPTO_MAX_ALG_NAME &&
	    snprintf(alg->base.cra_driver_name, CRYPTO_MAX_ALG_NAME, "%s", drvname) <
		    CRYPTO_MAX_ALG_NAME) {
		simd_aead_fill(alg, ialg);
		err = crypto_register_aead(alg);
	}
	if (err) {
		kfree(salg);
		return static_cast<struct simd_aead_alg *>(ERR_PTR(err));
	}
	return salg;
}

extern "C" void simd_aead_free(struct simd_aead_alg *salg)
{
	crypto_unregister_aead(&salg->alg);
	kfree(salg);
}

extern "C" int simd_register_aeads_compat(struct aead_alg *algs, int count,
					  struct simd_aead_alg **simd_algs)
{
	int err = crypto_register_aeads(algs, count);

	if (err)
		return err;
	for (int i = 0; i < count; i++) {
		const char *algname = algs[i].base.cra_name;
		const char *drvname = algs[i].base.cra_driver_name;

		WARN_ON(strncmp(algname, "__", 2));
		WARN_ON(strncmp(drvname, "__", 2));
		struct simd_aead_alg *simd =
			simd_aead_create_compat(algs + i, algname + 2, drvname + 2, drvname);
		if (IS_ERR(simd)) {
			simd_unregister_aeads(algs, count, simd_algs);
			return static_cast<int>(PTR_ERR(simd));
		}
		simd_algs[i] = simd;
	}
	return 0;
}

extern "C" void simd_unregister_aeads(struct aead_alg *algs, int count,
				      struct simd_aead_alg **simd_algs)
{
	crypto_unregister_aeads(algs, count);
	for (int i = 0; i < count; i++) {
		if (simd_algs[i]) {
			simd_aead_free(simd_algs[i]);
			simd_algs[i] = nullptr;
		}
	}
}
