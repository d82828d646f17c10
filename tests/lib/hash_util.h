/* SPDX-License-Identifier: GPL-2.0-only */
/* What the hash suites ask again and again: an algorithm's vectors from the vector table, one
 * vector run through a driver, and the error code a shash lookup ends in. */
#ifndef _UKC_TESTS_HASH_UTIL_H
#define _UKC_TESTS_HASH_UTIL_H

#include "testvec.h"

/* The hash vectors of @alg (at least one; the test fails otherwise), their number in @count. */
const struct hash_testvec *hash_suite_vecs(const char *alg, unsigned int *count);

/**
 * shash_assert_vector() - one vector through a driver, one-shot and in pieces
 * @tfm: the driver
 * @v: the vector; its key (if any) is set first, and setkey must end in its setkey_error
 * @ds: the digest size the driver must have (its first @ds bytes are compared)
 * @n: the vector's index, for failure messages
 *
 * Unless setkey failed as expected, the one-shot digest must end in the vector's
 * digest_error; unless it failed, the digest must be the vector's, one-shot and through
 * updates of 1, 2, 3, ... bytes.
 */
void shash_assert_vector(struct crypto_shash *tfm, const struct hash_testvec *v, unsigned int ds,
			 unsigned int n);

/* 0 when crypto_alloc_shash(@name, 0, 0) gives a tfm (freed again), else its error code. */
long alloc_shash_err(const char *name);

#endif /* _UKC_TESTS_HASH_UTIL_H */
