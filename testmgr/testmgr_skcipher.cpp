// SPDX-License-Identifier: GPL-2.0-only
// skcipher self-tests: every vector under every default configuration, with poison, request
// and scatterlist integrity checks, then (extra tests) random configurations and a comparison
// with the generic implementation on random vectors, as Linux 6.12's testmgr.
#include <crypto/internal/skcipher.h>
#include <crypto/skcipher.h>
#include <linux/fips.h>
#include <linux/scatterlist.h>

#include <cstring>

#include "testmgr_priv.h"
#include "testmgr_sg.h"
#include "testvec.h"

namespace {

using namespace ukc::tm;

struct skcipher_test {
	const char *driver;
	struct skcipher_request *req;
	cipher_sglists *tsgls;
};

// Returns 1 when the vector expects setkey to fail and it did (nothing more to run), 0 when
// the key is set, or a -errno after printing the kernel's message.
int skcipher_vec_setkey(const skcipher_test &t, const cipher_testvec *vec, const char *vec_name,
			const testvec_config &cfg)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(t.req);
	offset_buf key(reinterpret_cast<const u8 *>(vec->key), vec->klen, cfg.key_offset,
		       cfg.key_offset_relative_to_alignmask, crypto_skcipher_alignmask(tfm));
	if (!key.mem)
		return -ENOMEM;
	crypto_skcipher_clear_flags(tfm, CRYPTO_TFM_REQ_FORBID_WEAK_KEYS);
	if (vec->wk)
		crypto_skcipher_set_flags(tfm, CRYPTO_TFM_REQ_FORBID_WEAK_KEYS);
	int err;
	{
		nosimd_guard g(cfg.nosimd_setkey);
		err = crypto_skcipher_setkey(tfm, key.ptr, vec->klen);
	}
	if (err == vec->setkey_error)
		return err ? 1 : 0;
	if (err) {
		pr_err("alg: skcipher: %s setkey failed on test vector %s; expected_error=%d, actual_error=%d, flags=%#x\n",
		       t.driver, vec_name, vec->setkey_error, err, crypto_skcipher_get_flags(tfm));
		return err;
	}
	pr_err("alg: skcipher: %s setkey unexpectedly succeeded on test vector %s; expected_error=%d\n",
	       t.driver, vec_name, vec->setkey_error);
	return -EINVAL;
}

using skcipher_req_snapshot = ukc::tm::req_snapshot<struct skcipher_request>;
static_assert(!skcipher_req_snapshot::has_ad);

int skcipher_check_request(const skcipher_test &t, const skcipher_req_snapshot &s, bool enc,
			   const char *vec_name, const testvec_config &cfg)
{
	return ukc::tm::check_request_intact("skcipher", t.driver, op_name(enc), s.changed(t.req),
					     *t.tsgls, vec_name, cfg);
}

int skcipher_check_error(const skcipher_test &t, const cipher_testvec *vec, int err, bool enc,
			 const char *vec_name, const testvec_config &cfg)
{
	if (err == vec->crypt_error)
		return 0;
	if (err)
		pr_err("alg: skcipher: %s %s failed on test vector %s; expected_error=%d, actual_error=%d, cfg=\"%s\"\n",
		       t.driver, op_name(enc), vec_name, vec->crypt_error, err, cfg.name);
	else
		pr_err("alg: skcipher: %s %s unexpectedly succeeded on test vector %s; expected_error=%d, cfg=\"%s\"\n",
		       t.driver, op_name(enc), vec_name, vec->crypt_error, cfg.name);
	return err ? err : -EINVAL;
}

int skcipher_check_output(const skcipher_test &t, const cipher_testvec *vec, const u8 *iv, bool enc,
			  const char *vec_name, const testvec_config &cfg)
{
	const u8 *want = reinterpret_cast<const u8 *>(enc ? vec->ctext : vec->ptext);
	int err = t.tsgls->dst.verify(want, vec->len, 0, true);

	if (err == -EOVERFLOW) {
		pr_err("alg: skcipher: %s %s overran dst buffer on test vector %s, cfg=\"%s\"\n",
		       t.driver, op_name(enc), vec_name, cfg.name);
		return err;
	}
	if (err) {
		pr_err("alg: skcipher: %s %s test failed (wrong result) on test vector %s, cfg=\"%s\"\n",
		       t.driver, op_name(enc), vec_name, cfg.name);
		return err;
	}
	unsigned int ivsize = crypto_skcipher_ivsize(crypto_skcipher_reqtfm(t.req));
	if (vec->iv_out && memcmp(iv, vec->iv_out, ivsize)) {
		pr_err("alg: skcipher: %s %s test failed (wrong output IV) on test vector %s, cfg=\"%s\"\n",
		       t.driver, op_name(enc), vec_name, cfg.name);
		ukc::tm::hexdump(iv, ivsize);
		return -EINVAL;
	}
	return 0;
}

