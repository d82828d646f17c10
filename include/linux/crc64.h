/* SPDX-License-Identifier: GPL-2.0-only */
/* The 64-bit CRCs of <linux/crc64.h>: ECMA-182 (bcache) and Rocksoft (NVMe protection info). */
#ifndef _UKC_LINUX_CRC64_H
#define _UKC_LINUX_CRC64_H

#include <linux/types.h>

#ifndef __pure
#define __pure __attribute__((__pure__))
#endif

#define CRC64_ROCKSOFT_STRING "crc64-rocksoft"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * crc64_be() - CRC-64 of the ECMA-182 polynomial, most significant bit first
 * @crc: the running remainder (0 to start)
 * @p: the data
 * @len: its length in bytes
 *
 * Return: the remainder after @p, without inversion.
 */
u64 __pure crc64_be(u64 crc, const void *p, size_t len);

/**
 * crc64_rocksoft_generic() - the Rocksoft CRC-64 by the portable code
 * @crc: the CRC so far (0 to start)
 * @p: the data
 * @len: its length in bytes
 *
 * The NVMe 64-bit guard: polynomial 0xad93d23594c93659, least significant bit first, the
 * register inverted on entry and on exit, so a CRC continues by passing it back in.
 *
 * Return: the CRC after @p.
 */
u64 __pure crc64_rocksoft_generic(u64 crc, const void *p, size_t len);

/** crc64_rocksoft() - the Rocksoft CRC-64 of a buffer: crc64_rocksoft_update(0, ...). */
u64 crc64_rocksoft(const unsigned char *buffer, size_t len);

/** crc64_rocksoft_update() - continue a Rocksoft CRC-64 over @len more bytes. */
u64 crc64_rocksoft_update(u64 crc, const unsigned char *buffer, size_t len);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_CRC64_H */
