// SPDX-License-Identifier: GPL-2.0-only
// The adiantum template (the Adiantum paper, Crowley and Biggers, 2018): a tweakable
// wide-block cipher from XChaCha, a 16-byte block cipher and NHPoly1305, as fscrypt uses it.

#include <algorithm>
#include <type_traits>

#include <crypto/chacha.h>
#include <crypto/internal/cipher.h>
#include <crypto/internal/hash.h>
#include <crypto/internal/poly1305.h>
#include <crypto/internal/skcipher.h>
#include <crypto/nhpoly1305.h>
#include <crypto/scatterwalk.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/scatterlist.h>
#include <linux/slab.h>

#include "shared/glue.h"

namespace {

constexpr unsigned int adiantum_block = 16;	 // the block cipher's block
constexpr unsigned int adiantum_cipher_key = 32; // its key, derived
constexpr unsigned int adiantum_tweak = 32;	 // the IV
constexpr unsigned int adiantum_hash_key = POLY1305_BLOCK_SIZE + NHPOLY1305_KEY_SIZE;

struct adiantum_instance_ctx {
	struct crypto_skcipher_spawn streamcipher;
	struct crypto_cipher_spawn blockcipher;
	struct crypto_shash_spawn hash;
};

struct adiantum_tfm_ctx {
	struct crypto_skcipher *streamcipher;
	struct crypto_cipher *blockcipher;
	struct crypto_shash *hash;
	struct poly1305_core_key header_hash_key;
};

// The right-hand block as a 128-bit little-endian number (the paper's + and - are mod 2^128).
using adiantum_u128 = unsigned __int128;

struct adiantum_req_ctx {
	union {
		u8 bytes[XCHACHA_IV_SIZE]; // the right block, then the XChaCha nonce
		__le32 words[XCHACHA_IV_SIZE / 4];
	} rbuf;
	adiantum_u128 header_hash;
	bool enc;
	void *sub[] CRYPTO_MINALIGN_ATTR; // the stream cipher's request, or the hash's desc
};

static_assert(std::is_standard_layout_v<adiantum_req_ctx>);

adiantum_tfm_ctx *adiantum_ctx(struct crypto_skcipher *tfm)
{
	return static_cast<adiantum_tfm_ctx *>(crypto_skcipher_ctx(tfm));
}

adiantum_req_ctx *adiantum_rctx(struct skcipher_request *req)
{
	return static_cast<adiantum_req_ctx *>(skcipher_request_ctx(req));
}

adiantum_u128 adiantum_load(const u8 *p)
{
	return static_cast<adiantum_u128>(get_unaligned_le64(p)) |
	       static_cast<adiantum_u128>(get_unaligned_le64(p + 8)) << 64;
}

void adiantum_store(u8 *p, adiantum_u128 v)
{
	put_unaligned_le64(static_cast<u64>(v), p);
	put_unaligned_le64(static_cast<u64>(v >> 64), p + 8);
}

// Section 4 of the paper: the block cipher key and the hash keys are XChaCha's keystream
// under the user's key with nonce 1 || 0...
int adiantum_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int keylen)
{
	adiantum_tfm_ctx *ctx = adiantum_ctx(tfm);
	u32 reqflags = crypto_skcipher_get_flags(tfm) & CRYPTO_TFM_REQ_MASK;

	crypto_skcipher_clear_flags(ctx->streamcipher, CRYPTO_TFM_REQ_MASK);
	crypto_skcipher_set_flags(ctx->streamcipher, reqflags);
	int err = crypto_skcipher_setkey(ctx->streamcipher, key, keylen);
	if (err)
		return err;
	struct adiantum_derive {
		u8 iv[XCHACHA_IV_SIZE];
		u8 keys[adiantum_cipher_key + adiantum_hash_key];
		struct scatterlist sg;
		struct crypto_wait wait;
		void *req[] CRYPTO_MINALIGN_ATTR;
	};
	auto *d = static_cast<adiantum_derive *>(
		kzalloc(sizeof(adiantum_derive) + sizeof(struct skcipher_request) +
				crypto_skcipher_reqsize(ctx->streamcipher),
			GFP_KERNEL));
	if (!d)
		return -ENOMEM;
	auto *skreq = reinterpret_cast<struct skcipher_request *>(d->req);
	d->iv[0] = 1;
	sg_init_one(&d->sg, d->keys, sizeof(d->keys));
	crypto_init_wait(&d->wait);
	skcipher_request_set_tfm(skreq, ctx->streamcipher);
	skcipher_request_set_callback(skreq, CRYPTO_TFM_REQ_MAY_SLEEP | CRYPTO_TFM_REQ_MAY_BACKLOG,
				      crypto_req_done, &d->wait);
	skcipher_request_set_crypt(skreq, &d->sg, &d->sg, sizeof(d->keys), d->iv);
	err = crypto_wait_req(crypto_skcipher_encrypt(skreq), &d->wait);
	if (!err) {
		crypto_cipher_clear_flags(ctx->blockcipher, CRYPTO_TFM_REQ_MASK);
		crypto_cipher_set_flags(ctx->blockcipher, reqflags);
		err = crypto_cipher_setkey(ctx->blockcipher, d->keys, adiantum_cipher_key);
	}
	if (!err) {
		const u8 *hk = d->keys + adiantum_cipher_key;

		poly1305_core_setkey(&ctx->header_hash_key, hk);
		crypto_shash_clear_flags(ctx->hash, CRYPTO_TFM_REQ_MASK);
		crypto_shash_set_flags(ctx->hash, reqflags);
		err = crypto_shash_setkey(ctx->hash, hk + POLY1305_BLOCK_SIZE, NHPOLY1305_KEY_SIZE);
	}
	kfree_sensitive(d);
	return err;
}

