// SPDX-License-Identifier: GPL-2.0-only
// The "poly1305-generic" shash (RFC 8439 section 2.5): unkeyed, the one-time key is the first
// 32 bytes of the data, as the rfc7539 template feeds it.
#include <crypto/algapi.h>
#include <crypto/internal/hash.h>
#include <crypto/internal/poly1305.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/unaligned.h>

#include "ukc_poly1305_buf.h"

namespace {

struct poly1305_desc_ctx *poly1305_dctx(struct shash_desc *desc)
{
	return static_cast<struct poly1305_desc_ctx *>(shash_desc_ctx(desc));
}

int poly1305_shash_init(struct shash_desc *desc)
{
	struct poly1305_desc_ctx *dctx = poly1305_dctx(desc);

	poly1305_core_init(&dctx->h);
	dctx->buflen = 0;
	dctx->rset = 0;
	dctx->sset = false;
	return 0;
}

// Whole blocks of @len (the rest is the caller's), the key's blocks first.
void poly1305_shash_blocks(struct poly1305_desc_ctx *dctx, const u8 *src, unsigned int len)
{
	if (!dctx->sset) [[unlikely]] {
		unsigned int left = ukc::poly1305_shash_take_key(dctx, src, len);

		src += len - left;
		len = left;
	}
	poly1305_core_blocks(&dctx->h, &dctx->core_r, src, len / POLY1305_BLOCK_SIZE, 1);
}

int poly1305_shash_update(struct shash_desc *desc, const u8 *src, unsigned int len)
{
	ukc::poly1305_buffered_update(poly1305_dctx(desc), src, len, poly1305_shash_blocks);
	return 0;
}

// Fewer than 32 bytes of key given: -ENOKEY, as 6.12's.
int poly1305_shash_final(struct shash_desc *desc, u8 *out)
{
	struct poly1305_desc_ctx *dctx = poly1305_dctx(desc);

	if (!dctx->sset) [[unlikely]]
		return -ENOKEY;
	poly1305_final_generic(dctx, out);
	return 0;
}

struct shash_alg poly1305_alg = {
	.init = poly1305_shash_init,
	.update = poly1305_shash_update,
	.final = poly1305_shash_final,
	.descsize = sizeof(struct poly1305_desc_ctx),
	.digestsize = POLY1305_DIGEST_SIZE,
	.base = {
		.cra_blocksize = POLY1305_BLOCK_SIZE,
		.cra_priority = 100,
		.cra_name = "poly1305",
		.cra_driver_name = "poly1305-generic",
		.cra_module = THIS_MODULE,
	},
};

int poly1305_mod_init()
{
	return crypto_register_shash(&poly1305_alg);
}

void poly1305_mod_exit()
{
	crypto_unregister_shash(&poly1305_alg);
}

} // namespace

subsys_initcall(poly1305_mod_init);
module_exit(poly1305_mod_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Poly1305 authenticator");
MODULE_ALIAS_CRYPTO("poly1305");
MODULE_ALIAS_CRYPTO("poly1305-generic");
