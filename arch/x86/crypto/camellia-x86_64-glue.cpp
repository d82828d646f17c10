// SPDX-License-Identifier: GPL-2.0-only
// The x86_64 "camellia-asm" cipher at 6.12's priority, one block over the table routines; its
// "ecb-camellia-asm" and "cbc-camellia-asm" skciphers are ecb-cbc-x86-tables.cpp's table lines.
#include <crypto/algapi.h>
#include <linux/crypto.h>
#include <linux/init.h>
#include <linux/module.h>

#include "camellia-x86.h"

namespace {

using namespace ukc::x86;

int camellia_asm_setkey(struct crypto_tfm *tfm, const u8 *key, unsigned int key_len)
{
	return ukc_camellia_setkey(static_cast<struct camellia_ctx *>(crypto_tfm_ctx(tfm)), key,
				   key_len);
}

void camellia_asm_encrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	camellia_enc_blk(static_cast<const struct camellia_ctx *>(crypto_tfm_ctx(tfm)), dst, src);
}

void camellia_asm_decrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	camellia_dec_blk(static_cast<const struct camellia_ctx *>(crypto_tfm_ctx(tfm)), dst, src);
}

struct crypto_alg camellia_asm_cipher = {
	.cra_flags = CRYPTO_ALG_TYPE_CIPHER,
	.cra_blocksize = CAMELLIA_BLOCK_SIZE,
	.cra_ctxsize = sizeof(struct camellia_ctx),
	.cra_priority = 200,
	.cra_name = "camellia",
	.cra_driver_name = "camellia-asm",
	.cra_u = {.cipher = {
		.cia_min_keysize = CAMELLIA_MIN_KEY_SIZE,
		.cia_max_keysize = CAMELLIA_MAX_KEY_SIZE,
		.cia_setkey = camellia_asm_setkey,
		.cia_encrypt = camellia_asm_encrypt,
		.cia_decrypt = camellia_asm_decrypt,
	}},
	.cra_module = THIS_MODULE,
};

// 6.12 also refuses Pentium 4, where 64-bit rotates are slow; no such CPU runs x86-64-v2
// userspace worth measuring, so this registers on every x86_64.
int camellia_asm_init()
{
	return crypto_register_alg(&camellia_asm_cipher);
}

void camellia_asm_exit()
{
	crypto_unregister_alg(&camellia_asm_cipher);
}

} // namespace

module_init(camellia_asm_init);
module_exit(camellia_asm_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Camellia Cipher Algorithm, asm optimized");
MODULE_ALIAS_CRYPTO("camellia");
MODULE_ALIAS_CRYPTO("camellia-asm");
