// SPDX-License-Identifier: GPL-2.0-only
// kmalloc() and the page allocator over libc (6.12's mm/slab_common.c and mm/page_alloc.c),
// each asking the failslab switch first.
#include <asm/page.h>
#include <linux/kernel.h>
#include <linux/slab.h>
#include <linux/string.h>

#include <cstdlib>

#include "ukc_kernel.h"

namespace {

// Every block carries its size in a 16-byte header so kfree_sensitive() knows what to wipe
// and the payload keeps malloc()'s 16-byte alignment: more than ARCH_KMALLOC_MINALIGN, as the
// kernel's kmalloc-16 and larger power-of-two caches align their objects to their size. From a
// page on, the payload starts on a page, as 6.12's kmalloc_large() and vmalloc() give it: a
// compressor's hash tables and scratch buffers then sit where the kernel's would, not wherever
// the heap left room (which moved their cache sets, and the benchmarks, from run to run).
constexpr size_t kmalloc_align = 16;
constexpr size_t kmalloc_header = kmalloc_align;
static_assert(kmalloc_header >= sizeof(size_t) && kmalloc_align % ARCH_KMALLOC_MINALIGN == 0);

// Where the payload of a block of @size bytes starts after what aligned_alloc() returned.
constexpr size_t kmalloc_offset(size_t size)
{
	return size >= PAGE_SIZE ? PAGE_SIZE : kmalloc_header;
}

size_t *kmalloc_hdr(const void *p)
{
	return reinterpret_cast<size_t *>(static_cast<char *>(const_cast<void *>(p)) -
					  kmalloc_header);
}

} // namespace

extern "C" void *kmalloc(size_t size, gfp_t flags)
{
	if (size > (SIZE_MAX >> 1) || ukc::should_failslab(size, flags))
		return nullptr;
	const size_t off = kmalloc_offset(size);
	void *raw = std::aligned_alloc(off, ALIGN(size + off, off));
	if (!raw)
		return nullptr;
	void *p = static_cast<char *>(raw) + off;
	*kmalloc_hdr(p) = size;
	if (flags & __GFP_ZERO)
		memset(p, 0, size);
	return p;
}

extern "C" unsigned long ukc_get_free_pages(gfp_t gfp, unsigned int order)
{
	if (order >= 8 * sizeof(size_t) - PAGE_SHIFT - 1)
		return 0;
	size_t size = static_cast<size_t>(PAGE_SIZE) << order;
	if (ukc::should_failslab(size, gfp))
		return 0;
	void *p = std::aligned_alloc(PAGE_SIZE, size);
	if (p && (gfp & __GFP_ZERO))
		memset(p, 0, size);
	return reinterpret_cast<unsigned long>(p);
}

extern "C" void ukc_free_pages(unsigned long addr, unsigned int order)
{
	(void)order;
	if (addr)
		std::free(reinterpret_cast<void *>(addr & PAGE_MASK));
}

extern "C" void *kzalloc(size_t size, gfp_t flags)
{
	return kmalloc(size, flags | __GFP_ZERO);
}

extern "C" void *kmalloc_array(size_t n, size_t size, gfp_t flags)
{
	size_t bytes;

	if (__builtin_mul_overflow(n, size, &bytes))
		return nullptr;
	return kmalloc(bytes, flags);
}

extern "C" void *kcalloc(size_t n, size_t size, gfp_t flags)
{
	return kmalloc_array(n, size, flags | __GFP_ZERO);
}

extern "C" void *kmemdup(const void *src, size_t len, gfp_t flags)
{
	void *p = kmalloc(len, flags);

	if (p)
		memcpy(p, src, len);
	return p;
}

extern "C" char *kstrdup(const char *s, gfp_t flags)
{
	return s ? static_cast<char *>(kmemdup(s, strlen(s) + 1, flags)) : nullptr;
}

extern "C" size_t ksize(const void *objp)
{
	return objp ? *kmalloc_hdr(objp) : 0;
}

extern "C" void kfree(const void *objp)
{
	if (objp)
		std::free(static_cast<char *>(const_cast<void *>(objp)) -
			  kmalloc_offset(*kmalloc_hdr(objp)));
}

extern "C" void kfree_sensitive(const void *objp)
{
	if (!objp)
		return;
	memzero_explicit(const_cast<void *>(objp), ksize(objp));
	kfree(objp);
}
