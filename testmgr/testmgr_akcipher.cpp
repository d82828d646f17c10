// SPDX-License-Identifier: GPL-2.0-only
// akcipher self-tests: each vector's public operation (encrypt, or verify) against its known
// answer, then the private one (decrypt, or sign) back to the message, with Linux 6.12's
// test_akcipher_one() steps and messages.
#include <asm/page.h>
#include <crypto/akcipher.h>
#include <linux/err.h>
#include <linux/fips.h>
#include <linux/scatterlist.h>
#include <linux/slab.h>

#include <cstring>
#include <memory>

#include "testmgr_priv.h"
#include "testvec.h"

namespace {

struct akcipher_buf_deleter {
	void operator()(u8 *p) const { kfree_sensitive(p); }
};
using akcipher_buf = std::unique_ptr<u8, akcipher_buf_deleter>;

struct akcipher_req_deleter {
	void operator()(struct akcipher_request *req) const { akcipher_request_free(req); }
};

akcipher_buf akcipher_zalloc(size_t len)
{
	return akcipher_buf(static_cast<u8 *>(kzalloc(len ? len : 1, GFP_KERNEL)));
}

// The key as 6.12 hands it to the algorithm: the encoding, then the curve's OID number and
// the parameters' length (native-endian u32s), then the parameters.
akcipher_buf akcipher_pack_key(const akcipher_testvec *v)
{
	akcipher_buf key = akcipher_zalloc(v->key_len + 2 * sizeof(u32) + v->param_len);

	if (!key)
		return key;
	u8 *p = key.get();
	u32 algo = v->algo, plen = v->param_len;
	memcpy(p, v->key, v->key_len);
	memcpy(p + v->key_len, &algo, sizeof(algo));
	memcpy(p + v->key_len + sizeof(algo), &plen, sizeof(plen));
	if (v->param_len)
		memcpy(p + v->key_len + 2 * sizeof(u32), v->params, v->param_len);
	return key;
}

int akcipher_wait(struct akcipher_request *req, int err, struct crypto_wait *wait)
{
	return crypto_wait_req(err, wait);
}

// Encrypt (or verify, the signature and the digest in one source list split after 8 bytes,
// as 6.12 splits it) and compare with the known answer.
int akcipher_test_public(struct akcipher_request *req, const akcipher_testvec *v,
			 unsigned int out_len_max, u8 *outbuf_enc)
{
	const bool sig = v->siggen_sigver_test;
	const unsigned char *m = sig ? v->c : v->m, *c = sig ? v->m : v->c;
	unsigned int m_size = sig ? v->c_size : v->m_size, c_size = sig ? v->m_size : v->c_size;
	const char *op = sig ? "verify" : "encrypt";
	struct scatterlist src_tab[3], dst;
	struct crypto_wait wait;

	if (WARN_ON(m_size > PAGE_SIZE) || WARN_ON(c_size > PAGE_SIZE) || m_size < 8)
		return -E2BIG;
	akcipher_buf xbuf0 = akcipher_zalloc(PAGE_SIZE), xbuf1 = akcipher_zalloc(PAGE_SIZE);
	if (!xbuf0 || !xbuf1)
		return -ENOMEM;
	memcpy(xbuf0.get(), m, m_size);
	sg_init_table(src_tab, 3);
	sg_set_buf(&src_tab[0], xbuf0.get(), 8);
	sg_set_buf(&src_tab[1], xbuf0.get() + 8, m_size - 8);
	if (sig) {
		memcpy(xbuf1.get(), c, c_size);
		sg_set_buf(&src_tab[2], xbuf1.get(), c_size);
		akcipher_request_set_crypt(req, src_tab, NULL, m_size, c_size);
	} else {
		sg_init_one(&dst, outbuf_enc, out_len_max);
		akcipher_request_set_crypt(req, src_tab, &dst, m_size, out_len_max);
	}
	crypto_init_wait(&wait);
	akcipher_request_set_callback(req, CRYPTO_TFM_REQ_MAY_BACKLOG, crypto_req_done, &wait);
	int err = akcipher_wait(
		req, sig ? crypto_akcipher_verify(req) : crypto_akcipher_encrypt(req), &wait);
	if (err != v->verify_error) {
		pr_err("alg: akcipher: %s test failed: expected %d, got %d\n", op, v->verify_error,
		       err);
		return err ? err : -EINVAL;
	}
	if (sig || !c)
		return 0;
	if (req->dst_len != c_size) {
		pr_err("alg: akcipher: %s test failed. Invalid output len\n", op);
		return -EINVAL;
	}
	if (memcmp(c, outbuf_enc, c_size)) {
		pr_err("alg: akcipher: %s test failed. Invalid output\n", op);
		ukc::tm::hexdump(outbuf_enc, c_size);
		return -EINVAL;
	}
	return 0;
}

// Decrypt the known ciphertext (or sign the digest) and find the message at the end of the
// output, zeros before it.
int akcipher_test_private(struct akcipher_request *req, const akcipher_testvec *v,
			  unsigned int out_len_max)
{
	const bool sig = v->siggen_sigver_test;
	const unsigned char *m = sig ? v->c : v->m, *c = sig ? v->m : v->c;
	unsigned int m_size = sig ? v->c_size : v->m_size, c_size = sig ? v->m_size : v->c_size;
	const char *op = sig ? "sign" : "decrypt";
	struct scatterlist src, dst;
	struct crypto_wait wait;

	akcipher_buf outbuf_dec = akcipher_zalloc(out_len_max), xbuf0 = akcipher_zalloc(PAGE_SIZE);
	if (!outbuf_dec || !xbuf0)
		return -ENOMEM;
	if (WARN_ON(c_size > PAGE_SIZE))
		return -E2BIG;
	memcpy(xbuf0.get(), c, c_size);
	sg_init_one(&src, xbuf0.get(), c_size);
	sg_init_one(&dst, outbuf_dec.get(), out_len_max);
	crypto_init_wait(&wait);
	// This frame's wait: the callback still named the public half's, gone with its frame.
	akcipher_request_set_callback(req, CRYPTO_TFM_REQ_MAY_BACKLOG, crypto_req_done, &wait);
	akcipher_request_set_crypt(req, &src, &dst, c_size, out_len_max);
	int err = akcipher_wait(req, sig ? crypto_akcipher_sign(req) : crypto_akcipher_decrypt(req),
				&wait);
	if (err) {
		pr_err("alg: akcipher: %s test failed. err %d\n", op, err);
		return err;
	}
	unsigned int out_len = req->dst_len;
	if (out_len < m_size) {
		pr_err("alg: akcipher: %s test failed. Invalid output len %u\n", op, out_len);
		return -EINVAL;
	}
	const u8 *out = outbuf_dec.get();
	bool zeros = true;
	for (unsigned int i = 0; i < out_len - m_size; i++)
		zeros &= !out[i];
	if (!zeros || memcmp(m, out + out_len - m_size, m_size)) {
		pr_err("alg: akcipher: %s test failed. Invalid output\n", op);
		ukc::tm::hexdump(out, out_len);
		return -EINVAL;
	}
	return 0;
}

int akcipher_test_one(struct crypto_akcipher *tfm, const akcipher_testvec *v)
{
	std::unique_ptr<struct akcipher_request, akcipher_req_deleter> req(
		akcipher_request_alloc(tfm, GFP_KERNEL));
	akcipher_buf key = akcipher_pack_key(v);

	if (!req || !key)
		return -ENOMEM;
	int err = v->public_key_vec ? crypto_akcipher_set_pub_key(tfm, key.get(), v->key_len)
				    : crypto_akcipher_set_priv_key(tfm, key.get(), v->key_len);
	if (err)
		return err;
	unsigned int out_len_max = crypto_akcipher_maxsize(tfm);
	akcipher_buf outbuf_enc = akcipher_zalloc(out_len_max);
	if (!outbuf_enc)
		return -ENOMEM;
	err = akcipher_test_public(req.get(), v, out_len_max, outbuf_enc.get());
	// Vectors with only a public key, or a signature that must not verify, stop here.
	if (err || v->public_key_vec || v->verify_error)
		return err;
	return akcipher_test_private(req.get(), v, out_len_max);
}

} // namespace

int ukc_test_akcipher(const char *driver, u32 type, u32 mask, const ukc_vector_suite *suite)
{
	struct crypto_akcipher *tfm = crypto_alloc_akcipher(driver, type, mask);

	if (IS_ERR(tfm)) {
		if (PTR_ERR(tfm) == -ENOENT)
			return 0;
		pr_err("alg: akcipher: Failed to load tfm for %s: %ld\n", driver, PTR_ERR(tfm));
		return static_cast<int>(PTR_ERR(tfm));
	}
	const akcipher_testvec *vecs = ukc_suite_akcipher_vecs(suite);
	const char *algo = crypto_tfm_alg_driver_name(crypto_akcipher_tfm(tfm));
	int err = 0;
	for (unsigned int i = 0, j = 0; vecs && i < suite->count && !err; i++) {
		if (fips_enabled && vecs[i].fips_skip)
			continue; // 6.12 builds these out of a FIPS kernel
		j++;
		err = akcipher_test_one(tfm, &vecs[i]);
		if (err)
			pr_err("alg: akcipher: test %u failed for %s, err=%d\n", j, algo, err);
	}
	crypto_free_akcipher(tfm);
	return err;
}
