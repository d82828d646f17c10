/* SPDX-License-Identifier: GPL-2.0-only */
/* The NH functions of the x86 NHPoly1305 drivers (nhpoly1305-sse2.cpp, nhpoly1305-avx2.cpp),
 * for nhpoly1305-x86-glue.cpp. */
#ifndef _UKC_ARCH_X86_NHPOLY1305_X86_H
#define _UKC_ARCH_X86_NHPOLY1305_X86_H

#include <crypto/nhpoly1305.h>
#include <linux/types.h>

/*
 * nh_<tier>() have the nh_t shape: @message_len bytes, a multiple of NH_MESSAGE_UNIT (0
 * allowed, at most NH_MESSAGE_BYTES), at @message in any alignment, under the key words at @key
 * (any alignment too); the four pass sums go to @hash little-endian. Callers hold
 * kernel_fpu_begin().
 */
#pragma GCC visibility push(hidden)

namespace ukc::x86 {

void nh_sse2(const u32 *key, const u8 *message, size_t message_len, __le64 hash[NH_NUM_PASSES]);
void nh_avx2(const u32 *key, const u8 *message, size_t message_len, __le64 hash[NH_NUM_PASSES]);

} // namespace ukc::x86

#pragma GCC visibility pop

#endif /* _UKC_ARCH_X86_NHPOLY1305_X86_H */
