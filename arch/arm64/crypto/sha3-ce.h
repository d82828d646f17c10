/* SPDX-License-Identifier: GPL-2.0-only */
/* The SHA-3 block function of the arm64 file built with the SHA-3 instructions, for its glue. */
#ifndef _UKC_ARCH_ARM64_SHA3_CE_H
#define _UKC_ARCH_ARM64_SHA3_CE_H

#include <crypto/sha3.h>
#include <linux/types.h>

#pragma GCC visibility push(hidden)

namespace ukc::arm64 {

/**
 * sha3_ce_transform() - absorb whole blocks with the Armv8.2 SHA-3 instructions
 * @sst: the state; @sst->st and the rate @sst->rsizw are used
 * @src: @blocks * @sst->rsiz bytes, any alignment
 * @blocks: how many blocks (0 is allowed)
 *
 * Has the sha3_block_fn shape, so the generic driver's buffering drives it on the generic
 * state; export and import therefore interoperate. Callers hold kernel_neon_begin().
 */
void sha3_ce_transform(struct sha3_state *sst, const u8 *src, int blocks);

} // namespace ukc::arm64

#pragma GCC visibility pop

#endif /* _UKC_ARCH_ARM64_SHA3_CE_H */
