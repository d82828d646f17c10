/* SPDX-License-Identifier: GPL-2.0-only */
/* The X25519 arithmetic under the curve25519-generic kpp: OpenSSL's libcrypto where installed
 * (curve25519_kpp_openssl.cpp), else the library's curve25519_generic() (curve25519_kpp_lib.cpp). */
#ifndef _UKC_CRYPTO_CURVE25519_KPP_H
#define _UKC_CRYPTO_CURVE25519_KPP_H

#include <crypto/curve25519.h>

namespace ukc::x25519 {

// A secret in the form the arithmetic keeps it between requests (OpenSSL's key, with the
// public key it computes on import); opaque, and safe for concurrent requests.
struct prepared;

// @secret prepared into *@out (nullptr where the arithmetic keeps nothing): 0 or -ENOMEM.
int prepare(const u8 secret[CURVE25519_KEY_SIZE], prepared **out);
// Frees @prep (nullptr allowed), wiping what it held.
void release(prepared *prep);
// X25519(@secret, @point) into @out, @point nullptr for the base point (9); @prep, when not
// nullptr, is @secret prepared. An all-zero result is returned as such: 0 or -ENOMEM.
int compute(prepared *prep, const u8 secret[CURVE25519_KEY_SIZE], const u8 *point,
	    u8 out[CURVE25519_KEY_SIZE]);

} // namespace ukc::x25519

#endif
