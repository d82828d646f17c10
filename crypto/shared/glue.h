/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The C++ glue every template and wrapper of crypto/ is written with: one way to make, fill
 * and register an instance of each type, one child-request layout, and the per-type operations
 * the simd and cryptd wrappers are written once over (ukc::err_ptr is <linux/err.h>'s).
 */
#ifndef _UKC_CRYPTO_SHARED_GLUE_H
#define _UKC_CRYPTO_SHARED_GLUE_H

#include <crypto/internal/aead.h>
#include <crypto/internal/hash.h>
#include <crypto/internal/skcipher.h>
#include <linux/err.h>
#include <linux/slab.h>

#include <cstddef>
#include <cstdio>
#include <cstring>
#include <memory>

namespace ukc {

/* The generic instance inside each type's instance, and its context. */
inline struct crypto_instance *crypto_instance_of(struct skcipher_instance *inst)
{
	return skcipher_crypto_instance(inst);
}
inline struct crypto_instance *crypto_instance_of(struct lskcipher_instance *inst)
{
	return lskcipher_crypto_instance(inst);
}
inline struct crypto_instance *crypto_instance_of(struct aead_instance *inst)
{
	return aead_crypto_instance(inst);
}
inline struct crypto_instance *crypto_instance_of(struct shash_instance *inst)
{
	return shash_crypto_instance(inst);
}
inline struct crypto_instance *crypto_instance_of(struct ahash_instance *inst)
{
	return ahash_crypto_instance(inst);
}

/* The template's own context of @inst (what alloc_instance() reserved after it). */
template <typename Ctx, typename Inst> Ctx *instance_ctx(Inst *inst)
{
	return static_cast<Ctx *>(crypto_instance_ctx(crypto_instance_of(inst)));
}

/* Each type's *_register_instance(). */
inline int register_instance_of(struct crypto_template *tmpl, struct skcipher_instance *inst)
{
	return skcipher_register_instance(tmpl, inst);
}
inline int register_instance_of(struct crypto_template *tmpl, struct lskcipher_instance *inst)
{
	return lskcipher_register_instance(tmpl, inst);
}
inline int register_instance_of(struct crypto_template *tmpl, struct aead_instance *inst)
{
	return aead_register_instance(tmpl, inst);
}
inline int register_instance_of(struct crypto_template *tmpl, struct shash_instance *inst)
{
	return shash_register_instance(tmpl, inst);
}
inline int register_instance_of(struct crypto_template *tmpl, struct ahash_instance *inst)
{
	return ahash_register_instance(tmpl, inst);
}

/* An instance's free() drops its spawns and frees it: what a failed create() must run. */
template <typename Inst> struct instance_deleter {
	void operator()(Inst *inst) const { inst->free(inst); }
};

/* An instance under construction: its free() runs unless registration takes it over. */
template <typename Inst> using instance_ptr = std::unique_ptr<Inst, instance_deleter<Inst>>;

/*
 * A zeroed instance with @ctxsize bytes of the template's context after it and @free_fn as
 * its free(); empty when out of memory. @free_fn must cope with spawns never grabbed (the
 * crypto_drop_*() calls do).
 */
template <typename Inst> instance_ptr<Inst> alloc_instance(size_t ctxsize, void (*free_fn)(Inst *))
{
	auto *inst = static_cast<Inst *>(kzalloc(sizeof(Inst) + ctxsize, GFP_KERNEL));

	if (inst)
		inst->free = free_fn;
	return instance_ptr<Inst>(inst);
}

template <typename Inst, typename Ctx> instance_ptr<Inst> alloc_instance(void (*free_fn)(Inst *))
{
	return alloc_instance<Inst>(sizeof(Ctx), free_fn);
}

/* Registers @inst; on success the registry owns it and @inst is left empty. */
template <typename Inst>
int register_instance(struct crypto_template *tmpl, instance_ptr<Inst> &inst)
{
	int err = register_instance_of(tmpl, inst.get());

	if (!err)
		inst.release();
	return err;
}

/*
 * The name of a template's only argument, after checking the requested type against @type:
 * what crypto_check_attr_type() and crypto_attr_alg_name() give, in one call.
 */
inline int template_arg(struct rtattr **tb, u32 type, u32 *mask, const char **name)
{
	int err = crypto_check_attr_type(tb, type, mask);

	if (err)
		return err;
	*name = crypto_attr_alg_name(tb[1]);
	return IS_ERR(*name) ? (int)PTR_ERR(*name) : 0;
}

/* free() of an skcipher instance whose context is one skcipher spawn. */
inline void free_single_skcipher_instance(struct skcipher_instance *inst)
{
	crypto_drop_skcipher(instance_ctx<struct crypto_skcipher_spawn>(inst));
	kfree(inst);
}

/*
 * create() of a template over one skcipher named by its only argument (6.12's cts,
 * rfc3686): the instance's context is that skcipher's spawn; @fill names and fills the
 * instance from the algorithm grabbed, and its error ends the creation.
 */
inline int create_over_skcipher(struct crypto_template *tmpl, struct rtattr **tb,
				int (*fill)(struct skcipher_instance *inst,
					    struct skcipher_alg_common *alg))
{
	const char *name;
	u32 mask;
	int err = template_arg(tb, CRYPTO_ALG_TYPE_SKCIPHER, &mask, &name);

	if (err)
		return err;
	auto inst = alloc_instance<struct skcipher_instance, struct crypto_skcipher_spawn>(
		free_single_skcipher_instance);

	if (!inst)
		return -ENOMEM;
	auto *spawn = instance_ctx<struct crypto_skcipher_spawn>(inst.get());

	err = crypto_grab_skcipher(spawn, skcipher_crypto_instance(inst.get()), name, 0, mask);
	if (!err)
		err = fill(inst.get(), crypto_spawn_skcipher_alg_common(spawn));
	return err ? err : register_instance(tmpl, inst);
}

/*
 * create() of a mode over one cipher through 6.12's *_alloc_instance_simple() (@alloc_simple:
 * cbc, ctr, pcbc, kw, xctr): @fill checks the cipher and sets what the mode changes in the
 * instance, and its error ends the creation.
 */
template <typename Inst>
int create_simple(struct crypto_template *tmpl, struct rtattr **tb,
		  Inst *(*alloc_simple)(struct crypto_template *tmpl, struct rtattr **tb),
		  int (*fill)(Inst *inst))
{
	Inst *raw = alloc_simple(tmpl, tb);

	if (IS_ERR(raw))
		return (int)PTR_ERR(raw);
	instance_ptr<Inst> inst(raw);
	int err = fill(raw);

	return err ? err : register_instance(tmpl, inst);
}

/*
 * Grabs @name as an skcipher for @inst; when no skcipher has that name and it is not an
 * "ecb(...)" already, "ecb(@name)" instead: how 6.12's xts and lrw take a cipher's name.
 */
inline int grab_skcipher_or_ecb(struct crypto_skcipher_spawn *spawn, struct crypto_instance *inst,
				const char *name, u32 mask)
{
	char ecb_name[CRYPTO_MAX_ALG_NAME];
	int err = crypto_grab_skcipher(spawn, inst, name, 0, mask);

	if (err != -ENOENT || !strncmp(name, "ecb(", 4))
		return err;
	if (snprintf(ecb_name, sizeof(ecb_name), "ecb(%s)", name) >= CRYPTO_MAX_ALG_NAME)
		return -ENAMETOOLONG;
	return crypto_grab_skcipher(spawn, inst, ecb_name, 0, mask);
}

/*
 * The child request of a template's request: the kernel's layout, the inner request as the
 * last member of the request context, its own context following it in the same allocation.
 * UKC_CHILD_REQUEST_LAST(ctx, member) asserts it is last; child_reqsize() is what the
 * template's init_tfm() gives crypto_*_set_reqsize().
 */
#define UKC_CHILD_REQUEST_LAST(type, member)                                                      \
	static_assert(offsetof(type, member) + sizeof(((type *)nullptr)->member) == sizeof(type), \
		      #member " must be the last member of " #type ": its context follows it")

template <typename ReqCtx> unsigned int child_reqsize(struct crypto_skcipher *child)
{
	return sizeof(ReqCtx) + crypto_skcipher_reqsize(child);
}
template <typename ReqCtx> unsigned int child_reqsize(struct crypto_aead *child)
{
	return sizeof(ReqCtx) + crypto_aead_reqsize(child);
}
template <typename ReqCtx> unsigned int child_reqsize(struct crypto_ahash *child)
{
	return sizeof(ReqCtx) + crypto_ahash_reqsize(child);
}

/*
 * What the simd and cryptd wrappers need of one algorithm type: its structs, and the calls
 * whose names differ between skciphers and AEADs. Each wrapper's code is written once over
 * these (and adds what is its own).
 */
struct skcipher_ops {
	using tfm = struct crypto_skcipher;
	using request = struct skcipher_request;
	using alg = struct skcipher_alg;
	using instance = struct skcipher_instance;
	using spawn = struct crypto_skcipher_spawn;
	using spawn_alg = struct skcipher_alg_common;

	static void *ctx(tfm *t) { return crypto_skcipher_ctx(t); }
	static struct crypto_tfm *base(tfm *t) { return crypto_skcipher_tfm(t); }
	static alg *alg_of(tfm *t) { return crypto_skcipher_alg(t); }
	static void free_tfm(tfm *t) { crypto_free_skcipher(t); }
	static unsigned int reqsize(tfm *t) { return crypto_skcipher_reqsize(t); }
	static void set_reqsize(tfm *t, unsigned int n) { crypto_skcipher_set_reqsize(t, n); }
	/* Sets @key on @to, with @from's request flags. */
	static int setkey(tfm *to, tfm *from, const u8 *key, unsigned int keylen)
	{
		crypto_skcipher_clear_flags(to, CRYPTO_TFM_REQ_MASK);
		crypto_skcipher_set_flags(to,
					  crypto_skcipher_get_flags(from) & CRYPTO_TFM_REQ_MASK);
		return crypto_skcipher_setkey(to, key, keylen);
	}

	static void *request_ctx(request *req) { return skcipher_request_ctx(req); }
	static tfm *reqtfm(request *req) { return crypto_skcipher_reqtfm(req); }
	static void set_tfm(request *req, tfm *t) { skcipher_request_set_tfm(req, t); }
	/* @subreq carries @req's data, may sleep and has no callback. */
	static void set_child_request(request *subreq, request *req)
	{
		skcipher_request_set_callback(subreq, CRYPTO_TFM_REQ_MAY_SLEEP, nullptr, nullptr);
		skcipher_request_set_crypt(subreq, req->src, req->dst, req->cryptlen, req->iv);
	}
	static void complete(request *req, int err) { skcipher_request_complete(req, err); }
	static int crypt(request *req, bool enc)
	{
		return enc ? crypto_skcipher_encrypt(req) : crypto_skcipher_decrypt(req);
	}

	static instance *instance_of(tfm *t) { return skcipher_alg_instance(t); }
	static int grab(spawn *s, struct crypto_instance *inst, const char *name, u32 type,
			u32 mask)
	{
		return crypto_grab_skcipher(s, inst, name, type, mask);
	}
	static spawn_alg *spawn_alg_of(spawn *s) { return crypto_spawn_skcipher_alg_common(s); }
	static tfm *spawn_tfm(spawn *s) { return crypto_spawn_skcipher(s); }
	static void drop(spawn *s) { crypto_drop_skcipher(s); }
	/* The sizes an instance or wrapper takes over from the algorithm it runs. */
	template <typename From> static void fill_sizes(alg *a, const From *from)
	{
		a->ivsize = from->ivsize;
		a->chunksize = from->chunksize;
		a->min_keysize = from->min_keysize;
		a->max_keysize = from->max_keysize;
	}

	static int register_alg(alg *a) { return crypto_register_skcipher(a); }
	static void unregister_alg(alg *a) { crypto_unregister_skcipher(a); }
	static int register_algs(alg *a, int n) { return crypto_register_skciphers(a, n); }
	static void unregister_algs(alg *a, int n) { crypto_unregister_skciphers(a, n); }
};

struct aead_ops {
	using tfm = struct crypto_aead;
	using request = struct aead_request;
	using alg = struct aead_alg;
	using instance = struct aead_instance;
	using spawn = struct crypto_aead_spawn;
	using spawn_alg = struct aead_alg;

	static void *ctx(tfm *t) { return crypto_aead_ctx(t); }
	static struct crypto_tfm *base(tfm *t) { return crypto_aead_tfm(t); }
	static alg *alg_of(tfm *t) { return crypto_aead_alg(t); }
	static void free_tfm(tfm *t) { crypto_free_aead(t); }
	static unsigned int reqsize(tfm *t) { return crypto_aead_reqsize(t); }
	static void set_reqsize(tfm *t, unsigned int n) { crypto_aead_set_reqsize(t, n); }
	static int setkey(tfm *to, tfm *from, const u8 *key, unsigned int keylen)
	{
		crypto_aead_clear_flags(to, CRYPTO_TFM_REQ_MASK);
		crypto_aead_set_flags(to, crypto_aead_get_flags(from) & CRYPTO_TFM_REQ_MASK);
		return crypto_aead_setkey(to, key, keylen);
	}

	static void *request_ctx(request *req) { return aead_request_ctx(req); }
	static tfm *reqtfm(request *req) { return crypto_aead_reqtfm(req); }
	static void set_tfm(request *req, tfm *t) { aead_request_set_tfm(req, t); }
	static void set_child_request(request *subreq, request *req)
	{
		aead_request_set_callback(subreq, CRYPTO_TFM_REQ_MAY_SLEEP, nullptr, nullptr);
		aead_request_set_crypt(subreq, req->src, req->dst, req->cryptlen, req->iv);
		aead_request_set_ad(subreq, req->assoclen);
	}
	static void complete(request *req, int err) { aead_request_complete(req, err); }
	static int crypt(request *req, bool enc)
	{
		return enc ? crypto_aead_encrypt(req) : crypto_aead_decrypt(req);
	}

	static instance *instance_of(tfm *t) { return aead_alg_instance(t); }
	static int grab(spawn *s, struct crypto_instance *inst, const char *name, u32 type,
			u32 mask)
	{
		return crypto_grab_aead(s, inst, name, type, mask);
	}
	static spawn_alg *spawn_alg_of(spawn *s) { return crypto_spawn_aead_alg(s); }
	static tfm *spawn_tfm(spawn *s) { return crypto_spawn_aead(s); }
	static void drop(spawn *s) { crypto_drop_aead(s); }
	template <typename From> static void fill_sizes(alg *a, const From *from)
	{
		a->ivsize = from->ivsize;
		a->maxauthsize = from->maxauthsize;
		a->chunksize = from->chunksize;
	}

	static int register_alg(alg *a) { return crypto_register_aead(a); }
	static void unregister_alg(alg *a) { crypto_unregister_aead(a); }
	static int register_algs(alg *a, int n) { return crypto_register_aeads(a, n); }
	static void unregister_algs(alg *a, int n) { crypto_unregister_aeads(a, n); }
};

} // namespace ukc

#endif /* _UKC_CRYPTO_SHARED_GLUE_H */
