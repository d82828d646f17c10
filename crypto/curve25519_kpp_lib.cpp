// SPDX-License-Identifier: GPL-2.0-only
// The curve25519-generic kpp's arithmetic in a build without OpenSSL's libcrypto: the
// library's curve25519_generic() (Nettle's ladder), which needs nothing kept between requests.
#include "curve25519_kpp.h"

namespace ukc::x25519 {

int prepare(const u8 secret[CURVE25519_KEY_SIZE], prepared **out)
{
	*out = nullptr;
	return 0;
}

void release(prepared *prep)
{
}

int compute(prepared *prep, const u8 secret[CURVE25519_KEY_SIZE], const u8 *point,
	    u8 out[CURVE25519_KEY_SIZE])
{
	curve25519_generic(out, secret, point ? point : curve25519_base_point);
	return 0;
}

} // namespace ukc::x25519
