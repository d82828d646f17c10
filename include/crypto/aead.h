/* SPDX-License-Identifier: GPL-2.0-only */
/* Authenticated encryption with associated data (AEAD): the user-side interface. */
#ifndef _UKC_CRYPTO_AEAD_H
#define _UKC_CRYPTO_AEAD_H

#include <linux/crypto.h>
#include <linux/kernel.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

struct crypto_aead;
struct scatterlist;

/**
 * struct aead_request - an AEAD request over scatterlists
 * @base: the async request (callback, flags, tfm)
 * @assoclen: bytes of associated data at the start of @src (and of @dst)
 * @cryptlen: bytes to process after the associated data: the plaintext when
 *	      encrypting; the ciphertext followed by the tag when decrypting
 * @iv: the IV (nonce), crypto_aead_ivsize() bytes
 * @src: source: associated data || plaintext (encrypt), or associated data ||
 *	 ciphertext || tag (decrypt)
 * @dst: destination, laid out as @src with the roles swapped; may equal @src.
 *	 The associated data is not copied into @dst by every algorithm: callers
 *	 of an out-of-place request should place it there themselves.
 * @__ctx: the driver's per-request context, reqsize bytes
 *
 * On encryption, @dst receives the ciphertext after @assoclen bytes and the
 * tag (crypto_aead_authsize() bytes) right after it. On decryption, @cryptlen
 * includes the tag, and @dst receives @cryptlen - authsize bytes of plaintext.
 */
struct aead_request {
	struct crypto_async_request base;

	unsigned int assoclen;
	unsigned int cryptlen;

	u8 *iv;

	struct scatterlist *src;
	struct scatterlist *dst;

	void *__ctx[] CRYPTO_MINALIGN_ATTR;
};

/**
 * struct aead_alg - an AEAD implementation
 * @setkey: set the key; -EINVAL for a length the algorithm cannot take
 * @setauthsize: accept or refuse (-EINVAL) a tag size; optional
 * @encrypt: encrypt and append the tag; 0, -EINPROGRESS/-EBUSY (async) or -errno
 * @decrypt: verify and decrypt; -EBADMSG when the tag does not verify
 * @init: tfm constructor (may set the reqsize)
 * @exit: tfm destructor
 * @ivsize: IV size in bytes
 * @maxauthsize: the largest tag size; also the default one
 * @chunksize: the walk's step for the underlying stream (cra_blocksize if 0)
 * @base: the common algorithm descriptor
 */
struct aead_alg {
	int (*setkey)(struct crypto_aead *tfm, const u8 *key, unsigned int keylen);
	int (*setauthsize)(struct crypto_aead *tfm, unsigned int authsize);
	int (*encrypt)(struct aead_request *req);
	int (*decrypt)(struct aead_request *req);
	int (*init)(struct crypto_aead *tfm);
	void (*exit)(struct crypto_aead *tfm);

	unsigned int ivsize;
	unsigned int maxauthsize;
	unsigned int chunksize;

	struct crypto_alg base;
};

/**
 * struct crypto_aead - an AEAD transform
 * @authsize: the tag size in use
 * @reqsize: bytes of driver context a request carries
 * @base: the common transform
 */
struct crypto_aead {
	unsigned int authsize;
	unsigned int reqsize;

	struct crypto_tfm base;
};

static inline struct crypto_aead *__crypto_aead_cast(struct crypto_tfm *tfm)
{
	return container_of(tfm, struct crypto_aead, base);
}

/**
 * crypto_alloc_aead() - allocate an AEAD transform
 * @alg_name: the algorithm or driver name ("gcm(aes)", "rfc4106(gcm(aes))")
 * @type: type flags to match
 * @mask: mask of the flags to match
 *
 * Return: the transform, or an ERR_PTR (-ENOENT when nothing has that name).
 */
struct crypto_aead *crypto_alloc_aead(const char *alg_name, u32 type, u32 mask);

static inline struct crypto_tfm *crypto_aead_tfm(struct crypto_aead *tfm)
{
	return &tfm->base;
}

static inline void crypto_free_aead(struct crypto_aead *tfm)
{
	crypto_destroy_tfm(tfm, crypto_aead_tfm(tfm));
}

int crypto_has_aead(const char *alg_name, u32 type, u32 mask);

static inline const char *crypto_aead_driver_name(struct crypto_aead *tfm)
{
	return crypto_tfm_alg_driver_name(crypto_aead_tfm(tfm));
}

static inline struct aead_alg *crypto_aead_alg(struct crypto_aead *tfm)
{
	return container_of(crypto_aead_tfm(tfm)->__crt_alg, struct aead_alg, base);
}

static inline unsigned int crypto_aead_alg_ivsize(struct aead_alg *alg)
{
	return alg->ivsize;
}

static inline unsigned int crypto_aead_ivsize(struct crypto_aead *tfm)
{
	return crypto_aead_alg_ivsize(crypto_aead_alg(tfm));
}

static inline unsigned int crypto_aead_authsize(struct crypto_aead *tfm)
{
	return tfm->authsize;
}

