/* SPDX-License-Identifier: GPL-2.0-only */
/* The interface of 6.12's crypto/ecc.c: multiprecision digits ("vli"), points, keys and ECDH,
 * which ecdh.c, ecdsa.c and ecrdsa.c call. */
#ifndef _UKC_CRYPTO_INTERNAL_ECC_H
#define _UKC_CRYPTO_INTERNAL_ECC_H

#include <crypto/ecc_curve.h>
#include <linux/kernel.h>
#include <linux/unaligned.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The 64-bit digits of each NIST curve's numbers, and of the largest (P-521). */
#define ECC_CURVE_NIST_P192_DIGITS 3
#define ECC_CURVE_NIST_P256_DIGITS 4
#define ECC_CURVE_NIST_P384_DIGITS 6
#define ECC_CURVE_NIST_P521_DIGITS 9
#define ECC_MAX_DIGITS DIV_ROUND_UP(521, 64)

#define ECC_DIGITS_TO_BYTES_SHIFT 3
#define ECC_MAX_BYTES (ECC_MAX_DIGITS << ECC_DIGITS_TO_BYTES_SHIFT)

/* A struct ecc_point over the digit arrays @x and @y (a C compound literal). */
#define ECC_POINT_INIT(x, y, ndigits) ((struct ecc_point){ x, y, ndigits })

/**
 * ecc_swap_digits() - big-endian bytes to little-endian digits
 * @in: @ndigits * 8 bytes, most significant first, any alignment
 * @out: @ndigits digits, least significant first
 * @ndigits: the digits
 */
static inline void ecc_swap_digits(const void *in, u64 *out, unsigned int ndigits)
{
	const u8 *bytes = (const u8 *)in;
	unsigned int n;

	for (n = 0; n < ndigits; n++)
		out[n] = get_unaligned_be64(bytes + 8 * (ndigits - 1 - n));
}

/**
 * ecc_digits_from_bytes() - a big-endian number of any length to @ndigits digits
 * @in: @nbytes bytes, most significant first
 * @nbytes: at most @ndigits * 8
 * @out: the digits, zero above the number
 * @ndigits: the digits
 */
void ecc_digits_from_bytes(const u8 *in, unsigned int nbytes, u64 *out, unsigned int ndigits);

/**
 * ecc_is_key_valid() - a private key is in [1, n-1] of its curve (and long enough in FIPS mode)
 * @curve_id: the ECC_CURVE_* id
 * @ndigits: its digits
 * @private_key: the key's digits
 * @private_key_len: its bytes
 *
 * Return: 0, or -EINVAL.
 */
int ecc_is_key_valid(unsigned int curve_id, unsigned int ndigits, const u64 *private_key,
		     unsigned int private_key_len);

/**
 * ecc_gen_privkey() - a random private key, as FIPS 186-5 appendix A.4.2 draws one
 * @curve_id: the ECC_CURVE_* id
 * @ndigits: its digits
 * @private_key: the key's digits, out
 *
 * Return: 0, or -EINVAL or the random generator's error.
 */
int ecc_gen_privkey(unsigned int curve_id, unsigned int ndigits, u64 *private_key);

/**
 * ecc_make_pub_key() - the public point of a private key
 * @curve_id: the ECC_CURVE_* id
 * @ndigits: its digits
 * @private_key: the key's digits
 * @public_key: x then y, @ndigits digits each, out
 *
 * Return: 0, -EINVAL or -EAGAIN (the point at infinity).
 */
int ecc_make_pub_key(const unsigned int curve_id, unsigned int ndigits, const u64 *private_key,
		     u64 *public_key);

/**
 * crypto_ecdh_shared_secret() - the x coordinate of the private key times the peer's point
 * @curve_id: the ECC_CURVE_* id
 * @ndigits: its digits
 * @private_key: our key's digits
 * @public_key: the peer's point, x then y
 * @secret: the shared x coordinate, out
 *
 * Return: 0, -EINVAL (a point not on the curve) or -EFAULT (the point at infinity).
 */
int crypto_ecdh_shared_secret(unsigned int curve_id, unsigned int ndigits, const u64 *private_key,
			      const u64 *public_key, u64 *secret);

/**
 * ecc_is_pubkey_valid_partial() - SP 800-56A section 5.6.2.3.4's partial public key check
 * @curve: the curve
 * @pk: the point
 *
 * Return: 0, or -EINVAL.
 */
int ecc_is_pubkey_valid_partial(const struct ecc_curve *curve, struct ecc_point *pk);

/**
 * ecc_is_pubkey_valid_full() - the partial check and n times @pk at infinity (5.6.2.3.3)
 * @curve: the curve
 * @pk: the point
 *
 * Return: 0, or -EINVAL.
 */
int ecc_is_pubkey_valid_full(const struct ecc_curve *curve, struct ecc_point *pk);

/* vli_is_zero() - every digit of @vli is zero. */
bool vli_is_zero(const u64 *vli, unsigned int ndigits);

/* vli_cmp() - the sign of @left - @right: -1, 0 or 1. */
int vli_cmp(const u64 *left, const u64 *right, unsigned int ndigits);

/* vli_sub() - @result = @left - @right; returns the borrow out. */
u64 vli_sub(u64 *result, const u64 *left, const u64 *right, unsigned int ndigits);

/* vli_from_be64() - @ndigits big-endian 64-bit words at @src, least significant last. */
void vli_from_be64(u64 *dest, const void *src, unsigned int ndigits);

/* vli_from_le64() - @ndigits little-endian 64-bit words at @src. */
void vli_from_le64(u64 *dest, const void *src, unsigned int ndigits);

/* vli_mod_inv() - @result = @input^-1 mod @mod. */
void vli_mod_inv(u64 *result, const u64 *input, const u64 *mod, unsigned int ndigits);

/* vli_mod_mult_slow() - @result = @left * @right mod @mod, for any modulus. */
void vli_mod_mult_slow(u64 *result, const u64 *left, const u64 *right, const u64 *mod,
		       unsigned int ndigits);

/* vli_num_bits() - the bits of @vli up to its highest one. */
unsigned int vli_num_bits(const u64 *vli, unsigned int ndigits);

/* ecc_alloc_point() - a point of @ndigits digits per coordinate, or NULL; ecc_free_point()
 * wipes and frees it. */
struct ecc_point *ecc_alloc_point(unsigned int ndigits);
void ecc_free_point(struct ecc_point *p);

/* ecc_point_is_zero() - @point is (0, 0), the point at infinity. */
bool ecc_point_is_zero(const struct ecc_point *point);

/* ecc_point_mult_shamir() - @result = @x @p + @y @q on @curve (Shamir's trick). */
void ecc_point_mult_shamir(const struct ecc_point *result, const u64 *x, const struct ecc_point *p,
			   const u64 *y, const struct ecc_point *q, const struct ecc_curve *curve);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_INTERNAL_ECC_H */