// Poly1305's universal hash of the bulk length in bits and the tweak (section 4, H_T).
void adiantum_hash_header(struct skcipher_request *req)
{
	adiantum_tfm_ctx *ctx = adiantum_ctx(crypto_skcipher_reqtfm(req));
	__le64 header[2] = { cpu_to_le64(static_cast<u64>(req->cryptlen - adiantum_block) * 8), 0 };
	struct poly1305_state state;
	u8 out[POLY1305_DIGEST_SIZE];

	poly1305_core_init(&state);
	poly1305_core_blocks(&state, &ctx->header_hash_key, header, 1, 1);
	poly1305_core_blocks(&state, &ctx->header_hash_key, req->iv,
			     adiantum_tweak / POLY1305_BLOCK_SIZE, 1);
	poly1305_core_emit(&state, nullptr, out);
	adiantum_rctx(req)->header_hash = adiantum_load(out);
}

// NHPoly1305 of the first @len bytes of @sg (the left part, P_L or C_L).
int adiantum_hash_message(struct skcipher_request *req, struct scatterlist *sg, unsigned int len,
			  adiantum_u128 *digest)
{
	adiantum_req_ctx *rctx = adiantum_rctx(req);
	auto *desc = reinterpret_cast<struct shash_desc *>(rctx->sub);
	struct scatter_walk walk;
	u8 out[POLY1305_DIGEST_SIZE];

	desc->tfm = adiantum_ctx(crypto_skcipher_reqtfm(req))->hash;
	int err = crypto_shash_init(desc);
	scatterwalk_start(&walk, sg);
	while (!err && len) {
		unsigned int n = scatterwalk_clamp(&walk, len);
		void *p = scatterwalk_map(&walk);

		err = crypto_shash_update(desc, static_cast<const u8 *>(p), n);
		scatterwalk_unmap(p);
		len -= n;
		scatterwalk_advance(&walk, n);
		scatterwalk_done(&walk, 0, len != 0);
	}
	if (!err)
		err = crypto_shash_final(desc, out);
	*digest = adiantum_load(out);
	return err;
}

// After the stream cipher: C_R = C_M - H(T, C_L) (encryption), or P_M = D(C_M), then
// P_R = P_M - H(T, P_L) (decryption); the right block goes to dst.
int adiantum_finish(struct skcipher_request *req)
{
	adiantum_tfm_ctx *ctx = adiantum_ctx(crypto_skcipher_reqtfm(req));
	adiantum_req_ctx *rctx = adiantum_rctx(req);
	const unsigned int bulk = req->cryptlen - adiantum_block;
	adiantum_u128 digest;

	if (!rctx->enc)
		crypto_cipher_decrypt_one(ctx->blockcipher, rctx->rbuf.bytes, rctx->rbuf.bytes);
	int err = adiantum_hash_message(req, req->dst, bulk, &digest);
	if (err)
		return err;
	adiantum_u128 right = adiantum_load(rctx->rbuf.bytes) - rctx->header_hash - digest;
	u8 out[adiantum_block];
	adiantum_store(out, right);
	scatterwalk_map_and_copy(out, req->dst, bulk, adiantum_block, 1);
	return 0;
}

void adiantum_streamcipher_done(void *data, int err)
{
	auto *req = static_cast<struct skcipher_request *>(data);

	if (!err)
		err = adiantum_finish(req);
	skcipher_request_complete(req, err);
}

