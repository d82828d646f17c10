// SPDX-License-Identifier: GPL-2.0-only
// <linux/lzo.h>: LZO1X-1 over liblzo2, lzo-rle and the decompressor over lib/lzo. Each thread
// keeps the working memory and the bounce buffer the compressors need, since liblzo2's table
// is larger than LZO1X_MEM_COMPRESS.
#include <lzo/lzo1x.h>

#include <cstring>
#include <memory>
#include <vector>

#include "lzo/lzorle.h"

#define UKC_LZO_SHIM
#include <linux/lzo.h>

namespace {

struct lzo_scratch {
	std::unique_ptr<unsigned char[]> wrkmem;
	std::vector<unsigned char> bounce;
};

thread_local lzo_scratch scratch;

void *lzo_wrkmem()
{
	constexpr size_t size = LZO1X_1_MEM_COMPRESS > ukc::LZORLE_MEM_COMPRESS
					? LZO1X_1_MEM_COMPRESS
					: ukc::LZORLE_MEM_COMPRESS;

	static const bool lzo_ok = lzo_init() == LZO_E_OK;

	if (!lzo_ok)
		return nullptr;
	if (!scratch.wrkmem)
		scratch.wrkmem.reset(new (std::nothrow) unsigned char[size]);
	return scratch.wrkmem.get();
}

} // namespace

// With @safe, *@dst_len is the room at @dst, and a stream that does not fit is
// LZO_E_OUTPUT_OVERRUN (-5) with nothing written past it; without, the room is
// liblzo2's worst case.
extern "C" int ukc_lzo1x_1_compress(const unsigned char *src, size_t src_len, unsigned char *dst,
				    size_t *dst_len, void *, int safe)
{
	size_t worst = src_len + src_len / 16 + 64 + 3;
	void *wrkmem = lzo_wrkmem();
	unsigned char *out = dst;
	lzo_uint out_len = worst;

	if (!wrkmem)
		return LZO_E_OUT_OF_MEMORY;
	if (safe && *dst_len < worst) {
		try {
			scratch.bounce.resize(worst);
		} catch (const std::bad_alloc &) {
			return LZO_E_OUT_OF_MEMORY;
		}
		out = scratch.bounce.data();
	}
	if (lzo1x_1_compress(src, src_len, out, &out_len, wrkmem) != LZO_E_OK)
		return LZO_E_ERROR;
	if (out != dst) {
		if (out_len > *dst_len)
			return ukc::LZO_OUTPUT_OVERRUN;
		memcpy(dst, out, out_len);
	}
	*dst_len = out_len;
	return LZO_E_OK;
}

extern "C" int ukc_lzorle1x_1_compress(const unsigned char *src, size_t src_len, unsigned char *dst,
				       size_t *dst_len, void *)
{
	void *wrkmem = lzo_wrkmem();

	if (!wrkmem)
		return LZO_E_OUT_OF_MEMORY;
	return ukc::lzorle_compress(src, src_len, dst, dst_len, wrkmem);
}

extern "C" int ukc_lzo1x_decompress_safe(const unsigned char *src, size_t src_len,
					 unsigned char *dst, size_t *dst_len)
{
	return ukc::lzo1x_kernel_decompress(src, src_len, dst, dst_len);
}
