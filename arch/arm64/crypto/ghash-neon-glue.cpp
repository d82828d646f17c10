// SPDX-License-Identifier: GPL-2.0-only
// The "ghash-neon" shash of 6.12's ghash-ce-glue.c (priority 150): where gcm-aes-ce is not
// registered, the gcm template over it gives gcm(aes) its GHASH half.
#include <asm/neon.h>
#include <crypto/ghash.h>
#include <crypto/internal/hash.h>
#include <crypto/internal/simd.h>
#include <crypto/utils.h>
#include <linux/crypto.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/string.h>

#include <asm/cpufeature.h>
#include "ghash-ce.h"
#include "shared/ghash_buffer.h"

namespace {

// PMULL's 64-bit multiply where the CPU has it, else Advanced SIMD's 8-bit one; chosen once, at
// registration.
void (*ghash_neon_update_blocks)(u8 *y, const u8 *src, unsigned int blocks, const u8 *h);

// The key is H as given (one block, GCM's byte order), as 6.12's glue keeps its own key
// (ghash-generic's context holds a prepared multiplier instead); gf128mul_lle() reads the same
// bytes as its be128, so the fallback multiplies by it directly.
struct ghash_neon_key {
	be128 key;
};

struct ghash_neon_key *ghash_neon_ctx(struct crypto_shash *tfm)
{
	return static_cast<struct ghash_neon_key *>(crypto_shash_ctx(tfm));
}

struct ghash_desc_ctx *ghash_neon_state(struct shash_desc *desc)
{
	return static_cast<struct ghash_desc_ctx *>(shash_desc_ctx(desc));
}

int ghash_neon_init(struct shash_desc *desc)
{
	memset(ghash_neon_state(desc), 0, sizeof(struct ghash_desc_ctx));
	return 0;
}

int ghash_neon_setkey(struct crypto_shash *tfm, const u8 *key, unsigned int keylen)
{
	if (keylen != GHASH_BLOCK_SIZE)
		return -EINVAL;
	memcpy(&ghash_neon_ctx(tfm)->key, key, GHASH_BLOCK_SIZE);
	return 0;
}

// Y = (Y ^ X) * H over whole blocks already xored into @dctx->buffer or in @src.
void ghash_neon_blocks(struct ghash_desc_ctx *dctx, const struct ghash_neon_key *ctx, const u8 *src,
		       unsigned int blocks)
{
	const u8 *h = reinterpret_cast<const u8 *>(&ctx->key);

	if (!crypto_simd_usable()) {
		for (; blocks; blocks--, src += GHASH_BLOCK_SIZE) {
			be128 y;

			crypto_xor(dctx->buffer, src, GHASH_BLOCK_SIZE);
			memcpy(&y, dctx->buffer, sizeof(y));
			gf128mul_lle(&y, &ctx->key);
			memcpy(dctx->buffer, &y, sizeof(y));
			memzero_explicit(&y, sizeof(y));
		}
		return;
	}
	kernel_neon_begin();
	ghash_neon_update_blocks(dctx->buffer, src, blocks, h);
	kernel_neon_end();
}

int ghash_neon_update(struct shash_desc *desc, const u8 *src, unsigned int srclen)
{
	struct ghash_desc_ctx *dctx = ghash_neon_state(desc);
	const struct ghash_neon_key *ctx = ghash_neon_ctx(desc->tfm);

	ukc::ghash_buffered_update(dctx, src, srclen, [&](const u8 *p, unsigned int n) {
		ghash_neon_blocks(dctx, ctx, p, n);
	});
	return 0;
}

int ghash_neon_final(struct shash_desc *desc, u8 *dst)
{
	struct ghash_desc_ctx *dctx = ghash_neon_state(desc);
	const struct ghash_neon_key *ctx = ghash_neon_ctx(desc->tfm);

	ukc::ghash_buffered_final(dctx, dst, [&](const u8 *p, unsigned int n) {
		ghash_neon_blocks(dctx, ctx, p, n);
	});
	return 0;
}

struct shash_alg ghash_neon_alg = {
	.init = ghash_neon_init,
	.update = ghash_neon_update,
	.final = ghash_neon_final,
	.setkey = ghash_neon_setkey,
	.descsize = sizeof(struct ghash_desc_ctx),
	.digestsize = GHASH_DIGEST_SIZE,
	.base = {
		.cra_blocksize = GHASH_BLOCK_SIZE,
		.cra_ctxsize = sizeof(struct ghash_neon_key),
		.cra_priority = 150,
		.cra_name = "ghash",
		.cra_driver_name = "ghash-neon",
		.cra_module = THIS_MODULE,
	},
};
bool ghash_neon_registered;

// 6.12's ghash-ce-glue.c registers either the gcm(aes) and rfc4106(gcm(aes)) AEADs (with PMULL)
// or this shash (without it, on the 8-bit polynomial multiply), never both. The AEADs here also
// need AES (gcm-aes-ce-glue.cpp), so this stands in wherever they are not registered: on the
// 8-bit multiply without PMULL, on PMULL with the AES instructions masked.
int ghash_neon_mod_init()
{
	if (!cpu_have_named_feature(ASIMD) ||
	    (cpu_have_named_feature(AES) && cpu_have_named_feature(PMULL)))
		return -ENODEV;
	ghash_neon_update_blocks = cpu_have_named_feature(PMULL) ? ukc::arm64::pmull_ghash_update
								 : ukc::arm64::neon_ghash_update;
	int err = crypto_register_shash(&ghash_neon_alg);
	ghash_neon_registered = !err;
	return err;
}

void ghash_neon_mod_exit()
{
	if (ghash_neon_registered)
		crypto_unregister_shash(&ghash_neon_alg);
	ghash_neon_registered = false;
}

} // namespace

late_initcall(ghash_neon_mod_init);
module_exit(ghash_neon_mod_exit);

MODULE_DESCRIPTION("GHASH using ARMv8 Crypto Extensions (PMULL) or NEON");
MODULE_LICENSE("GPL");
MODULE_ALIAS_CRYPTO("ghash");
