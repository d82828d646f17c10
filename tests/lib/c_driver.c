// SPDX-License-Identifier: GPL-2.0-only
// A template written in C with the kernel's idioms, proving the headers serve C drivers:
// "cbc-c(X)" is CBC over the single-block cipher X, registered under cra_name "cbc(X)" so
// testmgr runs the cbc(aes) vectors on it at registration.
#include <crypto/algapi.h>
#include <crypto/internal/cipher.h>
#include <crypto/internal/skcipher.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/string.h>

struct cbcc_tfm_ctx {
	struct crypto_cipher *cipher;
};

static int cbcc_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int keylen)
{
	struct cbcc_tfm_ctx *ctx = crypto_skcipher_ctx(tfm);

	crypto_cipher_clear_flags(ctx->cipher, CRYPTO_TFM_REQ_MASK);
	crypto_cipher_set_flags(ctx->cipher, crypto_skcipher_get_flags(tfm) & CRYPTO_TFM_REQ_MASK);
	return crypto_cipher_setkey(ctx->cipher, key, keylen);
}

static int cbcc_crypt(struct skcipher_request *req, bool enc)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);
	struct cbcc_tfm_ctx *ctx = crypto_skcipher_ctx(tfm);
	unsigned int bs = crypto_skcipher_blocksize(tfm);
	struct skcipher_walk walk;
	int err;

	err = skcipher_walk_virt(&walk, req, false);
	while (walk.nbytes) {
		const u8 *src = walk.src.virt.addr;
		u8 *dst = walk.dst.virt.addr;
		u8 *iv = walk.iv;
		unsigned int n = walk.nbytes;

		for (; n >= bs; n -= bs, src += bs, dst += bs) {
			u8 block[MAX_CIPHER_BLOCKSIZE];

			if (enc) {
				crypto_xor_cpy(block, src, iv, bs);
				crypto_cipher_encrypt_one(ctx->cipher, dst, block);
				memcpy(iv, dst, bs);
			} else {
				memcpy(block, src, bs); /* src may be dst */
				crypto_cipher_decrypt_one(ctx->cipher, dst, src);
				crypto_xor(dst, iv, bs);
				memcpy(iv, block, bs);
			}
		}
		err = skcipher_walk_done(&walk, n);
	}
	return err;
}

static int cbcc_encrypt(struct skcipher_request *req)
{
	return cbcc_crypt(req, true);
}

static int cbcc_decrypt(struct skcipher_request *req)
{
	return cbcc_crypt(req, false);
}

static int cbcc_init_tfm(struct crypto_skcipher *tfm)
{
	struct skcipher_instance *inst = skcipher_alg_instance(tfm);
	struct crypto_cipher_spawn *spawn = skcipher_instance_ctx(inst);
	struct cbcc_tfm_ctx *ctx = crypto_skcipher_ctx(tfm);
	struct crypto_cipher *cipher = crypto_spawn_cipher(spawn);

	if (IS_ERR(cipher))
		return PTR_ERR(cipher);
	ctx->cipher = cipher;
	return 0;
}

static void cbcc_exit_tfm(struct crypto_skcipher *tfm)
{
	struct cbcc_tfm_ctx *ctx = crypto_skcipher_ctx(tfm);

	crypto_free_cipher(ctx->cipher);
}

static void cbcc_free(struct skcipher_instance *inst)
{
	crypto_drop_cipher(skcipher_instance_ctx(inst));
	kfree(inst);
}

static int cbcc_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	struct crypto_cipher_spawn *spawn;
	struct skcipher_instance *inst;
	struct crypto_alg *alg;
	u32 mask;
	int err;

	err = crypto_check_attr_type(tb, CRYPTO_ALG_TYPE_SKCIPHER, &mask);
	if (err)
		return err;
	inst = kzalloc(sizeof(*inst) + sizeof(*spawn), GFP_KERNEL);
	if (!inst)
		return -ENOMEM;
	spawn = skcipher_instance_ctx(inst);
	err = crypto_grab_cipher(spawn, skcipher_crypto_instance(inst), crypto_attr_alg_name(tb[1]),
				 0, mask);
	if (err)
		goto err_free_inst;
	alg = crypto_spawn_cipher_alg(spawn);

	err = -ENAMETOOLONG;
	if (snprintf(inst->alg.base.cra_name, CRYPTO_MAX_ALG_NAME, "cbc(%s)", alg->cra_name) >=
	    CRYPTO_MAX_ALG_NAME)
		goto err_free_inst;
	if (snprintf(inst->alg.base.cra_driver_name, CRYPTO_MAX_ALG_NAME, "cbc-c(%s)",
		     alg->cra_driver_name) >= CRYPTO_MAX_ALG_NAME)
		goto err_free_inst;

	/* Below the cbc template's instance, so lookups of "cbc(aes)" keep choosing that. */
	inst->alg.base.cra_priority = alg->cra_priority / 2;
	inst->alg.base.cra_blocksize = alg->cra_blocksize;
	inst->alg.base.cra_alignmask = alg->cra_alignmask;
	inst->alg.base.cra_ctxsize = sizeof(struct cbcc_tfm_ctx);
	inst->alg.ivsize = alg->cra_blocksize;
	inst->alg.min_keysize = alg->cra_cipher.cia_min_keysize;
	inst->alg.max_keysize = alg->cra_cipher.cia_max_keysize;
	inst->alg.setkey = cbcc_setkey;
	inst->alg.encrypt = cbcc_encrypt;
	inst->alg.decrypt = cbcc_decrypt;
	inst->alg.init = cbcc_init_tfm;
	inst->alg.exit = cbcc_exit_tfm;
	inst->free = cbcc_free;

	err = skcipher_register_instance(tmpl, inst);
	if (err)
		goto err_free_inst;
	return 0;

err_free_inst:
	cbcc_free(inst);
	return err;
}

static struct crypto_template cbcc_tmpl = {
	.name = "cbc-c",
	.create = cbcc_create,
	.module = THIS_MODULE,
};

static int __init cbcc_module_init(void)
{
	return crypto_register_template(&cbcc_tmpl);
}

static void __exit cbcc_module_exit(void)
{
	crypto_unregister_template(&cbcc_tmpl);
}

module_init(cbcc_module_init);
module_exit(cbcc_module_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("CBC in C, a header compatibility check");
MODULE_ALIAS_CRYPTO("cbc-c");
