// SPDX-License-Identifier: GPL-2.0-only
// The pkcs1pad template: RSAES-PKCS1-v1_5 and RSASSA-PKCS1-v1_5 (RFC 8017 7.2, 8.2) over an
// "rsa" akcipher, with 6.12's argument layout, checks and error codes.
#include <asm/page.h>
#include <crypto/internal/akcipher.h>
#include <crypto/internal/rsa.h>
#include <linux/err.h>
#include <linux/module.h>
#include <linux/random.h>
#include <linux/scatterlist.h>
#include <linux/slab.h>

#include <array>
#include <cstring>

#include "shared/glue.h"
#include "rsa_digest_info.h"

namespace {

using ukc::rsa::rsa_digest_info;
using ukc::rsa::rsa_digest_infos;

// RFC 8017 7.2.1 step 2.b / 8.2.1 (via EMSA-PKCS1-v1_5 9.2 step 4): at least 8 octets of PS.
constexpr unsigned int pkcs1pad_min_ps = 8;
constexpr unsigned int pkcs1pad_overhead = pkcs1pad_min_ps + 3;

struct pkcs1pad_ctx {
	struct crypto_akcipher *child;
	unsigned int key_size;
};

struct pkcs1pad_inst_ctx {
	struct crypto_akcipher_spawn spawn;
	const rsa_digest_info *digest_info;
};

struct pkcs1pad_request {
	struct scatterlist in_sg[2], out_sg[1];
	u8 *in_buf, *out_buf;
	struct akcipher_request child_req;
};
UKC_CHILD_REQUEST_LAST(pkcs1pad_request, child_req);

pkcs1pad_ctx *pkcs1pad_tfm_ctx(struct crypto_akcipher *tfm)
{
	return static_cast<pkcs1pad_ctx *>(akcipher_tfm_ctx(tfm));
}

pkcs1pad_request *pkcs1pad_req_ctx(struct akcipher_request *req)
{
	return static_cast<pkcs1pad_request *>(akcipher_request_ctx(req));
}

const rsa_digest_info *pkcs1pad_info_of(struct crypto_akcipher *tfm)
{
	auto *ictx = static_cast<pkcs1pad_inst_ctx *>(
		akcipher_instance_ctx(akcipher_alg_instance(tfm)));

	return ictx->digest_info;
}

// The key goes to the child; the padded block is the child's max_size, at most a page.
int pkcs1pad_set_key(struct crypto_akcipher *tfm, const void *key, unsigned int keylen, bool pub)
{
	pkcs1pad_ctx *ctx = pkcs1pad_tfm_ctx(tfm);

	ctx->key_size = 0;
	int err = pub ? crypto_akcipher_set_pub_key(ctx->child, key, keylen)
		      : crypto_akcipher_set_priv_key(ctx->child, key, keylen);
	if (err)
		return err;
	unsigned int size = crypto_akcipher_maxsize(ctx->child);
	if (size > PAGE_SIZE)
		return -ENOTSUPP;
	ctx->key_size = size;
	return 0;
}

int pkcs1pad_set_pub_key(struct crypto_akcipher *tfm, const void *key, unsigned int keylen)
{
	return pkcs1pad_set_key(tfm, key, keylen, true);
}

int pkcs1pad_set_priv_key(struct crypto_akcipher *tfm, const void *key, unsigned int keylen)
{
	return pkcs1pad_set_key(tfm, key, keylen, false);
}

unsigned int pkcs1pad_get_max_size(struct crypto_akcipher *tfm)
{
	return pkcs1pad_tfm_ctx(tfm)->key_size;
}

// The child request over @src/@dst, completing through @done (an asynchronous child calls
// it; a synchronous one's status is handed to it here).
int pkcs1pad_run_child(struct akcipher_request *req, struct scatterlist *src,
		       struct scatterlist *dst, unsigned int slen, unsigned int dlen,
		       int (*op)(struct akcipher_request *),
		       int (*done)(struct akcipher_request *, int), crypto_completion_t done_cb)
{
	pkcs1pad_request *rctx = pkcs1pad_req_ctx(req);

	akcipher_request_set_tfm(&rctx->child_req,
				 pkcs1pad_tfm_ctx(crypto_akcipher_reqtfm(req))->child);
	akcipher_request_set_callback(&rctx->child_req, req->base.flags, done_cb, req);
	akcipher_request_set_crypt(&rctx->child_req, src, dst, slen, dlen);
	int err = op(&rctx->child_req);
	if (err != -EINPROGRESS && err != -EBUSY)
		return done(req, err);
	return err;
}

template <int (*Done)(struct akcipher_request *, int)> void pkcs1pad_done_cb(void *data, int err)
{
	auto *req = static_cast<struct akcipher_request *>(data);

	if (err != -EINPROGRESS)
		err = Done(req, err);
	akcipher_request_complete(req, err);
}

// The head of the encoded block, 0x00 left out (the child's input is key_size - 1 bytes):
// @bt, then PS, then 0x00, then (for a signature) the DigestInfo head; @src follows it.
int pkcs1pad_prepare_in(struct akcipher_request *req, u8 bt, const rsa_digest_info *info)
{
	pkcs1pad_ctx *ctx = pkcs1pad_tfm_ctx(crypto_akcipher_reqtfm(req));
	pkcs1pad_request *rctx = pkcs1pad_req_ctx(req);
	unsigned int info_size = info ? info->size : 0;
	unsigned int head = ctx->key_size - 1 - req->src_len;
	unsigned int ps_end = head - 1 - info_size;

	rctx->in_buf = static_cast<u8 *>(kmalloc(head, GFP_KERNEL));
	if (!rctx->in_buf)
		return -ENOMEM;
	rctx->in_buf[0] = bt;
	if (bt == 0x02) {
		// RFC 8017 7.2.1 step 2.b: PS is nonzero random octets.
		get_random_bytes(rctx->in_buf + 1, ps_end - 1);
		for (unsigned int i = 1; i < ps_end; i++)
			while (!rctx->in_buf[i])
				get_random_bytes(&rctx->in_buf[i], 1);
	} else {
		memset(rctx->in_buf + 1, 0xff, ps_end - 1); // RFC 8017 9.2 step 4
	}
	rctx->in_buf[ps_end] = 0x00;
	if (info)
		memcpy(rctx->in_buf + ps_end + 1, info->data.data(), info->size);
	sg_init_table(rctx->in_sg, 2);
	sg_set_buf(rctx->in_sg, rctx->in_buf, head);
	sg_chain(rctx->in_sg, 2, req->src);
	return 0;
}

// The child wrote only the number's bytes: move them to the end of a key_size output, zeros
// first. dst_len always becomes key_size, as in 6.12.
int pkcs1pad_encrypt_sign_complete(struct akcipher_request *req, int err)
{
	pkcs1pad_ctx *ctx = pkcs1pad_tfm_ctx(crypto_akcipher_reqtfm(req));
	pkcs1pad_request *rctx = pkcs1pad_req_ctx(req);

	if (!err) {
		unsigned int len = rctx->child_req.dst_len;
		unsigned int pad_len = ctx->key_size - len;

		if (pad_len) {
			u8 *out = static_cast<u8 *>(kzalloc(ctx->key_size, GFP_ATOMIC));

			if (!out) {
				err = -ENOMEM;
			} else {
				sg_copy_to_buffer(req->dst, sg_nents_for_len(req->dst, len),
						  out + pad_len, len);
				sg_copy_from_buffer(req->dst,
						    sg_nents_for_len(req->dst, ctx->key_size), out,
						    ctx->key_size);
				kfree_sensitive(out);
			}
		}
	}
	req->dst_len = ctx->key_size;
	kfree_sensitive(rctx->in_buf);
	return err;
}

// 6.12's size checks of encrypt and sign: the message fits with 8 octets of PS, and dst
// holds key_size bytes (else -EOVERFLOW, with dst_len set to key_size).
int pkcs1pad_check_sizes(struct akcipher_request *req, unsigned int info_size)
{
	pkcs1pad_ctx *ctx = pkcs1pad_tfm_ctx(crypto_akcipher_reqtfm(req));

	if (!ctx->key_size)
		return -EINVAL;
	if (req->src_len + info_size > ctx->key_size - pkcs1pad_overhead)
		return -EOVERFLOW;
	if (req->dst_len < ctx->key_size) {
		req->dst_len = ctx->key_size;
		return -EOVERFLOW;
	}
	return 0;
}

int pkcs1pad_encrypt(struct akcipher_request *req)
{
	pkcs1pad_ctx *ctx = pkcs1pad_tfm_ctx(crypto_akcipher_reqtfm(req));
	int err = pkcs1pad_check_sizes(req, 0);

	if (!err)
		err = pkcs1pad_prepare_in(req, 0x02, nullptr);
	if (err)
		return err;
	return pkcs1pad_run_child(req, pkcs1pad_req_ctx(req)->in_sg, req->dst, ctx->key_size - 1,
				  req->dst_len, crypto_akcipher_encrypt,
				  pkcs1pad_encrypt_sign_complete,
				  pkcs1pad_done_cb<pkcs1pad_encrypt_sign_complete>);
}

int pkcs1pad_sign(struct akcipher_request *req)
{
	struct crypto_akcipher *tfm = crypto_akcipher_reqtfm(req);
	const rsa_digest_info *info = pkcs1pad_info_of(tfm);
	int err = pkcs1pad_check_sizes(req, info ? info->size : 0);

	if (!err)
		err = pkcs1pad_prepare_in(req, 0x01, info);
	if (err)
		return err;
	return pkcs1pad_run_child(req, pkcs1pad_req_ctx(req)->in_sg, req->dst,
				  pkcs1pad_tfm_ctx(tfm)->key_size - 1, req->dst_len,
				  crypto_akcipher_decrypt, pkcs1pad_encrypt_sign_complete,
				  pkcs1pad_done_cb<pkcs1pad_encrypt_sign_complete>);
}

// RFC 8017 7.2.2 step 3 / 8.2.2 step 3: the child's output is the encoded block, its 0x00
// lead octet present (key_size bytes) or not (key_size - 1). Returns the block after the
// lead octet and its length, or NULL.
const u8 *pkcs1pad_block(struct akcipher_request *req, unsigned int *len)
{
	pkcs1pad_ctx *ctx = pkcs1pad_tfm_ctx(crypto_akcipher_reqtfm(req));
	pkcs1pad_request *rctx = pkcs1pad_req_ctx(req);
	unsigned int dst_len = rctx->child_req.dst_len;
	const u8 *out = rctx->out_buf;

	if (dst_len < ctx->key_size - 1)
		return nullptr;
	if (dst_len == ctx->key_size) {
		if (out[0] != 0x00)
			return nullptr;
		dst_len--;
		out++;
	}
	*len = dst_len;
	return out;
}

// EME-PKCS1-v1_5 decoding (RFC 8017 7.2.2 step 3): 0x02, 8 or more nonzero octets, 0x00, M.
// A bad block is -EINVAL; a dst shorter than M is -EOVERFLOW with dst_len set to M's length.
int pkcs1pad_decrypt_complete(struct akcipher_request *req, int err)
{
	pkcs1pad_request *rctx = pkcs1pad_req_ctx(req);
	unsigned int len, pos = 1;
	const u8 *out = err ? nullptr : pkcs1pad_block(req, &len);

	if (!err)
		err = -EINVAL;
	if (out && out[0] == 0x02) {
		while (pos < len && out[pos])
			pos++;
		if (pos > pkcs1pad_min_ps && pos != len) {
			pos++;
			err = req->dst_len < len - pos ? -EOVERFLOW : 0;
			req->dst_len = len - pos;
			if (!err)
				sg_copy_from_buffer(req->dst,
						    sg_nents_for_len(req->dst, req->dst_len),
						    out + pos, req->dst_len);
		}
	}
	kfree_sensitive(rctx->out_buf);
	return err;
}

int pkcs1pad_decrypt(struct akcipher_request *req)
{
	pkcs1pad_ctx *ctx = pkcs1pad_tfm_ctx(crypto_akcipher_reqtfm(req));
	pkcs1pad_request *rctx = pkcs1pad_req_ctx(req);

	if (!ctx->key_size || req->src_len != ctx->key_size)
		return -EINVAL;
	rctx->out_buf = static_cast<u8 *>(kmalloc(ctx->key_size, GFP_KERNEL));
	if (!rctx->out_buf)
		return -ENOMEM;
	sg_init_one(rctx->out_sg, rctx->out_buf, ctx->key_size);
	return pkcs1pad_run_child(req, req->src, rctx->out_sg, req->src_len, ctx->key_size,
				  crypto_akcipher_decrypt, pkcs1pad_decrypt_complete,
				  pkcs1pad_done_cb<pkcs1pad_decrypt_complete>);
}

// EMSA-PKCS1-v1_5 checking (RFC 8017 8.2.2 step 4, by decoding as 6.12 does): 0x01, 8 or
// more 0xff, 0x00, the DigestInfo head, then a digest equal to the one after the signature
// in src. A malformed block is -EBADMSG (-EINVAL before the block type is read); a digest
// of another length or value is -EKEYREJECTED.
int pkcs1pad_verify_block(struct akcipher_request *req, const u8 *out, unsigned int len)
{
	const rsa_digest_info *info = pkcs1pad_info_of(crypto_akcipher_reqtfm(req));
	pkcs1pad_ctx *ctx = pkcs1pad_tfm_ctx(crypto_akcipher_reqtfm(req));
	const unsigned int sig_size = req->src_len, digest_size = req->dst_len;
	unsigned int pos = 1;

	if (out[0] != 0x01)
		return -EBADMSG;
	while (pos < len && out[pos] == 0xff)
		pos++;
	if (pos <= pkcs1pad_min_ps || pos == len || out[pos] != 0x00)
		return -EBADMSG;
	pos++;
	if (info) {
		if (info->size > len - pos ||
		    crypto_memneq(out + pos, info->data.data(), info->size))
			return -EBADMSG;
		pos += info->size;
	}
	if (digest_size != len - pos) {
		req->dst_len = len - pos;
		return -EKEYREJECTED;
	}
	// The digest, read from behind the signature into the room after the block.
	u8 *digest = pkcs1pad_req_ctx(req)->out_buf + ctx->key_size;
	sg_pcopy_to_buffer(req->src, sg_nents_for_len(req->src, sig_size + digest_size), digest,
			   digest_size, sig_size);
	return memcmp(digest, out + pos, digest_size) ? -EKEYREJECTED : 0;
}

int pkcs1pad_verify_complete(struct akcipher_request *req, int err)
{
	pkcs1pad_request *rctx = pkcs1pad_req_ctx(req);
	unsigned int len;

	if (!err) {
		const u8 *out = pkcs1pad_block(req, &len);

		err = out ? pkcs1pad_verify_block(req, out, len) : -EINVAL;
	}
	kfree_sensitive(rctx->out_buf);
	return err;
}

int pkcs1pad_verify(struct akcipher_request *req)
{
	pkcs1pad_ctx *ctx = pkcs1pad_tfm_ctx(crypto_akcipher_reqtfm(req));
	pkcs1pad_request *rctx = pkcs1pad_req_ctx(req);
	const unsigned int sig_size = req->src_len, digest_size = req->dst_len;

	if (WARN_ON(req->dst) || !digest_size || !ctx->key_size || sig_size != ctx->key_size)
		return -EINVAL;
	rctx->out_buf = static_cast<u8 *>(kmalloc(ctx->key_size + digest_size, GFP_KERNEL));
	if (!rctx->out_buf)
		return -ENOMEM;
	sg_init_one(rctx->out_sg, rctx->out_buf, ctx->key_size);
	return pkcs1pad_run_child(req, req->src, rctx->out_sg, sig_size, ctx->key_size,
				  crypto_akcipher_encrypt, pkcs1pad_verify_complete,
				  pkcs1pad_done_cb<pkcs1pad_verify_complete>);
}

int pkcs1pad_init_tfm(struct crypto_akcipher *tfm)
{
	auto *ictx = static_cast<pkcs1pad_inst_ctx *>(
		akcipher_instance_ctx(akcipher_alg_instance(tfm)));
	struct crypto_akcipher *child = crypto_spawn_akcipher(&ictx->spawn);

	if (IS_ERR(child))
		return static_cast<int>(PTR_ERR(child));
	pkcs1pad_tfm_ctx(tfm)->child = child;
	akcipher_set_reqsize(tfm, sizeof(pkcs1pad_request) + crypto_akcipher_reqsize(child));
	return 0;
}

void pkcs1pad_exit_tfm(struct crypto_akcipher *tfm)
{
	crypto_free_akcipher(pkcs1pad_tfm_ctx(tfm)->child);
}

void pkcs1pad_free(struct akcipher_instance *inst)
{
	crypto_drop_akcipher(&static_cast<pkcs1pad_inst_ctx *>(akcipher_instance_ctx(inst))->spawn);
	kfree(inst);
}

// "pkcs1pad(rsa)" or "pkcs1pad(rsa,HASH)": the hash only names the DigestInfo of signatures
// and is not looked up, as in 6.12.
int pkcs1pad_set_names(struct akcipher_instance *inst, struct akcipher_alg *rsa,
		       struct rtattr *hash_attr)
{
	auto *ictx = static_cast<pkcs1pad_inst_ctx *>(akcipher_instance_ctx(inst));
	const char *hash = crypto_attr_alg_name(hash_attr);
	char suffix[CRYPTO_MAX_ALG_NAME] = "";

