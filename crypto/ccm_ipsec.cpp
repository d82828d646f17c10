// SPDX-License-Identifier: GPL-2.0-only
// The rfc4309 template: CCM as IPsec ESP uses it (RFC 4309), over a ccm AEAD.

#include <crypto/internal/aead.h>
#include <linux/scatterlist.h>

#include "ccm_priv.h"
#include "shared/ipsec_aead.h"

namespace {

constexpr unsigned int rfc4309_salt_size = 3;
constexpr unsigned int rfc4309_iv_size = ukc::ipsec::iv_size;
constexpr unsigned int rfc4309_block = 16;

using rfc4309_tfm_ctx = ukc::ipsec::tfm_ctx<rfc4309_salt_size>;

// RFC 4309 section 3: ICVs of 8, 12 or 16 octets.
int rfc4309_setauthsize(struct crypto_aead *parent, unsigned int authsize)
{
	if (authsize != 8 && authsize != 12 && authsize != 16)
		return -EINVAL;
	return crypto_aead_setauthsize(ukc::ipsec::ctx_of<rfc4309_salt_size>(parent)->child,
				       authsize);
}

// RFC 4309 sections 4 and 5: the CCM nonce is salt || IV with L = 4, and the AAD is the ESP
// header only.
int rfc4309_crypt(struct aead_request *req, bool enc)
{
	auto *rctx = static_cast<struct ukc::ipsec::req_ctx *>(aead_request_ctx(req));
	rfc4309_tfm_ctx *ctx = ukc::ipsec::ctx_of<rfc4309_salt_size>(crypto_aead_reqtfm(req));
	struct aead_request *subreq = ukc::ipsec::subreq_of(rctx->subreq);
	u8 *iv = ukc::ipsec::nonce_of(subreq, ctx->child);

	iv[0] = 3; // L' = L - 1
	memcpy(iv + 1, ctx->nonce, rfc4309_salt_size);
	memcpy(iv + 1 + rfc4309_salt_size, req->iv, rfc4309_iv_size);
	memset(iv + 1 + rfc4309_salt_size + rfc4309_iv_size, 0, 4);
	ukc::ipsec::forward_header(req, rctx, subreq, ctx->child, iv, iv + rfc4309_block);
	return enc ? crypto_aead_encrypt(subreq) : crypto_aead_decrypt(subreq);
}

// The child's 16-byte counter block A0 is followed by the copy of the ESP header (at most 12
// bytes).
int rfc4309_init_tfm(struct crypto_aead *tfm)
{
	return ukc::ipsec::init_tfm<rfc4309_salt_size>(tfm, sizeof(struct ukc::ipsec::req_ctx),
						       2 * rfc4309_block);
}

constexpr ukc::ipsec::template_ops rfc4309_ops = {
	"rfc4309",
	rfc4309_block,
	sizeof(rfc4309_tfm_ctx),
	rfc4309_init_tfm,
	ukc::ipsec::exit_tfm<rfc4309_salt_size>,
	ukc::ipsec::setkey<rfc4309_salt_size>,
	rfc4309_setauthsize,
	ukc::ipsec::checked_crypt<rfc4309_crypt, true>,
	ukc::ipsec::checked_crypt<rfc4309_crypt, false>,
};

} // namespace

int ukc::ccm::rfc4309_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	return ukc::ipsec::create(tmpl, tb, rfc4309_ops);
}
