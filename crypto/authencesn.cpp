// SPDX-License-Identifier: GPL-2.0-only
// The authencesn template: authenc for IPsec ESP with extended (64-bit) sequence numbers.

#include <crypto/algapi.h>
#include <crypto/internal/aead.h>
#include <crypto/internal/hash.h>
#include <crypto/scatterwalk.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/scatterlist.h>
#include <linux/string.h>

#include "authenc_priv.h"

// The associated data starts with the SPI and the high half of the sequence number, then its
// low half: SPI || seq_hi || seq_lo || ... . RFC 4303 section 2.2.1 has the ICV cover
// SPI || seq_lo || ... || payload || seq_hi, seq_hi being sent nowhere: for the hash, seq_hi moves
// behind the ciphertext (onto the first bytes of the tag's place) and SPI into its slot, so the
// hash reads one contiguous run from offset 4; both move back afterwards.

namespace au = ukc::authenc;

namespace {

// SPI and seq_hi: the shortest associated data the layout has (6.12: -EINVAL below it).
constexpr unsigned int authencesn_head = 8;
constexpr unsigned int authencesn_seqhi = 4;

int authencesn_setauthsize(struct crypto_aead * /* tfm */, unsigned int authsize)
{
	// seq_hi borrows the first four bytes of the tag's place.
	return authsize > 0 && authsize < authencesn_seqhi ? -EINVAL : 0;
}

// Takes SPI || seq_hi out of @sg's first 8 bytes and lays out the hash's input from offset 4:
// SPI over seq_hi, and seq_hi at @end (past the ciphertext).
void authencesn_move_out(struct scatterlist *sg, unsigned int end)
{
	u8 head[authencesn_head];

	memcpy_from_sglist(head, sg, 0, sizeof(head));
	memcpy_to_sglist(sg, authencesn_seqhi, head, authencesn_seqhi);
	memcpy_to_sglist(sg, end, head + authencesn_seqhi, authencesn_seqhi);
}

// The reverse: SPI from offset 4 and seq_hi from @end back to the first 8 bytes.
void authencesn_move_back(struct scatterlist *sg, unsigned int end)
{
	u8 head[authencesn_head];

	memcpy_from_sglist(head, sg, authencesn_seqhi, authencesn_seqhi);
	memcpy_from_sglist(head + authencesn_seqhi, sg, end, authencesn_seqhi);
	memcpy_to_sglist(sg, 0, head, sizeof(head));
}

// Whether decryption works in place: the same list, or two lists over the same memory (6.12
// looks at the lists alone and would hash bytes it had already moved in the second case, which
// its testmgr never meets for want of authencesn vectors; testmgr's "in-place (two sglists)").
bool authencesn_in_place(struct aead_request *req)
{
	return req->src == req->dst || sg_virt(req->src) == sg_virt(req->dst);
}

void authencesn_genicv_finish(struct aead_request *req)
{
	const unsigned int end = req->assoclen + req->cryptlen;

	// The tag then goes over the four bytes seq_hi had borrowed.
	authencesn_move_back(req->dst, end);
	memcpy_to_sglist(req->dst, end, au::hash(req),
			 crypto_aead_authsize(crypto_aead_reqtfm(req)));
}

// The tag over SPI || seq_lo ... || ciphertext || seq_hi as dst holds them once moved.
int authencesn_genicv(struct aead_request *req, u32 mask)
{
	const unsigned int end = req->assoclen + req->cryptlen;

	if (!crypto_aead_authsize(crypto_aead_reqtfm(req)))
		return 0;
	authencesn_move_out(req->dst, end);
	return au::genicv_hash(
		req, scatterwalk_ffwd(au::rctx(req)->dst, req->dst, authencesn_seqhi), end, mask);
}

// The received tag sits after the computed one. The AD goes back in place first (in place, so
// do the tag's first bytes, which seq_hi had borrowed: the source is left as it came); only a
// tag that matches (compared in constant time) lets the ciphertext be decrypted.
int authencesn_decrypt_tail(struct aead_request *req, u32 mask)
{
	struct crypto_aead *tfm = crypto_aead_reqtfm(req);
	const unsigned int authsize = crypto_aead_authsize(tfm);
	const unsigned int datalen = req->cryptlen - authsize;
	const unsigned int end = req->assoclen + datalen;
	u8 *ohash = au::hash(req);
	u8 *ihash = ohash + crypto_ahash_digestsize(au::ctx(tfm)->auth);

	if (authsize) {
		if (authencesn_in_place(req)) {
			authencesn_move_back(req->dst, end);
			memcpy_to_sglist(req->dst, end, ihash, authencesn_seqhi);
		} else {
			memcpy_sglist(req->dst, req->src, req->assoclen);
		}
		if (crypto_memneq(ihash, ohash, authsize))
			return -EBADMSG;
	}
	return au::decrypt_payload(req, datalen, mask);
}

// Lays out the hash's input and returns where it starts. In place, src is rearranged as on
// encryption; out of place, the input is assembled in dst (SPI, src past the 8-byte head,
// seq_hi), which decryption overwrites only once the tag matched.
struct scatterlist *authencesn_verify_input(struct aead_request *req, unsigned int end)
{
	struct au::request_ctx *rctx = au::rctx(req);

