/* SPDX-License-Identifier: GPL-2.0-only */
/* Whether SIMD may be used on this thread, with the test switch that forces the fallback path. */
#ifndef _UKC_CRYPTO_INTERNAL_SIMD_H
#define _UKC_CRYPTO_INTERNAL_SIMD_H

#include <asm/simd.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Per-thread flag the self-tests set to exercise a driver's non-SIMD path (6.12's
 * crypto_simd_disabled_for_test). */
extern __thread bool crypto_simd_disabled_for_test;

static inline bool crypto_simd_usable(void)
{
	return may_use_simd() && !crypto_simd_disabled_for_test;
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_INTERNAL_SIMD_H */
