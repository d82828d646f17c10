/* SPDX-License-Identifier: GPL-2.0-only */
/* ARIA (RFC 5794): sizes, the expanded key and the calls 6.12's ARIA drivers fall back on. */
#ifndef _CRYPTO_ARIA_H
#define _CRYPTO_ARIA_H

#include <linux/crypto.h>
#include <linux/types.h>

#define ARIA_MIN_KEY_SIZE 16
#define ARIA_MAX_KEY_SIZE 32
#define ARIA_BLOCK_SIZE 16
#define ARIA_MAX_RD_KEYS 17
#define ARIA_RD_KEY_WORDS (ARIA_BLOCK_SIZE / sizeof(u32))

#ifdef __cplusplus
extern "C" {
#endif

/**
 * struct aria_ctx - expanded ARIA key
 * @enc_key: the round keys ek1..ek(rounds+1) (RFC 5794 section 2.3.3), as big-endian words
 * @dec_key: the decryption round keys dk1..dk(rounds+1) (section 2.4)
 * @rounds: 12, 14 or 16 for 128-, 192- and 256-bit keys
 * @key_length: the key length in bytes
 */
struct aria_ctx {
	u32 enc_key[ARIA_MAX_RD_KEYS][ARIA_RD_KEY_WORDS];
	u32 dec_key[ARIA_MAX_RD_KEYS][ARIA_RD_KEY_WORDS];
	int rounds;
	int key_length;
};

/**
 * aria_encrypt() - encrypt one 16-byte block
 * @ctx: a struct aria_ctx
 * @out: output block (may equal @in)
 * @in: input block
 */
void aria_encrypt(void *ctx, u8 *out, const u8 *in);

/**
 * aria_decrypt() - decrypt one 16-byte block
 * @ctx: a struct aria_ctx
 * @out: output block (may equal @in)
 * @in: input block
 */
void aria_decrypt(void *ctx, u8 *out, const u8 *in);

/**
 * aria_set_key() - set the key of an "aria" cipher transform
 * @tfm: transform whose context is a struct aria_ctx
 * @in_key: the key
 * @key_len: 16, 24 or 32
 *
 * Return: 0, or -EINVAL for any other length.
 */
int aria_set_key(struct crypto_tfm *tfm, const u8 *in_key, unsigned int key_len);

#ifdef __cplusplus
}
#endif

#endif /* _CRYPTO_ARIA_H */
