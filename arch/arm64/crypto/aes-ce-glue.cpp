// SPDX-License-Identifier: GPL-2.0-only
// The "aes-ce" single-block cipher of 6.12's aes-ce-glue.c (priority 250), with the Armv8
// Crypto Extensions, falling back to the generic block functions where SIMD is not usable.
#include <asm/neon.h>
#include <crypto/aes.h>
#include <crypto/algapi.h>
#include <crypto/internal/simd.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/string.h>

#include "aes-arm64.h"
#include <asm/cpufeature.h>

namespace {

using namespace ukc::arm64;

struct crypto_aes_ctx *aes_ce_ctx(struct crypto_tfm *tfm)
{
	return static_cast<struct crypto_aes_ctx *>(crypto_tfm_ctx(tfm));
}

int aes_ce_setkey(struct crypto_tfm *tfm, const u8 *in_key, unsigned int key_len)
{
	return aes_expandkey(aes_ce_ctx(tfm), in_key, key_len);
}

void aes_ce_cipher_encrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	const struct crypto_aes_ctx *ctx = aes_ce_ctx(tfm);

	if (!crypto_simd_usable()) {
		aes_encrypt(ctx, dst, src);
		return;
	}
	kernel_neon_begin();
	ce_aes_encrypt_block(ctx, dst, src);
	kernel_neon_end();
}

void aes_ce_cipher_decrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	const struct crypto_aes_ctx *ctx = aes_ce_ctx(tfm);

	if (!crypto_simd_usable()) {
		aes_decrypt(ctx, dst, src);
		return;
	}
	kernel_neon_begin();
	ce_aes_decrypt_block(ctx, dst, src);
	kernel_neon_end();
}

struct crypto_alg aes_ce_alg = {
	.cra_flags = CRYPTO_ALG_TYPE_CIPHER,
	.cra_blocksize = AES_BLOCK_SIZE,
	.cra_ctxsize = sizeof(struct crypto_aes_ctx),
	.cra_priority = 250,
	.cra_name = "aes",
	.cra_driver_name = "aes-ce",
	.cra_u = { .cipher = {
		.cia_min_keysize = AES_MIN_KEY_SIZE,
		.cia_max_keysize = AES_MAX_KEY_SIZE,
		.cia_setkey = aes_ce_setkey,
		.cia_encrypt = aes_ce_cipher_encrypt,
		.cia_decrypt = aes_ce_cipher_decrypt,
	} },
	.cra_module = THIS_MODULE,
};
bool aes_ce_alg_registered;

// module_cpu_feature_match(AES, ...) in 6.12; ASIMD too, which every CPU with AES has, so
// masking asimd leaves the generic code.
int aes_ce_cipher_init()
{
	if (!cpu_have_named_feature(ASIMD) || !cpu_have_named_feature(AES))
		return -ENODEV;
	int err = crypto_register_alg(&aes_ce_alg);
	aes_ce_alg_registered = !err;
	return err;
}

void aes_ce_cipher_exit()
{
	if (aes_ce_alg_registered)
		crypto_unregister_alg(&aes_ce_alg);
	aes_ce_alg_registered = false;
}

} // namespace

late_initcall(aes_ce_cipher_init);
module_exit(aes_ce_cipher_exit);

MODULE_DESCRIPTION("Synchronous AES cipher using ARMv8 Crypto Extensions");
MODULE_LICENSE("GPL");
MODULE_ALIAS_CRYPTO("aes");
