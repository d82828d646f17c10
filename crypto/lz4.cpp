// SPDX-License-Identifier: GPL-2.0-only
// "lz4" (lz4-generic, lz4-scomp) and "lz4hc" (lz4hc-generic, lz4hc-scomp): LZ4 block format
// over liblz4, with 6.12's choices: acceleration 1 for lz4, level 9 (LZ4HC's default) for lz4hc.
#include <linux/err.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/slab.h>

#include <lz4.h>
#include <lz4hc.h>

#include <climits>

#include "compress_priv.h"

namespace {

constexpr int lz4_acceleration = 1;
constexpr int lz4hc_level = LZ4HC_CLEVEL_DEFAULT;

// liblz4 takes ints: room past INT_MAX is room it cannot use anyway.
int lz4_room(unsigned int dlen)
{
	return dlen > INT_MAX ? INT_MAX : static_cast<int>(dlen);
}

// The compressor's state (hash tables); decompression needs none.
void *lz4_alloc_state(int size)
{
	void *ctx = kmalloc(static_cast<size_t>(size), GFP_KERNEL);

	return ctx ? ctx : ERR_PTR(-ENOMEM);
}

void *lz4_alloc_ctx()
{
	return lz4_alloc_state(LZ4_sizeofState());
}

void *lz4hc_alloc_ctx()
{
	return lz4_alloc_state(LZ4_sizeofStateHC());
}

void lz4_free_ctx(void *ctx)
{
	kfree(ctx);
}

int lz4_compress(const u8 *src, unsigned int slen, u8 *dst, unsigned int *dlen, void *ctx)
{
	if (slen > LZ4_MAX_INPUT_SIZE)
		return -EINVAL;
	int out_len = LZ4_compress_fast_extState(
		ctx, reinterpret_cast<const char *>(src), reinterpret_cast<char *>(dst),
		static_cast<int>(slen), lz4_room(*dlen), lz4_acceleration);
	if (!out_len)
		return -EINVAL;
	*dlen = static_cast<unsigned int>(out_len);
	return 0;
}

int lz4hc_compress(const u8 *src, unsigned int slen, u8 *dst, unsigned int *dlen, void *ctx)
{
	if (slen > LZ4_MAX_INPUT_SIZE)
		return -EINVAL;
	int out_len = LZ4_compress_HC_extStateHC(
		ctx, reinterpret_cast<const char *>(src), reinterpret_cast<char *>(dst),
		static_cast<int>(slen), lz4_room(*dlen), lz4hc_level);
	if (!out_len)
		return -EINVAL;
	*dlen = static_cast<unsigned int>(out_len);
	return 0;
}

// Both formats are the same LZ4 block; the safe decoder never reads or writes out of bounds.
int lz4_decompress(const u8 *src, unsigned int slen, u8 *dst, unsigned int *dlen, void *ctx)
{
	if (slen > INT_MAX)
		return -EINVAL;
	int out_len = LZ4_decompress_safe(reinterpret_cast<const char *>(src),
					  reinterpret_cast<char *>(dst), static_cast<int>(slen),
					  lz4_room(*dlen));
	if (out_len < 0)
		return -EINVAL;
	*dlen = static_cast<unsigned int>(out_len);
	return 0;
}

const ukc::comp_ops lz4_ops = {
	.alloc_ctx = lz4_alloc_ctx,
	.free_ctx = lz4_free_ctx,
	.compress = lz4_compress,
	.decompress = lz4_decompress,
};

const ukc::comp_ops lz4hc_ops = {
	.alloc_ctx = lz4hc_alloc_ctx,
	.free_ctx = lz4_free_ctx,
	.compress = lz4hc_compress,
	.decompress = lz4_decompress,
};

ukc::comp_pair lz4_pair;
ukc::comp_pair lz4hc_pair;

int lz4_mod_init()
{
	return ukc::comp_pair_register(&lz4_pair, "lz4", &lz4_ops);
}

void lz4_mod_fini()
{
	ukc::comp_pair_unregister(&lz4_pair);
}

int lz4hc_mod_init()
{
	return ukc::comp_pair_register(&lz4hc_pair, "lz4hc", &lz4hc_ops);
}

void lz4hc_mod_fini()
{
	ukc::comp_pair_unregister(&lz4hc_pair);
}

} // namespace

subsys_initcall(lz4_mod_init);
module_exit(lz4_mod_fini);
subsys_initcall(lz4hc_mod_init);
module_exit(lz4hc_mod_fini);
