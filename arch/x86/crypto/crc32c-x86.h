/* SPDX-License-Identifier: GPL-2.0-only */
/* The CRC-32C routine of the x86 file built with SSE4.2 flags, for the crc32c-intel glue. */
#ifndef _UKC_ARCH_X86_CRC32C_X86_H
#define _UKC_ARCH_X86_CRC32C_X86_H

#include <linux/types.h>

#pragma GCC visibility push(hidden)

/**
 * crc32c_intel_le_hw() - __crc32c_le() with the SSE4.2 CRC32 instruction
 * @crc: the running remainder
 * @p: the data, any alignment
 * @len: its length in bytes
 *
 * Long inputs run as three independent streams whose remainders are then shifted into place,
 * so the instruction's latency is hidden. Uses general-purpose registers only: no FPU section.
 *
 * Return: the remainder after @p, without inversion.
 */
u32 crc32c_intel_le_hw(u32 crc, const u8 *p, size_t len);

#pragma GCC visibility pop

#endif /* _UKC_ARCH_X86_CRC32C_X86_H */
