/* SPDX-License-Identifier: GPL-2.0-only */
/* Multiplication in GF(2^128): GCM's bit order (NIST SP 800-38D section 6.3), LRW's and XTS's. */
#ifndef _UKC_CRYPTO_GF128MUL_H
#define _UKC_CRYPTO_GF128MUL_H

#include <asm/byteorder.h>
#include <crypto/b128ops.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

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

/**
 * gf128mul_x_ble() - multiply by x in XTS's order (IEEE 1619-2018 section 5.2)
 * @r: the product
 * @x: the factor, a little-endian 128-bit integer whose bit i is the coefficient of x^i
 *
 * A shift left by one bit, folding x^128 back as x^7 + x^2 + x + 1 (0x87), in constant time.
 */
static inline void gf128mul_x_ble(le128 *r, const le128 *x)
{
	u64 a = le64_to_cpu(x->a), b = le64_to_cpu(x->b);
	u64 fold = (u64)((s64)a >> 63) & 0x87;

	r->a = cpu_to_le64((a << 1) | (b >> 63));
	r->b = cpu_to_le64((b << 1) ^ fold);
}

/**
 * gf128mul_x_lle() - multiply by x in GCM's order (NIST SP 800-38D section 6.3)
 * @r: the product
 * @x: the factor: bit 7 of its first byte is the coefficient of x^0, bit 0 of its last that of
 *	x^127
 *
 * A shift right by one bit of the block read as a big-endian integer, folding x^128 back as
 * 1 + x + x^2 + x^7 (0xe1 in the first byte), in constant time.
 */
static inline void gf128mul_x_lle(be128 *r, const be128 *x)
{
	u64 a = be64_to_cpu(x->a), b = be64_to_cpu(x->b);
	u64 fold = (u64)(-(s64)(b & 1)) & ((u64)0xe1 << 56);

	r->b = cpu_to_be64((b >> 1) | (a << 63));
	r->a = cpu_to_be64((a >> 1) ^ fold);
}

/* A multiplier fixed ahead of the blocks it multiplies, in GCM's order. */
struct gf128mul_4k {
	be128 h;
};

/**
 * gf128mul_init_4k_lle() - prepare to multiply by @g in GCM's order
 * @g: the multiplier, in gf128mul_lle()'s representation
 *
 * Return: the prepared multiplier (free it with gf128mul_free_4k()), or NULL when out of
 * memory.
 */
struct gf128mul_4k *gf128mul_init_4k_lle(const be128 *g);

/**
 * gf128mul_free_4k() - wipe and free a prepared multiplier (NULL is allowed)
 * @t: the multiplier
 */
void gf128mul_free_4k(struct gf128mul_4k *t);

/**
 * gf128mul_4k_lle() - multiply by a prepared multiplier, in constant time
 * @a: the other factor, replaced by the product
 * @t: the multiplier
 */
void gf128mul_4k_lle(be128 *a, const struct gf128mul_4k *t);

/* A multiplier fixed ahead of the blocks it multiplies, in LRW's order. */
struct gf128mul_64k {
	be128 h;
};

/**
 * gf128mul_init_64k_bbe() - prepare to multiply by @g in LRW's order
 * @g: the multiplier: a big-endian 128-bit integer whose bit i is the coefficient of x^i
 *
 * Return: the prepared multiplier (free it with gf128mul_free_64k()), or NULL when out of
 * memory.
 */
struct gf128mul_64k *gf128mul_init_64k_bbe(const be128 *g);

/**
 * gf128mul_free_64k() - wipe and free a prepared multiplier (NULL is allowed)
 * @t: the multiplier
 */
void gf128mul_free_64k(struct gf128mul_64k *t);

/**
 * gf128mul_64k_bbe() - multiply by a prepared multiplier, in constant time
 * @a: the other factor, replaced by the product
 * @t: the multiplier
 */
void gf128mul_64k_bbe(be128 *a, const struct gf128mul_64k *t);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_GF128MUL_H */
