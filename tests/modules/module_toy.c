// SPDX-License-Identifier: GPL-2.0-only
// An out-of-tree driver built as a shared object: loaded on demand as "crypto-toymod".
#include <crypto/algapi.h>
#include <linux/crypto.h>
#include <linux/module.h>
#include <linux/string.h>

static int toymod_setkey(struct crypto_tfm *tfm, const u8 *key, unsigned int keylen)
{
	memcpy(crypto_tfm_ctx(tfm), key, keylen);
	return 0;
}

/* Adds the key bytewise: enough to tell the driver ran. */
static void toymod_encrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	const u8 *key = crypto_tfm_ctx(tfm);

	for (int i = 0; i < 8; i++)
		dst[i] = (u8)(src[i] + key[i]);
}

static void toymod_decrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	const u8 *key = crypto_tfm_ctx(tfm);

	for (int i = 0; i < 8; i++)
		dst[i] = (u8)(src[i] - key[i]);
}

static struct crypto_alg toymod_alg = {
	.cra_name = "toymod",
	.cra_driver_name = "toymod-generic",
	.cra_priority = 100,
	.cra_flags = CRYPTO_ALG_TYPE_CIPHER,
	.cra_blocksize = 8,
	.cra_ctxsize = 8,
	.cra_module = THIS_MODULE,
	.cra_u = { .cipher = {
		.cia_min_keysize = 8,
		.cia_max_keysize = 8,
		.cia_setkey = toymod_setkey,
		.cia_encrypt = toymod_encrypt,
		.cia_decrypt = toymod_decrypt,
	} },
};

static int __init toymod_init(void)
{
	return crypto_register_alg(&toymod_alg);
}

static void __exit toymod_exit(void)
{
	crypto_unregister_alg(&toymod_alg);
}

module_init(toymod_init);
module_exit(toymod_exit);
MODULE_LICENSE("GPL");
MODULE_ALIAS_CRYPTO("toymod");
