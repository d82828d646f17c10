/* SPDX-License-Identifier: GPL-2.0-only */
/* What ChaCha and XChaCha skcipher drivers share: the tfm context and its setkey. */
#ifndef _UKC_CRYPTO_INTERNAL_CHACHA_H
#define _UKC_CRYPTO_INTERNAL_CHACHA_H

#include <crypto/chacha.h>
#include <crypto/internal/skcipher.h>
#include <linux/crypto.h>
#include <linux/errno.h>

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

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_INTERNAL_CHACHA_H */
