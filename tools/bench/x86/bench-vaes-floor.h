/* SPDX-License-Identifier: GPL-2.0-only */
/* The measured VAES floor, for the x86 benchmarks. */
#ifndef _UKC_ARCH_X86_BENCH_VAES_FLOOR_H
#define _UKC_ARCH_X86_BENCH_VAES_FLOOR_H

/*
 * TSC ticks per 512-bit AESENC when enough independent ones are in flight: the best of 51
 * runs. A cipher pass of NR rounds over 64 bytes takes NR of them, so NR times this over 64
 * is the floor in TSC ticks per byte, at whatever clock the vector units run.
 */
double bench_vaes_floor_ticks_per_op();

#endif /* _UKC_ARCH_X86_BENCH_VAES_FLOOR_H */
