/* SPDX-License-Identifier: GPL-2.0-only */
/* SM4 (GB/T 32907-2016): sizes, the expanded key, the exported tables and the library calls that
 * sm4-generic and the SIMD drivers share. */
#ifndef _CRYPTO_SM4_H
#define _CRYPTO_SM4_H

#include <linux/crypto.h>
#include <linux/types.h>

#define SM4_KEY_SIZE 16
#define SM4_BLOCK_SIZE 16
#define SM4_RKEY_WORDS 32

#ifdef __cplusplus
extern "C" {
#endif

/**
 * struct sm4_ctx - expanded SM4 key
 * @rkey_enc: the round keys rk0..rk31 (GB/T 32907-2016 section 7.3)
 * @rkey_dec: the same keys in reverse order, for decryption
 */
struct sm4_ctx {
	u32 rkey_enc[SM4_RKEY_WORDS];
	u32 rkey_dec[SM4_RKEY_WORDS];
};

/* The system parameter FK0..FK3 (section 7.3.1). */
extern const u32 crypto_sm4_fk[];
/* The fixed parameters CK0..CK31 (section 7.3.2). */
extern const u32 crypto_sm4_ck[];
/* The S-box of section 6.2, 256 bytes. */
extern const u8 crypto_sm4_sbox[];

/**
 * sm4_expandkey() - expand an SM4 key
 * @ctx: where the round keys are stored
 * @in_key: the 16-byte key
 * @key_len: must be SM4_KEY_SIZE
 *
 * Return: 0, or -EINVAL for any other length (@ctx untouched).
 */
int sm4_expandkey(struct sm4_ctx *ctx, const u8 *in_key, unsigned int key_len);

/**
 * sm4_crypt_block() - run the 32 rounds over one block
 * @rk: @ctx->rkey_enc to encrypt, @ctx->rkey_dec to decrypt
 * @out: output block (may equal @in)
 * @in: input block
 */
void sm4_crypt_block(const u32 *rk, u8 *out, const u8 *in);

#ifdef __cplusplus
}
#endif

#endif /* _CRYPTO_SM4_H */
