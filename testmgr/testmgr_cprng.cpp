// SPDX-License-Identifier: GPL-2.0-only
// X9.31 generator self-tests (6.12's alg_test_cprng): each vector reseeds with V, key and DT,
// generates its length Loops times and compares the last output, with 6.12's messages. Also the
// test of a noise source (jitterentropy_rng), which 6.12 leaves untested: its health tests.
#include <crypto/rng.h>
#include <linux/err.h>
#include <linux/slab.h>

#include <algorithm>
#include <cstring>
#include <utility>
#include <memory>

#include "testmgr_priv.h"
#include "testvec.h"

namespace {

struct cprng_seed_deleter {
	void operator()(u8 *p) const { kfree_sensitive(p); }
};

// One vector: 0, or the -errno of a reset or a generation that failed, or -EINVAL for a wrong
// result.
int cprng_test_one(struct crypto_rng *tfm, const cprng_testvec *vec, unsigned int index, u8 *seed,
		   unsigned int seedsize, const char *algo)
{
	u8 result[32] = {};

	// The seed is V | key | DT, cut or zero-padded to the generator's seed size, as 6.12
	// copies them.
	memset(seed, 0, seedsize);
	unsigned int off = 0;
	using part = std::pair<const char *, unsigned int>;
	for (auto [p, len] : { part{ vec->v, vec->vlen }, part{ vec->key, vec->klen },
			       part{ vec->dt, vec->dtlen } }) {
		unsigned int n = off < seedsize ? std::min(len, seedsize - off) : 0;
		memcpy(seed + off, p, n);
		off += len;
	}
	int err = crypto_rng_reset(tfm, seed, seedsize);
	if (err) {
		pr_err("alg: cprng: Failed to reset rng for %s\n", algo);
		return err;
	}
	for (unsigned int j = 0; j < vec->loops; j++) {
		err = crypto_rng_get_bytes(tfm, result, vec->rlen);
		if (err < 0) {
			pr_err("alg: cprng: Failed to obtain the correct amount of random data for "
			       "%s (requested %d)\n",
			       algo, vec->rlen);
			return err;
		}
	}
	if (memcmp(result, vec->result, vec->rlen)) {
		pr_err("alg: cprng: Test %u failed for %s\n", index, algo);
		ukc::tm::hexdump(result, vec->rlen);
		return -EINVAL;
	}
	return 0;
}

} // namespace

int ukc_test_cprng(const char *driver, u32 type, u32 mask, const ukc_vector_suite *suite)
{
	struct crypto_rng *tfm = crypto_alloc_rng(driver, type, mask);

	if (IS_ERR(tfm)) {
		if (PTR_ERR(tfm) == -ENOENT)
			return 0;
		pr_err("alg: cprng: Failed to load transform for %s: %ld\n", driver, PTR_ERR(tfm));
		return static_cast<int>(PTR_ERR(tfm));
	}
	const char *algo = crypto_tfm_alg_driver_name(crypto_rng_tfm(tfm));
	unsigned int seedsize = crypto_rng_seedsize(tfm);
	std::unique_ptr<u8, cprng_seed_deleter> seed(
		static_cast<u8 *>(kmalloc(seedsize ? seedsize : 1, GFP_KERNEL)));
	const cprng_testvec *vecs = ukc_suite_cprng_vecs(suite);
	int err = seed ? 0 : -ENOMEM;
	if (!seed)
		pr_err("alg: cprng: Failed to allocate seed space for %s\n", algo);
	for (unsigned int i = 0; vecs && i < suite->count && !err; i++)
		err = cprng_test_one(tfm, &vecs[i], i, seed.get(), seedsize, algo);
	crypto_free_rng(tfm);
	return err;
}

// A noise source has no known answers: its output is the timing noise it samples. What can be
// tested is what SP 800-90B asks of one: the start-up health test (4.3, run when the first
// instance is made) and the continuous repetition count and adaptive proportion tests (4.4,
// run on every sample of every generation) must pass, and two outputs must differ.
int ukc_test_noise_source(const char *driver, u32 type, u32 mask)
{
	constexpr unsigned int block = 32;
	struct crypto_rng *tfm = crypto_alloc_rng(driver, type, mask);

	if (IS_ERR(tfm)) {
		if (PTR_ERR(tfm) == -ENOENT)
			return 0;
		pr_err("alg: rng: Failed to load transform for %s: %ld\n", driver, PTR_ERR(tfm));
		return static_cast<int>(PTR_ERR(tfm));
	}
	const char *algo = crypto_tfm_alg_driver_name(crypto_rng_tfm(tfm));
	u8 out[2][block];
	int err = 0;
	for (unsigned int i = 0; i < 2 && !err; i++) {
		err = crypto_rng_get_bytes(tfm, out[i], block);
		if (err)
			pr_err("alg: rng: health tests failed for %s: %d\n", algo, err);
	}
	if (!err && !memcmp(out[0], out[1], block)) {
		pr_err("alg: rng: %s gave the same %u bytes twice\n", algo, block);
		err = -EINVAL;
	}
	memzero_explicit(out, sizeof(out));
	crypto_free_rng(tfm);
	return err;
}
