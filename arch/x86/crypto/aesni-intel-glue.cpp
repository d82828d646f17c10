// SPDX-License-Identifier: GPL-2.0-only
// The AES-NI cipher "aes-aesni" with 6.12's name and priority, and what every level's skciphers
// share (setkey, the XTS and CTS walks); the module that registers all the x86 AES skciphers.
#include <asm/fpu/api.h>
#include <crypto/aes.h>
#include <crypto/internal/simd.h>
#include <crypto/internal/skcipher.h>
#include <crypto/scatterwalk.h>
#include <crypto/xts.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/module.h>

#include "aesni-intel-glue.h"
#include "x86-drivers.h"
#include "shared/steal_split.h"

namespace ukc::x86 {

int aes_set_key_common(struct crypto_aes_ctx *ctx, const u8 *in_key, unsigned int key_len)
{
	if (!crypto_simd_usable())
		return aes_expandkey(ctx, in_key, key_len);
	int err = aes_check_keylen(key_len);
	if (err)
		return err;
	kernel_fpu_begin();
	aesni_set_key(ctx, in_key, key_len);
	kernel_fpu_end();
	return 0;
}

int aesni_skcipher_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int len)
{
	return aes_set_key_common(aes_skcipher_ctx(tfm), key, len);
}

// Key1 || Key2 (IEEE 1619-2018 5.1): the first half encrypts the data, the second the tweak.
int xts_setkey_aesni(struct crypto_skcipher *tfm, const u8 *key, unsigned int keylen)
{
	aesni_xts_ctx *ctx = aes_xts_ctx(tfm);
	int err = xts_verify_key(tfm, key, keylen);

	if (err)
		return err;
	keylen /= 2;
	err = aes_set_key_common(&ctx->crypt_ctx, key, keylen);
	if (err)
		return err;
	return aes_set_key_common(&ctx->tweak_ctx, key + keylen, keylen);
}

namespace {

// Walks whole blocks, leaving @req->iv at the next tweak.
int xts_walk_blocks(struct skcipher_request *req, const struct crypto_aes_ctx *key,
		    aes_x86_crypt_fn crypt)
{
	struct skcipher_walk walk;
	int err = skcipher_walk_virt(&walk, req, false);

	while (walk.nbytes) {
		kernel_fpu_begin();
		crypt(key, static_cast<const u8 *>(walk.src.virt.addr),
		      static_cast<u8 *>(walk.dst.virt.addr), walk.nbytes & ~(AES_BLOCK_SIZE - 1),
		      req->iv);
		kernel_fpu_end();
		err = skcipher_walk_done(&walk,
					 static_cast<int>(walk.nbytes & (AES_BLOCK_SIZE - 1)));
	}
	return err;
}

// Both parts in one call each when src and dst each lie in one entry.
bool cts_cbc_linear(struct skcipher_request *req, unsigned int cbc_len, aes_x86_crypt_fn cbc,
		    aes_x86_crypt_fn cts)
{
	struct crypto_aes_ctx *ctx = aes_skcipher_ctx(crypto_skcipher_reqtfm(req));

	u8 *src = ukc_sg_linear(req->src, 0, req->cryptlen);
	u8 *dst = ukc_sg_linear(req->dst, 0, req->cryptlen);

	if (!src || !dst)
		return false;

	kernel_fpu_begin();
	if (cbc_len)
		cbc(ctx, src, dst, cbc_len, req->iv);
	if (req->cryptlen > cbc_len)
		cts(ctx, src + cbc_len, dst + cbc_len, req->cryptlen - cbc_len, req->iv);
	kernel_fpu_end();
	kunmap_local(dst);
	kunmap_local(src);
	return true;
}

} // namespace

// Ciphertext stealing needs the last full block and the partial one in the same call: the
// walk covers the blocks before them, then one more walk hands over those 17 to 31 bytes.
int xts_crypt_slowpath(struct skcipher_request *req, aes_x86_crypt_fn crypt)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);
	const aesni_xts_ctx *ctx = aes_xts_ctx(tfm);
	unsigned int tail = req->cryptlen % AES_BLOCK_SIZE;
	struct scatterlist sg_src[2], sg_dst[2];
	struct skcipher_request subreq;
	struct skcipher_walk walk;

	if (tail) {
		ukc::skcipher_head_request(&subreq, req, req->cryptlen - tail - AES_BLOCK_SIZE);
		req = &subreq;
	}
	int err = xts_walk_blocks(req, &ctx->crypt_ctx, crypt);
	if (err || !tail)
		return err;
	ukc::skcipher_tail_request(req, sg_src, sg_dst, req->cryptlen, AES_BLOCK_SIZE + tail);
	err = skcipher_walk_virt(&walk, req, false);
	if (err)
		return err;
	kernel_fpu_begin();
	crypt(&ctx->crypt_ctx, static_cast<const u8 *>(walk.src.virt.addr),
	      static_cast<u8 *>(walk.dst.virt.addr), walk.nbytes, req->iv);
	kernel_fpu_end();
	return skcipher_walk_done(&walk, 0);
}

