/* SPDX-License-Identifier: GPL-2.0-only */
/* DES and Triple DES EDE (FIPS 46-3, NIST SP 800-67): sizes, expanded keys and the block calls. */
#ifndef _CRYPTO_DES_H
#define _CRYPTO_DES_H

#include <linux/types.h>

#define DES_KEY_SIZE 8
#define DES_EXPKEY_WORDS 32
#define DES_BLOCK_SIZE 8

#define DES3_EDE_KEY_SIZE (3 * DES_KEY_SIZE)
#define DES3_EDE_EXPKEY_WORDS (3 * DES_EXPKEY_WORDS)
#define DES3_EDE_BLOCK_SIZE DES_BLOCK_SIZE

#ifdef __cplusplus
extern "C" {
#endif

/**
 * struct des_ctx - expanded DES key
 * @expkey: two words per round, in the order encryption uses them
 */
struct des_ctx {
	u32 expkey[DES_EXPKEY_WORDS];
};

/**
 * struct des3_ede_ctx - expanded Triple DES key
 * @expkey: the encryption schedule of K1, the decryption schedule of K2 and the encryption
 *	schedule of K3, so that EDE encryption walks it forwards and decryption backwards
 */
struct des3_ede_ctx {
	u32 expkey[DES3_EDE_EXPKEY_WORDS];
};

/**
 * des_encrypt() - encrypt one 8-byte block with DES
 * @ctx: an expanded key
 * @dst: output block (may equal @src)
 * @src: input block
 */
void des_encrypt(const struct des_ctx *ctx, u8 *dst, const u8 *src);

/**
 * des_decrypt() - decrypt one 8-byte block with DES
 * @ctx: an expanded key
 * @dst: output block (may equal @src)
 * @src: input block
 */
void des_decrypt(const struct des_ctx *ctx, u8 *dst, const u8 *src);

/**
 * des3_ede_encrypt() - encrypt one 8-byte block with Triple DES EDE
 * @dctx: an expanded key
 * @dst: output block (may equal @src)
 * @src: input block
 */
void des3_ede_encrypt(const struct des3_ede_ctx *dctx, u8 *dst, const u8 *src);

/**
 * des3_ede_decrypt() - decrypt one 8-byte block with Triple DES EDE
 * @dctx: an expanded key
 * @dst: output block (may equal @src)
 * @src: input block
 */
void des3_ede_decrypt(const struct des3_ede_ctx *dctx, u8 *dst, const u8 *src);

/**
 * des_expand_key() - expand a DES key
 * @ctx: where the schedule is stored
 * @key: the key (the parity bits are ignored)
 * @keylen: must be DES_KEY_SIZE
 *
 * Return: 0; -EINVAL for a wrong length (@ctx untouched); -ENOKEY for one of the 4 weak and 12
 * semi-weak keys, whose schedule is stored all the same.
 */
int des_expand_key(struct des_ctx *ctx, const u8 *key, unsigned int keylen);

/**
 * des3_ede_expand_key() - expand a Triple DES key
 * @ctx: where the schedule is stored
 * @key: K1 || K2 || K3
 * @keylen: must be DES3_EDE_KEY_SIZE
 *
 * Return: 0; -EINVAL for a wrong length, or in FIPS mode for a key with K1 = K2, K2 = K3 or
 * K1 = K3 (nothing stored); -ENOKEY outside FIPS mode for K1 = K2 or K2 = K3 (a key that
 * degenerates to single DES), whose schedule is stored all the same.
 */
int des3_ede_expand_key(struct des3_ede_ctx *ctx, const u8 *key, unsigned int keylen);

#ifdef __cplusplus
}
#endif

#endif /* _CRYPTO_DES_H */
