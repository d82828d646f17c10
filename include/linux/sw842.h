/* SPDX-License-Identifier: GPL-2.0-only */
/* The 842 software compressor and decompressor (<linux/sw842.h>): lib/842's exports, which
 * the 842_compress and 842_decompress modules provide. */
#ifndef _UKC_LINUX_SW842_H
#define _UKC_LINUX_SW842_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* SW842_MEM_COMPRESS - the bytes of working memory sw842_compress() wants at @wmem. */
#define SW842_MEM_COMPRESS (0xf000)

/**
 * sw842_compress() - compress a buffer to the 842 format
 * @src: the data
 * @srclen: its length in bytes (any length: a tail short of 8 bytes is stored as is)
 * @dst: where the compressed stream goes
 * @destlen: in, the room at @dst; out, the stream's length (a multiple of 8), 0 on error
 * @wmem: SW842_MEM_COMPRESS bytes of working memory
 *
 * Return: 0, -ENOSPC when @dst is too small, or -EINVAL.
 */
int sw842_compress(const u8 *src, unsigned int srclen, u8 *dst, unsigned int *destlen, void *wmem);

/**
 * sw842_decompress() - decompress one 842 stream
 * @src: the stream, read up to its end template and the CRC after it
 * @srclen: the bytes at @src
 * @dst: where the data goes
 * @destlen: in, the room at @dst; out, the data's length, 0 on error
 *
 * Return: 0, -ENOSPC when @dst is too small, -EOVERFLOW when the stream runs past @srclen,
 * or -EINVAL for a malformed stream or a CRC that does not match.
 */
int sw842_decompress(const u8 *src, unsigned int srclen, u8 *dst, unsigned int *destlen);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_SW842_H */
