/* SPDX-License-Identifier: GPL-2.0-only */
/* SM3 (GB/T 32905-2016, GM/T 0004-2012): sizes, constants, the state and the library interface. */
#ifndef _UKC_CRYPTO_SM3_H
#define _UKC_CRYPTO_SM3_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SM3_DIGEST_SIZE 32
#define SM3_BLOCK_SIZE 64

/* The constant T_j of rounds 0-15 and of rounds 16-63 (GM/T 0004-2012 section 4.2). */
#define SM3_T1 0x79CC4519
#define SM3_T2 0x7A879D8A

/* The initial value IV (section 4.1). */
#define SM3_IVA 0x7380166f
#define SM3_IVB 0x4914b2b9
#define SM3_IVC 0x172442d7
#define SM3_IVD 0xda8a0600
#define SM3_IVE 0xa96f30bc
#define SM3_IVF 0x163138aa
#define SM3_IVG 0xe38dee4d
#define SM3_IVH 0xb0fb0e4e

/* The digest of the empty message (exported by the generic driver). */
extern const u8 sm3_zero_message_hash[SM3_DIGEST_SIZE];

/**
 * struct sm3_state - the state of an SM3 computation (also its exported form)
 * @state: the eight working words A..H
 * @count: bytes hashed so far
 * @buffer: the partial block
 */
struct sm3_state {
	u32 state[SM3_DIGEST_SIZE / 4];
	u64 count;
	u8 buffer[SM3_BLOCK_SIZE];
};

/**
 * sm3_init() - start an SM3 computation
 * @sctx: the state
 */
static inline void sm3_init(struct sm3_state *sctx)
{
	sctx->state[0] = SM3_IVA;
	sctx->state[1] = SM3_IVB;
	sctx->state[2] = SM3_IVC;
	sctx->state[3] = SM3_IVD;
	sctx->state[4] = SM3_IVE;
	sctx->state[5] = SM3_IVF;
	sctx->state[6] = SM3_IVG;
	sctx->state[7] = SM3_IVH;
	sctx->count = 0;
}

/**
 * sm3_update() - hash more data
 * @sctx: a state started with sm3_init()
 * @data: the data
 * @len: its length
 */
void sm3_update(struct sm3_state *sctx, const u8 *data, unsigned int len);

/**
 * sm3_final() - pad, write the digest and wipe the state
 * @sctx: the state
 * @out: SM3_DIGEST_SIZE bytes
 */
void sm3_final(struct sm3_state *sctx, u8 *out);

/* Hashes @blocks whole 64-byte blocks at @src into @sst->state. */
typedef void(sm3_block_fn)(struct sm3_state *sst, u8 const *src, int blocks);

/**
 * ukc_sm3_do_update() - buffer a partial block, hash the whole ones with @block_fn
 * @sctx: the state
 * @data: the data
 * @len: its length
 * @block_fn: the block function
 *
 * The buffering behind sm3_update() and sm3_base_do_update() (ukcrypto-specific).
 */
void ukc_sm3_do_update(struct sm3_state *sctx, const u8 *data, unsigned int len,
		       sm3_block_fn *block_fn);

/**
 * ukc_sm3_do_finalize() - append the padding and the big-endian bit length (GM/T 0004-2012
 * section 5.2) and hash the last block(s) with @block_fn
 * @sctx: the state
 * @block_fn: the block function
 */
void ukc_sm3_do_finalize(struct sm3_state *sctx, sm3_block_fn *block_fn);

/**
 * ukc_sm3_block_generic() - the portable compression function over whole blocks
 * @sctx: the state (only @sctx->state is used)
 * @src: @blocks * SM3_BLOCK_SIZE bytes, any alignment
 * @blocks: how many blocks
 *
 * Has the sm3_block_fn shape of <crypto/sm3_base.h> (ukcrypto-specific).
 */
void ukc_sm3_block_generic(struct sm3_state *sctx, const u8 *src, int blocks);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_SM3_H */
