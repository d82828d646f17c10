/* SPDX-License-Identifier: GPL-2.0-only */
/* Block buffering and padding for SM3 drivers that bring their own block function. */
#ifndef _UKC_CRYPTO_SM3_BASE_H
#define _UKC_CRYPTO_SM3_BASE_H

#include <crypto/internal/hash.h>
#include <crypto/sm3.h>
#include <linux/string.h>
#include <linux/types.h>
#include <linux/unaligned.h>

#ifdef __cplusplus
extern "C" {
#endif

static inline int sm3_base_init(struct shash_desc *desc)
{
	sm3_init((struct sm3_state *)shash_desc_ctx(desc));
	return 0;
}

/**
 * sm3_base_do_update() - buffer a partial block, hash the whole ones
 * @desc: the descriptor, whose context is a struct sm3_state
 * @data: the data
 * @len: its length
 * @block_fn: the block function
 *
 * Return: 0.
 */
static inline int sm3_base_do_update(struct shash_desc *desc, const u8 *data, unsigned int len,
				     sm3_block_fn *block_fn)
{
	ukc_sm3_do_update((struct sm3_state *)shash_desc_ctx(desc), data, len, block_fn);
	return 0;
}

/**
 * sm3_base_do_finalize() - append the padding and the bit length, hash the last block(s)
 * @desc: the descriptor
 * @block_fn: the block function
 *
 * Return: 0.
 */
static inline int sm3_base_do_finalize(struct shash_desc *desc, sm3_block_fn *block_fn)
{
	ukc_sm3_do_finalize((struct sm3_state *)shash_desc_ctx(desc), block_fn);
	return 0;
}

/**
 * sm3_base_finish() - write the digest big-endian and wipe the state
 * @desc: the finalized descriptor
 * @out: SM3_DIGEST_SIZE bytes
 *
 * Return: 0.
 */
static inline int sm3_base_finish(struct shash_desc *desc, u8 *out)
{
	struct sm3_state *sctx = (struct sm3_state *)shash_desc_ctx(desc);

	for (unsigned int i = 0; i < SM3_DIGEST_SIZE / 4; i++)
		put_unaligned_be32(sctx->state[i], out + 4 * i);
	memzero_explicit(sctx, sizeof(*sctx));
	return 0;
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_SM3_BASE_H */
