// SPDX-License-Identifier: GPL-2.0-only
// The SM4 MACs of 6.12's sm4-ce-glue.c, "cmac-sm4-ce", "xcbc-sm4-ce" and "cbcmac-sm4-ce"
// (priority 400): CBC-MAC chains with the SM4 instructions, and the finals of CMAC and XCBC.
#include <asm/neon.h>
#include <crypto/internal/hash.h>
#include <crypto/sm4.h>
#include <crypto/utils.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>

#include <asm/cpufeature.h>
#include "cmac_priv.h"
#include "sm4-arm64.h"

#include <cstddef>

namespace {

using namespace ukc::arm64;

// @key encrypts the chain; @consts are what the last block is xored with: CMAC's K1 and K2 (SP
// 800-38B 6.1), XCBC's K2 and K3 (RFC 3566 section 4), for a whole and a padded last block.
struct sm4_mac_ctx {
	struct sm4_ctx key;
	u8 consts[2][SM4_BLOCK_SIZE];
};

static_assert(std::is_standard_layout_v<sm4_mac_ctx>);

// @mac is the chain with the @len (0 to 16) bytes of the block not yet encrypted xored in. The
// last block waits for more data or final, which CMAC and XCBC treat apart.
struct sm4_mac_desc {
	u8 mac[SM4_BLOCK_SIZE];
	unsigned int len;
};

sm4_mac_ctx *sm4_mac_ctx_of(struct crypto_shash *tfm)
{
	return static_cast<sm4_mac_ctx *>(crypto_shash_ctx(tfm));
}

sm4_mac_desc *sm4_mac_desc_of(struct shash_desc *desc)
{
	return static_cast<sm4_mac_desc *>(shash_desc_ctx(desc));
}

int sm4_cbcmac_setkey(struct crypto_shash *tfm, const u8 *key, unsigned int len)
{
	return sm4_expandkey(&sm4_mac_ctx_of(tfm)->key, key, len);
}

// SP 800-38B 6.1: L = E(K, 0^128), K1 = dbl(L), K2 = dbl(K1), dbl as the cmac template's.
int sm4_cmac_setkey(struct crypto_shash *tfm, const u8 *key, unsigned int len)
{
	sm4_mac_ctx *ctx = sm4_mac_ctx_of(tfm);
	u8 l[SM4_BLOCK_SIZE] = {};
	int err = sm4_expandkey(&ctx->key, key, len);

	if (err)
		return err;
	kernel_neon_begin();
	sm4_ce_encrypt_block(&ctx->key, l, l);
	kernel_neon_end();
	ukc::cmac::double_block(ctx->consts[0], l, SM4_BLOCK_SIZE);
	ukc::cmac::double_block(ctx->consts[1], ctx->consts[0], SM4_BLOCK_SIZE);
	memzero_explicit(l, sizeof(l));
	return 0;
}

// RFC 3566 section 4: K1 = E(K, 0x01^16) keys the chain, K2 = E(K, 0x02^16) and
// K3 = E(K, 0x03^16) finish it.
int sm4_xcbc_setkey(struct crypto_shash *tfm, const u8 *key, unsigned int len)
{
	sm4_mac_ctx *ctx = sm4_mac_ctx_of(tfm);
	u8 k1[SM4_BLOCK_SIZE];
	int err = sm4_expandkey(&ctx->key, key, len);

	if (err)
		return err;
	memset(k1, 1, sizeof(k1));
	memset(ctx->consts[0], 2, SM4_BLOCK_SIZE);
	memset(ctx->consts[1], 3, SM4_BLOCK_SIZE);
	kernel_neon_begin();
	sm4_ce_encrypt_block(&ctx->key, k1, k1);
	sm4_ce_encrypt_block(&ctx->key, ctx->consts[0], ctx->consts[0]);
	sm4_ce_encrypt_block(&ctx->key, ctx->consts[1], ctx->consts[1]);
	kernel_neon_end();
	err = sm4_expandkey(&ctx->key, k1, sizeof(k1));
	memzero_explicit(k1, sizeof(k1));
	return err;
}

int sm4_mac_init(struct shash_desc *desc)
{
	*sm4_mac_desc_of(desc) = {};
	return 0;
}

// A waiting block is encrypted only once more data follows it; whole blocks go through the
// chain in one call, all but the data's last byte.
int sm4_mac_update(struct shash_desc *desc, const u8 *p, unsigned int len)
{
	const sm4_mac_ctx *ctx = sm4_mac_ctx_of(desc->tfm);
	sm4_mac_desc *d = sm4_mac_desc_of(desc);

	while (len) {
		if (d->len == SM4_BLOCK_SIZE) {
			kernel_neon_begin();
			sm4_ce_encrypt_block(&ctx->key, d->mac, d->mac);
			kernel_neon_end();
			d->len = 0;
		}
		if (d->len == 0 && len > SM4_BLOCK_SIZE) {
			const unsigned int blocks = (len - 1) / SM4_BLOCK_SIZE;

			kernel_neon_begin();
			sm4_ce_mac_update(&ctx->key, d->mac, p, blocks);
			kernel_neon_end();
			p += blocks * SM4_BLOCK_SIZE;
			len -= blocks * SM4_BLOCK_SIZE;
		}
		const unsigned int n = min(len, SM4_BLOCK_SIZE - d->len);

		crypto_xor(d->mac + d->len, p, n);
		d->len += n;
		p += n;
		len -= n;
	}
	return 0;
}

// CMAC (SP 800-38B 6.2 steps 4-6) and XCBC (RFC 3566 section 4 steps 3-4): a whole last block
// xored with consts[0], else padded with 10* and xored with consts[1], then encrypted.
int sm4_cmac_final(struct shash_desc *desc, u8 *out)
{
	const sm4_mac_ctx *ctx = sm4_mac_ctx_of(desc->tfm);
	sm4_mac_desc *d = sm4_mac_desc_of(desc);
	const bool whole = d->len == SM4_BLOCK_SIZE;

	if (!whole)
		d->mac[d->len] ^= 0x80;
	crypto_xor(d->mac, ctx->consts[whole ? 0 : 1], SM4_BLOCK_SIZE);
	kernel_neon_begin();
	sm4_ce_encrypt_block(&ctx->key, out, d->mac);
	kernel_neon_end();
	return 0;
}

// CBC-MAC of a message that need not fill its last block: the bytes there are chained as if
// padded with zeros, as 6.12's cbcmac template does for CCM.
int sm4_cbcmac_final(struct shash_desc *desc, u8 *out)
{
	const sm4_mac_ctx *ctx = sm4_mac_ctx_of(desc->tfm);
	sm4_mac_desc *d = sm4_mac_desc_of(desc);

	kernel_neon_begin();
	if (d->len)
		sm4_ce_encrypt_block(&ctx->key, d->mac, d->mac);
	kernel_neon_end();
	memcpy(out, d->mac, SM4_BLOCK_SIZE);
	return 0;
}

struct sm4_mac_row {
	const char *cra_name, *cra_driver_name;
	unsigned int cra_blocksize, cra_ctxsize;
	int (*final)(struct shash_desc *desc, u8 *out);
	int (*setkey)(struct crypto_shash *tfm, const u8 *key, unsigned int keylen);
};

// 6.12's sm4_mac_algs[] in its order: cbcmac has no constants and, like its template, a block
// size of 1.
constexpr sm4_mac_row sm4_mac_rows[] = {
	{ "cmac(sm4)", "cmac-sm4-ce", SM4_BLOCK_SIZE, sizeof(sm4_mac_ctx), sm4_cmac_final,
	  sm4_cmac_setkey },
	{ "xcbc(sm4)", "xcbc-sm4-ce", SM4_BLOCK_SIZE, sizeof(sm4_mac_ctx), sm4_cmac_final,
	  sm4_xcbc_setkey },
	{ "cbcmac(sm4)", "cbcmac-sm4-ce", 1, offsetof(sm4_mac_ctx, consts), sm4_cbcmac_final,
	  sm4_cbcmac_setkey },
};
constexpr unsigned int sm4_mac_nalgs = ARRAY_SIZE(sm4_mac_rows);

struct shash_alg sm4_mac_algs[sm4_mac_nalgs];
bool sm4_mac_registered;

void sm4_mac_fill(struct shash_alg *alg, const sm4_mac_row &r)
{
	*alg = {};
	strscpy(alg->base.cra_name, r.cra_name, sizeof(alg->base.cra_name));
	strscpy(alg->base.cra_driver_name, r.cra_driver_name, sizeof(alg->base.cra_driver_name));
	alg->base.cra_priority = 400;
	alg->base.cra_blocksize = r.cra_blocksize;
	alg->base.cra_ctxsize = r.cra_ctxsize;
	alg->base.cra_module = THIS_MODULE;
	alg->digestsize = SM4_BLOCK_SIZE;
	alg->descsize = sizeof(sm4_mac_desc);
	alg->init = sm4_mac_init;
	alg->update = sm4_mac_update;
	alg->final = r.final;
	alg->setkey = r.setkey;
}

// As sm4-ce-glue.cpp: module_cpu_feature_match(SM4, ...) in 6.12, and ASIMD.
int sm4_mac_mod_init()
{
	if (!cpu_have_named_feature(ASIMD) || !cpu_have_named_feature(SM4))
		return -ENODEV;
	for (unsigned int i = 0; i < sm4_mac_nalgs; i++)
		sm4_mac_fill(&sm4_mac_algs[i], sm4_mac_rows[i]);
	int err = crypto_register_shashes(sm4_mac_algs, sm4_mac_nalgs);

	sm4_mac_registered = !err;
	return err;
}

void sm4_mac_mod_exit()
{
	if (sm4_mac_registered)
		crypto_unregister_shashes(sm4_mac_algs, sm4_mac_nalgs);
	sm4_mac_registered = false;
}

} // namespace

late_initcall(sm4_mac_mod_init);
module_exit(sm4_mac_mod_exit);

MODULE_DESCRIPTION("SM4 CMAC, XCBC and CBC-MAC using ARMv8 Crypto Extensions");
MODULE_LICENSE("GPL");
MODULE_ALIAS_CRYPTO("cmac(sm4)");
MODULE_ALIAS_CRYPTO("xcbc(sm4)");
MODULE_ALIAS_CRYPTO("cbcmac(sm4)");
