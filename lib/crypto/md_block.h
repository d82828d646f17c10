/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Block buffering and length padding shared by the 64-byte-block Merkle-Damgard hashes (MD4,
 * MD5, RIPEMD-160, SM3): each keeps a byte count and a partial block, and pads with 0x80,
 * zeros and the bit length in the last 8 bytes of the block. C++ only (lib/ and crypto/).
 */
#ifndef _UKC_LIB_CRYPTO_MD_BLOCK_H
#define _UKC_LIB_CRYPTO_MD_BLOCK_H

#include <linux/string.h>
#include <linux/types.h>
#include <linux/unaligned.h>

namespace ukc {
namespace {

constexpr unsigned int md_block_size = 64;

/*
 * Adds @len bytes to a hash whose @count bytes so far leave count % 64 of them in @buffer;
 * @blocks(src, n) hashes n whole blocks at src.
 */
template <typename F>
inline void md_update(u8 *buffer, u64 &count, const u8 *data, size_t len, F &&blocks)
{
	unsigned int partial = (unsigned int)(count % md_block_size);

	count += len;
	if (partial + len >= md_block_size) {
		if (partial) {
			unsigned int fill = md_block_size - partial;

			memcpy(buffer + partial, data, fill);
			data += fill;
			len -= fill;
			blocks(buffer, 1);
			partial = 0;
		}
		if (len >= md_block_size) {
			blocks(data, len / md_block_size);
			data += len - len % md_block_size;
			len %= md_block_size;
		}
	}
	if (len)
		memcpy(buffer + partial, data, len);
}

/*
 * The final padding (RFC 1321 section 3.1-3.2, ISO/IEC 10118-3 and GM/T 0004-2012 alike): one
 * 1 bit, zeros up to 56 bytes mod 64, then the bit length as 64 bits, little-endian for the MD
 * family and RIPEMD, big-endian for SM3.
 */
template <bool big_endian, typename F> inline void md_finalize(u8 *buffer, u64 count, F &&blocks)
{
	constexpr unsigned int len_offset = md_block_size - 8;
	unsigned int partial = (unsigned int)(count % md_block_size);

	buffer[partial++] = 0x80;
	if (partial > len_offset) {
		memset(buffer + partial, 0, md_block_size - partial);
		blocks(buffer, 1);
		partial = 0;
	}
	memset(buffer + partial, 0, len_offset - partial);
	if (big_endian)
		put_unaligned_be64(count << 3, buffer + len_offset);
	else
		put_unaligned_le64(count << 3, buffer + len_offset);
	blocks(buffer, 1);
}

} // namespace
} // namespace ukc

#endif /* _UKC_LIB_CRYPTO_MD_BLOCK_H */
