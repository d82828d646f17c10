/* SPDX-License-Identifier: GPL-2.0-only */
/* Shared by the template suites (test_modes, test_modes_aead): skcipher run helpers, template
 * names, authenc key blobs, and the runner that executes each suite in a generic and a native
 * pass, every test from the pinned seed (test_rng.h; scattered buffers from sg_layout.h). */
#ifndef _UKC_TESTS_MODES_UTIL_H
#define _UKC_TESTS_MODES_UTIL_H

#include <stddef.h>
#include <stdint.h>

#include <crypto/skcipher.h>
#include <linux/scatterlist.h>

#include <check.h>
#undef fail

#include "sg_layout.h"
#include "test_rng.h"

#define AES_BLOCK 16

/* Whether the AES instructions are masked (see modes_main()). */
extern int g_generic_pass;

/* The AES key sizes, for random key choices. */
extern const unsigned int aes_keylens[3];

/* ---- skcipher helpers ---- */

/* One request, waited for; @enc selects the direction. Returns its result. */
int skcipher_run(struct crypto_skcipher *tfm, struct scatterlist *src, struct scatterlist *dst,
		 unsigned int len, u8 *iv, int enc);
/* One flat buffer in, another out. */
int skcipher_flat(struct crypto_skcipher *tfm, const u8 *in, u8 *out, unsigned int len, u8 *iv,
		  int enc);
/* Copies the driver name @name resolves to into @driver; NULL and *@err on failure. */
const char *skcipher_driver(const char *name, char *driver, long *err);

/* The names that reach the cts and xts templates (in a buffer of 2 * CRYPTO_MAX_ALG_NAME). */
const char *cts_name(char *buf);
const char *xts_name(char *buf);

/* An authenc key blob as the kernel's users build it: rtattr, big-endian enckeylen, keys.
 * Returns its length. */
unsigned int authenc_key(u8 *blob, const u8 *authkey, unsigned int authlen, const u8 *enckey,
			 unsigned int enclen);

/* ---- the runner ---- */

/* A suite: its name and tests, in order. The generic-only ones run first, and only in the
 * generic pass (they spell out the generic drivers' names). */
struct modes_suite {
	const char *name;
	const TTest *const *const *tests;
	size_t ntests;
	const TTest *const *const *generic_only;
	size_t ngeneric_only;
};

/* Runs @suite in two passes, "generic" (the AES instructions masked) and "native", each in its
 * own process, every test with a fresh seed and FIPS mode off. Returns main()'s status. */
int modes_main(int argc, char **argv, const struct modes_suite *suite);

#endif /* _UKC_TESTS_MODES_UTIL_H */