	if (!IS_ERR(hash)) {
		for (const rsa_digest_info &d : rsa_digest_infos)
			if (!strcmp(hash, d.name))
				ictx->digest_info = &d;
		if (!ictx->digest_info)
			return -EINVAL;
		snprintf(suffix, sizeof(suffix), ",%s", hash);
	}
	if (snprintf(inst->alg.base.cra_name, CRYPTO_MAX_ALG_NAME, "pkcs1pad(%s%s)",
		     rsa->base.cra_name, suffix) >= CRYPTO_MAX_ALG_NAME ||
	    snprintf(inst->alg.base.cra_driver_name, CRYPTO_MAX_ALG_NAME, "pkcs1pad(%s%s)",
		     rsa->base.cra_driver_name, suffix) >= CRYPTO_MAX_ALG_NAME)
		return -ENAMETOOLONG;
	return 0;
}

int pkcs1pad_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	u32 mask;
	int err = crypto_check_attr_type(tb, CRYPTO_ALG_TYPE_AKCIPHER, &mask);

	if (err)
		return err;
	auto inst = ukc::alloc_instance<struct akcipher_instance, pkcs1pad_inst_ctx>(pkcs1pad_free);
	if (!inst)
		return -ENOMEM;
	auto *ictx = static_cast<pkcs1pad_inst_ctx *>(akcipher_instance_ctx(inst.get()));
	err = crypto_grab_akcipher(&ictx->spawn, akcipher_crypto_instance(inst.get()),
				   crypto_attr_alg_name(tb[1]), 0, mask);
	if (err)
		return err;
	struct akcipher_alg *rsa = crypto_spawn_akcipher_alg(&ictx->spawn);
	if (strcmp(rsa->base.cra_name, "rsa"))
		return -EINVAL;
	err = pkcs1pad_set_names(inst.get(), rsa, tb[2]);
	if (err)
		return err;
	inst->alg.base.cra_priority = rsa->base.cra_priority;
	inst->alg.base.cra_ctxsize = sizeof(pkcs1pad_ctx);
	inst->alg.init = pkcs1pad_init_tfm;
	inst->alg.exit = pkcs1pad_exit_tfm;
	inst->alg.encrypt = pkcs1pad_encrypt;
	inst->alg.decrypt = pkcs1pad_decrypt;
	inst->alg.sign = pkcs1pad_sign;
	inst->alg.verify = pkcs1pad_verify;
	inst->alg.set_pub_key = pkcs1pad_set_pub_key;
	inst->alg.set_priv_key = pkcs1pad_set_priv_key;
	inst->alg.max_size = pkcs1pad_get_max_size;
	err = akcipher_register_instance(tmpl, inst.get());
	if (!err)
		inst.release();
	return err;
}

int pkcs1pad_module_init()
{
	return crypto_register_template(&rsa_pkcs1pad_tmpl);
}

void pkcs1pad_module_exit()
{
	crypto_unregister_template(&rsa_pkcs1pad_tmpl);
}

} // namespace

struct crypto_template rsa_pkcs1pad_tmpl = {
	.module = THIS_MODULE,
	.create = pkcs1pad_create,
	.name = "pkcs1pad",
};

subsys_initcall(pkcs1pad_module_init);
module_exit(pkcs1pad_module_exit);
