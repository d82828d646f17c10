/* SPDX-License-Identifier: GPL-2.0-only */
/* BLAKE2s (RFC 7693) as a library: sizes, state, initialization and the one-shot digest. */
#ifndef _UKC_CRYPTO_BLAKE2S_H
#define _UKC_CRYPTO_BLAKE2S_H

#include <linux/string.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

enum blake2s_lengths {
	BLAKE2S_BLOCK_SIZE = 64,
	BLAKE2S_HASH_SIZE = 32,
	BLAKE2S_KEY_SIZE = 32,

	BLAKE2S_128_HASH_SIZE = 16,
	BLAKE2S_160_HASH_SIZE = 20,
	BLAKE2S_224_HASH_SIZE = 28,
	BLAKE2S_256_HASH_SIZE = 32,
};

/**
 * struct blake2s_state - a BLAKE2s computation
 * @h: the chained state words (RFC 7693 section 3.3)
 * @t: the 64-bit byte counter, low word first
 * @f: the finalization flags (f[0] all ones for the last block)
 * @buf: the pending block (the padded key, before any data, for a keyed hash)
 * @buflen: bytes in @buf
 * @outlen: the digest size
 *
 * Assembly glue reads @h, @t and @f at these offsets.
 */
struct blake2s_state {
	u32 h[8];
	u32 t[2];
	u32 f[2];
	u8 buf[BLAKE2S_BLOCK_SIZE];
	unsigned int buflen;
	unsigned int outlen;
};

/* RFC 7693 section 2.6: the SHA-256 initial hash value. */
enum blake2s_iv {
	BLAKE2S_IV0 = 0x6A09E667UL,
	BLAKE2S_IV1 = 0xBB67AE85UL,
	BLAKE2S_IV2 = 0x3C6EF372UL,
	BLAKE2S_IV3 = 0xA54FF53AUL,
	BLAKE2S_IV4 = 0x510E527FUL,
	BLAKE2S_IV5 = 0x9B05688CUL,
	BLAKE2S_IV6 = 0x1F83D9ABUL,
	BLAKE2S_IV7 = 0x5BE0CD19UL,
};

/**
 * __blake2s_init() - start a BLAKE2s computation
 * @state: the state
 * @outlen: the digest size, 1 to BLAKE2S_HASH_SIZE
 * @key: the key, or NULL
 * @keylen: its length, 0 to BLAKE2S_KEY_SIZE
 *
 * RFC 7693 section 3.3: the parameter block's first word (digest length, key length, fanout
 * and depth 1) goes into h[0]; a key is hashed as a first block of its own, zero-padded.
 */
static inline void __blake2s_init(struct blake2s_state *state, size_t outlen, const void *key,
				  size_t keylen)
{
	static const u32 iv[8] = { BLAKE2S_IV0, BLAKE2S_IV1, BLAKE2S_IV2, BLAKE2S_IV3,
				   BLAKE2S_IV4, BLAKE2S_IV5, BLAKE2S_IV6, BLAKE2S_IV7 };

	memcpy(state->h, iv, sizeof(state->h));
	state->h[0] ^= 0x01010000U | (u32)keylen << 8 | (u32)outlen;
	state->t[0] = state->t[1] = 0;
	state->f[0] = state->f[1] = 0;
	state->buflen = 0;
	state->outlen = (unsigned int)outlen;
	if (keylen) {
		memset(state->buf, 0, sizeof(state->buf));
		memcpy(state->buf, key, keylen);
		state->buflen = BLAKE2S_BLOCK_SIZE;
	}
}

/** blake2s_init() - start an unkeyed BLAKE2s of @outlen bytes in @state. */
static inline void blake2s_init(struct blake2s_state *state, const size_t outlen)
{
	__blake2s_init(state, outlen, NULL, 0);
}

/**
 * blake2s_init_key() - start a keyed BLAKE2s
 * @state: the state
 * @outlen: the digest size, 1 to BLAKE2S_HASH_SIZE
 * @key: the key
 * @keylen: its length, 1 to BLAKE2S_KEY_SIZE
 */
static inline void blake2s_init_key(struct blake2s_state *state, const size_t outlen,
				    const void *key, const size_t keylen)
{
	__blake2s_init(state, outlen, key, keylen);
}

/**
 * blake2s_update() - hash more input
 * @state: the state
 * @in: the input
 * @inlen: its length
 */
void blake2s_update(struct blake2s_state *state, const u8 *in, size_t inlen);

/**
 * blake2s_final() - finish, write the digest and wipe the state
 * @state: the state
 * @out: the digest, state->outlen bytes
 */
void blake2s_final(struct blake2s_state *state, u8 *out);

/**
 * blake2s() - one-shot BLAKE2s
 * @out: the digest, @outlen bytes
 * @in: the input, @inlen bytes (NULL when @inlen is 0)
 * @key: the key, @keylen bytes, or NULL when @keylen is 0
 * @outlen: 1 to BLAKE2S_HASH_SIZE
 * @inlen: the input length
 * @keylen: 0 to BLAKE2S_KEY_SIZE
 */
static inline void blake2s(u8 *out, const u8 *in, const u8 *key, const size_t outlen,
			   const size_t inlen, const size_t keylen)
{
	struct blake2s_state state;

	__blake2s_init(&state, outlen, key, keylen);
	blake2s_update(&state, in, inlen);
	blake2s_final(&state, out);
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_BLAKE2S_H */
