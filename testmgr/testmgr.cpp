// SPDX-License-Identifier: GPL-2.0-only
// testmgr's entry point: alg_test() finds the algorithm in the table and runs its vectors
// through the type's runner; a failure makes the algorithm unusable (lookups answer
// -ELIBBAD). Also the single-block cipher runner.
#include <crypto/internal/cipher.h>
#include <crypto/internal/skcipher.h>
#include <crypto/skcipher.h>
#include <linux/fips.h>
#include <linux/scatterlist.h>
#include <linux/slab.h>

#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <utility>

#include "alg_test_descs.h"
#include "internal.h"
#include "testmgr_priv.h"
#include "testmgr_sg.h"
#include "testvec.h"
#include "ukc_kernel.h"

namespace {

struct kfree_deleter {
	void operator()(u8 *p) const { kfree(p); }
};

const char *vec_dir(bool enc)
{
	return enc ? "encryption" : "decryption";
}

// One direction over every vector, block by block in place, as 6.12's test_cipher(): a
// vector's number counts the vectors run so far (1-based), as the kernel's messages do.
int test_cipher_dir(const char *driver, struct crypto_cipher *tfm, const cipher_testvec *vecs,
		    unsigned int count, bool enc)
{
	unsigned int bs = crypto_cipher_blocksize(tfm), j = 0;

	for (unsigned int i = 0; i < count; i++) {
		const cipher_testvec *vec = &vecs[i];

		if (ukc::tm::vec_is_skipped(*vec) || (fips_enabled && vec->fips_skip))
			continue;
		j++;
		crypto_cipher_clear_flags(tfm, ~0u);
		if (vec->wk)
			crypto_cipher_set_flags(tfm, CRYPTO_TFM_REQ_FORBID_WEAK_KEYS);
		int err = crypto_cipher_setkey(tfm, reinterpret_cast<const u8 *>(vec->key),
					       vec->klen);
		if (err) {
			if (err == vec->setkey_error)
				continue;
			pr_err("alg: cipher: %s setkey failed on test vector %u; expected_error=%d, actual_error=%d, flags=%#x\n",
			       driver, j, vec->setkey_error, err, crypto_cipher_get_flags(tfm));
			return err;
		}
		if (vec->setkey_error) {
			pr_err("alg: cipher: %s setkey unexpectedly succeeded on test vector %u; expected_error=%d\n",
			       driver, j, vec->setkey_error);
			return -EINVAL;
		}
		// Mode-level vectors (a length the mode refuses) say nothing about single blocks.
		if (vec->crypt_error || vec->len % bs)
			continue;
		// 6.12 works in a page of its xbuf, and answers -ENOMEM without one.
		std::unique_ptr<u8, kfree_deleter> data(static_cast<u8 *>(
			kmemdup(enc ? vec->ptext : vec->ctext, vec->len, GFP_KERNEL)));
		if (!data)
			return -ENOMEM;
		for (unsigned int k = 0; k < vec->len; k += bs) {
			if (enc)
				crypto_cipher_encrypt_one(tfm, data.get() + k, data.get() + k);
			else
				crypto_cipher_decrypt_one(tfm, data.get() + k, data.get() + k);
		}
		if (memcmp(data.get(), enc ? vec->ctext : vec->ptext, vec->len)) {
			pr_err("alg: cipher: Test %u failed on %s for %s\n", j, vec_dir(enc),
			       driver);
			ukc::tm::hexdump(data.get(), vec->len);
			return -EINVAL;
		}
	}
	return 0;
}

} // namespace

void ukc::tm::hexdump(const void *buf, unsigned int len)
{
	print_hex_dump(KERN_CONT, "", DUMP_PREFIX_OFFSET, 16, 1, buf, len, false);
}

