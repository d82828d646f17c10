// SPDX-License-Identifier: GPL-2.0-only
// The ccm_base, ccm, rfc4309 and cbcmac templates: CCM (NIST SP 800-38C, RFC 3610) over a ctr
// skcipher and a cbcmac hash, and its IPsec form.

#include <algorithm>
#include <type_traits>

#include <crypto/hash.h>
#include <crypto/internal/aead.h>
#include <crypto/internal/hash.h>
#include <crypto/internal/skcipher.h>
#include <crypto/scatterwalk.h>
#include <crypto/utils.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/scatterlist.h>
#include <linux/slab.h>

#include "ccm_priv.h"
#include "gcm_priv.h"
#include "shared/glue.h"

namespace ukc::ccm {

// SP 800-38C section 6.1 / RFC 3610 section 2: M is one of 4, 6, ..., 16.
int ccm_setauthsize(struct crypto_aead *tfm, unsigned int authsize)
{
	if (authsize < 4 || authsize > 16 || authsize % 2)
		return -EINVAL;
	return 0;
}

// The IV is A0's layout: its first byte L' = L - 1, where 2 <= L <= 8 (RFC 3610 section 2.3).
int ccm_check_iv(const u8 *iv)
{
	return iv[0] >= 1 && iv[0] <= 7 ? 0 : -EINVAL;
}

// SP 800-38C A.2.1: B0 = flags || N || Q, with Q the message length in L bytes. A length that
// does not fit in L bytes cannot be formatted (the kernel lets exactly 2^(8L) through, with a
// wrapped length field; it is refused here too).
int ccm_format_b0(u8 *b0, const u8 *iv, unsigned int authsize, unsigned int assoclen,
		  unsigned int msglen)
{
	unsigned int l = iv[0] + 1u;

	if (l < 4 && msglen >> (8 * l))
		return -EOVERFLOW;
	memcpy(b0, iv, ccm_block);
	b0[0] |= static_cast<u8>(((authsize - 2) / 2) << 3);
	if (assoclen)
		b0[0] |= 0x40;
	for (unsigned int i = 0; i < l; i++, msglen >>= 8)
		b0[ccm_block - 1 - i] = static_cast<u8>(i < 4 ? msglen : 0);
	return 0;
}

// SP 800-38C A.2.2: the AD length a as 2 bytes when a < 2^16 - 2^8, else 0xff 0xfe and 4
// bytes (an unsigned int never needs the 8-byte form). Returns the bytes written.
unsigned int ccm_format_adlen(u8 *out, unsigned int a)
{
	if (a < 65280) {
		out[0] = static_cast<u8>(a >> 8);
		out[1] = static_cast<u8>(a);
		return 2;
	}
	out[0] = 0xff;
	out[1] = 0xfe;
	for (unsigned int i = 0; i < 4; i++)
		out[2 + i] = static_cast<u8>(a >> (24 - 8 * i));
	return 6;
}

} // namespace ukc::ccm

namespace {

using namespace ukc::ccm;

struct ccm_instance_ctx {
	struct crypto_skcipher_spawn ctr;
	struct crypto_ahash_spawn mac;
};

struct ccm_tfm_ctx {
	struct crypto_ahash *mac;
	struct crypto_skcipher *ctr;
};

// A request's context. The ctr request runs over tag || text with the counter at zero, so the
// first keystream block S0 (section 6.1 step 7 of SP 800-38C) enciphers the tag, and the text
// uses counters 1, 2, ... As in 6.12, the caller's IV becomes A0 (its counter field zeroed);
// encryption then runs the ctr request on it, so it ends as the counter after the last block,
// while decryption runs it on a copy and leaves A0.
struct ccm_req_ctx {
	u8 iv[ccm_block];	   // decryption: the copy of A0 the ctr request advances
	u8 tag[ccm_block];	   // CBC-MAC T, then (encryption) T ^ S0
	u8 rtag[ccm_block];	   // decryption: the received tag, then T' = it ^ S0
	u8 hdr[2 * ccm_block];	   // B0 and the encoded AD length, then zeros that pad the AD
	struct scatterlist src[3]; // [tag or rtag] then req->src past the AD
	struct scatterlist dst[3]; // the same over req->dst
	struct scatterlist mac[2]; // what the MAC reads next
	struct scatterlist *src_text;
	struct scatterlist *dst_text;
	void *sub[] CRYPTO_MINALIGN_ATTR; // the ahash or the skcipher request, one at a time
};

static_assert(std::is_standard_layout_v<ccm_req_ctx>);

struct ccm_req_ctx *ccm_reqctx(struct aead_request *req)
{
	unsigned long align = crypto_aead_alignmask(crypto_aead_reqtfm(req));

