// SPDX-License-Identifier: GPL-2.0-only
// ecdh-nist-* and ecdsa-nist-* against Nettle's curve arithmetic: where the library computes
// with OpenSSL's libcrypto, test_ecdh and test_ecdsa compare it with itself, so these public
// keys, shared secrets and signatures come from a second implementation.
#include <crypto/akcipher.h>
#include <crypto/ecdh.h>
#include <crypto/kpp.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <nettle/ecc-curve.h>
#include <nettle/ecc.h>
#include <nettle/ecdsa.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "akcipher_util.h"
#include "check_run.h"
#include "kpp_util.h"

// P-192, P-256, P-384 (ECDH and ECDSA), P-521 (ECDSA only).
static const struct ecc_curve *nettle_curve(int i)
{
	const struct ecc_curve *(*get[])(void) = { nettle_get_secp_192r1, nettle_get_secp_256r1,
						   nettle_get_secp_384r1, nettle_get_secp_521r1 };
	return get[i]();
}

static const unsigned int ecc_bits[] = { 192, 256, 384, 521 };

static unsigned int ecc_bytes(int i)
{
	return (ecc_bits[i] + 7) / 8;
}

static unsigned int test_seed = 2026;

static void random_fill(void *ctx, size_t len, uint8_t *out)
{
	for (size_t j = 0; j < len; j++)
		out[j] = (uint8_t)rand_r(&test_seed);
}

// A random private key of curve @i in [2, n - 3] (6.12's range), as a scalar and as bytes.
static void random_key(int i, struct ecc_scalar *k, u8 *bytes)
{
	mpz_t d;

	mpz_init(d);
	do {
		random_fill(NULL, ecc_bytes(i), bytes);
		mpz_import(d, ecc_bytes(i), 1, 1, 1, 0, bytes);
		mpz_sub_ui(d, d, 2);
	} while (mpz_sgn(d) < 0 || !ecc_scalar_set(k, d));
	mpz_add_ui(d, d, 2);
	ck_assert(ecc_scalar_set(k, d)); // below n - 2 too: n - 3 at most
	mpz_clear(d);
}

// @z big-endian in @len bytes.
static void put_be(u8 *out, size_t len, const mpz_t z)
{
	size_t n = (mpz_sizeinbase(z, 2) + 7) / 8;

	ck_assert_uint_le(n, len);
	memset(out, 0, len);
	mpz_export(out + len - n, NULL, 1, 1, 1, 0, z);
}

// @p as x || y, each coordinate @len bytes.
static void point_xy(const struct ecc_point *p, u8 *out, size_t len)
{
	mpz_t x, y;

	mpz_init(x);
	mpz_init(y);
	ecc_point_get(p, x, y);
	put_be(out, len, x);
	put_be(out + len, len, y);
	mpz_clear(x);
	mpz_clear(y);
}

// Our public key of a Nettle-made private key and the shared secret with a Nettle-made peer,
// against Nettle's d * G and x(d * P).
START_TEST(test_ecdh_against_nettle)
{
	const char *names[] = { "ecdh-nist-p192", "ecdh-nist-p256", "ecdh-nist-p384" };
	struct crypto_kpp *tfm = crypto_alloc_kpp(names[_i], 0, 0);
	unsigned int n = ecc_bytes(_i);
	struct ecc_scalar a, b;
	struct ecc_point pa, pb, shared;
	u8 key[66], peer_key[66], want[132], peer[132], got[132];
	char buf[200];

	ck_assert(!IS_ERR(tfm));
	ecc_scalar_init(&a, nettle_curve(_i));
	ecc_scalar_init(&b, nettle_curve(_i));
	ecc_point_init(&pa, nettle_curve(_i));
	ecc_point_init(&pb, nettle_curve(_i));
	ecc_point_init(&shared, nettle_curve(_i));
	for (int iter = 0; iter < 16; iter++) {
		struct ecdh p = { .key = (char *)key, .key_size = (unsigned short)n };

		random_key(_i, &a, key);
		random_key(_i, &b, peer_key);
		ck_assert_int_eq(crypto_ecdh_encode_key(buf, crypto_ecdh_key_len(&p), &p), 0);
		ck_assert_int_eq(crypto_kpp_set_secret(tfm, buf, crypto_ecdh_key_len(&p)), 0);
		ecc_point_mul_g(&pa, &a);
		point_xy(&pa, want, n);
		ck_assert_int_eq(kpp_op(tfm, NULL, 0, got, 2 * n), 0);
		ck_assert_mem_eq(got, want, 2 * n);

		ecc_point_mul_g(&pb, &b);
		point_xy(&pb, peer, n);
		ecc_point_mul(&shared, &a, &pb);
		point_xy(&shared, want, n);
		ck_assert_int_eq(kpp_op(tfm, peer, 2 * n, got, n), 0);
		ck_assert_mem_eq(got, want, n);
	}
	ecc_point_clear(&shared);
	ecc_point_clear(&pb);
	ecc_point_clear(&pa);
	ecc_scalar_clear(&b);
	ecc_scalar_clear(&a);
	crypto_free_kpp(tfm);
}
END_TEST

// One DER INTEGER of @z (a zero byte first when its top bit is set).
static size_t der_int(u8 *out, const mpz_t z)
{
	u8 body[80] = { 0 };
	size_t len = (mpz_sizeinbase(z, 2) + 7) / 8;

	mpz_export(body + 1, NULL, 1, 1, 1, 0, z);
	size_t pad = body[1] & 0x80 ? 1 : 0;
	return akc_der(out, 0x02, body + 1 - pad, len + pad);
}

// A Nettle signature of a random digest verifies under our akcipher; one bit of the digest
// flipped, it does not.
START_TEST(test_ecdsa_against_nettle)
{
	const char *names[] = { "ecdsa-nist-p192", "ecdsa-nist-p256", "ecdsa-nist-p384",
				"ecdsa-nist-p521" };
	unsigned int n = ecc_bytes(_i), dlen = n < 64 ? n : 64;
	struct ecc_scalar d;
	struct ecc_point q;
	struct dsa_signature sig;
	u8 key_bytes[66], pub[1 + 2 * 66], digest[64], der[160], seq[150];

	ecc_scalar_init(&d, nettle_curve(_i));
	ecc_point_init(&q, nettle_curve(_i));
	dsa_signature_init(&sig);
	for (int iter = 0; iter < 16; iter++) {
		random_key(_i, &d, key_bytes);
		ecc_point_mul_g(&q, &d);
		pub[0] = 4;
		point_xy(&q, pub + 1, n);
		struct crypto_akcipher *tfm = akc_alloc_key(names[_i], pub, 1 + 2 * n, true);

		random_fill(NULL, dlen, digest);
		ecdsa_sign(&d, NULL, random_fill, dlen, digest, &sig);
		size_t len = der_int(seq, sig.r);
		len += der_int(seq + len, sig.s);
		len = akc_der(der, 0x30, seq, len);
		ck_assert_int_eq(akc_verify(tfm, der, (unsigned int)len, digest, dlen), 0);
		digest[iter % dlen] ^= 1;
		ck_assert_int_eq(akc_verify(tfm, der, (unsigned int)len, digest, dlen),
				 -EKEYREJECTED);
		crypto_free_akcipher(tfm);
	}
	dsa_signature_clear(&sig);
	ecc_point_clear(&q);
	ecc_scalar_clear(&d);
}
END_TEST

int main(void)
{
	return check_run(check_new_suite("ecc_nettle", "nettle", 300,
					 { test_ecdh_against_nettle, 3 },
					 { test_ecdsa_against_nettle, 4 }));
}
