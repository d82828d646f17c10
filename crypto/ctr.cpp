// SPDX-License-Identifier: GPL-2.0-only
// The ctr and rfc3686 templates: counter mode over a block cipher, and its RFC 3686 IPsec form.

#include <crypto/algapi.h>
#include <crypto/ctr.h>
#include <crypto/internal/cipher.h>
#include <crypto/internal/skcipher.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/slab.h>

#include "shared/glue.h"

namespace {

using ctr_block_fn = void (*)(struct crypto_tfm *tfm, u8 *dst, const u8 *src);

// Whole blocks of one walk step: O_j = E(T_j), C_j = P_j ^ O_j, T_{j+1} = T_j + 1 over the
// whole block, big-endian (NIST SP 800-38A 6.5, B.1). Returns the bytes left (< bsize).
unsigned int ctr_crypt_blocks(struct crypto_cipher *cipher, const u8 *src, u8 *dst,
			      unsigned int nbytes, u8 *ctrblk)
{
	ctr_block_fn fn = crypto_cipher_alg(cipher)->cia_encrypt;
	struct crypto_tfm *tfm = crypto_cipher_tfm(cipher);
	const unsigned int bsize = crypto_cipher_blocksize(cipher);
	const unsigned long alignmask = crypto_cipher_alignmask(cipher);
	u8 buf[MAX_CIPHER_BLOCKSIZE + MAX_CIPHER_ALIGNMASK];
	u8 *keystream = PTR_ALIGN(buf + 0, alignmask + 1);

	for (; nbytes >= bsize; src += bsize, dst += bsize, nbytes -= bsize) {
		fn(tfm, keystream, ctrblk);
		crypto_xor_cpy(dst, src, keystream, bsize);
		crypto_inc(ctrblk, bsize);
	}
	memzero_explicit(buf, sizeof(buf));
	return nbytes;
}

// The last, partial block uses the leading bytes of one more keystream block (SP 800-38A
// 6.5: the final block need not be complete); the counter still advances past it.
void ctr_crypt_final(struct crypto_cipher *cipher, const u8 *src, u8 *dst, unsigned int nbytes,
		     u8 *ctrblk)
{
	const unsigned long alignmask = crypto_cipher_alignmask(cipher);
	u8 buf[MAX_CIPHER_BLOCKSIZE + MAX_CIPHER_ALIGNMASK];
	u8 *keystream = PTR_ALIGN(buf + 0, alignmask + 1);

	crypto_cipher_alg(cipher)->cia_encrypt(crypto_cipher_tfm(cipher), keystream, ctrblk);
	crypto_xor_cpy(dst, src, keystream, nbytes);
	crypto_inc(ctrblk, crypto_cipher_blocksize(cipher));
	memzero_explicit(buf, sizeof(buf));
}

// The walk steps by chunksize (the cipher's block), so only the very last step can be short.
int ctr_crypt(struct skcipher_request *req)
{
	struct crypto_cipher *cipher = skcipher_cipher_simple(crypto_skcipher_reqtfm(req));
	const unsigned int bsize = crypto_cipher_blocksize(cipher);
	struct skcipher_walk walk;
	int err = skcipher_walk_virt(&walk, req, false);

	while (walk.nbytes >= bsize) {
		unsigned int left = ctr_crypt_blocks(cipher,
						     static_cast<const u8 *>(walk.src.virt.addr),
						     static_cast<u8 *>(walk.dst.virt.addr),
						     walk.nbytes, static_cast<u8 *>(walk.iv));

		err = skcipher_walk_done(&walk, (int)left);
	}

	if (walk.nbytes) {
		ctr_crypt_final(cipher, static_cast<const u8 *>(walk.src.virt.addr),
				static_cast<u8 *>(walk.dst.virt.addr), walk.nbytes,
				static_cast<u8 *>(walk.iv));
		err = skcipher_walk_done(&walk, 0);
	}
	return err;
}

int ctr_fill(struct skcipher_instance *inst)
{
	struct crypto_alg *alg = skcipher_ialg_simple(inst);

	// crypto_inc() works on the counter in 32-bit words: blocks of 4n bytes only.
	if (alg->cra_blocksize < 4 || alg->cra_blocksize % 4)
		return -EINVAL;

	// A stream cipher: any length, but the walk hands out whole cipher blocks until the end.
	inst->alg.base.cra_blocksize = 1;
	inst->alg.chunksize = alg->cra_blocksize;
	inst->alg.encrypt = ctr_crypt;
	inst->alg.decrypt = ctr_crypt;
	return 0;
}

int ctr_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	return ukc::create_simple(tmpl, tb, skcipher_alloc_instance_simple, ctr_fill);
}

struct rfc3686_tfm_ctx {
	struct crypto_skcipher *child;
	u8 nonce[CTR_RFC3686_NONCE_SIZE];
};

// The request context (aligned as the tfm asks): the counter block, then the inner request
// and its context.
struct rfc3686_request_ctx {
	u8 ctrblk[CTR_RFC3686_BLOCK_SIZE];
	struct skcipher_request subreq;
};
UKC_CHILD_REQUEST_LAST(struct rfc3686_request_ctx, subreq);

struct rfc3686_request_ctx *rfc3686_reqctx(struct skcipher_request *req)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);
	u8 *ctx = static_cast<u8 *>(skcipher_request_ctx(req));

	return reinterpret_cast<struct rfc3686_request_ctx *>(
		PTR_ALIGN(ctx, crypto_skcipher_alignmask(tfm) + 1));
}

