/* SPDX-License-Identifier: GPL-2.0-only */
/* Delays: msleep() and usleep_range() sleep; udelay(), ndelay() and mdelay(), which spin in the
 * kernel, sleep too: the time passes either way, and a spinlock's waiters here yield the CPU. */
#ifndef _UKC_LINUX_DELAY_H
#define _UKC_LINUX_DELAY_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Sleeps at least @ns nanoseconds (resumed after signals). */
void ukc_delay_ns(u64 ns);

/* msleep() - sleep at least @msecs milliseconds */
static inline void msleep(unsigned int msecs)
{
	ukc_delay_ns((u64)msecs * 1000000u);
}

/* usleep_range() - sleep between @min and @max microseconds (here @min) */
static inline void usleep_range(unsigned long min, unsigned long max)
{
	(void)max;
	ukc_delay_ns((u64)min * 1000u);
}

static inline void ndelay(unsigned long nsecs)
{
	ukc_delay_ns(nsecs);
}

static inline void udelay(unsigned long usecs)
{
	ukc_delay_ns((u64)usecs * 1000u);
}

static inline void mdelay(unsigned long msecs)
{
	ukc_delay_ns((u64)msecs * 1000000u);
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_DELAY_H */
