/* SPDX-License-Identifier: GPL-2.0-only */
/* <arm_neon.h> for kernel C files built with NEON intrinsics (such as aegis128-neon-inner.c). */
#ifndef _UKC_ASM_NEON_INTRINSICS_H
#define _UKC_ASM_NEON_INTRINSICS_H

/*
 * The kernel has to make the compiler's 64-bit types long long here, to match its own u64.
 * This library's u64 is uint64_t (<linux/types.h>), the type <arm_neon.h>'s 64-bit vector
 * elements are built on, so the two agree as they are.
 */
#include <arm_neon.h>

#endif /* _UKC_ASM_NEON_INTRINSICS_H */
