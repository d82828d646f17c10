/* SPDX-License-Identifier: GPL-2.0-only */
/* The test hook behind random_get_entropy() (not installed). */
#ifndef _UKC_LIB_UKC_TIMEX_H
#define _UKC_LIB_UKC_TIMEX_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * ukc_jent_set_time_source() - tests only: what random_get_entropy() answers
 * @fn: the source, or NULL for the CPU's cycle counter
 *
 * Every Jitter RNG collector reads its time stamps through it, the library's and a hosted
 * crypto/jitterentropy.c alike, so a test can feed stuck or repeating time stamps to trip the
 * health tests. The library's collector takes the source's value as it is, 0 included; the
 * kernel's falls back to ktime_get_ns() on a 0, as 6.12's does.
 * Return: the source in use before.
 */
typedef u64 (*ukc_jent_time_fn)(void);
ukc_jent_time_fn ukc_jent_set_time_source(ukc_jent_time_fn fn);

#ifdef __cplusplus
}

namespace ukc {

/* The source ukc_jent_set_time_source() set, or nullptr. */
ukc_jent_time_fn jent_time_source();

} // namespace ukc
#endif

#endif /* _UKC_LIB_UKC_TIMEX_H */