// P_M = P_R + H(T, P_L), C_M = E(P_M) (encryption) or C_M = C_R + H(T, C_L) (decryption);
// then the left part is XORed with XChaCha's keystream under the nonce C_M || 1 || 0...
int adiantum_crypt(struct skcipher_request *req, bool enc)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);
	adiantum_tfm_ctx *ctx = adiantum_ctx(tfm);
	adiantum_req_ctx *rctx = adiantum_rctx(req);
	adiantum_u128 digest;
	u8 right[adiantum_block];

	if (req->cryptlen < adiantum_block)
		return -EINVAL;
	const unsigned int bulk = req->cryptlen - adiantum_block;
	rctx->enc = enc;
	adiantum_hash_header(req);
	int err = adiantum_hash_message(req, req->src, bulk, &digest);
	if (err)
		return err;
	scatterwalk_map_and_copy(right, req->src, bulk, adiantum_block, 0);
	adiantum_store(rctx->rbuf.bytes, adiantum_load(right) + rctx->header_hash + digest);
	if (enc)
		crypto_cipher_encrypt_one(ctx->blockcipher, rctx->rbuf.bytes, rctx->rbuf.bytes);
	memset(rctx->rbuf.bytes + adiantum_block, 0, sizeof(rctx->rbuf) - adiantum_block);
	rctx->rbuf.words[4] = cpu_to_le32(1);

	auto *skreq = reinterpret_cast<struct skcipher_request *>(rctx->sub);
	skcipher_request_set_tfm(skreq, ctx->streamcipher);
	skcipher_request_set_callback(skreq, skcipher_request_flags(req),
				      adiantum_streamcipher_done, req);
	skcipher_request_set_crypt(skreq, req->src, req->dst, bulk, rctx->rbuf.bytes);
	err = crypto_skcipher_encrypt(skreq);
	return err ? err : adiantum_finish(req);
}

int adiantum_encrypt(struct skcipher_request *req)
{
	return adiantum_crypt(req, true);
}

int adiantum_decrypt(struct skcipher_request *req)
{
	return adiantum_crypt(req, false);
}

int adiantum_init_tfm(struct crypto_skcipher *tfm)
{
	auto *ictx = static_cast<adiantum_instance_ctx *>(
		skcipher_instance_ctx(skcipher_alg_instance(tfm)));
	adiantum_tfm_ctx *ctx = adiantum_ctx(tfm);
	struct crypto_skcipher *stream = crypto_spawn_skcipher(&ictx->streamcipher);

	if (IS_ERR(stream))
		return static_cast<int>(PTR_ERR(stream));
	struct crypto_cipher *block = crypto_spawn_cipher(&ictx->blockcipher);
	if (IS_ERR(block)) {
		crypto_free_skcipher(stream);
		return static_cast<int>(PTR_ERR(block));
	}
	struct crypto_shash *hash = crypto_spawn_shash(&ictx->hash);
	if (IS_ERR(hash)) {
		crypto_free_cipher(block);
		crypto_free_skcipher(stream);
		return static_cast<int>(PTR_ERR(hash));
	}
	ctx->streamcipher = stream;
	ctx->blockcipher = block;
	ctx->hash = hash;
	size_t sub = std::max(sizeof(struct skcipher_request) + crypto_skcipher_reqsize(stream),
			      sizeof(struct shash_desc) + crypto_shash_descsize(hash));
	crypto_skcipher_set_reqsize(
		tfm, static_cast<unsigned int>(offsetof(adiantum_req_ctx, sub) + sub));
	return 0;
}

void adiantum_exit_tfm(struct crypto_skcipher *tfm)
{
	adiantum_tfm_ctx *ctx = adiantum_ctx(tfm);

	crypto_free_skcipher(ctx->streamcipher);
	crypto_free_cipher(ctx->blockcipher);
	crypto_free_shash(ctx->hash);
	memzero_explicit(&ctx->header_hash_key, sizeof(ctx->header_hash_key));
}

void adiantum_free(struct skcipher_instance *inst)
{
	auto *ictx = static_cast<adiantum_instance_ctx *>(skcipher_instance_ctx(inst));

	crypto_drop_skcipher(&ictx->streamcipher);
	crypto_drop_cipher(&ictx->blockcipher);
	crypto_drop_shash(&ictx->hash);
	kfree(inst);
}

