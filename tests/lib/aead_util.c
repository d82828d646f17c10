// SPDX-License-Identifier: GPL-2.0-only
// What the AEAD template suites share: one request over lists or flat buffers, and bad names.
#include <string.h>

#include <crypto/aead.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <check.h>
#undef fail

#include "aead_util.h"
#include "testvec.h"

int aead_run_iv(struct crypto_aead *tfm, bool enc, struct scatterlist *src, struct scatterlist *dst,
		unsigned int assoclen, unsigned int cryptlen, const u8 *iv, u8 *iv_after)
{
	struct aead_request *req = aead_request_alloc(tfm, GFP_KERNEL);
	DECLARE_CRYPTO_WAIT(wait);
	u8 ivbuf[32] = { 0 };
	int err;

	ck_assert_ptr_nonnull(req);
	if (iv)
		memcpy(ivbuf, iv, crypto_aead_ivsize(tfm));
	aead_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP, crypto_req_done, &wait);
	aead_request_set_crypt(req, src, dst, cryptlen, ivbuf);
	aead_request_set_ad(req, assoclen);
	err = crypto_wait_req(enc ? crypto_aead_encrypt(req) : crypto_aead_decrypt(req), &wait);
	aead_request_free(req);
	if (iv_after)
		memcpy(iv_after, ivbuf, crypto_aead_ivsize(tfm));
	return err;
}

int aead_flat_lists(struct crypto_aead *tfm, bool enc, u8 *in, u8 *out, unsigned int assoclen,
		    unsigned int cryptlen, const u8 *iv, bool two_lists, u8 *iv_after)
{
	unsigned int authsize = crypto_aead_authsize(tfm);
	unsigned int inlen = assoclen + cryptlen, outlen = inlen;
	struct scatterlist src, dst;

	if (enc)
		outlen += authsize;
	else if (cryptlen >= authsize)
		outlen -= authsize;
	// In place, the one list must hold the longer of input and output.
	if (out == in && outlen > inlen)
		inlen = outlen;
	sg_init_one(&src, in, inlen);
	sg_init_one(&dst, out, out == in ? inlen : outlen);
	return aead_run_iv(tfm, enc, &src, out == in && !two_lists ? &src : &dst, assoclen,
			   cryptlen, iv, iv_after);
}

void aead_assert_bad_names(const struct aead_bad_name *bad, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		struct crypto_aead *tfm = crypto_alloc_aead(bad[i].name, 0, 0);

		ck_assert_msg(IS_ERR(tfm) && PTR_ERR(tfm) == bad[i].err, "%s: got %ld, want %ld",
			      bad[i].name, IS_ERR(tfm) ? PTR_ERR(tfm) : 0L, bad[i].err);
	}
}

const struct aead_testvec *aead_vectors(const char *alg, unsigned int *count)
{
	const struct ukc_vector_suite *suite = ukc_find_vector_suite(alg);
	const struct aead_testvec *vecs = ukc_suite_aead_vecs(suite);

	ck_assert_msg(vecs != NULL && suite->count > 0, "no vectors for %s", alg);
	*count = suite->count;
	return vecs;
}
