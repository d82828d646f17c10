// SPDX-License-Identifier: GPL-2.0-only
// The simd wrapper: exposes an internal SIMD skcipher or AEAD under its public name, and runs
// requests through cryptd on a worker thread whenever SIMD is not usable on the calling thread.
#include <type_traits>

#include <crypto/cryptd.h>
#include <crypto/internal/aead.h>
#include <crypto/internal/simd.h>
#include <crypto/internal/skcipher.h>
#include <linux/err.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "shared/glue.h"

// Named as the kernel names them, so drivers can hold pointers to them; opaque outside this file.
struct simd_skcipher_alg {
	const char *ialg_name;
	struct skcipher_alg alg;
};

struct simd_aead_alg {
	const char *ialg_name;
	struct aead_alg alg;
};

namespace {

// The wrapper's additions to the type operations of the glue: the cryptd handle it holds and how
// it takes the internal algorithm's sizes over.
//
// An skcipher wrapper holds a cryptd_skcipher, whose child is the internal algorithm's tfm.
// cryptd has no AEAD handle of that kind here, so an AEAD wrapper holds a "cryptd(...)" tfm and
// a child tfm of its own, and keys and tag sizes go to both.
struct simd_skcipher_type : ukc::skcipher_ops {
	using wrapper = struct simd_skcipher_alg;
	using cryptd = struct cryptd_skcipher;
	static constexpr bool own_child = false;

	static int alloc(const char *ialg_name, cryptd **cryptd_tfm, tfm **child);
	static void release(cryptd *cryptd_tfm, tfm *) { cryptd_free_skcipher(cryptd_tfm); }
	static tfm *cryptd_base(cryptd *cryptd_tfm) { return &cryptd_tfm->base; }
	static void fill(alg *a, const alg *ialg) { fill_sizes(a, ialg); }
};

struct simd_aead_type : ukc::aead_ops {
	using wrapper = struct simd_aead_alg;
	using cryptd = struct crypto_aead;
	static constexpr bool own_child = true;

