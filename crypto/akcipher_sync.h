/* SPDX-License-Identifier: GPL-2.0-only */
/* The flat-buffer operations of an akcipher tfm that the akcipher and sig types share. */
#ifndef _UKC_CRYPTO_AKCIPHER_SYNC_H
#define _UKC_CRYPTO_AKCIPHER_SYNC_H

#include <crypto/akcipher.h>

namespace ukc {

enum class akcipher_op {
	encrypt,
	decrypt,
	sign,
	verify
};

/*
 * 6.12's crypto_akcipher_sync_prep()/_post() in one call: @src (@slen bytes) and, for
 * verify, @dst's @dlen bytes after it (the digest) go into one bounce buffer that is also
 * the destination; after the operation, for the others, its first @dlen bytes are copied
 * to @dst. Returns the operation's status, and the driver's dst_len in *@out_len.
 */
int akcipher_sync(struct crypto_akcipher *tfm, akcipher_op op, const void *src, unsigned int slen,
		  void *dst, unsigned int dlen, unsigned int *out_len);

/* The type through which sig tfms make their akcipher (6.12's crypto_init_akcipher_ops_sig). */
int akcipher_init_ops_sig(struct crypto_tfm *tfm);

} // namespace ukc

#endif /* _UKC_CRYPTO_AKCIPHER_SYNC_H */
