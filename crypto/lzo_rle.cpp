// SPDX-License-Identifier: GPL-2.0-only
// "lzo-rle" (lzo-rle-generic, lzo-rle-scomp): the kernel's version-1 LZO1X bitstream, with
// runs of zeros as one instruction (zram's default); liblzo2 has no such format, so
// lib/lzo/ writes and reads it.
#include <linux/err.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/slab.h>

#include "compress_priv.h"
#include "lzo/lzorle.h"

namespace {

void *lzorle_alloc_ctx()
{
	void *ctx = kmalloc(ukc::LZORLE_MEM_COMPRESS, GFP_KERNEL);

	return ctx ? ctx : ERR_PTR(-ENOMEM);
}

void lzorle_free_ctx(void *ctx)
{
	kfree_sensitive(ctx);
}

int lzorle_compress(const u8 *src, unsigned int slen, u8 *dst, unsigned int *dlen, void *ctx)
{
	size_t out_len = *dlen;

	if (ukc::lzorle_compress(src, slen, dst, &out_len, ctx) != ukc::LZO_OK)
		return -EINVAL;
	*dlen = static_cast<unsigned int>(out_len);
	return 0;
}

int lzorle_decompress(const u8 *src, unsigned int slen, u8 *dst, unsigned int *dlen, void *ctx)
{
	size_t out_len = *dlen;

	if (ukc::lzo1x_kernel_decompress(src, slen, dst, &out_len) != ukc::LZO_OK)
		return -EINVAL;
	*dlen = static_cast<unsigned int>(out_len);
	return 0;
}

const ukc::comp_ops lzorle_ops = {
	.alloc_ctx = lzorle_alloc_ctx,
	.free_ctx = lzorle_free_ctx,
	.compress = lzorle_compress,
	.decompress = lzorle_decompress,
};

ukc::comp_pair lzorle_pair;

int lzorle_mod_init()
{
	return ukc::comp_pair_register(&lzorle_pair, "lzo-rle", &lzorle_ops);
}

void lzorle_mod_fini()
{
	ukc::comp_pair_unregister(&lzorle_pair);
}

} // namespace

subsys_initcall(lzorle_mod_init);
module_exit(lzorle_mod_fini);
