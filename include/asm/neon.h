/* SPDX-License-Identifier: GPL-2.0-only */
/* arm64 spelling of the FPU region markers. */
#ifndef _UKC_ASM_NEON_H
#define _UKC_ASM_NEON_H

#include <linux/types.h>

static inline void kernel_neon_begin(void)
{
}

static inline void kernel_neon_end(void)
{
}

#endif /* _UKC_ASM_NEON_H */