int ukc_test_cipher(const char *driver, u32 type, u32 mask, const ukc_vector_suite *suite)
{
	struct crypto_cipher *tfm = crypto_alloc_cipher(driver, type, mask);

	if (IS_ERR(tfm)) {
		if (PTR_ERR(tfm) == -ENOENT)
			return 0; // not reachable by this type: nothing to test, as in 6.12
		pr_err("alg: cipher: Failed to load transform for %s: %ld\n", driver, PTR_ERR(tfm));
		return static_cast<int>(PTR_ERR(tfm));
	}
	const auto *vecs = static_cast<const cipher_testvec *>(suite->vecs);
	int err = test_cipher_dir(driver, tfm, vecs, suite->count, true);
	if (!err)
		err = test_cipher_dir(driver, tfm, vecs, suite->count, false);
	crypto_free_cipher(tfm);
	return err;
}

namespace {

thread_local const ukc::tm::alg_test_desc *running_desc;

// Makes @desc the running entry until the scope ends, however it ends.
class running_desc_scope {
public:
	explicit running_desc_scope(const ukc::tm::alg_test_desc *desc)
		: outer_(std::exchange(running_desc, desc))
	{
	}
	~running_desc_scope() { running_desc = outer_; }
	running_desc_scope(const running_desc_scope &) = delete;
	running_desc_scope &operator=(const running_desc_scope &) = delete;

private:
	const ukc::tm::alg_test_desc *outer_;
};

int alg_test_suite(const char *driver, u32 type, u32 mask, const ukc_vector_suite *suite)
{
	switch (suite->kind) {
	case UKC_VEC_CIPHER:
		if ((type & CRYPTO_ALG_TYPE_MASK) == CRYPTO_ALG_TYPE_CIPHER)
			return ukc_test_cipher(driver, type, mask, suite);
		return ukc_test_skcipher(driver, type, mask, suite);
	case UKC_VEC_HASH:
		return ukc_test_hash(driver, type, mask, suite);
	case UKC_VEC_AEAD:
		return ukc_test_aead(driver, type, mask, suite);
	case UKC_VEC_DRBG:
		return ukc_test_drbg(driver, type, mask, suite);
	case UKC_VEC_COMP:
		return ukc_test_comp(driver, type, mask, suite);
	case UKC_VEC_AKCIPHER:
		return ukc_test_akcipher(driver, type, mask, suite);
	case UKC_VEC_KPP:
		return ukc_test_kpp(driver, type, mask, suite);
	case UKC_VEC_CPRNG:
		return ukc_test_cprng(driver, type, mask, suite);
	case UKC_VEC_HEALTH:
		return ukc_test_noise_source(driver, type, mask);
	case UKC_VEC_NULL:
		return 0; // 6.12's alg_test_null: another entry's vectors cover it
	}
	return -EINVAL;
}

// Runs the vectors of one table entry (and, for a single-block cipher, its own "[alg]"
// vectors as well) with the entry's generic driver for the extra tests.
int alg_test_desc_run(const ukc::tm::alg_test_desc *desc, const char *driver, const char *alg,
		      u32 type, u32 mask)
{
	const ukc_vector_suite *suite = ukc_find_vector_suite(desc->alg);
	int rc = 0;

	// Every table entry has vectors but the UKC_VEC_NULL ones (6.12's alg_test_null), which
	// pass with none, and the noise source's (UKC_VEC_HEALTH), whose runner takes none. Were
	// one missing, each type's runner answers as 6.12's does for an empty suite.
	const ukc_vector_suite empty = { desc->alg, desc->kind, nullptr, 0, nullptr };
	if (!suite)
		suite = &empty;
	// A test may instantiate algorithms whose own self-tests run nested in this thread (the
	// generic reference of the extra tests); each restores the entry of the test it
	// interrupted.
	running_desc_scope scope(desc);
	rc = alg_test_suite(driver, type, mask, suite);
	if (!rc && (type & CRYPTO_ALG_TYPE_MASK) == CRYPTO_ALG_TYPE_CIPHER &&
	    (suite = ukc_find_vector_suite(alg)))
		rc = alg_test_suite(driver, type, mask, suite);
	return rc;
}

int alg_fips_disabled(const char *driver, const char *alg)
{
	pr_info("alg: %s (%s) is disabled due to FIPS\n", alg, driver);
	return -ECANCELED;
}

int alg_test_done(const char *driver, const char *alg, int rc)
{
	if (rc) {
		if (fips_enabled || ukc::testmgr_options().panic_on_fail)
			panic("alg: self-tests for %s (%s) failed in %s mode!\n", driver, alg,
			      fips_enabled ? "fips" : "panic_on_fail");
		pr_warn("alg: self-tests for %s using %s failed (rc=%d)\n", alg, driver, rc);
		// As 6.12: the failure is a kernel warning too, which log scanners report.
		WARN(rc != -ENOENT, "alg: self-tests for %s using %s failed (rc=%d)\n", alg, driver,
		     rc);
	} else if (fips_enabled) {
		pr_info("alg: self-tests for %s (%s) passed\n", driver, alg);
	}
	return rc;
}

// Nothing in the table: an lskcipher may still have "ecb(alg)" vectors (6.12's notest path).
int alg_test_notest(const char *driver, const char *alg, u32 type, u32 mask)
{
	char nalg[CRYPTO_MAX_ALG_NAME];

	if ((type & CRYPTO_ALG_TYPE_MASK) == CRYPTO_ALG_TYPE_LSKCIPHER &&
	    snprintf(nalg, sizeof(nalg), "ecb(%s)", alg) < static_cast<int>(sizeof(nalg))) {
		if (const ukc::tm::alg_test_desc *d = ukc::tm::alg_find_test(nalg)) {
			if (fips_enabled && !d->fips_allowed)
				return alg_fips_disabled(driver, alg);
			return alg_test_done(driver, alg,
					     alg_test_desc_run(d, driver, alg, type, mask));
		}
	}
	printk(KERN_INFO "alg: No test for %s (%s)\n", alg, driver);
	if (type & CRYPTO_ALG_FIPS_INTERNAL)
		return alg_fips_disabled(driver, alg);
	return 0;
}

} // namespace

