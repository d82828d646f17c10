// SPDX-License-Identifier: GPL-2.0-only
// The arm64 SM4 drivers with the Armv8 SM4 instructions, at 6.12's names and priorities: the
// "sm4-ce" cipher of its sm4-ce-cipher-glue.c (300) and the ecb, cbc, ctr, cts(cbc) and xts
// skciphers of its sm4-ce-glue.c ("*-sm4-ce", 400).
#include <asm/neon.h>
#include <crypto/algapi.h>
#include <crypto/internal/simd.h>
#include <crypto/xts.h>
#include <linux/init.h>
#include <linux/kernel.h>

#include "sm4-glue.h"
#include <asm/cpufeature.h>

namespace {

using namespace ukc::arm64;

struct sm4_ctx *sm4_ce_ctx(struct crypto_tfm *tfm)
{
	return static_cast<struct sm4_ctx *>(crypto_tfm_ctx(tfm));
}

int sm4_ce_cipher_setkey(struct crypto_tfm *tfm, const u8 *key, unsigned int len)
{
	return sm4_expandkey(sm4_ce_ctx(tfm), key, len);
}

// As 6.12's: the generic block function where SIMD is not usable.
template <sm4_arm64_block *Ce, bool Enc>
void sm4_ce_cipher_crypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	const struct sm4_ctx *ctx = sm4_ce_ctx(tfm);

	if (!crypto_simd_usable()) {
		sm4_crypt_block(Enc ? ctx->rkey_enc : ctx->rkey_dec, dst, src);
		return;
	}
	kernel_neon_begin();
	Ce(ctx, dst, src);
	kernel_neon_end();
}

struct crypto_alg sm4_ce_alg = {
	.cra_flags = CRYPTO_ALG_TYPE_CIPHER,
	.cra_blocksize = SM4_BLOCK_SIZE,
	.cra_ctxsize = sizeof(struct sm4_ctx),
	.cra_priority = 300,
	.cra_name = "sm4",
	.cra_driver_name = "sm4-ce",
	.cra_u = { .cipher = {
		.cia_min_keysize = SM4_KEY_SIZE,
		.cia_max_keysize = SM4_KEY_SIZE,
		.cia_setkey = sm4_ce_cipher_setkey,
		.cia_encrypt = sm4_ce_cipher_crypt<sm4_ce_encrypt_block, true>,
		.cia_decrypt = sm4_ce_cipher_crypt<sm4_ce_decrypt_block, false>,
	} },
	.cra_module = THIS_MODULE,
};
bool sm4_ce_alg_registered;

// 6.12's sm4_xts_ctx: key1 encrypts the data, key2 the tweak.
struct sm4_ce_xts_ctx {
	struct sm4_ctx key1;
	struct sm4_ctx key2;
};

static_assert(std::is_standard_layout_v<sm4_ce_xts_ctx>);

// Key1 || Key2 (IEEE 1619-2018 5.1), refused as xts_verify_key() refuses it.
int sm4_ce_xts_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int len)
{
	sm4_ce_xts_ctx *ctx = static_cast<sm4_ce_xts_ctx *>(crypto_skcipher_ctx(tfm));
	int err = xts_verify_key(tfm, key, len);

	if (err)
		return err;
	err = sm4_expandkey(&ctx->key1, key, len / 2);
	if (err)
		return err;
	return sm4_expandkey(&ctx->key2, key + len / 2, len / 2);
}

constexpr unsigned int sm4_ce_nalgs = 5;