// RFC 3686 section 5.1: the key ends with the 4-byte nonce.
int rfc3686_setkey(struct crypto_skcipher *parent, const u8 *key, unsigned int keylen)
{
	auto *ctx = static_cast<struct rfc3686_tfm_ctx *>(crypto_skcipher_ctx(parent));
	struct crypto_skcipher *child = ctx->child;

	if (keylen < CTR_RFC3686_NONCE_SIZE)
		return -EINVAL;
	keylen -= CTR_RFC3686_NONCE_SIZE;
	memcpy(ctx->nonce, key + keylen, CTR_RFC3686_NONCE_SIZE);

	crypto_skcipher_clear_flags(child, CRYPTO_TFM_REQ_MASK);
	crypto_skcipher_set_flags(child, crypto_skcipher_get_flags(parent) & CRYPTO_TFM_REQ_MASK);
	return crypto_skcipher_setkey(child, key, keylen);
}

// RFC 3686 section 4: counter block = nonce || IV || 32-bit big-endian block counter from 1.
int rfc3686_crypt(struct skcipher_request *req)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);
	auto *ctx = static_cast<struct rfc3686_tfm_ctx *>(crypto_skcipher_ctx(tfm));
	struct rfc3686_request_ctx *rctx = rfc3686_reqctx(req);
	u8 *ctrblk = rctx->ctrblk;
	struct skcipher_request *subreq = &rctx->subreq;
	static const u8 rfc3686_first_counter[4] = { 0, 0, 0, 1 };

	memcpy(ctrblk, ctx->nonce, CTR_RFC3686_NONCE_SIZE);
	memcpy(ctrblk + CTR_RFC3686_NONCE_SIZE, req->iv, CTR_RFC3686_IV_SIZE);
	memcpy(ctrblk + CTR_RFC3686_NONCE_SIZE + CTR_RFC3686_IV_SIZE, rfc3686_first_counter, 4);

	skcipher_request_set_tfm(subreq, ctx->child);
	skcipher_request_set_callback(subreq, req->base.flags, req->base.complete, req->base.data);
	skcipher_request_set_crypt(subreq, req->src, req->dst, req->cryptlen, ctrblk);
	return crypto_skcipher_encrypt(subreq);
}

int rfc3686_init_tfm(struct crypto_skcipher *tfm)
{
	struct skcipher_instance *inst = skcipher_alg_instance(tfm);
	auto *spawn = static_cast<struct crypto_skcipher_spawn *>(skcipher_instance_ctx(inst));
	auto *ctx = static_cast<struct rfc3686_tfm_ctx *>(crypto_skcipher_ctx(tfm));
	struct crypto_skcipher *child = crypto_spawn_skcipher(spawn);

	if (IS_ERR(child))
		return (int)PTR_ERR(child);
	ctx->child = child;

	unsigned int align = crypto_skcipher_alignmask(tfm) & ~(crypto_tfm_ctx_alignment() - 1);

	crypto_skcipher_set_reqsize(tfm,
				    align + ukc::child_reqsize<struct rfc3686_request_ctx>(child));
	return 0;
}

void rfc3686_exit_tfm(struct crypto_skcipher *tfm)
{
	auto *ctx = static_cast<struct rfc3686_tfm_ctx *>(crypto_skcipher_ctx(tfm));

	crypto_free_skcipher(ctx->child);
}

// Only a 16-byte-IV stream cipher (a ctr instance) can carry the RFC 3686 counter block.
int rfc3686_fill(struct skcipher_instance *inst, struct skcipher_alg_common *alg)
{
	struct crypto_alg *base = &inst->alg.base;

	if (alg->ivsize != CTR_RFC3686_BLOCK_SIZE || alg->base.cra_blocksize != 1)
		return -EINVAL;
	if (snprintf(base->cra_name, CRYPTO_MAX_ALG_NAME, "rfc3686(%s)", alg->base.cra_name) >=
		    CRYPTO_MAX_ALG_NAME ||
	    snprintf(base->cra_driver_name, CRYPTO_MAX_ALG_NAME, "rfc3686(%s)",
		     alg->base.cra_driver_name) >= CRYPTO_MAX_ALG_NAME)
		return -ENAMETOOLONG;

	base->cra_priority = alg->base.cra_priority;
	base->cra_blocksize = 1;
	base->cra_alignmask = alg->base.cra_alignmask;
	base->cra_ctxsize = sizeof(struct rfc3686_tfm_ctx);
	inst->alg.ivsize = CTR_RFC3686_IV_SIZE;
	inst->alg.chunksize = alg->chunksize;
	inst->alg.min_keysize = alg->min_keysize + CTR_RFC3686_NONCE_SIZE;
	inst->alg.max_keysize = alg->max_keysize + CTR_RFC3686_NONCE_SIZE;
	inst->alg.setkey = rfc3686_setkey;
	inst->alg.encrypt = rfc3686_crypt;
	inst->alg.decrypt = rfc3686_crypt;
	inst->alg.init = rfc3686_init_tfm;
	inst->alg.exit = rfc3686_exit_tfm;
	return 0;
}

int rfc3686_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	return ukc::create_over_skcipher(tmpl, tb, rfc3686_fill);
}

struct crypto_template ctr_tmpls[] = {
	{
		.module = THIS_MODULE,
		.create = ctr_create,
		.name = "ctr",
	},
	{
		.module = THIS_MODULE,
		.create = rfc3686_create,
		.name = "rfc3686",
	},
};

int ctr_module_init(void)
{
	return crypto_register_templates(ctr_tmpls, ARRAY_SIZE(ctr_tmpls));
}

void ctr_module_exit(void)
{
	crypto_unregister_templates(ctr_tmpls, ARRAY_SIZE(ctr_tmpls));
}

} // namespace

subsys_initcall(ctr_module_init);
module_exit(ctr_module_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("CTR block cipher mode of operation");
MODULE_ALIAS_CRYPTO("rfc3686");
MODULE_ALIAS_CRYPTO("ctr");
