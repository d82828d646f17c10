// SPDX-License-Identifier: GPL-2.0-only
// The NIST-curve arithmetic of the ecdh and ecdsa drivers over OpenSSL's libcrypto: its
// constant-time EC_POINT_mul for a secret scalar and its ECDSA verification.

// ECDSA_do_verify() takes an EC_KEY, which OpenSSL 3.0 deprecates; its EVP form would cost a
// context a request, and a shared one is not safe for concurrent requests.
#define OPENSSL_SUPPRESS_DEPRECATED

#include <linux/errno.h>

#include <memory>

#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/ecdsa.h>
#include <openssl/err.h>
#include <openssl/obj_mac.h>

#include "ecc_nist.h"

namespace {

template <auto Free> struct ossl_free {
	template <typename T> void operator()(T *p) const { Free(p); }
};
using group_ptr = std::unique_ptr<EC_GROUP, ossl_free<EC_GROUP_free>>;
using point_ptr = std::unique_ptr<EC_POINT, ossl_free<EC_POINT_free>>;
// Points and numbers that held a secret are cleared as they are freed.
using secret_point_ptr = std::unique_ptr<EC_POINT, ossl_free<EC_POINT_clear_free>>;
using bn_ptr = std::unique_ptr<BIGNUM, ossl_free<BN_free>>;
using secret_bn_ptr = std::unique_ptr<BIGNUM, ossl_free<BN_clear_free>>;
using bn_ctx_ptr = std::unique_ptr<BN_CTX, ossl_free<BN_CTX_free>>;
using sig_ptr = std::unique_ptr<ECDSA_SIG, ossl_free<ECDSA_SIG_free>>;

// OpenSSL's name of @curve; P-256 gets its nistz256 assembly, as in OpenSSL's own ECDH.
int ecc_nid(const ukc::ecc::nist_curve *curve)
{
	switch (curve->nbits) {
	case 192:
		return NID_X9_62_prime192v1;
	case 256:
		return NID_X9_62_prime256v1;
	case 384:
		return NID_secp384r1;
	default:
		return NID_secp521r1;
	}
}

// OpenSSL's error queue is per thread: a refusal leaves nothing in it for the caller.
int ecc_fail(int err)
{
	ERR_clear_error();
	return err;
}

// (@x, @y) as @pt: false unless both are below p and the point is on the curve (OpenSSL would
// reduce a coordinate modulo p; 6.12 refuses it).
bool ecc_set_point(const EC_GROUP *group, EC_POINT *pt, const BIGNUM *x, const BIGNUM *y,
		   BN_CTX *bc)
{
	const BIGNUM *p = EC_GROUP_get0_field(group);

	if (BN_cmp(x, p) >= 0 || BN_cmp(y, p) >= 0)
		return false;
	// OpenSSL 3.0 checks that the point is on the curve as it sets it.
	return EC_POINT_set_affine_coordinates(group, pt, x, y, bc) == 1;
}

} // namespace