// 6.12's sm4_algs[] in its order; the walks are aes-glue.h's over struct sm4_ctx.
constexpr sm4_arm64_row sm4_ce_rows[sm4_ce_nalgs] = {
	{ "ecb(sm4)", "ecb-sm4-ce", 400, SM4_BLOCK_SIZE, 0,
	  aes_arm64_blocks<sm4_ce_ecb_encrypt, struct sm4_ctx>,
	  aes_arm64_blocks<sm4_ce_ecb_decrypt, struct sm4_ctx> },
	{ "cbc(sm4)", "cbc-sm4-ce", 400, SM4_BLOCK_SIZE, SM4_BLOCK_SIZE,
	  aes_arm64_blocks<sm4_ce_cbc_encrypt, struct sm4_ctx>,
	  aes_arm64_blocks<sm4_ce_cbc_decrypt, struct sm4_ctx> },
	{ "ctr(sm4)", "ctr-sm4-ce", 400, 1, SM4_BLOCK_SIZE,
	  aes_arm64_ctr<sm4_ce_ctr_encrypt, struct sm4_ctx>,
	  aes_arm64_ctr<sm4_ce_ctr_encrypt, struct sm4_ctx> },
	{ "cts(cbc(sm4))", "cts-cbc-sm4-ce", 400, SM4_BLOCK_SIZE, SM4_BLOCK_SIZE,
	  aes_arm64_cts<sm4_ce_cbc_encrypt, sm4_ce_cbc_cts_encrypt, struct sm4_ctx>,
	  aes_arm64_cts<sm4_ce_cbc_decrypt, sm4_ce_cbc_cts_decrypt, struct sm4_ctx> },
	{ "xts(sm4)", "xts-sm4-ce", 400, SM4_BLOCK_SIZE, SM4_BLOCK_SIZE,
	  aes_arm64_xts<sm4_ce_encrypt_block, sm4_ce_xts_encrypt, sm4_ce_xts_ctx>,
	  aes_arm64_xts<sm4_ce_encrypt_block, sm4_ce_xts_decrypt, sm4_ce_xts_ctx> },
};

struct skcipher_alg sm4_ce_algs[sm4_ce_nalgs];
bool sm4_ce_registered;

// cts and xts: 6.12's two-block walks; xts its two keys.
void sm4_ce_fill_all()
{
	for (size_t i = 0; i < sm4_ce_nalgs; i++)
		sm4_arm64_fill(&sm4_ce_algs[i], sm4_ce_rows[i]);
	sm4_ce_algs[3].walksize = 2 * SM4_BLOCK_SIZE;
	sm4_ce_algs[4].walksize = 2 * SM4_BLOCK_SIZE;
	sm4_ce_algs[4].base.cra_ctxsize = sizeof(sm4_ce_xts_ctx);
	sm4_ce_algs[4].min_keysize = 2 * SM4_KEY_SIZE;
	sm4_ce_algs[4].max_keysize = 2 * SM4_KEY_SIZE;
	sm4_ce_algs[4].setkey = sm4_ce_xts_setkey;
}

// module_cpu_feature_match(SM4, ...) in 6.12, for both; ASIMD too (every CPU with SM4 has
// it), so masking asimd leaves the generic code.
bool sm4_ce_have()
{
	return cpu_have_named_feature(ASIMD) && cpu_have_named_feature(SM4);
}

int sm4_ce_cipher_init()
{
	if (!sm4_ce_have())
		return -ENODEV;
	int err = crypto_register_alg(&sm4_ce_alg);
	sm4_ce_alg_registered = !err;
	return err;
}

void sm4_ce_cipher_exit()
{
	if (sm4_ce_alg_registered)
		crypto_unregister_alg(&sm4_ce_alg);
	sm4_ce_alg_registered = false;
}

int sm4_ce_mod_init()
{
	if (!sm4_ce_have())
		return -ENODEV;
	sm4_ce_fill_all();
	int err = crypto_register_skciphers(sm4_ce_algs, sm4_ce_nalgs);
	sm4_ce_registered = !err;
	return err;
}

void sm4_ce_mod_exit()
{
	if (sm4_ce_registered)
		crypto_unregister_skciphers(sm4_ce_algs, sm4_ce_nalgs);
	sm4_ce_registered = false;
}

} // namespace

late_initcall(sm4_ce_cipher_init);
module_exit(sm4_ce_cipher_exit);
late_initcall(sm4_ce_mod_init);
module_exit(sm4_ce_mod_exit);

MODULE_DESCRIPTION("SM4 cipher and ECB/CBC/CTR/CTS/XTS using ARMv8 Crypto Extensions");
MODULE_LICENSE("GPL");
MODULE_ALIAS_CRYPTO("sm4");
MODULE_ALIAS_CRYPTO("sm4-ce");
MODULE_ALIAS_CRYPTO("ecb(sm4)");
MODULE_ALIAS_CRYPTO("cbc(sm4)");
MODULE_ALIAS_CRYPTO("ctr(sm4)");
MODULE_ALIAS_CRYPTO("cts(cbc(sm4))");
MODULE_ALIAS_CRYPTO("xts(sm4)");
