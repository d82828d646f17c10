// SPDX-License-Identifier: GPL-2.0-only
// The rng algorithm type: registration, tfms, seeding and the shared default generator.
#include <asm/page.h>
#include <crypto/internal/rng.h>
#include <linux/err.h>
#include <linux/random.h>
#include <linux/seq_file.h>
#include <linux/slab.h>

#include <memory>
#include <mutex>

#include "internal.h"
#include "registry.h"
#include "ukc_kernel.h"

namespace {

std::mutex rng_default_lock;
int rng_default_refcnt;

int rng_init_tfm(struct crypto_tfm *tfm)
{
	return 0;
}

unsigned int rng_seedsize(struct crypto_alg *alg)
{
	return __crypto_rng_alg(alg)->seedsize;
}

void rng_show(struct seq_file *m, struct crypto_alg *alg)
{
	seq_printf(m, "type         : rng\n");
	seq_printf(m, "seedsize     : %u\n", rng_seedsize(alg));
}

const struct crypto_type crypto_rng_type = {
	.extsize = crypto_alg_extsize,
	.init_tfm = rng_init_tfm,
	.show = rng_show,
	.type = CRYPTO_ALG_TYPE_RNG,
	.maskclear = ~(unsigned int)CRYPTO_ALG_TYPE_MASK,
	.maskset = CRYPTO_ALG_TYPE_MASK,
	.tfmsize = offsetof(struct crypto_rng, base),
};

// Generators without test entropy (every one but the DRBGs) ignore it, as in 6.12.
void rng_default_set_ent(struct crypto_rng *tfm, const u8 *data, unsigned int len)
{
}

struct rng_seed_deleter {
	void operator()(u8 *p) const { kfree_sensitive(p); }
};

// 6.12's part of crypto_register_rng() that completes the descriptor.
int rng_prepare_alg(struct rng_alg *alg)
{
	struct crypto_alg *base = &alg->base;

	if (alg->seedsize > PAGE_SIZE / 8)
		return -EINVAL;

	base->cra_type = &crypto_rng_type;
	base->cra_flags &= ~CRYPTO_ALG_TYPE_MASK;
	base->cra_flags |= CRYPTO_ALG_TYPE_RNG;
	if (!alg->set_ent)
		alg->set_ent = rng_default_set_ent;
	return 0;
}

} // namespace

extern "C" {

struct crypto_rng *crypto_default_rng;

int crypto_rng_reset(struct crypto_rng *tfm, const u8 *seed, unsigned int slen)
{
	std::unique_ptr<u8, rng_seed_deleter> buf;

	// No seed but a length: the caller wants that many bytes of the system's randomness.
	if (!seed && slen) {
		buf.reset(static_cast<u8 *>(kmalloc(slen, GFP_KERNEL)));
		if (!buf)
			return -ENOMEM;
		int err = get_random_bytes_wait(buf.get(), slen);
		if (err)
			return err;
		seed = buf.get();
	}
	return crypto_rng_alg(tfm)->seed(tfm, seed, slen);
}

struct crypto_rng *crypto_alloc_rng(const char *alg_name, u32 type, u32 mask)
{
	return static_cast<struct crypto_rng *>(
		crypto_alloc_tfm(alg_name, &crypto_rng_type, type, mask));
}

int crypto_get_default_rng(void)
{
	std::lock_guard<std::mutex> guard(rng_default_lock);

	if (!crypto_default_rng) {
		struct crypto_rng *rng = crypto_alloc_rng("stdrng", 0, 0);

		if (IS_ERR(rng))
			return PTR_ERR(rng);
		int err = crypto_rng_reset(rng, NULL, crypto_rng_seedsize(rng));
		if (err) {
			crypto_free_rng(rng);
			return err;
		}
		crypto_default_rng = rng;
	}
	rng_default_refcnt++;
	return 0;
}

void crypto_put_default_rng(void)
{
	std::lock_guard<std::mutex> guard(rng_default_lock);

	rng_default_refcnt--;
}

int crypto_del_default_rng(void)
{
	std::lock_guard<std::mutex> guard(rng_default_lock);

	if (rng_default_refcnt)
		return -EBUSY;
	crypto_free_rng(crypto_default_rng);
	crypto_default_rng = NULL;
	return 0;
}

int crypto_register_rng(struct rng_alg *alg)
{
	return ukc::register_prepared(&alg->base, [alg] { return rng_prepare_alg(alg); });
}

void crypto_unregister_rng(struct rng_alg *alg)
{
	// 6.12's rng module deletes the default rng on exit; here the library's exits unregister
	// the generator under it first, so the unused default instance goes with its algorithm.
	{
		std::lock_guard<std::mutex> guard(rng_default_lock);

		if (crypto_default_rng && !rng_default_refcnt &&
		    crypto_rng_alg(crypto_default_rng) == alg) {
			crypto_free_rng(crypto_default_rng);
			crypto_default_rng = NULL;
		}
	}
	crypto_unregister_alg(&alg->base);
}

int crypto_register_rngs(struct rng_alg *algs, int count)
{
	return ukc::register_all(algs, count, crypto_register_rng, crypto_unregister_rng);
}

void crypto_unregister_rngs(struct rng_alg *algs, int count)
{
	ukc::unregister_all(algs, count, crypto_unregister_rng);
}

} // extern "C"
