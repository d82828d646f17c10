/* SPDX-License-Identifier: GPL-2.0-only */
/* The NIST prime curves the ecdh and ecdsa drivers work over (sizes and group orders, whichever
 * library does the arithmetic), and the descriptor both build their generic drivers on. */
#ifndef _UKC_CRYPTO_ECC_NIST_H
#define _UKC_CRYPTO_ECC_NIST_H

#include <linux/crypto.h>
#include <linux/kernel.h>
#include <linux/module.h>

#include "ukc_kernel.h"

namespace ukc::ecc {

// One curve: the size of p in bits and the group order n in hex (FIPS 186-4 D.1.2), which
// bounds private keys (ecdh) and r, s and the digest (ecdsa).
struct nist_curve {
	unsigned int nbits;
	const char *order;

	// The bytes of one coordinate or private key.
	constexpr unsigned int nbytes() const { return DIV_ROUND_UP(nbits, 8); }
	// 6.12's 64-bit digits of one number.
	constexpr unsigned int ndigits() const { return DIV_ROUND_UP(nbits, 64); }
};

inline constexpr nist_curve p192 = { 192, "ffffffffffffffffffffffff99def836146bc9b1b4d22831" };
inline constexpr nist_curve p256 = {
	256, "ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551"
};
inline constexpr nist_curve p384 = {
	384, "ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf"
	     "581a0db248b0a77aecec196accc52973"
};
inline constexpr nist_curve p521 = {
	521, "1ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
	     "fa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409"
};

// The curve arithmetic comes from one library: ecc_openssl.cpp (OpenSSL's libcrypto) where it
// is installed, else ecc_nettle.cpp (Nettle). Keys are opaque to the drivers; a key that is not
// being changed may be used by several requests at once. Numbers are big-endian bytes.

// An ECDH private key on @curve, none set yet; nullptr without memory.
struct ecdh_key;
ecdh_key *ecdh_key_alloc(const nist_curve *curve);
// Wipes and frees @key (nullptr is allowed).
void ecdh_key_free(ecdh_key *key);
// @d (nbytes() bytes) as the key: 0, or -EINVAL outside 6.12's range [2, n - 3].
int ecdh_key_set(ecdh_key *key, const u8 *d);
// Wipes the key held.
void ecdh_key_clear(ecdh_key *key);
// d * P for the peer's point @peer (x || y) or d * G without one, into @out as x || y
// (2 * nbytes() bytes): 0, -EINVAL for a peer point off the curve (a coordinate at or above p
// included) or -ENOMEM. With @out null the peer's point is only checked; else the key must be
// set.
int ecdh_key_mul(const ecdh_key *key, const u8 *peer, u8 *out);

// An ECDSA public key on @curve, none set yet; nullptr without memory.
struct ecdsa_key;
ecdsa_key *ecdsa_key_alloc(const nist_curve *curve);
void ecdsa_key_free(ecdsa_key *key);
// The point (@x, @y), @len bytes each, as the key: false if it is not on the curve.
bool ecdsa_key_set(ecdsa_key *key, const u8 *x, const u8 *y, unsigned int len);
// One signature (@r, @s) of the digest read as 6.12 does (@e, @elen bytes, big-endian, taken
// modulo n) under a set key: 0, -EBADMSG for r or s outside [1, n - 1], -EKEYREJECTED if it
// does not verify, -ENOMEM.
struct ecdsa_num {
	const u8 *p;
	size_t len;
};
int ecdsa_key_verify(const ecdsa_key *key, ecdsa_num r, ecdsa_num s, ecdsa_num e);

// @alg (a kpp_alg or akcipher_alg with its operations set) as a generic driver of 6.12's:
// priority 100, a context of @ctxsize bytes, named @name and @driver.
template <typename Alg>
Alg generic_alg(Alg alg, unsigned int ctxsize, const char *name, const char *driver)
{
	alg.base.cra_ctxsize = ctxsize;
	alg.base.cra_priority = 100;
	alg.base.cra_module = THIS_MODULE;
	set_alg_names(&alg.base, name, driver);
	return alg;
}

} // namespace ukc::ecc

#endif
