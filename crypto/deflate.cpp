// SPDX-License-Identifier: GPL-2.0-only
// "deflate" (deflate-generic and deflate-scomp): raw deflate (RFC 1951) over zlib, with 6.12's
// window of 2^11 bytes, zlib's default level and its largest memory level.
#define ZLIB_CONST
#include <linux/err.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/slab.h>

#include <zlib.h>

#include "compress_priv.h"

namespace {

// 6.12's crypto/deflate.c choices; the negative window bits ask zlib for a raw stream, with
// neither the zlib header nor the Adler-32 trailer (RFC 1950), as IPComp (RFC 2394) wants.
constexpr int deflate_def_level = Z_DEFAULT_COMPRESSION;
constexpr int deflate_def_winbits = 11;
// 6.12's MAX_MEM_LEVEL (its <linux/zconf.h>) is 8; the system zlib's is 9, which compresses
// differently.
constexpr int deflate_def_memlevel = 8;

struct deflate_ctx {
	z_stream comp_stream;
	z_stream decomp_stream;
};

int deflate_errno(int zret)
{
	return zret == Z_MEM_ERROR ? -ENOMEM : -EINVAL;
}

void *deflate_alloc_ctx()
{
	auto *ctx = static_cast<deflate_ctx *>(kzalloc(sizeof(deflate_ctx), GFP_KERNEL));

	if (!ctx)
		return ERR_PTR(-ENOMEM);
	int ret = deflateInit2(&ctx->comp_stream, deflate_def_level, Z_DEFLATED,
			       -deflate_def_winbits, deflate_def_memlevel, Z_DEFAULT_STRATEGY);
	if (ret != Z_OK) {
		kfree(ctx);
		return ERR_PTR(deflate_errno(ret));
	}
	ret = inflateInit2(&ctx->decomp_stream, -deflate_def_winbits);
	if (ret != Z_OK) {
		deflateEnd(&ctx->comp_stream);
		kfree(ctx);
		return ERR_PTR(deflate_errno(ret));
	}
	return ctx;
}

void deflate_free_ctx(void *p)
{
	auto *ctx = static_cast<deflate_ctx *>(p);

	deflateEnd(&ctx->comp_stream);
	inflateEnd(&ctx->decomp_stream);
	kfree_sensitive(ctx);
}

int deflate_compress(const u8 *src, unsigned int slen, u8 *dst, unsigned int *dlen, void *p)
{
	z_stream *stream = &static_cast<deflate_ctx *>(p)->comp_stream;

	if (deflateReset(stream) != Z_OK)
		return -EINVAL;
	stream->next_in = src;
	stream->avail_in = slen;
	stream->next_out = dst;
	stream->avail_out = *dlen;
	// One call with Z_FINISH: the whole stream fits in dst or the call fails.
	if (deflate(stream, Z_FINISH) != Z_STREAM_END)
		return -EINVAL;
	*dlen = static_cast<unsigned int>(stream->total_out);
	return 0;
}

int deflate_decompress(const u8 *src, unsigned int slen, u8 *dst, unsigned int *dlen, void *p)
{
	z_stream *stream = &static_cast<deflate_ctx *>(p)->decomp_stream;

	if (inflateReset(stream) != Z_OK)
		return -EINVAL;
	stream->next_in = src;
	stream->avail_in = slen;
	stream->next_out = dst;
	stream->avail_out = *dlen;
	int ret = inflate(stream, Z_SYNC_FLUSH);
	// As 6.12: a raw stream whose last block ends exactly at the input's end may need one more
	// (zero) byte before inflate reports the end.
	if (ret == Z_OK && !stream->avail_in && stream->avail_out) {
		static const u8 zerostuff = 0;
		stream->next_in = &zerostuff;
		stream->avail_in = 1;
		ret = inflate(stream, Z_FINISH);
	}
	if (ret != Z_STREAM_END)
		return -EINVAL;
	*dlen = static_cast<unsigned int>(stream->total_out);
	return 0;
}

const ukc::comp_ops deflate_ops = {
	.alloc_ctx = deflate_alloc_ctx,
	.free_ctx = deflate_free_ctx,
	.compress = deflate_compress,
	.decompress = deflate_decompress,
};

ukc::comp_pair deflate_pair;

int deflate_mod_init()
{
	return ukc::comp_pair_register(&deflate_pair, "deflate", &deflate_ops);
}

void deflate_mod_fini()
{
	ukc::comp_pair_unregister(&deflate_pair);
}

} // namespace

subsys_initcall(deflate_mod_init);
module_exit(deflate_mod_fini);
