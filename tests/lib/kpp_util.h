/* SPDX-License-Identifier: GPL-2.0-only */
/* What the kpp Check suites share: one-call operations and OpenSSL's numbers as bytes. */
#ifndef _UKC_TESTS_KPP_UTIL_H
#define _UKC_TESTS_KPP_UTIL_H

#include <crypto/kpp.h>
#include <linux/types.h>

#include <openssl/evp.h>

/* Party A's public key (@src NULL) or the shared secret with the public value @src, into @dst;
 * the driver's return value, waited for. */
int kpp_op(struct crypto_kpp *tfm, const u8 *src, unsigned int slen, u8 *dst, unsigned int dlen);

/* The big-endian bytes of @pkey's number @name (padded to @pad bytes unless 0): their count. */
unsigned int get_bn(EVP_PKEY *pkey, const char *name, u8 *out, int pad);

#endif
