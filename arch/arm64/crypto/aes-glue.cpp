// SPDX-License-Identifier: GPL-2.0-only
// The arm64 AES skciphers of 6.12's aes-glue.c: ecb, cbc, ctr, xts, the fused cts(cbc(aes)) and
// essiv(cbc(aes),sha256), as "*-aes-ce" (300) with the Crypto Extensions and as "*-aes-neon"
// (200) with Advanced SIMD alone.
#include <crypto/aes.h>
#include <crypto/internal/skcipher.h>
#include <crypto/sha2.h>
#include <crypto/xts.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>

#include "aes-glue.h"
#include <asm/cpufeature.h>

namespace {

using namespace ukc::arm64;

/**
 * struct aes_arm64_row - one driver of a tier: its names and priority
 * @cra_name: its algorithm name
 * @cra_driver_name: its driver name, in full
 * @cra_priority: its priority
 */
struct aes_arm64_row {
	const char *cra_name;
	const char *cra_driver_name;
	int cra_priority;
};

constexpr unsigned int aes_arm64_nalgs = 6;

// 6.12's aes_algs[] in its order (without xctr, which this library does not have), at its
// PRIO: 300 with the Crypto Extensions, 200 with NEON alone. The fused ESSIV driver is PRIO + 1,
// as 6.12's: above the essiv template over the tier's own cbc(aes).
constexpr aes_arm64_row aes_ce_rows[aes_arm64_nalgs] = {
	{ "ecb(aes)", "ecb-aes-ce", 300 },
	{ "cbc(aes)", "cbc-aes-ce", 300 },
	{ "ctr(aes)", "ctr-aes-ce", 300 },
	{ "xts(aes)", "xts-aes-ce", 300 },
	{ "cts(cbc(aes))", "cts-cbc-aes-ce", 300 },
	{ "essiv(cbc(aes),sha256)", "essiv-cbc-aes-sha256-ce", 301 },
};

constexpr aes_arm64_row aes_neon_rows[aes_arm64_nalgs] = {
	{ "ecb(aes)", "ecb-aes-neon", 200 },
	{ "cbc(aes)", "cbc-aes-neon", 200 },
	{ "ctr(aes)", "ctr-aes-neon", 200 },
	{ "xts(aes)", "xts-aes-neon", 200 },
	{ "cts(cbc(aes))", "cts-cbc-aes-neon", 200 },
	{ "essiv(cbc(aes),sha256)", "essiv-cbc-aes-sha256-neon", 201 },
};

// One tier's drivers and ISA functions.
struct aes_ce_tier {
	static constexpr const aes_arm64_row *rows = aes_ce_rows;
	static constexpr aes_arm64_block_fn enc_block = ce_aes_encrypt_block;
	static constexpr aes_arm64_crypt_fn ecb_enc = ce_aes_ecb_encrypt;
	static constexpr aes_arm64_crypt_fn ecb_dec = ce_aes_ecb_decrypt;
	static constexpr aes_arm64_crypt_fn cbc_enc = ce_aes_cbc_encrypt;
	static constexpr aes_arm64_crypt_fn cbc_dec = ce_aes_cbc_decrypt;
	static constexpr aes_arm64_crypt_fn cts_enc = ce_aes_cbc_cts_encrypt;
	static constexpr aes_arm64_crypt_fn cts_dec = ce_aes_cbc_cts_decrypt;
	static constexpr aes_arm64_crypt_fn ctr = ce_aes_ctr_encrypt;
	static constexpr aes_arm64_crypt_fn xts_enc = ce_aes_xts_encrypt;
	static constexpr aes_arm64_crypt_fn xts_dec = ce_aes_xts_decrypt;
};

struct aes_neon_tier {
	static constexpr const aes_arm64_row *rows = aes_neon_rows;
	static constexpr aes_arm64_block_fn enc_block = neon_aes_encrypt_block;
	static constexpr aes_arm64_crypt_fn ecb_enc = neon_aes_ecb_encrypt;
	static constexpr aes_arm64_crypt_fn ecb_dec = neon_aes_ecb_decrypt;
	static constexpr aes_arm64_crypt_fn cbc_enc = neon_aes_cbc_encrypt;
	static constexpr aes_arm64_crypt_fn cbc_dec = neon_aes_cbc_decrypt;
	static constexpr aes_arm64_crypt_fn cts_enc = neon_aes_cbc_cts_encrypt;
	static constexpr aes_arm64_crypt_fn cts_dec = neon_aes_cbc_cts_decrypt;
	static constexpr aes_arm64_crypt_fn ctr = neon_aes_ctr_encrypt;
	static constexpr aes_arm64_crypt_fn xts_enc = neon_aes_xts_encrypt;
	static constexpr aes_arm64_crypt_fn xts_dec = neon_aes_xts_decrypt;
};

int aes_arm64_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int len)
{
	return aes_expandkey(aes_arm64_ctx(tfm), key, len);
}

