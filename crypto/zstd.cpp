// SPDX-License-Identifier: GPL-2.0-only
// "zstd" (zstd-generic, zstd-scomp): Zstandard frames (RFC 8878) over libzstd, with 6.12's
// parameters: level 3's for an input of unknown size, content size in the frame header.
#define ZSTD_STATIC_LINKING_ONLY
#include <linux/err.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/slab.h>

#include <zstd.h>

#include "compress_priv.h"

namespace {

constexpr int zstd_def_level = 3;

struct zstd_ctx {
	ZSTD_CCtx *cctx;
	ZSTD_DCtx *dctx;
};

// As 6.12's zstd_get_params(ZSTD_DEF_LEVEL, 0): the same parameters whatever the input size.
ZSTD_parameters zstd_params()
{
	return ZSTD_getParams(zstd_def_level, 0, 0);
}

void zstd_free_ctx(void *p)
{
	auto *ctx = static_cast<zstd_ctx *>(p);

	ZSTD_freeCCtx(ctx->cctx);
	ZSTD_freeDCtx(ctx->dctx);
	kfree_sensitive(ctx);
}

void *zstd_alloc_ctx()
{
	auto *ctx = static_cast<zstd_ctx *>(kzalloc(sizeof(zstd_ctx), GFP_KERNEL));

	if (!ctx)
		return ERR_PTR(-ENOMEM);
	ctx->cctx = ZSTD_createCCtx();
	ctx->dctx = ZSTD_createDCtx();
	if (!ctx->cctx || !ctx->dctx) {
		zstd_free_ctx(ctx);
		return ERR_PTR(-ENOMEM);
	}
	// Parameters set once stay for every frame the context compresses.
	const ZSTD_parameters params = zstd_params();
	if (ZSTD_isError(ZSTD_CCtx_setCParams(ctx->cctx, params.cParams)) ||
	    ZSTD_isError(ZSTD_CCtx_setParameter(ctx->cctx, ZSTD_c_contentSizeFlag,
						params.fParams.contentSizeFlag)) ||
	    ZSTD_isError(ZSTD_CCtx_setParameter(ctx->cctx, ZSTD_c_checksumFlag,
						params.fParams.checksumFlag))) {
		zstd_free_ctx(ctx);
		return ERR_PTR(-EINVAL);
	}
	return ctx;
}

int zstd_compress(const u8 *src, unsigned int slen, u8 *dst, unsigned int *dlen, void *p)
{
	auto *ctx = static_cast<zstd_ctx *>(p);
	size_t out_len = ZSTD_compress2(ctx->cctx, dst, *dlen, src, slen);

	if (ZSTD_isError(out_len))
		return -EINVAL;
	*dlen = static_cast<unsigned int>(out_len);
	return 0;
}

// One-shot decompression writes straight into dst and never past its room.
int zstd_decompress(const u8 *src, unsigned int slen, u8 *dst, unsigned int *dlen, void *p)
{
	auto *ctx = static_cast<zstd_ctx *>(p);
	size_t out_len = ZSTD_decompressDCtx(ctx->dctx, dst, *dlen, src, slen);

	if (ZSTD_isError(out_len))
		return -EINVAL;
	*dlen = static_cast<unsigned int>(out_len);
	return 0;
}

const ukc::comp_ops zstd_ops = {
	.alloc_ctx = zstd_alloc_ctx,
	.free_ctx = zstd_free_ctx,
	.compress = zstd_compress,
	.decompress = zstd_decompress,
};

ukc::comp_pair zstd_pair;

int zstd_mod_init()
{
	return ukc::comp_pair_register(&zstd_pair, "zstd", &zstd_ops);
}

void zstd_mod_fini()
{
	ukc::comp_pair_unregister(&zstd_pair);
}

} // namespace

subsys_initcall(zstd_mod_init);
module_exit(zstd_mod_fini);
