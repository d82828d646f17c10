/* SPDX-License-Identifier: GPL-2.0-only */
/* What the compression Check suites share: one acomp operation over flat buffers. */
#ifndef _UKC_TESTS_ACOMP_UTIL_H
#define _UKC_TESTS_ACOMP_UTIL_H

#include <crypto/acompress.h>
#include <linux/types.h>

/* Compresses (@compress) or decompresses @slen bytes of @src into the *@dlen bytes at @dst,
 * each a single-entry scatterlist; the request's dlen back in *@dlen. The driver's return
 * value, waited for. */
int acomp_op(struct crypto_acomp *tfm, bool compress, const u8 *src, unsigned int slen, u8 *dst,
	     unsigned int *dlen);

#endif