// Key1 || Key2 (IEEE 1619-2018 5.1): the first half encrypts the data, the second the tweak.
int aes_arm64_xts_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int len)
{
	aes_arm64_xts_ctx *ctx = aes_arm64_xts_ctx_of(tfm);
	int err = xts_verify_key(tfm, key, len);

	if (err)
		return err;
	err = aes_expandkey(&ctx->key1, key, len / 2);
	if (err)
		return err;
	return aes_expandkey(&ctx->key2, key + len / 2, len / 2);
}

// As 6.12's essiv template and aes-glue.c: the key goes to CBC as it is, and its SHA-256
// digest keys the IV cipher, so IVs are encrypted with AES-256 whatever the data key's size.
int aes_arm64_essiv_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int len)
{
	aes_arm64_xts_ctx *ctx = aes_arm64_xts_ctx_of(tfm);
	u8 digest[SHA256_DIGEST_SIZE];

	int err = aes_expandkey(&ctx->key1, key, len);
	if (err)
		return err;
	sha256(key, len, digest);
	err = aes_expandkey(&ctx->key2, digest, sizeof(digest));
	memzero_explicit(digest, sizeof(digest));
	return err;
}

// ESSIV (the essiv template's definition): the CBC IV is E_key2(IV), computed in place, and
// CBC then leaves its last ciphertext block there. The lengths CBC refuses take the CBC walk,
// so the errors are its.
template <aes_arm64_block_fn Enc, aes_arm64_crypt_fn Cbc>
int aes_arm64_essiv(struct skcipher_request *req)
{
	const aes_arm64_xts_ctx *ctx = aes_arm64_xts_ctx_of(crypto_skcipher_reqtfm(req));

	kernel_neon_begin();
	Enc(&ctx->key2, req->iv, req->iv);
	kernel_neon_end();
	return aes_arm64_walk_blocks<Cbc>(req, &ctx->key1);
}

// The fields the tier's row @i gives, and those most of its drivers share.
template <typename T> void aes_arm64_fill(struct skcipher_alg *alg, size_t i, unsigned int ivsize)
{
	const aes_arm64_row &r = T::rows[i];

	strscpy(alg->base.cra_name, r.cra_name, sizeof(alg->base.cra_name));
	strscpy(alg->base.cra_driver_name, r.cra_driver_name, sizeof(alg->base.cra_driver_name));
	alg->base.cra_priority = r.cra_priority;
	alg->base.cra_blocksize = AES_BLOCK_SIZE;
	alg->base.cra_ctxsize = sizeof(struct crypto_aes_ctx);
	alg->base.cra_module = THIS_MODULE;
	alg->min_keysize = AES_MIN_KEY_SIZE;
	alg->max_keysize = AES_MAX_KEY_SIZE;
	alg->ivsize = ivsize;
	alg->setkey = aes_arm64_setkey;
}

