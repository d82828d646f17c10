/* SPDX-License-Identifier: GPL-2.0-only */
/* A CBC-AES driver under test and the generic one beside it, keyed alike, for the suites that
 * compare a device driver's output with cbc(aes-generic)'s. */
#ifndef _UKC_TESTS_CBC_PAIR_H
#define _UKC_TESTS_CBC_PAIR_H

#include <crypto/aes.h>
#include <crypto/skcipher.h>
#include <linux/err.h>
#include <linux/random.h>

#include <check.h>
#undef fail

struct cbc_pair {
	struct crypto_skcipher *tfm, *generic;
};

/* @driver (by its driver name) and a synchronous cbc(aes-generic), both given one random key of
 * @keylen bytes; asserts (Check) each step. */
static inline struct cbc_pair cbc_pair_alloc(const char *driver, unsigned int keylen)
{
	struct cbc_pair k;
	u8 key[AES_MAX_KEY_SIZE];

	get_random_bytes(key, keylen);
	k.tfm = crypto_alloc_skcipher(driver, 0, 0);
	ck_assert(!IS_ERR(k.tfm));
	ck_assert_str_eq(crypto_skcipher_driver_name(k.tfm), driver);
	k.generic = crypto_alloc_skcipher("cbc(aes-generic)", 0, CRYPTO_ALG_ASYNC);
	ck_assert(!IS_ERR(k.generic));
	ck_assert_int_eq(crypto_skcipher_setkey(k.tfm, key, keylen), 0);
	ck_assert_int_eq(crypto_skcipher_setkey(k.generic, key, keylen), 0);
	return k;
}

static inline void cbc_pair_free(struct cbc_pair *k)
{
	crypto_free_skcipher(k->tfm);
	crypto_free_skcipher(k->generic);
}

#endif
