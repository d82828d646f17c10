/* SPDX-License-Identifier: GPL-2.0-only */
/* The page model: a "page" is a 4096-byte aligned address, so walks split where the kernel's do. */
#ifndef _UKC_ASM_PAGE_H
#define _UKC_ASM_PAGE_H

#include <linux/sizes.h>
#include <stdint.h>

#define PAGE_SHIFT 12
#define PAGE_SIZE (1UL << PAGE_SHIFT)
#define PAGE_MASK (~(PAGE_SIZE - 1))

/* Never defined: a struct page pointer is the address of the page's first byte. */
struct page;

static inline void *page_address(const struct page *page)
{
	return (void *)page;
}

static inline struct page *virt_to_page(const void *addr)
{
	return (struct page *)((uintptr_t)addr & PAGE_MASK);
}

#define offset_in_page(p) ((unsigned long)(uintptr_t)(p) & ~PAGE_MASK)
#define nth_page(pg, n) ((struct page *)((uintptr_t)(pg) + ((uintptr_t)(n) << PAGE_SHIFT)))

#endif /* _UKC_ASM_PAGE_H */
