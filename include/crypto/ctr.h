/* SPDX-License-Identifier: GPL-2.0-only */
/* CTR mode helpers: RFC 3686 sizes and a generic walk for drivers with a block function. */
#ifndef _UKC_CRYPTO_CTR_H
#define _UKC_CRYPTO_CTR_H

#include <crypto/algapi.h>
#include <crypto/internal/skcipher.h>
#include <linux/log2.h>
#include <linux/string.h>
#include <linux/types.h>

#define CTR_RFC3686_NONCE_SIZE 4
#define CTR_RFC3686_IV_SIZE 8
#define CTR_RFC3686_BLOCK_SIZE 16

/**
 * crypto_ctr_encrypt_walk() - run CTR mode over a request with a one-block function
 * @req: the request; its IV is the initial counter block and is advanced
 * @fn: encrypts one counter block of chunksize bytes into the keystream buffer
 *
 * Return: 0 or the walk's -errno.
 */
static inline int crypto_ctr_encrypt_walk(struct skcipher_request *req,
					  void (*fn)(struct crypto_skcipher *, const u8 *, u8 *))
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);
	unsigned int bs = crypto_skcipher_chunksize(tfm);
	struct skcipher_walk walk;
	u8 ks[MAX_CIPHER_BLOCKSIZE];
	int err;

	if (WARN_ON_ONCE(!is_power_of_2(bs) || bs > MAX_CIPHER_BLOCKSIZE))
		return -EINVAL;

	err = skcipher_walk_virt(&walk, req, false);
	while (walk.nbytes > 0) {
		const u8 *in = (const u8 *)walk.src.virt.addr;
		u8 *out = (u8 *)walk.dst.virt.addr;
		unsigned int todo = walk.nbytes;
		unsigned int left = 0;

		/* Only the final chunk may end in a partial block. */
		if (todo < walk.total) {
			left = todo & (bs - 1);
			todo -= left;
		}
		while (todo > 0) {
			unsigned int n = todo < bs ? todo : bs;

			fn(tfm, (const u8 *)walk.iv, ks);
			crypto_xor_cpy(out, in, ks, n);
			crypto_inc((u8 *)walk.iv, bs);
			in += n;
			out += n;
			todo -= n;
		}
		err = skcipher_walk_done(&walk, (int)left);
	}
	memzero_explicit(ks, sizeof(ks));
	return err;
}

#endif /* _UKC_CRYPTO_CTR_H */
