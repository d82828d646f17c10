// SPDX-License-Identifier: GPL-2.0-only
// The fused "essiv-cbc-aes-sha256-<tier>" skciphers: the essiv template's essiv(cbc(aes),sha256)
// in one driver per x86 AES tier, the IV encrypted and the data run through CBC under one SIMD
// section.
#include <asm/fpu/api.h>
#include <crypto/aes.h>
#include <crypto/internal/simd.h>
#include <crypto/internal/skcipher.h>
#include <crypto/sha2.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>

#include <cstddef>

#include "aesni-intel-glue.h"
#include "x86-drivers.h"

namespace {

using namespace ukc::x86;

// @crypt first, so the shared walk (aes_walk_blocks, through aes_skcipher_ctx()) finds the
// data key at the aligned start of the context.
struct essiv_aesni_ctx {
	alignas(aesni_align) struct crypto_aes_ctx crypt;
	alignas(aesni_align) struct crypto_aes_ctx essiv;
};

static_assert(std::is_standard_layout_v<essiv_aesni_ctx>);
static_assert(offsetof(essiv_aesni_ctx, crypt) == 0);
constexpr unsigned int essiv_aesni_ctx_size = sizeof(essiv_aesni_ctx) + aesni_align_extra;

essiv_aesni_ctx *essiv_aesni_tfm_ctx(struct crypto_skcipher *tfm)
{
	return PTR_ALIGN(static_cast<essiv_aesni_ctx *>(crypto_skcipher_ctx(tfm)), aesni_align);
}

// As 6.12's essiv template: the key goes to CBC as it is, and its SHA-256 digest (the salt)
// keys the IV cipher, so the IVs are encrypted with AES-256 whatever the data key's size.
// Both keys are expanded here once; requests only use them.
int essiv_aesni_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int keylen)
{
	essiv_aesni_ctx *ctx = essiv_aesni_tfm_ctx(tfm);
	u8 salt[SHA256_DIGEST_SIZE];

	int err = aes_set_key_common(&ctx->crypt, key, keylen);
	if (err)
		return err;
	sha256(key, keylen, salt);
	err = aes_set_key_common(&ctx->essiv, salt, sizeof(salt));
	memzero_explicit(salt, sizeof(salt));
	return err;
}

// The request's IV (a sector number) becomes E_salt(IV), the CBC IV, in place, as the template
// leaves it; CBC then leaves its last ciphertext block there. A request in one entry each way is
// done in one SIMD section; any other layout, and the lengths CBC refuses, take the walk the
// CBC drivers take, so the errors are theirs.
int essiv_aesni_crypt(struct skcipher_request *req, aes_x86_crypt_fn cbc)
{
	essiv_aesni_ctx *ctx = essiv_aesni_tfm_ctx(crypto_skcipher_reqtfm(req));
	const unsigned int len = req->cryptlen;
	u8 *iv = req->iv;

	u8 *src = ukc_sg_linear(req->src, 0, len), *dst = ukc_sg_linear(req->dst, 0, len);

	if (likely(len && !(len % AES_BLOCK_SIZE) && src && dst)) {
		kernel_fpu_begin();
		aesni_enc(&ctx->essiv, iv, iv);
		cbc(&ctx->crypt, src, dst, len, iv);
		kernel_fpu_end();
		kunmap_local(dst);
		kunmap_local(src);
		return 0;
	}
	kernel_fpu_begin();
	aesni_enc(&ctx->essiv, iv, iv);
	kernel_fpu_end();
	return aes_walk_blocks(req, cbc);
}

// CBC encryption is a chain: one block at a time on every tier.
int essiv_aesni_encrypt(struct skcipher_request *req)
{
	return essiv_aesni_crypt(req, aesni_cbc_enc);
}

// CBC decryption is parallel: the tier's own.
template <int T> int essiv_aesni_decrypt(struct skcipher_request *req)
{
	return essiv_aesni_crypt(req, aes_tier_ops<T>.cbc_decrypt);
}

