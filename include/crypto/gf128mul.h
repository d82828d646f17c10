/* SPDX-License-Identifier: GPL-2.0-only */
/* Multiplication in GF(2^128) with GCM's bit order (NIST SP 800-38D section 6.3). */
#ifndef _UKC_CRYPTO_GF128MUL_H
#define _UKC_CRYPTO_GF128MUL_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A 128-bit block as two big-endian halves: a holds bytes 0..7, b bytes 8..15. */
typedef struct {
	__be64 a, b;
} be128;

/* A 128-bit block as two little-endian halves: b holds bytes 0..7, a bytes 8..15. */
typedef struct {
	__le64 b, a;
} le128;

/**
 * gf128mul_lle() - multiply two field elements in GCM's representation
 * @a: the first factor, replaced by the product
 * @b: the second factor
 *
 * The bit order is SP 800-38D's: the first bit of byte 0 (its most significant
 * bit) is the coefficient of x^0, and the field polynomial is
 * x^128 + x^7 + x^2 + x + 1. The computation takes the same time whatever the
 * values (no table lookups, no data-dependent branches).
 */
void gf128mul_lle(be128 *a, const be128 *b);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_GF128MUL_H */
