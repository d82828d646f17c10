/* SPDX-License-Identifier: GPL-2.0-only */
/* The ECB and CBC walks every x86 Camellia driver shares: a tier is a list of block routines,
 * widest first, each used while that many blocks are left. */
#ifndef _UKC_X86_CAMELLIA_X86_GLUE_H
#define _UKC_X86_CAMELLIA_X86_GLUE_H

#include <asm/fpu/api.h>
#include <crypto/algapi.h>
#include <crypto/internal/skcipher.h>
#include <linux/module.h>
#include <linux/string.h>

#include "camellia-x86.h"

namespace ukc::x86 {

struct camellia_step {
	unsigned int blocks;
	camellia_blk_fn enc, dec;
};

constexpr unsigned int camellia_max_steps = 4;

struct camellia_tier {
	camellia_step steps[camellia_max_steps]; // widest first, ending with a 1-block step
	unsigned int fpu_blocks;		 // 0: no SIMD; else the least that enters it
};

inline const struct camellia_ctx *camellia_req_ctx(struct skcipher_request *req)
{
	return static_cast<const struct camellia_ctx *>(
		crypto_skcipher_ctx(crypto_skcipher_reqtfm(req)));
}

inline int camellia_x86_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int keylen)
{
	return __camellia_setkey(static_cast<struct camellia_ctx *>(crypto_skcipher_ctx(tfm)), key,
				 keylen);
}

inline bool camellia_fpu_begin(const camellia_tier &t, unsigned int nbytes)
{
	if (!t.fpu_blocks || nbytes < t.fpu_blocks * CAMELLIA_BLOCK_SIZE)
		return false;
	kernel_fpu_begin();
	return true;
}

// Each walk chunk's whole blocks through the widest step that fits, down to one block:
// @fn(ctx, step, dst, src, iv) for each group of step.blocks blocks.
template <const camellia_tier &T, class Fn>
int camellia_walk_steps(struct skcipher_request *req, Fn fn)
{
	const struct camellia_ctx *ctx = camellia_req_ctx(req);
	struct skcipher_walk walk;
	int err = skcipher_walk_virt(&walk, req, false);

	while (walk.nbytes) {
		auto *src = static_cast<const u8 *>(walk.src.virt.addr);
		auto *dst = static_cast<u8 *>(walk.dst.virt.addr);
		unsigned int n = walk.nbytes;
		const bool fpu = camellia_fpu_begin(T, n);

		for (const camellia_step &s : T.steps) {
			const unsigned int len = s.blocks * CAMELLIA_BLOCK_SIZE;

			for (; s.blocks && n >= len; n -= len, src += len, dst += len)
				fn(ctx, s, dst, src, static_cast<u8 *>(walk.iv));
		}
		if (fpu)
			kernel_fpu_end();
		err = skcipher_walk_done(&walk, (int)n);
	}
	return err;
}

template <const camellia_tier &T, bool Enc> int camellia_ecb_crypt(struct skcipher_request *req)
{
	return camellia_walk_steps<T>(req, [](const struct camellia_ctx *ctx,
					      const camellia_step &s, u8 *dst, const u8 *src,
					      u8 *) { (Enc ? s.enc : s.dec)(ctx, dst, src); });
}

// One block at a time, outside any SIMD region.
inline constexpr camellia_tier camellia_serial_tier = {
	.steps = { { 1, camellia_enc_blk, camellia_dec_blk } },
	.fpu_blocks = 0,
};

// C_i = E(P_i ^ C_(i-1)): each block chains on the one before, so serial, as 6.12.
inline void camellia_cbc_enc_block(const struct camellia_ctx *ctx, const camellia_step &, u8 *dst,
				   const u8 *src, u8 *iv)
{
	crypto_xor_cpy(dst, src, iv, CAMELLIA_BLOCK_SIZE);
	camellia_enc_blk(ctx, dst, dst);
	memcpy(iv, dst, CAMELLIA_BLOCK_SIZE);
}

template <const camellia_tier &> int camellia_cbc_encrypt(struct skcipher_request *req)
{
	return camellia_walk_steps<camellia_serial_tier>(req, camellia_cbc_enc_block);
}

// P_i = D(C_i) ^ C_(i-1) for one step's blocks; the ciphertext is copied first, so the data may
// be decrypted in place. @iv becomes the step's last ciphertext block.
inline void camellia_cbc_dec_step(const struct camellia_ctx *ctx, const camellia_step &s, u8 *dst,
				  const u8 *src, u8 *iv)
{
	u8 c[CAMELLIA_AESNI_AVX2_PARALLEL_BLOCKS * CAMELLIA_BLOCK_SIZE];
	const unsigned int len = s.blocks * CAMELLIA_BLOCK_SIZE;

	memcpy(c, src, len);
	s.dec(ctx, dst, c);
	crypto_xor(dst, iv, CAMELLIA_BLOCK_SIZE);
	crypto_xor(dst + CAMELLIA_BLOCK_SIZE, c, len - CAMELLIA_BLOCK_SIZE);
	memcpy(iv, c + len - CAMELLIA_BLOCK_SIZE, CAMELLIA_BLOCK_SIZE);
}

template <const camellia_tier &T> int camellia_cbc_decrypt(struct skcipher_request *req)
{
	return camellia_walk_steps<T>(req, camellia_cbc_dec_step);
}

// The ecb and cbc skciphers of one tier, named and prioritised by the caller.
template <const camellia_tier &T>
void camellia_fill_algs(struct skcipher_alg algs[2], const char *const names[2],
			const char *const drivers[2], int priority, u32 flags)
{
	for (unsigned int i = 0; i < 2; i++) {
		struct skcipher_alg *alg = &algs[i];

		strscpy(alg->base.cra_name, names[i], sizeof(alg->base.cra_name));
		strscpy(alg->base.cra_driver_name, drivers[i], sizeof(alg->base.cra_driver_name));
		alg->base.cra_priority = priority;
		alg->base.cra_flags = flags;
		alg->base.cra_blocksize = CAMELLIA_BLOCK_SIZE;
		alg->base.cra_ctxsize = sizeof(struct camellia_ctx);
		alg->base.cra_module = THIS_MODULE;
		alg->min_keysize = CAMELLIA_MIN_KEY_SIZE;
		alg->max_keysize = CAMELLIA_MAX_KEY_SIZE;
		alg->setkey = camellia_x86_setkey;
	}
	algs[0].encrypt = camellia_ecb_crypt<T, true>;
	algs[0].decrypt = camellia_ecb_crypt<T, false>;
	algs[1].ivsize = CAMELLIA_BLOCK_SIZE;
	algs[1].encrypt = camellia_cbc_encrypt<T>;
	algs[1].decrypt = camellia_cbc_decrypt<T>;
}

} // namespace ukc::x86

#endif /* _UKC_X86_CAMELLIA_X86_GLUE_H */
