/* SPDX-License-Identifier: GPL-2.0-only */
/* The POLYVAL routines of the x86 file built with PCLMULQDQ flags, for the polyval-clmulni
 * glue. */
#ifndef _UKC_ARCH_X86_POLYVAL_CLMULNI_X86_H
#define _UKC_ARCH_X86_POLYVAL_CLMULNI_X86_H

#include <crypto/polyval.h>
#include <linux/types.h>

#pragma GCC visibility push(hidden)

/* The key powers the update folds eight blocks with, as 6.12 keeps them. */
#define POLYVAL_CLMUL_POWERS 8

/**
 * struct polyval_clmul_key - H^8, ..., H^1 in POLYVAL's field, each as dot() products give them
 * @powers: powers[i] is H^(8 - i) * x^(-128 * (7 - i)), so that dot(X, powers[i]) is
 *	    X * H^(8 - i) * x^(-128 * (8 - i))
 */
struct polyval_clmul_key {
	u8 powers[POLYVAL_CLMUL_POWERS][POLYVAL_BLOCK_SIZE];
};

/**
 * polyval_clmul_mul() - dot(@op1, @op2) of RFC 8452 section 3, into @op1
 * @op1: a field element, little-endian, replaced by the product
 * @op2: the other
 *
 * The caller holds the FPU (kernel_fpu_begin()).
 */
void polyval_clmul_mul(u8 *op1, const u8 *op2);

/**
 * polyval_clmul_update() - POLYVAL's S_j = dot(S_(j-1) + X_j, H) over whole blocks
 * @key: the key powers
 * @in: the blocks, any alignment
 * @nblocks: their number
 * @accumulator: S, updated in place
 *
 * Eight blocks are multiplied by H^8, ..., H^1 and summed before one reduction. The caller
 * holds the FPU.
 */
void polyval_clmul_update(const struct polyval_clmul_key *key, const u8 *in, size_t nblocks,
			  u8 *accumulator);

#pragma GCC visibility pop

#endif /* _UKC_ARCH_X86_POLYVAL_CLMULNI_X86_H */
