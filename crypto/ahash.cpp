// SPDX-License-Identifier: GPL-2.0-only
// The ahash algorithm type: hashes over scatterlists, maybe asynchronous, and shash algorithms
// driven through the same interface.
#include <crypto/internal/hash.h>
#include <crypto/scatterwalk.h>
#include <linux/err.h>
#include <linux/highmem.h>
#include <linux/scatterlist.h>
#include <linux/seq_file.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "hash_priv.h"
#include "registry.h"
#include "ukc_kernel.h"

namespace {

extern const struct crypto_type crypto_ahash_type;

// An ahash tfm over an shash algorithm keeps only the inner shash tfm as its context.
struct crypto_shash *ahash_to_shash(struct crypto_ahash *tfm)
{
	return *static_cast<struct crypto_shash **>(crypto_ahash_ctx(tfm));
}

// Over an shash, the request context is the shash descriptor.
struct shash_desc *prepare_shash_desc(struct ahash_request *req, struct crypto_ahash *tfm)
{
	auto *desc = static_cast<struct shash_desc *>(ahash_request_ctx(req));

	desc->tfm = ahash_to_shash(tfm);
	return desc;
}

struct shash_desc *ahash_shash_desc(struct ahash_request *req)
{
	return static_cast<struct shash_desc *>(ahash_request_ctx(req));
}

void crypto_exit_ahash_using_shash(struct crypto_tfm *tfm)
{
	auto **ctx = static_cast<struct crypto_shash **>(crypto_tfm_ctx(tfm));

	crypto_free_shash(*ctx);
}

int crypto_init_ahash_using_shash(struct crypto_tfm *tfm)
{
	struct crypto_alg *calg = tfm->__crt_alg;
	struct crypto_ahash *crt = __crypto_ahash_cast(tfm);
	auto **ctx = static_cast<struct crypto_shash **>(crypto_tfm_ctx(tfm));

	// The inner tfm holds its own reference on the algorithm.
	if (!crypto_mod_get(calg))
		return -EAGAIN;
	void *shash = crypto_create_tfm(calg, &crypto_shash_type);
	if (IS_ERR(shash)) {
		crypto_mod_put(calg);
		return static_cast<int>(PTR_ERR(shash));
	}
	crt->using_shash = true;
	*ctx = static_cast<struct crypto_shash *>(shash);
	tfm->exit = crypto_exit_ahash_using_shash;

	crypto_ahash_set_flags(crt, crypto_shash_get_flags(*ctx) & CRYPTO_TFM_NEED_KEY);
	crt->reqsize = sizeof(struct shash_desc) + crypto_shash_descsize(*ctx);
	return 0;
}

// The current piece: what is left of the entry. The kernel stops at the page's end too; here
// an entry is one virtually contiguous range (see scatterwalk_pagelen()).
int hash_walk_next(struct crypto_hash_walk *walk)
{
	unsigned int nbytes = walk->entrylen;

	walk->data = static_cast<char *>(kmap_local_page(walk->pg)) + walk->offset;
	walk->entrylen -= nbytes;
	return static_cast<int>(nbytes);
}

// Empty entries are stepped over, so a zero-length entry inside a list ends nothing early.
int hash_walk_new_entry(struct crypto_hash_walk *walk)
{
	struct scatterlist *sg = walk->sg;

	while (!sg->length && walk->total)
		sg = sg_next(sg);
	walk->sg = sg;
	walk->pg = nth_page(sg_page(sg), sg->offset >> PAGE_SHIFT);
	walk->offset = static_cast<unsigned int>(offset_in_page(sg->offset));
	walk->entrylen = min(sg->length, walk->total);
	walk->total -= walk->entrylen;
	return hash_walk_next(walk);
}

int ahash_nosetkey(struct crypto_ahash *tfm, const u8 *key, unsigned int keylen)
{
	return -ENOSYS;
}

void ahash_set_needkey(struct crypto_ahash *tfm, struct ahash_alg *alg)
{
	if (alg->setkey != ahash_nosetkey && !(alg->halg.base.cra_flags & CRYPTO_ALG_OPTIONAL_KEY))
		crypto_ahash_set_flags(tfm, CRYPTO_TFM_NEED_KEY);
}

bool ahash_in_flight(int err)
{
	return err == -EINPROGRESS || err == -EBUSY;
}

// The default finup of an ahash without one runs update() then final() on a copy of the
// request, whose result buffer sits behind its context; the caller's result is written only
// when both succeeded.
int ahash_save_req(struct ahash_request *req, crypto_completion_t cplt)
{
	struct crypto_ahash *tfm = crypto_ahash_reqtfm(req);
	unsigned int reqsize = ALIGN(crypto_ahash_reqsize(tfm), crypto_tfm_ctx_alignment());
	u32 flags = ahash_request_flags(req);
	gfp_t gfp = (flags & CRYPTO_TFM_REQ_MAY_SLEEP) ? GFP_KERNEL : GFP_ATOMIC;
	auto *subreq = static_cast<struct ahash_request *>(kmalloc(
		sizeof(struct ahash_request) + reqsize + crypto_ahash_digestsize(tfm), gfp));

	if (!subreq)
		return -ENOMEM;
	ahash_request_set_tfm(subreq, tfm);
	ahash_request_set_callback(subreq, flags, cplt, req);
	u8 *result = reinterpret_cast<u8 *>(subreq + 1) + reqsize;
	ahash_request_set_crypt(subreq, req->src, result, req->nbytes);

	void *state = kmalloc(crypto_ahash_statesize(tfm), gfp);
	if (!state) {
		kfree(subreq);
		return -ENOMEM;
	}
	crypto_ahash_export(req, state);
	crypto_ahash_import(subreq, state);
	kfree_sensitive(state);
	req->priv = subreq;
	return 0;
}

void ahash_restore_req(struct ahash_request *req, int err)
{
	auto *subreq = static_cast<struct ahash_request *>(req->priv);

	if (!err)
		memcpy(req->result, subreq->result,
		       crypto_ahash_digestsize(crypto_ahash_reqtfm(req)));
	req->priv = nullptr;
	kfree_sensitive(subreq);
}

void ahash_def_finup_done2(void *data, int err)
{
	auto *areq = static_cast<struct ahash_request *>(data);

	if (err == -EINPROGRESS)
		return;
	ahash_restore_req(areq, err);
	ahash_request_complete(areq, err);
}

int ahash_def_finup_finish1(struct ahash_request *req, int err)
{
	auto *subreq = static_cast<struct ahash_request *>(req->priv);

	if (!err) {
		subreq->base.complete = ahash_def_finup_done2;
		err = crypto_ahash_alg(crypto_ahash_reqtfm(req))->final(subreq);
		if (ahash_in_flight(err))
			return err;
	}
	ahash_restore_req(req, err);
	return err;
}

void ahash_def_finup_done1(void *data, int err)
{
	auto *areq = static_cast<struct ahash_request *>(data);

	if (err != -EINPROGRESS) {
		auto *subreq = static_cast<struct ahash_request *>(areq->priv);

		// The rest runs from the callback: only the backlog permission carries over.
		subreq->base.flags &= CRYPTO_TFM_REQ_MAY_BACKLOG;
		err = ahash_def_finup_finish1(areq, err);
		if (ahash_in_flight(err))
			return;
	}
	ahash_request_complete(areq, err);
}

int ahash_def_finup(struct ahash_request *req)
{
	struct crypto_ahash *tfm = crypto_ahash_reqtfm(req);
	int err = ahash_save_req(req, ahash_def_finup_done1);

	if (err)
		return err;
	err = crypto_ahash_alg(tfm)->update(static_cast<struct ahash_request *>(req->priv));
	if (ahash_in_flight(err))
		return err;
	return ahash_def_finup_finish1(req, err);
}

void crypto_ahash_exit_tfm(struct crypto_tfm *tfm)
{
	struct crypto_ahash *hash = __crypto_ahash_cast(tfm);

	crypto_ahash_alg(hash)->exit_tfm(hash);
}

int crypto_ahash_init_tfm(struct crypto_tfm *tfm)
{
	struct crypto_ahash *hash = __crypto_ahash_cast(tfm);
	struct ahash_alg *alg = crypto_ahash_alg(hash);

	crypto_ahash_set_statesize(hash, alg->halg.statesize);
	crypto_ahash_set_reqsize(hash, alg->reqsize);

	if (tfm->__crt_alg->cra_type == &crypto_shash_type)
		return crypto_init_ahash_using_shash(tfm);

	ahash_set_needkey(hash, alg);
	if (alg->exit_tfm)
		tfm->exit = crypto_ahash_exit_tfm;
	return alg->init_tfm ? alg->init_tfm(hash) : 0;
}

unsigned int crypto_ahash_extsize(struct crypto_alg *alg)
{
	if (alg->cra_type == &crypto_shash_type)
		return sizeof(struct crypto_shash *);
	return crypto_alg_extsize(alg);
}

void crypto_ahash_free_instance(struct crypto_instance *inst)
{
	struct ahash_instance *ahash = ahash_instance(inst);

	ahash->free(ahash);
}

void crypto_ahash_show(struct seq_file *m, struct crypto_alg *alg)
{
	seq_printf(m, "type         : ahash\n");
	seq_printf(m, "async        : %s\n", alg->cra_flags & CRYPTO_ALG_ASYNC ? "yes" : "no");
	seq_printf(m, "blocksize    : %u\n", alg->cra_blocksize);
	seq_printf(m, "digestsize   : %u\n", __crypto_hash_alg_common(alg)->digestsize);
}

const struct crypto_type crypto_ahash_type = {
	.extsize = crypto_ahash_extsize,
	.init_tfm = crypto_ahash_init_tfm,
	.show = crypto_ahash_show,
	.free = crypto_ahash_free_instance,
	.type = CRYPTO_ALG_TYPE_AHASH,
	.maskclear = ~(unsigned int)CRYPTO_ALG_TYPE_MASK,
	.maskset = CRYPTO_ALG_TYPE_AHASH_MASK,
	.tfmsize = offsetof(struct crypto_ahash, base),
};

int ahash_prepare_alg(struct ahash_alg *alg)
{
	struct crypto_alg *base = &alg->halg.base;

	if (alg->halg.statesize == 0)
		return -EINVAL;
	if (alg->reqsize && alg->reqsize < alg->halg.statesize)
		return -EINVAL;

	int err = hash_prepare_alg(&alg->halg);
	if (err)
		return err;

	base->cra_type = &crypto_ahash_type;
	base->cra_flags |= CRYPTO_ALG_TYPE_AHASH;
	if (!alg->finup)
		alg->finup = ahash_def_finup;
	if (!alg->setkey)
		alg->setkey = ahash_nosetkey;
	return 0;
}

} // namespace

