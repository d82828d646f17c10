/* SPDX-License-Identifier: GPL-2.0-only */
/* One AES skcipher request for a device's driver, its source and destination each split over
 * three scatterlist entries at random, with what a generic driver makes of the same input: for
 * the suites that keep many such requests in flight and check each against the generic one. */
#ifndef _UKC_TESTS_SG3_REQUEST_H
#define _UKC_TESTS_SG3_REQUEST_H

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include <crypto/aes.h>
#include <crypto/skcipher.h>
#include <linux/scatterlist.h>

#include "test_rng.h"

#include <check.h>
#undef fail

#define SG3_REQUEST_MAX 2048

struct sg3_request {
	struct skcipher_request *req;
	struct scatterlist src[3], dst[3];
	u8 in[SG3_REQUEST_MAX], out[SG3_REQUEST_MAX], want[SG3_REQUEST_MAX];
	u8 iv[AES_BLOCK_SIZE], want_iv[AES_BLOCK_SIZE];
	unsigned int len;
};

/* Splits @buf's first @len bytes into three entries at two random points of the test stream (test_rng.h). */
static inline void sg3_split(struct scatterlist *sg, u8 *buf, unsigned int len)
{
	unsigned int a = rng_below(len + 1), b = rng_below(len + 1);
	unsigned int lo = a < b ? a : b, hi = a < b ? b : a;

	sg_init_table(sg, 3);
	sg_set_buf(&sg[0], buf, lo);
	sg_set_buf(&sg[1], buf + lo, hi - lo);
	sg_set_buf(&sg[2], buf + hi, len - hi);
}

/*
 * The encryption of @r->len bytes of @r->in from @r->iv (both set by the caller) on @tfm, into
 * @r->out, or in place over a copy of the input there (@in_place); @done gets @data and is
 * called back as @flags allow. @r->want and @r->want_iv: the output and next IV that @generic,
 * synchronous and keyed as @tfm is, gives for the same input. Asserts (Check) each step.
 */
static inline void sg3_request_init(struct sg3_request *r, struct crypto_skcipher *tfm,
				    struct crypto_skcipher *generic, bool in_place, u32 flags,
				    crypto_completion_t done, void *data)
{
	struct scatterlist sg;

	memcpy(r->want, r->in, r->len);
	memcpy(r->want_iv, r->iv, AES_BLOCK_SIZE);
	sg_init_one(&sg, r->want, r->len);
	SYNC_SKCIPHER_REQUEST_ON_STACK(g, generic);
	skcipher_request_set_tfm(g, generic);
	skcipher_request_set_callback(g, 0, NULL, NULL);
	skcipher_request_set_crypt(g, &sg, &sg, r->len, r->want_iv);
	ck_assert_int_eq(crypto_skcipher_encrypt(g), 0);

	r->req = skcipher_request_alloc(tfm, GFP_KERNEL);
	ck_assert_ptr_nonnull(r->req);
	skcipher_request_set_callback(r->req, flags, done, data);
	if (in_place)
		memcpy(r->out, r->in, r->len);
	sg3_split(r->src, in_place ? r->out : r->in, r->len);
	sg3_split(r->dst, r->out, r->len);
	skcipher_request_set_crypt(r->req, r->src, in_place ? r->src : r->dst, r->len, r->iv);
}

#endif /* _UKC_TESTS_SG3_REQUEST_H */