	static int alloc(const char *ialg_name, cryptd **cryptd_tfm, tfm **child);
	static void release(cryptd *cryptd_tfm, tfm *child)
	{
		crypto_free_aead(child);
		crypto_free_aead(cryptd_tfm);
	}
	static tfm *cryptd_base(cryptd *cryptd_tfm) { return cryptd_tfm; }
	static void fill(alg *a, const alg *ialg);
};

template <typename T> struct simd_ctx {
	typename T::cryptd *cryptd_tfm;
	typename T::tfm *child; // the internal algorithm's tfm
	bool child_sync;
};

template <typename T> simd_ctx<T> *simd_ctx_of(typename T::tfm *tfm)
{
	return static_cast<simd_ctx<T> *>(T::ctx(tfm));
}

int simd_skcipher_type::alloc(const char *ialg_name, cryptd **cryptd_tfm, tfm **child)
{
	*cryptd_tfm = cryptd_alloc_skcipher(ialg_name, CRYPTO_ALG_INTERNAL, CRYPTO_ALG_INTERNAL);
	if (IS_ERR(*cryptd_tfm))
		return static_cast<int>(PTR_ERR(*cryptd_tfm));
	*child = cryptd_skcipher_child(*cryptd_tfm);
	return 0;
}

int simd_aead_type::alloc(const char *ialg_name, cryptd **cryptd_tfm, tfm **child)
{
	char name[CRYPTO_MAX_ALG_NAME];

	if (snprintf(name, sizeof(name), "cryptd(%s)", ialg_name) >= CRYPTO_MAX_ALG_NAME)
		return -ENAMETOOLONG;
	*cryptd_tfm = crypto_alloc_aead(name, CRYPTO_ALG_INTERNAL, CRYPTO_ALG_INTERNAL);
	if (IS_ERR(*cryptd_tfm))
		return static_cast<int>(PTR_ERR(*cryptd_tfm));
	*child = crypto_alloc_aead(ialg_name, CRYPTO_ALG_INTERNAL, CRYPTO_ALG_INTERNAL);
	if (IS_ERR(*child)) {
		crypto_free_aead(*cryptd_tfm);
		return static_cast<int>(PTR_ERR(*child));
	}
	return 0;
}

template <typename T> int simd_setkey(typename T::tfm *tfm, const u8 *key, unsigned int key_len)
{
	simd_ctx<T> *ctx = simd_ctx_of<T>(tfm);
	int err = T::setkey(T::cryptd_base(ctx->cryptd_tfm), tfm, key, key_len);

	if (!err && T::own_child)
		err = T::setkey(ctx->child, tfm, key, key_len);
	return err;
}

int simd_aead_setauthsize(struct crypto_aead *tfm, unsigned int authsize)
{
	simd_ctx<simd_aead_type> *ctx = simd_ctx_of<simd_aead_type>(tfm);
	int err = crypto_aead_setauthsize(ctx->cryptd_tfm, authsize);

	return err ? err : crypto_aead_setauthsize(ctx->child, authsize);
}

// A copy of the request (in the request context) goes to @to: the cryptd tfm, which completes it
// on a worker thread, or an asynchronous child. A userspace thread is never in atomic context,
// so the kernel's "keep order behind queued requests" case does not arise.
template <typename T> int simd_resend(typename T::request *req, typename T::tfm *to, bool enc)
{
	auto *subreq = static_cast<typename T::request *>(T::request_ctx(req));

	*subreq = *req;
	T::set_tfm(subreq, to);
	return T::crypt(subreq, enc);
}

// With SIMD usable, a synchronous internal algorithm runs on the caller's request itself, its
// tfm in place of ours for the call (the request context is sized for it). Copying the request
// would read fields the caller has just written as separate stores, which costs a
// store-forwarding stall on every request.
template <typename T> int simd_crypt(typename T::request *req, bool enc)
{
	typename T::tfm *tfm = T::reqtfm(req);
	simd_ctx<T> *ctx = simd_ctx_of<T>(tfm);

	if (unlikely(!crypto_simd_usable()))
		return simd_resend<T>(req, T::cryptd_base(ctx->cryptd_tfm), enc);
	if (unlikely(!ctx->child_sync))
		return simd_resend<T>(req, ctx->child, enc);
	T::set_tfm(req, ctx->child);
	int err = T::crypt(req, enc);
	T::set_tfm(req, tfm);
	return err;
}

template <typename T> int simd_encrypt(typename T::request *req)
{
	return simd_crypt<T>(req, true);
}

template <typename T> int simd_decrypt(typename T::request *req)
{
	return simd_crypt<T>(req, false);
}

template <typename T> void simd_exit(typename T::tfm *tfm)
{
	simd_ctx<T> *ctx = simd_ctx_of<T>(tfm);

	T::release(ctx->cryptd_tfm, ctx->child);
}

template <typename T> int simd_init(typename T::tfm *tfm)
{
	using wrapper = typename T::wrapper;
	static_assert(std::is_standard_layout_v<wrapper>);
	auto *salg = container_of(T::alg_of(tfm), wrapper, alg);
	simd_ctx<T> *ctx = simd_ctx_of<T>(tfm);
	int err = T::alloc(salg->ialg_name, &ctx->cryptd_tfm, &ctx->child);

	if (err)
		return err;
	ctx->child_sync = !(T::base(ctx->child)->__crt_alg->cra_flags & CRYPTO_ALG_ASYNC);

	unsigned int reqsize = T::reqsize(ctx->child);

	reqsize = max(reqsize, T::reqsize(T::cryptd_base(ctx->cryptd_tfm)));
	T::set_reqsize(tfm, reqsize + sizeof(typename T::request));
	return 0;
}

template <typename T> void simd_fill(typename T::alg *alg, const typename T::alg *ialg)
{
	alg->base.cra_flags = CRYPTO_ALG_ASYNC |
			      (ialg->base.cra_flags & CRYPTO_ALG_INHERITED_FLAGS);
	alg->base.cra_priority = ialg->base.cra_priority;
	alg->base.cra_blocksize = ialg->base.cra_blocksize;
	alg->base.cra_alignmask = ialg->base.cra_alignmask;
	// The wrapper belongs where the internal algorithm does. THIS_MODULE is NULL here, so the
	// internal algorithm's own address stands for its module (its .so, or the library).
	alg->base.cra_module = ialg->base.cra_module
				       ? ialg->base.cra_module
				       : reinterpret_cast<struct module *>(const_cast<void *>(
						 static_cast<const void *>(ialg)));
	alg->base.cra_ctxsize = sizeof(simd_ctx<T>);

	T::fill(alg, ialg);

	alg->init = simd_init<T>;
	alg->exit = simd_exit<T>;
	alg->setkey = simd_setkey<T>;
	alg->encrypt = simd_encrypt<T>;
	alg->decrypt = simd_decrypt<T>;
}

void simd_aead_type::fill(alg *a, const alg *ialg)
{
	fill_sizes(a, ialg);
	a->setauthsize = simd_aead_setauthsize;
}

template <typename T>
typename T::wrapper *simd_create(typename T::alg *ialg, const char *algname, const char *drvname,
				 const char *basename)
{
	using wrapper = typename T::wrapper;
	auto *salg = static_cast<wrapper *>(kzalloc(sizeof(wrapper), GFP_KERNEL));
	int err = -ENAMETOOLONG;

	if (!salg)
		return static_cast<wrapper *>(ERR_PTR(-ENOMEM));
	salg->ialg_name = basename;
	typename T::alg *alg = &salg->alg;

	if (snprintf(alg->base.cra_name, CRYPTO_MAX_ALG_NAME, "%s", algname) <
		    CRYPTO_MAX_ALG_NAME &&
	    snprintf(alg->base.cra_driver_name, CRYPTO_MAX_ALG_NAME, "%s", drvname) <
		    CRYPTO_MAX_ALG_NAME) {
		simd_fill<T>(alg, ialg);
		err = T::register_alg(alg);
	}
	if (err) {
		kfree(salg);
		return static_cast<wrapper *>(ERR_PTR(err));
	}
	return salg;
}

template <typename T> void simd_free(typename T::wrapper *salg)
{
	T::unregister_alg(&salg->alg);
	kfree(salg);
}

template <typename T>
void simd_unregister(typename T::alg *algs, int count, typename T::wrapper **simd_algs)
{
	T::unregister_algs(algs, count);
	for (int i = 0; i < count; i++) {
		if (simd_algs[i]) {
			simd_free<T>(simd_algs[i]);
			simd_algs[i] = nullptr;
		}
	}
}

// Registers each "__<name>" / "__<driver>" algorithm of @algs and a wrapper "<name>" /
// "<driver>" over it; on failure, undoes all of it.
template <typename T>
int simd_register(typename T::alg *algs, int count, typename T::wrapper **simd_algs)
{
	int err = T::register_algs(algs, count);

	if (err)
		return err;
	for (int i = 0; i < count; i++) {
		const char *algname = algs[i].base.cra_name;
		const char *drvname = algs[i].base.cra_driver_name;

		WARN_ON(strncmp(algname, "__", 2));
		WARN_ON(strncmp(drvname, "__", 2));
		typename T::wrapper *simd = simd_create<T>(algs + i, algname + 2, drvname + 2,
							   drvname);
		if (IS_ERR(simd)) {
			simd_unregister<T>(algs, count, simd_algs);
			return static_cast<int>(PTR_ERR(simd));
		}
		simd_algs[i] = simd;
	}
	return 0;
}

} // namespace

