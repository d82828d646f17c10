/* SPDX-License-Identifier: GPL-2.0-only */
/* The kernel's attribute and address-space markers, as GCC and Clang spell them. Sparse is not
 * run, so address spaces (__percpu, __user) are empty. Safe to include from assembler. */
#ifndef _UKC_LINUX_COMPILER_TYPES_H
#define _UKC_LINUX_COMPILER_TYPES_H

#ifndef __ASSEMBLY__

#include <linux/compiler.h>

#define __visible __attribute__((__externally_visible__))
/* A function whose result depends on its arguments and what they point to (__pure), or on its
 * arguments alone (__attribute_const__). */
#ifndef __pure
#define __pure __attribute__((__pure__))
#endif
#ifndef __attribute_const__
#define __attribute_const__ __attribute__((__const__))
#endif
#define __percpu
#define __rcu
/* C only: C++ standard library headers use some of these names themselves. */
#ifndef __cplusplus
#define __used __attribute__((__used__))
#define __weak __attribute__((__weak__))
#define __noreturn __attribute__((__noreturn__))
#define __section(s) __attribute__((__section__(s)))
/* Another name for @symbol, defined in the same unit (sm4.c's table aliases). */
#define __alias(symbol) __attribute__((__alias__(#symbol)))
#endif
#define __read_mostly
#define notrace
#define __latent_entropy
#define __randomize_layout
#define __no_kcsan
#define __no_kmsan_checks
#define __noinstr
#define noinstr
#ifndef __ro_after_init
#define __ro_after_init
#endif

#endif /* __ASSEMBLY__ */

#endif /* _UKC_LINUX_COMPILER_TYPES_H */
