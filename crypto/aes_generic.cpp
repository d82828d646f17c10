// SPDX-License-Identifier: GPL-2.0-only
// The "aes-generic" cipher (FIPS-197): table-driven block functions behind the cipher API.
#include <crypto/aes.h>
#include <crypto/algapi.h>
#include <crypto/internal/aes_generic.h>
#include <linux/crypto.h>
#include <linux/module.h>

namespace {

struct crypto_aes_ctx *aes_ctx(struct crypto_tfm *tfm)
{
	return static_cast<struct crypto_aes_ctx *>(crypto_tfm_ctx(tfm));
}

void aes_generic_encrypt(struct crypto_tfm *tfm, u8 *out, const u8 *in)
{
	ukc_aes_generic_encrypt(aes_ctx(tfm), out, in);
}

void aes_generic_decrypt(struct crypto_tfm *tfm, u8 *out, const u8 *in)
{
	ukc_aes_generic_decrypt(aes_ctx(tfm), out, in);
}

struct crypto_alg aes_generic_alg = {
	.cra_flags = CRYPTO_ALG_TYPE_CIPHER,
	.cra_blocksize = AES_BLOCK_SIZE,
	.cra_ctxsize = sizeof(struct crypto_aes_ctx),
	.cra_priority = 100,
	.cra_name = "aes",
	.cra_driver_name = "aes-generic",
	.cra_u = { .cipher = {
		.cia_min_keysize = AES_MIN_KEY_SIZE,
		.cia_max_keysize = AES_MAX_KEY_SIZE,
		.cia_setkey = crypto_aes_set_key,
		.cia_encrypt = aes_generic_encrypt,
		.cia_decrypt = aes_generic_decrypt,
	} },
	.cra_module = THIS_MODULE,
};

int aes_generic_init()
{
	return crypto_register_alg(&aes_generic_alg);
}

void aes_generic_exit()
{
	crypto_unregister_alg(&aes_generic_alg);
}

} // namespace

extern "C" int crypto_aes_set_key(struct crypto_tfm *tfm, const u8 *in_key, unsigned int key_len)
{
	return aes_expandkey(aes_ctx(tfm), in_key, key_len);
}

subsys_initcall(aes_generic_init);
module_exit(aes_generic_exit);