// As 6.12: XChaCha12 or XChaCha20, a 16-byte block cipher taking a 32-byte key, NHPoly1305.
bool adiantum_supported(struct skcipher_alg_common *stream, struct crypto_alg *block,
			struct shash_alg *hash)
{
	if (strcmp(stream->base.cra_name, "xchacha12") != 0 &&
	    strcmp(stream->base.cra_name, "xchacha20") != 0)
		return false;
	if (block->cra_cipher.cia_min_keysize > adiantum_cipher_key ||
	    block->cra_cipher.cia_max_keysize < adiantum_cipher_key ||
	    block->cra_blocksize != adiantum_block)
		return false;
	return strcmp(hash->base.cra_name, "nhpoly1305") == 0;
}

void adiantum_fill(struct skcipher_instance *inst, struct skcipher_alg_common *stream,
		   struct crypto_alg *block, struct shash_alg *hash)
{
	inst->alg.base.cra_blocksize = adiantum_block;
	inst->alg.base.cra_ctxsize = sizeof(adiantum_tfm_ctx);
	inst->alg.base.cra_alignmask = stream->base.cra_alignmask;
	inst->alg.base.cra_priority = (4 * stream->base.cra_priority + 2 * hash->base.cra_priority +
				       block->cra_priority) /
				      7;
	inst->alg.setkey = adiantum_setkey;
	inst->alg.encrypt = adiantum_encrypt;
	inst->alg.decrypt = adiantum_decrypt;
	inst->alg.init = adiantum_init_tfm;
	inst->alg.exit = adiantum_exit_tfm;
	inst->alg.min_keysize = stream->min_keysize;
	inst->alg.max_keysize = stream->max_keysize;
	inst->alg.ivsize = adiantum_tweak;
}

// adiantum(stream,block[,hash]); the hash is "nhpoly1305" unless named.
int adiantum_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	u32 mask;
	int err = crypto_check_attr_type(tb, CRYPTO_ALG_TYPE_SKCIPHER, &mask);

	if (err)
		return err;
	auto inst = ukc::alloc_instance<struct skcipher_instance, adiantum_instance_ctx>(
		adiantum_free);
	if (!inst)
		return -ENOMEM;
	auto *ictx = ukc::instance_ctx<adiantum_instance_ctx>(inst.get());
	struct crypto_instance *ci = skcipher_crypto_instance(inst.get());
	const char *stream_name = crypto_attr_alg_name(tb[1]);
	const char *block_name = crypto_attr_alg_name(tb[2]);
	const char *hash_name = crypto_attr_alg_name(tb[3]);

	if (IS_ERR(stream_name) || IS_ERR(block_name))
		return static_cast<int>(PTR_ERR(IS_ERR(stream_name) ? stream_name : block_name));
	if (hash_name == ERR_PTR(-ENOENT))
		hash_name = "nhpoly1305";
	else if (IS_ERR(hash_name))
		return static_cast<int>(PTR_ERR(hash_name));
	err = crypto_grab_skcipher(&ictx->streamcipher, ci, stream_name, 0, mask);
	if (!err)
		err = crypto_grab_cipher(&ictx->blockcipher, ci, block_name, 0, mask);
	if (!err)
		err = crypto_grab_shash(&ictx->hash, ci, hash_name, 0, mask);
	if (err)
		return err;
	struct skcipher_alg_common *stream = crypto_spawn_skcipher_alg_common(&ictx->streamcipher);
	struct crypto_alg *block = crypto_spawn_cipher_alg(&ictx->blockcipher);
	struct shash_alg *hash = crypto_spawn_shash_alg(&ictx->hash);
	if (!adiantum_supported(stream, block, hash))
		return -EINVAL;
	struct crypto_alg *base = &inst->alg.base;
	if (snprintf(base->cra_name, CRYPTO_MAX_ALG_NAME, "adiantum(%s,%s)", stream->base.cra_name,
		     block->cra_name) >= CRYPTO_MAX_ALG_NAME ||
	    snprintf(base->cra_driver_name, CRYPTO_MAX_ALG_NAME, "adiantum(%s,%s,%s)",
		     stream->base.cra_driver_name, block->cra_driver_name,
		     hash->base.cra_driver_name) >= CRYPTO_MAX_ALG_NAME)
		return -ENAMETOOLONG;
	adiantum_fill(inst.get(), stream, block, hash);
	return ukc::register_instance(tmpl, inst);
}

struct crypto_template adiantum_tmpl = {
	.module = THIS_MODULE,
	.create = adiantum_create,
	.name = "adiantum",
};

int adiantum_module_init()
{
	return crypto_register_template(&adiantum_tmpl);
}

void adiantum_module_exit()
{
	crypto_unregister_template(&adiantum_tmpl);
}

} // namespace

subsys_initcall(adiantum_module_init);
module_exit(adiantum_module_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Adiantum length-preserving encryption mode");
MODULE_ALIAS_CRYPTO("adiantum");
