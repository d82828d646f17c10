/* SPDX-License-Identifier: GPL-2.0-only */
/* kernel_neon_begin/end: the region in which arm64 kernel code may use the SIMD registers. */
#ifndef _UKC_ASM_NEON_H
#define _UKC_ASM_NEON_H

/* 6.12's <asm/neon.h> brings these along (through <asm/fpsimd.h>): glue that includes only it
 * calls cpu_have_named_feature() and sizes its chunks with SZ_4K. */
#include <asm/cpufeature.h>
#include <asm/page.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * The kernel's arm64 assembly treats every SIMD register as its own between
 * kernel_neon_begin() and kernel_neon_end(), since the kernel saves the task's whole SIMD
 * state at begin. Userspace code that calls it follows the AAPCS64 instead, which makes the
 * low halves of v8-v15 (d8-d15) callee-saved: a caller's compiler may keep values there across
 * the call. So begin saves d8-d15 for this thread and end restores them, and assembly written
 * for the kernel may clobber them in between.
 *
 * Only the code between the two may touch SIMD registers: C glue around kernel assembly is
 * built with -mgeneral-regs-only, as kbuild builds the kernel, so the compiler keeps no value
 * of its own in d8-d15 across the region (a value it kept there would be put back at end,
 * never lost, but glue that used the SIMD registers itself would not be the kernel's code).
 *
 * Regions do not nest, as in the kernel: a begin inside a region, or an end outside one, is
 * reported (WARN) and ignored, so the outer region's saved registers are kept.
 */

/**
 * kernel_neon_begin() - start a region that may clobber every SIMD register
 *
 * Saves d8-d15 of the calling thread.
 */
void kernel_neon_begin(void);

/**
 * kernel_neon_end() - end the region kernel_neon_begin() started
 *
 * Restores the d8-d15 saved at kernel_neon_begin().
 */
void kernel_neon_end(void);

/**
 * ukc_kernel_neon_depth() - whether this thread is inside a region
 *
 * Return: 1 inside, else 0 (for tests).
 */
int ukc_kernel_neon_depth(void);

/**
 * ukc_kernel_neon_set_yield() - make the kernel's assembly yield at every cond_yield
 * @on: nonzero to yield at each yield point, 0 to run to the end (the default)
 *
 * Kernel assembly that processes long inputs checks, at a point where it can stop, whether it
 * should give up the CPU (cond_yield in <asm/assembler.h>), and its glue then ends the NEON
 * region and calls it again for the rest. Nothing asks for that in userspace; this switch
 * does, for all threads, so that tests run those resume paths. UKCRYPTO_NEON_YIELD=1 in the
 * environment sets it at start-up.
 */
void ukc_kernel_neon_set_yield(int on);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_ASM_NEON_H */
