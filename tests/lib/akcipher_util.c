// SPDX-License-Identifier: GPL-2.0-only
// What the akcipher Check suites share: one-call operations, BER building and OpenSSL keys.
#include "akcipher_util.h"

#include <crypto/akcipher.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <openssl/rand.h>
#include <openssl/rsa.h>
#include <openssl/x509.h>

#include <stdlib.h>
#include <string.h>

#include "check_run.h"

static int akc_run(struct akcipher_request *req, int (*op)(struct akcipher_request *))
{
	struct crypto_wait wait;

	crypto_init_wait(&wait);
	akcipher_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP, crypto_req_done, &wait);
	return crypto_wait_req(op(req), &wait);
}

int akc_crypt(struct crypto_akcipher *tfm, bool enc, const void *src, unsigned int slen, void *dst,
	      unsigned int dlen)
{
	struct akcipher_request *req = akcipher_request_alloc(tfm, GFP_KERNEL);
	struct scatterlist sg[2], dsg;
	unsigned int first = slen / 2;

	ck_assert_ptr_nonnull(req);
	sg_init_table(sg, 2);
	sg_set_buf(&sg[0], src, first);
	sg_set_buf(&sg[1], (const u8 *)src + first, slen - first);
	sg_init_one(&dsg, dst, dlen);
	akcipher_request_set_crypt(req, sg, &dsg, slen, dlen);
	int err = akc_run(req, enc ? crypto_akcipher_encrypt : crypto_akcipher_decrypt);
	akcipher_request_free(req);
	return err;
}

int akc_verify(struct crypto_akcipher *tfm, const void *sig, unsigned int slen, const void *digest,
	       unsigned int dlen)
{
	struct akcipher_request *req = akcipher_request_alloc(tfm, GFP_KERNEL);
	struct scatterlist sg[2];

	ck_assert_ptr_nonnull(req);
	sg_init_table(sg, 2);
	sg_set_buf(&sg[0], sig, slen);
	sg_set_buf(&sg[1], digest, dlen);
	akcipher_request_set_crypt(req, sg, NULL, slen, dlen);
	int err = akc_run(req, crypto_akcipher_verify);
	akcipher_request_free(req);
	return err;
}

int akc_sign(struct crypto_akcipher *tfm, const void *src, unsigned int slen, void *dst,
	     unsigned int *dlen)
{
	struct akcipher_request *req = akcipher_request_alloc(tfm, GFP_KERNEL);
	struct scatterlist ssg, dsg;

	ck_assert_ptr_nonnull(req);
	sg_init_one(&ssg, src, slen);
	sg_init_one(&dsg, dst, *dlen);
	akcipher_request_set_crypt(req, &ssg, &dsg, slen, *dlen);
	int err = akc_run(req, crypto_akcipher_sign);
	*dlen = req->dst_len;
	akcipher_request_free(req);
	return err;
}

bool akc_all_zero(const u8 *p, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if (p[i])
			return false;
	return true;
}

struct crypto_akcipher *akc_alloc_key(const char *name, const void *key, unsigned int len, bool pub)
{
	struct crypto_akcipher *tfm = crypto_alloc_akcipher(name, 0, 0);

	ck_assert(!IS_ERR(tfm));
	ck_assert_int_eq(pub ? crypto_akcipher_set_pub_key(tfm, key, len)
			     : crypto_akcipher_set_priv_key(tfm, key, len),
			 0);
	return tfm;
}

void akc_random_below_n(u8 *out, unsigned int size)
{
	ck_assert_int_eq(RAND_bytes(out, (int)size), 1);
	out[0] = 0;
	out[1] |= 0x80; // far above 1
}

size_t akc_der(u8 *out, u8 tag, const u8 *body, size_t len)
{
	size_t h = 0;

	out[h++] = tag;
	if (len < 0x80) {
		out[h++] = (u8)len;
	} else if (len < 0x100) {
		out[h++] = 0x81;
		out[h++] = (u8)len;
	} else {
		out[h++] = 0x82;
		out[h++] = (u8)(len >> 8);
		out[h++] = (u8)len;
	}
	memmove(out + h, body, len);
	return h + len;
}

void akc_ossl_keygen(struct akc_ossl_key *k, int bits)
{
	k->pkey = EVP_PKEY_Q_keygen(NULL, NULL, "RSA", (size_t)bits);
	ck_assert_ptr_nonnull(k->pkey);
	k->priv_der = k->pub_der = NULL;
	// For an RSA key these are PKCS#1's RSAPrivateKey and RSAPublicKey.
	int n = i2d_PrivateKey(k->pkey, &k->priv_der);
	ck_assert_int_gt(n, 0);
	k->priv_len = (unsigned int)n;
	n = i2d_PublicKey(k->pkey, &k->pub_der);
	ck_assert_int_gt(n, 0);
	k->pub_len = (unsigned int)n;
}

void akc_ossl_free(struct akc_ossl_key *k)
{
	OPENSSL_free(k->priv_der);
	OPENSSL_free(k->pub_der);
	EVP_PKEY_free(k->pkey);
}

size_t akc_ossl_raw(struct akc_ossl_key *k, bool pub, const u8 *in, size_t len, u8 *out)
{
	EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new(k->pkey, NULL);
	size_t outlen = 512;

	ck_assert_ptr_nonnull(ctx);
	ck_assert_int_eq(pub ? EVP_PKEY_encrypt_init(ctx) : EVP_PKEY_decrypt_init(ctx), 1);
	ck_assert_int_eq(EVP_PKEY_CTX_set_rsa_padding(ctx, RSA_NO_PADDING), 1);
	ck_assert_int_eq(pub ? EVP_PKEY_encrypt(ctx, out, &outlen, in, len)
			     : EVP_PKEY_decrypt(ctx, out, &outlen, in, len),
			 1);
	EVP_PKEY_CTX_free(ctx);
	return outlen;
}
