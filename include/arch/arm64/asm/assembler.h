/* SPDX-License-Identifier: GPL-2.0-only */
/* The arm64 assembler macros the kernel's crypto assembly is written with (adr_l, ldr_l, str_l,
 * mov_q, frame_push/frame_pop, cond_yield, bti, CPU_LE/CPU_BE), for a userspace shared object. */
#ifndef _UKC_ASM_ASSEMBLER_H
#define _UKC_ASM_ASSEMBLER_H

#ifdef __ASSEMBLY__

/*
 * CPU_LE(insn) assembles insn only on a little-endian build, CPU_BE(insn) only on a big-endian
 * one: the byte swaps that bring data into the order the algorithm works in.
 */
#ifdef __AARCH64EB__
#define CPU_BE(insn...) insn
#define CPU_LE(insn...)
#else
#define CPU_BE(insn...)
#define CPU_LE(insn...) insn
#endif

/* adr_l, ldr_l, str_l, mov_q, frame_push/frame_pop, cond_yield, bti. */
#include <asm/assembler-macros.inc>

#endif /* __ASSEMBLY__ */

#endif /* _UKC_ASM_ASSEMBLER_H */
