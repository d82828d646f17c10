// SPDX-License-Identifier: GPL-2.0-only
// The "des-generic" and "des3_ede-generic" ciphers over lib/crypto/des.cpp, with the weak-key
// policy of CRYPTO_TFM_REQ_FORBID_WEAK_KEYS.
#include <crypto/algapi.h>
#include <crypto/internal/des.h>
#include <linux/crypto.h>
#include <linux/errno.h>
#include <linux/module.h>
#include <linux/string.h>

namespace {

// -ENOKEY from the expansion marks a weak (DES) or degenerate (Triple DES) key: refused only
// when the user asked for weak keys to be. Any failure leaves no part of a schedule behind.
template <typename Ctx> int des_finish_setkey(struct crypto_tfm *tfm, Ctx *ctx, int err)
{
	if (err == -ENOKEY)
		err = (crypto_tfm_get_flags(tfm) & CRYPTO_TFM_REQ_FORBID_WEAK_KEYS) ? -EINVAL : 0;
	if (err)
		memzero_explicit(ctx, sizeof(*ctx));
	return err;
}

int des_setkey(struct crypto_tfm *tfm, const u8 *key, unsigned int keylen)
{
	auto *ctx = static_cast<struct des_ctx *>(crypto_tfm_ctx(tfm));

	return des_finish_setkey(tfm, ctx, des_expand_key(ctx, key, keylen));
}

void des_generic_encrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	des_encrypt(static_cast<const struct des_ctx *>(crypto_tfm_ctx(tfm)), dst, src);
}

void des_generic_decrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	des_decrypt(static_cast<const struct des_ctx *>(crypto_tfm_ctx(tfm)), dst, src);
}

int des3_ede_setkey(struct crypto_tfm *tfm, const u8 *key, unsigned int keylen)
{
	auto *ctx = static_cast<struct des3_ede_ctx *>(crypto_tfm_ctx(tfm));

	return des_finish_setkey(tfm, ctx, des3_ede_expand_key(ctx, key, keylen));
}

void des3_ede_generic_encrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	des3_ede_encrypt(static_cast<const struct des3_ede_ctx *>(crypto_tfm_ctx(tfm)), dst, src);
}

void des3_ede_generic_decrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	des3_ede_decrypt(static_cast<const struct des3_ede_ctx *>(crypto_tfm_ctx(tfm)), dst, src);
}

struct crypto_alg des_algs[] = {
	{
		.cra_flags = CRYPTO_ALG_TYPE_CIPHER,
		.cra_blocksize = DES_BLOCK_SIZE,
		.cra_ctxsize = sizeof(struct des_ctx),
		.cra_priority = 100,
		.cra_name = "des",
		.cra_driver_name = "des-generic",
		.cra_u = {.cipher = {
			.cia_min_keysize = DES_KEY_SIZE,
			.cia_max_keysize = DES_KEY_SIZE,
			.cia_setkey = des_setkey,
			.cia_encrypt = des_generic_encrypt,
			.cia_decrypt = des_generic_decrypt,
		}},
		.cra_module = THIS_MODULE,
	},
	{
		.cra_flags = CRYPTO_ALG_TYPE_CIPHER,
		.cra_blocksize = DES3_EDE_BLOCK_SIZE,
		.cra_ctxsize = sizeof(struct des3_ede_ctx),
		.cra_priority = 100,
		.cra_name = "des3_ede",
		.cra_driver_name = "des3_ede-generic",
		.cra_u = {.cipher = {
			.cia_min_keysize = DES3_EDE_KEY_SIZE,
			.cia_max_keysize = DES3_EDE_KEY_SIZE,
			.cia_setkey = des3_ede_setkey,
			.cia_encrypt = des3_ede_generic_encrypt,
			.cia_decrypt = des3_ede_generic_decrypt,
		}},
		.cra_module = THIS_MODULE,
	},
};

int des_generic_mod_init()
{
	return crypto_register_algs(des_algs, ARRAY_SIZE(des_algs));
}

void des_generic_mod_fini()
{
	crypto_unregister_algs(des_algs, ARRAY_SIZE(des_algs));
}

} // namespace

subsys_initcall(des_generic_mod_init);
module_exit(des_generic_mod_fini);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("DES & Triple DES EDE Cipher Algorithms");
MODULE_ALIAS_CRYPTO("des");
MODULE_ALIAS_CRYPTO("des-generic");
MODULE_ALIAS_CRYPTO("des3_ede");
MODULE_ALIAS_CRYPTO("des3_ede-generic");
