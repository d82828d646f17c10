// SPDX-License-Identifier: GPL-2.0-only
// The "sm4-generic" cipher (GB/T 32907-2016) over lib/crypto/sm4.cpp.
#include <crypto/algapi.h>
#include <crypto/sm4.h>
#include <linux/crypto.h>
#include <linux/module.h>

namespace {

int sm4_setkey(struct crypto_tfm *tfm, const u8 *in_key, unsigned int key_len)
{
	return sm4_expandkey(static_cast<struct sm4_ctx *>(crypto_tfm_ctx(tfm)), in_key, key_len);
}

void sm4_encrypt(struct crypto_tfm *tfm, u8 *out, const u8 *in)
{
	sm4_crypt_block(static_cast<const struct sm4_ctx *>(crypto_tfm_ctx(tfm))->rkey_enc, out,
			in);
}

void sm4_decrypt(struct crypto_tfm *tfm, u8 *out, const u8 *in)
{
	sm4_crypt_block(static_cast<const struct sm4_ctx *>(crypto_tfm_ctx(tfm))->rkey_dec, out,
			in);
}

struct crypto_alg sm4_alg = {
	.cra_flags = CRYPTO_ALG_TYPE_CIPHER,
	.cra_blocksize = SM4_BLOCK_SIZE,
	.cra_ctxsize = sizeof(struct sm4_ctx),
	.cra_priority = 100,
	.cra_name = "sm4",
	.cra_driver_name = "sm4-generic",
	.cra_u = {.cipher = {
		.cia_min_keysize = SM4_KEY_SIZE,
		.cia_max_keysize = SM4_KEY_SIZE,
		.cia_setkey = sm4_setkey,
		.cia_encrypt = sm4_encrypt,
		.cia_decrypt = sm4_decrypt,
	}},
	.cra_module = THIS_MODULE,
};

int sm4_mod_init()
{
	return crypto_register_alg(&sm4_alg);
}

void sm4_mod_fini()
{
	crypto_unregister_alg(&sm4_alg);
}

} // namespace

subsys_initcall(sm4_mod_init);
module_exit(sm4_mod_fini);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("SM4 Cipher Algorithm");
MODULE_ALIAS_CRYPTO("sm4");
MODULE_ALIAS_CRYPTO("sm4-generic");
