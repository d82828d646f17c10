// SPDX-License-Identifier: GPL-2.0-only
// DRBG self-tests: each CAVS vector instantiates a fresh DRBG with test entropy and compares
// its second output, with Linux 6.12's drbg_cavs_test() steps and messages.
#include <crypto/drbg.h>
#include <linux/err.h>
#include <linux/slab.h>

#include <cstring>
#include <memory>

#include "testmgr_priv.h"
#include "testvec.h"

namespace {

struct drbg_rng_deleter {
	void operator()(struct crypto_rng *rng) const { crypto_free_rng(rng); }
};
using drbg_rng_ptr = std::unique_ptr<struct crypto_rng, drbg_rng_deleter>;

struct drbg_buf_deleter {
	void operator()(u8 *p) const { kfree_sensitive(p); }
};
using drbg_buf_ptr = std::unique_ptr<u8, drbg_buf_deleter>;

// One generation of expectedlen bytes with @addtl; a prediction-resistant DRBG first gets
// @entpr as the entropy of the reseed that precedes it.
int drbg_cavs_generate(struct crypto_rng *drng, const drbg_testvec *test, bool pr, u8 *buf,
		       const unsigned char *addtl, const unsigned char *entpr)
{
	struct drbg_string addtl_str, testentropy;
	struct drbg_test_data test_data = { &testentropy };

	drbg_string_fill(&addtl_str, addtl, test->addtllen);
	if (!pr)
		return crypto_drbg_get_bytes_addtl(drng, buf, test->expectedlen, &addtl_str);
	drbg_string_fill(&testentropy, entpr, test->entprlen);
	return crypto_drbg_get_bytes_addtl_test(drng, buf, test->expectedlen, &addtl_str,
						&test_data);
}

// 0 when the vector passed, a -errno when a step failed, a positive value on a wrong result.
int drbg_cavs_test(const drbg_testvec *test, bool pr, const char *driver, u32 type, u32 mask)
{
	drbg_buf_ptr buf(static_cast<u8 *>(kzalloc(test->expectedlen, GFP_KERNEL)));

	if (!buf)
		return -ENOMEM;
	drbg_rng_ptr drng(crypto_alloc_rng(driver, type, mask));
	if (IS_ERR(drng.get())) {
		long err = PTR_ERR(drng.release());

		if (err == -ENOENT)
			return 0;
		pr_err("alg: drbg: could not allocate DRNG handle for %s\n", driver);
		return (int)err;
	}

	struct drbg_string pers, testentropy;
	struct drbg_test_data test_data = { &testentropy };

	drbg_string_fill(&testentropy, test->entropy, test->entropylen);
	drbg_string_fill(&pers, test->pers, test->perslen);
	int err = crypto_drbg_reset_test(drng.get(), &pers, &test_data);
	if (err) {
		pr_err("alg: drbg: Failed to reset rng\n");
		return err;
	}
	err = drbg_cavs_generate(drng.get(), test, pr, buf.get(), test->addtla, test->entpra);
	if (err < 0) {
		pr_err("alg: drbg: could not obtain random data for driver %s\n", driver);
		return err;
	}
	err = drbg_cavs_generate(drng.get(), test, pr, buf.get(), test->addtlb, test->entprb);
	if (err < 0) {
		pr_err("alg: drbg: could not obtain random data for driver %s\n", driver);
		return err;
	}
	return memcmp(test->expected, buf.get(), test->expectedlen) ? 1 : 0;
}

} // namespace

int ukc_test_drbg(const char *driver, u32 type, u32 mask, const ukc_vector_suite *suite)
{
	const drbg_testvec *vecs = ukc_suite_drbg_vecs(suite);
	bool pr = !strncmp(driver, "drbg_pr_", 8);

	for (unsigned int i = 0; vecs && i < suite->count; i++) {
		if (drbg_cavs_test(&vecs[i], pr, driver, type, mask)) {
			pr_err("alg: drbg: Test %u failed for %s\n", i, driver);
			return -EINVAL;
		}
	}
	return 0;
}
