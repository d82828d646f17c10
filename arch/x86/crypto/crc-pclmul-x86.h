/* SPDX-License-Identifier: GPL-2.0-only */
/* The CRC routines of the x86 files built with PCLMULQDQ and VPCLMULQDQ flags, for the
 * crct10dif-pclmul and crc32-pclmul glue. */
#ifndef _UKC_ARCH_X86_CRC_PCLMUL_X86_H
#define _UKC_ARCH_X86_CRC_PCLMUL_X86_H

#include <linux/types.h>

#pragma GCC visibility push(hidden)

/**
 * crc_t10dif_pcl() - crc_t10dif_generic() by folding 128-bit blocks with PCLMULQDQ
 * @crc: the running CRC
 * @p: the data, any alignment
 * @len: its length in bytes, at least 16
 *
 * The caller holds the FPU (kernel_fpu_begin()).
 *
 * Return: the CRC after @p.
 */
u16 crc_t10dif_pcl(u16 crc, const u8 *p, size_t len);

/** crc_t10dif_vpclmul_avx512() - crc_t10dif_pcl() on 512-bit registers, @len at least 256. */
u16 crc_t10dif_vpclmul_avx512(u16 crc, const u8 *p, size_t len);

/**
 * crc32_pclmul_le() - crc32_le_base() by folding 128-bit blocks with PCLMULQDQ
 * @crc: the running remainder, not inverted
 * @p: the data, any alignment
 * @len: its length in bytes, at least 16
 *
 * The caller holds the FPU (kernel_fpu_begin()).
 *
 * Return: the remainder after @p, not inverted.
 */
u32 crc32_pclmul_le(u32 crc, const u8 *p, size_t len);

/** crc32_vpclmul_avx512_le() - crc32_pclmul_le() on 512-bit registers, @len at least 256. */
u32 crc32_vpclmul_avx512_le(u32 crc, const u8 *p, size_t len);

#pragma GCC visibility pop

#endif /* _UKC_ARCH_X86_CRC_PCLMUL_X86_H */
