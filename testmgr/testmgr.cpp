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

struct testmgr_cfg {
	const char *name;
	bool inplace;
	unsigned int split; // bytes in the first sg entry; 0: one entry
};

// A subset of the kernel's default skcipher testvec configs, with the kernel's names.
constexpr testmgr_cfg testmgr_cfgs[] = {
	{"in-place (one sglist)", true, 0},
	{"out-of-place", false, 0},
	{"two even aligned splits", false, 1},
};

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

namespace {

// Runs one direction of one vector under one config; checks the result and the output IV.
int test_skcipher_one(const char *driver, struct skcipher_request *req, const cipher_testvec *vec,
		      unsigned int idx, bool enc, const testmgr_cfg &cfg)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);
	unsigned int ivsize = crypto_skcipher_ivsize(tfm);
	const u8 *in = reinterpret_cast<const u8 *>(enc ? vec->ptext : vec->ctext);
	const u8 *want = reinterpret_cast<const u8 *>(enc ? vec->ctext : vec->ptext);
	std::vector<u8> src(in, in + vec->len), dst(vec->len + 1, 0);
	u8 iv[MAX_CIPHER_BLOCKSIZE * 2] = {};
	struct scatterlist sgs[2], sgd[2];
	DECLARE_CRYPTO_WAIT(wait);

	if (vec->iv && ivsize <= sizeof(iv))
		memcpy(iv, vec->iv, ivsize);
	u8 *out = cfg.inplace ? src.data() : dst.data();
	unsigned int first = cfg.split && vec->len > 1 ? vec->len / 2 : vec->len;
	sg_init_table(sgs, first < vec->len ? 2 : 1);
	sg_set_buf(&sgs[0], src.data(), first);
	if (first < vec->len)
		sg_set_buf(&sgs[1], src.data() + first, vec->len - first);
	sg_init_table(sgd, first < vec->len ? 2 : 1);
	sg_set_buf(&sgd[0], out, first);
	if (first < vec->len)
		sg_set_buf(&sgd[1], out + first, vec->len - first);
	skcipher_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP, crypto_req_done, &wait);
	skcipher_request_set_crypt(req, sgs, cfg.inplace ? sgs : sgd, vec->len, iv);
	int err = crypto_wait_req(enc ? crypto_skcipher_encrypt(req) : crypto_skcipher_decrypt(req),
				  &wait);
	if (err != vec->crypt_error) {
		pr_err("alg: skcipher: %s %s failed on test vector %u; expected_error=%d, actual_error=%d, cfg=\"%s\"\n",
		       driver, vec_dir(enc), idx, vec->crypt_error, err, cfg.name);
		return err ? err : -EINVAL;
	}
	if (err)
		return 0;
	if (memcmp(out, want, vec->len)) {
		pr_err("alg: skcipher: %s %s test failed (wrong result) on test vector %u, cfg=\"%s\"\n",
		       driver, vec_dir(enc), idx, cfg.name);
		return -EINVAL;
	}
	if (!cfg.inplace && dst[vec->len] != 0) {
		pr_err("alg: skcipher: %s %s overran dst buffer on test vector %u, cfg=\"%s\"\n",
		       driver, vec_dir(enc), idx, cfg.name);
		return -EOVERFLOW;
	}
	if (enc && vec->iv_out && memcmp(iv, vec->iv_out, ivsize)) {
		pr_err("alg: skcipher: %s %s test failed (wrong output IV) on test vector %u, cfg=\"%s\"\n",
		       driver, vec_dir(enc), idx, cfg.name);
		return -EINVAL;
	}
	return 0;
}

int test_skcipher_vec(const char *driver, struct skcipher_request *req, const cipher_testvec *vec,
		      unsigned int idx)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);
	int err = crypto_skcipher_setkey(tfm, reinterpret_cast<const u8 *>(vec->key), vec->klen);

	if (err != vec->setkey_error) {
		pr_err("alg: skcipher: %s setkey failed on test vector %u; expected_error=%d, actual_error=%d, flags=%#x\n",
		       driver, idx, vec->setkey_error, err, crypto_skcipher_get_flags(tfm));
		return err ? err : -EINVAL;
	}
	if (err)
		return 0;
	for (const testmgr_cfg &cfg : testmgr_cfgs)
		for (int enc = 1; enc >= 0; enc--) {
			err = test_skcipher_one(driver, req, vec, idx, enc, cfg);
			if (err)
				return err;
		}
	return 0;
}

} // namespace

int ukc_test_skcipher(const char *driver, u32 type, u32 mask, const ukc_vector_suite *suite)
{
	struct crypto_skcipher *tfm = crypto_alloc_skcipher(driver, type, mask);

	if (IS_ERR(tfm)) {
		pr_err("alg: skcipher: failed to allocate transform for %s: %ld\n", driver,
		       PTR_ERR(tfm));
		return static_cast<int>(PTR_ERR(tfm));
	}
	struct skcipher_request *req = skcipher_request_alloc(tfm, GFP_KERNEL);
	int err = req ? 0 : -ENOMEM;
	const auto *vecs = static_cast<const cipher_testvec *>(suite->vecs);
	for (unsigned int i = 0; i < suite->count && !err; i++)
		err = test_skcipher_vec(driver, req, &vecs[i], i + 1);
	skcipher_request_free(req);
	crypto_free_skcipher(tfm);
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
