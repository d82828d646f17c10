/* SPDX-License-Identifier: GPL-2.0-only */
/* What the hash suites ask again and again: an algorithm's vectors from the vector table, and
 * the error code a shash lookup ends in. */
#ifndef _UKC_TESTS_HASH_UTIL_H
#define _UKC_TESTS_HASH_UTIL_H

#include "testvec.h"

/* The hash vectors of @alg (at least one; the test fails otherwise), their number in @count. */
const struct hash_testvec *hash_suite_vecs(const char *alg, unsigned int *count);

/* 0 when crypto_alloc_shash(@name, 0, 0) gives a tfm (freed again), else its error code. */
long alloc_shash_err(const char *name);

#endif /* _UKC_TESTS_HASH_UTIL_H */
