/* SPDX-License-Identifier: GPL-2.0-only */
/* Serpent constants, expanded-key context and the block calls the x86 glue code uses. */
#ifndef _CRYPTO_SERPENT_H
#define _CRYPTO_SERPENT_H

#include <linux/crypto.h>
#include <linux/types.h>

#define SERPENT_MIN_KEY_SIZE 0
#define SERPENT_MAX_KEY_SIZE 32
#define SERPENT_EXPKEY_WORDS 132
#define SERPENT_BLOCK_SIZE 16

#ifdef __cplusplus
extern "C" {
#endif

/**
 * struct serpent_ctx - expanded Serpent key
 * @expkey: the 33 round keys K_0..K_32, four 32-bit words each, in the bitslice order
 */
struct serpent_ctx {
	u32 expkey[SERPENT_EXPKEY_WORDS];
};

/**
 * __serpent_setkey() - expand a Serpent key
 * @ctx: where the round keys are stored
 * @key: the key; one shorter than 256 bits is padded with a 1 bit and zeros
 * @keylen: key length in bytes, 0 to 32
 *
 * Return: 0 (every length up to SERPENT_MAX_KEY_SIZE is valid), -EINVAL above it.
 */
int __serpent_setkey(struct serpent_ctx *ctx, const u8 *key, unsigned int keylen);

/**
 * serpent_setkey() - set the key of a "serpent" cipher transform
 * @tfm: transform whose context is a struct serpent_ctx
 * @key: the key
 * @keylen: key length in bytes
 *
 * Return: as __serpent_setkey().
 */
int serpent_setkey(struct crypto_tfm *tfm, const u8 *key, unsigned int keylen);

/**
 * __serpent_encrypt() - encrypt one 16-byte block
 * @ctx: a struct serpent_ctx
 * @dst: output block (may equal @src)
 * @src: input block
 */
void __serpent_encrypt(const void *ctx, u8 *dst, const u8 *src);

/**
 * __serpent_decrypt() - decrypt one 16-byte block
 * @ctx: a struct serpent_ctx
 * @dst: output block (may equal @src)
 * @src: input block
 */
void __serpent_decrypt(const void *ctx, u8 *dst, const u8 *src);

#ifdef __cplusplus
}
#endif

#endif /* _CRYPTO_SERPENT_H */
