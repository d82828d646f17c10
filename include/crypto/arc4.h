/* SPDX-License-Identifier: GPL-2.0-only */
/* ARC4, the stream cipher of the kernel's obsolete "ecb(arc4)": its state and library calls. */
#ifndef _UKC_CRYPTO_ARC4_H
#define _UKC_CRYPTO_ARC4_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

#define ARC4_MIN_KEY_SIZE 1
#define ARC4_MAX_KEY_SIZE 256
#define ARC4_BLOCK_SIZE 1

/**
 * struct arc4_ctx - the ARC4 state
 * @S: the permutation of the 256 byte values, one per word
 * @x: the first index
 * @y: the second index
 */
struct arc4_ctx {
	u32 S[256];
	u32 x, y;
};

/**
 * arc4_setkey() - the key schedule
 * @ctx: the state to set up
 * @in_key: the key
 * @key_len: its length, ARC4_MIN_KEY_SIZE to ARC4_MAX_KEY_SIZE bytes
 *
 * Return: 0, or -EINVAL for a length out of range.
 */
int arc4_setkey(struct arc4_ctx *ctx, const u8 *in_key, unsigned int key_len);

/**
 * arc4_crypt() - XOR @len bytes with the keystream, advancing the state
 * @ctx: the state
 * @out: the output (may be @in)
 * @in: the input
 * @len: how many bytes
 */
void arc4_crypt(struct arc4_ctx *ctx, u8 *out, const u8 *in, unsigned int len);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_ARC4_H */
