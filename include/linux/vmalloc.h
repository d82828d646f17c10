/* SPDX-License-Identifier: GPL-2.0-only */
/* Virtually contiguous allocations: in userspace every allocation is, so vmalloc() is kmalloc(). */
#ifndef _UKC_LINUX_VMALLOC_H
#define _UKC_LINUX_VMALLOC_H

#include <linux/slab.h>

static inline void *vmalloc(unsigned long size)
{
	return kmalloc(size, GFP_KERNEL);
}

static inline void *vzalloc(unsigned long size)
{
	return kzalloc(size, GFP_KERNEL);
}

static inline void vfree(const void *addr)
{
	kfree(addr);
}

#endif /* _UKC_LINUX_VMALLOC_H */
