/* SPDX-License-Identifier: GPL-2.0-only */
/* Leading and trailing zero bits of a word, with the answers for 0 that lib/crypto/mpi
 * (longlong.h) relies on. */
#ifndef _UKC_LINUX_COUNT_ZEROS_H
#define _UKC_LINUX_COUNT_ZEROS_H

#include <linux/bitops.h>

/* The zero bits above @x's highest one; BITS_PER_LONG for 0. */
static inline int count_leading_zeros(unsigned long x)
{
	return x ? __builtin_clzl(x) : BITS_PER_LONG;
}
#define COUNT_LEADING_ZEROS_0 BITS_PER_LONG

/* The zero bits below @x's lowest one; -1 for 0. */
static inline int count_trailing_zeros(unsigned long x)
{
	return x ? __builtin_ctzl(x) : -1;
}
#define COUNT_TRAILING_ZEROS_0 (-1)

#endif /* _UKC_LINUX_COUNT_ZEROS_H */
