/* SPDX-License-Identifier: GPL-2.0-only */
/* X25519 (RFC 7748 section 5): the key size, the library calls and the secret clamping. */
#ifndef _UKC_CRYPTO_CURVE25519_H
#define _UKC_CRYPTO_CURVE25519_H

#include <crypto/algapi.h>
#include <crypto/utils.h>
#include <linux/kconfig.h>
#include <linux/random.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

enum curve25519_lengths {
	CURVE25519_KEY_SIZE = 32
};

/* The u-coordinate 0, the result of a small-order input, refused by curve25519(). */
extern const u8 curve25519_null_point[];
/* The u-coordinate 9 of the base point (RFC 7748 section 4.1). */
extern const u8 curve25519_base_point[];

/**
 * curve25519_generic() - X25519 of @scalar and @point, in constant time
 * @out: CURVE25519_KEY_SIZE bytes out, the u-coordinate of the product
 * @scalar: CURVE25519_KEY_SIZE bytes, clamped as RFC 7748 section 5 says before use
 * @point: CURVE25519_KEY_SIZE bytes, a u-coordinate; its top bit is ignored
 */
void curve25519_generic(u8 out[CURVE25519_KEY_SIZE], const u8 scalar[CURVE25519_KEY_SIZE],
			const u8 point[CURVE25519_KEY_SIZE]);

/* An architecture's X25519, called with CONFIG_CRYPTO_ARCH_HAVE_LIB_CURVE25519: the library's
 * definitions run a loaded module's (curve25519-x86_64.c's), else curve25519_generic(). */
void curve25519_arch(u8 out[CURVE25519_KEY_SIZE], const u8 scalar[CURVE25519_KEY_SIZE],
		     const u8 point[CURVE25519_KEY_SIZE]);
void curve25519_base_arch(u8 pub[CURVE25519_KEY_SIZE], const u8 secret[CURVE25519_KEY_SIZE]);

/**
 * curve25519_selftest() - RFC 7748's known answers through curve25519()
 *
 * Return: true when every one matched.
 */
bool curve25519_selftest(void);

/**
 * curve25519() - X25519 through the architecture's code when it has one
 * @mypublic: CURVE25519_KEY_SIZE bytes out
 * @secret: CURVE25519_KEY_SIZE bytes
 * @basepoint: CURVE25519_KEY_SIZE bytes, the peer's public key
 *
 * Return: false when the result is the all-zero point (RFC 7748 section 6.1's check), which
 * a caller must not use as a shared secret; true otherwise.
 */
static inline bool __must_check curve25519(u8 mypublic[CURVE25519_KEY_SIZE],
					   const u8 secret[CURVE25519_KEY_SIZE],
					   const u8 basepoint[CURVE25519_KEY_SIZE])
{
	if (IS_ENABLED(CONFIG_CRYPTO_ARCH_HAVE_LIB_CURVE25519))
		curve25519_arch(mypublic, secret, basepoint);
	else
		curve25519_generic(mypublic, secret, basepoint);
	return crypto_memneq(mypublic, curve25519_null_point, CURVE25519_KEY_SIZE);
}

/**
 * curve25519_generate_public() - the public key of @secret
 * @pub: CURVE25519_KEY_SIZE bytes out
 * @secret: CURVE25519_KEY_SIZE bytes
 *
 * Return: false for an all-zero secret or result, true otherwise.
 */
static inline bool __must_check curve25519_generate_public(u8 pub[CURVE25519_KEY_SIZE],
							   const u8 secret[CURVE25519_KEY_SIZE])
{
	if (!crypto_memneq(secret, curve25519_null_point, CURVE25519_KEY_SIZE))
		return false;
	if (IS_ENABLED(CONFIG_CRYPTO_ARCH_HAVE_LIB_CURVE25519))
		curve25519_base_arch(pub, secret);
	else
		curve25519_generic(pub, secret, curve25519_base_point);
	return crypto_memneq(pub, curve25519_null_point, CURVE25519_KEY_SIZE);
}

/**
 * curve25519_clamp_secret() - clamp a scalar as RFC 7748 section 5 decodes it
 * @secret: CURVE25519_KEY_SIZE bytes, changed in place
 *
 * The three low bits cleared (a multiple of the cofactor 8), bit 255 cleared, bit 254 set.
 */
static inline void curve25519_clamp_secret(u8 secret[CURVE25519_KEY_SIZE])
{
	secret[0] &= 248;
	secret[31] = (u8)((secret[31] & 127) | 64);
}

/**
 * curve25519_generate_secret() - a random, clamped secret
 * @secret: CURVE25519_KEY_SIZE bytes out
 */
static inline void curve25519_generate_secret(u8 secret[CURVE25519_KEY_SIZE])
{
	get_random_bytes_wait(secret, CURVE25519_KEY_SIZE);
	curve25519_clamp_secret(secret);
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_CURVE25519_H */
