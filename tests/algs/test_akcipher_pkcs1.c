// SPDX-License-Identifier: GPL-2.0-only
// pkcs1pad against OpenSSL's PKCS#1 v1.5 (RFC 8017 7.2, 8.2) on keys OpenSSL made: signatures
// byte for byte (the scheme is deterministic) and each side verifying the other's, encryption
// each way, and 6.12's answers to tampered signatures, wrong digests and short buffers.
#include <crypto/akcipher.h>
#include <crypto/sig.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <openssl/evp.h>
#include <openssl/rand.h>
#include <openssl/rsa.h>

#include <stdio.h>
#include <string.h>

#include "akcipher_util.h"
#include "check_run.h"

static const struct {
	const char *name;
	const EVP_MD *(*md)(void);
	unsigned int size;
} hashes[] = {
	{ "sha1", EVP_sha1, 20 },     { "sha224", EVP_sha224, 28 }, { "sha256", EVP_sha256, 32 },
	{ "sha384", EVP_sha384, 48 }, { "sha512", EVP_sha512, 64 },
};
#define NHASHES (sizeof(hashes) / sizeof(hashes[0]))

static struct akc_ossl_key key;

static void keygen(void)
{
	akc_ossl_keygen(&key, 2048);
}

static void keyfree(void)
{
	akc_ossl_free(&key);
}

static size_t ossl_sign(const EVP_MD *md, const u8 *digest, size_t dlen, u8 *sig)
{
	EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new(key.pkey, NULL);
	size_t siglen = 512;

	ck_assert_int_eq(EVP_PKEY_sign_init(ctx), 1);
	ck_assert_int_eq(EVP_PKEY_CTX_set_rsa_padding(ctx, RSA_PKCS1_PADDING), 1);
	ck_assert_int_eq(EVP_PKEY_CTX_set_signature_md(ctx, md), 1);
	ck_assert_int_eq(EVP_PKEY_sign(ctx, sig, &siglen, digest, dlen), 1);
	EVP_PKEY_CTX_free(ctx);
	return siglen;
}

static size_t ossl_crypt(bool enc, const u8 *in, size_t len, u8 *out)
{
	EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new(key.pkey, NULL);
	size_t outlen = 512;

	ck_assert_int_eq(enc ? EVP_PKEY_encrypt_init(ctx) : EVP_PKEY_decrypt_init(ctx), 1);
	ck_assert_int_eq(EVP_PKEY_CTX_set_rsa_padding(ctx, RSA_PKCS1_PADDING), 1);
	int ok = enc ? EVP_PKEY_encrypt(ctx, out, &outlen, in, len)
		     : EVP_PKEY_decrypt(ctx, out, &outlen, in, len);
	ck_assert_int_eq(ok, 1);
	EVP_PKEY_CTX_free(ctx);
	return outlen;
}

static struct crypto_akcipher *alloc_pad(const char *hash, bool pub)
{
	char name[64];

	snprintf(name, sizeof(name), "pkcs1pad(rsa,%s)", hash);
	return akc_alloc_key(name, pub ? key.pub_der : key.priv_der,
			     pub ? key.pub_len : key.priv_len, pub);
}

