/* SPDX-License-Identifier: GPL-2.0-only */
/* Walking scatterlists: position tracking, mapping, copying and fast-forwarding. */
#ifndef _UKC_CRYPTO_SCATTERWALK_H
#define _UKC_CRYPTO_SCATTERWALK_H

#include <crypto/algapi.h>
#include <linux/highmem.h>
#include <linux/mm.h>
#include <linux/scatterlist.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * scatterwalk_crypto_chain() - end a table, or link it to a following list
 * @head: the table
 * @sg: the list to continue with, or NULL to end @head at its first entry
 * @num: entries in @head (the last one becomes the link)
 */
static inline void scatterwalk_crypto_chain(struct scatterlist *head, struct scatterlist *sg,
					    int num)
{
	if (!sg) {
		sg_mark_end(head);
		return;
	}
	sg_chain(head, (unsigned int)num, sg);
}

/**
 * scatterwalk_pagelen() - bytes from the walk position to the end of its entry
 * @walk: the walk
 *
 * The kernel stops at the end of a page too, as it maps one page at a time. Here every entry
 * is one virtually contiguous range, mapped as a whole, so a step goes to the entry's end:
 * a request in one entry (one buffer, at any offset, across any number of pages) is handed
 * out in one piece, and only a block that straddles two entries is gathered.
 *
 * Return: what is left of the current entry.
 */
static inline unsigned int scatterwalk_pagelen(struct scatter_walk *walk)
{
	return walk->sg->offset + walk->sg->length - walk->offset;
}

/**
 * scatterwalk_clamp() - limit a length to what can be mapped at the walk position
 * @walk: the walk
 * @nbytes: the length wanted
 *
 * Return: @nbytes, or less if the entry ends first.
 */
static inline unsigned int scatterwalk_clamp(struct scatter_walk *walk, unsigned int nbytes)
{
	unsigned int len = scatterwalk_pagelen(walk);

	return nbytes < len ? nbytes : len;
}

static inline void scatterwalk_advance(struct scatter_walk *walk, unsigned int nbytes)
{
	walk->offset += nbytes;
}

/* The page holding the walk position (an entry's offset may run past its first page). */
static inline struct page *scatterwalk_page(struct scatter_walk *walk)
{
	return nth_page(sg_page(walk->sg), walk->offset >> PAGE_SHIFT);
}

static inline void scatterwalk_unmap(void *vaddr)
{
	kunmap_local(vaddr);
}

static inline void scatterwalk_start(struct scatter_walk *walk, struct scatterlist *sg)
{
	walk->sg = sg;
	walk->offset = sg->offset;
}

/**
 * scatterwalk_map() - map the page at the walk position
 * @walk: the walk
 *
 * Return: the address of the walk position; scatterwalk_clamp() says how far it may be used.
 */
static inline void *scatterwalk_map(struct scatter_walk *walk)
{
	return (u8 *)kmap_local_page(scatterwalk_page(walk)) + offset_in_page(walk->offset);
}

/**
 * scatterwalk_pagedone() - leave the current page
 * @walk: the walk
 * @out: nonzero if the page was written
 * @more: nonzero if the walk goes on (then an exhausted entry is left for the next one)
 */
static inline void scatterwalk_pagedone(struct scatter_walk *walk, int out, unsigned int more)
{
	if (out && walk->offset)
		flush_dcache_page(nth_page(sg_page(walk->sg), (walk->offset - 1) >> PAGE_SHIFT));

	if (more && walk->offset >= walk->sg->offset + walk->sg->length)
		scatterwalk_start(walk, sg_next(walk->sg));
}

/**
 * scatterwalk_done() - finish a step of the walk
 * @walk: the walk
 * @out: nonzero if the step wrote through the walk
 * @more: nonzero if more steps follow
 *
 * Leaves the page when the walk ends, when the entry is used up or when the position
 * sits on a page boundary.
 */
