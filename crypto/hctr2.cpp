// SPDX-License-Identifier: GPL-2.0-only
// The hctr2 and hctr2_base templates ("Length-preserving encryption with HCTR2", Crowley,
// Huckleberry and Biggers, 2021): a tweakable wide-block cipher from a 16-byte block cipher,
// its XCTR mode and POLYVAL, as fscrypt uses it for file names.

#include <crypto/internal/cipher.h>
#include <crypto/internal/hash.h>
#include <crypto/internal/skcipher.h>
#include <crypto/polyval.h>
#include <crypto/scatterwalk.h>
#include <crypto/utils.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/scatterlist.h>
#include <linux/unaligned.h>

#include <algorithm>

#include "shared/glue.h"

namespace {

constexpr unsigned int hctr2_block = 16; // the block cipher's block, POLYVAL's block
constexpr unsigned int hctr2_tweak = 32; // the IV: 6.12 fixes the tweak at 32 bytes

struct hctr2_instance_ctx {
	struct crypto_cipher_spawn blockcipher;
	struct crypto_skcipher_spawn xctr;
	struct crypto_shash_spawn polyval;
};

struct hctr2_tfm_ctx {
	struct crypto_cipher *blockcipher;
	struct crypto_skcipher *xctr;
	struct crypto_shash *polyval;
	u8 L[hctr2_block]; // E_K(le128(1)), section 3
};

// What the second hash is added to (UU encrypting, MM decrypting), the XCTR IV S, the sub-scatterlists past the first block, and the child's request or the
// hash's descriptor.
struct hctr2_req_ctx {
	u8 keep[hctr2_block];
	u8 xctr_iv[hctr2_block];
	struct scatterlist src_tail[2], dst_tail[2];
	struct scatterlist *src, *dst;
	void *sub[] CRYPTO_MINALIGN_ATTR;
};

hctr2_tfm_ctx *hctr2_ctx(struct crypto_skcipher *tfm)
{
	return static_cast<hctr2_tfm_ctx *>(crypto_skcipher_ctx(tfm));
}

hctr2_req_ctx *hctr2_rctx(struct skcipher_request *req)
{
	return static_cast<hctr2_req_ctx *>(skcipher_request_ctx(req));
}

// K for the block cipher and XCTR; h = E_K(0) keys POLYVAL, L = E_K(le128(1)).
int hctr2_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int keylen)
{
	hctr2_tfm_ctx *ctx = hctr2_ctx(tfm);
	u32 reqflags = crypto_skcipher_get_flags(tfm) & CRYPTO_TFM_REQ_MASK;
	u8 h[hctr2_block] = {};

	crypto_cipher_clear_flags(ctx->blockcipher, CRYPTO_TFM_REQ_MASK);
	crypto_cipher_set_flags(ctx->blockcipher, reqflags);
	int err = crypto_cipher_setkey(ctx->blockcipher, key, keylen);
	if (err)
		return err;
	crypto_skcipher_clear_flags(ctx->xctr, CRYPTO_TFM_REQ_MASK);
	crypto_skcipher_set_flags(ctx->xctr, reqflags);
	err = crypto_skcipher_setkey(ctx->xctr, key, keylen);
	if (err)
		return err;
	crypto_cipher_encrypt_one(ctx->blockcipher, h, h);
	memset(ctx->L, 0, sizeof(ctx->L));
	ctx->L[0] = 1;
	crypto_cipher_encrypt_one(ctx->blockcipher, ctx->L, ctx->L);
	crypto_shash_clear_flags(ctx->polyval, CRYPTO_TFM_REQ_MASK);
	crypto_shash_set_flags(ctx->polyval, reqflags);
	err = crypto_shash_setkey(ctx->polyval, h, sizeof(h));
	memzero_explicit(h, sizeof(h));
	return err;
}

