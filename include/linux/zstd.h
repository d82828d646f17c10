/* SPDX-License-Identifier: GPL-2.0-only */
/* The kernel's zstd API (<linux/zstd.h>): contexts in the caller's workspace and one-shot
 * compression and decompression, over Debian's libzstd (lib/comp/zstd.cpp). */
#ifndef _UKC_LINUX_ZSTD_H
#define _UKC_LINUX_ZSTD_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifdef UKC_ZSTD_SHIM
/* The library's side: libzstd's own types, which these mirror field for field. */
typedef ZSTD_compressionParameters zstd_compression_parameters;
typedef ZSTD_frameParameters zstd_frame_parameters;
typedef ZSTD_parameters zstd_parameters;
typedef ZSTD_CCtx zstd_cctx;
typedef ZSTD_DCtx zstd_dctx;
#else
typedef enum {
	zstd_fast = 1,
	zstd_dfast = 2,
	zstd_greedy = 3,
	zstd_lazy = 4,
	zstd_lazy2 = 5,
	zstd_btlazy2 = 6,
	zstd_btopt = 7,
	zstd_btultra = 8,
	zstd_btultra2 = 9,
} zstd_strategy;

/* The search's parameters: window, chain and hash table sizes (log2), search depth, the
 * shortest match, the target length and the strategy. */
typedef struct {
	unsigned int windowLog;
	unsigned int chainLog;
	unsigned int hashLog;
	unsigned int searchLog;
	unsigned int minMatch;
	unsigned int targetLength;
	zstd_strategy strategy;
} zstd_compression_parameters;

/* What the frame header records: the content size, a checksum, the dictionary's ID. */
typedef struct {
	int contentSizeFlag;
	int checksumFlag;
	int noDictIDFlag;
} zstd_frame_parameters;

typedef struct {
	zstd_compression_parameters cParams;
	zstd_frame_parameters fParams;
} zstd_parameters;

typedef struct ZSTD_CCtx_s zstd_cctx;
typedef struct ZSTD_DCtx_s zstd_dctx;
#endif

size_t zstd_compress_bound(size_t src_size);
unsigned int zstd_is_error(size_t code);
zstd_parameters zstd_get_params(int level, unsigned long long estimated_src_size);
int zstd_min_clevel(void);
int zstd_max_clevel(void);
size_t zstd_cctx_workspace_bound(const zstd_compression_parameters *parameters);
zstd_cctx *zstd_init_cctx(void *workspace, size_t workspace_size);
size_t zstd_compress_cctx(zstd_cctx *cctx, void *dst, size_t dst_capacity, const void *src,
			  size_t src_size, const zstd_parameters *parameters);
size_t zstd_dctx_workspace_bound(void);
zstd_dctx *zstd_init_dctx(void *workspace, size_t workspace_size);
size_t zstd_decompress_dctx(zstd_dctx *dctx, void *dst, size_t dst_capacity, const void *src,
			    size_t src_size);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_ZSTD_H */
