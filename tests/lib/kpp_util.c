// SPDX-License-Identifier: GPL-2.0-only
// The kpp Check suites' shared helpers: one operation through scatterlists, OpenSSL's numbers.
#include "kpp_util.h"

#include <linux/crypto.h>
#include <linux/scatterlist.h>

#include <openssl/bn.h>

#include <check.h>

int kpp_op(struct crypto_kpp *tfm, const u8 *src, unsigned int slen, u8 *dst, unsigned int dlen)
{
	struct kpp_request *req = kpp_request_alloc(tfm, GFP_KERNEL);
	struct scatterlist ssg, dsg;
	struct crypto_wait wait;

	ck_assert_ptr_nonnull(req);
	crypto_init_wait(&wait);
	if (src)
		sg_init_one(&ssg, src, slen);
	sg_init_one(&dsg, dst, dlen);
	kpp_request_set_input(req, src ? &ssg : NULL, slen);
	kpp_request_set_output(req, &dsg, dlen);
	kpp_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP, crypto_req_done, &wait);
	int err = crypto_wait_req(src ? crypto_kpp_compute_shared_secret(req)
				      : crypto_kpp_generate_public_key(req),
				  &wait);
	kpp_request_free(req);
	return err;
}

unsigned int get_bn(EVP_PKEY *pkey, const char *name, u8 *out, int pad)
{
	BIGNUM *bn = NULL;

	ck_assert_int_eq(EVP_PKEY_get_bn_param(pkey, name, &bn), 1);
	int len = pad ? BN_bn2binpad(bn, out, pad) : BN_bn2bin(bn, out);
	ck_assert_int_gt(len, 0);
	BN_clear_free(bn);
	return (unsigned int)len;
}
