// SPDX-License-Identifier: GPL-2.0-only
// A driver module that fails its self-test: an "aes" whose encryption and decryption copy the
// block. Loaded by the tools' tests (--insmod, or on demand as "crypto-aes-broken-mod"), so
// they see what a real broken driver gives: a FAILED report line, a lookup answering -ELIBBAD.
#include <crypto/algapi.h>
#include <linux/crypto.h>
#include <linux/module.h>
#include <linux/string.h>

static int aes_broken_setkey(struct crypto_tfm *tfm, const u8 *key, unsigned int keylen)
{
	(void)tfm;
	(void)key;
	return keylen == 16 || keylen == 24 || keylen == 32 ? 0 : -EINVAL;
}

static void aes_broken_copy(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	(void)tfm;
	memmove(dst, src, 16);
}

static struct crypto_alg aes_broken_alg = {
	.cra_name = "aes",
	.cra_driver_name = "aes-broken-mod",
	.cra_priority = 1, /* never the one a lookup of "aes" picks */
	.cra_flags = CRYPTO_ALG_TYPE_CIPHER,
	.cra_blocksize = 16,
	.cra_module = THIS_MODULE,
	.cra_u = { .cipher = {
		.cia_min_keysize = 16,
		.cia_max_keysize = 32,
		.cia_setkey = aes_broken_setkey,
		.cia_encrypt = aes_broken_copy,
		.cia_decrypt = aes_broken_copy,
	} },
};

static int __init aes_broken_init(void)
{
	return crypto_register_alg(&aes_broken_alg);
}

static void __exit aes_broken_exit(void)
{
	crypto_unregister_alg(&aes_broken_alg);
}

module_init(aes_broken_init);
module_exit(aes_broken_exit);
MODULE_LICENSE("GPL");
