/* SPDX-License-Identifier: GPL-2.0-only */
/* Per-CPU variables: one copy for each possible CPU, laid out one after the other at a stride
 * the allocation records, so a pointer to the first copy finds any CPU's. The calling CPU is
 * the one the thread runs on (smp_processor_id()); a thread may move, so data read through
 * this_cpu_ptr() is shared with other threads and needs its lock (the callers take
 * local_bh_disable() or a spinlock, as in the kernel). */
#ifndef _UKC_LINUX_PERCPU_H
#define _UKC_LINUX_PERCPU_H

#include <linux/compiler_types.h>
#include <linux/smp.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* @size bytes for each possible CPU, zeroed, each aligned to @align (at most a cache line of
 * 64 bytes is honoured beyond the allocator's own): the first copy, or NULL without memory. */
void __percpu *__alloc_percpu(size_t size, size_t align);
/* Frees what __alloc_percpu() returned (NULL is ignored). */
void free_percpu(void __percpu *ptr);
/* The copy of CPU @cpu (taken modulo the possible CPUs) of the variable at @ptr. */
void *ukc_per_cpu_ptr(const void __percpu *ptr, int cpu);

#define alloc_percpu(type) \
	((__typeof__(type) __percpu *)__alloc_percpu(sizeof(type), __alignof__(type)))
#define alloc_percpu_gfp(type, gfp) alloc_percpu(type)
#define per_cpu_ptr(ptr, cpu) ((__typeof__(ptr))ukc_per_cpu_ptr((ptr), (cpu)))
#define this_cpu_ptr(ptr) per_cpu_ptr((ptr), smp_processor_id())
#define raw_cpu_ptr(ptr) this_cpu_ptr(ptr)
#define get_cpu_ptr(ptr) this_cpu_ptr(ptr)
#define put_cpu_ptr(ptr) ((void)(ptr))

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_PERCPU_H */
