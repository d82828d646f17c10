// SPDX-License-Identifier: GPL-2.0-only
// jitterentropy_rng: 6.12's CPU Jitter RNG as an rng, its pool SHA3-256 (sha3-256-generic), its
// time stamps the CPU's cycle counter, its start-up test run when the algorithm registers (or,
// with deferred self-tests, before the first instance is made).
#include <crypto/hash.h>
#include <crypto/internal/rng.h>
#include <crypto/sha3.h>
#include <linux/err.h>
#include <linux/fips.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/time.h>

#include <algorithm>
#include <mutex>
#include <new>

#include "jitterentropy.h"
#include "ukc_kernel.h"

namespace {

// 6.12 hashes with the generic SHA3-256 on purpose: a slower implementation varies more.
constexpr const char *jent_conditioning_hash = "sha3-256-generic";
// CONFIG_CRYPTO_JITTERENTROPY_OSR of a build without CRYPTO_FIPS && EXPERT.
constexpr unsigned int jent_osr = 1;

struct jent_ctx {
	std::mutex lock;
	struct rand_data *entropy_collector = nullptr;
	struct crypto_shash *tfm = nullptr;
	struct shash_desc *sdesc = nullptr;
};

jent_ctx *jent_get_ctx(struct crypto_tfm *tfm)
{
	return static_cast<jent_ctx *>(crypto_tfm_ctx(tfm));
}

void jent_ctx_release(jent_ctx *rng)
{
	if (rng->entropy_collector)
		jent_entropy_collector_free(rng->entropy_collector);
	if (rng->sdesc) {
		shash_desc_zero(rng->sdesc);
		kfree(rng->sdesc);
	}
	if (rng->tfm)
		crypto_free_shash(rng->tfm);
	rng->entropy_collector = nullptr;
	rng->sdesc = nullptr;
	rng->tfm = nullptr;
}

void jent_kcapi_cleanup(struct crypto_tfm *tfm)
{
	jent_ctx *rng = jent_get_ctx(tfm);
	{
		std::lock_guard<std::mutex> guard(rng->lock);
		jent_ctx_release(rng);
	}
	rng->~jent_ctx();
}

int jent_startup_test();

int jent_kcapi_init(struct crypto_tfm *tfm)
{
	int err = jent_startup_test();
	if (err)
		return err;
	jent_ctx *rng = new (crypto_tfm_ctx(tfm)) jent_ctx;
	struct crypto_shash *hash = crypto_alloc_shash(jent_conditioning_hash, 0, 0);
	if (IS_ERR(hash)) {
		pr_err("Cannot allocate conditioning digest\n");
		rng->~jent_ctx();
		return static_cast<int>(PTR_ERR(hash));
	}
	rng->tfm = hash;
	rng->sdesc = static_cast<struct shash_desc *>(
		kmalloc(sizeof(struct shash_desc) + crypto_shash_descsize(hash), GFP_KERNEL));
	if (rng->sdesc) {
		rng->sdesc->tfm = hash;
		crypto_shash_init(rng->sdesc);
		rng->entropy_collector = jent_entropy_collector_alloc(jent_osr, 0, rng->sdesc);
	}
	if (!rng->entropy_collector) {
		jent_ctx_release(rng);
		rng->~jent_ctx();
		return -ENOMEM;
	}
	return 0;
}

// 6.12's answers: -EAGAIN after an intermittent health failure (the start-up test passed
// again, the caller may retry), -EFAULT for a permanent one (a panic in FIPS mode, where the
// whole library counts as the FIPS module), -EINVAL for anything else.
int jent_kcapi_random(struct crypto_rng *tfm, const u8 *, unsigned int, u8 *rdata,
		      unsigned int dlen)
{
	jent_ctx *rng = jent_get_ctx(crypto_rng_tfm(tfm));
	std::lock_guard<std::mutex> guard(rng->lock);

	switch (jent_read_entropy(rng->entropy_collector, rdata, dlen)) {
	case 0:
		return 0;
	case -3:
		if (fips_enabled)
			panic("Jitter RNG permanent health test failure\n");
		pr_err("Jitter RNG permanent health test failure\n");
		return -EFAULT;
	case -2:
		pr_warn("Reset Jitter RNG due to intermittent health test failure\n");
		return -EAGAIN;
	default:
		return -EINVAL;
	}
}

// Nothing to seed: the noise source is its own input.
int jent_kcapi_reset(struct crypto_rng *, const u8 *, unsigned int)
{
	return 0;
}

struct rng_alg jent_alg = {
	.generate = jent_kcapi_random,
	.seed = jent_kcapi_reset,
	.seedsize = 0,
	.base = {
		.cra_ctxsize = sizeof(jent_ctx),
		.cra_priority = 100,
		.cra_name = "jitterentropy_rng",
		.cra_driver_name = "jitterentropy_rng",
		.cra_init = jent_kcapi_init,
		.cra_exit = jent_kcapi_cleanup,
		.cra_module = THIS_MODULE,
	},
};

// The start-up test (SP 800-90B 4.3) on a collector of its own: 0, -ENOMEM, or -EFAULT
// for a timer that fails it (a panic in FIPS mode), with 6.12's message.
int jent_run_startup_test()
{
	struct crypto_shash *tfm = crypto_alloc_shash(jent_conditioning_hash, 0, 0);
	if (IS_ERR(tfm))
		return static_cast<int>(PTR_ERR(tfm));
	int ret = -ENOMEM;
	auto *desc = static_cast<struct shash_desc *>(
		kzalloc(sizeof(struct shash_desc) + crypto_shash_descsize(tfm), GFP_KERNEL));
	if (desc) {
		desc->tfm = tfm;
		crypto_shash_init(desc);
		ret = jent_entropy_init(jent_osr, 0, desc, nullptr);
		shash_desc_zero(desc);
		kfree(desc);
	}
	crypto_free_shash(tfm);
	if (ret == -ENOMEM || !ret)
		return ret;
	if (fips_enabled)
		panic("jitterentropy: Initialization failed with host not compliant with "
		      "requirements: %d\n",
		      ret);
	pr_info("jitterentropy: Initialization failed with host not compliant with "
		"requirements: %d\n",
		ret);
	return -EFAULT;
}

// With deferred self-tests (libkcapi.so.1) the start-up test waits for the first instance,
// as the algorithms' self-tests wait for their first lookup: a program that never asks for
// jitterentropy_rng does not pay its ~1,000 timed samples at every start. It still runs, once,
// before any output. A failure then fails that and every later allocation (-EFAULT) instead
// of keeping the algorithm from registering. 1 while pending.
std::mutex jent_startup_lock;
int jent_startup_result = 0;

int jent_startup_test()
{
	std::lock_guard<std::mutex> guard(jent_startup_lock);
	if (jent_startup_result == 1 || jent_startup_result == -ENOMEM)
		jent_startup_result = jent_run_startup_test();
	return jent_startup_result;
}

// 6.12 runs the start-up test here and does not register on a failure.
int jent_mod_init()
{
	if (ukc::selftests_deferred()) {
		std::lock_guard<std::mutex> guard(jent_startup_lock);
		jent_startup_result = 1;
	} else {
		int ret = jent_run_startup_test();
		if (ret)
			return ret;
	}
	return crypto_register_rng(&jent_alg);
}

void jent_mod_exit()
{
	crypto_unregister_rng(&jent_alg);
}

} // namespace

