// SPDX-License-Identifier: GPL-2.0-only
// The rfc4106 and rfc4543 templates: GCM and GMAC as IPsec ESP uses them, over a gcm AEAD.

#include <crypto/gcm.h>
#include <crypto/internal/aead.h>
#include <linux/scatterlist.h>

#include "gcm_priv.h"
#include "shared/ipsec_aead.h"

namespace {

constexpr unsigned int ipsec_salt_size = 4;
constexpr unsigned int ipsec_iv_size = ukc::ipsec::iv_size; // GCM_RFC4106_IV_SIZE, ..4543..

using ipsec_tfm_ctx = ukc::ipsec::tfm_ctx<ipsec_salt_size>;

ipsec_tfm_ctx *ipsec_ctx(struct crypto_aead *aead)
{
	return ukc::ipsec::ctx_of<ipsec_salt_size>(aead);
}

// rfc4106's nonce (salt || IV) is followed by its copy of the ESP header (at most 12 bytes).
int rfc4106_init_tfm(struct crypto_aead *tfm)
{
	return ukc::ipsec::init_tfm<ipsec_salt_size>(tfm, sizeof(struct ukc::ipsec::req_ctx), 24);
}

int rfc4106_setauthsize(struct crypto_aead *parent, unsigned int authsize)
{
	int err = crypto_rfc4106_check_authsize(authsize);

	return err ? err : crypto_aead_setauthsize(ipsec_ctx(parent)->child, authsize);
}

// RFC 4106 sections 4 and 5: the GCM nonce is salt || IV, and the AAD is the ESP header only.
int rfc4106_crypt(struct aead_request *req, bool enc)
{
	auto *rctx = static_cast<struct ukc::ipsec::req_ctx *>(aead_request_ctx(req));
	ipsec_tfm_ctx *ctx = ipsec_ctx(crypto_aead_reqtfm(req));
	struct aead_request *subreq = ukc::ipsec::subreq_of(rctx->subreq);
	u8 *iv = ukc::ipsec::nonce_of(subreq, ctx->child);

	memcpy(iv, ctx->nonce, ipsec_salt_size);
	memcpy(iv + ipsec_salt_size, req->iv, ipsec_iv_size);
	ukc::ipsec::forward_header(req, rctx, subreq, ctx->child, iv, iv + GCM_AES_IV_SIZE);
	return enc ? crypto_aead_encrypt(subreq) : crypto_aead_decrypt(subreq);
}

int rfc4543_init_tfm(struct crypto_aead *tfm)
{
	return ukc::ipsec::init_tfm<ipsec_salt_size>(tfm, 0, GCM_AES_IV_SIZE);
}

// RFC 4543 section 3.2: GMAC's tag is the full 16 bytes.
int rfc4543_setauthsize(struct crypto_aead *parent, unsigned int authsize)
{
	if (authsize != 16)
		return -EINVAL;
	return crypto_aead_setauthsize(ipsec_ctx(parent)->child, authsize);
}

// The payload is authenticated, not encrypted: an inauthentic one is not released either.
void rfc4543_decrypt_done(void *data, int err)
{
	auto *req = static_cast<struct aead_request *>(data);

	if (err == -EBADMSG)
		ukc::gcm::wipe_sg(req->dst, req->assoclen,
				  req->cryptlen - crypto_aead_authsize(crypto_aead_reqtfm(req)));
	aead_request_complete(req, err);
}

// RFC 4543 section 3.1: the whole of AD, IV and payload is GMAC's AAD and the child encrypts
// nothing, so the payload reaches dst by a plain copy.
int rfc4543_crypt(struct aead_request *req, bool enc)
{
	struct crypto_aead *aead = crypto_aead_reqtfm(req);
	ipsec_tfm_ctx *ctx = ipsec_ctx(aead);
	unsigned int authsize = crypto_aead_authsize(aead);
	unsigned int taglen = enc ? 0 : authsize;
	struct aead_request *subreq = ukc::ipsec::subreq_of(aead_request_ctx(req));
	u8 *iv = ukc::ipsec::nonce_of(subreq, ctx->child);

	if (req->src != req->dst)
		memcpy_sglist(req->dst, req->src, req->assoclen + req->cryptlen - taglen);
	memcpy(iv, ctx->nonce, ipsec_salt_size);
	memcpy(iv + ipsec_salt_size, req->iv, ipsec_iv_size);

	aead_request_set_tfm(subreq, ctx->child);
	if (enc)
		aead_request_set_callback(subreq, req->base.flags, req->base.complete,
					  req->base.data);
	else
		aead_request_set_callback(subreq, req->base.flags, rfc4543_decrypt_done, req);
	aead_request_set_crypt(subreq, req->src, req->dst, taglen, iv);
	aead_request_set_ad(subreq, req->assoclen + req->cryptlen - taglen);
	if (enc)
		return crypto_aead_encrypt(subreq);
	int err = crypto_aead_decrypt(subreq);
	if (err == -EBADMSG)
		ukc::gcm::wipe_sg(req->dst, req->assoclen, req->cryptlen - authsize);
	return err;
}

constexpr ukc::ipsec::template_ops rfc4106_ops = {
	"rfc4106",
	GCM_AES_IV_SIZE,
	sizeof(ipsec_tfm_ctx),
	rfc4106_init_tfm,
	ukc::ipsec::exit_tfm<ipsec_salt_size>,
	ukc::ipsec::setkey<ipsec_salt_size>,
	rfc4106_setauthsize,
	ukc::ipsec::checked_crypt<rfc4106_crypt, true>,
	ukc::ipsec::checked_crypt<rfc4106_crypt, false>,
};

constexpr ukc::ipsec::template_ops rfc4543_ops = {
	"rfc4543",
	GCM_AES_IV_SIZE,
	sizeof(ipsec_tfm_ctx),
	rfc4543_init_tfm,
	ukc::ipsec::exit_tfm<ipsec_salt_size>,
	ukc::ipsec::setkey<ipsec_salt_size>,
	rfc4543_setauthsize,
	ukc::ipsec::checked_crypt<rfc4543_crypt, true>,
	ukc::ipsec::checked_crypt<rfc4543_crypt, false>,
};

} // namespace

int ukc::gcm::rfc4106_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	return ukc::ipsec::create(tmpl, tb, rfc4106_ops);
}

int ukc::gcm::rfc4543_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	return ukc::ipsec::create(tmpl, tb, rfc4543_ops);
}
