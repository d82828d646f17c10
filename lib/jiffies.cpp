// SPDX-License-Identifier: GPL-2.0-only
// The jiffies counter (6.12's kernel/time/jiffies.c): the monotonic clock in 1/HZ ticks.
#include <linux/jiffies.h>

#include <ctime>

extern "C" unsigned long ukc_jiffies(void)
{
	struct timespec ts;

	// CLOCK_MONOTONIC cannot fail with a valid pointer; like jiffies it counts from boot and
	// never jumps with the wall clock.
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (unsigned long)ts.tv_sec * HZ + (unsigned long)ts.tv_nsec / (1000000000UL / HZ);
}
