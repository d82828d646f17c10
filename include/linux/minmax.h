/* SPDX-License-Identifier: GPL-2.0-only */
/* min(), max() and their kin, as the kernel's <linux/minmax.h> names them. */
#ifndef _UKC_LINUX_MINMAX_H
#define _UKC_LINUX_MINMAX_H

/*
 * No other header here: a file may include this one after defining the fixed-width types
 * itself (6.12's crypto/jitterentropy.c does, with its own __u64).
 */

/* C only: in C++ the names would hide std::min and std::max. */
#ifndef __cplusplus
#define min(a, b) ((a) < (b) ? (a) : (b))
#define max(a, b) ((a) > (b) ? (a) : (b))
#define clamp(v, lo, hi) min(max(v, lo), hi)
#define min3(a, b, c) min(min(a, b), c)
#define max3(a, b, c) max(max(a, b), c)
#endif

/* Both operands converted to @type before they are compared. */
#define min_t(type, a, b) ((type)(a) < (type)(b) ? (type)(a) : (type)(b))
#define max_t(type, a, b) ((type)(a) > (type)(b) ? (type)(a) : (type)(b))

#endif /* _UKC_LINUX_MINMAX_H */