extern "C" {

int shash_ahash_update(struct ahash_request *req, struct shash_desc *desc)
{
	struct crypto_hash_walk walk;
	int nbytes;

	for (nbytes = crypto_hash_walk_first(req, &walk); nbytes > 0;
	     nbytes = crypto_hash_walk_done(&walk, nbytes))
		nbytes = crypto_shash_update(desc, reinterpret_cast<const u8 *>(walk.data),
					     static_cast<unsigned int>(nbytes));
	return nbytes;
}

int shash_ahash_finup(struct ahash_request *req, struct shash_desc *desc)
{
	struct crypto_hash_walk walk;
	int nbytes = crypto_hash_walk_first(req, &walk);

	if (!nbytes)
		return crypto_shash_final(desc, req->result);
	do {
		const u8 *data = reinterpret_cast<const u8 *>(walk.data);
		auto len = static_cast<unsigned int>(nbytes);

		nbytes = crypto_hash_walk_last(&walk)
				 ? crypto_shash_finup(desc, data, len, req->result)
				 : crypto_shash_update(desc, data, len);
		nbytes = crypto_hash_walk_done(&walk, nbytes);
	} while (nbytes > 0);
	return nbytes;
}

int shash_ahash_digest(struct ahash_request *req, struct shash_desc *desc)
{
	unsigned int nbytes = req->nbytes;
	struct scatterlist *sg = req->src;

	// Data within one entry goes to digest() in one call.
	if (nbytes && nbytes <= sg->length) {
		auto *data = static_cast<u8 *>(kmap_local_page(sg_page(sg)));
		int err = crypto_shash_digest(desc, data + sg->offset, nbytes, req->result);

		kunmap_local(data);
		return err;
	}
	int err = crypto_shash_init(desc);
	return err ? err : shash_ahash_finup(req, desc);
}

int crypto_hash_walk_done(struct crypto_hash_walk *walk, int err)
{
	walk->data -= walk->offset;
	kunmap_local(walk->data);
	if (err)
		return err;

	if (walk->entrylen) {
		walk->offset = 0;
		walk->pg = nth_page(walk->pg, 1);
		return hash_walk_next(walk);
	}
	if (!walk->total)
		return 0;
	walk->sg = sg_next(walk->sg);
	return hash_walk_new_entry(walk);
}

int crypto_hash_walk_first(struct ahash_request *req, struct crypto_hash_walk *walk)
{
	walk->total = req->nbytes;
	if (!walk->total) {
		walk->entrylen = 0;
		return 0;
	}
	walk->sg = req->src;
	walk->flags = req->base.flags;
	return hash_walk_new_entry(walk);
}

int crypto_ahash_setkey(struct crypto_ahash *tfm, const u8 *key, unsigned int keylen)
{
	int err;

	if (likely(tfm->using_shash)) {
		struct crypto_shash *shash = ahash_to_shash(tfm);

		err = crypto_shash_setkey(shash, key, keylen);
		if (unlikely(err)) {
			crypto_ahash_set_flags(tfm,
					       crypto_shash_get_flags(shash) & CRYPTO_TFM_NEED_KEY);
			return err;
		}
	} else {
		struct ahash_alg *alg = crypto_ahash_alg(tfm);

		err = alg->setkey(tfm, key, keylen);
		if (unlikely(err)) {
			ahash_set_needkey(tfm, alg);
			return err;
		}
	}
	crypto_ahash_clear_flags(tfm, CRYPTO_TFM_NEED_KEY);
	return 0;
}

int crypto_ahash_init(struct ahash_request *req)
{
	struct crypto_ahash *tfm = crypto_ahash_reqtfm(req);

	if (likely(tfm->using_shash))
		return crypto_shash_init(prepare_shash_desc(req, tfm));
	if (crypto_ahash_get_flags(tfm) & CRYPTO_TFM_NEED_KEY)
		return -ENOKEY;
	return crypto_ahash_alg(tfm)->init(req);
}

int crypto_ahash_update(struct ahash_request *req)
{
	struct crypto_ahash *tfm = crypto_ahash_reqtfm(req);

	if (likely(tfm->using_shash))
		return shash_ahash_update(req, ahash_shash_desc(req));
	return crypto_ahash_alg(tfm)->update(req);
}

int crypto_ahash_final(struct ahash_request *req)
{
	struct crypto_ahash *tfm = crypto_ahash_reqtfm(req);

	if (likely(tfm->using_shash))
		return crypto_shash_final(ahash_shash_desc(req), req->result);
	return crypto_ahash_alg(tfm)->final(req);
}

int crypto_ahash_finup(struct ahash_request *req)
{
	struct crypto_ahash *tfm = crypto_ahash_reqtfm(req);

	if (likely(tfm->using_shash))
		return shash_ahash_finup(req, ahash_shash_desc(req));
	return crypto_ahash_alg(tfm)->finup(req);
}

int crypto_ahash_digest(struct ahash_request *req)
{
	struct crypto_ahash *tfm = crypto_ahash_reqtfm(req);

	if (likely(tfm->using_shash))
		return shash_ahash_digest(req, prepare_shash_desc(req, tfm));
	if (crypto_ahash_get_flags(tfm) & CRYPTO_TFM_NEED_KEY)
		return -ENOKEY;
	return crypto_ahash_alg(tfm)->digest(req);
}

int crypto_ahash_export(struct ahash_request *req, void *out)
{
	struct crypto_ahash *tfm = crypto_ahash_reqtfm(req);

	if (likely(tfm->using_shash))
		return crypto_shash_export(ahash_shash_desc(req), out);
	return crypto_ahash_alg(tfm)->export_(req, out);
}

int crypto_ahash_import(struct ahash_request *req, const void *in)
{
	struct crypto_ahash *tfm = crypto_ahash_reqtfm(req);

	if (likely(tfm->using_shash))
		return crypto_shash_import(prepare_shash_desc(req, tfm), in);
	if (crypto_ahash_get_flags(tfm) & CRYPTO_TFM_NEED_KEY)
		return -ENOKEY;
	return crypto_ahash_alg(tfm)->import(req, in);
}

int crypto_grab_ahash(struct crypto_ahash_spawn *spawn, struct crypto_instance *inst,
		      const char *name, u32 type, u32 mask)
{
	spawn->base.frontend = &crypto_ahash_type;
	return crypto_grab_spawn(&spawn->base, inst, name, type, mask);
}

struct crypto_ahash *crypto_alloc_ahash(const char *alg_name, u32 type, u32 mask)
{
	return static_cast<struct crypto_ahash *>(
		crypto_alloc_tfm(alg_name, &crypto_ahash_type, type, mask));
}

int crypto_has_ahash(const char *alg_name, u32 type, u32 mask)
{
	return crypto_type_has_alg(alg_name, &crypto_ahash_type, type, mask);
}

int crypto_register_ahash(struct ahash_alg *alg)
{
	return ukc::register_prepared(&alg->halg.base, [alg] { return ahash_prepare_alg(alg); });
}

void crypto_unregister_ahash(struct ahash_alg *alg)
{
	crypto_unregister_alg(&alg->halg.base);
}

int crypto_register_ahashes(struct ahash_alg *algs, int count)
{
	return ukc::register_all(algs, count, crypto_register_ahash, crypto_unregister_ahash);
}

void crypto_unregister_ahashes(struct ahash_alg *algs, int count)
{
	ukc::unregister_all(algs, count, crypto_unregister_ahash);
}

int ahash_register_instance(struct crypto_template *tmpl, struct ahash_instance *inst)
{
	return ukc::register_instance_prepared(tmpl, inst, ahash_crypto_instance(inst),
					       [inst] { return ahash_prepare_alg(&inst->alg); });
}

} // extern "C"