// H(T, X) = POLYVAL(h, le128(2|T| + 2 or 3) || T || X, padded with 1 then zeros when partial)
// for the @len bytes X of @sg; |T| is in bits, +3 marks a padded message.
int hctr2_hash(struct skcipher_request *req, struct scatterlist *sg, unsigned int len, u8 *out)
{
	auto *desc = reinterpret_cast<struct shash_desc *>(hctr2_rctx(req)->sub);
	u8 block[hctr2_block] = {};
	struct scatter_walk walk;

	desc->tfm = hctr2_ctx(crypto_skcipher_reqtfm(req))->polyval;
	put_unaligned_le64(hctr2_tweak * 8 * 2 + 2 + (len % hctr2_block ? 1 : 0), block);
	int err = crypto_shash_init(desc);
	if (!err)
		err = crypto_shash_update(desc, block, sizeof(block));
	if (!err)
		err = crypto_shash_update(desc, req->iv, hctr2_tweak);
	if (len) // past a 16-byte message, scatterwalk_ffwd() has no scatterlist to give
		scatterwalk_start(&walk, sg);
	for (unsigned int left = len; !err && left;) {
		unsigned int n = scatterwalk_clamp(&walk, left);
		void *p = scatterwalk_map(&walk);

		err = crypto_shash_update(desc, static_cast<const u8 *>(p), n);
		scatterwalk_unmap(p);
		left -= n;
		scatterwalk_advance(&walk, n);
		scatterwalk_done(&walk, 0, left != 0);
	}
	if (!err && len % hctr2_block) {
		memset(block, 0, sizeof(block));
		block[0] = 1;
		err = crypto_shash_update(desc, block, hctr2_block - len % hctr2_block);
	}
	return err ? err : crypto_shash_final(desc, out);
}

// After XCTR: U = UU ^ H(T, V) (encryption) or M = MM ^ H(T, N) (decryption), to dst's first
// block.
int hctr2_finish(struct skcipher_request *req)
{
	hctr2_req_ctx *rctx = hctr2_rctx(req);
	u8 digest[hctr2_block];

	int err = hctr2_hash(req, rctx->dst, req->cryptlen - hctr2_block, digest);
	if (!err) {
		crypto_xor(digest, rctx->keep, hctr2_block);
		scatterwalk_map_and_copy(digest, req->dst, 0, hctr2_block, 1);
	}
	memzero_explicit(digest, sizeof(digest));
	return err;
}

void hctr2_xctr_done(void *data, int err)
{
	auto *req = static_cast<struct skcipher_request *>(data);

	if (!err)
		err = hctr2_finish(req);
	skcipher_request_complete(req, err);
}

// Encryption (section 3): MM = M ^ H(T, N), UU = E(MM), S = MM ^ UU ^ L, V = N ^ XCTR(S).
// Decryption runs the same with U, V: UU = U ^ H(T, V), MM = D(UU), N = V ^ XCTR(S).
int hctr2_crypt(struct skcipher_request *req, bool enc)
{
	hctr2_tfm_ctx *ctx = hctr2_ctx(crypto_skcipher_reqtfm(req));
	hctr2_req_ctx *rctx = hctr2_rctx(req);
	u8 in[hctr2_block], out[hctr2_block];

	if (req->cryptlen < hctr2_block)
		return -EINVAL;
	const unsigned int bulk = req->cryptlen - hctr2_block;
	rctx->src = scatterwalk_ffwd(rctx->src_tail, req->src, hctr2_block);
	int err = hctr2_hash(req, rctx->src, bulk, in);
	if (err)
		return err;
	scatterwalk_map_and_copy(out, req->src, 0, hctr2_block, 0);
	crypto_xor(in, out, hctr2_block); // MM (encrypting) or UU (decrypting)
	if (enc)
		crypto_cipher_encrypt_one(ctx->blockcipher, out, in);
	else
		crypto_cipher_decrypt_one(ctx->blockcipher, out, in);
	memcpy(rctx->keep, out, hctr2_block); // UU encrypting, MM decrypting
	crypto_xor_cpy(rctx->xctr_iv, in, out, hctr2_block);
	crypto_xor(rctx->xctr_iv, ctx->L, hctr2_block);
	memzero_explicit(in, sizeof(in));
	memzero_explicit(out, sizeof(out));

	rctx->dst = req->src == req->dst ? rctx->src
					 : scatterwalk_ffwd(rctx->dst_tail, req->dst, hctr2_block);
	auto *sub = reinterpret_cast<struct skcipher_request *>(rctx->sub);
	skcipher_request_set_tfm(sub, ctx->xctr);
	skcipher_request_set_callback(sub, skcipher_request_flags(req), hctr2_xctr_done, req);
	skcipher_request_set_crypt(sub, rctx->src, rctx->dst, bulk, rctx->xctr_iv);
	err = crypto_skcipher_encrypt(sub);
	return err ? err : hctr2_finish(req);
}

