/* SPDX-License-Identifier: GPL-2.0-only */
/* Block buffering and padding for SHA-224/256 drivers that bring their own block function. */
#ifndef _UKC_CRYPTO_SHA256_BASE_H
#define _UKC_CRYPTO_SHA256_BASE_H

#include <crypto/internal/hash.h>
#include <crypto/sha2.h>
#include <linux/string.h>
#include <linux/types.h>
#include <linux/unaligned.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Hashes @blocks whole 64-byte blocks at @src into @sst->state. */
typedef void(sha256_block_fn)(struct sha256_state *sst, u8 const *src, int blocks);

static inline struct sha256_state *ukc_sha256_desc_state(struct shash_desc *desc)
{
	return (struct sha256_state *)shash_desc_ctx(desc);
}

static inline int sha224_base_init(struct shash_desc *desc)
{
	sha224_init(ukc_sha256_desc_state(desc));
	return 0;
}

static inline int sha256_base_init(struct shash_desc *desc)
{
	sha256_init(ukc_sha256_desc_state(desc));
	return 0;
}

/**
 * lib_sha256_base_do_update() - buffer a partial block, hash the whole ones
 * @sctx: the state
 * @data: the data
 * @len: its length
 * @block_fn: the block function
 *
 * Return: 0.
 */
static inline int lib_sha256_base_do_update(struct sha256_state *sctx, const u8 *data,
					    unsigned int len, sha256_block_fn *block_fn)
{
	unsigned int partial = (unsigned int)(sctx->count % SHA256_BLOCK_SIZE);

	sctx->count += len;
	if (partial + len >= SHA256_BLOCK_SIZE) {
		if (partial) {
			unsigned int fill = SHA256_BLOCK_SIZE - partial;

			memcpy(sctx->buf + partial, data, fill);
			data += fill;
			len -= fill;
			block_fn(sctx, sctx->buf, 1);
			partial = 0;
		}
		if (len >= SHA256_BLOCK_SIZE) {
			unsigned int blocks = len / SHA256_BLOCK_SIZE;

			block_fn(sctx, data, (int)blocks);
			data += blocks * SHA256_BLOCK_SIZE;
			len -= blocks * SHA256_BLOCK_SIZE;
		}
	}
	if (len)
		memcpy(sctx->buf + partial, data, len);
	return 0;
}

static inline int sha256_base_do_update(struct shash_desc *desc, const u8 *data, unsigned int len,
					sha256_block_fn *block_fn)
{
	return lib_sha256_base_do_update(ukc_sha256_desc_state(desc), data, len, block_fn);
}

/**
 * lib_sha256_base_do_finalize() - append the padding and the bit length (FIPS 180-4 5.1.1)
 * @sctx: the state
 * @block_fn: the block function
 *
 * Return: 0.
 */
static inline int lib_sha256_base_do_finalize(struct sha256_state *sctx, sha256_block_fn *block_fn)
{
	const unsigned int len_offset = SHA256_BLOCK_SIZE - sizeof(__be64);
	unsigned int partial = (unsigned int)(sctx->count % SHA256_BLOCK_SIZE);

	sctx->buf[partial++] = 0x80;
	if (partial > len_offset) {
		memset(sctx->buf + partial, 0, SHA256_BLOCK_SIZE - partial);
		block_fn(sctx, sctx->buf, 1);
		partial = 0;
	}
	memset(sctx->buf + partial, 0, len_offset - partial);
	put_unaligned_be64(sctx->count << 3, sctx->buf + len_offset);
	block_fn(sctx, sctx->buf, 1);
	return 0;
}

static inline int sha256_base_do_finalize(struct shash_desc *desc, sha256_block_fn *block_fn)
{
	return lib_sha256_base_do_finalize(ukc_sha256_desc_state(desc), block_fn);
}

/**
 * lib_sha256_base_finish() - write the digest big-endian and wipe the state
 * @sctx: the finalized state
 * @out: @digest_size bytes
 * @digest_size: SHA224_DIGEST_SIZE or SHA256_DIGEST_SIZE
 *
 * Return: 0.
 */
static inline int lib_sha256_base_finish(struct sha256_state *sctx, u8 *out,
					 unsigned int digest_size)
{
	for (unsigned int i = 0; i < digest_size / 4; i++)
		put_unaligned_be32(sctx->state[i], out + 4 * i);
	memzero_explicit(sctx, sizeof(*sctx));
	return 0;
}

static inline int sha256_base_finish(struct shash_desc *desc, u8 *out)
{
	return lib_sha256_base_finish(ukc_sha256_desc_state(desc), out,
				      crypto_shash_digestsize(desc->tfm));
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_SHA256_BASE_H */
