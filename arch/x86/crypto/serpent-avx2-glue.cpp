// SPDX-License-Identifier: GPL-2.0-only
// The AVX2 Serpent drivers with 6.12's names and priorities: the internal "__ecb-serpent-avx2"
// and "__cbc-serpent-avx2" skciphers, exposed through the simd wrapper. CBC encryption is
// serial, one block at a time with the generic block function, as in 6.12.
#include <asm/cpufeature.h>
#include <asm/fpu/api.h>
#include <crypto/algapi.h>
#include <crypto/internal/simd.h>
#include <crypto/internal/skcipher.h>
#include <crypto/serpent.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/string.h>

#include "serpent-avx2.h"

namespace {

constexpr int serpent_avx2_priority = 600;
constexpr unsigned int serpent_avx2_chunk = SERPENT_AVX2_PARALLEL_BLOCKS * SERPENT_BLOCK_SIZE;

const struct serpent_ctx *serpent_avx2_ctx(struct skcipher_request *req)
{
	return static_cast<const struct serpent_ctx *>(
		crypto_skcipher_ctx(crypto_skcipher_reqtfm(req)));
}

int serpent_avx2_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int keylen)
{
	return __serpent_setkey(static_cast<struct serpent_ctx *>(crypto_skcipher_ctx(tfm)), key,
				keylen);
}

// Whole blocks of each walk chunk: eight at a time with AVX2, the rest one by one.
template <bool Enc> int serpent_avx2_ecb(struct skcipher_request *req)
{
	const struct serpent_ctx *ctx = serpent_avx2_ctx(req);
	struct skcipher_walk walk;
	int err = skcipher_walk_virt(&walk, req, false);

	while (walk.nbytes) {
		auto *src = static_cast<const u8 *>(walk.src.virt.addr);
		auto *dst = static_cast<u8 *>(walk.dst.virt.addr);
		unsigned int n = walk.nbytes;

		kernel_fpu_begin();
		for (; n >= serpent_avx2_chunk; n -= serpent_avx2_chunk) {
			if (Enc)
				ukc::x86::serpent_ecb_enc_8way_avx2(ctx, dst, src);
			else
				ukc::x86::serpent_ecb_dec_8way_avx2(ctx, dst, src);
			src += serpent_avx2_chunk;
			dst += serpent_avx2_chunk;
		}
		kernel_fpu_end();
		for (; n >= SERPENT_BLOCK_SIZE; n -= SERPENT_BLOCK_SIZE) {
			if (Enc)
				__serpent_encrypt(ctx, dst, src);
			else
				__serpent_decrypt(ctx, dst, src);
			src += SERPENT_BLOCK_SIZE;
			dst += SERPENT_BLOCK_SIZE;
		}
		err = skcipher_walk_done(&walk, (int)n);
	}
	return err;
}

int serpent_avx2_ecb_encrypt(struct skcipher_request *req)
{
	return serpent_avx2_ecb<true>(req);
}

int serpent_avx2_ecb_decrypt(struct skcipher_request *req)
{
	return serpent_avx2_ecb<false>(req);
}

// CBC encryption chains each block on the one before: serial, as 6.12's glue.
int serpent_avx2_cbc_encrypt(struct skcipher_request *req)
{
	const struct serpent_ctx *ctx = serpent_avx2_ctx(req);
	struct skcipher_walk walk;
	int err = skcipher_walk_virt(&walk, req, false);

	while (walk.nbytes) {
		auto *src = static_cast<const u8 *>(walk.src.virt.addr);
		auto *dst = static_cast<u8 *>(walk.dst.virt.addr);
		u8 *iv = static_cast<u8 *>(walk.iv);
		unsigned int n = walk.nbytes;

		for (; n >= SERPENT_BLOCK_SIZE; n -= SERPENT_BLOCK_SIZE) {
			crypto_xor_cpy(dst, src, iv, SERPENT_BLOCK_SIZE);
			__serpent_encrypt(ctx, dst, dst);
			iv = dst;
			src += SERPENT_BLOCK_SIZE;
			dst += SERPENT_BLOCK_SIZE;
		}
		memcpy(walk.iv, iv, SERPENT_BLOCK_SIZE);
		err = skcipher_walk_done(&walk, (int)n);
	}
	return err;
}

