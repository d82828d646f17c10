/* SPDX-License-Identifier: GPL-2.0-only */
/* arm64 cache geometry as kernel code (C and assembly) aligns its data to it. */
#ifndef _UKC_ASM_CACHE_H
#define _UKC_ASM_CACHE_H

/*
 * L1_CACHE_SHIFT - log2 of the L1 data cache line size the kernel assumes on arm64 (64 bytes,
 * what every Armv8-A core in practice has). Assembly aligns tables with ".align L1_CACHE_SHIFT".
 */
#define L1_CACHE_SHIFT 6
/* L1_CACHE_BYTES - the same line size in bytes. */
#define L1_CACHE_BYTES (1 << L1_CACHE_SHIFT)

#endif /* _UKC_ASM_CACHE_H */
