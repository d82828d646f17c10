/* SPDX-License-Identifier: GPL-2.0-only */
/* Compiler attributes and access helpers with the kernel's names. */
#ifndef _UKC_LINUX_COMPILER_H
#define _UKC_LINUX_COMPILER_H

#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)
#undef __always_inline
#define __always_inline inline __attribute__((__always_inline__))
#define noinline __attribute__((__noinline__))
#define __aligned(x) __attribute__((__aligned__(x)))
#define __packed __attribute__((__packed__))
#define __maybe_unused __attribute__((__unused__))
#define __always_unused __attribute__((__unused__))
#define __must_check __attribute__((__warn_unused_result__))
#define __cold __attribute__((__cold__))
#define __printf(a, b) __attribute__((__format__(printf, a, b)))
#define __force
#define __user
#define __iomem
#define __rcu
#define __nonstring
#define __counted_by(m)
#define __cacheline_aligned __attribute__((__aligned__(64)))
#define ____cacheline_aligned __attribute__((__aligned__(64)))
#define fallthrough __attribute__((__fallthrough__))

#define barrier() __asm__ __volatile__("" : : : "memory")

#ifdef __cplusplus
#define READ_ONCE(x) (*(const volatile decltype(x) *)&(x))
#define WRITE_ONCE(x, val) (*(volatile decltype(x) *)&(x) = (val))
#else
#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))
#define WRITE_ONCE(x, val) (*(volatile __typeof__(x) *)&(x) = (val))
#endif

#endif /* _UKC_LINUX_COMPILER_H */
