// SPDX-License-Identifier: GPL-2.0-only
// The AES-NI drivers with 6.12's names and priorities: the "aes-aesni" cipher and the internal
// ecb, cbc, cts(cbc), ctr and xts skciphers, exposed through the simd wrapper.
#include <asm/cpufeature.h>
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
		skcipher_request_set_tfm(&subreq, tfm);
		skcipher_request_set_callback(&subreq, skcipher_request_flags(req), nullptr,
					      nullptr);
		skcipher_request_set_crypt(&subreq, req->src, req->dst,
					   req->cryptlen - tail - AES_BLOCK_SIZE, req->iv);
		req = &subreq;
	}
	int err = xts_walk_blocks(req, &ctx->crypt_ctx, crypt);
	if (err || !tail)
		return err;

	struct scatterlist *src = scatterwalk_ffwd(sg_src, req->src, req->cryptlen);
	struct scatterlist *dst = src;
	if (req->dst != req->src)
		dst = scatterwalk_ffwd(sg_dst, req->dst, req->cryptlen);
	skcipher_request_set_crypt(req, src, dst, AES_BLOCK_SIZE + tail, req->iv);
	err = skcipher_walk_virt(&walk, req, false);
	if (err)
		return err;
	kernel_fpu_begin();
	crypt(&ctx->crypt_ctx, static_cast<const u8 *>(walk.src.virt.addr),
	      static_cast<u8 *>(walk.dst.virt.addr), walk.nbytes, req->iv);
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

// Both parts in one call each when src and dst each lie in one page of one entry.
template <aes_x86_crypt_fn Cbc, aes_x86_crypt_fn Cts>
bool cts_cbc_one_page(struct skcipher_request *req, unsigned int cbc_len)
{
	struct crypto_aes_ctx *ctx = aes_skcipher_ctx(crypto_skcipher_reqtfm(req));

	if (!aes_sg_one_page(req->src, req->cryptlen) || !aes_sg_one_page(req->dst, req->cryptlen))
		return false;
	u8 *src = aes_sg_virt(req->src), *dst = aes_sg_virt(req->dst);

	kernel_fpu_begin();
	if (cbc_len)
		Cbc(ctx, src, dst, cbc_len, req->iv);
	if (req->cryptlen > cbc_len)
		Cts(ctx, src + cbc_len, dst + cbc_len, req->cryptlen - cbc_len, req->iv);
	kernel_fpu_end();
	kunmap_local(dst);
	kunmap_local(src);
	return true;
}

// The CBC blocks before the last two, through this same tfm, then the fused stealing step
// over the final 17 to 32 bytes. A single block is plain CBC (CS3 with nothing to steal).
template <aes_x86_crypt_fn Cbc, aes_x86_crypt_fn Cts>
int cts_cbc_crypt(struct skcipher_request *req)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);
	int cbc_blocks = static_cast<int>(DIV_ROUND_UP(req->cryptlen, AES_BLOCK_SIZE)) - 2;
	struct scatterlist *src = req->src, *dst = req->dst;
	struct scatterlist sg_src[2], sg_dst[2];
	struct skcipher_request subreq;
	struct skcipher_walk walk;

	if (req->cryptlen <= AES_BLOCK_SIZE) {
		if (req->cryptlen < AES_BLOCK_SIZE)
			return -EINVAL;
		cbc_blocks = 1;
	}
	if (cts_cbc_one_page<Cbc, Cts>(req, cbc_blocks * AES_BLOCK_SIZE))
		return 0;
	skcipher_request_set_tfm(&subreq, tfm);
	skcipher_request_set_callback(&subreq, skcipher_request_flags(req), nullptr, nullptr);
	if (cbc_blocks > 0) {
		skcipher_request_set_crypt(&subreq, req->src, req->dst, cbc_blocks * AES_BLOCK_SIZE,
					   req->iv);
		int err = aes_walk_blocks<Cbc>(&subreq);
		if (err || req->cryptlen == AES_BLOCK_SIZE)
			return err;
		dst = src = scatterwalk_ffwd(sg_src, req->src, subreq.cryptlen);
		if (req->dst != req->src)
			dst = scatterwalk_ffwd(sg_dst, req->dst, subreq.cryptlen);
	}
	skcipher_request_set_crypt(&subreq, src, dst, req->cryptlen - cbc_blocks * AES_BLOCK_SIZE,
				   req->iv);
	int err = skcipher_walk_virt(&walk, &subreq, false);
	if (err)
		return err;
	kernel_fpu_begin();
	Cts(aes_skcipher_ctx(tfm), static_cast<const u8 *>(walk.src.virt.addr),
	    static_cast<u8 *>(walk.dst.virt.addr), walk.nbytes, static_cast<u8 *>(walk.iv));
	kernel_fpu_end();
	return skcipher_walk_done(&walk, 0);
}

struct crypto_alg aesni_cipher_alg;
struct skcipher_alg aesni_skciphers[5];
struct simd_skcipher_alg *aesni_simd_skciphers[ARRAY_SIZE(aesni_skciphers)];

