/* SPDX-License-Identifier: GPL-2.0-only */
/* FIPS mode: set at start-up from UKCRYPTO_FIPS=1, as the kernel's fips=1 boot parameter. */
#ifndef _UKC_LINUX_FIPS_H
#define _UKC_LINUX_FIPS_H

/* bool only: 6.12's crypto/jitterentropy.c includes this after typedefs of its own (__u64
 * as unsigned long long), which <linux/types.h> would contradict. */
#ifndef __cplusplus
#include <stdbool.h>
#endif

#ifdef __cplusplus
extern "C" {
#endif

/*
 * fips_enabled - true when the library runs in FIPS mode
 *
 * Read from the environment (UKCRYPTO_FIPS) when the core initialises, before any
 * algorithm registers. Algorithms then refuse what FIPS mode forbids, e.g. XTS keys whose
 * halves are equal.
 */
extern bool fips_enabled;

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_FIPS_H */
