/* SPDX-License-Identifier: GPL-2.0-only */
/* The NH function of nhpoly1305-neon.cpp (built with Advanced SIMD), for its glue. */
#ifndef _UKC_ARCH_ARM64_NHPOLY1305_NEON_H
#define _UKC_ARCH_ARM64_NHPOLY1305_NEON_H

#include <crypto/nhpoly1305.h>
#include <linux/types.h>

#pragma GCC visibility push(hidden)

namespace ukc::arm64 {

/*
 * nh_neon() has the nh_t shape: @message_len bytes, a multiple of NH_MESSAGE_UNIT (0 allowed,
 * at most NH_MESSAGE_BYTES), at @message in any alignment, under the key words at @key; the
 * four pass sums go to @hash little-endian. Callers hold kernel_neon_begin().
 */
void nh_neon(const u32 *key, const u8 *message, size_t message_len, __le64 hash[NH_NUM_PASSES]);

} // namespace ukc::arm64

#pragma GCC visibility pop

#endif /* _UKC_ARCH_ARM64_NHPOLY1305_NEON_H */
