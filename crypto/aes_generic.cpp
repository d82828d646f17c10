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

struct crypto_alg aes_generic_alg = [] {
	struct crypto_alg alg = {};

	strscpy(alg.cra_name, "aes", sizeof(alg.cra_name));
	strscpy(alg.cra_driver_name, "aes-generic", sizeof(alg.cra_driver_name));
	alg.cra_priority = 100;
	alg.cra_flags = CRYPTO_ALG_TYPE_CIPHER;
	alg.cra_blocksize = AES_BLOCK_SIZE;
	alg.cra_ctxsize = sizeof(struct crypto_aes_ctx);
	alg.cra_module = THIS_MODULE;
	alg.cra_cipher.cia_min_keysize = AES_MIN_KEY_SIZE;
	alg.cra_cipher.cia_max_keysize = AES_MAX_KEY_SIZE;
	alg.cra_cipher.cia_setkey = crypto_aes_set_key;
	alg.cra_cipher.cia_encrypt = aes_generic_encrypt;
	alg.cra_cipher.cia_decrypt = aes_generic_decrypt;
	return alg;
}();

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
