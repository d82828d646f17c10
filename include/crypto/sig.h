/* SPDX-License-Identifier: GPL-2.0-only */
/* Public-key signatures: 6.12's crypto_sig, a flat-buffer front end over akcipher algorithms. */
#ifndef _UKC_CRYPTO_SIG_H
#define _UKC_CRYPTO_SIG_H

#include <linux/crypto.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * struct crypto_sig - a tfm of the sig type
 * @base: the common tfm; its context holds the akcipher tfm doing the work (6.12)
 */
struct crypto_sig {
	struct crypto_tfm base;
};

/**
 * crypto_alloc_sig() - allocate a signature tfm over an akcipher algorithm
 * @alg_name: e.g. "pkcs1pad(rsa,sha256)"
 * @type: type flags to match
 * @mask: mask of the type flags
 *
 * Return: the tfm, or ERR_PTR(-ENOENT) and the like.
 */
struct crypto_sig *crypto_alloc_sig(const char *alg_name, u32 type, u32 mask);

static inline struct crypto_tfm *crypto_sig_tfm(struct crypto_sig *tfm)
{
	return &tfm->base;
}

/**
 * crypto_free_sig() - free a tfm from crypto_alloc_sig(), and the akcipher under it
 * @tfm: the tfm (NULL or an ERR_PTR is ignored)
 */
static inline void crypto_free_sig(struct crypto_sig *tfm)
{
	crypto_destroy_tfm(tfm, crypto_sig_tfm(tfm));
}

/**
 * crypto_sig_maxsize() - the signature size with the key set
 * @tfm: the tfm
 *
 * Return: the size in bytes.
 */
int crypto_sig_maxsize(struct crypto_sig *tfm);

/**
 * crypto_sig_sign() - sign a digest
 * @tfm: the tfm, with a private key
 * @src: the digest
 * @slen: its length
 * @dst: the signature's room
 * @dlen: its size
 *
 * Return: 0 or -errno (the algorithm's: -EOVERFLOW when @dlen is too small).
 */
int crypto_sig_sign(struct crypto_sig *tfm, const void *src, unsigned int slen, void *dst,
		    unsigned int dlen);

/**
 * crypto_sig_verify() - check a signature of a digest
 * @tfm: the tfm, with a public key
 * @src: the signature
 * @slen: its length
 * @digest: the digest
 * @dlen: its length
 *
 * Return: 0, -EKEYREJECTED or -EBADMSG for a signature that does not verify, or -errno.
 */
int crypto_sig_verify(struct crypto_sig *tfm, const void *src, unsigned int slen,
		      const void *digest, unsigned int dlen);

/**
 * crypto_sig_set_pubkey() - set the public key (the akcipher's encoding)
 * @tfm: the tfm
 * @key: the key
 * @keylen: its length
 *
 * Return: 0 or -errno.
 */
int crypto_sig_set_pubkey(struct crypto_sig *tfm, const void *key, unsigned int keylen);

/**
 * crypto_sig_set_privkey() - set the private key (the akcipher's encoding)
 * @tfm: the tfm
 * @key: the key
 * @keylen: its length
 *
 * Return: 0 or -errno.
 */
int crypto_sig_set_privkey(struct crypto_sig *tfm, const void *key, unsigned int keylen);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_SIG_H */