// P_i = D(C_i) ^ C_(i-1), eight blocks at a time; the ciphertext is copied first, so the
// data may be decrypted in place.
void serpent_avx2_cbc_dec_chunk(const struct serpent_ctx *ctx, u8 *dst, const u8 *src,
				unsigned int nblocks, u8 *iv)
{
	u8 c[serpent_avx2_chunk];
	const unsigned int len = nblocks * SERPENT_BLOCK_SIZE;

	memcpy(c, src, len);
	if (nblocks == SERPENT_AVX2_PARALLEL_BLOCKS) {
		ukc::x86::serpent_ecb_dec_8way_avx2(ctx, dst, c);
	} else {
		for (unsigned int i = 0; i < nblocks; i++)
			__serpent_decrypt(ctx, dst + i * SERPENT_BLOCK_SIZE,
					  c + i * SERPENT_BLOCK_SIZE);
	}
	crypto_xor(dst, iv, SERPENT_BLOCK_SIZE);
	crypto_xor(dst + SERPENT_BLOCK_SIZE, c, len - SERPENT_BLOCK_SIZE);
	memcpy(iv, c + len - SERPENT_BLOCK_SIZE, SERPENT_BLOCK_SIZE);
	memzero_explicit(c, sizeof(c));
}

int serpent_avx2_cbc_decrypt(struct skcipher_request *req)
{
	const struct serpent_ctx *ctx = serpent_avx2_ctx(req);
	struct skcipher_walk walk;
	int err = skcipher_walk_virt(&walk, req, false);

	while (walk.nbytes) {
		auto *src = static_cast<const u8 *>(walk.src.virt.addr);
		auto *dst = static_cast<u8 *>(walk.dst.virt.addr);
		unsigned int n = walk.nbytes;

		kernel_fpu_begin();
		while (n >= SERPENT_BLOCK_SIZE) {
			unsigned int blocks = n / SERPENT_BLOCK_SIZE;

			if (blocks > SERPENT_AVX2_PARALLEL_BLOCKS)
				blocks = SERPENT_AVX2_PARALLEL_BLOCKS;
			serpent_avx2_cbc_dec_chunk(ctx, dst, src, blocks,
						   static_cast<u8 *>(walk.iv));
			src += blocks * SERPENT_BLOCK_SIZE;
			dst += blocks * SERPENT_BLOCK_SIZE;
			n -= blocks * SERPENT_BLOCK_SIZE;
		}
		kernel_fpu_end();
		err = skcipher_walk_done(&walk, (int)n);
	}
	return err;
}

struct skcipher_alg serpent_avx2_algs[] = {
	{
		.setkey = serpent_avx2_setkey,
		.encrypt = serpent_avx2_ecb_encrypt,
		.decrypt = serpent_avx2_ecb_decrypt,
		.min_keysize = SERPENT_MIN_KEY_SIZE,
		.max_keysize = SERPENT_MAX_KEY_SIZE,
		.base = {
			.cra_flags = CRYPTO_ALG_INTERNAL,
			.cra_blocksize = SERPENT_BLOCK_SIZE,
			.cra_ctxsize = sizeof(struct serpent_ctx),
			.cra_priority = serpent_avx2_priority,
			.cra_name = "__ecb(serpent)",
			.cra_driver_name = "__ecb-serpent-avx2",
			.cra_module = THIS_MODULE,
		},
	}, {
		.setkey = serpent_avx2_setkey,
		.encrypt = serpent_avx2_cbc_encrypt,
		.decrypt = serpent_avx2_cbc_decrypt,
		.min_keysize = SERPENT_MIN_KEY_SIZE,
		.max_keysize = SERPENT_MAX_KEY_SIZE,
		.ivsize = SERPENT_BLOCK_SIZE,
		.base = {
			.cra_flags = CRYPTO_ALG_INTERNAL,
			.cra_blocksize = SERPENT_BLOCK_SIZE,
			.cra_ctxsize = sizeof(struct serpent_ctx),
			.cra_priority = serpent_avx2_priority,
			.cra_name = "__cbc(serpent)",
			.cra_driver_name = "__cbc-serpent-avx2",
			.cra_module = THIS_MODULE,
		},
	},
};

struct simd_skcipher_alg *serpent_avx2_simd_algs[ARRAY_SIZE(serpent_avx2_algs)];

// 6.12 registers on AVX2 with the OS saving the YMM state.
int serpent_avx2_init()
{
	if (!boot_cpu_has(X86_FEATURE_AVX2) || !boot_cpu_has(X86_FEATURE_OSXSAVE) ||
	    !cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM, nullptr))
		return -ENODEV;
	return simd_register_skciphers_compat(serpent_avx2_algs, ARRAY_SIZE(serpent_avx2_algs),
					      serpent_avx2_simd_algs);
}

void serpent_avx2_exit()
{
	if (!serpent_avx2_simd_algs[0])
		return;
	simd_unregister_skciphers(serpent_avx2_algs, ARRAY_SIZE(serpent_avx2_algs),
				  serpent_avx2_simd_algs);
}

} // namespace

late_initcall(serpent_avx2_init);
module_exit(serpent_avx2_exit);

MODULE_DESCRIPTION("Serpent Cipher Algorithm, AVX2 optimized");
MODULE_LICENSE("GPL");
MODULE_ALIAS_CRYPTO("serpent");
MODULE_ALIAS_CRYPTO("serpent-asm");
