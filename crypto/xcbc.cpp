// SPDX-License-Identifier: GPL-2.0-only
// The xcbc template: AES-XCBC-MAC (RFC 3566) over a block cipher of 16-byte blocks,
// "xcbc(aes)", on the chaining of the cmac template.
#include <linux/module.h>
#include <linux/string.h>

#include "cmac_priv.h"

namespace {

constexpr unsigned int xcbc_block_size = 16;

// RFC 3566 section 4: K1 = E(K, 0x01^16) keys the chaining, K2 = E(K, 0x02^16) goes into a
// full last block, K3 = E(K, 0x03^16) into a padded one.
int xcbc_setkey(struct crypto_shash *parent, const u8 *key, unsigned int keylen)
{
	struct ukc::cmac::tfm_ctx *ctx = ukc::cmac::tfm_ctx_of(parent);
	u8 k[3][xcbc_block_size];
	int err = crypto_cipher_setkey(ctx->child, key, keylen);

	if (err)
		return err;
	for (int i = 0; i < 3; i++) {
		memset(k[i], i + 1, xcbc_block_size);
		crypto_cipher_encrypt_one(ctx->child, k[i], k[i]);
	}
	memcpy(ctx->consts, k[1], 2 * xcbc_block_size);
	err = crypto_cipher_setkey(ctx->child, k[0], xcbc_block_size);
	memzero_explicit(k, sizeof(k));
	return err;
}

bool xcbc_block_size_ok(unsigned int bs)
{
	return bs == xcbc_block_size;
}

void xcbc_fill(struct shash_instance *inst, struct crypto_alg *cipher)
{
	ukc::cmac::fill_instance(inst, cipher, xcbc_setkey);
}

int xcbc_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	return ukc::cmac::create_cipher_mac(tmpl, tb, xcbc_block_size_ok, xcbc_fill);
}

struct crypto_template xcbc_tmpl = {
	.module = THIS_MODULE,
	.create = xcbc_create,
	.name = "xcbc",
};

int xcbc_module_init()
{
	return crypto_register_template(&xcbc_tmpl);
}

void xcbc_module_exit()
{
	crypto_unregister_template(&xcbc_tmpl);
}

} // namespace

subsys_initcall(xcbc_module_init);
module_exit(xcbc_module_exit);
