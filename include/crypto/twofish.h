/* SPDX-License-Identifier: GPL-2.0-only */
/* Twofish constants, key-dependent context and the key setup the x86 glue code uses. */
#ifndef _CRYPTO_TWOFISH_H
#define _CRYPTO_TWOFISH_H

#include <linux/types.h>

#define TF_MIN_KEY_SIZE 16
#define TF_MAX_KEY_SIZE 32
#define TF_BLOCK_SIZE 16

#ifdef __cplusplus
extern "C" {
#endif

struct crypto_tfm;

/**
 * struct twofish_ctx - expanded Twofish key
 * @s: the key-dependent S-boxes with the MDS matrix folded in: s[i][x] is the MDS column i
 *     times the output of S-box i on byte x, so g(X) is the XOR of four lookups
 * @w: the whitening subkeys K_0..K_7
 * @k: the round subkeys K_8..K_39
 */
struct twofish_ctx {
	u32 s[4][256], w[8], k[32];
};

/**
 * __twofish_setkey() - expand a Twofish key
 * @ctx: where the S-boxes and subkeys are stored
 * @key: the key
 * @key_len: key length in bytes: 16, 24 or 32
 *
 * Return: 0, or -EINVAL for any other length.
 */
int __twofish_setkey(struct twofish_ctx *ctx, const u8 *key, unsigned int key_len);

/**
 * twofish_setkey() - set the key of a "twofish" cipher transform
 * @tfm: transform whose context is a struct twofish_ctx
 * @key: the key
 * @key_len: key length in bytes
 *
 * Return: as __twofish_setkey().
 */
int twofish_setkey(struct crypto_tfm *tfm, const u8 *key, unsigned int key_len);

#ifdef __cplusplus
}
#endif

#endif /* _CRYPTO_TWOFISH_H */
