/* SPDX-License-Identifier: GPL-2.0-only */
/* kmalloc and friends over the C heap, with kfree_sensitive wiping what it frees. */
#ifndef _UKC_LINUX_SLAB_H
#define _UKC_LINUX_SLAB_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

#define GFP_KERNEL 0x0cc0u
#define GFP_ATOMIC 0x0820u
#define GFP_NOFS 0x0c40u
#define __GFP_ZERO 0x100u
#define __GFP_NOWARN 0x2000u

/* Every kmalloc() block is aligned to this; the crypto API relies on it for contexts. */
#define ARCH_KMALLOC_MINALIGN 16
#define ARCH_DMA_MINALIGN 16
#define ARCH_SLAB_MINALIGN 16

void *kmalloc(size_t size, gfp_t flags);
void *kzalloc(size_t size, gfp_t flags);
void *kmalloc_array(size_t n, size_t size, gfp_t flags);
void *kcalloc(size_t n, size_t size, gfp_t flags);
void *kmemdup(const void *src, size_t len, gfp_t flags);
char *kstrdup(const char *s, gfp_t flags);
size_t ksize(const void *objp);
void kfree(const void *objp);
void kfree_sensitive(const void *objp);

#define kmalloc_node(size, flags, node) kmalloc(size, flags)
#define kzalloc_node(size, flags, node) kzalloc(size, flags)

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_SLAB_H */
