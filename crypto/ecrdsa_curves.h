/* SPDX-License-Identifier: GPL-2.0-only */
/* The GOST R 34.10 curves of ecrdsa-generic and its point arithmetic (public data only). */
#ifndef _UKC_CRYPTO_ECRDSA_CURVES_H
#define _UKC_CRYPTO_ECRDSA_CURVES_H

#include <linux/types.h>

#include <cstddef>

namespace ukc::ecrdsa {

/* A short Weierstrass curve y^2 = x^3 + ax + b mod p with base point g of prime order n; the
 * numbers as big-endian hex. */
struct ecrdsa_curve {
	const char *name;
	unsigned int bytes; /* of p, of a coordinate, of the digest */
	const char *p, *a, *b, *n, *gx, *gy;
};

/* What find_curve() answers for an OID that names no GOST parameter set. */
extern const ecrdsa_curve *const unknown_curve;

/* The curve of the parameter-set OID (DER contents, @len bytes): a curve, nullptr for a GOST
 * set 6.12 does not implement (the twisted Edwards ones), or unknown_curve. */
const ecrdsa_curve *find_curve(const u8 *oid, size_t len);

/* Whether (x, y), little-endian of the curve's size, is a point of the curve other than
 * infinity with coordinates below p. */
bool pub_key_valid(const ecrdsa_curve *curve, const u8 *x, const u8 *y);

/* GOST R 34.10-2012 section 7 verification: r and s big-endian, the digest little-endian,
 * all of the curve's size; the public key as pub_key_valid() takes it. */
bool verify(const ecrdsa_curve *curve, const u8 *x, const u8 *y, const u8 *r, const u8 *s,
	    const u8 *digest);

} // namespace ukc::ecrdsa

#endif /* _UKC_CRYPTO_ECRDSA_CURVES_H */