START_TEST(test_sign_verify_openssl)
{
	struct crypto_akcipher *priv = alloc_pad(hashes[_i].name, false);
	struct crypto_akcipher *pub = alloc_pad(hashes[_i].name, true);
	unsigned int dlen = hashes[_i].size;
	u8 digest[64], ours[256], theirs[256];

	char driver[64];

	snprintf(driver, sizeof(driver), "pkcs1pad(rsa-generic,%s)", hashes[_i].name);
	ck_assert_str_eq(crypto_tfm_alg_driver_name(crypto_akcipher_tfm(priv)), driver);
	ck_assert_int_eq(RAND_bytes(digest, (int)dlen), 1);
	unsigned int siglen = sizeof(ours);
	ck_assert_int_eq(akc_sign(priv, digest, dlen, ours, &siglen), 0);
	ck_assert_uint_eq(siglen, 256);
	ck_assert_uint_eq(ossl_sign(hashes[_i].md(), digest, dlen, theirs), 256);
	ck_assert_mem_eq(ours, theirs, 256);
	ck_assert_int_eq(akc_verify(pub, theirs, 256, digest, dlen), 0);
	// A wrong digest, or one of another length: -EKEYREJECTED.
	digest[0] ^= 1;
	ck_assert_int_eq(akc_verify(pub, theirs, 256, digest, dlen), -EKEYREJECTED);
	digest[0] ^= 1;
	ck_assert_int_eq(akc_verify(pub, theirs, 256, digest, dlen - 1), -EKEYREJECTED);
	// A tampered signature decodes to a random number: not a block (-EINVAL when its first
	// octet is not zero, -EBADMSG when the rest is not 0x01 0xff... 0x00 DigestInfo).
	for (int bit = 0; bit < 16; bit++) {
		theirs[bit * 13 % 256] ^= (u8)(1 << (bit % 8));
		int err = akc_verify(pub, theirs, 256, digest, dlen);
		ck_assert_msg(err == -EINVAL || err == -EBADMSG, "bit %d: %d", bit, err);
		theirs[bit * 13 % 256] ^= (u8)(1 << (bit % 8));
	}
	// A signature of wrong length is -EINVAL.
	ck_assert_int_eq(akc_verify(pub, theirs, 255, digest, dlen), -EINVAL);
	crypto_free_akcipher(priv);
	crypto_free_akcipher(pub);
}
END_TEST

// A SHA-1 signature checked as SHA-256: a well-formed block whose DigestInfo differs.
START_TEST(test_wrong_digest_info)
{
	struct crypto_akcipher *pub = alloc_pad("sha256", true);
	u8 digest[32] = { 1, 2, 3 }, sig[256];

	ck_assert_uint_eq(ossl_sign(EVP_sha1(), digest, 20, sig), 256);
	ck_assert_int_eq(akc_verify(pub, sig, 256, digest, 20), -EBADMSG);
	crypto_free_akcipher(pub);
	// An unknown hash name and a non-RSA inner algorithm are refused at creation.
	ck_assert(IS_ERR(crypto_alloc_akcipher("pkcs1pad(rsa,sha2)", 0, 0)));
	ck_assert(IS_ERR(crypto_alloc_akcipher("pkcs1pad(sha256,sha256)", 0, 0)));
}
END_TEST

START_TEST(test_encrypt_decrypt_openssl)
{
	struct crypto_akcipher *priv = alloc_pad("sha256", false);
	struct crypto_akcipher *pub = alloc_pad("sha256", true);
	u8 msg[245], ct[256], pt[256];
	unsigned int len = 1 + (unsigned int)_i * 61; // 1 .. 245 (k - 11) bytes

	ck_assert_int_eq(RAND_bytes(msg, (int)len), 1);
	ck_assert_int_eq(akc_crypt(pub, true, msg, len, ct, 256), 0);
	ck_assert_uint_eq(ossl_crypt(false, ct, 256, pt), len);
	ck_assert_mem_eq(pt, msg, len);
	ck_assert_uint_eq(ossl_crypt(true, msg, len, ct), 256);
	ck_assert_int_eq(crypto_akcipher_sync_decrypt(priv, ct, 256, pt, 256), (int)len);
	ck_assert_mem_eq(pt, msg, len);
	// A corrupted ciphertext does not decode (-EINVAL), and releases nothing.
	ct[100] ^= 0x40;
	memset(pt, 0x77, sizeof(pt));
	int err = crypto_akcipher_sync_decrypt(priv, ct, 256, pt, 256);
	ck_assert_int_eq(err, -EINVAL);
	crypto_free_akcipher(priv);
	crypto_free_akcipher(pub);
}
END_TEST

