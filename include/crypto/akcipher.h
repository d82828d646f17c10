/* SPDX-License-Identifier: GPL-2.0-only */
/* Asymmetric ciphers: the akcipher algorithm type as its users see it (kernel 6.12). */
#ifndef _UKC_CRYPTO_AKCIPHER_H
#define _UKC_CRYPTO_AKCIPHER_H

#include <linux/crypto.h>
#include <linux/kernel.h>
#include <linux/slab.h>

#ifdef __cplusplus
extern "C" {
#endif

struct scatterlist;

/**
 * struct akcipher_request - one public-key operation
 * @base: the common request (tfm, completion, flags)
 * @src: the input; for verify, the signature (@src_len bytes) followed by the digest
 *	 (@dst_len bytes) in the same scatterlist
 * @dst: the output (NULL for verify)
 * @src_len: the length of the input (of the signature, for verify)
 * @dst_len: the room at @dst; the driver may set it to the length written (for verify, the
 *	     length of the digest that follows the signature in @src)
 * @__ctx: the driver's per-request context
 */
struct akcipher_request {
	struct crypto_async_request base;
	struct scatterlist *src;
	struct scatterlist *dst;
	unsigned int src_len;
	unsigned int dst_len;
	void *__ctx[] CRYPTO_MINALIGN_ATTR;
};

/**
 * struct crypto_akcipher - a tfm of the akcipher type
 * @reqsize: the driver's per-request context size
 * @base: the common tfm
 */
struct crypto_akcipher {
	unsigned int reqsize;

	struct crypto_tfm base;
};

/**
 * struct akcipher_alg - an asymmetric cipher, as registered
 * @sign: sign @src into @dst with the private key; 0 or -errno
 * @verify: check the signature at the start of @src against the digest after it; 0,
 *	    -EKEYREJECTED or -EBADMSG for a signature that does not verify, or another -errno
 * @encrypt: encrypt @src into @dst with the public key; 0 or -errno (-EOVERFLOW when @dst_len
 *	     is too small, with @dst_len set to the length needed where the driver knows it)
 * @decrypt: decrypt @src into @dst with the private key; 0 or -errno
 * @set_pub_key: set a public key in the algorithm's encoding (RSA: BER RSAPublicKey)
 * @set_priv_key: set a private key in the algorithm's encoding (RSA: BER RSAPrivateKey)
 * @max_size: the output size an operation may need with the key set
 * @init: set up a new tfm; 0 or -errno
 * @exit: tear a tfm down
 * @base: the common algorithm descriptor
 *
 * The core supplies operations answering -ENOSYS for the ones left NULL (but set_pub_key).
 */
struct akcipher_alg {
	int (*sign)(struct akcipher_request *req);
	int (*verify)(struct akcipher_request *req);
	int (*encrypt)(struct akcipher_request *req);
	int (*decrypt)(struct akcipher_request *req);
	int (*set_pub_key)(struct crypto_akcipher *tfm, const void *key, unsigned int keylen);
	int (*set_priv_key)(struct crypto_akcipher *tfm, const void *key, unsigned int keylen);
	unsigned int (*max_size)(struct crypto_akcipher *tfm);
	int (*init)(struct crypto_akcipher *tfm);
	void (*exit)(struct crypto_akcipher *tfm);

	struct crypto_alg base;
};

/**
 * crypto_alloc_akcipher() - allocate an asymmetric cipher tfm
 * @alg_name: cra_name ("rsa", "pkcs1pad(rsa,sha256)") or driver name ("rsa-generic")
 * @type: type flags to match
 * @mask: mask of the type flags
 *
 * Return: the tfm, or ERR_PTR(-ENOENT) and the like.
 */
struct crypto_akcipher *crypto_alloc_akcipher(const char *alg_name, u32 type, u32 mask);

static inline struct crypto_tfm *crypto_akcipher_tfm(struct crypto_akcipher *tfm)
{
	return &tfm->base;
}

static inline struct akcipher_alg *__crypto_akcipher_alg(struct crypto_alg *alg)
{
	return container_of(alg, struct akcipher_alg, base);
}

static inline struct crypto_akcipher *__crypto_akcipher_tfm(struct crypto_tfm *tfm)
{
	return container_of(tfm, struct crypto_akcipher, base);
}

static inline struct akcipher_alg *crypto_akcipher_alg(struct crypto_akcipher *tfm)
{
	return __crypto_akcipher_alg(crypto_akcipher_tfm(tfm)->__crt_alg);
}

static inline unsigned int crypto_akcipher_reqsize(struct crypto_akcipher *tfm)
{
	return tfm->reqsize;
}

static inline void akcipher_request_set_tfm(struct akcipher_request *req,
					    struct crypto_akcipher *tfm)
{
	req->base.tfm = crypto_akcipher_tfm(tfm);
}

static inline struct crypto_akcipher *crypto_akcipher_reqtfm(struct akcipher_request *req)
{
	return __crypto_akcipher_tfm(req->base.tfm);
}

/**
 * crypto_free_akcipher() - free a tfm from crypto_alloc_akcipher(), wiping its key
 * @tfm: the tfm (NULL or an ERR_PTR is ignored)
 */
static inline void crypto_free_akcipher(struct crypto_akcipher *tfm)
{
	crypto_destroy_tfm(tfm, crypto_akcipher_tfm(tfm));
}

/**
 * akcipher_request_alloc() - allocate a request with room for the driver's context
 * @tfm: the transform the request is for
 * @gfp: allocation flags
 *
 * Return: the request, or NULL when out of memory.
 */
static inline struct akcipher_request *akcipher_request_alloc(struct crypto_akcipher *tfm,
							      gfp_t gfp)
{
	struct akcipher_request *req = (struct akcipher_request *)kmalloc(
		sizeof(struct akcipher_request) + crypto_akcipher_reqsize(tfm), gfp);

	if (likely(req))
		akcipher_request_set_tfm(req, tfm);
	return req;
}

static inline void akcipher_request_free(struct akcipher_request *req)
{
	kfree_sensitive(req);
}

static inline void akcipher_request_set_callback(struct akcipher_request *req, u32 flgs,
						 crypto_completion_t cmpl, void *data)
{
	req->base.complete = cmpl;
	req->base.data = data;
	req->base.flags = flgs;
}

/**
 * akcipher_request_set_crypt() - set a request's buffers
 * @req: the request
 * @src: the input (for verify: the signature followed by the digest)
 * @dst: the output (NULL for verify)
 * @src_len: the input's length (for verify: the signature's)
 * @dst_len: the room at @dst (for verify: the digest's length)
 */
static inline void akcipher_request_set_crypt(struct akcipher_request *req, struct scatterlist *src,
					      struct scatterlist *dst, unsigned int src_len,
					      unsigned int dst_len)
{
	req->src = src;
	req->dst = dst;
	req->src_len = src_len;
	req->dst_len = dst_len;
}

/**
 * crypto_akcipher_maxsize() - the output room an operation needs with the key set
 * @tfm: the tfm, with a key set (the value is undefined without one)
 *
 * Return: the size in bytes (RSA: the modulus's, rounded up to whole 64-bit words).
 */
static inline unsigned int crypto_akcipher_maxsize(struct crypto_akcipher *tfm)
{
	return crypto_akcipher_alg(tfm)->max_size(tfm);
}

static inline int crypto_akcipher_encrypt(struct akcipher_request *req)
{
	return crypto_akcipher_alg(crypto_akcipher_reqtfm(req))->encrypt(req);
}

static inline int crypto_akcipher_decrypt(struct akcipher_request *req)
{
	return crypto_akcipher_alg(crypto_akcipher_reqtfm(req))->decrypt(req);
}

static inline int crypto_akcipher_sign(struct akcipher_request *req)
{
	return crypto_akcipher_alg(crypto_akcipher_reqtfm(req))->sign(req);
}

static inline int crypto_akcipher_verify(struct akcipher_request *req)
{
	return crypto_akcipher_alg(crypto_akcipher_reqtfm(req))->verify(req);
}

/**
 * crypto_akcipher_sync_encrypt() - encrypt between flat buffers, waiting for the result
 * @tfm: the tfm
 * @src: the input
 * @slen: its length
 * @dst: the output
 * @dlen: its room
 *
 * Return: 0 or -errno.
 */
int crypto_akcipher_sync_encrypt(struct crypto_akcipher *tfm, const void *src, unsigned int slen,
				 void *dst, unsigned int dlen);

/**
 * crypto_akcipher_sync_decrypt() - decrypt between flat buffers, waiting for the result
 * @tfm: the tfm
 * @src: the input
 * @slen: its length
 * @dst: the output
 * @dlen: its room
 *
 * Return: the length of the output, or -errno.
 */
int crypto_akcipher_sync_decrypt(struct crypto_akcipher *tfm, const void *src, unsigned int slen,
				 void *dst, unsigned int dlen);

/**
 * crypto_akcipher_set_pub_key() - set a public key
 * @tfm: the tfm
 * @key: the key in the algorithm's encoding (RSA: BER RSAPublicKey, RFC 8017 A.1.1)
 * @keylen: its length
 *
 * Return: 0, or -errno (-EBADMSG for malformed BER, -EINVAL for a key the algorithm refuses).
 */
static inline int crypto_akcipher_set_pub_key(struct crypto_akcipher *tfm, const void *key,
					      unsigned int keylen)
{
	return crypto_akcipher_alg(tfm)->set_pub_key(tfm, key, keylen);
}

/**
 * crypto_akcipher_set_priv_key() - set a private key
 * @tfm: the tfm
 * @key: the key in the algorithm's encoding (RSA: BER RSAPrivateKey, RFC 8017 A.1.2)
 * @keylen: its length
 *
 * Return: 0, or -errno as crypto_akcipher_set_pub_key().
 */
static inline int crypto_akcipher_set_priv_key(struct crypto_akcipher *tfm, const void *key,
					       unsigned int keylen)
{
	return crypto_akcipher_alg(tfm)->set_priv_key(tfm, key, keylen);
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_AKCIPHER_H */
