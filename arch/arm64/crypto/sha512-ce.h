/* SPDX-License-Identifier: GPL-2.0-only */
/* The SHA-512 block function of the arm64 file built with the SHA-512 instructions, for its glue. */
#ifndef _UKC_ARCH_ARM64_SHA512_CE_H
#define _UKC_ARCH_ARM64_SHA512_CE_H

#include <crypto/sha2.h>
#include <linux/types.h>

#pragma GCC visibility push(hidden)

namespace ukc::arm64 {

/**
 * sha512_ce_transform() - hash whole blocks with the Armv8.2 SHA-512 instructions (SHA-384 too)
 * @sst: the state; only @sst->state, the eight words A..H in FIPS 180-4 order, is used
 * @src: @blocks * SHA512_BLOCK_SIZE bytes, any alignment
 * @blocks: how many blocks (0 is allowed)
 *
 * Has the sha512_block_fn shape, so sha512_base's buffering drives it on the state the generic
 * driver uses; export and import therefore interoperate. Callers hold kernel_neon_begin().
 */
void sha512_ce_transform(struct sha512_state *sst, const u8 *src, int blocks);

} // namespace ukc::arm64

#pragma GCC visibility pop

#endif /* _UKC_ARCH_ARM64_SHA512_CE_H */
