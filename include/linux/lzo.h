/* SPDX-License-Identifier: GPL-2.0-only */
/* The kernel's LZO1X API (<linux/lzo.h>): LZO1X-1 over Debian's liblzo2, the run-length
 * version 1 ("lzo-rle") and the decompressor of both over lib/lzo (lib/comp/lzo.cpp). */
#ifndef _UKC_LINUX_LZO_H
#define _UKC_LINUX_LZO_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Under names of their own: liblzo2 has lzo1x_1_compress. The compressors keep their own
 * per-thread working memory (liblzo2's is larger than the kernel's), so @wrkmem goes unread. */
int ukc_lzo1x_1_compress(const unsigned char *src, size_t src_len, unsigned char *dst,
			 size_t *dst_len, void *wrkmem, int safe);
int ukc_lzorle1x_1_compress(const unsigned char *src, size_t src_len, unsigned char *dst,
			    size_t *dst_len, void *wrkmem);
int ukc_lzo1x_decompress_safe(const unsigned char *src, size_t src_len, unsigned char *dst,
			      size_t *dst_len);

#ifndef UKC_LZO_SHIM
#define LZO1X_1_MEM_COMPRESS (8192 * sizeof(unsigned short))
#define LZO1X_MEM_COMPRESS LZO1X_1_MEM_COMPRESS
#define lzo1x_worst_compress(x) ((x) + ((x) / 16) + 64 + 3 + 2)

#define LZO_E_OK 0
#define LZO_E_ERROR (-1)
#define LZO_E_OUT_OF_MEMORY (-2)
#define LZO_E_NOT_COMPRESSIBLE (-3)
#define LZO_E_INPUT_OVERRUN (-4)
#define LZO_E_OUTPUT_OVERRUN (-5)
#define LZO_E_LOOKBEHIND_OVERRUN (-6)
#define LZO_E_EOF_NOT_FOUND (-7)
#define LZO_E_INPUT_NOT_CONSUMED (-8)
#define LZO_E_NOT_YET_IMPLEMENTED (-9)
#define LZO_E_INVALID_ARGUMENT (-10)

/* *@dst_len: in, for the _safe forms, the room at @dst (the others assume
 * lzo1x_worst_compress(@src_len)); out, the stream's length. */
static inline int lzo1x_1_compress(const unsigned char *src, size_t src_len, unsigned char *dst,
				   size_t *dst_len, void *wrkmem)
{
	*dst_len = lzo1x_worst_compress(src_len);
	return ukc_lzo1x_1_compress(src, src_len, dst, dst_len, wrkmem, 0);
}

static inline int lzo1x_1_compress_safe(const unsigned char *src, size_t src_len,
					unsigned char *dst, size_t *dst_len, void *wrkmem)
{
	return ukc_lzo1x_1_compress(src, src_len, dst, dst_len, wrkmem, 1);
}

static inline int lzorle1x_1_compress(const unsigned char *src, size_t src_len, unsigned char *dst,
				      size_t *dst_len, void *wrkmem)
{
	*dst_len = lzo1x_worst_compress(src_len);
	return ukc_lzorle1x_1_compress(src, src_len, dst, dst_len, wrkmem);
}

static inline int lzorle1x_1_compress_safe(const unsigned char *src, size_t src_len,
					   unsigned char *dst, size_t *dst_len, void *wrkmem)
{
	return ukc_lzorle1x_1_compress(src, src_len, dst, dst_len, wrkmem);
}

/* Either version's stream; *@dst_len: in, the room; out, the bytes written. */
static inline int lzo1x_decompress_safe(const unsigned char *src, size_t src_len,
					unsigned char *dst, size_t *dst_len)
{
	return ukc_lzo1x_decompress_safe(src, src_len, dst, dst_len);
}
#endif

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_LZO_H */
