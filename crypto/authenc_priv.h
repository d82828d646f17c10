/* SPDX-License-Identifier: GPL-2.0-only */
/* What the authenc and authencesn templates share: their contexts, request layout and create(). */
#ifndef _UKC_CRYPTO_AUTHENC_PRIV_H
#define _UKC_CRYPTO_AUTHENC_PRIV_H

#include <crypto/internal/aead.h>
#include <crypto/internal/hash.h>
#include <crypto/internal/skcipher.h>
#include <linux/scatterlist.h>

struct rtattr;

namespace ukc::authenc {

struct variant;

// @reqoff: where the sub-request starts, past the computed and the received tag; @v: the
// template's variant.
struct instance_ctx {
	struct crypto_ahash_spawn auth;
	struct crypto_skcipher_spawn enc;
	unsigned int reqoff;
	const struct variant *v;
};

struct tfm_ctx {
	struct crypto_ahash *auth;
	struct crypto_skcipher *enc;
};

// The request context: src and dst seen past the associated data. At tail_offset follow the
// computed tag and the received one (each up to the digest size), then (at reqoff past them)
// the hash or the skcipher sub-request: only one of them is in use at a time.
struct request_ctx {
	struct scatterlist src[2];
	struct scatterlist dst[2];
};

inline constexpr unsigned int tail_offset = ALIGN(sizeof(struct request_ctx), CRYPTO_MINALIGN);

inline struct instance_ctx *ictx(struct crypto_aead *tfm)
{
	return static_cast<struct instance_ctx *>(aead_instance_ctx(aead_alg_instance(tfm)));
}

inline struct tfm_ctx *ctx(struct crypto_aead *tfm)
{
	return static_cast<struct tfm_ctx *>(crypto_aead_ctx(tfm));
}

inline struct request_ctx *rctx(struct aead_request *req)
{
	return static_cast<struct request_ctx *>(aead_request_ctx(req));
}

// The computed tag; the received one follows it at the digest size.
inline u8 *hash(struct aead_request *req)
{
	return static_cast<u8 *>(aead_request_ctx(req)) + tail_offset;
}

inline void *subreq(struct aead_request *req)
{
	return hash(req) + ictx(crypto_aead_reqtfm(req))->reqoff;
}

// A step that ran in a completion callback ends the request, unless it only queued more work.
inline void complete(struct aead_request *req, int err)
{
	if (err != -EINPROGRESS && err != -EBUSY)
		aead_request_complete(req, err);
}

// What tells the templates apart: the name ("authenc" makes "authenc(hmac(sha1),cbc(aes))"),
// the shortest nonzero digest the hash may have, the shortest AD, setauthsize and decrypt, and
// the steps the shared completions go on with (@mask as genicv_hash() takes it): writing the
// computed tag out, making it once the payload is encrypted, checking the received one and
// decrypting once the hash is done.
struct variant {
	const char *name;
	unsigned int min_digestsize;
	unsigned int min_assoclen;
	int (*setauthsize)(struct crypto_aead *tfm, unsigned int authsize);
	int (*decrypt)(struct aead_request *req);
	void (*genicv_finish)(struct aead_request *req);
	int (*genicv)(struct aead_request *req, u32 mask);
	int (*decrypt_tail)(struct aead_request *req, u32 mask);
};

/* Hashes @len bytes of @sg into the computed tag, then runs the variant's genicv_finish, here or
 * from the hash's completion. @mask drops the request flags (MAY_SLEEP) that do not hold in a
 * completion callback; nonzero means the caller runs in one, and the request is completed
 * from the hash's. */
int genicv_hash(struct aead_request *req, struct scatterlist *sg, unsigned int len, u32 mask);

/* Hashes @len bytes of @sg into the computed tag, then runs the variant's decrypt_tail. */
int verify_hash(struct aead_request *req, struct scatterlist *sg, unsigned int len);

/* Decrypts @datalen bytes of payload from src past the AD into dst past it, completing the
 * request (@mask as genicv_hash() takes it). */
int decrypt_payload(struct aead_request *req, unsigned int datalen, u32 mask);

/* Builds and registers @v's instance over the hash and skcipher @tb names (crypto/authenc.cpp):
 * the key is an authenc key blob, the priority the cipher's times ten plus the hash's. */
int create(struct crypto_template *tmpl, struct rtattr **tb, const struct variant &v);

} // namespace ukc::authenc

#endif /* _UKC_CRYPTO_AUTHENC_PRIV_H */
