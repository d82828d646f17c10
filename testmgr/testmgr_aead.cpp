// SPDX-License-Identifier: GPL-2.0-only
// AEAD self-tests: every vector under every default configuration (then random ones when extra
// tests are on), encryption then decryption, with the checks and messages of Linux 6.12.
#include <crypto/aead.h>
#include <crypto/internal/aead.h>
#include <linux/err.h>
#include <linux/kernel.h>
#include <linux/scatterlist.h>

#include <cstdio>
#include <cstring>
#include <memory>

#include "testmgr_priv.h"
#include "testmgr_sg.h"
#include "testvec.h"

namespace {

using namespace ukc::tm;

struct aead_test {
	const char *driver;
	struct aead_request *req;
	cipher_sglists *tsgls;
};

// The kernel's do_setkey(): the key placed at the configuration's offset.
int aead_do_setkey(const aead_test &t, const aead_testvec *vec, const testvec_config &cfg)
{
	struct crypto_aead *tfm = crypto_aead_reqtfm(t.req);
	offset_buf key(reinterpret_cast<const u8 *>(vec->key), vec->klen, cfg.key_offset,
		       cfg.key_offset_relative_to_alignmask, crypto_aead_alignmask(tfm));

	if (!key.mem)
		return -ENOMEM;
	if (vec->wk)
		crypto_aead_set_flags(tfm, CRYPTO_TFM_REQ_FORBID_WEAK_KEYS);
	else
		crypto_aead_clear_flags(tfm, CRYPTO_TFM_REQ_FORBID_WEAK_KEYS);
	nosimd_guard g(cfg.nosimd_setkey);
	return crypto_aead_setkey(tfm, key.ptr, vec->klen);
}

// Key, then tag size. Returns 1 when a step failed as the vector expects (nothing more to
// run), 0 when both are set, or a -errno after the kernel's message.
int aead_vec_keys(const aead_test &t, const aead_testvec *vec, const char *vec_name,
		  const testvec_config &cfg)
{
	struct crypto_aead *tfm = crypto_aead_reqtfm(t.req);
	int err = aead_do_setkey(t, vec, cfg);

	if (err && err != vec->setkey_error) {
		pr_err("alg: aead: %s setkey failed on test vector %s; expected_error=%d, actual_error=%d, flags=%#x\n",
		       t.driver, vec_name, vec->setkey_error, err, crypto_aead_get_flags(tfm));
		return err;
	}
	if (!err && vec->setkey_error) {
		pr_err("alg: aead: %s setkey unexpectedly succeeded on test vector %s; expected_error=%d\n",
		       t.driver, vec_name, vec->setkey_error);
		return -EINVAL;
	}
	err = crypto_aead_setauthsize(tfm, vec->clen - vec->plen);
	if (err && err != vec->setauthsize_error) {
		pr_err("alg: aead: %s setauthsize failed on test vector %s; expected_error=%d, actual_error=%d\n",
		       t.driver, vec_name, vec->setauthsize_error, err);
		return err;
	}
	if (!err && vec->setauthsize_error) {
		pr_err("alg: aead: %s setauthsize unexpectedly succeeded on test vector %s; expected_error=%d\n",
		       t.driver, vec_name, vec->setauthsize_error);
		return -EINVAL;
	}
	return vec->setkey_error || vec->setauthsize_error ? 1 : 0;
}

using aead_req_snapshot = ukc::tm::req_snapshot<struct aead_request>;
static_assert(aead_req_snapshot::has_ad);

int aead_check_request(const aead_test &t, const aead_req_snapshot &s, bool enc,
		       const char *vec_name, const testvec_config &cfg)
{
	return ukc::tm::check_request_intact("aead", t.driver, op_name(enc), s.changed(t.req),
					     *t.tsgls, vec_name, cfg);
}

// An inauthentic vector must fail with -EBADMSG (or its crypt_error); any other vector with
// exactly its crypt_error.
int aead_check_error(const aead_test &t, const aead_testvec *vec, int err, bool enc,
		     const char *vec_name, const testvec_config &cfg)
{
	char expected[32];

	if (!(err == 0 && vec->novrfy) &&
	    (err == vec->crypt_error || (err == -EBADMSG && vec->novrfy)))
		return 0;
	if (vec->novrfy && vec->crypt_error != 0 && vec->crypt_error != -EBADMSG)
		snprintf(expected, sizeof(expected), "-EBADMSG or %d", vec->crypt_error);
	else if (vec->novrfy)
		snprintf(expected, sizeof(expected), "-EBADMSG");
	else
		snprintf(expected, sizeof(expected), "%d", vec->crypt_error);
	if (err) {
		pr_err("alg: aead: %s %s failed on test vector %s; expected_error=%s, actual_error=%d, cfg=\"%s\"\n",
		       t.driver, op_name(enc), vec_name, expected, err, cfg.name);
		return err;
	}
	pr_err("alg: aead: %s %s unexpectedly succeeded on test vector %s; expected_error=%s, cfg=\"%s\"\n",
	       t.driver, op_name(enc), vec_name, expected, cfg.name);
	return -EINVAL;
}

// The output follows the associated data. In-place decryption leaves the tag behind the
// plaintext, so only there is the poison after the output not checked.
int aead_check_output(const aead_test &t, const aead_testvec *vec, bool enc, const char *vec_name,
		      const testvec_config &cfg)
{
	const char *want = enc ? vec->ctext : vec->ptext;
	bool check_poison = enc || cfg.inplace == inplace_mode::out_of_place;
	int err = t.tsgls->dst.verify(reinterpret_cast<const u8 *>(want),
				      enc ? vec->clen : vec->plen, vec->alen, check_poison);

	if (err == -EOVERFLOW)
		pr_err("alg: aead: %s %s overran dst buffer on test vector %s, cfg=\"%s\"\n",
		       t.driver, op_name(enc), vec_name, cfg.name);
	else if (err)
		pr_err("alg: aead: %s %s test failed (wrong result) on test vector %s, cfg=\"%s\"\n",
		       t.driver, op_name(enc), vec_name, cfg.name);
	return err;
}

// src = assoc || input; dst has room for assoc || output.
int aead_build_sglists(const aead_test &t, const aead_testvec *vec, bool enc, const char *vec_name,
		       const testvec_config &cfg)
{
	unsigned int alignmask = crypto_aead_alignmask(crypto_aead_reqtfm(t.req));
	const char *in = enc ? vec->ptext : vec->ctext;
	const std::span<const u8> input[2] = {
		{ reinterpret_cast<const u8 *>(vec->assoc), vec->alen },
		{ reinterpret_cast<const u8 *>(in), enc ? vec->plen : vec->clen },
	};
	int err = build_cipher_sglists(*t.tsgls, cfg, alignmask,
				       vec->alen + (enc ? vec->plen : vec->clen),
				       vec->alen + (enc ? vec->clen : vec->plen), input);

	if (err)
		pr_err("alg: aead: %s %s: error preparing scatterlists for test vector %s, cfg=\"%s\"\n",
		       t.driver, op_name(enc), vec_name, cfg.name);
	return err;
}

int aead_submit(const aead_test &t, bool enc, const testvec_config &cfg)
{
	int err;
	{
		nosimd_guard g(cfg.nosimd);
		err = enc ? crypto_aead_encrypt(t.req) : crypto_aead_decrypt(t.req);
	}
	return err;
}

int aead_vec_cfg(const aead_test &t, bool enc, const aead_testvec *vec, const char *vec_name,
		 const testvec_config &cfg)
{
	struct crypto_aead *tfm = crypto_aead_reqtfm(t.req);
	unsigned int ivsize = crypto_aead_ivsize(tfm);
	int err = aead_vec_keys(t, vec, vec_name, cfg);

	if (err)
		return err > 0 ? 0 : err;
	if (WARN_ON(ivsize > max_ivlen))
		return -EINVAL;
	u8 ivdata[max_ivlen] = {};
	if (vec->iv)
		memcpy(ivdata, vec->iv, ivsize);
	offset_buf ivbuf(ivdata, max_ivlen, cfg.iv_offset, cfg.iv_offset_relative_to_alignmask,
			 crypto_aead_alignmask(tfm));
	if (!ivbuf.mem)
		return -ENOMEM;
	err = aead_build_sglists(t, vec, enc, vec_name, cfg);
	if (err)
		return err;

	DECLARE_CRYPTO_WAIT(wait);
	aead_request_set_callback(t.req, CRYPTO_TFM_REQ_MAY_BACKLOG | cfg.req_flags,
				  crypto_req_done, &wait);
	aead_request_set_crypt(t.req, t.tsgls->src.sgl_ptr, t.tsgls->dst.sgl_ptr,
			       enc ? vec->plen : vec->clen, ivbuf.ptr);
	aead_request_set_ad(t.req, vec->alen);
	aead_req_snapshot snap(t.req);
	err = crypto_wait_req(aead_submit(t, enc, cfg), &wait);

	int bad = aead_check_request(t, snap, enc, vec_name, cfg);
	if (!bad)
		bad = aead_check_error(t, vec, err, enc, vec_name, cfg);
	if (bad || err)
		return bad;
	return aead_check_output(t, vec, enc, vec_name, cfg);
}

int aead_vec(const aead_test &t, bool enc, const aead_testvec *vec, unsigned int num)
{
	// An inauthentic vector has nothing to encrypt.
	if (enc && vec->novrfy)
		return 0;
	return run_cipher_vec_configs(t, enc, vec, num, aead_vec_cfg);
}

struct aead_tfm_deleter {
	void operator()(struct crypto_aead *tfm) const { crypto_free_aead(tfm); }
};

struct aead_req_deleter {
	void operator()(struct aead_request *req) const { aead_request_free(req); }
};

} // namespace

