/* SPDX-License-Identifier: GPL-2.0-only */
/* POLYVAL (RFC 8452 section 3): sizes and the field multiplication the SIMD drivers fall back on. */
#ifndef _UKC_CRYPTO_POLYVAL_H
#define _UKC_CRYPTO_POLYVAL_H

#include <linux/crypto.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

#define POLYVAL_BLOCK_SIZE 16
#define POLYVAL_DIGEST_SIZE 16

/**
 * polyval_mul_non4k() - POLYVAL's dot product, in place
 * @op1: the first factor (16 bytes, RFC 8452's little-endian order), replaced by op1 * op2 * x^-128
 * @op2: the second factor
 *
 * Constant time, without lookup tables.
 */
void polyval_mul_non4k(u8 *op1, const u8 *op2);

/**
 * polyval_update_non4k() - absorb whole blocks into a POLYVAL accumulator
 * @key: the hash key H (16 bytes)
 * @in: @nblocks blocks of 16 bytes
 * @nblocks: how many
 * @accumulator: S, replaced by (...((S ^ X_1) * H) ^ X_2) * H ...)
 */
void polyval_update_non4k(const u8 *key, const u8 *in, size_t nblocks, u8 *accumulator);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_POLYVAL_H */
