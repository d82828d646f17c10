/* SPDX-License-Identifier: GPL-2.0-only */
/* BLAKE2b (RFC 7693): sizes, initialization vector, state, and the state's initialization. */
#ifndef _UKC_CRYPTO_BLAKE2B_H
#define _UKC_CRYPTO_BLAKE2B_H

#include <linux/string.h>
#include <linux/types.h>

enum blake2b_lengths {
	BLAKE2B_BLOCK_SIZE = 128,
	BLAKE2B_HASH_SIZE = 64,
	BLAKE2B_KEY_SIZE = 64,

	BLAKE2B_160_HASH_SIZE = 20,
	BLAKE2B_256_HASH_SIZE = 32,
	BLAKE2B_384_HASH_SIZE = 48,
	BLAKE2B_512_HASH_SIZE = 64,
};

/**
 * struct blake2b_state - a BLAKE2b computation
 * @h: the chained state words (RFC 7693 section 3.3, h[0..7])
 * @t: the 128-bit byte counter, low word first
 * @f: the finalization flags (f[0] all ones for the last block)
 * @buf: the pending block (the padded key, before any data, for a keyed hash)
 * @buflen: bytes in @buf
 * @outlen: the digest size
 *
 * Assembly glue reads @h, @t and @f at these offsets.
 */
struct blake2b_state {
	u64 h[8];
	u64 t[2];
	u64 f[2];
	u8 buf[BLAKE2B_BLOCK_SIZE];
	unsigned int buflen;
	unsigned int outlen;
};

/* RFC 7693 section 2.6: the SHA-512 initial hash value. */
enum blake2b_iv {
	BLAKE2B_IV0 = 0x6A09E667F3BCC908ULL,
	BLAKE2B_IV1 = 0xBB67AE8584CAA73BULL,
	BLAKE2B_IV2 = 0x3C6EF372FE94F82BULL,
	BLAKE2B_IV3 = 0xA54FF53A5F1D36F1ULL,
	BLAKE2B_IV4 = 0x510E527FADE682D1ULL,
	BLAKE2B_IV5 = 0x9B05688C2B3E6C1FULL,
	BLAKE2B_IV6 = 0x1F83D9ABFB41BD6BULL,
	BLAKE2B_IV7 = 0x5BE0CD19137E2179ULL,
};

/**
 * __blake2b_init() - start a BLAKE2b computation
 * @state: the state
 * @outlen: the digest size, 1 to BLAKE2B_HASH_SIZE
 * @key: the key, or NULL
 * @keylen: its length, 0 to BLAKE2B_KEY_SIZE
 *
 * RFC 7693 section 3.3: the parameter block's first word (digest length, key length, fanout
 * and depth 1) goes into h[0]; a key is hashed as a first block of its own, zero-padded.
 */
static inline void __blake2b_init(struct blake2b_state *state, size_t outlen, const void *key,
				  size_t keylen)
{
	static const u64 iv[8] = { BLAKE2B_IV0, BLAKE2B_IV1, BLAKE2B_IV2, BLAKE2B_IV3,
				   BLAKE2B_IV4, BLAKE2B_IV5, BLAKE2B_IV6, BLAKE2B_IV7 };

	memcpy(state->h, iv, sizeof(state->h));
	state->h[0] ^= 0x01010000ULL | (u64)keylen << 8 | (u64)outlen;
	state->t[0] = state->t[1] = 0;
	state->f[0] = state->f[1] = 0;
	state->buflen = 0;
	state->outlen = (unsigned int)outlen;
	if (keylen) {
		memset(state->buf, 0, sizeof(state->buf));
		memcpy(state->buf, key, keylen);
		state->buflen = BLAKE2B_BLOCK_SIZE;
	}
}

#endif /* _UKC_CRYPTO_BLAKE2B_H */
