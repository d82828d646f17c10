// SPDX-License-Identifier: GPL-2.0-only
// The ecb template: electronic codebook mode as an lskcipher, over a block cipher or an lskcipher.

#include <span>

#include <crypto/internal/cipher.h>
#include <crypto/internal/skcipher.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/slab.h>

#include "shared/glue.h"

namespace {

using ecb_block_fn = void (*)(struct crypto_tfm *tfm, u8 *dst, const u8 *src);

struct crypto_cipher *ecb_cipher(struct crypto_lskcipher *tfm)
{
	return *static_cast<struct crypto_cipher **>(crypto_lskcipher_ctx(tfm));
}

// Every whole block independently (NIST SP 800-38A 6.1). A partial tail is handed back to
// the caller while more data follows, and is an error at the end of the stream.
int ecb_crypt_blocks(struct crypto_cipher *cipher, std::span<const u8> src, u8 *dst, bool final,
		     ecb_block_fn fn)
{
	const unsigned int bsize = crypto_cipher_blocksize(cipher);
	struct crypto_tfm *tfm = crypto_cipher_tfm(cipher);

	while (src.size() >= bsize) {
		fn(tfm, dst, src.data());
		src = src.subspan(bsize);
		dst += bsize;
	}

	if (src.empty())
		return 0;
	return final ? -EINVAL : (int)src.size();
}

// The instance's encrypt() (ecb_crypt<true>) and decrypt() (ecb_crypt<false>).
template <bool Encrypt>
int ecb_crypt(struct crypto_lskcipher *tfm, const u8 *src, u8 *dst, unsigned int len, u8 *iv,
	      u32 flags)
{
	struct crypto_cipher *cipher = ecb_cipher(tfm);
	const struct cipher_alg *alg = crypto_cipher_alg(cipher);

	return ecb_crypt_blocks(cipher, std::span<const u8>(src, len), dst,
				flags & CRYPTO_LSKCIPHER_FLAG_FINAL,
				Encrypt ? alg->cia_encrypt : alg->cia_decrypt);
}

int ecb_setkey(struct crypto_lskcipher *tfm, const u8 *key, unsigned int keylen)
{
	struct crypto_cipher *cipher = ecb_cipher(tfm);

	crypto_cipher_clear_flags(cipher, CRYPTO_TFM_REQ_MASK);
	crypto_cipher_set_flags(cipher, crypto_lskcipher_get_flags(tfm) & CRYPTO_TFM_REQ_MASK);
	return crypto_cipher_setkey(cipher, key, keylen);
}

int ecb_init_tfm(struct crypto_lskcipher *tfm)
{
	struct lskcipher_instance *inst = lskcipher_alg_instance(tfm);
	auto *spawn = static_cast<struct crypto_cipher_spawn *>(lskcipher_instance_ctx(inst));
	struct crypto_cipher *cipher = crypto_spawn_cipher(spawn);

	if (IS_ERR(cipher))
		return (int)PTR_ERR(cipher);
	*static_cast<struct crypto_cipher **>(crypto_lskcipher_ctx(tfm)) = cipher;
	return 0;
}

void ecb_exit_tfm(struct crypto_lskcipher *tfm)
{
	crypto_free_cipher(ecb_cipher(tfm));
}

void ecb_free_instance(struct lskcipher_instance *inst)
{
	crypto_drop_cipher(static_cast<struct crypto_cipher_spawn *>(lskcipher_instance_ctx(inst)));
	kfree(inst);
}

void ecb_fill_over_cipher(struct lskcipher_instance *inst, struct crypto_alg *cipher_alg)
{
	inst->alg.co.base.cra_blocksize = cipher_alg->cra_blocksize;
	inst->alg.co.base.cra_alignmask = cipher_alg->cra_alignmask;
	inst->alg.co.base.cra_priority = cipher_alg->cra_priority;
	inst->alg.co.min_keysize = cipher_alg->cra_cipher.cia_min_keysize;
	inst->alg.co.max_keysize = cipher_alg->cra_cipher.cia_max_keysize;
	// ECB takes no IV.
	inst->alg.co.ivsize = 0;

	inst->alg.co.base.cra_ctxsize = sizeof(struct crypto_cipher *);
	inst->alg.setkey = ecb_setkey;
	inst->alg.encrypt = ecb_crypt<true>;
	inst->alg.decrypt = ecb_crypt<false>;
	inst->alg.init = ecb_init_tfm;
	inst->alg.exit = ecb_exit_tfm;
}

// "ecb(aes)" over the single-block cipher "aes": named "ecb(aes)" / "ecb(aes-generic)".
int ecb_create_over_cipher(struct crypto_template *tmpl, struct rtattr **tb)
{
	const char *cipher_name;
	u32 mask;
	int err = ukc::template_arg(tb, CRYPTO_ALG_TYPE_LSKCIPHER, &mask, &cipher_name);

	if (err)
		return err;
	auto inst = ukc::alloc_instance<struct lskcipher_instance, struct crypto_cipher_spawn>(
		ecb_free_instance);

	if (!inst)
		return -ENOMEM;
	auto *spawn = ukc::instance_ctx<struct crypto_cipher_spawn>(inst.get());

	err = crypto_grab_cipher(spawn, lskcipher_crypto_instance(inst.get()), cipher_name, 0,
				 mask);
	if (err)
		return err;
	struct crypto_alg *cipher_alg = crypto_spawn_cipher_alg(spawn);

	err = crypto_inst_setname(lskcipher_crypto_instance(inst.get()), tmpl->name, cipher_alg);
	if (err)
		return err;
	ecb_fill_over_cipher(inst.get(), cipher_alg);
	return ukc::register_instance(tmpl, inst);
}

// An lskcipher already handles any number of whole blocks independently, which is ECB: the
// instance reuses the inner algorithm's context and operations as they are.
int ecb_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	struct lskcipher_instance *raw = lskcipher_alloc_instance_simple(tmpl, tb);

	if (IS_ERR(raw))
		return ecb_create_over_cipher(tmpl, tb);
	ukc::instance_ptr<struct lskcipher_instance> inst(raw);
	auto *spawn = ukc::instance_ctx<struct crypto_lskcipher_spawn>(raw);
	struct lskcipher_alg *cipher_alg = crypto_lskcipher_spawn_alg(spawn);

	if (cipher_alg->co.ivsize)
		return -EINVAL;
	raw->alg.co.ivsize = 0;
	raw->alg.co.base.cra_ctxsize = cipher_alg->co.base.cra_ctxsize;
	raw->alg.setkey = cipher_alg->setkey;
	raw->alg.encrypt = cipher_alg->encrypt;
	raw->alg.decrypt = cipher_alg->decrypt;
	raw->alg.init = cipher_alg->init;
	raw->alg.exit = cipher_alg->exit;
	return ukc::register_instance(tmpl, inst);
}

struct crypto_template ecb_tmpl = {
	.module = THIS_MODULE,
	.create = ecb_create,
	.name = "ecb",
};

int ecb_module_init(void)
{
	return crypto_register_template(&ecb_tmpl);
}

void ecb_module_exit(void)
{
	crypto_unregister_template(&ecb_tmpl);
}

} // namespace

subsys_initcall(ecb_module_init);
module_exit(ecb_module_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("ECB block cipher mode of operation");
MODULE_ALIAS_CRYPTO("ecb");
