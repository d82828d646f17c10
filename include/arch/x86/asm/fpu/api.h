/* SPDX-License-Identifier: GPL-2.0-only */
/* x86 kernel_fpu_begin/end: no state to save in userspace, so they only mark the region. */
#ifndef _UKC_ASM_FPU_API_H
#define _UKC_ASM_FPU_API_H

#include <linux/preempt.h>
#include <linux/types.h>

#if defined(__x86_64__) || defined(__i386__)
/* cpu_has_xfeatures() and the XFEATURE_MASK_* bits, where the kernel's drivers look for them. */
#include <asm/cpufeature.h>
#endif

static inline void kernel_fpu_begin(void)
{
}

static inline void kernel_fpu_end(void)
{
}

static inline bool irq_fpu_usable(void)
{
	return true;
}

#endif /* _UKC_ASM_FPU_API_H */