static inline void scatterwalk_done(struct scatter_walk *walk, int out, int more)
{
	bool entry_end = walk->offset >= walk->sg->offset + walk->sg->length;

	if (!more || entry_end || offset_in_page(walk->offset) == 0)
		scatterwalk_pagedone(walk, out, (unsigned int)more);
}

/**
 * ukc_sg_linear() - the address of @len bytes at @skip into a scatterlist, if one entry holds them
 * @sg: the list
 * @skip: bytes before them
 * @len: how many (0: the address @skip lands on)
 *
 * Most requests (a buffer, a disk sector, a packet with its associated data in an entry of
 * its own) have their text in one entry each way; a driver can then do them in one call
 * without a walk.
 *
 * Return: the address, or NULL when the bytes span entries or the list is shorter.
 */
static inline u8 *ukc_sg_linear(struct scatterlist *sg, unsigned int skip, unsigned int len)
{
	while (sg && skip >= sg->length && (len || skip > sg->length)) {
		skip -= sg->length;
		sg = sg_next(sg);
	}
	if (!sg || sg->length - skip < len)
		return NULL;
	return (u8 *)kmap_local_page(sg_page(sg)) + sg->offset + skip;
}

/**
 * scatterwalk_copychunks() - copy between a buffer and the walk, page by page
 * @buf: the linear buffer (unused when @out is 2)
 * @walk: the walk, advanced by @nbytes
 * @nbytes: bytes to copy
 * @out: 0 copies from the walk into @buf, 1 from @buf into the walk, 2 only skips
 *
 * The walk is left at the end of the last piece, without leaving its page.
 */
void scatterwalk_copychunks(void *buf, struct scatter_walk *walk, size_t nbytes, int out);

/**
 * memcpy_sglist() - copy between two scatterlists
 * @dst: the destination (may be NULL when @nbytes is 0)
 * @src: the source (may be NULL when @nbytes is 0)
 * @nbytes: bytes to copy
 *
 * @dst and @src may describe the very same memory (nothing is then copied); no other
 * overlap is allowed.
 */
void memcpy_sglist(struct scatterlist *dst, struct scatterlist *src, unsigned int nbytes);

/**
 * scatterwalk_map_and_copy() - copy between a buffer and a range of a scatterlist
 * @buf: the linear buffer
 * @sg: the scatterlist
 * @start: offset in the scatterlist's data where the range starts
 * @nbytes: length of the range
 * @out: 0 copies from @sg into @buf, 1 from @buf into @sg
 */
void scatterwalk_map_and_copy(void *buf, struct scatterlist *sg, unsigned int start,
			      unsigned int nbytes, int out);

/**
 * scatterwalk_ffwd() - the scatterlist of @src's data from offset @len on
 * @dst: two spare entries, used when @len falls inside an entry
 * @src: the scatterlist
 * @len: bytes to skip
 *
 * Return: an entry of @src when @len falls on an entry boundary, else @dst, whose first
 * entry covers the rest of the split entry and whose second links to the entries after it.
 */
struct scatterlist *scatterwalk_ffwd(struct scatterlist dst[2], struct scatterlist *src,
				     unsigned int len);

/**
 * memcpy_from_sglist() - copy a range of a scatterlist's data into a buffer
 * @buf: the buffer
 * @sg: the scatterlist
 * @start: offset of the range in the scatterlist's data
 * @nbytes: length of the range
 */
void memcpy_from_sglist(void *buf, struct scatterlist *sg, unsigned int start, unsigned int nbytes);

/**
 * memcpy_to_sglist() - copy a buffer into a range of a scatterlist's data
 * @sg: the scatterlist
 * @start: offset of the range in the scatterlist's data
 * @buf: the buffer
 * @nbytes: length of the range
 */
void memcpy_to_sglist(struct scatterlist *sg, unsigned int start, const void *buf,
		      unsigned int nbytes);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_SCATTERWALK_H */