	return static_cast<struct ccm_req_ctx *>(PTR_ALIGN(aead_request_ctx(req), align + 1));
}

struct ccm_tfm_ctx *ccm_ctx(struct crypto_aead *aead)
{
	return static_cast<struct ccm_tfm_ctx *>(crypto_aead_ctx(aead));
}

int ccm_setkey(struct crypto_aead *aead, const u8 *key, unsigned int keylen)
{
	struct ccm_tfm_ctx *ctx = ccm_ctx(aead);
	u32 reqflags = crypto_aead_get_flags(aead) & CRYPTO_TFM_REQ_MASK;

	crypto_skcipher_clear_flags(ctx->ctr, CRYPTO_TFM_REQ_MASK);
	crypto_skcipher_set_flags(ctx->ctr, reqflags);
	int err = crypto_skcipher_setkey(ctx->ctr, key, keylen);
	if (err)
		return err;
	crypto_ahash_clear_flags(ctx->mac, CRYPTO_TFM_REQ_MASK);
	crypto_ahash_set_flags(ctx->mac, reqflags);
	return crypto_ahash_setkey(ctx->mac, key, keylen);
}

// T = CBC-MAC(B0 || encoded a || A || zero pad || @text || zero pad), into pctx->tag. The mac
// is synchronous (ccm_create_common grabs it so), so each call has ended when it returns.
int ccm_auth(struct aead_request *req, struct scatterlist *text, unsigned int cryptlen)
{
	struct crypto_aead *aead = crypto_aead_reqtfm(req);
	struct ccm_req_ctx *pctx = ccm_reqctx(req);
	auto *ahreq = reinterpret_cast<struct ahash_request *>(pctx->sub);
	unsigned int ilen = 0;

	int err = ccm_format_b0(pctx->hdr, req->iv, crypto_aead_authsize(aead), req->assoclen,
				cryptlen);
	if (err)
		return err;
	if (req->assoclen) {
		ilen = ccm_format_adlen(pctx->hdr + ccm_block, req->assoclen);
		sg_init_table(pctx->mac, 2);
		sg_set_buf(&pctx->mac[0], pctx->hdr, ccm_block + ilen);
		sg_chain(pctx->mac, 2, req->src);
	} else {
		sg_init_one(pctx->mac, pctx->hdr, ccm_block);
	}
	ahash_request_set_tfm(ahreq, ccm_ctx(aead)->mac);
	ahash_request_set_callback(ahreq, 0, nullptr, nullptr);
	ahash_request_set_crypt(ahreq, pctx->mac, nullptr, ccm_block + ilen + req->assoclen);
	err = crypto_ahash_init(ahreq);
	if (!err)
		err = crypto_ahash_update(ahreq);
	if (err)
		return err;

	// The AD block string ends on a block boundary; the text's own padding is cbcmac's.
	unsigned int pad = (ccm_block - (ilen + req->assoclen) % ccm_block) % ccm_block;
	if (pad) {
		memset(pctx->hdr, 0, pad);
		sg_init_table(pctx->mac, 2);
		sg_set_buf(&pctx->mac[0], pctx->hdr, pad);
		sg_chain(pctx->mac, 2, text);
		text = pctx->mac;
	}
	ahash_request_set_crypt(ahreq, text, pctx->tag, pad + cryptlen);
	return crypto_ahash_finup(ahreq);
}

// [@tag] followed by @list from @assoclen on: the text the ctr request runs over.
struct scatterlist *ccm_text_list(struct scatterlist head[3], u8 *tag, struct scatterlist *list,
				  unsigned int assoclen)
{
	sg_init_table(head, 3);
	sg_set_buf(head, tag, ccm_block);
	struct scatterlist *text = scatterwalk_ffwd(head + 1, list, assoclen);
	if (text != head + 1)
		sg_chain(head, 2, text);
	return text;
}

// Checks the IV, makes it A0 (the counter field zeroed, SP 800-38C A.3) and sets the ctr
// lists headed by @tag.
int ccm_init_crypt(struct aead_request *req, u8 *tag)
{
	struct ccm_req_ctx *pctx = ccm_reqctx(req);
	int err = ccm_check_iv(req->iv);

	if (err)
		return err;
	memset(req->iv + ccm_block - 1 - req->iv[0], 0, req->iv[0] + 1u);
	pctx->src_text = ccm_text_list(pctx->src, tag, req->src, req->assoclen);
	pctx->dst_text = pctx->src_text;
	if (req->src != req->dst)
		pctx->dst_text = ccm_text_list(pctx->dst, tag, req->dst, req->assoclen);
	return 0;
}

void ccm_set_ctr(struct aead_request *req, unsigned int cryptlen, u8 *iv, void (*done)(void *, int))
{
	struct ccm_req_ctx *pctx = ccm_reqctx(req);
	auto *skreq = reinterpret_cast<struct skcipher_request *>(pctx->sub);

	skcipher_request_set_tfm(skreq, ccm_ctx(crypto_aead_reqtfm(req))->ctr);
	skcipher_request_set_callback(skreq, aead_request_flags(req), done, req);
	skcipher_request_set_crypt(skreq, pctx->src, req->src == req->dst ? pctx->src : pctx->dst,
				   cryptlen + ccm_block, iv);
}

// The tag U = T ^ S0, MSB_M, after the ciphertext.
void ccm_put_tag(struct aead_request *req)
{
	scatterwalk_map_and_copy(ccm_reqctx(req)->tag, req->dst, req->assoclen + req->cryptlen,
				 crypto_aead_authsize(crypto_aead_reqtfm(req)), 1);
}

void ccm_encrypt_done(void *data, int err)
{
	auto *req = static_cast<struct aead_request *>(data);

	if (!err)
		ccm_put_tag(req);
	aead_request_complete(req, err);
}

// SP 800-38C section 6.1: T over the plaintext first, then C = P ^ S1 S2 ... and U = T ^ S0.
int ccm_encrypt(struct aead_request *req)
{
	struct ccm_req_ctx *pctx = ccm_reqctx(req);
	int err = ccm_init_crypt(req, pctx->tag);

	if (!err)
		err = ccm_auth(req, pctx->src_text, req->cryptlen);
	if (err)
		return err;
	ccm_set_ctr(req, req->cryptlen, req->iv, ccm_encrypt_done);
	err = crypto_skcipher_encrypt(reinterpret_cast<struct skcipher_request *>(pctx->sub));
	if (!err)
		ccm_put_tag(req);
	return err;
}

// Section 6.2 steps 8-10: T over the decrypted payload, compared in constant time with the
// received tag. A tag that does not verify releases no plaintext: what was written to dst is
// overwritten with zeros (the kernel leaves it there).
int ccm_verify(struct aead_request *req)
{
	struct ccm_req_ctx *pctx = ccm_reqctx(req);
	unsigned int authsize = crypto_aead_authsize(crypto_aead_reqtfm(req));
	unsigned int cryptlen = req->cryptlen - authsize;
	int err = ccm_auth(req, pctx->dst_text, cryptlen);

	if (!err && crypto_memneq(pctx->tag, pctx->rtag, authsize))
		err = -EBADMSG;
	if (err)
		ukc::gcm::wipe_sg(req->dst, req->assoclen, cryptlen);
	return err;
}

void ccm_decrypt_done(void *data, int err)
{
	auto *req = static_cast<struct aead_request *>(data);

	if (!err)
		err = ccm_verify(req);
	aead_request_complete(req, err);
}

int ccm_decrypt(struct aead_request *req)
{
	struct ccm_req_ctx *pctx = ccm_reqctx(req);
	unsigned int authsize = crypto_aead_authsize(crypto_aead_reqtfm(req));
	unsigned int cryptlen = req->cryptlen - authsize;
	int err = ccm_init_crypt(req, pctx->rtag);

	if (err)
		return err;
	memset(pctx->rtag, 0, sizeof(pctx->rtag));
	scatterwalk_map_and_copy(pctx->rtag, req->src, req->assoclen + cryptlen, authsize, 0);
	memcpy(pctx->iv, req->iv, ccm_block);
	ccm_set_ctr(req, cryptlen, pctx->iv, ccm_decrypt_done);
	err = crypto_skcipher_decrypt(reinterpret_cast<struct skcipher_request *>(pctx->sub));
	return err ? err : ccm_verify(req);
}

int ccm_init_tfm(struct crypto_aead *tfm)
{
	auto *ictx = static_cast<struct ccm_instance_ctx *>(
		aead_instance_ctx(aead_alg_instance(tfm)));
	struct ccm_tfm_ctx *ctx = ccm_ctx(tfm);
	struct crypto_ahash *mac = crypto_spawn_ahash(&ictx->mac);

	if (IS_ERR(mac))
		return static_cast<int>(PTR_ERR(mac));
	struct crypto_skcipher *ctr = crypto_spawn_skcipher(&ictx->ctr);
	if (IS_ERR(ctr)) {
		crypto_free_ahash(mac);
		return static_cast<int>(PTR_ERR(ctr));
	}
	ctx->mac = mac;
	ctx->ctr = ctr;

	unsigned long align = crypto_aead_alignmask(tfm) & ~(crypto_tfm_ctx_alignment() - 1);
	size_t sub = std::max(sizeof(struct skcipher_request) + crypto_skcipher_reqsize(ctr),
			      sizeof(struct ahash_request) + crypto_ahash_reqsize(mac));
	crypto_aead_set_reqsize(
		tfm, static_cast<unsigned int>(align + offsetof(struct ccm_req_ctx, sub) + sub));
	return 0;
}

void ccm_exit_tfm(struct crypto_aead *tfm)
{
	struct ccm_tfm_ctx *ctx = ccm_ctx(tfm);

	crypto_free_ahash(ctx->mac);
	crypto_free_skcipher(ctx->ctr);
}

void ccm_free(struct aead_instance *inst)
{
	auto *ctx = static_cast<struct ccm_instance_ctx *>(aead_instance_ctx(inst));

	crypto_drop_ahash(&ctx->mac);
	crypto_drop_skcipher(&ctx->ctr);
	kfree(inst);
}

// The mac must be a 16-byte cbcmac and the skcipher a 16-byte-block counter mode, both over
// the same block cipher.
int ccm_check_spawns(struct hash_alg_common *mac, struct skcipher_alg_common *ctr)
{
	if (strncmp(mac->base.cra_name, "cbcmac(", 7) != 0 || mac->digestsize != ccm_block)
		return -EINVAL;
	if (strncmp(ctr->base.cra_name, "ctr(", 4) != 0 || ctr->ivsize != ccm_block ||
	    ctr->base.cra_blocksize != 1)
		return -EINVAL;
	if (strcmp(ctr->base.cra_name + 4, mac->base.cra_name + 7) != 0)
		return -EINVAL;
	return 0;
}

// "ctr(aes)" gives "ccm(aes)"; the driver name names both inner drivers.
int ccm_set_names(struct aead_instance *inst, struct hash_alg_common *mac,
		  struct skcipher_alg_common *ctr)
{
	struct crypto_alg *base = &inst->alg.base;

