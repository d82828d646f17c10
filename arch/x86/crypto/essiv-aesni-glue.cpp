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

#include <array>
#include <cstddef>
#include <utility>

#include "aesni-intel-glue.h"

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
// leaves it; CBC then leaves its last ciphertext block there. A request in one page each way is
// done in one SIMD section; any other layout, and the lengths CBC refuses, take the walk the
// CBC drivers take, so the errors are theirs.
int essiv_aesni_crypt(struct skcipher_request *req, aes_x86_crypt_fn cbc)
{
	essiv_aesni_ctx *ctx = essiv_aesni_tfm_ctx(crypto_skcipher_reqtfm(req));
	const unsigned int len = req->cryptlen;
	u8 *iv = req->iv;

	if (likely(len && !(len % AES_BLOCK_SIZE) && aes_sg_one_page(req->src, len) &&
		   aes_sg_one_page(req->dst, len))) {
		u8 *src = aes_sg_virt(req->src), *dst = aes_sg_virt(req->dst);

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

// One driver per tier; aes_x86_tier_name() appends the tier's suffix and adds its priority.
// The essiv template gives its instance the priority of the cbc(aes) driver inside it, so one
// above the tier's puts the fused driver above every essiv(cbc(aes),sha256) instance over that
// tier's cbc driver, and the registry chooses among the tiers as it does for cbc(aes).
template <int T>
struct skcipher_alg essiv_aesni_alg = {
	.setkey = essiv_aesni_setkey,
	.encrypt = essiv_aesni_encrypt,
	.decrypt = essiv_aesni_decrypt<T>,
	.min_keysize = AES_MIN_KEY_SIZE,
	.max_keysize = AES_MAX_KEY_SIZE,
	.ivsize = AES_BLOCK_SIZE,
	.base = {
		.cra_flags = CRYPTO_ALG_INTERNAL,
		.cra_blocksize = AES_BLOCK_SIZE,
		.cra_ctxsize = essiv_aesni_ctx_size,
		.cra_priority = 1,
		.cra_name = "__essiv(cbc(aes),sha256)",
		.cra_driver_name = "__essiv-cbc-aes-sha256-",
		.cra_module = THIS_MODULE,
	},
};

template <size_t... T>
constexpr std::array<struct skcipher_alg *, sizeof...(T)> essiv_aesni_tables(
	std::index_sequence<T...>)
{
	return { &essiv_aesni_alg<T>... };
}

constexpr auto essiv_aesni_algs = essiv_aesni_tables(
	std::make_index_sequence<aes_x86_tier_count>());

struct simd_skcipher_alg *essiv_aesni_simd[aes_x86_tier_count];

void essiv_aesni_exit()
{
	for (int i = aes_x86_tier_count; i-- > 0;)
		if (essiv_aesni_simd[i])
			simd_unregister_skciphers(essiv_aesni_algs[i], 1, &essiv_aesni_simd[i]);
}

// Registered on the tiers of the AES drivers (aes-x86-tiers.h); the SHA-256 of setkey is the
// library's, so SHA-NI is not needed.
int essiv_aesni_init()
{
	if (!aes_x86_tiers[0].supported())
		return -ENODEV;
	for (int i = 0; i < aes_x86_tier_count && aes_x86_tiers[i].supported(); i++) {
		aes_x86_tier_name(&essiv_aesni_algs[i]->base, aes_x86_tiers[i]);
		int err = simd_register_skciphers_compat(essiv_aesni_algs[i], 1,
							 &essiv_aesni_simd[i]);
		if (err) {
			essiv_aesni_exit();
			return err;
		}
	}
	return 0;
}

} // namespace

late_initcall(essiv_aesni_init);
module_exit(essiv_aesni_exit);

MODULE_DESCRIPTION("ESSIV with AES-CBC and SHA-256, fused, optimized with AES-NI or VAES");
MODULE_LICENSE("GPL");
MODULE_ALIAS_CRYPTO("essiv(cbc(aes),sha256)");
MODULE_ALIAS_CRYPTO("essiv-cbc-aes-sha256-aesni");
