// SPDX-License-Identifier: GPL-2.0-only
// <linux/lz4.h> over liblz4: the caller's working memory holds liblz4's state when it is big
// enough (it is, for the 1.9 releases); otherwise liblz4 makes its own.
#include <lz4.h>
#include <lz4hc.h>

#define UKC_LZ4_SHIM
#include <linux/lz4.h>

extern "C" int ukc_lz4_compress_default(const char *src, char *dst, int slen, int dlen,
					void *wrkmem)
{
	if (LZ4_sizeofState() <= 16416)
		return LZ4_compress_fast_extState(wrkmem, src, dst, slen, dlen, 1);
	return LZ4_compress_default(src, dst, slen, dlen);
}

extern "C" int ukc_lz4_compress_hc(const char *src, char *dst, int slen, int dlen, int level,
				   void *wrkmem)
{
	if (LZ4_sizeofStateHC() <= 262200)
		return LZ4_compress_HC_extStateHC(wrkmem, src, dst, slen, dlen, level);
	return LZ4_compress_HC(src, dst, slen, dlen, level);
}

extern "C" int ukc_lz4_decompress_safe(const char *src, char *dst, int slen, int dlen)
{
	return LZ4_decompress_safe(src, dst, slen, dlen);
}
