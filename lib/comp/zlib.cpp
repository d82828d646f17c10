// SPDX-License-Identifier: GPL-2.0-only
// <linux/zlib.h> over Debian's zlib: the workspace the caller sizes with
// zlib_*_workspacesize() holds zlib's z_stream, whose state zlib allocates itself (and frees
// in zlib_*End()). The kernel numbers the flush modes apart from zlib (its Z_PACKET_FLUSH).
#include <zlib.h>

#include <cstdint>
#include <cstring>

#define UKC_ZLIB_SHIM
#include <linux/zlib.h>

namespace {

// The kernel's flush modes, Z_NO_FLUSH (0) to Z_BLOCK (6), as zlib numbers them.
int zlib_flush(int flush)
{
	static const int map[] = { Z_NO_FLUSH,	 Z_PARTIAL_FLUSH, Z_SYNC_FLUSH, Z_SYNC_FLUSH,
				   Z_FULL_FLUSH, Z_FINISH,	  Z_BLOCK };

	return flush >= 0 && flush < 7 ? map[flush] : -1;
}

z_stream *inner(ukc_z_stream *strm)
{
	return static_cast<z_stream *>(strm->workspace);
}

// The caller's buffers into zlib's stream, one call, and the progress back.
template <typename Fn> int zlib_step(ukc_z_stream *strm, int flush, Fn fn)
{
	z_stream *z = inner(strm);
	int zflush = zlib_flush(flush);

	if (zflush < 0 || strm->avail_in > UINT32_MAX || !z)
		return Z_STREAM_ERROR;
	z->next_in = const_cast<Bytef *>(strm->next_in);
	z->avail_in = static_cast<uInt>(strm->avail_in);
	z->next_out = strm->next_out;
	z->avail_out = strm->avail_out > UINT32_MAX ? UINT32_MAX
						    : static_cast<uInt>(strm->avail_out);
	uLong in0 = z->total_in;
	uLong out0 = z->total_out;
	int ret = fn(z, zflush);
	strm->total_in += z->total_in - in0;
	strm->total_out += z->total_out - out0;
	strm->avail_in -= (z->next_in - strm->next_in);
	strm->avail_out -= (z->next_out - strm->next_out);
	strm->next_in = z->next_in;
	strm->next_out = z->next_out;
	strm->msg = z->msg;
	strm->adler = z->adler;
	strm->data_type = z->data_type;
	return ret;
}

int zlib_begin(ukc_z_stream *strm)
{
	if (!strm->workspace)
		return Z_STREAM_ERROR;
	memset(strm->workspace, 0, sizeof(z_stream));
	strm->total_in = 0;
	strm->total_out = 0;
	strm->msg = nullptr;
	return Z_OK;
}

} // namespace

extern "C" int ukc_zlib_deflate_workspacesize(int, int)
{
	return sizeof(z_stream);
}

extern "C" int ukc_zlib_inflate_workspacesize(void)
{
	return sizeof(z_stream);
}

extern "C" int ukc_zlib_deflate_init2(ukc_z_stream *strm, int level, int method, int window_bits,
				      int mem_level, int strategy)
{
	int ret = zlib_begin(strm);

	if (ret == Z_OK)
		ret = deflateInit2(inner(strm), level, method, window_bits, mem_level, strategy);
	return ret;
}

extern "C" int ukc_zlib_deflate(ukc_z_stream *strm, int flush)
{
	return zlib_step(strm, flush, [](z_stream *z, int f) { return deflate(z, f); });
}

extern "C" int ukc_zlib_deflate_reset(ukc_z_stream *strm)
{
	strm->total_in = strm->total_out = 0;
	return deflateReset(inner(strm));
}

extern "C" int ukc_zlib_deflate_end(ukc_z_stream *strm)
{
	return deflateEnd(inner(strm));
}

extern "C" int ukc_zlib_inflate_init2(ukc_z_stream *strm, int window_bits)
{
	int ret = zlib_begin(strm);

	if (ret == Z_OK)
		ret = inflateInit2(inner(strm), window_bits);
	return ret;
}

extern "C" int ukc_zlib_inflate(ukc_z_stream *strm, int flush)
{
	return zlib_step(strm, flush, [](z_stream *z, int f) { return inflate(z, f); });
}

extern "C" int ukc_zlib_inflate_reset(ukc_z_stream *strm)
{
	strm->total_in = strm->total_out = 0;
	return inflateReset(inner(strm));
}

extern "C" int ukc_zlib_inflate_end(ukc_z_stream *strm)
{
	return inflateEnd(inner(strm));
}
