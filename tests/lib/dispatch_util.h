/* SPDX-License-Identifier: GPL-2.0-only */
/* Shared by the dispatch suites (x86, arm64): which driver a lookup by name chooses, and the
 * row of expectations for the mask a run has. */
#ifndef _UKC_TESTS_DISPATCH_UTIL_H
#define _UKC_TESTS_DISPATCH_UTIL_H

#include <linux/types.h>

#include <stddef.h>

/* How an algorithm name is allocated. */
enum alg_kind {
	KIND_CIPHER,
	KIND_SKCIPHER,
	KIND_AEAD,
	KIND_SHASH
};

struct dispatch_alg {
	const char *name;
	enum alg_kind kind;
};

/* The AES cipher and its modes, which every arch's dispatch table looks up first and in this
 * order (the rows of expected drivers follow it). */
/* clang-format off */
#define DISPATCH_AES_ALGS						\
	{ "aes", KIND_CIPHER },						\
	{ "ecb(aes)", KIND_SKCIPHER },					\
	{ "cbc(aes)", KIND_SKCIPHER },					\
	{ "ctr(aes)", KIND_SKCIPHER },					\
	{ "xts(aes)", KIND_SKCIPHER },					\
	{ "cts(cbc(aes))", KIND_SKCIPHER },				\
	{ "gcm(aes)", KIND_AEAD }
/* clang-format on */

/**
 * dispatch_chosen() - the driver a lookup chooses
 * @alg: the algorithm or driver name
 * @kind: how to allocate it
 * @type: the CRYPTO_ALG_* type bits asked for, and masked (0, or CRYPTO_ALG_INTERNAL)
 * @out: the driver's name (CRYPTO_MAX_ALG_NAME bytes)
 * @prio: its priority, if not NULL
 *
 * Return: 0, or the allocation's -errno.
 */
long dispatch_chosen(const char *alg, enum alg_kind kind, u32 type, char *out, int *prio);

/**
 * dispatch_assert_chosen() - a lookup must succeed, choosing the driver expected
 * @mask: this run's mask, for the failure messages
 * @alg: the algorithm or driver name
 * @kind: how to allocate it
 * @want: the driver it must choose, or NULL when any will do
 */
void dispatch_assert_chosen(const char *mask, const char *alg, enum alg_kind kind,
			    const char *want);

/**
 * dispatch_mask_row() - the row of expectations for this run's mask
 * @rows: the table, each row starting with its mask (const char *)
 * @stride: the size of a row
 * @n: the rows
 *
 * Return: the row whose mask is UKCRYPTO_DISABLE_CPU_FEATURES ("" when unset); the test fails
 * when there is none.
 */
unsigned int dispatch_mask_row(const void *rows, size_t stride, unsigned int n);

#endif /* _UKC_TESTS_DISPATCH_UTIL_H */
