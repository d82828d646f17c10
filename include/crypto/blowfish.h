/* SPDX-License-Identifier: GPL-2.0-only */
/* Blowfish (Schneier, Fast Software Encryption 1993): sizes, the expanded key and the key setup
 * the glue code of 6.12's Blowfish drivers calls. */
#ifndef _CRYPTO_BLOWFISH_H
#define _CRYPTO_BLOWFISH_H

#include <linux/crypto.h>
#include <linux/types.h>

#define BF_BLOCK_SIZE 8
#define BF_MIN_KEY_SIZE 4
#define BF_MAX_KEY_SIZE 56

#ifdef __cplusplus
extern "C" {
#endif

/**
 * struct bf_ctx - expanded Blowfish key
 * @p: the P-array P1..P18
 * @s: the four key-dependent S-boxes, 256 words each, one after the other
 */
struct bf_ctx {
	u32 p[18];
	u32 s[1024];
};

/**
 * blowfish_setkey() - set the key of a "blowfish" cipher transform
 * @tfm: transform whose context is a struct bf_ctx
 * @key: the key
 * @key_len: its length, BF_MIN_KEY_SIZE to BF_MAX_KEY_SIZE bytes (the core checks it)
 *
 * Blowfish has weak keys of a kind no check can find cheaply; none is refused, as in 6.12.
 *
 * Return: 0.
 */
int blowfish_setkey(struct crypto_tfm *tfm, const u8 *key, unsigned int key_len);

#ifdef __cplusplus
}
#endif

#endif /* _CRYPTO_BLOWFISH_H */
