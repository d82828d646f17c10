/* SPDX-License-Identifier: GPL-2.0-only */
/* random_get_entropy(): the CPU's cycle counter, as the kernel's <linux/timex.h> reads it. */
#ifndef _UKC_LINUX_TIMEX_H
#define _UKC_LINUX_TIMEX_H

#ifdef __cplusplus
extern "C" {
#endif

/**
 * random_get_entropy() - a fast, fine-grained time stamp for entropy collection
 *
 * The CPU's cycle counter: the TSC on x86_64, CNTVCT_EL0 on arm64. Counts only move
 * forward on one CPU; their unit is the counter's, not a time unit. While a test has set a
 * time source (ukc_jent_set_time_source(), not installed), that source answers instead, for
 * the library's Jitter RNG and a hosted crypto/jitterentropy-kcapi.c alike.
 *
 * Return: the counter; 0 where there is none (callers then fall back to ktime_get_ns(), as
 * 6.12's do).
 */
unsigned long random_get_entropy(void);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_TIMEX_H */