	if (authencesn_in_place(req)) {
		authencesn_move_out(req->dst, end);
		return scatterwalk_ffwd(rctx->dst, req->dst, authencesn_seqhi);
	}

	u8 head[authencesn_head];

	memcpy_from_sglist(head, req->src, 0, sizeof(head));
	memcpy_to_sglist(req->dst, 0, head, authencesn_seqhi);
	memcpy_to_sglist(req->dst, end - authencesn_seqhi, head + authencesn_seqhi,
			 authencesn_seqhi);
	memcpy_sglist(scatterwalk_ffwd(rctx->dst, req->dst, authencesn_seqhi),
		      scatterwalk_ffwd(rctx->src, req->src, authencesn_head),
		      end - authencesn_head);
	return req->dst;
}

int authencesn_decrypt(struct aead_request *req)
{
	struct crypto_aead *tfm = crypto_aead_reqtfm(req);
	const unsigned int authsize = crypto_aead_authsize(tfm);

	if (req->assoclen < authencesn_head || req->cryptlen < authsize)
		return -EINVAL;
	if (!authsize)
		return authencesn_decrypt_tail(req, 0);

	const unsigned int end = req->assoclen + req->cryptlen - authsize;
	u8 *ihash = au::hash(req) + crypto_ahash_digestsize(au::ctx(tfm)->auth);

	// The received tag is read first: in place, seq_hi is about to take its first bytes.
	memcpy_from_sglist(ihash, req->src, end, authsize);
	return au::verify_hash(req, authencesn_verify_input(req, end), end);
}

constexpr au::variant authencesn_variant = {
	.name = "authencesn",
	.min_digestsize = authencesn_seqhi,
	.min_assoclen = authencesn_head,
	.setauthsize = authencesn_setauthsize,
	.decrypt = authencesn_decrypt,
	.genicv_finish = authencesn_genicv_finish,
	.genicv = authencesn_genicv,
	.decrypt_tail = authencesn_decrypt_tail,
};

int authencesn_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	return au::create(tmpl, tb, authencesn_variant);
}

struct crypto_template authencesn_tmpl = {
	.module = THIS_MODULE,
	.create = authencesn_create,
	.name = "authencesn",
};

int authencesn_module_init(void)
{
	return crypto_register_template(&authencesn_tmpl);
}

void authencesn_module_exit(void)
{
	crypto_unregister_template(&authencesn_tmpl);
}

} // namespace

subsys_initcall(authencesn_module_init);
module_exit(authencesn_module_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Encrypt-then-MAC AEAD for IPsec with extended sequence numbers");
MODULE_ALIAS_CRYPTO("authencesn");
