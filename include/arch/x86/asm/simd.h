/* SPDX-License-Identifier: GPL-2.0-only */
/* x86 SIMD availability: in a userspace thread the vector registers are always usable. */
#ifndef _UKC_ASM_SIMD_H
#define _UKC_ASM_SIMD_H

#include <asm/fpu/api.h>
#include <linux/types.h>

static inline bool may_use_simd(void)
{
	return true;
}

#endif /* _UKC_ASM_SIMD_H */
