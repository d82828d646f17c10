/* SPDX-License-Identifier: GPL-2.0-only */
/* The kernel's clock readers of <linux/timekeeping.h>. */
#ifndef _UKC_LINUX_TIMEKEEPING_H
#define _UKC_LINUX_TIMEKEEPING_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * ktime_get_ns() - the monotonic clock in nanoseconds
 *
 * CLOCK_MONOTONIC, as the kernel's: it counts from boot, does not jump with the wall clock
 * and never goes backwards.
 *
 * Return: nanoseconds since an unspecified start.
 */
u64 ktime_get_ns(void);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_TIMEKEEPING_H */