// The drivers of the tier's rows, in their order.
template <typename T> void aes_arm64_fill_all(struct skcipher_alg *algs)
{
	aes_arm64_fill<T>(&algs[0], 0, 0);
	algs[0].encrypt = aes_arm64_blocks<T::ecb_enc>;
	algs[0].decrypt = aes_arm64_blocks<T::ecb_dec>;

	aes_arm64_fill<T>(&algs[1], 1, AES_BLOCK_SIZE);
	algs[1].encrypt = aes_arm64_blocks<T::cbc_enc>;
	algs[1].decrypt = aes_arm64_blocks<T::cbc_dec>;

	aes_arm64_fill<T>(&algs[2], 2, AES_BLOCK_SIZE);
	algs[2].base.cra_blocksize = 1;
	algs[2].chunksize = AES_BLOCK_SIZE;
	algs[2].encrypt = aes_arm64_ctr<T::ctr>;
	algs[2].decrypt = aes_arm64_ctr<T::ctr>;

	aes_arm64_fill<T>(&algs[3], 3, AES_BLOCK_SIZE);
	algs[3].base.cra_ctxsize = sizeof(aes_arm64_xts_ctx);
	algs[3].min_keysize = 2 * AES_MIN_KEY_SIZE;
	algs[3].max_keysize = 2 * AES_MAX_KEY_SIZE;
	algs[3].walksize = 2 * AES_BLOCK_SIZE;
	algs[3].setkey = aes_arm64_xts_setkey;
	algs[3].encrypt = aes_arm64_xts<T::enc_block, T::xts_enc>;
	algs[3].decrypt = aes_arm64_xts<T::enc_block, T::xts_dec>;

	aes_arm64_fill<T>(&algs[4], 4, AES_BLOCK_SIZE);
	algs[4].walksize = 2 * AES_BLOCK_SIZE;
	algs[4].encrypt = aes_arm64_cts<T::cbc_enc, T::cts_enc>;
	algs[4].decrypt = aes_arm64_cts<T::cbc_dec, T::cts_dec>;

	aes_arm64_fill<T>(&algs[5], 5, AES_BLOCK_SIZE);
	algs[5].base.cra_ctxsize = sizeof(aes_arm64_xts_ctx);
	algs[5].setkey = aes_arm64_essiv_setkey;
	algs[5].encrypt = aes_arm64_essiv<T::enc_block, T::cbc_enc>;
	algs[5].decrypt = aes_arm64_essiv<T::enc_block, T::cbc_dec>;
}

struct skcipher_alg aes_ce_algs[aes_arm64_nalgs];
struct skcipher_alg aes_neon_algs[aes_arm64_nalgs];
bool aes_ce_registered, aes_neon_registered;

// 6.12 registers the ce module on the AES hwcap (module_cpu_feature_match(AES, ...)) and the
// neon one unconditionally, the kernel needing FP/ASIMD to use NEON at all. Here both need the
// asimd hwcap too (every CPU with AES has it), so masking asimd leaves the generic code.
int aes_ce_mod_init()
{
	if (!cpu_have_named_feature(ASIMD) || !cpu_have_named_feature(AES))
		return -ENODEV;
	aes_arm64_fill_all<aes_ce_tier>(aes_ce_algs);
	int err = crypto_register_skciphers(aes_ce_algs, aes_arm64_nalgs);
	aes_ce_registered = !err;
	return err;
}

int aes_neon_mod_init()
{
	if (!cpu_have_named_feature(ASIMD))
		return -ENODEV;
	aes_arm64_fill_all<aes_neon_tier>(aes_neon_algs);
	int err = crypto_register_skciphers(aes_neon_algs, aes_arm64_nalgs);
	aes_neon_registered = !err;
	return err;
}

void aes_ce_mod_exit()
{
	if (aes_ce_registered)
		crypto_unregister_skciphers(aes_ce_algs, aes_arm64_nalgs);
	aes_ce_registered = false;
}

void aes_neon_mod_exit()
{
	if (aes_neon_registered)
		crypto_unregister_skciphers(aes_neon_algs, aes_arm64_nalgs);
	aes_neon_registered = false;
}

} // namespace

late_initcall(aes_neon_mod_init);
module_exit(aes_neon_mod_exit);
late_initcall(aes_ce_mod_init);
module_exit(aes_ce_mod_exit);

MODULE_DESCRIPTION("AES-ECB/CBC/CTR/XTS using ARMv8 Crypto Extensions, and with NEON");
MODULE_LICENSE("GPL");
MODULE_ALIAS_CRYPTO("ecb(aes)");
MODULE_ALIAS_CRYPTO("cbc(aes)");
MODULE_ALIAS_CRYPTO("ctr(aes)");
MODULE_ALIAS_CRYPTO("xts(aes)");
MODULE_ALIAS_CRYPTO("cts(cbc(aes))");
MODULE_ALIAS_CRYPTO("essiv(cbc(aes),sha256)");
