/* SPDX-License-Identifier: GPL-2.0-only */
/* A plain CBC-AES skcipher for the suites that register drivers of their own: the key schedule
 * of the AES library in the tfm context, CBC over the skcipher walk, and the descriptor's
 * fields that every such driver shares. */
#ifndef _UKC_TESTS_CBC_AES_DRIVER_H
#define _UKC_TESTS_CBC_AES_DRIVER_H

#include <crypto/aes.h>
#include <crypto/skcipher.h>

#include <stdbool.h>

/* Expands @key into the tfm's context (a struct crypto_aes_ctx). */
int cbc_aes_driver_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int len);

/* CBC over the whole blocks of @n bytes from @src to @dst (which may be @src), chaining @iv;
 * a partial final block is left alone. */
void cbc_aes_driver_blocks(const struct crypto_aes_ctx *ctx, bool enc, u8 *dst, const u8 *src,
			   unsigned int n, u8 *iv);

/* CBC over the request's scatterlists through skcipher_walk_virt(), with req->iv chained and
 * left as the next IV; the walk's error, or 0. */
int cbc_aes_driver_walk(struct skcipher_request *req, bool enc);

/*
 * Fills @alg as a "cbc(aes)" driver named @driver at @priority: one-block granularity, AES key
 * sizes, a 16-byte IV, cbc_aes_driver_setkey() and the given @encrypt and @decrypt. Other
 * fields are left as they are.
 */
void cbc_aes_driver_fill(struct skcipher_alg *alg, const char *driver, int priority,
			 int (*encrypt)(struct skcipher_request *req),
			 int (*decrypt)(struct skcipher_request *req));

#endif /* _UKC_TESTS_CBC_AES_DRIVER_H */
