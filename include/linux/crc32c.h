/* SPDX-License-Identifier: GPL-2.0-only */
/* The CRC-32C library call of the kernel's <linux/crc32c.h> (iSCSI, SCTP, ext4, btrfs). */
#ifndef _UKC_LINUX_CRC32C_H
#define _UKC_LINUX_CRC32C_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * crc32c() - CRC-32C of a buffer, continuing from @crc
 * @crc: the running remainder (~0 to start, as RFC 3720 section 12.1 does)
 * @address: the data
 * @length: its length in bytes
 *
 * Neither inverts the seed nor the result; the iSCSI digest is ~crc32c(~0, data, len).
 *
 * Return: the remainder after the data.
 */
u32 crc32c(u32 crc, const void *address, unsigned int length);

/* The older name, kept by the kernel for its callers. */
#define crc32c_le crc32c

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_CRC32C_H */
