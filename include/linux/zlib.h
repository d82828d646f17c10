/* SPDX-License-Identifier: GPL-2.0-only */
/* The kernel's zlib API (<linux/zlib.h>): streams whose working memory the caller allocates
 * (zlib_*_workspacesize()), over Debian's zlib (lib/comp/zlib.cpp), which keeps its own stream
 * in that workspace. */
#ifndef _UKC_LINUX_ZLIB_H
#define _UKC_LINUX_ZLIB_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The kernel's stream: the caller's view (buffers and counts) and the workspace. */
struct ukc_z_stream {
	const unsigned char *next_in;
	unsigned long avail_in;
	unsigned long total_in;
	unsigned char *next_out;
	unsigned long avail_out;
	unsigned long total_out;
	char *msg;
	void *workspace;
	int data_type;
	unsigned long adler;
};

/* Named apart from Debian's z_stream_s, which the library's side sees too. */
int ukc_zlib_deflate_workspacesize(int window_bits, int mem_level);
int ukc_zlib_inflate_workspacesize(void);
int ukc_zlib_deflate_init2(struct ukc_z_stream *strm, int level, int method, int window_bits,
			   int mem_level, int strategy);
int ukc_zlib_deflate(struct ukc_z_stream *strm, int flush);
int ukc_zlib_deflate_reset(struct ukc_z_stream *strm);
int ukc_zlib_deflate_end(struct ukc_z_stream *strm);
int ukc_zlib_inflate_init2(struct ukc_z_stream *strm, int window_bits);
int ukc_zlib_inflate(struct ukc_z_stream *strm, int flush);
int ukc_zlib_inflate_reset(struct ukc_z_stream *strm);
int ukc_zlib_inflate_end(struct ukc_z_stream *strm);

#ifndef UKC_ZLIB_SHIM
#define z_stream_s ukc_z_stream
typedef struct ukc_z_stream z_stream;
typedef z_stream *z_streamp;

#define Z_NO_FLUSH 0
#define Z_PARTIAL_FLUSH 1
#define Z_PACKET_FLUSH 2
#define Z_SYNC_FLUSH 3
#define Z_FULL_FLUSH 4
#define Z_FINISH 5
#define Z_BLOCK 6

#define Z_OK 0
#define Z_STREAM_END 1
#define Z_NEED_DICT 2
#define Z_ERRNO (-1)
#define Z_STREAM_ERROR (-2)
#define Z_DATA_ERROR (-3)
#define Z_MEM_ERROR (-4)
#define Z_BUF_ERROR (-5)
#define Z_VERSION_ERROR (-6)

#define Z_NO_COMPRESSION 0
#define Z_BEST_SPEED 1
#define Z_BEST_COMPRESSION 9
#define Z_DEFAULT_COMPRESSION (-1)
#define Z_FILTERED 1
#define Z_HUFFMAN_ONLY 2
#define Z_DEFAULT_STRATEGY 0
#define Z_DEFLATED 8

#define MAX_MEM_LEVEL 8
#define MAX_WBITS 15
#define DEF_MEM_LEVEL 8
#define DEF_WBITS MAX_WBITS

static inline int zlib_deflate_workspacesize(int windowBits, int memLevel)
{
	return ukc_zlib_deflate_workspacesize(windowBits, memLevel);
}

static inline int zlib_inflate_workspacesize(void)
{
	return ukc_zlib_inflate_workspacesize();
}

static inline int zlib_deflateInit2(z_streamp strm, int level, int method, int windowBits,
				    int memLevel, int strategy)
{
	return ukc_zlib_deflate_init2(strm, level, method, windowBits, memLevel, strategy);
}

#define zlib_deflateInit(strm, level) \
	zlib_deflateInit2(strm, level, Z_DEFLATED, MAX_WBITS, DEF_MEM_LEVEL, Z_DEFAULT_STRATEGY)

static inline int zlib_deflate(z_streamp strm, int flush)
{
	return ukc_zlib_deflate(strm, flush);
}

static inline int zlib_deflateReset(z_streamp strm)
{
	return ukc_zlib_deflate_reset(strm);
}

static inline int zlib_deflateEnd(z_streamp strm)
{
	return ukc_zlib_deflate_end(strm);
}

static inline int zlib_inflateInit2(z_streamp strm, int windowBits)
{
	return ukc_zlib_inflate_init2(strm, windowBits);
}

#define zlib_inflateInit(strm) zlib_inflateInit2(strm, DEF_WBITS)

static inline int zlib_inflate(z_streamp strm, int flush)
{
	return ukc_zlib_inflate(strm, flush);
}

static inline int zlib_inflateReset(z_streamp strm)
{
	return ukc_zlib_inflate_reset(strm);
}

static inline int zlib_inflateEnd(z_streamp strm)
{
	return ukc_zlib_inflate_end(strm);
}
#endif

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_ZLIB_H */
