/* SPDX-License-Identifier: GPL-2.0-only */
/* The kernel's LZ4 and LZ4HC block API (<linux/lz4.h>), with its caller-supplied working
 * memory, over Debian's liblz4 (lib/comp/lz4.cpp). */
#ifndef _UKC_LINUX_LZ4_H
#define _UKC_LINUX_LZ4_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library's entry points, under names of their own: liblz4 has the kernel's names with
 * other arguments. */
int ukc_lz4_compress_default(const char *src, char *dst, int slen, int dlen, void *wrkmem);
int ukc_lz4_compress_hc(const char *src, char *dst, int slen, int dlen, int level, void *wrkmem);
int ukc_lz4_decompress_safe(const char *src, char *dst, int slen, int dlen);

#ifndef UKC_LZ4_SHIM
/* The working memory the compressors take: the 6.12 sizes of their states (a 2^14-byte hash
 * table and its header; LZ4HC's 2^15-entry hash and 2^16-entry chain tables). */
#define LZ4_MEM_COMPRESS 16416
#define LZ4HC_MEM_COMPRESS 262200
#define LZ4HC_MIN_CLEVEL 3
#define LZ4HC_DEFAULT_CLEVEL 9
#define LZ4HC_MAX_CLEVEL 16
#define LZ4_MAX_INPUT_SIZE 0x7E000000
#define LZ4_COMPRESSBOUND(isize)                                  \
	((unsigned int)(isize) > (unsigned int)LZ4_MAX_INPUT_SIZE \
		 ? 0                                              \
		 : (isize) + ((isize) / 255) + 16)

static inline int LZ4_compressBound(size_t isize)
{
	return LZ4_COMPRESSBOUND(isize);
}

/* The compressors return the output's length, 0 when it does not fit in @maxOutputSize. */
static inline int LZ4_compress_default(const char *source, char *dest, int inputSize,
				       int maxOutputSize, void *wrkmem)
{
	return ukc_lz4_compress_default(source, dest, inputSize, maxOutputSize, wrkmem);
}

static inline int LZ4_compress_HC(const char *src, char *dst, int srcSize, int dstCapacity,
				  int compressionLevel, void *wrkmem)
{
	return ukc_lz4_compress_hc(src, dst, srcSize, dstCapacity, compressionLevel, wrkmem);
}

/* The bytes written, or a negative number for a malformed block or one too big. */
static inline int LZ4_decompress_safe(const char *source, char *dest, int compressedSize,
				      int maxDecompressedSize)
{
	return ukc_lz4_decompress_safe(source, dest, compressedSize, maxDecompressedSize);
}
#endif

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_LZ4_H */
