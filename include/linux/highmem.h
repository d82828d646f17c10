/* SPDX-License-Identifier: GPL-2.0-only */
/* Page mapping: every page is always mapped here, so kmap is address arithmetic. */
#ifndef _UKC_LINUX_HIGHMEM_H
#define _UKC_LINUX_HIGHMEM_H

#include <string.h>
#include <linux/mm.h>

static inline void *kmap_local_page(struct page *page)
{
	return page_address(page);
}

static inline void kunmap_local(const void *addr)
{
	(void)addr;
}

static inline void *kmap_atomic(struct page *page)
{
	return page_address(page);
}

static inline void kunmap_atomic(void *addr)
{
	(void)addr;
}

static inline void flush_dcache_page(struct page *page)
{
	(void)page;
}

static inline void memcpy_from_page(char *to, struct page *page, size_t offset, size_t len)
{
	memcpy(to, (char *)page_address(page) + offset, len);
}

static inline void memcpy_to_page(struct page *page, size_t offset, const char *from, size_t len)
{
	memcpy((char *)page_address(page) + offset, from, len);
}

#endif /* _UKC_LINUX_HIGHMEM_H */
