/* SPDX-License-Identifier: GPL-2.0-only */
/* Whole-page allocation over the C heap: pages are PAGE_SIZE-aligned blocks. */
#ifndef _UKC_LINUX_GFP_H
#define _UKC_LINUX_GFP_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <asm/page.h>
#include <linux/slab.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * __get_free_pages() - allocate 2^@order contiguous pages
 * @gfp: allocation flags (__GFP_ZERO clears the pages)
 * @order: log2 of the number of pages
 *
 * Return: the address of the first page, or 0 when out of memory.
 */
static inline unsigned long __get_free_pages(gfp_t gfp, unsigned int order)
{
	size_t size = (size_t)PAGE_SIZE << order;
	void *p = aligned_alloc(PAGE_SIZE, size);

	if (p && (gfp & __GFP_ZERO))
		memset(p, 0, size);
	return (unsigned long)(uintptr_t)p;
}

static inline unsigned long __get_free_page(gfp_t gfp)
{
	return __get_free_pages(gfp, 0);
}

static inline unsigned long get_zeroed_page(gfp_t gfp)
{
	return __get_free_pages(gfp | __GFP_ZERO, 0);
}

/**
 * free_pages() - free pages from __get_free_pages()
 * @addr: an address inside the first page (0 is ignored)
 * @order: the order they were allocated with
 */
static inline void free_pages(unsigned long addr, unsigned int order)
{
	(void)order;
	if (addr)
		free((void *)(uintptr_t)(addr & PAGE_MASK));
}

static inline void free_page(unsigned long addr)
{
	free_pages(addr, 0);
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_GFP_H */
