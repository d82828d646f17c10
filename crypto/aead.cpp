// SPDX-License-Identifier: GPL-2.0-only
// The AEAD algorithm type: registration, tfms, keys, tag sizes and the encrypt/decrypt entries.

#include <algorithm>
#include <climits>

#include <crypto/internal/aead.h>
#include <linux/err.h>
#include <linux/mm.h>
#include <linux/seq_file.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "internal.h"
#include "registry.h"
#include "setkey_aligned.h"
#include "ukc_kernel.h"

namespace {

extern const struct crypto_type crypto_aead_type;

// A key at an address the driver cannot take is copied to an aligned buffer first.
int aead_setkey_unaligned(struct crypto_aead *tfm, const u8 *key, unsigned int keylen)
{
	return ukc::setkey_aligned(crypto_aead_alignmask(tfm), key, keylen, [&](const u8 *aligned) {
		return crypto_aead_alg(tfm)->setkey(tfm, aligned, keylen);
	});
}

// A new tfm needs a key and uses the largest tag the algorithm has.
int crypto_aead_init_tfm(struct crypto_tfm *tfm)
{
	struct crypto_aead *aead = __crypto_aead_cast(tfm);

	crypto_aead_set_flags(aead, CRYPTO_TFM_NEED_KEY);
	aead->authsize = crypto_aead_alg(aead)->maxauthsize;
	return ukc::alg_init_tfm<__crypto_aead_cast, crypto_aead_alg>(aead);
}

void crypto_aead_show(struct seq_file *m, struct crypto_alg *alg)
{
	struct aead_alg *aead = container_of(alg, struct aead_alg, base);

	seq_printf(m, "type         : aead\n");
	seq_printf(m, "async        : %s\n", alg->cra_flags & CRYPTO_ALG_ASYNC ? "yes" : "no");
	seq_printf(m, "blocksize    : %u\n", alg->cra_blocksize);
	seq_printf(m, "ivsize       : %u\n", aead->ivsize);
	seq_printf(m, "maxauthsize  : %u\n", aead->maxauthsize);
	seq_printf(m, "geniv        : <none>\n");
}

void crypto_aead_free_instance(struct crypto_instance *inst)
{
	struct aead_instance *aead = aead_instance(inst);

	aead->free(aead);
}

const struct crypto_type crypto_aead_type = {
	.extsize = crypto_alg_extsize,
	.init_tfm = crypto_aead_init_tfm,
	.show = crypto_aead_show,
	.free = crypto_aead_free_instance,
	.type = CRYPTO_ALG_TYPE_AEAD,
	.maskclear = ~(unsigned int)CRYPTO_ALG_TYPE_MASK,
	.maskset = CRYPTO_ALG_TYPE_MASK,
	.tfmsize = offsetof(struct crypto_aead, base),
};

// 6.12's aead_prepare_alg(): sizes a walk or a request context can hold, chunksize default.
int aead_prepare_alg(struct aead_alg *alg)
{
	struct crypto_alg *base = &alg->base;

	if (std::max({ alg->maxauthsize, alg->ivsize, alg->chunksize }) > PAGE_SIZE / 8)
		return -EINVAL;
	if (!alg->chunksize)
		alg->chunksize = base->cra_blocksize;

	base->cra_type = &crypto_aead_type;
	base->cra_flags &= ~CRYPTO_ALG_TYPE_MASK;
	base->cra_flags |= CRYPTO_ALG_TYPE_AEAD;
	return 0;
}

} // namespace

