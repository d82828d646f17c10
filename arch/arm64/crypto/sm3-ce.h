/* SPDX-License-Identifier: GPL-2.0-only */
/* The SM3 block function of the arm64 file built with the SM3 instructions, for its glue. */
#ifndef _UKC_ARCH_ARM64_SM3_CE_H
#define _UKC_ARCH_ARM64_SM3_CE_H

#include <crypto/sm3.h>
#include <linux/types.h>

#pragma GCC visibility push(hidden)

namespace ukc::arm64 {

/**
 * sm3_ce_transform() - hash whole blocks with the Armv8.2 SM3 instructions
 * @sst: the state; only @sst->state, the eight words A..H, is used
 * @src: @blocks * SM3_BLOCK_SIZE bytes, any alignment
 * @blocks: how many blocks (0 is allowed)
 *
 * Has the sm3_block_fn shape, so sm3_base's buffering drives it on the state the generic
 * driver uses; export and import therefore interoperate. Callers hold kernel_neon_begin().
 */
void sm3_ce_transform(struct sm3_state *sst, const u8 *src, int blocks);

} // namespace ukc::arm64

#pragma GCC visibility pop

#endif /* _UKC_ARCH_ARM64_SM3_CE_H */
