// SPDX-License-Identifier: GPL-2.0-only
// The x86_64 Camellia drivers with 6.12's names and priorities: the "camellia-asm" cipher and
// the "ecb-camellia-asm" and "cbc-camellia-asm" skciphers over the table routines, two blocks
// at a time where two are left.
#include <crypto/algapi.h>
#include <crypto/internal/skcipher.h>
#include <linux/crypto.h>
#include <linux/init.h>
#include <linux/module.h>

#include "camellia-x86-glue.h"

namespace {

using namespace ukc::x86;

constexpr int camellia_asm_cipher_priority = 200;
constexpr int camellia_asm_priority = 300;

const camellia_tier camellia_asm_tier = {
	.steps = { { CAMELLIA_PARALLEL_BLOCKS, camellia_enc_blk_2way, camellia_dec_blk_2way },
		   { 1, camellia_enc_blk, camellia_dec_blk } },
	.fpu_blocks = 0,
};

int camellia_asm_setkey(struct crypto_tfm *tfm, const u8 *key, unsigned int key_len)
{
	return __camellia_setkey(static_cast<struct camellia_ctx *>(crypto_tfm_ctx(tfm)), key,
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
	.cra_priority = camellia_asm_cipher_priority,
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

struct skcipher_alg camellia_asm_algs[2];

constexpr const char *camellia_asm_names[2] = { "ecb(camellia)", "cbc(camellia)" };
constexpr const char *camellia_asm_drivers[2] = { "ecb-camellia-asm", "cbc-camellia-asm" };

// 6.12 also refuses Pentium 4, where 64-bit rotates are slow; no such CPU runs x86-64-v2
// userspace worth measuring, so this registers on every x86_64.
int camellia_asm_init()
{
	int err = crypto_register_alg(&camellia_asm_cipher);

	if (err)
		return err;
	camellia_fill_algs<camellia_asm_tier>(camellia_asm_algs, camellia_asm_names,
					      camellia_asm_drivers, camellia_asm_priority, 0);
	err = crypto_register_skciphers(camellia_asm_algs, ARRAY_SIZE(camellia_asm_algs));
	if (err)
		crypto_unregister_alg(&camellia_asm_cipher);
	return err;
}

void camellia_asm_exit()
{
	crypto_unregister_skciphers(camellia_asm_algs, ARRAY_SIZE(camellia_asm_algs));
	crypto_unregister_alg(&camellia_asm_cipher);
}

} // namespace

module_init(camellia_asm_init);
module_exit(camellia_asm_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Camellia Cipher Algorithm, asm optimized");
MODULE_ALIAS_CRYPTO("camellia");
MODULE_ALIAS_CRYPTO("camellia-asm");
