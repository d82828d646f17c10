/* SPDX-License-Identifier: GPL-2.0-only */
/* CAST-128 (RFC 2144): sizes, the expanded key and the calls 6.12's cast5 drivers use. */
#ifndef _CRYPTO_CAST5_H
#define _CRYPTO_CAST5_H

#include <crypto/cast_common.h>
#include <linux/crypto.h>
#include <linux/types.h>

#define CAST5_BLOCK_SIZE 8
#define CAST5_MIN_KEY_SIZE 5
#define CAST5_MAX_KEY_SIZE 16

#ifdef __cplusplus
extern "C" {
#endif

/**
 * struct cast5_ctx - expanded CAST-128 key
 * @Km: the masking subkeys Km1..Km16 (RFC 2144 section 2.4)
 * @Kr: the rotation subkeys Kr1..Kr16, 5 bits each
 * @rr: non-zero for keys of 80 bits or fewer, which use 12 rounds (section 2.5)
 */
struct cast5_ctx {
	u32 Km[16];
	u8 Kr[16];
	int rr;
};

/**
 * cast5_setkey() - set the key of a "cast5" cipher transform
 * @tfm: transform whose context is a struct cast5_ctx
 * @key: the key, zero-padded to 128 bits as RFC 2144 section 2.5 says
 * @keylen: its length, CAST5_MIN_KEY_SIZE to CAST5_MAX_KEY_SIZE bytes
 *
 * Return: 0.
 */
int cast5_setkey(struct crypto_tfm *tfm, const u8 *key, unsigned int keylen);

/**
 * __cast5_encrypt() - encrypt one 8-byte block
 * @ctx: an expanded key
 * @dst: output block (may equal @src)
 * @src: input block
 */
void __cast5_encrypt(struct cast5_ctx *ctx, u8 *dst, const u8 *src);

/**
 * __cast5_decrypt() - decrypt one 8-byte block
 * @ctx: an expanded key
 * @dst: output block (may equal @src)
 * @src: input block
 */
void __cast5_decrypt(struct cast5_ctx *ctx, u8 *dst, const u8 *src);

#ifdef __cplusplus
}
#endif

#endif /* _CRYPTO_CAST5_H */