void aesni_fill_cipher(struct crypto_alg *alg)
{
	strscpy(alg->cra_name, "aes", sizeof(alg->cra_name));
	strscpy(alg->cra_driver_name, "aes-aesni", sizeof(alg->cra_driver_name));
	alg->cra_priority = 300;
	alg->cra_flags = CRYPTO_ALG_TYPE_CIPHER;
	alg->cra_blocksize = AES_BLOCK_SIZE;
	alg->cra_ctxsize = crypto_aes_ctx_size;
	alg->cra_module = THIS_MODULE;
	alg->cra_cipher.cia_min_keysize = AES_MIN_KEY_SIZE;
	alg->cra_cipher.cia_max_keysize = AES_MAX_KEY_SIZE;
	alg->cra_cipher.cia_setkey = aes_set_key;
	alg->cra_cipher.cia_encrypt = aesni_encrypt;
	alg->cra_cipher.cia_decrypt = aesni_decrypt;
}

// The fields every internal AES-NI skcipher shares; the caller sets the rest.
void aesni_fill_skcipher(struct skcipher_alg *alg, const char *name, const char *driver,
			 int priority, unsigned int ivsize)
{
	strscpy(alg->base.cra_name, name, sizeof(alg->base.cra_name));
	strscpy(alg->base.cra_driver_name, driver, sizeof(alg->base.cra_driver_name));
	alg->base.cra_priority = priority;
	alg->base.cra_flags = CRYPTO_ALG_INTERNAL;
	alg->base.cra_blocksize = AES_BLOCK_SIZE;
	alg->base.cra_ctxsize = crypto_aes_ctx_size;
	alg->base.cra_module = THIS_MODULE;
	alg->min_keysize = AES_MIN_KEY_SIZE;
	alg->max_keysize = AES_MAX_KEY_SIZE;
	alg->ivsize = ivsize;
	alg->setkey = aesni_skcipher_setkey;
}

void aesni_fill_skciphers(struct skcipher_alg *algs)
{
	aesni_fill_skcipher(&algs[0], "__ecb(aes)", "__ecb-aes-aesni", 400, 0);
	algs[0].encrypt = aes_walk_blocks<aesni_ecb_enc>;
	algs[0].decrypt = aes_walk_blocks<aesni_ecb_dec>;

	aesni_fill_skcipher(&algs[1], "__cbc(aes)", "__cbc-aes-aesni", 400, AES_BLOCK_SIZE);
	algs[1].encrypt = aes_walk_blocks<aesni_cbc_enc>;
	algs[1].decrypt = aes_walk_blocks<aesni_cbc_dec>;

	aesni_fill_skcipher(&algs[2], "__cts(cbc(aes))", "__cts-cbc-aes-aesni", 400,
			    AES_BLOCK_SIZE);
	algs[2].walksize = 2 * AES_BLOCK_SIZE;
	algs[2].encrypt = cts_cbc_crypt<aesni_cbc_enc, aesni_cts_cbc_enc>;
	algs[2].decrypt = cts_cbc_crypt<aesni_cbc_dec, aesni_cts_cbc_dec>;

	aesni_fill_skcipher(&algs[3], "__ctr(aes)", "__ctr-aes-aesni", 400, AES_BLOCK_SIZE);
	algs[3].base.cra_blocksize = 1;
	algs[3].chunksize = AES_BLOCK_SIZE;
	algs[3].encrypt = aes_ctr_crypt<aesni_ctr_enc>;
	algs[3].decrypt = aes_ctr_crypt<aesni_ctr_enc>;

	aesni_fill_skcipher(&algs[4], "__xts(aes)", "__xts-aes-aesni", 401, AES_BLOCK_SIZE);
	algs[4].base.cra_ctxsize = xts_aes_ctx_size;
	algs[4].min_keysize = 2 * AES_MIN_KEY_SIZE;
	algs[4].max_keysize = 2 * AES_MAX_KEY_SIZE;
	algs[4].walksize = 2 * AES_BLOCK_SIZE;
	algs[4].setkey = xts_setkey_aesni;
	algs[4].encrypt = aes_xts_crypt<aes_xts_encrypt_aesni>;
	algs[4].decrypt = aes_xts_crypt<aes_xts_decrypt_aesni>;
}

// 6.12 registers on X86_FEATURE_AES; the code here also uses SSSE3/SSE4.1 byte shuffles, which
// every CPU with AES-NI has.
int aesni_init()
{
	if (!boot_cpu_has(X86_FEATURE_AES) || !boot_cpu_has(X86_FEATURE_XMM4_1))
		return -ENODEV;

	aesni_fill_cipher(&aesni_cipher_alg);
	aesni_fill_skciphers(aesni_skciphers);
	int err = crypto_register_alg(&aesni_cipher_alg);
	if (err)
		return err;
	err = simd_register_skciphers_compat(aesni_skciphers, ARRAY_SIZE(aesni_skciphers),
					     aesni_simd_skciphers);
	if (!err) {
		err = aesni_register_avx_algs();
		if (!err)
			return 0;
		aesni_unregister_avx_algs();
		simd_unregister_skciphers(aesni_skciphers, ARRAY_SIZE(aesni_skciphers),
					  aesni_simd_skciphers);
	}
	crypto_unregister_alg(&aesni_cipher_alg);
	return err;
}

void aesni_exit()
{
	if (!aesni_simd_skciphers[0])
		return;
	aesni_unregister_avx_algs();
	simd_unregister_skciphers(aesni_skciphers, ARRAY_SIZE(aesni_skciphers),
				  aesni_simd_skciphers);
	crypto_unregister_alg(&aesni_cipher_alg);
}

} // namespace

late_initcall(aesni_init);
module_exit(aesni_exit);

MODULE_DESCRIPTION("AES cipher and modes, optimized with AES-NI or VAES instructions");
MODULE_LICENSE("GPL");
MODULE_ALIAS_CRYPTO("aes");
