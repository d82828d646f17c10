// SPDX-License-Identifier: GPL-2.0-only
// The NIST-curve arithmetic of the ecdh and ecdsa drivers over Nettle (a build without
// OpenSSL's libcrypto): its constant-time point multiplication and its ECDSA verification.
#include <linux/errno.h>
#include <linux/string.h>

#include <memory>
#include <new>

#include <nettle/ecc-curve.h>
#include <nettle/ecc.h>
#include <nettle/ecdsa.h>

#include "ecc_nist.h"

namespace {

const struct ecc_curve *ecc_nettle_curve(const ukc::ecc::nist_curve *curve)
{
	switch (curve->nbits) {
	case 192:
		return nettle_get_secp_192r1();
	case 256:
		return nettle_get_secp_256r1();
	case 384:
		return nettle_get_secp_384r1();
	default:
		return nettle_get_secp_521r1();
	}
}

// mpz_t values freed on every path; wiped too, as they may hold a secret.
struct ecc_mpz {
	mpz_t z;
	ecc_mpz() { mpz_init(z); }
	~ecc_mpz()
	{
		memzero_explicit(z->_mp_d, z->_mp_alloc * sizeof(mp_limb_t));
		mpz_clear(z);
	}
	ecc_mpz(const ecc_mpz &) = delete;
	ecc_mpz &operator=(const ecc_mpz &) = delete;
};

void ecc_import(mpz_t z, const u8 *p, size_t len)
{
	mpz_import(z, len, 1, 1, 1, 0, p);
}

void ecc_put_be(u8 *out, unsigned int len, const mpz_t z)
{
	size_t n = (mpz_sizeinbase(z, 2) + 7) / 8;
	memset(out, 0, len);
	mpz_export(out + len - n, nullptr, 1, 1, 1, 0, z);
}

} // namespace

namespace ukc::ecc {

struct ecdh_key {
	const nist_curve *info;
	struct ecc_scalar d; // wiped on free and on every new secret
};

ecdh_key *ecdh_key_alloc(const nist_curve *curve)
{
	ecdh_key *key = new (std::nothrow) ecdh_key{ curve, {} };

	if (key)
		ecc_scalar_init(&key->d, ecc_nettle_curve(curve));
	return key;
}

void ecdh_key_clear(ecdh_key *key)
{
	memzero_explicit(key->d.p, ecc_size(key->d.ecc) * sizeof(mp_limb_t));
}

void ecdh_key_free(ecdh_key *key)
{
	if (!key)
		return;
	ecdh_key_clear(key);
	ecc_scalar_clear(&key->d);
	delete key;
}

// 6.12: 2 <= d <= n - 3.
int ecdh_key_set(ecdh_key *key, const u8 *bytes)
{
	ecc_mpz d, lim;

	ecc_import(d.z, bytes, key->info->nbytes());
	mpz_set_str(lim.z, key->info->order, 16);
	mpz_sub_ui(lim.z, lim.z, 3);
	if (mpz_cmp_ui(d.z, 2) < 0 || mpz_cmp(d.z, lim.z) > 0 || !ecc_scalar_set(&key->d, d.z)) {
		ecdh_key_clear(key);
		return -EINVAL;
	}
	return 0;
}

int ecdh_key_mul(const ecdh_key *key, const u8 *peer, u8 *out)
{
	const struct ecc_curve *curve = key->d.ecc;
	unsigned int n = key->info->nbytes();
	struct ecc_point p, r;
	ecc_mpz x, y;
	int err = 0;

	ecc_point_init(&p, curve);
	ecc_point_init(&r, curve);
	if (peer) {
		ecc_import(x.z, peer, n);
		ecc_import(y.z, peer + n, n);
		// Nettle refuses coordinates at or above p and points off the curve.
		if (!ecc_point_set(&p, x.z, y.z))
			err = -EINVAL;
		else if (out)
			ecc_point_mul(&r, &key->d, &p);
	} else {
		ecc_point_mul_g(&r, &key->d);
	}
	if (!err && out) {
		ecc_point_get(&r, x.z, y.z);
		ecc_put_be(out, n, x.z);
		ecc_put_be(out + n, n, y.z);
	}
	ecc_point_clear(&p);
	ecc_point_clear(&r);
	return err;
}

struct ecdsa_key {
	const nist_curve *info;
	struct ecc_point pub;
};

ecdsa_key *ecdsa_key_alloc(const nist_curve *curve)
{
	ecdsa_key *key = new (std::nothrow) ecdsa_key{ curve, {} };

	if (key)
		ecc_point_init(&key->pub, ecc_nettle_curve(curve));
	return key;
}

void ecdsa_key_free(ecdsa_key *key)
{
	if (!key)
		return;
	ecc_point_clear(&key->pub);
	delete key;
}

bool ecdsa_key_set(ecdsa_key *key, const u8 *x, const u8 *y, unsigned int len)
{
	ecc_mpz bx, by;

	ecc_import(bx.z, x, len);
	ecc_import(by.z, y, len);
	return ecc_point_set(&key->pub, bx.z, by.z);
}

// Nettle's verification of e: given nbits-bit-aligned bytes, it reads back exactly e.
bool ecdsa_nettle_verify(const ecdsa_key *key, mpz_t e, const struct dsa_signature *sig)
{
	unsigned int nbytes = key->info->nbytes();
	u8 buf[72] = {};

	mpz_mul_2exp(e, e, 8 * nbytes - key->info->nbits);
	ecc_put_be(buf, nbytes, e);
	return ecdsa_verify(&key->pub, nbytes, buf, sig);
}

int ecdsa_key_verify(const ecdsa_key *key, ecdsa_num r, ecdsa_num s, ecdsa_num e)
{
	struct dsa_signature sig;
	ecc_mpz n, m;
	int err = 0;

	dsa_signature_init(&sig);
	mpz_set_str(n.z, key->info->order, 16);
	ecc_import(sig.r, r.p, r.len);
	ecc_import(sig.s, s.p, s.len);
	if (!mpz_sgn(sig.r) || mpz_cmp(sig.r, n.z) >= 0 || !mpz_sgn(sig.s) ||
	    mpz_cmp(sig.s, n.z) >= 0)
		err = -EBADMSG;
	if (!err) {
		ecc_import(m.z, e.p, e.len);
		mpz_mod(m.z, m.z, n.z);
		err = ecdsa_nettle_verify(key, m.z, &sig) ? 0 : -EKEYREJECTED;
	}
	dsa_signature_clear(&sig);
	return err;
}

} // namespace ukc::ecc
