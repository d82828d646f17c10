// SPDX-License-Identifier: GPL-2.0-only
// The skcipher runner's entry point, and the extra test that compares a driver with its
// generic implementation on random vectors under random configurations (Linux 6.12).
#include <crypto/internal/skcipher.h>
#include <crypto/skcipher.h>
#include <linux/scatterlist.h>

#include <cstring>

#include "alg_test_descs.h"
#include "testmgr_priv.h"
#include "testmgr_sg.h"
#include "testvec.h"

int ukc_test_skcipher_vecs(const char *driver, struct skcipher_request *req,
			   const struct ukc_vector_suite *suite);
int ukc_test_skcipher_random_vec(const char *driver, struct skcipher_request *req,
				 const struct cipher_testvec *vec, const char *vec_name,
				 ukc::tm::prng &rng);

namespace {

using namespace ukc::tm;

// Random key, IV and plaintext; the expected ciphertext (or error) is the generic driver's.
struct random_cipher_vec {
	kbuf key, iv, ptext, ctext;
	cipher_testvec vec = {};
	char name[64];

	random_cipher_vec(unsigned int maxkey, unsigned int ivsize, unsigned int maxdata)
		: key(maxkey + 1), iv(ivsize + 1), ptext(maxdata + 1), ctext(maxdata + 1)
	{
		vec.key = reinterpret_cast<const char *>(key.data());
		vec.iv = reinterpret_cast<const char *>(iv.data());
		vec.ptext = reinterpret_cast<const char *>(ptext.data());
		vec.ctext = reinterpret_cast<const char *>(ctext.data());
	}

	bool ok() const { return key && iv && ptext && ctext; }

	void generate(prng &rng, struct skcipher_request *greq, unsigned int maxdata)
	{
		struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(greq);
		unsigned int maxkey = crypto_skcipher_max_keysize(tfm);
		unsigned int ivsize = crypto_skcipher_ivsize(tfm);

		// Usually the longest key, sometimes any length up to it.
		vec.klen = static_cast<unsigned short>(rng.below(4) ? maxkey
								    : rng.below(maxkey + 1));
		rng.bytes(key.data(), vec.klen);
		vec.setkey_error = crypto_skcipher_setkey(tfm, key.data(), vec.klen);
		rng.bytes(iv.data(), ivsize);
		vec.len = generate_random_length(rng, maxdata);
		rng.bytes(ptext.data(), vec.len);
		vec.crypt_error = 0;
		if (!vec.setkey_error)
			encrypt(greq, ivsize);
		snprintf(name, sizeof(name), "\"random: len=%u klen=%u\"", vec.len, vec.klen);
	}

	void encrypt(struct skcipher_request *greq, unsigned int ivsize)
	{
		struct scatterlist src, dst;
		u8 ivcopy[max_ivlen];
		DECLARE_CRYPTO_WAIT(wait);

		sg_init_one(&src, ptext.data(), vec.len);
		sg_init_one(&dst, ctext.data(), vec.len);
		memcpy(ivcopy, iv.data(), ivsize);
		skcipher_request_set_callback(greq, 0, crypto_req_done, &wait);
		skcipher_request_set_crypt(greq, &src, &dst, vec.len, ivcopy);
		vec.crypt_error = crypto_wait_req(crypto_skcipher_encrypt(greq), &wait);
		// An invalid length must fail the same way in both directions: keep ctext defined.
		if (vec.crypt_error)
			memset(ctext.data(), 0, vec.len);
	}
};

int skcipher_check_same_shape(const char *driver, const char *generic, struct crypto_skcipher *a,
			      struct crypto_skcipher *b)
{
	struct {
		const char *what;
		unsigned int mine, theirs;
	} props[] = {
		{ "min keysize", crypto_skcipher_min_keysize(a), crypto_skcipher_min_keysize(b) },
		{ "max keysize", crypto_skcipher_max_keysize(a), crypto_skcipher_max_keysize(b) },
		{ "ivsize", crypto_skcipher_ivsize(a), crypto_skcipher_ivsize(b) },
		{ "blocksize", crypto_skcipher_blocksize(a), crypto_skcipher_blocksize(b) },
	};
	(void)generic;
	for (const auto &p : props)
		if (p.mine != p.theirs) {
			pr_err("alg: skcipher: %s for %s (%u) doesn't match generic impl (%u)\n",
			       p.what, driver, p.mine, p.theirs);
			return -EINVAL;
		}
	return 0;
}

int skcipher_fuzz_rounds(const char *driver, struct skcipher_request *req,
			 struct skcipher_request *greq)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);
	const unsigned int maxdata = 2 * PAGE_SIZE - poison_len;
	random_cipher_vec rv(crypto_skcipher_max_keysize(tfm), crypto_skcipher_ivsize(tfm),
			     maxdata);
	u64 seed = test_seed();
	prng rng(seed);

	if (!rv.ok())
		return -ENOMEM;
	for (unsigned int i = 0; i < fuzz_iterations() * 8; i++) {
		rv.generate(rng, greq, maxdata);
		int err = ukc_test_skcipher_random_vec(driver, req, &rv.vec, rv.name, rng);
		if (err)
			return random_test_failed(driver, seed, err);
	}
	return 0;
}

