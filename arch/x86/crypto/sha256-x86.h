/* SPDX-License-Identifier: GPL-2.0-only */
/* The SHA-256 block function of the x86 file built with SHA-NI flags, for the glue file. */
#ifndef _UKC_ARCH_X86_SHA256_X86_H
#define _UKC_ARCH_X86_SHA256_X86_H

#include <crypto/sha2.h>
#include <linux/types.h>

#pragma GCC visibility push(hidden)

/**
 * sha256_ni_transform() - hash whole blocks with the SHA extensions (SHA-224 too)
 * @sst: the state; only @sst->state, the eight words A..H in FIPS 180-4 order, is used
 * @src: @blocks * SHA256_BLOCK_SIZE bytes, any alignment
 * @blocks: how many blocks (0 is allowed)
 *
 * Has the sha256_block_fn shape, so sha256_base's buffering drives it on the state the generic
 * driver uses; export and import therefore interoperate. Callers hold kernel_fpu_begin().
 */
void sha256_ni_transform(struct sha256_state *sst, const u8 *src, int blocks);

#pragma GCC visibility pop

#endif /* _UKC_ARCH_X86_SHA256_X86_H */
