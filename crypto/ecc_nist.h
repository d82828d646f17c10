/* SPDX-License-Identifier: GPL-2.0-only */
/* The NIST prime curves the ecdh and ecdsa drivers work over (Nettle's curves with the group
 * order Nettle does not expose), and the descriptor both build their generic drivers on. */
#ifndef _UKC_CRYPTO_ECC_NIST_H
#define _UKC_CRYPTO_ECC_NIST_H

#include <linux/crypto.h>
#include <linux/kernel.h>
#include <linux/module.h>

#include <nettle/ecc-curve.h>

#include "ukc_kernel.h"

namespace ukc::ecc {

// One curve: Nettle's description, the size of p in bits and the group order n in hex
// (FIPS 186-4 D.1.2), which bounds private keys (ecdh) and r, s and the digest (ecdsa).
struct nist_curve {
	const struct ecc_curve *(*get)();
	unsigned int nbits;
	const char *order;

	// The bytes of one coordinate or private key.
	constexpr unsigned int nbytes() const { return DIV_ROUND_UP(nbits, 8); }
	// 6.12's 64-bit digits of one number.
	constexpr unsigned int ndigits() const { return DIV_ROUND_UP(nbits, 64); }
};

inline constexpr nist_curve p192 = { nettle_get_secp_192r1, 192,
				     "ffffffffffffffffffffffff99def836146bc9b1b4d22831" };
inline constexpr nist_curve p256 = {
	nettle_get_secp_256r1, 256,
	"ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551"
};
inline constexpr nist_curve p384 = {
	nettle_get_secp_384r1, 384,
	"ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf"
	"581a0db248b0a77aecec196accc52973"
};
inline constexpr nist_curve p521 = {
	nettle_get_secp_521r1, 521,
	"1ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
	"fa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409"
};

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