int hctr2_encrypt(struct skcipher_request *req)
{
	return hctr2_crypt(req, true);
}

int hctr2_decrypt(struct skcipher_request *req)
{
	return hctr2_crypt(req, false);
}

int hctr2_init_tfm(struct crypto_skcipher *tfm)
{
	auto *ictx = static_cast<hctr2_instance_ctx *>(
		skcipher_instance_ctx(skcipher_alg_instance(tfm)));
	hctr2_tfm_ctx *ctx = hctr2_ctx(tfm);

	struct crypto_cipher *block = crypto_spawn_cipher(&ictx->blockcipher);
	if (IS_ERR(block))
		return static_cast<int>(PTR_ERR(block));
	struct crypto_skcipher *xctr = crypto_spawn_skcipher(&ictx->xctr);
	if (IS_ERR(xctr)) {
		crypto_free_cipher(block);
		return static_cast<int>(PTR_ERR(xctr));
	}
	struct crypto_shash *polyval = crypto_spawn_shash(&ictx->polyval);
	if (IS_ERR(polyval)) {
		crypto_free_skcipher(xctr);
		crypto_free_cipher(block);
		return static_cast<int>(PTR_ERR(polyval));
	}
	ctx->blockcipher = block;
	ctx->xctr = xctr;
	ctx->polyval = polyval;
	size_t sub = std::max(sizeof(struct skcipher_request) + crypto_skcipher_reqsize(xctr),
			      sizeof(struct shash_desc) + crypto_shash_descsize(polyval));
	crypto_skcipher_set_reqsize(tfm,
				    static_cast<unsigned int>(offsetof(hctr2_req_ctx, sub) + sub));
	return 0;
}

void hctr2_exit_tfm(struct crypto_skcipher *tfm)
{
	hctr2_tfm_ctx *ctx = hctr2_ctx(tfm);

	crypto_free_cipher(ctx->blockcipher);
	crypto_free_skcipher(ctx->xctr);
	crypto_free_shash(ctx->polyval);
	memzero_explicit(ctx->L, sizeof(ctx->L));
}

void hctr2_free(struct skcipher_instance *inst)
{
	auto *ictx = static_cast<hctr2_instance_ctx *>(skcipher_instance_ctx(inst));

	crypto_drop_cipher(&ictx->blockcipher);
	crypto_drop_skcipher(&ictx->xctr);
	crypto_drop_shash(&ictx->polyval);
	kfree(inst);
}

// The block cipher is the one inside "xctr(...)"; the hash must be POLYVAL (as 6.12).
int hctr2_grab(struct crypto_instance *ci, hctr2_instance_ctx *ictx, const char *xctr_name,
	       const char *polyval_name, u32 mask)
{
	int err = crypto_grab_skcipher(&ictx->xctr, ci, xctr_name, 0, mask);
	if (err)
		return err;
	const char *xname = crypto_spawn_skcipher_alg_common(&ictx->xctr)->base.cra_name;
	size_t len = strlen(xname);
	if (strncmp(xname, "xctr(", 5) != 0 || xname[len - 1] != ')' ||
	    len - 6 >= CRYPTO_MAX_ALG_NAME)
		return -EINVAL;
	char block_name[CRYPTO_MAX_ALG_NAME];
	memcpy(block_name, xname + 5, len - 6);
	block_name[len - 6] = '\0';
	err = crypto_grab_cipher(&ictx->blockcipher, ci, block_name, 0, mask);
	if (!err)
		err = crypto_grab_shash(&ictx->polyval, ci, polyval_name, 0, mask);
	if (err)
		return err;
	if (crypto_spawn_cipher_alg(&ictx->blockcipher)->cra_blocksize != hctr2_block ||
	    strcmp(crypto_spawn_shash_alg(&ictx->polyval)->base.cra_name, "polyval") != 0)
		return -EINVAL;
	return 0;
}

