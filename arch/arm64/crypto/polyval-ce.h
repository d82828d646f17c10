/* SPDX-License-Identifier: GPL-2.0-only */
/* The POLYVAL routines of polyval-ce.cpp (built with PMULL), for the polyval-ce glue. */
#ifndef _UKC_ARCH_ARM64_POLYVAL_CE_H
#define _UKC_ARCH_ARM64_POLYVAL_CE_H

#include <crypto/polyval.h>
#include <linux/types.h>

#pragma GCC visibility push(hidden)

namespace ukc::arm64 {

/* The key powers one reduction folds eight blocks with, as 6.12's glue keeps them. */
constexpr unsigned int POLYVAL_CE_POWERS = 8;

/**
 * struct polyval_ce_key - H^8, ..., H^1 in POLYVAL's field, each as dot() products give them
 * @powers: powers[i] is H^(8 - i) * x^(-128 * (7 - i)), so that dot(X, powers[i]) is
 *	    X * H^(8 - i) * x^(-128 * (8 - i))
 */
struct polyval_ce_key {
	u8 powers[POLYVAL_CE_POWERS][POLYVAL_BLOCK_SIZE];
};

/**
 * pmull_polyval_mul() - dot(@op1, @op2) of RFC 8452 section 3, into @op1
 * @op1: a field element, little-endian, replaced by the product
 * @op2: the other
 *
 * Callers hold kernel_neon_begin().
 */
void pmull_polyval_mul(u8 *op1, const u8 *op2);

/**
 * pmull_polyval_update() - POLYVAL's S_j = dot(S_(j-1) + X_j, H) over whole blocks
 * @key: the key powers
 * @in: the blocks, any alignment
 * @nblocks: their number
 * @accumulator: S, updated in place
 *
 * Eight blocks are multiplied by H^8, ..., H^1 and summed before one reduction. Callers hold
 * kernel_neon_begin().
 */
void pmull_polyval_update(const struct polyval_ce_key *key, const u8 *in, size_t nblocks,
			  u8 *accumulator);

} // namespace ukc::arm64

#pragma GCC visibility pop

#endif /* _UKC_ARCH_ARM64_POLYVAL_CE_H */
