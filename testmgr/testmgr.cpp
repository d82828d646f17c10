// SPDX-License-Identifier: GPL-2.0-only
// The first testmgr: every vector of an algorithm runs when it registers; a failure makes the
// algorithm unusable (lookups answer -ELIBBAD), with the kernel's messages.
#include <crypto/internal/cipher.h>
#include <crypto/internal/skcipher.h>
#include <crypto/skcipher.h>
#include <linux/scatterlist.h>

#include <cstdlib>
#include <cstring>
#include <memory>
#include <vector>

#include "internal.h"
#include "testmgr_priv.h"
#include "testvec.h"
#include "ukc_kernel.h"

namespace {

const char *vec_dir(bool enc)
{
	return enc ? "encryption" : "decryption";
}

int test_cipher_vec(const char *driver, struct crypto_cipher *tfm, const cipher_testvec *vec,
		    unsigned int idx)
{
	int err = crypto_cipher_setkey(tfm, reinterpret_cast<const u8 *>(vec->key), vec->klen);
	if (err != vec->setkey_error) {
		pr_err("alg: cipher: %s setkey failed on test vector %u; expected_error=%d, actual_error=%d, flags=%#x\n",
		       driver, idx, vec->setkey_error, err, crypto_cipher_get_flags(tfm));
		return err ? err : -EINVAL;
	}
	if (err)
		return 0;
	unsigned int bs = crypto_cipher_blocksize(tfm);
	std::vector<u8> buf(vec->len);
	for (int enc = 1; enc >= 0; enc--) {
		const u8 *in = reinterpret_cast<const u8 *>(enc ? vec->ptext : vec->ctext);
		const u8 *want = reinterpret_cast<const u8 *>(enc ? vec->ctext : vec->ptext);
		for (unsigned int off = 0; off + bs <= vec->len; off += bs) {
			if (enc)
				crypto_cipher_encrypt_one(tfm, buf.data() + off, in + off);
			else
				crypto_cipher_decrypt_one(tfm, buf.data() + off, in + off);
		}
		if (memcmp(buf.data(), want, vec->len)) {
			pr_err("alg: cipher: Test %u failed on %s for %s\n", idx, vec_dir(enc), driver);
			return -EINVAL;
		}
	}
	return 0;
}

} // namespace

int ukc_test_cipher(const char *driver, u32 type, u32 mask, const ukc_vector_suite *suite)
{
	struct crypto_cipher *tfm = crypto_alloc_cipher(driver, type, mask);

	if (IS_ERR(tfm)) {
		pr_err("alg: cipher: failed to allocate transform for %s: %ld\n", driver, PTR_ERR(tfm));
		return static_cast<int>(PTR_ERR(tfm));
	}
	const auto *vecs = static_cast<const cipher_testvec *>(suite->vecs);
	int err = 0;
	for (unsigned int i = 0; i < suite->count && !err; i++)
		err = test_cipher_vec(driver, tfm, &vecs[i], i + 1);
	crypto_free_cipher(tfm);
	return err;
}

// Until a type's runner is linked in, its vectors cannot run: say so and fail the test
// rather than pass an algorithm nothing checked. The runners' own files override these.
__attribute__((weak)) int ukc_test_hash(const char *driver, u32, u32, const ukc_vector_suite *)
{
	pr_err("alg: hash: no self-test runner for %s\n", driver);
	return -ENOSYS;
}

__attribute__((weak)) int ukc_test_aead(const char *driver, u32, u32, const ukc_vector_suite *)
{
	pr_err("alg: aead: no self-test runner for %s\n", driver);
	return -ENOSYS;
}

namespace {

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
	}
	return -EINVAL;
}

} // namespace

extern "C" int alg_test(const char *driver, const char *alg, u32 type, u32 mask)
{
	const ukc_vector_suite *suite = ukc_find_vector_suite(alg);

	if (!suite && strcmp(alg, driver))
		suite = ukc_find_vector_suite(driver);
	if (!suite) {
		printk(KERN_INFO "alg: No test for %s (%s)\n", alg, driver);
		return 0;
	}
	int rc = alg_test_suite(driver, type, mask, suite);
	if (rc) {
		pr_warn("alg: self-tests for %s using %s failed (rc=%d)", alg, driver, rc);
		if (ukc::env_flag("UKCRYPTO_PANIC_ON_FAIL"))
			abort();
	}
	return rc;
}