int skcipher_vs_generic(const char *driver, struct skcipher_request *req)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);
	const char *algname = crypto_skcipher_alg(tfm)->base.cra_name;
	char generic[CRYPTO_MAX_ALG_NAME];

	if (!extra_tests_enabled())
		return 0;
	// Key wrap returns its integrity value in the IV, which random vectors do not model:
	// 6.12 leaves kw out of the comparison too.
	if (!strncmp(algname, "kw(", 3))
		return 0;
	int err = 0;
	if (const char *override = current_generic_driver())
		strscpy(generic, override, sizeof(generic));
	else
		err = build_generic_driver_name(algname, generic);
	if (err)
		return err;
	if (!strcmp(generic, driver))
		return 0; // already the generic implementation
	struct crypto_skcipher *gtfm = crypto_alloc_skcipher(generic, 0, 0);
	if (IS_ERR(gtfm)) {
		err = static_cast<int>(PTR_ERR(gtfm));
		if (err == -ENOENT) {
			pr_warn("alg: skcipher: skipping comparison tests for %s because %s is unavailable\n",
				driver, generic);
			return 0;
		}
		pr_err("alg: skcipher: error allocating %s (generic impl of %s): %d\n", generic,
		       algname, err);
		return err;
	}
	struct skcipher_request *greq = skcipher_request_alloc(gtfm, GFP_KERNEL);
	err = greq ? skcipher_check_same_shape(driver, generic, tfm, gtfm) : -ENOMEM;
	if (!err)
		err = skcipher_fuzz_rounds(driver, req, greq);
	skcipher_request_free(greq);
	crypto_free_skcipher(gtfm);
	return err;
}

} // namespace

int ukc_test_skcipher(const char *driver, u32 type, u32 mask, const ukc_vector_suite *suite)
{
	if (!suite->count) {
		pr_err("alg: skcipher: empty test suite for %s\n", driver);
		return -EINVAL;
	}
	struct crypto_skcipher *tfm = crypto_alloc_skcipher(driver, type, mask);
	if (IS_ERR(tfm)) {
		if (PTR_ERR(tfm) == -ENOENT)
			return 0; // not reachable by this type: nothing to test, as in 6.12
		pr_err("alg: skcipher: failed to allocate transform for %s: %ld\n", driver,
		       PTR_ERR(tfm));
		return static_cast<int>(PTR_ERR(tfm));
	}
	struct skcipher_request *req = skcipher_request_alloc(tfm, GFP_KERNEL);
	int err = req ? ukc_test_skcipher_vecs(driver, req, suite) : -ENOMEM;
	if (!err)
		err = skcipher_vs_generic(driver, req);
	skcipher_request_free(req);
	crypto_free_skcipher(tfm);
	return err;
}
