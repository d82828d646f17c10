/* SPDX-License-Identifier: GPL-2.0-only */
/* Scatterlists over the page model: page + offset + length entries, chained and end-marked. */
#ifndef _UKC_LINUX_SCATTERLIST_H
#define _UKC_LINUX_SCATTERLIST_H

#include <string.h>
#include <sys/types.h>
#include <linux/mm.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

struct scatterlist {
	unsigned long page_link;
	unsigned int offset;
	unsigned int length;
	dma_addr_t dma_address;
	unsigned int dma_length;
};

/* The low bits of page_link: a chain entry points at the next array; the end bit stops walks. */
#define SG_CHAIN 0x01UL
#define SG_END 0x02UL
#define SG_PAGE_LINK_MASK (SG_CHAIN | SG_END)

#define sg_dma_address(sg) ((sg)->dma_address)
#define sg_dma_len(sg) ((sg)->dma_length)

static inline unsigned int __sg_flags(struct scatterlist *sg)
{
	return (unsigned int)(sg->page_link & SG_PAGE_LINK_MASK);
}

static inline struct scatterlist *sg_chain_ptr(struct scatterlist *sg)
{
	return (struct scatterlist *)(sg->page_link & ~SG_PAGE_LINK_MASK);
}

static inline bool sg_is_chain(struct scatterlist *sg)
{
	return __sg_flags(sg) & SG_CHAIN;
}

static inline bool sg_is_last(struct scatterlist *sg)
{
	return __sg_flags(sg) & SG_END;
}

static inline void sg_assign_page(struct scatterlist *sg, struct page *page)
{
	sg->page_link = (sg->page_link & SG_PAGE_LINK_MASK) | (unsigned long)(uintptr_t)page;
}

static inline void sg_set_page(struct scatterlist *sg, struct page *page, unsigned int len,
			       unsigned int offset)
{
	sg_assign_page(sg, page);
	sg->offset = offset;
	sg->length = len;
}

static inline struct page *sg_page(struct scatterlist *sg)
{
	return (struct page *)(uintptr_t)(sg->page_link & ~SG_PAGE_LINK_MASK);
}

static inline void sg_set_buf(struct scatterlist *sg, const void *buf, unsigned int buflen)
{
	sg_set_page(sg, virt_to_page(buf), buflen, (unsigned int)offset_in_page(buf));
}

static inline void *sg_virt(struct scatterlist *sg)
{
	return (char *)page_address(sg_page(sg)) + sg->offset;
}

static inline void __sg_chain(struct scatterlist *chain_sg, struct scatterlist *sgl)
{
	chain_sg->offset = 0;
	chain_sg->length = 0;
	chain_sg->page_link = ((unsigned long)(uintptr_t)sgl | SG_CHAIN) & ~SG_END;
}

/* The last entry of @prv (entry prv_nents - 1) becomes the link to @sgl. */
static inline void sg_chain(struct scatterlist *prv, unsigned int prv_nents,
			    struct scatterlist *sgl)
{
	__sg_chain(&prv[prv_nents - 1], sgl);
}

static inline void sg_mark_end(struct scatterlist *sg)
{
	sg->page_link |= SG_END;
	sg->page_link &= ~SG_CHAIN;
}

static inline void sg_unmark_end(struct scatterlist *sg)
{
	sg->page_link &= ~SG_END;
}

static inline void sg_init_marker(struct scatterlist *sgl, unsigned int nents)
{
	sg_mark_end(&sgl[nents - 1]);
}

int sg_nents(struct scatterlist *sg);
int sg_nents_for_len(struct scatterlist *sg, u64 len);
struct scatterlist *sg_next(struct scatterlist *sg);
struct scatterlist *sg_last(struct scatterlist *s, unsigned int nents);
void sg_init_table(struct scatterlist *sgl, unsigned int nents);
void sg_init_one(struct scatterlist *sg, const void *buf, unsigned int buflen);
/**
 * sg_copy_buffer() - copy between a linear buffer and the data of a scatterlist
 * @sgl: the scatterlist
 * @nents: how many of its entries (chain links not counted) may be used
 * @buf: the buffer
 * @buflen: bytes to copy at most
 * @skip: bytes of the list's data to skip first
 * @to_buffer: true copies from the list into @buf, false from @buf into the list
 *
 * Return: the bytes copied: @buflen, or less when the @nents entries end first.
 */
size_t sg_copy_buffer(struct scatterlist *sgl, unsigned int nents, void *buf, size_t buflen,
		      off_t skip, bool to_buffer);