	if (snprintf(base->cra_name, CRYPTO_MAX_ALG_NAME, "ccm(%s", ctr->base.cra_name + 4) >=
		    CRYPTO_MAX_ALG_NAME ||
	    snprintf(base->cra_driver_name, CRYPTO_MAX_ALG_NAME, "ccm_base(%s,%s)",
		     ctr->base.cra_driver_name, mac->base.cra_driver_name) >= CRYPTO_MAX_ALG_NAME)
		return -ENAMETOOLONG;
	return 0;
}

void ccm_fill(struct aead_instance *inst, struct hash_alg_common *mac,
	      struct skcipher_alg_common *ctr)
{
	inst->alg.base.cra_priority = (mac->base.cra_priority + ctr->base.cra_priority) / 2;
	inst->alg.base.cra_blocksize = 1;
	inst->alg.base.cra_alignmask = ctr->base.cra_alignmask;
	inst->alg.base.cra_ctxsize = sizeof(struct ccm_tfm_ctx);
	inst->alg.ivsize = ccm_block;
	inst->alg.chunksize = ctr->chunksize;
	inst->alg.maxauthsize = ccm_block;
	inst->alg.init = ccm_init_tfm;
	inst->alg.exit = ccm_exit_tfm;
	inst->alg.setkey = ccm_setkey;
	inst->alg.setauthsize = ccm_setauthsize;
	inst->alg.encrypt = ccm_encrypt;
	inst->alg.decrypt = ccm_decrypt;
}

int ccm_create_common(struct crypto_template *tmpl, struct rtattr **tb, const char *ctr_name,
		      const char *mac_name)
{
	u32 mask;
	int err = crypto_check_attr_type(tb, CRYPTO_ALG_TYPE_AEAD, &mask);

	if (err)
		return err;
	auto inst = ukc::alloc_instance<struct aead_instance, struct ccm_instance_ctx>(ccm_free);
	if (!inst)
		return -ENOMEM;
	auto *ctx = ukc::instance_ctx<struct ccm_instance_ctx>(inst.get());

	// A synchronous mac: ccm_auth() runs it without a completion callback.
	err = crypto_grab_ahash(&ctx->mac, aead_crypto_instance(inst.get()), mac_name, 0,
				mask | CRYPTO_ALG_ASYNC);
	if (err)
		return err;
	err = crypto_grab_skcipher(&ctx->ctr, aead_crypto_instance(inst.get()), ctr_name, 0, mask);
	if (err)
		return err;
	struct hash_alg_common *mac = crypto_spawn_ahash_alg(&ctx->mac);
	struct skcipher_alg_common *ctr = crypto_spawn_skcipher_alg_common(&ctx->ctr);

	err = ccm_check_spawns(mac, ctr);
	if (!err)
		err = ccm_set_names(inst.get(), mac, ctr);
	if (err)
		return err;
	ccm_fill(inst.get(), mac, ctr);
	return ukc::register_instance(tmpl, inst);
}

// ccm(X) is ccm_base(ctr(X),cbcmac(X)).
int ccm_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	const char *cipher_name = crypto_attr_alg_name(tb[1]);
	char ctr_name[CRYPTO_MAX_ALG_NAME];
	char mac_name[CRYPTO_MAX_ALG_NAME];

