/* SPDX-License-Identifier: GPL-2.0-only */
/* jiffies: the kernel's tick counter, here the system's monotonic clock counted in 1/HZ s. */
#ifndef _UKC_LINUX_JIFFIES_H
#define _UKC_LINUX_JIFFIES_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* CONFIG_HZ of 6.12's x86_64 defconfig (CONFIG_HZ_1000): a jiffy is a millisecond. */
#define HZ 1000

/**
 * ukc_jiffies() - the value of the kernel's jiffies counter
 *
 * CLOCK_MONOTONIC (time since boot, not counting suspend, as jiffies counts it) in ticks of
 * 1/HZ second. It never goes backwards; compare two readings with time_after() and friends,
 * as in the kernel.
 *
 * Return: the current tick count.
 */
unsigned long ukc_jiffies(void);

/* The kernel's global read as a variable: each read asks the clock. */
#define jiffies ukc_jiffies()

/* get_jiffies_64() - the 64-bit tick count (the same counter: unsigned long is 64 bits). */
static inline u64 get_jiffies_64(void)
{
	return ukc_jiffies();
}

/* time_after(a, b) - whether tick count @a is later than @b, correct across a wrap. */
#define time_after(a, b) ((long)((b) - (a)) < 0)
#define time_before(a, b) time_after(b, a)
#define time_after_eq(a, b) ((long)((a) - (b)) >= 0)
#define time_before_eq(a, b) time_after_eq(b, a)
/* Whether tick count @a is already in the past (or the present, for the _eq forms). */
#define time_is_before_jiffies(a) time_after(jiffies, a)
#define time_is_after_jiffies(a) time_before(jiffies, a)
#define time_is_before_eq_jiffies(a) time_after_eq(jiffies, a)
#define time_is_after_eq_jiffies(a) time_before_eq(jiffies, a)

/* msecs_to_jiffies() - milliseconds as ticks, rounded up as the kernel rounds them. */
static inline unsigned long msecs_to_jiffies(const unsigned int m)
{
	return ((unsigned long)m * HZ + 999) / 1000;
}

/* jiffies_to_msecs() - ticks as milliseconds. */
static inline unsigned int jiffies_to_msecs(const unsigned long j)
{
	return (unsigned int)(j * 1000 / HZ);
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_JIFFIES_H */
