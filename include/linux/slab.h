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

/*
 * The alignment kmalloc() promises and the crypto API gives its contexts and requests
 * (CRYPTO_MINALIGN): 6.12's on x86_64 and arm64 alike, __alignof__(unsigned long long).
 * A kernel template may place a request at any multiple of it inside its own request
 * (authenc.c puts one 2 * digestsize bytes in: 40 for hmac(sha1)), so the request structs
 * must not claim more, or the compiler moves them with 16-byte aligned vector loads.
 * kmalloc() itself hands out 16-byte aligned blocks, as the kernel's power-of-two caches do.
 */
#define ARCH_KMALLOC_MINALIGN __alignof__(unsigned long long)
#define ARCH_DMA_MINALIGN ARCH_KMALLOC_MINALIGN
#define ARCH_SLAB_MINALIGN __alignof__(unsigned long long)

void *kmalloc(size_t size, gfp_t flags);
void *kzalloc(size_t size, gfp_t flags);
void *kmalloc_array(size_t n, size_t size, gfp_t flags);
void *kcalloc(size_t n, size_t size, gfp_t flags);
void *kmemdup(const void *src, size_t len, gfp_t flags);
char *kstrdup(const char *s, gfp_t flags);
size_t ksize(const void *objp);
void kfree(const void *objp);
void kfree_sensitive(const void *objp);

#define kmalloc_node(size, flags, node) ((void)(node), kmalloc(size, flags))
#define kzalloc_node(size, flags, node) ((void)(node), kzalloc(size, flags))
#define kcalloc_node(n, size, flags, node) ((void)(node), kcalloc(n, size, flags))
/* kvmalloc(): kmalloc() or, for the kernel, vmalloc() when that fails; here always the former. */
#define kvmalloc(size, flags) kmalloc(size, flags)
#define kvzalloc(size, flags) kzalloc(size, flags)
#define kvfree(addr) kfree(addr)
#define kvfree_sensitive(addr, len) ((void)(len), kfree_sensitive(addr))

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_SLAB_H */