const char *ukc::tm::current_generic_driver()
{
	return running_desc ? running_desc->generic_driver : nullptr;
}

const ukc::tm::alg_test_desc *ukc::tm::current_test_desc()
{
	return running_desc;
}

namespace {

int alg_test_one(const char *driver, const char *alg, u32 type, u32 mask)
{
	using ukc::tm::alg_find_test;

	if (ukc::tm::extra_tests_enabled())
		pr_warn_once(
			"alg: extra crypto tests enabled.  This is intended for developer use only.\n");

	// A single-block cipher is tested with its ECB vectors, through the cipher API.
	if ((type & CRYPTO_ALG_TYPE_MASK) == CRYPTO_ALG_TYPE_CIPHER) {
		char nalg[CRYPTO_MAX_ALG_NAME];
		snprintf(nalg, sizeof(nalg), "ecb(%s)", alg);
		const ukc::tm::alg_test_desc *d = alg_find_test(nalg);
		if (!d)
			return alg_test_notest(driver, alg, type, mask);
		if (fips_enabled && !d->fips_allowed)
			return alg_fips_disabled(driver, alg);
		return alg_test_done(driver, alg, alg_test_desc_run(d, driver, alg, type, mask));
	}
	const ukc::tm::alg_test_desc *di = alg_find_test(alg), *dj = alg_find_test(driver);
	if (!di && !dj)
		return alg_test_notest(driver, alg, type, mask);
	if (fips_enabled) {
		if (dj && !dj->fips_allowed)
			return -EINVAL;
		if (di && !di->fips_allowed)
			return alg_fips_disabled(driver, alg);
	}
	int rc = 0;
	if (di)
		rc |= alg_test_desc_run(di, driver, alg, type, mask);
	if (dj && dj != di)
		rc |= alg_test_desc_run(dj, driver, alg, type, mask);
	return alg_test_done(driver, alg, rc);
}

} // namespace

extern "C" int alg_test(const char *driver, const char *alg, u32 type, u32 mask)
{
	// No std::bad_alloc may reach the registry: a test that allocates through a container
	// fails with -ENOMEM, as 6.12's do when kmalloc() fails.
	try {
		return alg_test_one(driver, alg, type, mask);
	} catch (const std::bad_alloc &) {
		return alg_test_done(driver, alg, -ENOMEM);
	}
}
