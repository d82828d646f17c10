// SPDX-License-Identifier: GPL-2.0-only
// The "ghash-generic" shash: GHASH_H (NIST SP 800-38D section 6.4) over gf128mul_4k_lle().

#include <crypto/ghash.h>
#include <crypto/internal/hash.h>
#include <crypto/utils.h>
#include <linux/crypto.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/string.h>

#include "shared/ghash_buffer.h"

namespace {

struct ghash_ctx *ghash_tfm_ctx(struct crypto_shash *tfm)
{
	return static_cast<struct ghash_ctx *>(crypto_shash_ctx(tfm));
}

struct ghash_desc_ctx *ghash_state(struct shash_desc *desc)
{
	return static_cast<struct ghash_desc_ctx *>(shash_desc_ctx(desc));
}

// Y = Y * H: the accumulator block times the hash subkey.
void ghash_mul(struct ghash_desc_ctx *dctx, const struct ghash_ctx *ctx)
{
	be128 y;

	memcpy(&y, dctx->buffer, sizeof(y));
	gf128mul_4k_lle(&y, ctx->gf128);
	memcpy(dctx->buffer, &y, sizeof(y));
	memzero_explicit(&y, sizeof(y));
}

int ghash_init(struct shash_desc *desc)
{
	struct ghash_desc_ctx *dctx = ghash_state(desc);

	memset(dctx, 0, sizeof(*dctx));
	return 0;
}

// The key is the hash subkey H itself, one block, prepared as a multiplier. A key that cannot
// be prepared (no memory) leaves the previous one in place.
int ghash_setkey(struct crypto_shash *tfm, const u8 *key, unsigned int keylen)
{
	struct ghash_ctx *ctx = ghash_tfm_ctx(tfm);
	be128 h;

	if (keylen != GHASH_BLOCK_SIZE)
		return -EINVAL;
	memcpy(&h, key, GHASH_BLOCK_SIZE);
	struct gf128mul_4k *gf128 = gf128mul_init_4k_lle(&h);
	memzero_explicit(&h, sizeof(h));
	if (!gf128)
		return -ENOMEM;
	gf128mul_free_4k(ctx->gf128);
	ctx->gf128 = gf128;
	return 0;
}

void ghash_exit_tfm(struct crypto_tfm *tfm)
{
	struct ghash_ctx *ctx = static_cast<struct ghash_ctx *>(crypto_tfm_ctx(tfm));

	gf128mul_free_4k(ctx->gf128);
}

// Y_i = (Y_(i-1) ^ X_i) * H for whole blocks (section 6.4).
void ghash_blocks(struct ghash_desc_ctx *dctx, const struct ghash_ctx *ctx, const u8 *src,
		  unsigned int blocks)
{
	for (; blocks; blocks--, src += GHASH_BLOCK_SIZE) {
		crypto_xor(dctx->buffer, src, GHASH_BLOCK_SIZE);
		ghash_mul(dctx, ctx);
	}
}

int ghash_update(struct shash_desc *desc, const u8 *src, unsigned int srclen)
{
	struct ghash_desc_ctx *dctx = ghash_state(desc);
	const struct ghash_ctx *ctx = ghash_tfm_ctx(desc->tfm);

	ukc::ghash_buffered_update(dctx, src, srclen, [&](const u8 *p, unsigned int n) {
		ghash_blocks(dctx, ctx, p, n);
	});
	return 0;
}

int ghash_final(struct shash_desc *desc, u8 *dst)
{
	struct ghash_desc_ctx *dctx = ghash_state(desc);
	const struct ghash_ctx *ctx = ghash_tfm_ctx(desc->tfm);

	ukc::ghash_buffered_final(
		dctx, dst, [&](const u8 *p, unsigned int n) { ghash_blocks(dctx, ctx, p, n); });
	return 0;
}

struct shash_alg ghash_alg = {
	.init = ghash_init,
	.update = ghash_update,
	.final = ghash_final,
	.setkey = ghash_setkey,
	.descsize = sizeof(struct ghash_desc_ctx),
	.digestsize = GHASH_DIGEST_SIZE,
	.base = {
		.cra_blocksize = GHASH_BLOCK_SIZE,
		.cra_ctxsize = sizeof(struct ghash_ctx),
		.cra_priority = 100,
		.cra_name = "ghash",
		.cra_driver_name = "ghash-generic",
		.cra_exit = ghash_exit_tfm,
		.cra_module = THIS_MODULE,
	},
};

int ghash_mod_init(void)
{
	return crypto_register_shash(&ghash_alg);
}

void ghash_mod_exit(void)
{
	crypto_unregister_shash(&ghash_alg);
}

} // namespace

subsys_initcall(ghash_mod_init);
module_exit(ghash_mod_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("GHASH hash function");
MODULE_ALIAS_CRYPTO("ghash");
MODULE_ALIAS_CRYPTO("ghash-generic");
