/* SPDX-License-Identifier: GPL-2.0-only */
/* Block buffering and padding for SHA-384/512 drivers that bring their own block function. */
#ifndef _UKC_CRYPTO_SHA512_BASE_H
#define _UKC_CRYPTO_SHA512_BASE_H

#include <crypto/internal/hash.h>
#include <crypto/sha2.h>
#include <linux/string.h>
#include <linux/types.h>
#include <linux/unaligned.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Hashes @blocks whole 128-byte blocks at @src into @sst->state. */
typedef void(sha512_block_fn)(struct sha512_state *sst, u8 const *src, int blocks);

static inline struct sha512_state *ukc_sha512_desc_state(struct shash_desc *desc)
{
	return (struct sha512_state *)shash_desc_ctx(desc);
}

/* Starts @desc's state from the initial hash value @h: SHA-384 and SHA-512 differ only there. */
static inline int ukc_sha512_base_start(struct shash_desc *desc, const u64 h[8])
{
	struct sha512_state *sctx = ukc_sha512_desc_state(desc);

	memcpy(sctx->state, h, sizeof(sctx->state));
	sctx->count[0] = sctx->count[1] = 0;
	return 0;
}

static inline int sha384_base_init(struct shash_desc *desc)
{
	static const u64 h[8] = { SHA384_H0, SHA384_H1, SHA384_H2, SHA384_H3,
				  SHA384_H4, SHA384_H5, SHA384_H6, SHA384_H7 };

	return ukc_sha512_base_start(desc, h);
}

static inline int sha512_base_init(struct shash_desc *desc)
{
	static const u64 h[8] = { SHA512_H0, SHA512_H1, SHA512_H2, SHA512_H3,
				  SHA512_H4, SHA512_H5, SHA512_H6, SHA512_H7 };

	return ukc_sha512_base_start(desc, h);
}

/**
 * sha512_base_do_update() - buffer a partial block, hash the whole ones
 * @desc: the descriptor, whose context is a struct sha512_state
 * @data: the data
 * @len: its length
 * @block_fn: the block function
 *
 * Return: 0.
 */
static inline int sha512_base_do_update(struct shash_desc *desc, const u8 *data, unsigned int len,
					sha512_block_fn *block_fn)
{
	struct sha512_state *sctx = ukc_sha512_desc_state(desc);
	unsigned int partial = (unsigned int)(sctx->count[0] % SHA512_BLOCK_SIZE);

	sctx->count[0] += len;
	if (sctx->count[0] < len)
		sctx->count[1]++;
	if (partial + len >= SHA512_BLOCK_SIZE) {
		if (partial) {
			unsigned int fill = SHA512_BLOCK_SIZE - partial;

			memcpy(sctx->buf + partial, data, fill);
			data += fill;
			len -= fill;
			block_fn(sctx, sctx->buf, 1);
			partial = 0;
		}
		if (len >= SHA512_BLOCK_SIZE) {
			unsigned int blocks = len / SHA512_BLOCK_SIZE;

			block_fn(sctx, data, (int)blocks);
			data += blocks * SHA512_BLOCK_SIZE;
			len -= blocks * SHA512_BLOCK_SIZE;
		}
	}
	if (len)
		memcpy(sctx->buf + partial, data, len);
	return 0;
}

/**
 * sha512_base_do_finalize() - append the padding and the 128-bit length (FIPS 180-4 5.1.2)
 * @desc: the descriptor
 * @block_fn: the block function
 *
 * Return: 0.
 */
static inline int sha512_base_do_finalize(struct shash_desc *desc, sha512_block_fn *block_fn)
{
	const unsigned int len_offset = SHA512_BLOCK_SIZE - 2 * sizeof(__be64);
	struct sha512_state *sctx = ukc_sha512_desc_state(desc);
	unsigned int partial = (unsigned int)(sctx->count[0] % SHA512_BLOCK_SIZE);

	sctx->buf[partial++] = 0x80;
	if (partial > len_offset) {
		memset(sctx->buf + partial, 0, SHA512_BLOCK_SIZE - partial);
		block_fn(sctx, sctx->buf, 1);
		partial = 0;
	}
	memset(sctx->buf + partial, 0, len_offset - partial);
	put_unaligned_be64((sctx->count[1] << 3) | (sctx->count[0] >> 61), sctx->buf + len_offset);
	put_unaligned_be64(sctx->count[0] << 3, sctx->buf + len_offset + 8);
	block_fn(sctx, sctx->buf, 1);
	return 0;
}

/**
 * sha512_base_finish() - write the digest big-endian and wipe the state
 * @desc: the finalized descriptor
 * @out: crypto_shash_digestsize() bytes
 *
 * Return: 0.
 */
static inline int sha512_base_finish(struct shash_desc *desc, u8 *out)
{
	unsigned int digest_size = crypto_shash_digestsize(desc->tfm);
	struct sha512_state *sctx = ukc_sha512_desc_state(desc);

	for (unsigned int i = 0; i < digest_size / 8; i++)
		put_unaligned_be64(sctx->state[i], out + 8 * i);
	memzero_explicit(sctx, sizeof(*sctx));
	return 0;
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_SHA512_BASE_H */
