/* SPDX-License-Identifier: GPL-2.0-only */
/* What ChaCha and XChaCha skcipher drivers share: the tfm context and its setkey. */
#ifndef _UKC_CRYPTO_INTERNAL_CHACHA_H
#define _UKC_CRYPTO_INTERNAL_CHACHA_H

#include <crypto/chacha.h>
#include <crypto/internal/skcipher.h>
#include <linux/crypto.h>
#include <linux/errno.h>
#include <linux/string.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * struct chacha_ctx - the context of a ChaCha or XChaCha tfm
 * @key: the key as 8 little-endian words
 * @nrounds: 20 or 12
 */
struct chacha_ctx {
	u32 key[8];
	int nrounds;
};

/**
 * chacha_setkey() - store a 32-byte key and the round count in the tfm's struct chacha_ctx
 * @tfm: the skcipher
 * @key: the key
 * @keysize: must be CHACHA_KEY_SIZE
 * @nrounds: 20 or 12
 *
 * Return: 0, or -EINVAL for any other key size (the context is then left unchanged).
 */
static inline int chacha_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int keysize,
				int nrounds)
{
	struct chacha_ctx *ctx = (struct chacha_ctx *)crypto_skcipher_ctx(tfm);

	if (keysize != CHACHA_KEY_SIZE)
		return -EINVAL;
	for (int i = 0; i < 8; i++)
		ctx->key[i] = get_unaligned_le32(key + 4 * i);
	ctx->nrounds = nrounds;
	return 0;
}

/**
 * chacha20_setkey() - chacha_setkey() for 20 rounds
 * @tfm: the skcipher
 * @key: the key
 * @keysize: must be CHACHA_KEY_SIZE
 *
 * Return: 0 or -EINVAL.
 */
static inline int chacha20_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int keysize)
{
	return chacha_setkey(tfm, key, keysize, 20);
}

/**
 * chacha12_setkey() - chacha_setkey() for 12 rounds
 * @tfm: the skcipher
 * @key: the key
 * @keysize: must be CHACHA_KEY_SIZE
 *
 * Return: 0 or -EINVAL.
 */
static inline int chacha12_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int keysize)
{
	return chacha_setkey(tfm, key, keysize, 12);
}

/**
 * xchacha_subctx() - the ChaCha key and IV an XChaCha request runs with
 * @ctx: the XChaCha tfm's context
 * @iv: the request's XCHACHA_IV_SIZE bytes
 * @subctx: out: the subkey, HChaCha of the key and the nonce's first 16 bytes, and the rounds
 * @real_iv: out: CHACHA_IV_SIZE bytes, the IV's counter (bytes 24-31) then the nonce's last 8
 *	     bytes (16-23), the kernel's layout (draft-irtf-cfrg-xchacha-03 section 2.3)
 * @hchacha: hchacha_block_generic() or an architecture's
 *
 * The state used is wiped; the caller wipes @subctx.
 */
static inline void xchacha_subctx(const struct chacha_ctx *ctx, const u8 *iv,
				  struct chacha_ctx *subctx, u8 *real_iv,
				  void (*hchacha)(const u32 *state, u32 *out, int nrounds))
{
	u32 state[CHACHA_STATE_WORDS];

	chacha_init_generic(state, ctx->key, iv);
	hchacha(state, subctx->key, ctx->nrounds);
	subctx->nrounds = ctx->nrounds;
	memcpy(real_iv, iv + 24, 8);
	memcpy(real_iv + 8, iv + 16, 8);
	memzero_explicit(state, sizeof(state));
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_INTERNAL_CHACHA_H */
