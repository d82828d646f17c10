/* SPDX-License-Identifier: GPL-2.0-only */
/* The Poly1305 routines of poly1305-neon.cpp (built with Advanced SIMD), for the poly1305-neon
 * glue and the library hooks. */
#ifndef _UKC_ARCH_ARM64_POLY1305_NEON_H
#define _UKC_ARCH_ARM64_POLY1305_NEON_H

#include <crypto/poly1305.h>
#include <linux/types.h>

#pragma GCC visibility push(hidden)

namespace ukc::arm64 {

/**
 * struct poly1305_neon_powers - r and r^2 in five 26-bit limbs, for the two-lane code
 * @r1: r
 * @r2: r^2 modulo 2^130 - 5, limbs a few bits over at most
 */
struct poly1305_neon_powers {
	u32 r1[5];
	u32 r2[5];
};

/**
 * poly1305_neon_setup() - r and r^2 in the two-lane code's limbs
 * @key: the clamped r, as poly1305_core_setkey() left it
 * @pw: the powers out
 *
 * Callers hold kernel_neon_begin().
 */
void poly1305_neon_setup(const struct poly1305_core_key *key, struct poly1305_neon_powers *pw);

/**
 * poly1305_neon_blocks() - absorb 2 * @npairs full blocks (RFC 8439 section 2.5.1)
 * @h: the accumulator in the generic code's 44-bit limbs, updated
 * @pw: the powers of r
 * @src: the blocks, any alignment
 * @npairs: the number of block pairs, at least 1
 *
 * The two lanes take alternate blocks, each multiplied by r^2 a step, and are joined at the
 * end with r^2 and r. Callers hold kernel_neon_begin().
 */
void poly1305_neon_blocks(struct poly1305_state *h, const struct poly1305_neon_powers *pw,
			  const u8 *src, unsigned int npairs);

} // namespace ukc::arm64

#pragma GCC visibility pop

#endif /* _UKC_ARCH_ARM64_POLY1305_NEON_H */