namespace ukc::ecc {

struct ecdh_key {
	group_ptr group;
	bn_ptr max; // n - 3
	secret_bn_ptr d;
	unsigned int nbytes;
};

ecdh_key *ecdh_key_alloc(const nist_curve *curve)
{
	std::unique_ptr<ecdh_key> key(new (std::nothrow) ecdh_key{});

	if (!key)
		return nullptr;
	key->nbytes = curve->nbytes();
	key->group.reset(EC_GROUP_new_by_curve_name(ecc_nid(curve)));
	key->max.reset(key->group ? BN_dup(EC_GROUP_get0_order(key->group.get())) : nullptr);
	key->d.reset(BN_secure_new());
	if (!key->max || !key->d || !BN_sub_word(key->max.get(), 3))
		return ecc_fail(0), nullptr;
	// Every operation on the scalar takes the constant-time path.
	BN_set_flags(key->d.get(), BN_FLG_CONSTTIME);
	return key.release();
}

void ecdh_key_free(ecdh_key *key)
{
	delete key;
}

void ecdh_key_clear(ecdh_key *key)
{
	BN_clear(key->d.get());
}

int ecdh_key_set(ecdh_key *key, const u8 *d)
{
	BIGNUM *k = key->d.get();

	if (!BN_bin2bn(d, key->nbytes, k))
		return ecc_fail(-ENOMEM);
	if (BN_is_zero(k) || BN_is_one(k) || BN_cmp(k, key->max.get()) > 0) {
		BN_clear(k);
		return -EINVAL;
	}
	return 0;
}

// @pt's affine x || y into @out.
int ecdh_put_point(const ecdh_key *key, const EC_POINT *pt, u8 *out, BN_CTX *bc)
{
	secret_bn_ptr x(BN_new()), y(BN_new());
	unsigned int n = key->nbytes;

	if (!x || !y ||
	    EC_POINT_get_affine_coordinates(key->group.get(), pt, x.get(), y.get(), bc) != 1)
		return ecc_fail(-ENOMEM);
	BN_bn2binpad(x.get(), out, n);
	BN_bn2binpad(y.get(), out + n, n);
	return 0;
}

int ecdh_key_mul(const ecdh_key *key, const u8 *peer, u8 *out)
{
	const EC_GROUP *group = key->group.get();
	unsigned int n = key->nbytes;
	bn_ctx_ptr bc(BN_CTX_secure_new());
	secret_point_ptr r(EC_POINT_new(group));

	if (!bc || !r)
		return ecc_fail(-ENOMEM);
	if (!peer) {
		if (EC_POINT_mul(group, r.get(), key->d.get(), nullptr, nullptr, bc.get()) != 1)
			return ecc_fail(-ENOMEM);
		return ecdh_put_point(key, r.get(), out, bc.get());
	}
	point_ptr p(EC_POINT_new(group));
	bn_ptr x(BN_bin2bn(peer, n, nullptr)), y(BN_bin2bn(peer + n, n, nullptr));
	if (!p || !x || !y)
		return ecc_fail(-ENOMEM);
	if (!ecc_set_point(group, p.get(), x.get(), y.get(), bc.get()))
		return ecc_fail(-EINVAL);
	if (!out)
		return 0;
	// One point and no generator term: OpenSSL's constant-time ladder (or nistz256 window).
	if (EC_POINT_mul(group, r.get(), nullptr, p.get(), key->d.get(), bc.get()) != 1)
		return ecc_fail(-ENOMEM);
	return ecdh_put_point(key, r.get(), out, bc.get());
}

struct ecdsa_key {
	std::unique_ptr<EC_KEY, ossl_free<EC_KEY_free>> key;
	unsigned int nbits;
};

ecdsa_key *ecdsa_key_alloc(const nist_curve *curve)
{
	std::unique_ptr<ecdsa_key> key(new (std::nothrow) ecdsa_key{});

	if (!key)
		return nullptr;
	key->nbits = curve->nbits;
	key->key.reset(EC_KEY_new_by_curve_name(ecc_nid(curve)));
	if (!key->key)
		return ecc_fail(0), nullptr;
	return key.release();
}

void ecdsa_key_free(ecdsa_key *key)
{
	delete key;
}

bool ecdsa_key_set(ecdsa_key *key, const u8 *x, const u8 *y, unsigned int len)
{
	const EC_GROUP *group = EC_KEY_get0_group(key->key.get());
	bn_ptr bx(BN_bin2bn(x, len, nullptr)), by(BN_bin2bn(y, len, nullptr));
	point_ptr pt(EC_POINT_new(group));
	bn_ctx_ptr bc(BN_CTX_new());

	if (!bx || !by || !pt || !bc ||
	    !ecc_set_point(group, pt.get(), bx.get(), by.get(), bc.get()))
		return ecc_fail(false);
	return EC_KEY_set_public_key(key->key.get(), pt.get()) == 1 || ecc_fail(false);
}

// e modulo n, written as OpenSSL's verification reads a digest back: the group's bits of a
// digest as long as n, so that it takes exactly e.
int ecdsa_digest(const ecdsa_key *key, ecdsa_num e, const BIGNUM *n, u8 *buf, int *len)
{
	bn_ptr m(BN_bin2bn(e.p, e.len, nullptr));
	bn_ctx_ptr bc(BN_CTX_new());
	int nbytes = DIV_ROUND_UP(key->nbits, 8);

	if (!m || !bc || !BN_nnmod(m.get(), m.get(), n, bc.get()) ||
	    !BN_lshift(m.get(), m.get(), 8 * nbytes - key->nbits) ||
	    BN_bn2binpad(m.get(), buf, nbytes) != nbytes)
		return ecc_fail(-ENOMEM);
	*len = nbytes;
	return 0;
}

int ecdsa_key_verify(const ecdsa_key *key, ecdsa_num r, ecdsa_num s, ecdsa_num e)
{
	const BIGNUM *n = EC_GROUP_get0_order(EC_KEY_get0_group(key->key.get()));
	bn_ptr br(BN_bin2bn(r.p, r.len, nullptr)), bs(BN_bin2bn(s.p, s.len, nullptr));
	sig_ptr sig(ECDSA_SIG_new());
	u8 digest[72];
	int dlen;

	if (!br || !bs || !sig)
		return ecc_fail(-ENOMEM);
	if (BN_is_zero(br.get()) || BN_cmp(br.get(), n) >= 0 || BN_is_zero(bs.get()) ||
	    BN_cmp(bs.get(), n) >= 0)
		return -EBADMSG;
	int err = ecdsa_digest(key, e, n, digest, &dlen);
	if (err)
		return err;
	ECDSA_SIG_set0(sig.get(), br.release(), bs.release());
	int ok = ECDSA_do_verify(digest, dlen, sig.get(), key->key.get());
	if (ok < 0)
		return ecc_fail(-ENOMEM);
	return ok ? 0 : ecc_fail(-EKEYREJECTED);
}

} // namespace ukc::ecc