void hctr2_fill(struct skcipher_instance *inst, struct skcipher_alg_common *xctr,
		struct crypto_alg *block, struct shash_alg *polyval)
{
	inst->alg.base.cra_blocksize = hctr2_block;
	inst->alg.base.cra_ctxsize = sizeof(hctr2_tfm_ctx);
	inst->alg.base.cra_alignmask = xctr->base.cra_alignmask;
	inst->alg.base.cra_priority = (2 * xctr->base.cra_priority + 4 * block->cra_priority +
				       polyval->base.cra_priority) /
				      7;
	inst->alg.setkey = hctr2_setkey;
	inst->alg.encrypt = hctr2_encrypt;
	inst->alg.decrypt = hctr2_decrypt;
	inst->alg.init = hctr2_init_tfm;
	inst->alg.exit = hctr2_exit_tfm;
	inst->alg.min_keysize = xctr->min_keysize;
	inst->alg.max_keysize = xctr->max_keysize;
	inst->alg.ivsize = hctr2_tweak;
}

// hctr2(block) is hctr2_base(xctr(block),polyval): the instance is named as 6.12 names it.
int hctr2_create_common(struct crypto_template *tmpl, struct rtattr **tb, const char *xctr_name,
			const char *polyval_name)
{
	u32 mask;
	int err = crypto_check_attr_type(tb, CRYPTO_ALG_TYPE_SKCIPHER, &mask);
	if (err)
		return err;
	auto inst = ukc::alloc_instance<struct skcipher_instance, hctr2_instance_ctx>(hctr2_free);
	if (!inst)
		return -ENOMEM;
	auto *ictx = ukc::instance_ctx<hctr2_instance_ctx>(inst.get());
	err = hctr2_grab(skcipher_crypto_instance(inst.get()), ictx, xctr_name, polyval_name, mask);
	if (err)
		return err;
	struct skcipher_alg_common *xctr = crypto_spawn_skcipher_alg_common(&ictx->xctr);
	struct crypto_alg *block = crypto_spawn_cipher_alg(&ictx->blockcipher);
	struct shash_alg *polyval = crypto_spawn_shash_alg(&ictx->polyval);
	struct crypto_alg *base = &inst->alg.base;
	if (snprintf(base->cra_name, CRYPTO_MAX_ALG_NAME, "hctr2(%s)", block->cra_name) >=
		    CRYPTO_MAX_ALG_NAME ||
	    snprintf(base->cra_driver_name, CRYPTO_MAX_ALG_NAME, "hctr2_base(%s,%s)",
		     xctr->base.cra_driver_name,
		     polyval->base.cra_driver_name) >= CRYPTO_MAX_ALG_NAME)
		return -ENAMETOOLONG;
	hctr2_fill(inst.get(), xctr, block, polyval);
	return ukc::register_instance(tmpl, inst);
}

int hctr2_base_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	const char *xctr_name = crypto_attr_alg_name(tb[1]);
	const char *polyval_name = crypto_attr_alg_name(tb[2]);

	if (IS_ERR(xctr_name))
		return static_cast<int>(PTR_ERR(xctr_name));
	if (IS_ERR(polyval_name))
		return static_cast<int>(PTR_ERR(polyval_name));
	return hctr2_create_common(tmpl, tb, xctr_name, polyval_name);
}

int hctr2_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	const char *block_name = crypto_attr_alg_name(tb[1]);
	char xctr_name[CRYPTO_MAX_ALG_NAME];

	if (IS_ERR(block_name))
		return static_cast<int>(PTR_ERR(block_name));
	if (snprintf(xctr_name, sizeof(xctr_name), "xctr(%s)", block_name) >= CRYPTO_MAX_ALG_NAME)
		return -ENAMETOOLONG;
	return hctr2_create_common(tmpl, tb, xctr_name, "polyval");
}

struct crypto_template hctr2_tmpls[] = {
	{
		.module = THIS_MODULE,
		.create = hctr2_base_create,
		.name = "hctr2_base",
	},
	{
		.module = THIS_MODULE,
		.create = hctr2_create,
		.name = "hctr2",
	},
};

int hctr2_module_init(void)
{
	return crypto_register_templates(hctr2_tmpls, ARRAY_SIZE(hctr2_tmpls));
}

void hctr2_module_exit(void)
{
	crypto_unregister_templates(hctr2_tmpls, ARRAY_SIZE(hctr2_tmpls));
}

} // namespace

subsys_initcall(hctr2_module_init);
module_exit(hctr2_module_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("HCTR2 length-preserving encryption mode");
MODULE_ALIAS_CRYPTO("hctr2");
MODULE_ALIAS_CRYPTO("hctr2_base");