// The CBC blocks before the last two, through this same tfm, then the fused stealing step
// over the final 17 to 32 bytes. A single block is plain CBC (CS3 with nothing to steal).
int cts_cbc_crypt(struct skcipher_request *req, aes_x86_crypt_fn cbc, aes_x86_crypt_fn cts)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);
	int cbc_blocks = static_cast<int>(DIV_ROUND_UP(req->cryptlen, AES_BLOCK_SIZE)) - 2;
	struct scatterlist sg_src[2], sg_dst[2];
	struct skcipher_request subreq;
	struct skcipher_walk walk;

	if (req->cryptlen <= AES_BLOCK_SIZE) {
		if (req->cryptlen < AES_BLOCK_SIZE)
			return -EINVAL;
		cbc_blocks = 1;
	}
	if (cts_cbc_linear(req, cbc_blocks * AES_BLOCK_SIZE, cbc, cts))
		return 0;
	const unsigned int cbc_len = cbc_blocks * AES_BLOCK_SIZE;

	ukc::skcipher_head_request(&subreq, req, cbc_len);
	if (cbc_blocks > 0) {
		int err = aes_walk_blocks(&subreq, cbc);
		if (err || req->cryptlen == AES_BLOCK_SIZE)
			return err;
	}
	ukc::skcipher_tail_request(&subreq, sg_src, sg_dst, cbc_len, req->cryptlen - cbc_len);
	int err = skcipher_walk_virt(&walk, &subreq, false);
	if (err)
		return err;
	kernel_fpu_begin();
	cts(aes_skcipher_ctx(tfm), static_cast<const u8 *>(walk.src.virt.addr),
	    static_cast<u8 *>(walk.dst.virt.addr), walk.nbytes, static_cast<u8 *>(walk.iv));
	kernel_fpu_end();
	return skcipher_walk_done(&walk, 0);
}

} // namespace ukc::x86

namespace {

using namespace ukc::x86;

int aes_set_key(struct crypto_tfm *tfm, const u8 *in_key, unsigned int key_len)
{
	return aes_set_key_common(aes_ctx(crypto_tfm_ctx(tfm)), in_key, key_len);
}

// The single-block cipher may be called where SIMD is not usable: it falls back to the
// generic block functions, which share the key layout.
void aesni_encrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	struct crypto_aes_ctx *ctx = aes_ctx(crypto_tfm_ctx(tfm));

	if (!crypto_simd_usable()) {
		aes_encrypt(ctx, dst, src);
		return;
	}
	kernel_fpu_begin();
	aesni_enc(ctx, dst, src);
	kernel_fpu_end();
}

void aesni_decrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	struct crypto_aes_ctx *ctx = aes_ctx(crypto_tfm_ctx(tfm));

	if (!crypto_simd_usable()) {
		aes_decrypt(ctx, dst, src);
		return;
	}
	kernel_fpu_begin();
	aesni_dec(ctx, dst, src);
	kernel_fpu_end();
}

// The name, priority and sizes of 6.12's aesni_cipher_alg; its ecb, cbc, cts-cbc, ctr and xts
// drivers are the first rows of aes-vaes-glue.cpp's table.
struct crypto_alg aesni_cipher_alg = {
	.cra_flags = CRYPTO_ALG_TYPE_CIPHER,
	.cra_blocksize = AES_BLOCK_SIZE,
	.cra_ctxsize = crypto_aes_ctx_size,
	.cra_priority = 300,
	.cra_name = "aes",
	.cra_driver_name = "aes-aesni",
	.cra_u = { .cipher = {
		.cia_min_keysize = AES_MIN_KEY_SIZE,
		.cia_max_keysize = AES_MAX_KEY_SIZE,
		.cia_setkey = aes_set_key,
		.cia_encrypt = aesni_encrypt,
		.cia_decrypt = aesni_decrypt,
	} },
	.cra_module = THIS_MODULE,
};

bool aesni_registered;

// The cipher, then every skcipher the CPU has (aes-vaes-glue.cpp's table); on an error, none
// stays registered.
int aesni_init()
{
	if (!x86_has_aesni())
		return -ENODEV;

	int err = crypto_register_alg(&aesni_cipher_alg);
	if (err)
		return err;
	err = aesni_register_tier_algs();
	if (err) {
		aesni_unregister_tier_algs();
		crypto_unregister_alg(&aesni_cipher_alg);
		return err;
	}
	aesni_registered = true;
	return 0;
}

void aesni_exit()
{
	if (!aesni_registered)
		return;
	aesni_unregister_tier_algs();
	crypto_unregister_alg(&aesni_cipher_alg);
	aesni_registered = false;
}

} // namespace

late_initcall(aesni_init);
module_exit(aesni_exit);

MODULE_DESCRIPTION("AES cipher and modes, optimized with AES-NI or VAES instructions");
MODULE_LICENSE("GPL");
MODULE_ALIAS_CRYPTO("aes");