// Fills the IV the operation starts from; false when the vector cannot apply to the tfm.
bool skcipher_prepare_iv(const skcipher_test &t, const cipher_testvec *vec, bool enc, u8 *iv,
			 const char *vec_name)
{
	unsigned int ivsize = crypto_skcipher_ivsize(crypto_skcipher_reqtfm(t.req));

	if (!ivsize) {
		if (vec->generates_iv)
			pr_err("alg: skcipher: %s has ivsize=0 but test vector %s generates IV!\n",
			       t.driver, vec_name);
		return !vec->generates_iv;
	}
	if (ivsize > max_ivlen)
		return false;
	if (vec->generates_iv && !enc)
		memcpy(iv, vec->iv_out, ivsize);
	else if (vec->iv)
		memcpy(iv, vec->iv, ivsize);
	else
		memset(iv, 0, ivsize);
	return true;
}

int skcipher_vec_cfg(const skcipher_test &t, bool enc, const cipher_testvec *vec,
		     const char *vec_name, const testvec_config &cfg)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(t.req);
	unsigned int alignmask = crypto_skcipher_alignmask(tfm);
	int err = skcipher_vec_setkey(t, vec, vec_name, cfg);
	if (err)
		return err > 0 ? 0 : err;

	u8 ivdata[max_ivlen];
	if (!skcipher_prepare_iv(t, vec, enc, ivdata, vec_name))
		return -EINVAL;
	offset_buf ivbuf(ivdata, max_ivlen, cfg.iv_offset, cfg.iv_offset_relative_to_alignmask,
			 alignmask);
	const u8 *in = reinterpret_cast<const u8 *>(enc ? vec->ptext : vec->ctext);
	std::span<const u8> input(in, vec->len);
	err = build_cipher_sglists(*t.tsgls, cfg, alignmask, vec->len, vec->len, { &input, 1 });
	if (err || !ivbuf.mem) {
		pr_err("alg: skcipher: %s %s: error preparing scatterlists for test vector %s, cfg=\"%s\"\n",
		       t.driver, op_name(enc), vec_name, cfg.name);
		return err ? err : -ENOMEM;
	}
	u8 *iv = crypto_skcipher_ivsize(tfm) ? ivbuf.ptr : nullptr;
	DECLARE_CRYPTO_WAIT(wait);
	skcipher_request_set_callback(t.req, cfg.req_flags, crypto_req_done, &wait);
	skcipher_request_set_crypt(t.req, t.tsgls->src.sgl_ptr, t.tsgls->dst.sgl_ptr, vec->len, iv);
	skcipher_req_snapshot snap(t.req);
	{
		nosimd_guard g(cfg.nosimd);
		err = enc ? crypto_skcipher_encrypt(t.req) : crypto_skcipher_decrypt(t.req);
	}
	err = crypto_wait_req(err, &wait);
	int bad = skcipher_check_request(t, snap, enc, vec_name, cfg);
	if (!bad)
		bad = skcipher_check_error(t, vec, err, enc, vec_name, cfg);
	if (bad || err)
		return bad;
	return skcipher_check_output(t, vec, iv, enc, vec_name, cfg);
}

int skcipher_vec(const skcipher_test &t, bool enc, const cipher_testvec *vec, unsigned int num)
{
	if (fips_enabled && vec->fips_skip)
		return 0;
	return run_cipher_vec_configs(t, enc, vec, num, skcipher_vec_cfg);
}

} // namespace

int ukc_test_skcipher_vecs(const char *driver, struct skcipher_request *req,
			   const struct ukc_vector_suite *suite)
{
	cipher_sglists tsgls;
	if (tsgls.init())
		return test_buffers_failed("skcipher", driver);
	skcipher_test t{ driver, req, &tsgls };
	const auto *vecs = static_cast<const cipher_testvec *>(suite->vecs);

	return run_vecs_both_ways(vecs, suite->count,
				  [&](bool enc, const cipher_testvec *vec, unsigned int num) {
					  return skcipher_vec(t, enc, vec, num);
				  });
}

int ukc_test_skcipher_random_vec(const char *driver, struct skcipher_request *req,
				 const struct cipher_testvec *vec, const char *vec_name,
				 ukc::tm::prng &rng)
{
	return run_cipher_vec_random<skcipher_test>("skcipher", driver, req, vec, vec_name, true,
						    true, rng, skcipher_vec_cfg);
}