static inline unsigned int crypto_aead_alg_maxauthsize(struct aead_alg *alg)
{
	return alg->maxauthsize;
}

static inline unsigned int crypto_aead_maxauthsize(struct crypto_aead *aead)
{
	return crypto_aead_alg_maxauthsize(crypto_aead_alg(aead));
}

static inline unsigned int crypto_aead_blocksize(struct crypto_aead *tfm)
{
	return crypto_tfm_alg_blocksize(crypto_aead_tfm(tfm));
}

static inline unsigned int crypto_aead_alignmask(struct crypto_aead *tfm)
{
	return crypto_tfm_alg_alignmask(crypto_aead_tfm(tfm));
}

static inline u32 crypto_aead_get_flags(struct crypto_aead *tfm)
{
	return crypto_tfm_get_flags(crypto_aead_tfm(tfm));
}

static inline void crypto_aead_set_flags(struct crypto_aead *tfm, u32 flags)
{
	crypto_tfm_set_flags(crypto_aead_tfm(tfm), flags);
}

static inline void crypto_aead_clear_flags(struct crypto_aead *tfm, u32 flags)
{
	crypto_tfm_clear_flags(crypto_aead_tfm(tfm), flags);
}

/**
 * crypto_aead_setkey() - set the key of an AEAD
 * @tfm: the transform
 * @key: the key (for rfc4106/rfc4543: the cipher key followed by the 4-byte salt)
 * @keylen: its length in bytes
 *
 * Return: 0, or the driver's -errno (-EINVAL for a bad length); on failure the
 * tfm needs a key again.
 */
int crypto_aead_setkey(struct crypto_aead *tfm, const u8 *key, unsigned int keylen);

/**
 * crypto_aead_setauthsize() - set the tag size
 * @tfm: the transform
 * @authsize: the tag size in bytes
 *
 * Return: 0, or -EINVAL for 0 (unless the algorithm has no tag), for more than
 * the maximum, or for a size the algorithm refuses (gcm: 4, 8, 12..16;
 * rfc4106: 8, 12, 16; aegis128: 8..16). The tag size is then unchanged.
 */
int crypto_aead_setauthsize(struct crypto_aead *tfm, unsigned int authsize);

static inline struct crypto_aead *crypto_aead_reqtfm(struct aead_request *req)
{
	return __crypto_aead_cast(req->base.tfm);
}

/**
 * crypto_aead_encrypt() - encrypt and authenticate a request
 * @req: the request
 *
 * Return: 0, -EINPROGRESS or -EBUSY (async: the callback reports the end),
 * -ENOKEY without a key, or the driver's -errno.
 */
int crypto_aead_encrypt(struct aead_request *req);

/**
 * crypto_aead_decrypt() - verify and decrypt a request
 * @req: the request; @req->cryptlen includes the tag
 *
 * Return: 0, -EINPROGRESS or -EBUSY (async), -ENOKEY without a key, -EINVAL
 * when @req->cryptlen is shorter than the tag, -EBADMSG when the tag does not
 * verify. After -EBADMSG the destination must not be used: the generic gcm and
 * aegis128 drivers overwrite the plaintext area with zeroes.
 */
int crypto_aead_decrypt(struct aead_request *req);

static inline unsigned int crypto_aead_reqsize(struct crypto_aead *tfm)
{
	return tfm->reqsize;
}

static inline void aead_request_set_tfm(struct aead_request *req, struct crypto_aead *tfm)
{
	req->base.tfm = crypto_aead_tfm(tfm);
}

/**
 * aead_request_alloc() - allocate a request with room for the driver's context
 * @tfm: the transform the request is for
 * @gfp: allocation flags
 *
 * Return: the request, or NULL when out of memory.
 */
static inline struct aead_request *aead_request_alloc(struct crypto_aead *tfm, gfp_t gfp)
{
	struct aead_request *req = (struct aead_request *)kmalloc(
		sizeof(struct aead_request) + crypto_aead_reqsize(tfm), gfp);

	if (likely(req))
		aead_request_set_tfm(req, tfm);
	return req;
}

static inline void aead_request_free(struct aead_request *req)
{
	kfree_sensitive(req);
}

static inline void aead_request_set_callback(struct aead_request *req, u32 flags,
					     crypto_completion_t complete, void *data)
{
	req->base.complete = complete;
	req->base.data = data;
	req->base.flags = flags;
}

/**
 * aead_request_set_crypt() - set the data of a request
 * @req: the request
 * @src: associated data followed by the input
 * @dst: associated data followed by the output (may be @src)
 * @cryptlen: bytes after the associated data (with the tag when decrypting)
 * @iv: the IV
 */
static inline void aead_request_set_crypt(struct aead_request *req, struct scatterlist *src,
					  struct scatterlist *dst, unsigned int cryptlen, u8 *iv)
{
	req->src = src;
	req->dst = dst;
	req->cryptlen = cryptlen;
	req->iv = iv;
}

static inline void aead_request_set_ad(struct aead_request *req, unsigned int assoclen)
{
	req->assoclen = assoclen;
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_AEAD_H */
