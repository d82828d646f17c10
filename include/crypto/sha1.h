/* SPDX-License-Identifier: GPL-2.0-only */
/* SHA-1 (FIPS 180-4): sizes, initial values, the state and the bare compression function. */
#ifndef _UKC_CRYPTO_SHA1_H
#define _UKC_CRYPTO_SHA1_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SHA1_DIGEST_SIZE 20
#define SHA1_BLOCK_SIZE 64

/* Initial hash value, FIPS 180-4 section 5.3.1. */
#define SHA1_H0 0x67452301UL
#define SHA1_H1 0xefcdab89UL
#define SHA1_H2 0x98badcfeUL
#define SHA1_H3 0x10325476UL
#define SHA1_H4 0xc3d2e1f0UL

/* The digest of the empty message (exported by the generic driver). */
extern const u8 sha1_zero_message_hash[SHA1_DIGEST_SIZE];

/**
 * struct sha1_state - the state of a SHA-1 computation
 * @state: the five working hash words
 * @count: bytes hashed so far
 * @buffer: the partial block
 */
struct sha1_state {
	u32 state[SHA1_DIGEST_SIZE / 4];
	u64 count;
	u8 buffer[SHA1_BLOCK_SIZE];
};

struct shash_desc;

/* The generic driver's update and finup, for drivers that fall back to them. */
int crypto_sha1_update(struct shash_desc *desc, const u8 *data, unsigned int len);
int crypto_sha1_finup(struct shash_desc *desc, const u8 *data, unsigned int len, u8 *hash);

#define SHA1_DIGEST_WORDS (SHA1_DIGEST_SIZE / 4)
#define SHA1_WORKSPACE_WORDS 16

/**
 * sha1_init() - set the five hash words to the initial value
 * @buf: SHA1_DIGEST_WORDS words
 */
void sha1_init(__u32 *buf);

/**
 * sha1_transform() - the SHA-1 compression function on one 64-byte block
 * @digest: SHA1_DIGEST_WORDS hash words, updated
 * @data: the block
 * @W: SHA1_WORKSPACE_WORDS words of scratch space, left for the caller to wipe
 *
 * The bare primitive, kept for old callers; hash messages through crypto_shash.
 */
void sha1_transform(__u32 *digest, const char *data, __u32 *W);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_SHA1_H */