int ukc_test_aead_random_vec(const char *driver, struct aead_request *req,
			     const struct aead_testvec *vec, const char *vec_name, bool enc,
			     bool dec, ukc::tm::prng &rng)
{
	return run_cipher_vec_random<aead_test>("aead", driver, req, vec, vec_name, enc, dec, rng,
						aead_vec_cfg);
}

int ukc_test_aead(const char *driver, u32 type, u32 mask, const struct ukc_vector_suite *suite)
{
	if (!suite->count) {
		pr_err("alg: aead: empty test suite for %s\n", driver);
		return -EINVAL;
	}
	struct crypto_aead *raw = crypto_alloc_aead(driver, type, mask);

	if (IS_ERR(raw)) {
		if (PTR_ERR(raw) == -ENOENT)
			return 0; // not reachable by this type: nothing to test, as in 6.12
		pr_err("alg: aead: failed to allocate transform for %s: %ld\n", driver,
		       PTR_ERR(raw));
		return static_cast<int>(PTR_ERR(raw));
	}
	std::unique_ptr<struct crypto_aead, aead_tfm_deleter> tfm(raw);
	std::unique_ptr<struct aead_request, aead_req_deleter> req(
		aead_request_alloc(raw, GFP_KERNEL));
	if (!req) {
		pr_err("alg: aead: failed to allocate request for %s\n", driver);
		return -ENOMEM;
	}
	cipher_sglists tsgls;
	if (tsgls.init())
		return test_buffers_failed("aead", crypto_aead_driver_name(raw));
	aead_test t{ crypto_aead_driver_name(raw), req.get(), &tsgls };
	const auto *vecs = static_cast<const aead_testvec *>(suite->vecs);

	int err = run_vecs_both_ways(vecs, suite->count,
				     [&](bool enc, const aead_testvec *vec, unsigned int num) {
					     return aead_vec(t, enc, vec, num);
				     });
	return err ? err : ukc_test_aead_extra(t.driver, req.get(), suite);
}