START_TEST(test_sizes)
{
	struct crypto_akcipher *priv = alloc_pad("sha256", false);
	struct akcipher_request *req = akcipher_request_alloc(priv, GFP_KERNEL);
	struct scatterlist src, dst;
	u8 in[256] = { 0 }, out[256];

	ck_assert_uint_eq(crypto_akcipher_maxsize(priv), 256);
	// More than k - 11 bytes of message: -EOVERFLOW.
	ck_assert_int_eq(akc_crypt(priv, true, in, 246, out, 256), -EOVERFLOW);
	// A dst below k: -EOVERFLOW, and dst_len tells the size needed.
	sg_init_one(&src, in, 16);
	sg_init_one(&dst, out, 255);
	akcipher_request_set_crypt(req, &src, &dst, 16, 255);
	ck_assert_int_eq(crypto_akcipher_encrypt(req), -EOVERFLOW);
	ck_assert_uint_eq(req->dst_len, 256);
	// A decrypted message longer than dst: -EOVERFLOW with its length.
	ck_assert_int_eq(akc_crypt(priv, true, in, 100, out, 256), 0);
	sg_init_one(&src, out, 256);
	sg_init_one(&dst, in, 50);
	akcipher_request_set_crypt(req, &src, &dst, 256, 50);
	ck_assert_int_eq(crypto_akcipher_decrypt(req), -EOVERFLOW);
	ck_assert_uint_eq(req->dst_len, 100);
	// SHA-256's DigestInfo is 19 bytes: a 227-byte "digest" no longer fits.
	unsigned int siglen = 256;
	ck_assert_int_eq(akc_sign(priv, in, 227, out, &siglen), -EOVERFLOW);
	akcipher_request_free(req);
	crypto_free_akcipher(priv);
}
END_TEST

// 6.12's crypto_sig over the same algorithm: flat buffers, the same signatures and answers.
START_TEST(test_crypto_sig)
{
	struct crypto_sig *priv = crypto_alloc_sig("pkcs1pad(rsa,sha256)", 0, 0);
	struct crypto_sig *pub = crypto_alloc_sig("pkcs1pad(rsa,sha256)", 0, 0);
	u8 digest[32], ours[256], theirs[256];

	ck_assert(!IS_ERR(priv) && !IS_ERR(pub));
	ck_assert_str_eq(crypto_tfm_alg_driver_name(crypto_sig_tfm(priv)),
			 "pkcs1pad(rsa-generic,sha256)");
	ck_assert_int_eq(crypto_sig_set_privkey(priv, key.priv_der, key.priv_len), 0);
	ck_assert_int_eq(crypto_sig_set_pubkey(pub, key.pub_der, key.pub_len), 0);
	ck_assert_int_eq(crypto_sig_maxsize(pub), 256);
	ck_assert_int_eq(RAND_bytes(digest, sizeof(digest)), 1);
	ck_assert_int_eq(crypto_sig_sign(priv, digest, sizeof(digest), ours, sizeof(ours)), 0);
	ck_assert_uint_eq(ossl_sign(EVP_sha256(), digest, sizeof(digest), theirs), 256);
	ck_assert_mem_eq(ours, theirs, 256);
	ck_assert_int_eq(crypto_sig_verify(pub, theirs, 256, digest, sizeof(digest)), 0);
	digest[31] ^= 0x80;
	ck_assert_int_eq(crypto_sig_verify(pub, theirs, 256, digest, sizeof(digest)),
			 -EKEYREJECTED);
	ck_assert_int_eq(crypto_sig_sign(priv, digest, sizeof(digest), ours, 255), -EOVERFLOW);
	// A key the algorithm refuses, through the sig calls.
	ck_assert_int_eq(crypto_sig_set_pubkey(pub, key.pub_der, 10), -EBADMSG);
	crypto_free_sig(priv);
	crypto_free_sig(pub);
	// No sig of a name that is no akcipher.
	ck_assert_int_eq(PTR_ERR(crypto_alloc_sig("sha256", 0, 0)), -ENOENT);
}
END_TEST

void akc_add_pkcs1_tests(Suite *s)
{
	TCase *tc = check_new_tcase(s, "pkcs1pad", 120, { test_sign_verify_openssl, NHASHES },
				    { test_wrong_digest_info }, { test_encrypt_decrypt_openssl, 5 },
				    { test_sizes }, { test_crypto_sig });

	tcase_add_unchecked_fixture(tc, keygen, keyfree);
}
