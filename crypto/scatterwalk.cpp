// SPDX-License-Identifier: GPL-2.0-only
// Copying between linear buffers and scatterlists, and fast-forwarding into a scatterlist.
#include <algorithm>
#include <cstring>

#include <crypto/scatterwalk.h>
#include <linux/kernel.h>
#include <linux/scatterlist.h>

namespace {

// The address of byte @offset of an entry's data (offsets may run past the first page).
u8 *scatterwalk_entry_addr(struct scatterlist *sg, unsigned int offset)
{
	return static_cast<u8 *>(page_address(sg_page(sg))) + offset;
}

} // namespace

void scatterwalk_copychunks(void *buf, struct scatter_walk *walk, size_t nbytes, int out)
{
	u8 *flat = static_cast<u8 *>(buf);

	if (!nbytes)
		return;
	for (;;) {
		unsigned int n = static_cast<unsigned int>(
			std::min<size_t>(scatterwalk_pagelen(walk), nbytes));

		if (out != 2) {
			u8 *vaddr = static_cast<u8 *>(scatterwalk_map(walk));

			if (out)
				std::memcpy(vaddr, flat, n);
			else
				std::memcpy(flat, vaddr, n);
			scatterwalk_unmap(vaddr);
			flat += n;
		}
		scatterwalk_advance(walk, n);
		nbytes -= n;
		if (!nbytes)
			break;
		// Leaving the page: when the entry is used up, the walk moves to the next one.
		scatterwalk_pagedone(walk, out & 1, 1);
	}
}

void scatterwalk_map_and_copy(void *buf, struct scatterlist *sg, unsigned int start,
			      unsigned int nbytes, int out)
{
	struct scatterlist tmp[2];
	struct scatter_walk walk;

	if (!nbytes)
		return;
	sg = scatterwalk_ffwd(tmp, sg, start);
	scatterwalk_start(&walk, sg);
	scatterwalk_copychunks(buf, &walk, nbytes, out);
	scatterwalk_done(&walk, out, 0);
}

void memcpy_sglist(struct scatterlist *dst, struct scatterlist *src, unsigned int nbytes)
{
	unsigned int src_off;
	unsigned int dst_off;

	if (!nbytes)
		return;
	src_off = src->offset;
	dst_off = dst->offset;
	for (;;) {
		// Every page is mapped here, so a step may cross pages: it ends with an entry.
		unsigned int len = std::min({ src->offset + src->length - src_off,
					      dst->offset + dst->length - dst_off, nbytes });
		const u8 *from = scatterwalk_entry_addr(src, src_off);
		u8 *to = scatterwalk_entry_addr(dst, dst_off);

		// Two lists over one buffer may overlap by a few bytes (6.12's authencesn.c moves
		// its 4 bytes of high sequence number so): a move, not a copy.
		if (from != to)
			std::memmove(to, from, len);
		nbytes -= len;
		if (!nbytes)
			break;
		src_off += len;
		if (src_off >= src->offset + src->length) {
			src = sg_next(src);
			src_off = src->offset;
		}
		dst_off += len;
		if (dst_off >= dst->offset + dst->length) {
			dst = sg_next(dst);
			dst_off = dst->offset;
		}
	}
}

struct scatterlist *scatterwalk_ffwd(struct scatterlist dst[2], struct scatterlist *src,
				     unsigned int len)
{
	while (len) {
		if (src->length > len) {
			// @len falls inside this entry: describe its tail, then link to the rest.
			sg_init_table(dst, 2);
			sg_set_page(dst, sg_page(src), src->length - len, src->offset + len);
			scatterwalk_crypto_chain(dst, sg_next(src), 2);
			return dst;
		}
		len -= src->length;
		src = sg_next(src);
	}
	return src;
}

void memcpy_from_sglist(void *buf, struct scatterlist *sg, unsigned int start, unsigned int nbytes)
{
	scatterwalk_map_and_copy(buf, sg, start, nbytes, 0);
}

void memcpy_to_sglist(struct scatterlist *sg, unsigned int start, const void *buf,
		      unsigned int nbytes)
{
	scatterwalk_map_and_copy(const_cast<void *>(buf), sg, start, nbytes, 1);
}
