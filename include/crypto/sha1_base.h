/* SPDX-License-Identifier: GPL-2.0-only */
/* Block buffering and padding for SHA-1 drivers that bring their own block function. */
#ifndef _UKC_CRYPTO_SHA1_BASE_H
#define _UKC_CRYPTO_SHA1_BASE_H

#include <crypto/internal/hash.h>
#include <crypto/sha1.h>
#include <linux/string.h>
#include <linux/types.h>
#include <linux/unaligned.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Hashes @blocks whole 64-byte blocks at @src into @sst->state. */
typedef void(sha1_block_fn)(struct sha1_state *sst, u8 const *src, int blocks);

static inline struct sha1_state *ukc_sha1_desc_state(struct shash_desc *desc)
{
	return (struct sha1_state *)shash_desc_ctx(desc);
}

static inline int sha1_base_init(struct shash_desc *desc)
{
	struct sha1_state *sctx = ukc_sha1_desc_state(desc);

	sctx->state[0] = SHA1_H0;
	sctx->state[1] = SHA1_H1;
	sctx->state[2] = SHA1_H2;
	sctx->state[3] = SHA1_H3;
	sctx->state[4] = SHA1_H4;
	sctx->count = 0;
	return 0;
}

/**
 * sha1_base_do_update() - buffer a partial block, hash the whole ones
 * @desc: the descriptor, whose context is a struct sha1_state
 * @data: the data
 * @len: its length
 * @block_fn: the block function
 *
 * Return: 0.
 */
static inline int sha1_base_do_update(struct shash_desc *desc, const u8 *data, unsigned int len,
				      sha1_block_fn *block_fn)
{
	struct sha1_state *sctx = ukc_sha1_desc_state(desc);
	unsigned int partial = (unsigned int)(sctx->count % SHA1_BLOCK_SIZE);

	sctx->count += len;
	if (partial + len >= SHA1_BLOCK_SIZE) {
		if (partial) {
			unsigned int fill = SHA1_BLOCK_SIZE - partial;

			memcpy(sctx->buffer + partial, data, fill);
			data += fill;
			len -= fill;
			block_fn(sctx, sctx->buffer, 1);
			partial = 0;
		}
		if (len >= SHA1_BLOCK_SIZE) {
			unsigned int blocks = len / SHA1_BLOCK_SIZE;

			block_fn(sctx, data, (int)blocks);
			data += blocks * SHA1_BLOCK_SIZE;
			len -= blocks * SHA1_BLOCK_SIZE;
		}
	}
	if (len)
		memcpy(sctx->buffer + partial, data, len);
	return 0;
}

/**
 * sha1_base_do_finalize() - append the padding and the bit length (FIPS 180-4 5.1.1)
 * @desc: the descriptor
 * @block_fn: the block function
 *
 * Return: 0.
 */
static inline int sha1_base_do_finalize(struct shash_desc *desc, sha1_block_fn *block_fn)
{
	const unsigned int len_offset = SHA1_BLOCK_SIZE - sizeof(__be64);
	struct sha1_state *sctx = ukc_sha1_desc_state(desc);
	unsigned int partial = (unsigned int)(sctx->count % SHA1_BLOCK_SIZE);

	sctx->buffer[partial++] = 0x80;
	if (partial > len_offset) {
		memset(sctx->buffer + partial, 0, SHA1_BLOCK_SIZE - partial);
		block_fn(sctx, sctx->buffer, 1);
		partial = 0;
	}
	memset(sctx->buffer + partial, 0, len_offset - partial);
	put_unaligned_be64(sctx->count << 3, sctx->buffer + len_offset);
	block_fn(sctx, sctx->buffer, 1);
	return 0;
}

/**
 * sha1_base_finish() - write the digest big-endian and wipe the state
 * @desc: the finalized descriptor
 * @out: SHA1_DIGEST_SIZE bytes
 *
 * Return: 0.
 */
static inline int sha1_base_finish(struct shash_desc *desc, u8 *out)
{
	struct sha1_state *sctx = ukc_sha1_desc_state(desc);

	for (unsigned int i = 0; i < SHA1_DIGEST_SIZE / 4; i++)
		put_unaligned_be32(sctx->state[i], out + 4 * i);
	memzero_explicit(sctx, sizeof(*sctx));
	return 0;
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_SHA1_BASE_H */
