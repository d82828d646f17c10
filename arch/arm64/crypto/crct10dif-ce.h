/* SPDX-License-Identifier: GPL-2.0-only */
/* The T10-DIF CRC of the arm64 files built with ISA flags (crct10dif-ce.cpp with PMULL,
 * crct10dif-neon.cpp with Advanced SIMD's 8-bit polynomial multiply), for their glue. */
#ifndef _UKC_ARCH_ARM64_CRCT10DIF_CE_H
#define _UKC_ARCH_ARM64_CRCT10DIF_CE_H

#include <linux/types.h>

#pragma GCC visibility push(hidden)

namespace ukc::arm64 {

/* The shortest input the folding code takes: one 128-bit block. */
constexpr size_t CRC_T10DIF_PMULL_CHUNK_SIZE = 16;

/**
 * crc_t10dif_pmull_p64() - continue a T10-DIF CRC with PMULL's 64-bit multiplies
 * @crc: the CRC so far (0 to start)
 * @buf: the data, any alignment
 * @len: its length, at least CRC_T10DIF_PMULL_CHUNK_SIZE
 *
 * Return: the CRC of the data after @crc, as crc_t10dif_generic() gives it. Callers hold
 * kernel_neon_begin().
 */
u16 crc_t10dif_pmull_p64(u16 crc, const u8 *buf, size_t len);

/* The same with Advanced SIMD's 8-bit polynomial multiply, where PMULL is missing. */
u16 crc_t10dif_pmull_p8(u16 crc, const u8 *buf, size_t len);

} // namespace ukc::arm64

#pragma GCC visibility pop

#endif /* _UKC_ARCH_ARM64_CRCT10DIF_CE_H */