const struct skcipher_alg essiv_aesni_shape = {
	.setkey = essiv_aesni_setkey,
	.min_keysize = AES_MIN_KEY_SIZE,
	.max_keysize = AES_MAX_KEY_SIZE,
	.ivsize = AES_BLOCK_SIZE,
	.base = {
		.cra_blocksize = AES_BLOCK_SIZE,
		.cra_ctxsize = essiv_aesni_ctx_size,
		.cra_module = THIS_MODULE,
	},
};

// One driver per AES level (aes-x86-tiers.h), each needing the one before it; the SHA-256 of
// setkey is the library's, so SHA-NI is not needed. The essiv template gives its instance the
// priority of the cbc(aes) driver inside it, so one above the level's puts the fused driver
// above every essiv(cbc(aes),sha256) instance over that level's cbc driver, and the registry
// chooses among the levels as it does for cbc(aes); the avx10_512 one keeps 2 where zmm slows
// the CPU down.
/* clang-format off */
constexpr x86_skcipher_row essiv_aesni_rows[] = {
	{ "essiv(cbc(aes),sha256)", "essiv-cbc-aes-sha256-aesni", 401,
	  { "__essiv(cbc(aes),sha256)", "__essiv-cbc-aes-sha256-aesni" }, x86_has_aesni,
	  essiv_aesni_encrypt, essiv_aesni_decrypt<0>, &essiv_aesni_shape },
	{ "essiv(cbc(aes),sha256)", "essiv-cbc-aes-sha256-aesni-avx", 501,
	  { "__essiv(cbc(aes),sha256)", "__essiv-cbc-aes-sha256-aesni-avx" }, x86_has_aesni_avx,
	  essiv_aesni_encrypt, essiv_aesni_decrypt<1>, &essiv_aesni_shape },
	{ "essiv(cbc(aes),sha256)", "essiv-cbc-aes-sha256-vaes-avx2", 601,
	  { "__essiv(cbc(aes),sha256)", "__essiv-cbc-aes-sha256-vaes-avx2" }, x86_has_vaes_avx2,
	  essiv_aesni_encrypt, essiv_aesni_decrypt<2>, &essiv_aesni_shape },
	{ "essiv(cbc(aes),sha256)", "essiv-cbc-aes-sha256-vaes-avx10_256", 701,
	  { "__essiv(cbc(aes),sha256)", "__essiv-cbc-aes-sha256-vaes-avx10_256" }, x86_has_vaes_avx10,
	  essiv_aesni_encrypt, essiv_aesni_decrypt<3>, &essiv_aesni_shape },
	{ "essiv(cbc(aes),sha256)", "essiv-cbc-aes-sha256-vaes-avx10_512", 801,
	  { "__essiv(cbc(aes),sha256)", "__essiv-cbc-aes-sha256-vaes-avx10_512" }, x86_has_vaes_avx10,
	  essiv_aesni_encrypt, essiv_aesni_decrypt<4>, &essiv_aesni_shape, nullptr, 2 },
};
/* clang-format on */
static_assert(x86_rows_marked(essiv_aesni_rows));

struct skcipher_alg essiv_aesni_algs[ARRAY_SIZE(essiv_aesni_rows)];
struct simd_skcipher_alg *essiv_aesni_simd[ARRAY_SIZE(essiv_aesni_rows)];

void essiv_aesni_exit()
{
	x86_unregister_skciphers(essiv_aesni_rows, essiv_aesni_algs, essiv_aesni_simd);
}

// -ENODEV without AES-NI; on an error, none stays registered.
int essiv_aesni_init()
{
	int err = x86_register_skciphers(essiv_aesni_rows, essiv_aesni_algs, essiv_aesni_simd);

	if (err)
		essiv_aesni_exit();
	return err;
}

} // namespace

late_initcall(essiv_aesni_init);
module_exit(essiv_aesni_exit);

MODULE_DESCRIPTION("ESSIV with AES-CBC and SHA-256, fused, optimized with AES-NI or VAES");
MODULE_LICENSE("GPL");
MODULE_ALIAS_CRYPTO("essiv(cbc(aes),sha256)");
MODULE_ALIAS_CRYPTO("essiv-cbc-aes-sha256-aesni");
