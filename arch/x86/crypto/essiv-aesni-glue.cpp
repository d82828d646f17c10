// SPDX-License-Identifier: GPL-2.0-only
// The fused "essiv-cbc-aes-sha256-aesni" skcipher: the essiv template's essiv(cbc(aes),sha256)
// in one driver, the IV encrypted and the data run through CBC under one SIMD section.
#include <asm/cpufeature.h>
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
template <aes_x86_crypt_fn Cbc>
int essiv_aesni_crypt(struct skcipher_request *req)
{
	essiv_aesni_ctx *ctx = essiv_aesni_tfm_ctx(crypto_skcipher_reqtfm(req));
	const unsigned int len = req->cryptlen;
	u8 *iv = req->iv;

	if (likely(len && !(len % AES_BLOCK_SIZE) && aes_sg_one_page(req->src, len) &&
		   aes_sg_one_page(req->dst, len))) {
		u8 *src = aes_sg_virt(req->src), *dst = aes_sg_virt(req->dst);

		kernel_fpu_begin();
		aesni_enc(&ctx->essiv, iv, iv);
		Cbc(&ctx->crypt, src, dst, len, iv);
		kernel_fpu_end();
		kunmap_local(dst);
		kunmap_local(src);
		return 0;
	}
	kernel_fpu_begin();
	aesni_enc(&ctx->essiv, iv, iv);
	kernel_fpu_end();
	return aes_walk_blocks<Cbc>(req);
}

// CBC decryption is parallel: the widest tier the CPU has, chosen with the checks
// aes-vaes-glue.cpp registers its cbc tiers by (6.12's register_avx_algs() order). Where zmm
// registers slow the CPU down, the ymm AVX10 code, as the cbc tiers' priorities arrange.
using essiv_req_fn = int (*)(struct skcipher_request *req);

essiv_req_fn essiv_aesni_pick_decrypt()
{
	if (aes_tier_avx10())
		return aes_zmm_slows_down() ? essiv_aesni_crypt<aes_cbc_decrypt_vaes_avx10_256>
					      : essiv_aesni_crypt<aes_cbc_decrypt_vaes_avx10_512>;
	if (aes_tier_vaes_avx2())
		return essiv_aesni_crypt<aes_cbc_decrypt_vaes_avx2>;
	if (aes_tier_avx())
		return essiv_aesni_crypt<aes_cbc_decrypt_aesni_avx>;
	return essiv_aesni_crypt<aesni_cbc_dec>;
}

struct skcipher_alg essiv_aesni_alg;
struct simd_skcipher_alg *essiv_aesni_simd;

// The essiv template gives its instance the priority of the cbc(aes) driver inside it, and
// the x86 cbc(aes) tiers go up to 800 (cbc-aes-vaes-avx10_512): 801 puts the fused driver
// above every template instance of essiv(cbc(aes),sha256) that can be built here.
void essiv_aesni_fill(struct skcipher_alg *alg)
{
	strscpy(alg->base.cra_name, "__essiv(cbc(aes),sha256)", sizeof(alg->base.cra_name));
	strscpy(alg->base.cra_driver_name, "__essiv-cbc-aes-sha256-aesni",
		sizeof(alg->base.cra_driver_name));
	alg->base.cra_priority = 801;
	alg->base.cra_flags = CRYPTO_ALG_INTERNAL;
	alg->base.cra_blocksize = AES_BLOCK_SIZE;
	alg->base.cra_ctxsize = essiv_aesni_ctx_size;
	alg->base.cra_module = THIS_MODULE;
	alg->min_keysize = AES_MIN_KEY_SIZE;
	alg->max_keysize = AES_MAX_KEY_SIZE;
	alg->ivsize = AES_BLOCK_SIZE;
	alg->setkey = essiv_aesni_setkey;
	// CBC encryption is a chain: one block at a time on every tier.
	alg->encrypt = essiv_aesni_crypt<aesni_cbc_enc>;
	alg->decrypt = essiv_aesni_pick_decrypt();
}

// Registered on the features of the AES-NI drivers (aesni-intel-glue.cpp); the SHA-256 of
// setkey is the library's, so SHA-NI is not needed.
int essiv_aesni_init()
{
	if (!boot_cpu_has(X86_FEATURE_AES) || !boot_cpu_has(X86_FEATURE_XMM4_1))
		return -ENODEV;
	essiv_aesni_fill(&essiv_aesni_alg);
	return simd_register_skciphers_compat(&essiv_aesni_alg, 1, &essiv_aesni_simd);
}

void essiv_aesni_exit()
{
	if (essiv_aesni_simd)
		simd_unregister_skciphers(&essiv_aesni_alg, 1, &essiv_aesni_simd);
}

} // namespace

late_initcall(essiv_aesni_init);
module_exit(essiv_aesni_exit);

MODULE_DESCRIPTION("ESSIV with AES-CBC and SHA-256, fused, optimized with AES-NI or VAES");
MODULE_LICENSE("GPL");
MODULE_ALIAS_CRYPTO("essiv(cbc(aes),sha256)");
MODULE_ALIAS_CRYPTO("essiv-cbc-aes-sha256-aesni");
