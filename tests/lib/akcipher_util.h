/* SPDX-License-Identifier: GPL-2.0-only */
/* What the akcipher Check suites share: one-call operations, BER building and OpenSSL keys. */
#ifndef _UKC_TESTS_AKCIPHER_UTIL_H
#define _UKC_TESTS_AKCIPHER_UTIL_H

#include <crypto/akcipher.h>
#include <linux/types.h>

#include <openssl/evp.h>

#include <stdbool.h>
#include <stddef.h>

#include <check.h>

/* One encryption (@enc) or decryption from @src to @dst through scatterlists split in two;
 * the driver's return value. */
int akc_crypt(struct crypto_akcipher *tfm, bool enc, const void *src, unsigned int slen, void *dst,
	      unsigned int dlen);

/* Verification of @sig (then @digest, in one source list); signing of @src into @dst, whose
 * room *@dlen becomes the length the driver reports. */
int akc_verify(struct crypto_akcipher *tfm, const void *sig, unsigned int slen, const void *digest,
	       unsigned int dlen);
int akc_sign(struct crypto_akcipher *tfm, const void *src, unsigned int slen, void *dst,
	     unsigned int *dlen);

bool akc_all_zero(const u8 *p, size_t len);

/* A tfm of @name with the key set (asserted). */
struct crypto_akcipher *akc_alloc_key(const char *name, const void *key, unsigned int len,
				      bool pub);

/* @size random bytes, as a number 1 < x < 2^(8 (size - 1)) (so below any modulus of @size
 * bytes). */
void akc_random_below_n(u8 *out, unsigned int size);

/* A DER element: @tag, its length in the shortest form, @len bytes of @body; returns the bytes
 * written to @out. */
size_t akc_der(u8 *out, u8 tag, const u8 *body, size_t len);

/* An OpenSSL RSA key and its PKCS#1 DER encodings (RFC 8017 A.1.1, A.1.2). */
struct akc_ossl_key {
	EVP_PKEY *pkey;
	unsigned char *priv_der, *pub_der;
	unsigned int priv_len, pub_len;
};

void akc_ossl_keygen(struct akc_ossl_key *k, int bits);
void akc_ossl_free(struct akc_ossl_key *k);

/* OpenSSL's raw RSA (RSA_NO_PADDING): public (@pub) or private operation on @len bytes;
 * returns the output length. */
size_t akc_ossl_raw(struct akc_ossl_key *k, bool pub, const u8 *in, size_t len, u8 *out);

/* The bad-input cases of test_akcipher_bad.c, as a TCase of @s. */
void akc_add_bad_input_tests(Suite *s);

/* The pkcs1pad cases of test_akcipher_pkcs1.c, as a TCase of @s. */
void akc_add_pkcs1_tests(Suite *s);

#endif /* _UKC_TESTS_AKCIPHER_UTIL_H */
