/* SPDX-License-Identifier: GPL-2.0-only */
/* OpenSSL's SP 800-108 KBKDF as the reference the KDF suites compare with. */
#ifndef _UKC_TESTS_OPENSSL_KBKDF_H
#define _UKC_TESTS_OPENSSL_KBKDF_H

#include <stddef.h>
#include <stdint.h>

#include <openssl/core_names.h>
#include <openssl/kdf.h>
#include <openssl/params.h>

#include <check.h>
#undef fail

/* @outlen bytes of OpenSSL's KBKDF over HMAC-@digest in @mode ("counter" or "feedback"), without
 * L and without the separator: from the key @key, the fixed input @fixed and, in feedback mode,
 * the IV @iv (NULL in counter mode). Asserts (Check) that OpenSSL answered. */
static inline void openssl_kbkdf(const char *mode, const char *digest, const uint8_t *key,
				 size_t keylen, const uint8_t *fixed, size_t fixedlen,
				 const uint8_t *iv, size_t ivlen, uint8_t *out, size_t outlen)
{
	EVP_KDF *kdf = EVP_KDF_fetch(NULL, "KBKDF", NULL);
	EVP_KDF_CTX *ctx = EVP_KDF_CTX_new(kdf);
	int zero = 0;
	OSSL_PARAM params[9];
	OSSL_PARAM *p = params;

	*p++ = OSSL_PARAM_construct_utf8_string(OSSL_KDF_PARAM_MODE, (char *)mode, 0);
	*p++ = OSSL_PARAM_construct_utf8_string(OSSL_KDF_PARAM_MAC, (char *)"HMAC", 0);
	*p++ = OSSL_PARAM_construct_utf8_string(OSSL_KDF_PARAM_DIGEST, (char *)digest, 0);
	*p++ = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_KEY, (void *)key, keylen);
	*p++ = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_SALT, (void *)fixed, fixedlen);
	if (iv)
		*p++ = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_SEED, (void *)iv, ivlen);
	*p++ = OSSL_PARAM_construct_int(OSSL_KDF_PARAM_KBKDF_USE_L, &zero);
	*p++ = OSSL_PARAM_construct_int(OSSL_KDF_PARAM_KBKDF_USE_SEPARATOR, &zero);
	*p = OSSL_PARAM_construct_end();
	ck_assert(kdf && ctx);
	ck_assert_int_eq(EVP_KDF_derive(ctx, out, outlen, params), 1);
	EVP_KDF_CTX_free(ctx);
	EVP_KDF_free(kdf);
}

#endif