extern "C" struct simd_skcipher_alg *simd_skcipher_create_compat(struct skcipher_alg *ialg,
								 const char *algname,
								 const char *drvname,
								 const char *basename)
{
	return simd_create<simd_skcipher_type>(ialg, algname, drvname, basename);
}

extern "C" void simd_skcipher_free(struct simd_skcipher_alg *salg)
{
	simd_free<simd_skcipher_type>(salg);
}

extern "C" int simd_register_skciphers_compat(struct skcipher_alg *algs, int count,
					      struct simd_skcipher_alg **simd_algs)
{
	return simd_register<simd_skcipher_type>(algs, count, simd_algs);
}

extern "C" void simd_unregister_skciphers(struct skcipher_alg *algs, int count,
					  struct simd_skcipher_alg **simd_algs)
{
	simd_unregister<simd_skcipher_type>(algs, count, simd_algs);
}

extern "C" struct simd_aead_alg *simd_aead_create_compat(struct aead_alg *ialg, const char *algname,
							 const char *drvname, const char *basename)
{
	return simd_create<simd_aead_type>(ialg, algname, drvname, basename);
}

extern "C" void simd_aead_free(struct simd_aead_alg *salg)
{
	simd_free<simd_aead_type>(salg);
}

extern "C" int simd_register_aeads_compat(struct aead_alg *algs, int count,
					  struct simd_aead_alg **simd_algs)
{
	return simd_register<simd_aead_type>(algs, count, simd_algs);
}

extern "C" void simd_unregister_aeads(struct aead_alg *algs, int count,
				      struct simd_aead_alg **simd_algs)
{
	simd_unregister<simd_aead_type>(algs, count, simd_algs);
}
