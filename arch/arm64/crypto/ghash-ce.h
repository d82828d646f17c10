/* SPDX-License-Identifier: GPL-2.0-only */
/* The GHASH block function of the arm64 file built with PMULL, for its glue file. */
#ifndef _UKC_ARCH_ARM64_GHASH_CE_H
#define _UKC_ARCH_ARM64_GHASH_CE_H

#include <linux/types.h>

#pragma GCC visibility push(hidden)

namespace ukc::arm64 {

/**
 * pmull_ghash_update() - absorb whole blocks into a GHASH accumulator with PMULL
 * @y: the accumulator Y, 16 bytes in GCM's byte order (NIST SP 800-38D 6.4), updated
 * @src: @blocks * 16 bytes, any alignment
 * @blocks: how many blocks (0 is allowed)
 * @h: the hash subkey H, 16 bytes in GCM's byte order
 *
 * Y_i = (Y_(i-1) ^ X_i) * H for each block. Callers hold kernel_neon_begin().
 */
void pmull_ghash_update(u8 *y, const u8 *src, unsigned int blocks, const u8 *h);

} // namespace ukc::arm64

#pragma GCC visibility pop

#endif /* _UKC_ARCH_ARM64_GHASH_CE_H */