extern "C" {

// 6.12's: random_get_entropy(), or ktime_get_ns() where that reads 0. A test's time source
// (ukc_jent_set_time_source()) is taken as it reads, 0 included, so a test can stop the
// clock (the start-up test's JENT_ENOTIME).
void jent_get_nstime(u64 *out)
{
	if (ukc_jent_time_fn fn = ukc::jent_time_source()) {
		*out = fn();
		return;
	}
	u64 t = random_get_entropy();
	*out = t ? t : ktime_get_ns();
}

// One sample into the pool: @hash_loop_cnt SHA3-256 runs over an intermediary block and the
// additional input, only so there is work whose duration is measured; their result goes into
// the pool as entropy-free input, then the time stamp (0 when stuck, for constant input length).
int jent_hash_time(void *hash_state, u64 time, u8 *addtl, unsigned int addtl_len, u64 hash_loop_cnt,
		   unsigned int stuck)
{
	auto *pool = static_cast<struct shash_desc *>(hash_state);
	SHASH_DESC_ON_STACK(desc, pool->tfm);
	u8 intermediary[SHA3_256_DIGEST_SIZE] = {};
	int ret = 0;

	desc->tfm = pool->tfm;
	if (crypto_shash_digestsize(desc->tfm) != sizeof(intermediary))
		return -EINVAL;
	for (u64 j = 0; !ret && j < hash_loop_cnt; j++) {
		ret = crypto_shash_init(desc);
		if (!ret)
			ret = crypto_shash_update(desc, intermediary, sizeof(intermediary));
		if (!ret)
			ret = crypto_shash_finup(desc, addtl, addtl_len, intermediary);
	}
	if (!ret)
		ret = crypto_shash_update(pool, intermediary, sizeof(intermediary));
	if (stuck)
		time = 0;
	if (!ret)
		ret = crypto_shash_update(pool, reinterpret_cast<const u8 *>(&time), sizeof(time));
	shash_desc_zero(desc);
	memzero_explicit(intermediary, sizeof(intermediary));
	return ret;
}

// Takes one block out of the pool and starts the pool over from that block.
int jent_read_random_block(void *hash_state, char *dst, unsigned int dst_len)
{
	auto *pool = static_cast<struct shash_desc *>(hash_state);
	u8 block[SHA3_256_DIGEST_SIZE];
	int ret = crypto_shash_final(pool, block);

	if (!ret)
		ret = crypto_shash_init(pool);
	if (!ret)
		ret = crypto_shash_update(pool, block, sizeof(block));
	if (!ret && dst_len)
		memcpy(dst, block, std::min<size_t>(dst_len, sizeof(block)));
	memzero_explicit(block, sizeof(block));
	return ret;
}

} // extern "C"

module_init(jent_mod_init);
module_exit(jent_mod_exit);
