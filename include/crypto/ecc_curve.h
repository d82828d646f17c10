/* SPDX-License-Identifier: GPL-2.0-only */
/* The curves of 6.12's crypto/ecc.c: a point in 64-bit digits and a curve's parameters. */
#ifndef _UKC_CRYPTO_ECC_CURVE_H
#define _UKC_CRYPTO_ECC_CURVE_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * struct ecc_point - an affine point
 * @x: its x coordinate, @ndigits little-endian 64-bit digits
 * @y: its y coordinate, the same way
 * @ndigits: the digits of each coordinate
 */
struct ecc_point {
	u64 *x;
	u64 *y;
	u8 ndigits;
};

/**
 * struct ecc_curve - a short Weierstrass curve y^2 = x^3 + a x + b over GF(p)
 * @name: its name ("nist_192", ...)
 * @nbits: the bits of @p
 * @g: the base point
 * @p: the field prime
 * @n: the order of @g
 * @a: the coefficient a
 * @b: the coefficient b
 */
struct ecc_curve {
	char *name;
	u32 nbits;
	struct ecc_point g;
	u64 *p;
	u64 *n;
	u64 *a;
	u64 *b;
};

/**
 * ecc_get_curve() - the curve of an ECC_CURVE_* id
 * @curve_id: ECC_CURVE_NIST_P192, _P256, _P384 or _P521 of <crypto/ecdh.h>
 *
 * Return: the curve, or NULL for an id it does not know (P-192 in FIPS mode too).
 */
const struct ecc_curve *ecc_get_curve(unsigned int curve_id);

/**
 * ecc_get_curve25519() - Curve25519's parameters in the same form
 *
 * Return: the curve.
 */
const struct ecc_curve *ecc_get_curve25519(void);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_ECC_CURVE_H */
