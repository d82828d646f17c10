// SPDX-License-Identifier: GPL-2.0-only
// The SP 800-90A DRBGs as 6.12 registers them: "stdrng" drivers drbg_pr_* and drbg_nopr_*
// over CTR_DRBG (AES), Hash_DRBG and HMAC_DRBG (SHA-256/384/512).
//
// Entropy comes from getrandom(2) (get_random_bytes()), which blocks only until the system's
// pool is initialised, so every seeding is a full one. As in 6.12, an instance outside test
// mode also takes as much again from the Jitter RNG ("jitterentropy_rng") at its instantiation
// and each reseed; FIPS mode demands it, elsewhere the DRBG goes on without it.
#include <crypto/internal/rng.h>
#include <crypto/rng.h>
#include <linux/err.h>
#include <linux/fips.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/random.h>
#include <linux/string.h>

#include <cstdio>
#include <new>

#include "drbg_priv.h"

namespace {

using ukc::drbg::input_list;
using ukc::drbg::seed_state;
using ukc::drbg::state;

// The order is 6.12's: each driver gets a priority one above the one before it, pr_* first,
// so "stdrng" is drbg_nopr_hmac_sha512. statelen is seedlen (SP 800-90A 10.1 Table 2, 10.2.1
// Table 3) or the HMAC's outlen.
constexpr ukc::drbg::core_def drbg_cores[] = {
	{ DRBG_CTR | DRBG_STRENGTH128, 32, 16, "ctr_aes128", "aes" },
	{ DRBG_CTR | DRBG_STRENGTH192, 40, 16, "ctr_aes192", "aes" },
	{ DRBG_CTR | DRBG_STRENGTH256, 48, 16, "ctr_aes256", "aes" },
	{ DRBG_HASH | DRBG_STRENGTH256, 111, 48, "sha384", "sha384" },
	{ DRBG_HASH | DRBG_STRENGTH256, 111, 64, "sha512", "sha512" },
	{ DRBG_HASH | DRBG_STRENGTH256, 55, 32, "sha256", "sha256" },
	{ DRBG_HMAC | DRBG_STRENGTH256, 48, 48, "hmac_sha384", "hmac(sha384)" },
	{ DRBG_HMAC | DRBG_STRENGTH256, 32, 32, "hmac_sha256", "hmac(sha256)" },
	{ DRBG_HMAC | DRBG_STRENGTH256, 64, 64, "hmac_sha512", "hmac(sha512)" },
};
constexpr int drbg_count = 2 * (int)ARRAY_SIZE(drbg_cores);
constexpr int drbg_base_priority = 200;
constexpr int drbg_fips_priority_boost = 2000;
constexpr auto drbg_nopr_reseed_interval = std::chrono::seconds(300);

struct rng_alg drbg_algs[drbg_count];

// Security strength in bytes (SP 800-90A 8.4).
unsigned int drbg_sec_strength(drbg_flag_t flags)
{
	switch (flags & DRBG_STRENGTH_MASK) {
	case DRBG_STRENGTH128:
		return 16;
	case DRBG_STRENGTH192:
		return 24;
	default:
		return 32;
	}
}

state *drbg_of(struct crypto_rng *tfm)
{
	return static_cast<state *>(crypto_rng_ctx(tfm));
}

// FIPS 140-2's continuous test of the noise source, in FIPS mode on the system's entropy:
// -EAGAIN once to prime it, then two equal draws in a row are fatal.
int drbg_fips_continuous_test(state *drbg, const u8 *entropy)
{
	unsigned int len = drbg_sec_strength(drbg->core->flags);

	if (drbg->test_mode || !fips_enabled)
		return 0;
	if (!drbg->fips_primed) {
		memcpy(drbg->prev, entropy, len);
		drbg->fips_primed = true;
		return -EAGAIN;
	}
	if (!memcmp(drbg->prev, entropy, len))
		panic("DRBG continuous self test failed\n");
	memcpy(drbg->prev, entropy, len);
	return 0;
}

int drbg_get_random_bytes(state *drbg, u8 *entropy, unsigned int len)
{
	int err;

	do {
		err = get_random_bytes_wait(entropy, len);
		if (err)
			return err;
		err = drbg_fips_continuous_test(drbg, entropy);
	} while (err == -EAGAIN);
	return err;
}

int drbg_seed_with(state *drbg, const input_list &seed, bool reseed)
{
	int err = drbg->ops->update(drbg, seed, !reseed);

	if (err)
		return err;
	drbg->seeded = seed_state::full;
	drbg->last_seed_time = std::chrono::steady_clock::now();
	drbg->reseed_ctr = 1;
	drbg->reseed_threshold = ukc::drbg::max_requests;
	return 0;
}

// A reseed with fresh entropy and no additional input, when the interval has run out.
int drbg_seed_from_random(state *drbg)
{
	unsigned int len = drbg_sec_strength(drbg->core->flags);
	u8 entropy[32];
	input_list seed;

	int err = drbg_get_random_bytes(drbg, entropy, len);
	if (!err) {
		seed.add(entropy, len);
		err = drbg_seed_with(drbg, seed, true);
	}
	memzero_explicit(entropy, sizeof(entropy));
	return err;
}

// The Jitter RNG's share of a (re)seed, into @out: 0, or an error that fails the seeding.
// Its failures count only in FIPS mode, and there a transient one (-EAGAIN) only at a reseed:
// the first seeding must have it (6.12's rule).
int drbg_jent_bytes(state *drbg, u8 *out, unsigned int len, bool reseed)
{
	int err = crypto_rng_get_bytes(drbg->jent, out, len);

	if (err && fips_enabled && (!reseed || err != -EAGAIN))
		return err;
	return 0;
}

// Instantiate (SP 800-90A 9.1: entropy of the security strength plus a nonce of half of it)
// or reseed (9.2), with @pers as personalization string or additional input.
int drbg_seed(state *drbg, const u8 *pers, size_t perslen, bool reseed)
{
	u8 entropy[(32 + 16) * 2] = {};
	unsigned int len = drbg_sec_strength(drbg->core->flags);
	input_list seed;
	int err = 0;

	if (perslen > ukc::drbg::max_addtl)
		return -EINVAL;
	if (drbg->test_mode) {
		seed.add(drbg->test_entropy, drbg->test_entropy_len);
	} else {
		if (!reseed)
			len = (len + 1) / 2 * 3;
		err = drbg_get_random_bytes(drbg, entropy, len);
		if (!err && drbg->jent) {
			err = drbg_jent_bytes(drbg, entropy + len, len, reseed);
			len *= 2;
		}
		seed.add(entropy, len);
	}
	if (pers && perslen)
		seed.add(pers, perslen);
	if (!err && !reseed) {
		memset(drbg->V, 0, sizeof(drbg->V));
		memset(drbg->C, 0, sizeof(drbg->C));
	}
	if (!err)
		err = drbg_seed_with(drbg, seed, reseed);
	memzero_explicit(entropy, sizeof(entropy));
	return err;
}

// 6.12's drbg_prepare_hrng(): a test instance needs no noise source; FIPS mode cannot do
// without one.
int drbg_prepare_hrng(state *drbg)
{
	if (drbg->test_mode)
		return 0;
	struct crypto_rng *jent = crypto_alloc_rng("jitterentropy_rng", 0, 0);
	if (IS_ERR(jent)) {
		if (fips_enabled)
			return static_cast<int>(PTR_ERR(jent));
		pr_info("DRBG: Continuing without Jitter RNG\n");
		return 0;
	}
	drbg->jent = jent;
	return 0;
}

void drbg_dealloc_state(state *drbg)
{
	if (drbg->ops)
		drbg->ops->crypto_fini(drbg);
	if (drbg->jent)
		crypto_free_rng(drbg->jent);
	drbg->jent = nullptr;
	memzero_explicit(drbg->V, sizeof(drbg->V));
	memzero_explicit(drbg->C, sizeof(drbg->C));
	memzero_explicit(drbg->prev, sizeof(drbg->prev));
	drbg->fips_primed = false;
	drbg->reseed_ctr = 0;
	drbg->ops = nullptr;
	drbg->core = nullptr;
}

int drbg_alloc_state(state *drbg)
{
	switch (drbg->core->flags & DRBG_TYPE_MASK) {
	case DRBG_HMAC:
		drbg->ops = &ukc::drbg::hmac_ops;
		break;
	case DRBG_HASH:
		drbg->ops = &ukc::drbg::hash_ops;
		break;
	case DRBG_CTR:
		drbg->ops = &ukc::drbg::ctr_ops;
		break;
	default:
		return -EOPNOTSUPP;
	}
	int err = drbg->ops->crypto_init(drbg);
	if (err)
		drbg_dealloc_state(drbg);
	return err;
}

bool drbg_nopr_reseed_interval_elapsed(state *drbg)
{
	if (drbg->test_mode)
		return false;
	return std::chrono::steady_clock::now() - drbg->last_seed_time > drbg_nopr_reseed_interval;
}

// One request of at most max_request_bytes (SP 800-90A 9.3.1), under the lock.
int drbg_generate(state *drbg, u8 *buf, unsigned int buflen, const u8 *addtl, size_t addtllen)
{
	input_list list;

	if (!drbg->core)
		return -EINVAL; // not yet seeded
	if (!buflen || !buf)
		return -EINVAL;
	if (!addtl && addtllen)
		return -EINVAL;
	if (buflen > ukc::drbg::max_request_bytes || addtllen > ukc::drbg::max_addtl)
		return -EINVAL;

	if (drbg->reseed_threshold < drbg->reseed_ctr)
		drbg->seeded = seed_state::unseeded;
	if (drbg->pr || drbg->seeded == seed_state::unseeded) {
		// Prediction resistance: reseed with the additional input, then generate
		// without it (9.3.1 step 7).
		int err = drbg_seed(drbg, addtl, addtllen, true);
		if (err)
			return err;
		addtl = nullptr;
		addtllen = 0;
	} else if (drbg->seeded == seed_state::partial || drbg_nopr_reseed_interval_elapsed(drbg)) {
		int err = drbg_seed_from_random(drbg);
		if (err)
			return err;
	}
	if (addtllen)
		list.add(addtl, addtllen);
	int err = drbg->ops->generate(drbg, buf, buflen, list);
	drbg->reseed_ctr++;
	return err;
}

// The crypto API's request may be longer than one DRBG request: cut it into such requests,
// each with the same additional input, as 6.12 does.
int drbg_kcapi_random(struct crypto_rng *tfm, const u8 *src, unsigned int slen, u8 *dst,
		      unsigned int dlen)
{
	state *drbg = drbg_of(tfm);
	unsigned int done = 0;

	do {
		unsigned int chunk = dlen - done;

		if (chunk > ukc::drbg::max_request_bytes)
			chunk = ukc::drbg::max_request_bytes;
		std::lock_guard<std::mutex> guard(drbg->lock);
		int err = drbg_generate(drbg, dst ? dst + done : nullptr, chunk, src, slen);
		if (err)
			return err;
		done += chunk;
	} while (done < dlen);
	return 0;
}

const ukc::drbg::core_def *drbg_core_of(const char *driver, bool *pr)
{
	const char *rest;

	if (!strncmp(driver, "drbg_nopr_", 10)) {
		rest = driver + 10;
		*pr = false;
	} else if (!strncmp(driver, "drbg_pr_", 8)) {
		rest = driver + 8;
		*pr = true;
	} else {
		return nullptr;
	}
	for (const auto &core : drbg_cores)
		if (!strcmp(rest, core.name))
			return &core;
	return nullptr;
}

// The first seeding instantiates (with @seed as personalization string), a later one
// reseeds with @seed as additional input.
int drbg_kcapi_seed(struct crypto_rng *tfm, const u8 *seed, unsigned int slen)
{
	state *drbg = drbg_of(tfm);
	bool pr = false;
	const ukc::drbg::core_def *core = drbg_core_of(
		crypto_tfm_alg_driver_name(crypto_rng_tfm(tfm)), &pr);
	std::lock_guard<std::mutex> guard(drbg->lock);
	bool reseed = true;

	if (!slen)
		seed = nullptr;
	if (!drbg->core) {
		if (!core)
			return -EINVAL;
		drbg->core = core;
		drbg->pr = pr;
		drbg->seeded = seed_state::unseeded;
		drbg->reseed_threshold = ukc::drbg::max_requests;
		int err = drbg_alloc_state(drbg);
		if (!err)
			err = drbg_prepare_hrng(drbg);
		if (err) {
			drbg_dealloc_state(drbg);
			return err;
		}
		reseed = false;
	}
	int err = drbg_seed(drbg, seed, slen, reseed);
	if (err && !reseed)
		drbg_dealloc_state(drbg);
	return err;
}

void drbg_kcapi_set_entropy(struct crypto_rng *tfm, const u8 *data, unsigned int len)
{
	state *drbg = drbg_of(tfm);
	std::lock_guard<std::mutex> guard(drbg->lock);

	drbg->test_mode = true;
	drbg->test_entropy = data;
	drbg->test_entropy_len = len;
}

int drbg_kcapi_init(struct crypto_tfm *tfm)
{
	new (crypto_tfm_ctx(tfm)) state;
	return 0;
}

void drbg_kcapi_cleanup(struct crypto_tfm *tfm)
{
	auto *drbg = static_cast<state *>(crypto_tfm_ctx(tfm));

	drbg_dealloc_state(drbg);
	drbg->~state();
}

void drbg_fill_array(struct rng_alg *alg, const ukc::drbg::core_def *core, bool pr, int index)
{
	*alg = {};
	strscpy(alg->base.cra_name, "stdrng", sizeof(alg->base.cra_name));
	snprintf(alg->base.cra_driver_name, sizeof(alg->base.cra_driver_name), "drbg_%s_%s",
		 pr ? "pr" : "nopr", core->name);
	alg->base.cra_priority = drbg_base_priority + index;
	if (fips_enabled)
		alg->base.cra_priority += drbg_fips_priority_boost;
	alg->base.cra_ctxsize = sizeof(state);
	alg->base.cra_module = THIS_MODULE;
	alg->base.cra_init = drbg_kcapi_init;
	alg->base.cra_exit = drbg_kcapi_cleanup;
	alg->generate = drbg_kcapi_random;
	alg->seed = drbg_kcapi_seed;
	alg->set_ent = drbg_kcapi_set_entropy;
	alg->seedsize = 0;
}

// 6.12's drbg_healthcheck_sanity(), in FIPS mode: the limits on additional input, request
// length and personalization string must be enforced before any state is touched.
int drbg_healthcheck_sanity(void)
{
	static u8 buf[16];
	state *drbg;

	if (!fips_enabled)
		return 0;
	drbg = new (std::nothrow) state;
	if (!drbg)
		return -ENOMEM;
	// The core 6.12 picks: the last of CTR AES-256, Hash SHA-256, HMAC SHA-512 built.
	drbg->core = &drbg_cores[ARRAY_SIZE(drbg_cores) - 1];
	drbg->reseed_threshold = ukc::drbg::max_requests;
	bool ok = drbg_generate(drbg, buf, sizeof(buf), buf, ukc::drbg::max_addtl + 1) &&
		  drbg_generate(drbg, buf, ukc::drbg::max_request_bytes + 1, nullptr, 0) &&
		  drbg_seed(drbg, buf, ukc::drbg::max_addtl + 1, false);
	delete drbg;
	if (!ok)
		panic("DRBG: sanity tests for failure code paths failed\n");
	return 0;
}

int drbg_init(void)
{
	int i = 0;
	int err = drbg_healthcheck_sanity();

	if (err)
		return err;

	for (const auto &core : drbg_cores)
		drbg_fill_array(&drbg_algs[i], &core, true, i), i++;
	for (const auto &core : drbg_cores)
		drbg_fill_array(&drbg_algs[i], &core, false, i), i++;
	return crypto_register_rngs(drbg_algs, drbg_count);
}

void drbg_exit(void)
{
	crypto_unregister_rngs(drbg_algs, drbg_count);
}

} // namespace

subsys_initcall(drbg_init);
module_exit(drbg_exit);
