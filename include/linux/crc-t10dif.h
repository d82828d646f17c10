/* SPDX-License-Identifier: GPL-2.0-only */
/* The T10 Data Integrity Field guard CRC (CRC-16, polynomial 0x8bb7): <linux/crc-t10dif.h>. */
#ifndef _UKC_LINUX_CRC_T10DIF_H
#define _UKC_LINUX_CRC_T10DIF_H

#include <linux/types.h>

#define CRC_T10DIF_DIGEST_SIZE 2
#define CRC_T10DIF_BLOCK_SIZE 1
#define CRC_T10DIF_STRING "crct10dif"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * crc_t10dif_generic() - the T10-DIF CRC by the portable code
 * @crc: the running CRC (0 to start, as SBC-3 section 4.22.4 defines it)
 * @buffer: the data
 * @len: its length in bytes
 *
 * Return: the CRC after @buffer (most significant bit first, no inversion).
 */
__u16 crc_t10dif_generic(__u16 crc, const unsigned char *buffer, size_t len);

/**
 * crc_t10dif() - the T10-DIF guard tag of a buffer
 * @buffer: the data
 * @len: its length in bytes
 *
 * Return: crc_t10dif_update(0, @buffer, @len).
 */
__u16 crc_t10dif(unsigned char const *buffer, size_t len);

/**
 * crc_t10dif_update() - continue a T10-DIF CRC over more data
 * @crc: the CRC so far
 * @buffer: the data
 * @len: its length in bytes
 *
 * Return: the CRC after @buffer.
 */
__u16 crc_t10dif_update(__u16 crc, unsigned char const *buffer, size_t len);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_CRC_T10DIF_H */