/* As sg_copy_buffer() into the list, with zeroes for data. */
size_t sg_zero_buffer(struct scatterlist *sgl, unsigned int nents, size_t buflen, off_t skip);
size_t sg_copy_from_buffer(struct scatterlist *sgl, unsigned int nents, const void *buf,
			   size_t buflen);
size_t sg_copy_to_buffer(struct scatterlist *sgl, unsigned int nents, void *buf, size_t buflen);
size_t sg_pcopy_from_buffer(struct scatterlist *sgl, unsigned int nents, const void *buf,
			    size_t buflen, off_t skip);
size_t sg_pcopy_to_buffer(struct scatterlist *sgl, unsigned int nents, void *buf, size_t buflen,
			  off_t skip);

/**
 * sgl_alloc() - allocate a scatterlist over fresh pages for @length bytes
 * @length: bytes the list must hold
 * @gfp: allocation flags (__GFP_ZERO clears the pages)
 * @nent_p: where to store the number of entries, or NULL
 *
 * Return: the list (one page an entry, the last one shortened), or NULL when out of memory.
 */
struct scatterlist *sgl_alloc(unsigned long long length, gfp_t gfp, unsigned int *nent_p);
/* Frees a list from sgl_alloc() and its pages. */
void sgl_free(struct scatterlist *sgl);

#define for_each_sg(sglist, sg, nr, __i) \
	for (__i = 0, sg = (sglist); __i < (nr); __i++, sg = sg_next(sg))

/* sg_miter_start() flags. Every page is mapped, so ATOMIC (map with kmap_atomic()) and the
 * direction (TO_SG flushes the data cache on stop, FROM_SG does nothing) change nothing here. */
#define SG_MITER_ATOMIC (1 << 0)
#define SG_MITER_TO_SG (1 << 1)
#define SG_MITER_FROM_SG (1 << 2)

/**
 * struct sg_mapping_iter - a walk over a scatterlist one mapped piece at a time
 * @page: the page of the current piece
 * @addr: the current piece's first byte (NULL before the first sg_miter_next())
 * @length: the current piece's length, never past the end of its page or entry
 * @consumed: how much of the piece the caller used (set to @length by sg_miter_next(); a
 *	caller that uses less lowers it, and the next piece starts after what it used)
 *
 * The fields after @consumed are the walk's own.
 */
struct sg_mapping_iter {
	struct page *page;
	void *addr;
	size_t length;
	size_t consumed;
	struct scatterlist *__sg;
	unsigned int __nents;
	unsigned int __offset;
	unsigned int __flags;
};

/* Starts a walk over the first @nents entries of @sgl; nothing is mapped until sg_miter_next(). */
static inline void sg_miter_start(struct sg_mapping_iter *miter, struct scatterlist *sgl,
				  unsigned int nents, unsigned int flags)
{
	memset(miter, 0, sizeof(*miter));
	miter->__sg = nents ? sgl : NULL;
	miter->__nents = nents;
	miter->__flags = flags;
}

/* Ends the current piece: the next one starts after the @consumed bytes of it. */
static inline void sg_miter_stop(struct sg_mapping_iter *miter)
{
	if (miter->addr)
		miter->__offset += (unsigned int)miter->consumed;
	miter->page = NULL;
	miter->addr = NULL;
	miter->length = 0;
	miter->consumed = 0;
}

/**
 * sg_miter_next() - map the walk's next piece
 * @miter: the walk
 *
 * Ends the current piece and maps the next: the rest of the current page of the current
 * entry, or the start of the next non-empty entry.
 *
 * Return: true with @miter's @addr, @length and @page set, false at the end of the list.
 */
static inline bool sg_miter_next(struct sg_mapping_iter *miter)
{
	sg_miter_stop(miter);
	while (miter->__sg && miter->__offset >= miter->__sg->length) {
		miter->__sg = --miter->__nents ? sg_next(miter->__sg) : NULL;
		miter->__offset = 0;
	}
	if (!miter->__sg)
		return false;
	char *addr = (char *)sg_virt(miter->__sg) + miter->__offset;
	size_t in_page = PAGE_SIZE - offset_in_page(addr);
	size_t left = miter->__sg->length - miter->__offset;

	miter->addr = addr;
	miter->page = virt_to_page(addr);
	miter->length = left < in_page ? left : in_page;
	miter->consumed = miter->length;
	return true;
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_SCATTERLIST_H */