	if (IS_ERR(cipher_name))
		return static_cast<int>(PTR_ERR(cipher_name));
	if (snprintf(ctr_name, CRYPTO_MAX_ALG_NAME, "ctr(%s)", cipher_name) >=
		    CRYPTO_MAX_ALG_NAME ||
	    snprintf(mac_name, CRYPTO_MAX_ALG_NAME, "cbcmac(%s)", cipher_name) >=
		    CRYPTO_MAX_ALG_NAME)
		return -ENAMETOOLONG;
	return ccm_create_common(tmpl, tb, ctr_name, mac_name);
}

int ccm_base_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	const char *ctr_name = crypto_attr_alg_name(tb[1]);

	if (IS_ERR(ctr_name))
		return static_cast<int>(PTR_ERR(ctr_name));
	const char *mac_name = crypto_attr_alg_name(tb[2]);
	if (IS_ERR(mac_name))
		return static_cast<int>(PTR_ERR(mac_name));
	return ccm_create_common(tmpl, tb, ctr_name, mac_name);
}

struct crypto_template ccm_tmpls[] = {
	{
		.module = THIS_MODULE,
		.create = ukc::ccm::cbcmac_create,
		.name = "cbcmac",
	},
	{
		.module = THIS_MODULE,
		.create = ccm_base_create,
		.name = "ccm_base",
	},
	{
		.module = THIS_MODULE,
		.create = ccm_create,
		.name = "ccm",
	},
	{
		.module = THIS_MODULE,
		.create = ukc::ccm::rfc4309_create,
		.name = "rfc4309",
	},
};

int ccm_module_init(void)
{
	return crypto_register_templates(ccm_tmpls, ARRAY_SIZE(ccm_tmpls));
}

void ccm_module_exit(void)
{
	crypto_unregister_templates(ccm_tmpls, ARRAY_SIZE(ccm_tmpls));
}

} // namespace

subsys_initcall(ccm_module_init);
module_exit(ccm_module_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Counter with CBC MAC");
MODULE_ALIAS_CRYPTO("ccm_base");
MODULE_ALIAS_CRYPTO("rfc4309");
MODULE_ALIAS_CRYPTO("ccm");
MODULE_ALIAS_CRYPTO("cbcmac");
