/* SPDX-License-Identifier: GPL-2.0-only */
/* MD5 (RFC 1321): sizes, initial values, the digest of the empty message and the state. */
#ifndef _UKC_CRYPTO_MD5_H
#define _UKC_CRYPTO_MD5_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

#define MD5_DIGEST_SIZE 16
#define MD5_HMAC_BLOCK_SIZE 64
#define MD5_BLOCK_WORDS 16
#define MD5_HASH_WORDS 4

/* Initial buffer A, B, C, D (RFC 1321 section 3.3), as 32-bit words. */
#define MD5_H0 0x67452301UL
#define MD5_H1 0xefcdab89UL
#define MD5_H2 0x98badcfeUL
#define MD5_H3 0x10325476UL

/* The digest of the empty message (exported by the generic driver). */
extern const u8 md5_zero_message_hash[MD5_DIGEST_SIZE];

/**
 * struct md5_state - the state of an MD5 computation (also its exported form)
 * @hash: the four working words A, B, C, D
 * @block: the partial block, as the message bytes
 * @byte_count: bytes hashed so far
 */
struct md5_state {
	u32 hash[MD5_HASH_WORDS];
	u32 block[MD5_BLOCK_WORDS];
	u64 byte_count;
};

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_MD5_H */
