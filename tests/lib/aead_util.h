/* SPDX-License-Identifier: GPL-2.0-only */
/* What the AEAD template suites share: one request over lists or flat buffers, waited for, and
 * the compiled-in vectors, the names that must not instantiate. */
#ifndef _UKC_TESTS_AEAD_UTIL_H
#define _UKC_TESTS_AEAD_UTIL_H

#include <stdbool.h>
#include <stddef.h>

#include <crypto/aead.h>
#include <linux/scatterlist.h>

/* One request from @src to @dst, waited for: the driver's result. @iv (NULL: zeros) is copied, so
 * the caller's is never changed; the request's IV after the call goes to @iv_after unless NULL. */
int aead_run_iv(struct crypto_aead *tfm, bool enc, struct scatterlist *src, struct scatterlist *dst,
		unsigned int assoclen, unsigned int cryptlen, const u8 *iv, u8 *iv_after);

static inline int aead_run(struct crypto_aead *tfm, bool enc, struct scatterlist *src,
			   struct scatterlist *dst, unsigned int assoclen, unsigned int cryptlen,
			   const u8 *iv)
{
	return aead_run_iv(tfm, enc, src, dst, assoclen, cryptlen, iv, NULL);
}

/* One request over flat buffers: @in holds AD || text (|| tag), @out receives the same layout.
 * @out may be @in: one list over the longer of input and output or, with @two_lists, a second
 * list over the same memory. @iv and @iv_after as aead_run_iv(). */
int aead_flat_lists(struct crypto_aead *tfm, bool enc, u8 *in, u8 *out, unsigned int assoclen,
		    unsigned int cryptlen, const u8 *iv, bool two_lists, u8 *iv_after);

static inline int aead_flat(struct crypto_aead *tfm, bool enc, u8 *in, u8 *out,
			    unsigned int assoclen, unsigned int cryptlen, const u8 *iv)
{
	return aead_flat_lists(tfm, enc, in, out, assoclen, cryptlen, iv, false, NULL);
}

struct aead_testvec;

/* The compiled-in vectors of @alg, their count in @count; asserts (Check) that there are some. */
const struct aead_testvec *aead_vectors(const char *alg, unsigned int *count);

/* A name that must not instantiate, and the error its allocation must give. */
struct aead_bad_name {
	const char *name;
	long err;
};

/* Asserts (Check) that allocating each of @bad as an AEAD fails with its error. */
void aead_assert_bad_names(const struct aead_bad_name *bad, size_t n);

#endif
