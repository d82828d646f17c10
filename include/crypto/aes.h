/* SPDX-License-Identifier: GPL-2.0-only */
/* AES (FIPS-197) constants, key schedule context and single-block library calls. */
#ifndef _CRYPTO_AES_H
#define _CRYPTO_AES_H

#include <linux/compiler.h>
#include <linux/errno.h>
#include <linux/types.h>

#define AES_MIN_KEY_SIZE 16
#define AES_MAX_KEY_SIZE 32
#define AES_KEYSIZE_128 16
#define AES_KEYSIZE_192 24
#define AES_KEYSIZE_256 32
#define AES_BLOCK_SIZE 16
#define AES_MAX_KEYLENGTH (15 * 16)
#define AES_MAX_KEYLENGTH_U32 (AES_MAX_KEYLENGTH / sizeof(u32))

#ifdef __cplusplus
extern "C" {
#endif

struct crypto_tfm;

/**
 * struct crypto_aes_ctx - expanded AES key
 * @key_enc: encryption round keys, 4 words per round key, round key 0 first; each word is
 *	     the little-endian load of 4 bytes of the FIPS-197 schedule w[], so the byte
 *	     order in memory is the standard's and AES-NI code can load them directly
 * @key_dec: round keys of the FIPS-197 5.3.5 Equivalent Inverse Cipher: the encryption
 *	     round keys in reverse order, InvMixColumns applied to all but the first and last
 * @key_length: key length in bytes (16, 24 or 32)
 *
 * key_enc and key_dec must stay the first two fields, at 16-byte aligned offsets,
 * because SIMD drivers load them as 128-bit vectors.
 */
struct crypto_aes_ctx {
	u32 key_enc[AES_MAX_KEYLENGTH_U32];
	u32 key_dec[AES_MAX_KEYLENGTH_U32];
	u32 key_length;
};

extern const u32 crypto_ft_tab[4][256] ____cacheline_aligned;
extern const u32 crypto_it_tab[4][256] ____cacheline_aligned;

/**
 * aes_check_keylen() - validate an AES key length
 * @keylen: key length in bytes
 *
 * Return: 0 for 16, 24 or 32; -EINVAL otherwise.
 */
static inline int aes_check_keylen(unsigned int keylen)
{
	switch (keylen) {
	case AES_KEYSIZE_128:
	case AES_KEYSIZE_192:
	case AES_KEYSIZE_256:
		return 0;
	default:
		return -EINVAL;
	}
}

/**
 * crypto_aes_set_key() - set the key of an "aes" cipher transform
 * @tfm: transform whose context is a struct crypto_aes_ctx
 * @in_key: the key
 * @key_len: key length in bytes
 *
 * Return: 0, or -EINVAL for a bad key length.
 */
int crypto_aes_set_key(struct crypto_tfm *tfm, const u8 *in_key, unsigned int key_len);

/**
 * aes_expandkey() - expand an AES key as FIPS-197 section 5.2 describes
 * @ctx: where the encryption and decryption schedules are stored
 * @in_key: the key
 * @key_len: key length in bytes
 *
 * Fills @ctx->key_enc with the (Nr + 1) round keys, @ctx->key_dec with the round keys of
 * the Equivalent Inverse Cipher, and @ctx->key_length. @ctx is left untouched on error.
 *
 * Return: 0, or -EINVAL for a bad key length.
 */
int aes_expandkey(struct crypto_aes_ctx *ctx, const u8 *in_key, unsigned int key_len);

/**
 * aes_encrypt() - encrypt one AES block
 * @ctx: expanded key
 * @out: 16 bytes of ciphertext output (may equal @in)
 * @in: 16 bytes of plaintext
 */
void aes_encrypt(const struct crypto_aes_ctx *ctx, u8 *out, const u8 *in);

/**
 * aes_decrypt() - decrypt one AES block
 * @ctx: expanded key
 * @out: 16 bytes of plaintext output (may equal @in)
 * @in: 16 bytes of ciphertext
 */
void aes_decrypt(const struct crypto_aes_ctx *ctx, u8 *out, const u8 *in);

extern const u8 crypto_aes_sbox[];
extern const u8 crypto_aes_inv_sbox[];

#ifdef __cplusplus
}
#endif

#endif /* _CRYPTO_AES_H */
