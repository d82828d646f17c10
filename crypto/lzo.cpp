// SPDX-License-Identifier: GPL-2.0-only
// "lzo" (lzo-generic, lzo-scomp): LZO1X-1 over liblzo2. 6.12's compressor never writes past
// the room it is given, which liblzo2's does not promise: a destination smaller than LZO1X's
// worst case is filled through a bounce buffer.
#include <linux/err.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/slab.h>

#include <lzo/lzo1x.h>

#include <cstring>

#include "compress_priv.h"
#include "lzo/lzorle.h"

namespace {

struct lzo_ctx {
	alignas(16) u8 wrkmem[LZO1X_1_MEM_COMPRESS];
	u8 *bounce;
	size_t bounce_size;
};

// LZO1X-1's worst case for @slen bytes (liblzo2's documentation: len + len / 16 + 64 + 3).
size_t lzo_worst_case(size_t slen)
{
	return slen + slen / 16 + 64 + 3;
}

void *lzo_alloc_ctx()
{
	void *ctx = kzalloc(sizeof(lzo_ctx), GFP_KERNEL);

	return ctx ? ctx : ERR_PTR(-ENOMEM);
}

void lzo_free_ctx(void *p)
{
	auto *ctx = static_cast<lzo_ctx *>(p);

	kfree_sensitive(ctx->bounce);
	kfree_sensitive(ctx);
}

u8 *lzo_bounce(lzo_ctx *ctx, size_t size)
{
	if (ctx->bounce_size < size) {
		kfree_sensitive(ctx->bounce);
		ctx->bounce = static_cast<u8 *>(kmalloc(size, GFP_KERNEL));
		ctx->bounce_size = ctx->bounce ? size : 0;
	}
	return ctx->bounce;
}

int lzo_compress(const u8 *src, unsigned int slen, u8 *dst, unsigned int *dlen, void *p)
{
	auto *ctx = static_cast<lzo_ctx *>(p);
	size_t worst = lzo_worst_case(slen);
	u8 *out = *dlen >= worst ? dst : lzo_bounce(ctx, worst);
	lzo_uint out_len = worst;

	if (!out)
		return -ENOMEM;
	if (lzo1x_1_compress(src, slen, out, &out_len, ctx->wrkmem) != LZO_E_OK)
		return -EINVAL;
	// As 6.12's lzo1x_1_compress_safe(): output that does not fit is an error.
	if (out_len > *dlen)
		return -EINVAL;
	if (out != dst)
		memcpy(dst, out, out_len);
	*dlen = static_cast<unsigned int>(out_len);
	return 0;
}

// 6.12's decompressor also reads the versioned stream (17, version, ...) lzo-rle writes;
// liblzo2 reads only version 0, whose streams never start that way (17 starts only the 3-byte
// stream of no data), so those go to the kernel-format decoder.
int lzo_decompress(const u8 *src, unsigned int slen, u8 *dst, unsigned int *dlen, void *p)
{
	size_t out_len = *dlen;
	int err;

	if (slen >= 5 && src[0] == 17) {
		err = ukc::lzo1x_kernel_decompress(src, slen, dst, &out_len);
	} else {
		lzo_uint len = *dlen;
		err = lzo1x_decompress_safe(src, slen, dst, &len, nullptr);
		out_len = len;
	}
	if (err != LZO_E_OK)
		return -EINVAL;
	*dlen = static_cast<unsigned int>(out_len);
	return 0;
}

const ukc::comp_ops lzo_ops = {
	.alloc_ctx = lzo_alloc_ctx,
	.free_ctx = lzo_free_ctx,
	.compress = lzo_compress,
	.decompress = lzo_decompress,
};

ukc::comp_pair lzo_pair;

int lzo_mod_init()
{
	if (lzo_init() != LZO_E_OK)
		return -EINVAL;
	return ukc::comp_pair_register(&lzo_pair, "lzo", &lzo_ops);
}

void lzo_mod_fini()
{
	ukc::comp_pair_unregister(&lzo_pair);
}

} // namespace

subsys_initcall(lzo_mod_init);
module_exit(lzo_mod_fini);
