/* SPDX-License-Identifier: GPL-2.0-only */
/* Power-of-two helpers: is_power_of_2, ilog2, roundup_pow_of_two. */
#ifndef _UKC_LINUX_LOG2_H
#define _UKC_LINUX_LOG2_H

#include <linux/types.h>

static inline bool is_power_of_2(unsigned long n)
{
	return n != 0 && (n & (n - 1)) == 0;
}

static inline int ilog2(unsigned long n)
{
	return 63 - __builtin_clzl(n | 1);
}

static inline unsigned long roundup_pow_of_two(unsigned long n)
{
	return n <= 1 ? 1 : 1UL << (64 - __builtin_clzl(n - 1));
}

#endif /* _UKC_LINUX_LOG2_H */
