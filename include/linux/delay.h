/* SPDX-License-Identifier: GPL-2.0-only */
/* Delays: msleep() and usleep_range() sleep; udelay(), ndelay() and mdelay(), which spin in the
 * kernel, sleep too, since no caller here holds a CPU that others need (a spinlock is a mutex). */
#ifndef _UKC_LINUX_DELAY_H
#define _UKC_LINUX_DELAY_H

#include <errno.h>
#include <time.h>

#include <linux/types.h>

/* Sleeps @ns nanoseconds, resumed after signals. */
static inline void ukc_delay_ns(u64 ns)
{
	struct timespec ts = { (time_t)(ns / 1000000000u), (long)(ns % 1000000000u) };

	while (nanosleep(&ts, &ts) && errno == EINTR) {
	}
}

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

#endif /* _UKC_LINUX_DELAY_H */
