/* SPDX-License-Identifier: GPL-2.0-only */
/* SHA-3 (FIPS 202): sizes, the sponge state, and the generic driver's steps for arch glue. */
#ifndef _UKC_CRYPTO_SHA3_H
#define _UKC_CRYPTO_SHA3_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Digest sizes and rates: the capacity is twice the digest size (FIPS 202 section 6.1). */
#define SHA3_224_DIGEST_SIZE (224 / 8)
#define SHA3_224_BLOCK_SIZE (200 - 2 * SHA3_224_DIGEST_SIZE)

#define SHA3_256_DIGEST_SIZE (256 / 8)
#define SHA3_256_BLOCK_SIZE (200 - 2 * SHA3_256_DIGEST_SIZE)

#define SHA3_384_DIGEST_SIZE (384 / 8)
#define SHA3_384_BLOCK_SIZE (200 - 2 * SHA3_384_DIGEST_SIZE)

#define SHA3_512_DIGEST_SIZE (512 / 8)
#define SHA3_512_BLOCK_SIZE (200 - 2 * SHA3_512_DIGEST_SIZE)

/**
 * struct sha3_state - the state of a SHA-3 computation (also its exported form)
 * @st: the 25 lanes of Keccak-f[1600], lane (x, y) at st[x + 5 * y], each the little-endian
 *	reading of its 8 bytes of the state string (FIPS 202 section 3.1.2)
 * @rsiz: the rate in bytes
 * @rsizw: the rate in 64-bit words
 * @partial: bytes waiting in @buf (always fewer than @rsiz)
 * @buf: the partial block (large enough for the widest rate, SHA3-224's)
 */
struct sha3_state {
	u64 st[25];
	unsigned int rsiz;
	unsigned int rsizw;
	unsigned int partial;
	u8 buf[SHA3_224_BLOCK_SIZE];
};

struct shash_desc;

/**
 * crypto_sha3_init() - start a SHA-3 computation of the descriptor's digest size
 * @desc: a descriptor whose context is a struct sha3_state
 *
 * The generic driver's steps, exported so arch drivers can fall back to them when SIMD is not
 * usable. Return: 0.
 */
int crypto_sha3_init(struct shash_desc *desc);

/**
 * crypto_sha3_update() - absorb data
 * @desc: the descriptor
 * @data: the data
 * @len: its length
 *
 * Return: 0.
 */
int crypto_sha3_update(struct shash_desc *desc, const u8 *data, unsigned int len);

/**
 * crypto_sha3_final() - pad, squeeze the digest and wipe the state
 * @desc: the descriptor
 * @out: crypto_shash_digestsize() bytes
 *
 * Return: 0.
 */
int crypto_sha3_final(struct shash_desc *desc, u8 *out);

/* Absorbs @blocks whole blocks of @sst->rsiz bytes at @src into @sst->st (ukcrypto-specific). */
typedef void(sha3_block_fn)(struct sha3_state *sst, const u8 *src, int blocks);

/**
 * ukc_sha3_do_update() - buffer a partial block, absorb the whole ones with @block_fn
 * @sctx: the state
 * @data: the data
 * @len: its length
 * @block_fn: the block function
 *
 * The buffering behind crypto_sha3_update(), for arch drivers that bring their own
 * permutation (ukcrypto-specific).
 */
void ukc_sha3_do_update(struct sha3_state *sctx, const u8 *data, unsigned int len,
			sha3_block_fn *block_fn);

/**
 * ukc_sha3_do_final() - crypto_sha3_final() with @block_fn absorbing the padded last block
 * @desc: the descriptor
 * @out: crypto_shash_digestsize() bytes
 * @block_fn: the block function
 *
 * Return: 0.
 */
int ukc_sha3_do_final(struct shash_desc *desc, u8 *out, sha3_block_fn *block_fn);

/**
 * ukc_sha3_generic_impl() - which build of the permutation the generic drivers use
 *
 * Chosen once at start-up (ukcrypto-specific). Return: "bmi1" on x86-64 CPUs with BMI1 that
 * UKCRYPTO_DISABLE_CPU_FEATURES leaves it on, else "portable".
 */
const char *ukc_sha3_generic_impl(void);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_SHA3_H */
