/* SPDX-License-Identifier: GPL-2.0-only */
/* arm64 SIMD availability: a userspace thread may use the SIMD registers when the CPU has them. */
#ifndef _UKC_ASM_SIMD_H
#define _UKC_ASM_SIMD_H

#include <asm/cpufeature.h>
#include <linux/types.h>

/*
 * The kernel refuses SIMD in hard interrupts, with interrupts off and in NMIs, none of which a
 * userspace thread is in; what is left is whether the CPU has FP/SIMD (the "fp" feature, which
 * UKCRYPTO_DISABLE_CPU_FEATURES may mask). The self-tests' nosimd switch is
 * crypto_simd_usable()'s (<crypto/internal/simd.h>).
 */
static inline bool may_use_simd(void)
{
	return system_supports_fpsimd();
}

#endif /* _UKC_ASM_SIMD_H */
