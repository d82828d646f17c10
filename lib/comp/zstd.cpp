// SPDX-License-Identifier: GPL-2.0-only
// <linux/zstd.h> over libzstd's static-context API: the contexts live in the caller's
// workspace, sized by libzstd's own estimates.
#define ZSTD_STATIC_LINKING_ONLY
#include <zstd.h>

#define UKC_ZSTD_SHIM
#include <linux/zstd.h>

extern "C" size_t zstd_compress_bound(size_t src_size)
{
	return ZSTD_compressBound(src_size);
}

extern "C" unsigned int zstd_is_error(size_t code)
{
	return ZSTD_isError(code);
}

extern "C" zstd_parameters zstd_get_params(int level, unsigned long long estimated_src_size)
{
	return ZSTD_getParams(level, estimated_src_size, 0);
}

extern "C" int zstd_min_clevel(void)
{
	return ZSTD_minCLevel();
}

extern "C" int zstd_max_clevel(void)
{
	return ZSTD_maxCLevel();
}

extern "C" size_t zstd_cctx_workspace_bound(const zstd_compression_parameters *parameters)
{
	return ZSTD_estimateCCtxSize_usingCParams(*parameters);
}

extern "C" zstd_cctx *zstd_init_cctx(void *workspace, size_t workspace_size)
{
	return workspace ? ZSTD_initStaticCCtx(workspace, workspace_size) : nullptr;
}

extern "C" size_t zstd_compress_cctx(zstd_cctx *cctx, void *dst, size_t dst_capacity,
				     const void *src, size_t src_size,
				     const zstd_parameters *parameters)
{
	const zstd_frame_parameters &f = parameters->fParams;
	size_t ret = ZSTD_CCtx_reset(cctx, ZSTD_reset_session_and_parameters);

	// As ZSTD_compress_advanced(), which libzstd deprecates: the parameters set one by one.
	if (!ZSTD_isError(ret))
		ret = ZSTD_CCtx_setCParams(cctx, parameters->cParams);
	if (!ZSTD_isError(ret))
		ret = ZSTD_CCtx_setParameter(cctx, ZSTD_c_contentSizeFlag, f.contentSizeFlag);
	if (!ZSTD_isError(ret))
		ret = ZSTD_CCtx_setParameter(cctx, ZSTD_c_checksumFlag, f.checksumFlag);
	if (!ZSTD_isError(ret))
		ret = ZSTD_CCtx_setParameter(cctx, ZSTD_c_dictIDFlag, !f.noDictIDFlag);
	if (ZSTD_isError(ret))
		return ret;
	return ZSTD_compress2(cctx, dst, dst_capacity, src, src_size);
}

extern "C" size_t zstd_dctx_workspace_bound(void)
{
	return ZSTD_estimateDCtxSize();
}

extern "C" zstd_dctx *zstd_init_dctx(void *workspace, size_t workspace_size)
{
	return workspace ? ZSTD_initStaticDCtx(workspace, workspace_size) : nullptr;
}

extern "C" size_t zstd_decompress_dctx(zstd_dctx *dctx, void *dst, size_t dst_capacity,
				       const void *src, size_t src_size)
{
	return ZSTD_decompressDCtx(dctx, dst, dst_capacity, src, src_size);
}
