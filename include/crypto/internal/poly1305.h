/* SPDX-License-Identifier: GPL-2.0-only */
/* The Poly1305 core over whole blocks, for drivers and templates that do their own buffering. */
#ifndef _UKC_CRYPTO_INTERNAL_POLY1305_H
#define _UKC_CRYPTO_INTERNAL_POLY1305_H

#include <crypto/poly1305.h>
#include <linux/types.h>
#include <linux/unaligned.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * poly1305_core_setkey() - clamp r and precompute what the reduction needs
 * @key: the core key out
 * @raw_key: r, POLY1305_BLOCK_SIZE bytes (RFC 8439 section 2.5: clamped here)
 */
void poly1305_core_setkey(struct poly1305_core_key *key, const u8 raw_key[POLY1305_BLOCK_SIZE]);

/**
 * poly1305_core_init() - a zero accumulator
 * @state: the accumulator
 */
static inline void poly1305_core_init(struct poly1305_state *state)
{
	memset(state, 0, sizeof(*state));
}

/**
 * poly1305_core_blocks() - absorb whole blocks
 * @state: the accumulator
 * @key: the core key
 * @src: @nblocks blocks of POLY1305_BLOCK_SIZE bytes
 * @nblocks: how many
 * @hibit: 1 for full blocks (the 2^128 bit is added), 0 for a final block the caller padded
 *	   with 1 then zeros
 */
void poly1305_core_blocks(struct poly1305_state *state, const struct poly1305_core_key *key,
			  const void *src, unsigned int nblocks, u32 hibit);

/**
 * poly1305_core_emit() - the accumulator fully reduced, plus the nonce
 * @state: the accumulator (not changed)
 * @nonce: s as 4 words, or NULL for the bare universal hash
 * @dst: POLY1305_DIGEST_SIZE bytes out
 */
void poly1305_core_emit(const struct poly1305_state *state, const u32 nonce[4], void *dst);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_INTERNAL_POLY1305_H */
