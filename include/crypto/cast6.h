/* SPDX-License-Identifier: GPL-2.0-only */
/* CAST-256 (RFC 2612) constants, expanded-key context and the block calls the glue code uses. */
#ifndef _CRYPTO_CAST6_H
#define _CRYPTO_CAST6_H

#include <crypto/cast_common.h>
#include <linux/crypto.h>
#include <linux/types.h>

#define CAST6_BLOCK_SIZE 16
#define CAST6_MIN_KEY_SIZE 16
#define CAST6_MAX_KEY_SIZE 32

#ifdef __cplusplus
extern "C" {
#endif

/**
 * struct cast6_ctx - expanded CAST-256 key
 * @Km: the masking subkeys of the 12 quad-rounds (RFC 2612 section 2.4, Km_i)
 * @Kr: the rotation subkeys of the 12 quad-rounds, 5 bits each (Kr_i)
 */
struct cast6_ctx {
	u32 Km[12][4];
	u8 Kr[12][4];
};

/**
 * __cast6_setkey() - expand a CAST-256 key
 * @ctx: where the subkeys are stored
 * @key: the key
 * @keylen: key length in bytes, a multiple of 4 from 16 to 32
 *
 * Return: 0, or -EINVAL for any other length.
 */
int __cast6_setkey(struct cast6_ctx *ctx, const u8 *key, unsigned int keylen);

/**
 * cast6_setkey() - set the key of a "cast6" cipher transform
 * @tfm: transform whose context is a struct cast6_ctx
 * @key: the key
 * @keylen: key length in bytes
 *
 * Return: as __cast6_setkey().
 */
int cast6_setkey(struct crypto_tfm *tfm, const u8 *key, unsigned int keylen);

/**
 * __cast6_encrypt() - encrypt one 16-byte block
 * @ctx: a struct cast6_ctx
 * @dst: output block (may equal @src)
 * @src: input block
 */
void __cast6_encrypt(const void *ctx, u8 *dst, const u8 *src);

/**
 * __cast6_decrypt() - decrypt one 16-byte block
 * @ctx: a struct cast6_ctx
 * @dst: output block (may equal @src)
 * @src: input block
 */
void __cast6_decrypt(const void *ctx, u8 *dst, const u8 *src);

#ifdef __cplusplus
}
#endif

#endif /* _CRYPTO_CAST6_H */
