/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The xts template's hook for an arch pass over whole blocks: arch code that finds the CPU
 * features a faster pass needs sets it once at start-up, before the template registers; the
 * template's portable pass does whatever it leaves, and everything when none is set.
 */
#ifndef _UKC_CRYPTO_SHARED_XTS_PASS_H
#define _UKC_CRYPTO_SHARED_XTS_PASS_H

#include <linux/types.h>

#pragma GCC visibility push(hidden)

/* The tweak T between blocks, as IEEE 1619-2018 reads it: a little-endian 128-bit number,
 * t[0] holding bits 0-63 and t[1] bits 64-127. */
struct xts_pass_tweak {
	u64 t[2];
};

/* An arch pass is worth its set-up from this many blocks on; shorter runs stay portable. */
constexpr unsigned int XTS_ARCH_PASS_MIN_BLOCKS = 8;

/**
 * typedef xts_arch_pass_fn - an arch pass of tweak XORs over whole blocks
 * @dst: the output, @nblocks 16-byte blocks, any alignment
 * @src: the input; may be @dst
 * @nblocks: the blocks there are, at least XTS_ARCH_PASS_MIN_BLOCKS
 * @tw: T for the first block; on return, T for the first block not done
 *
 * Each block done becomes src ^ T, T stepping by alpha (IEEE 1619-2018 section 5.2) from one
 * block to the next.
 *
 * Return: the blocks done, from the first on (at most @nblocks; the rest is the caller's).
 */
typedef unsigned int xts_arch_pass_fn(u8 *dst, const u8 *src, unsigned int nblocks,
				      struct xts_pass_tweak *tw);

/**
 * xts_set_arch_pass() - install the arch pass of the xts template
 * @fn: the pass, or nullptr for none
 *
 * Called once by arch code at start-up, from an initcall of a level below the template's
 * (subsys_initcall); requests read the pointer without a lock and use whichever pass they see.
 */
void xts_set_arch_pass(xts_arch_pass_fn *fn);

#pragma GCC visibility pop

#endif /* _UKC_CRYPTO_SHARED_XTS_PASS_H */
