// SPDX-License-Identifier: GPL-2.0-only
// The acomp algorithm type: registration, tfms and requests; scomp algorithms answer acomp
// lookups too, through the bridge in scompress.cpp, as in 6.12.
#include <crypto/internal/acompress.h>
#include <linux/err.h>
#include <linux/seq_file.h>
#include <linux/slab.h>

#include "compress_type.h"
#include "internal.h"
#include "registry.h"
#include "ukc_kernel.h"

namespace {

extern const struct crypto_type crypto_acomp_type;

struct acomp_alg *__crypto_acomp_alg(struct crypto_alg *alg)
{
	return container_of(alg, struct acomp_alg, calg.base);
}

struct acomp_alg *crypto_acomp_alg(struct crypto_acomp *tfm)
{
	return __crypto_acomp_alg(crypto_acomp_tfm(tfm)->__crt_alg);
}

bool acomp_is_bridged(struct crypto_tfm *tfm)
{
	return tfm->__crt_alg->cra_type != &crypto_acomp_type;
}

void crypto_acomp_show(struct seq_file *m, struct crypto_alg *alg)
{
	seq_puts(m, "type         : acomp\n");
}

int crypto_acomp_init_tfm(struct crypto_tfm *tfm)
{
	struct crypto_acomp *acomp = __crypto_acomp_tfm(tfm);

	// An scomp algorithm found by an acomp lookup: served through an scomp tfm.
	if (acomp_is_bridged(tfm))
		return crypto_init_scomp_ops_async(tfm);

	struct acomp_alg *alg = crypto_acomp_alg(acomp);
	acomp->compress = alg->compress;
	acomp->decompress = alg->decompress;
	acomp->dst_free = alg->dst_free;
	acomp->reqsize = alg->reqsize;
	return ukc::alg_init_tfm<__crypto_acomp_tfm, crypto_acomp_alg>(acomp);
}

// A bridged tfm's context is the pointer to its scomp tfm.
unsigned int crypto_acomp_extsize(struct crypto_alg *alg)
{
	unsigned int extsize = crypto_alg_extsize(alg);

	if (alg->cra_type != &crypto_acomp_type)
		extsize += sizeof(struct crypto_scomp *);
	return extsize;
}

const struct crypto_type crypto_acomp_type = {
	.extsize = crypto_acomp_extsize,
	.init_tfm = crypto_acomp_init_tfm,
	.show = crypto_acomp_show,
	.type = CRYPTO_ALG_TYPE_ACOMPRESS,
	.maskclear = ~(unsigned int)CRYPTO_ALG_TYPE_MASK,
	.maskset = CRYPTO_ALG_TYPE_ACOMPRESS_MASK,
	.tfmsize = offsetof(struct crypto_acomp, base),
};

} // namespace

extern "C" {

struct crypto_acomp *crypto_alloc_acomp(const char *alg_name, u32 type, u32 mask)
{
	return static_cast<struct crypto_acomp *>(
		crypto_alloc_tfm(alg_name, &crypto_acomp_type, type, mask));
}

struct crypto_acomp *crypto_alloc_acomp_node(const char *alg_name, u32 type, u32 mask, int node)
{
	return crypto_alloc_acomp(alg_name, type, mask);
}

struct acomp_req *acomp_request_alloc(struct crypto_acomp *acomp)
{
	struct acomp_req *req = __acomp_request_alloc(acomp);

	if (req && acomp_is_bridged(crypto_acomp_tfm(acomp)))
		return crypto_acomp_scomp_alloc_ctx(req);
	return req;
}

void acomp_request_free(struct acomp_req *req)
{
	if (!req)
		return;
	struct crypto_acomp *acomp = crypto_acomp_reqtfm(req);

	if (acomp_is_bridged(crypto_acomp_tfm(acomp)))
		crypto_acomp_scomp_free_ctx(req);
	if (req->flags & CRYPTO_ACOMP_ALLOC_OUTPUT) {
		acomp->dst_free(req->dst);
		req->dst = NULL;
	}
	__acomp_request_free(req);
}

void comp_prepare_alg(struct comp_alg_common *alg)
{
	alg->base.cra_flags &= ~CRYPTO_ALG_TYPE_MASK;
}

int crypto_register_acomp(struct acomp_alg *alg)
{
	struct crypto_alg *base = &alg->calg.base;

	comp_prepare_alg(&alg->calg);
	base->cra_type = &crypto_acomp_type;
	base->cra_flags |= CRYPTO_ALG_TYPE_ACOMPRESS;
	return crypto_register_alg(base);
}

void crypto_unregister_acomp(struct acomp_alg *alg)
{
	crypto_unregister_alg(&alg->base);
}

int crypto_register_acomps(struct acomp_alg *algs, int count)
{
	return ukc::register_all(algs, count, crypto_register_acomp, crypto_unregister_acomp);
}

void crypto_unregister_acomps(struct acomp_alg *algs, int count)
{
	ukc::unregister_all(algs, count, crypto_unregister_acomp);
}

} // extern "C"
