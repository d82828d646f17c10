// SPDX-License-Identifier: GPL-2.0-only
// The "arc4" lskcipher (driver "arc4-generic"), which 6.12 keeps, obsolete, for the users of
// "ecb(arc4)": the stream state travels with the request, so a message may come in pieces.

#include <crypto/arc4.h>
#include <crypto/internal/skcipher.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/string.h>

#include <cerrno>
#include <cstdlib>
#include <unistd.h>

namespace {

struct arc4_ctx *arc4_tfm_ctx(struct crypto_lskcipher *tfm)
{
	return static_cast<struct arc4_ctx *>(crypto_lskcipher_ctx(tfm));
}

int arc4_lsk_setkey(struct crypto_lskcipher *tfm, const u8 *key, unsigned int keylen)
{
	return arc4_setkey(arc4_tfm_ctx(tfm), key, keylen);
}

// @siv holds the stream state: a request that does not continue an earlier one starts from
// the state the key set up.
int arc4_lsk_crypt(struct crypto_lskcipher *tfm, const u8 *src, u8 *dst, unsigned int len, u8 *siv,
		   u32 flags)
{
	auto *state = reinterpret_cast<struct arc4_ctx *>(siv);

	if (!(flags & CRYPTO_LSKCIPHER_FLAG_CONT))
		memcpy(state, arc4_tfm_ctx(tfm), sizeof(*state));
	arc4_crypt(state, dst, src, len);
	return 0;
}

// 6.12 names the program that still uses it, each time a tfm is made.
int arc4_lsk_init(struct crypto_lskcipher *tfm)
{
	pr_warn("\"%s\" (%ld) uses obsolete ecb(arc4) skcipher\n", program_invocation_short_name,
		static_cast<long>(getpid()));
	return 0;
}

struct lskcipher_alg arc4_alg = {
	.setkey = arc4_lsk_setkey,
	.encrypt = arc4_lsk_crypt,
	.decrypt = arc4_lsk_crypt,
	.init = arc4_lsk_init,
	.co = {
		.min_keysize = ARC4_MIN_KEY_SIZE,
		.max_keysize = ARC4_MAX_KEY_SIZE,
		.statesize = sizeof(struct arc4_ctx),
		.base = {
			.cra_blocksize = ARC4_BLOCK_SIZE,
			.cra_ctxsize = sizeof(struct arc4_ctx),
			.cra_alignmask = __alignof__(struct arc4_ctx) - 1,
			.cra_priority = 100,
			.cra_name = "arc4",
			.cra_driver_name = "arc4-generic",
			.cra_module = THIS_MODULE,
		},
	},
};

int arc4_mod_init(void)
{
	return crypto_register_lskcipher(&arc4_alg);
}

void arc4_mod_exit(void)
{
	crypto_unregister_lskcipher(&arc4_alg);
}

} // namespace

subsys_initcall(arc4_mod_init);
module_exit(arc4_mod_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("ARC4 Cipher Algorithm");
MODULE_ALIAS_CRYPTO("ecb(arc4)");