extern "C" {

int crypto_aead_setkey(struct crypto_aead *tfm, const u8 *key, unsigned int keylen)
{
	unsigned long alignmask = crypto_aead_alignmask(tfm);
	int err;

	if ((unsigned long)key & alignmask)
		err = aead_setkey_unaligned(tfm, key, keylen);
	else
		err = crypto_aead_alg(tfm)->setkey(tfm, key, keylen);

	if (unlikely(err)) {
		crypto_aead_set_flags(tfm, CRYPTO_TFM_NEED_KEY);
		return err;
	}
	crypto_aead_clear_flags(tfm, CRYPTO_TFM_NEED_KEY);
	return 0;
}

int crypto_aead_setauthsize(struct crypto_aead *tfm, unsigned int authsize)
{
	unsigned int maxauthsize = crypto_aead_maxauthsize(tfm);
	struct aead_alg *alg = crypto_aead_alg(tfm);

	// A zero tag is only right for an algorithm that has none (maxauthsize 0).
	if ((!authsize && maxauthsize) || authsize > maxauthsize)
		return -EINVAL;
	if (alg->setauthsize) {
		int err = alg->setauthsize(tfm, authsize);

		if (err)
			return err;
	}
	tfm->authsize = authsize;
	return 0;
}

namespace {

// Every driver and walker adds these lengths in 32 bits (the offset of the tag is
// assoclen + text): a request whose sum does not fit names bytes no scatterlist can hold,
// and would make those sums wrap (an x86 GCM check read ~4 GiB from a 128-byte buffer).
bool aead_lengths_fit(const struct aead_request *req, unsigned int extra)
{
	return static_cast<u64>(req->assoclen) + req->cryptlen + extra <= UINT_MAX;
}

} // namespace

int crypto_aead_encrypt(struct aead_request *req)
{
	struct crypto_aead *aead = crypto_aead_reqtfm(req);

	if (crypto_aead_get_flags(aead) & CRYPTO_TFM_NEED_KEY)
		return -ENOKEY;
	if (!aead_lengths_fit(req, crypto_aead_authsize(aead)))
		return -EINVAL;
	return crypto_aead_alg(aead)->encrypt(req);
}

int crypto_aead_decrypt(struct aead_request *req)
{
	struct crypto_aead *aead = crypto_aead_reqtfm(req);

	if (crypto_aead_get_flags(aead) & CRYPTO_TFM_NEED_KEY)
		return -ENOKEY;
	// The tag is part of cryptlen: a shorter input cannot hold it.
	if (req->cryptlen < crypto_aead_authsize(aead) || !aead_lengths_fit(req, 0))
		return -EINVAL;
	return crypto_aead_alg(aead)->decrypt(req);
}

int crypto_grab_aead(struct crypto_aead_spawn *spawn, struct crypto_instance *inst,
		     const char *name, u32 type, u32 mask)
{
	spawn->base.frontend = &crypto_aead_type;
	return crypto_grab_spawn(&spawn->base, inst, name, type, mask);
}

struct crypto_aead *crypto_alloc_aead(const char *alg_name, u32 type, u32 mask)
{
	return static_cast<struct crypto_aead *>(
		crypto_alloc_tfm(alg_name, &crypto_aead_type, type, mask));
}

int crypto_has_aead(const char *alg_name, u32 type, u32 mask)
{
	return crypto_type_has_alg(alg_name, &crypto_aead_type, type, mask);
}

int crypto_register_aead(struct aead_alg *alg)
{
	return ukc::register_prepared(&alg->base, [alg] { return aead_prepare_alg(alg); });
}

void crypto_unregister_aead(struct aead_alg *alg)
{
	crypto_unregister_alg(&alg->base);
}

int crypto_register_aeads(struct aead_alg *algs, int count)
{
	return ukc::register_all(algs, count, crypto_register_aead, crypto_unregister_aead);
}

void crypto_unregister_aeads(struct aead_alg *algs, int count)
{
	ukc::unregister_all(algs, count, crypto_unregister_aead);
}

int aead_register_instance(struct crypto_template *tmpl, struct aead_instance *inst)
{
	return ukc::register_instance_prepared(tmpl, inst, aead_crypto_instance(inst),
					       [inst] { return aead_prepare_alg(&inst->alg); });
}

} // extern "C"
