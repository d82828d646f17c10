/* SPDX-License-Identifier: GPL-2.0-only */
/* The kernel's LZO1X bitstream with its run-length extension (version 1, "lzo-rle"): a
 * compressor that writes it and a decompressor that reads both versions, as 6.12's lib/lzo
 * reads them (Documentation/staging/lzo.rst). liblzo2 has neither the version header nor the
 * zero runs. */
#ifndef _UKC_LIB_LZO_LZORLE_H
#define _UKC_LIB_LZO_LZORLE_H

#include <linux/types.h>

#include <cstddef>

namespace ukc {

/* The kernel's LZO result codes (include/linux/lzo.h), which the crypto wrappers turn into
 * -EINVAL. */
enum lzo_result {
	LZO_OK = 0,
	LZO_ERROR = -1,
	LZO_INPUT_OVERRUN = -4,
	LZO_OUTPUT_OVERRUN = -5,
	LZO_LOOKBEHIND_OVERRUN = -6,
	LZO_INPUT_NOT_CONSUMED = -8,
};

/* The working memory lzorle_compress() needs: its match table. */
inline constexpr size_t LZORLE_MEM_COMPRESS = 4u << 14;

/**
 * lzorle_compress() - compress into a version-1 (run-length) LZO1X stream
 * @in: the data
 * @in_len: its length
 * @out: the output
 * @out_len: in: the room at @out; out: the stream's length
 * @wrkmem: LZORLE_MEM_COMPRESS bytes, any content
 *
 * Return: LZO_OK, or LZO_OUTPUT_OVERRUN when the stream does not fit (nothing is written past
 * the room given).
 */
int lzorle_compress(const u8 *in, size_t in_len, u8 *out, size_t *out_len, void *wrkmem);

/**
 * lzo1x_kernel_decompress() - decompress an LZO1X stream of either version, as 6.12 does
 * @in: the stream
 * @in_len: its length
 * @out: the output
 * @out_len: in: the room at @out; out: the bytes written
 *
 * Every read stays inside @in, every write inside the room given, every back-reference inside
 * what was written; time is linear in @in_len plus the room.
 *
 * Return: LZO_OK, or one of the negative lzo_result codes.
 */
int lzo1x_kernel_decompress(const u8 *in, size_t in_len, u8 *out, size_t *out_len);

} // namespace ukc

#endif /* _UKC_LIB_LZO_LZORLE_H */
