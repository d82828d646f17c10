/* SPDX-License-Identifier: GPL-2.0-only */
/* BLAKE2b for shash drivers: the compression hook type, the buffering update and final that
 * every implementation shares, and the keyed-shash helpers that arch glue calls. */
#ifndef _UKC_CRYPTO_INTERNAL_BLAKE2B_H
#define _UKC_CRYPTO_INTERNAL_BLAKE2B_H

#include <crypto/blake2b.h>
#include <crypto/internal/hash.h>
#include <linux/errno.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * blake2b_compress_generic() - the portable BLAKE2b compression function F
 * @state: the state; @state->t is advanced by @inc before each block
 * @block: @nblocks blocks of BLAKE2B_BLOCK_SIZE bytes
 * @nblocks: how many, at least 1
 * @inc: the counter increment per block (BLAKE2B_BLOCK_SIZE, or the length of the last)
 */
void blake2b_compress_generic(struct blake2b_state *state, const u8 *block, size_t nblocks,
			      u32 inc);

typedef void (*blake2b_compress_t)(struct blake2b_state *state, const u8 *block, size_t nblocks,
				   u32 inc);

/** blake2b_set_lastblock() - flag the next compression as the last (RFC 7693 3.2, f). */
static inline void blake2b_set_lastblock(struct blake2b_state *state)
{
	state->f[0] = (u64)-1;
}

/**
 * __blake2b_update() - hash more data through @compress
 * @state: the state
 * @in: the data
 * @inlen: its length
 * @compress: the compression function
 *
 * The last block must be compressed with the final flag, so a full block is held back until
 * more data (or the final) arrives.
 */
static inline void __blake2b_update(struct blake2b_state *state, const u8 *in, size_t inlen,
				    blake2b_compress_t compress)
{
	const size_t fill = BLAKE2B_BLOCK_SIZE - state->buflen;

	if (!inlen)
		return;
	if (inlen > fill) {
		memcpy(state->buf + state->buflen, in, fill);
		compress(state, state->buf, 1, BLAKE2B_BLOCK_SIZE);
		state->buflen = 0;
		in += fill;
		inlen -= fill;
	}
	if (inlen > BLAKE2B_BLOCK_SIZE) {
		/* Every whole block but the one that may turn out to be the last. */
		size_t nblocks = (inlen - 1) / BLAKE2B_BLOCK_SIZE;

		compress(state, in, nblocks, BLAKE2B_BLOCK_SIZE);
		in += nblocks * BLAKE2B_BLOCK_SIZE;
		inlen -= nblocks * BLAKE2B_BLOCK_SIZE;
	}
	memcpy(state->buf + state->buflen, in, inlen);
	state->buflen += (unsigned int)inlen;
}

/**
 * __blake2b_final() - compress the zero-padded last block and output the digest
 * @state: the state
 * @out: @state->outlen bytes
 * @compress: the compression function
 */
static inline void __blake2b_final(struct blake2b_state *state, u8 *out,
				   blake2b_compress_t compress)
{
	u8 digest[BLAKE2B_HASH_SIZE];
	unsigned int i;

	blake2b_set_lastblock(state);
	memset(state->buf + state->buflen, 0, BLAKE2B_BLOCK_SIZE - state->buflen);
	compress(state, state->buf, 1, state->buflen);
	/* RFC 7693 section 3.3: h[0..7] little-endian, truncated to the digest size. */
	for (i = 0; i < 8; i++)
		put_unaligned_le64(state->h[i], digest + 8 * i);
	memcpy(out, digest, state->outlen);
	memzero_explicit(digest, sizeof(digest));
}

/**
 * struct blake2b_tfm_ctx - the key of a BLAKE2b shash tfm
 * @key: the key bytes
 * @keylen: their number, 0 for unkeyed hashing
 */
struct blake2b_tfm_ctx {
	u8 key[BLAKE2B_KEY_SIZE];
	unsigned int keylen;
};

/**
 * crypto_blake2b_setkey() - the setkey of every BLAKE2b shash
 * @tfm: the tfm
 * @key: the key
 * @keylen: 1 to BLAKE2B_KEY_SIZE bytes
 *
 * Return: 0, or -EINVAL for an empty or too long key.
 */
static inline int crypto_blake2b_setkey(struct crypto_shash *tfm, const u8 *key,
					unsigned int keylen)
{
	struct blake2b_tfm_ctx *tctx = (struct blake2b_tfm_ctx *)crypto_shash_ctx(tfm);

	if (keylen == 0 || keylen > BLAKE2B_KEY_SIZE)
		return -EINVAL;
	memcpy(tctx->key, key, keylen);
	tctx->keylen = keylen;
	return 0;
}

/** crypto_blake2b_init() - start a hash of the tfm's digest size with its key. */
static inline int crypto_blake2b_init(struct shash_desc *desc)
{
	const struct blake2b_tfm_ctx *tctx = (const struct blake2b_tfm_ctx *)crypto_shash_ctx(
		desc->tfm);
	struct blake2b_state *state = (struct blake2b_state *)shash_desc_ctx(desc);

	__blake2b_init(state, crypto_shash_digestsize(desc->tfm), tctx->key, tctx->keylen);
	return 0;
}

/** crypto_blake2b_update() - __blake2b_update() on the descriptor's state. */
static inline int crypto_blake2b_update(struct shash_desc *desc, const u8 *in, unsigned int inlen,
					blake2b_compress_t compress)
{
	__blake2b_update((struct blake2b_state *)shash_desc_ctx(desc), in, inlen, compress);
	return 0;
}

/** crypto_blake2b_final() - __blake2b_final() on the descriptor's state. */
static inline int crypto_blake2b_final(struct shash_desc *desc, u8 *out,
				       blake2b_compress_t compress)
{
	__blake2b_final((struct blake2b_state *)shash_desc_ctx(desc), out, compress);
	return 0;
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_INTERNAL_BLAKE2B_H */
