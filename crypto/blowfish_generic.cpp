// SPDX-License-Identifier: GPL-2.0-only
// The "blowfish-generic" cipher: 64-bit blocks as two big-endian words, 32 to 448-bit keys.
#include <crypto/algapi.h>
#include <crypto/blowfish.h>
#include <linux/crypto.h>
#include <linux/module.h>
#include <linux/unaligned.h>

#include "blowfish_common.h"

namespace {

void bf_crypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src, bool decrypt)
{
	const auto *ctx = static_cast<const struct bf_ctx *>(crypto_tfm_ctx(tfm));
	u32 l = get_unaligned_be32(src), r = get_unaligned_be32(src + 4);

	ukc::blowfish_crypt_words(ctx, l, r, decrypt);
	put_unaligned_be32(l, dst);
	put_unaligned_be32(r, dst + 4);
}

void bf_encrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	bf_crypt(tfm, dst, src, false);
}

void bf_decrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	bf_crypt(tfm, dst, src, true);
}

struct crypto_alg bf_alg = {
	.cra_flags = CRYPTO_ALG_TYPE_CIPHER,
	.cra_blocksize = BF_BLOCK_SIZE,
	.cra_ctxsize = sizeof(struct bf_ctx),
	.cra_priority = 100,
	.cra_name = "blowfish",
	.cra_driver_name = "blowfish-generic",
	.cra_u = {.cipher = {
		.cia_min_keysize = BF_MIN_KEY_SIZE,
		.cia_max_keysize = BF_MAX_KEY_SIZE,
		.cia_setkey = blowfish_setkey,
		.cia_encrypt = bf_encrypt,
		.cia_decrypt = bf_decrypt,
	}},
	.cra_module = THIS_MODULE,
};

int blowfish_mod_init()
{
	return crypto_register_alg(&bf_alg);
}

void blowfish_mod_fini()
{
	crypto_unregister_alg(&bf_alg);
}

} // namespace

subsys_initcall(blowfish_mod_init);
module_exit(blowfish_mod_fini);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Blowfish Cipher Algorithm");
MODULE_ALIAS_CRYPTO("blowfish");
MODULE_ALIAS_CRYPTO("blowfish-generic");
