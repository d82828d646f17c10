// SPDX-License-Identifier: GPL-2.0-only
// Check suite for curve25519-generic and <crypto/curve25519.h>: RFC 7748's iterated vectors
// through the library, shared secrets and public keys against OpenSSL's X25519 for random keys,
// the kpp (OpenSSL's arithmetic where the library has libcrypto) against the library calls
// (Nettle's), one key with many peers from several threads at once, and 6.12's answers to
// all-zero results, bad secrets, short peers and short outputs.
#include <crypto/curve25519.h>
#include <crypto/kpp.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <openssl/evp.h>

#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "check_run.h"
#include "kpp_util.h"

static void hex_to_bytes(const char *hex, u8 out[CURVE25519_KEY_SIZE])
{
	ck_assert_uint_eq(strlen(hex), 2 * CURVE25519_KEY_SIZE);
	for (int i = 0; i < CURVE25519_KEY_SIZE; i++) {
		unsigned int v;

		ck_assert_int_eq(sscanf(hex + 2 * i, "%2x", &v), 1);
		out[i] = (u8)v;
	}
}

static struct crypto_kpp *x25519_alloc(void)
{
	struct crypto_kpp *tfm = crypto_alloc_kpp("curve25519", 0, 0);

	ck_assert(!IS_ERR(tfm));
	return tfm;
}

// RFC 7748 section 5.2: k = u = 9, then k, u = X25519(k, u), k for the given iterations.
static void x25519_iterate(unsigned int iterations, const char *expected_hex)
{
	u8 k[CURVE25519_KEY_SIZE] = { 9 }, u[CURVE25519_KEY_SIZE] = { 9 };
	u8 r[CURVE25519_KEY_SIZE], expected[CURVE25519_KEY_SIZE];

	for (unsigned int i = 0; i < iterations; i++) {
		ck_assert(curve25519(r, k, u));
		memcpy(u, k, sizeof(u));
		memcpy(k, r, sizeof(k));
	}
	hex_to_bytes(expected_hex, expected);
	ck_assert_mem_eq(k, expected, CURVE25519_KEY_SIZE);
}

START_TEST(test_rfc7748_iterations)
{
	x25519_iterate(1, "422c8e7a6227d7bca1350b3e2bb7279f7897b87bb6854b783c60e80311ae3079");
	x25519_iterate(1000, "684cf59ba83309552800ef566f2f4d3c1c3887c49360e3875f2eb94d99532c51");
	ck_assert(curve25519_selftest());
}
END_TEST

START_TEST(test_driver_chosen)
{
	struct crypto_kpp *tfm = x25519_alloc();

	ck_assert_str_eq(crypto_tfm_alg_driver_name(crypto_kpp_tfm(tfm)), "curve25519-generic");
	ck_assert_uint_eq(crypto_kpp_maxsize(tfm), CURVE25519_KEY_SIZE);
	crypto_free_kpp(tfm);
}
END_TEST

static EVP_PKEY *ossl_x25519_keygen(u8 priv[CURVE25519_KEY_SIZE], u8 pub[CURVE25519_KEY_SIZE])
{
	EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_id(EVP_PKEY_X25519, NULL);
	EVP_PKEY *pkey = NULL;
	size_t len = CURVE25519_KEY_SIZE;

	ck_assert_int_eq(EVP_PKEY_keygen_init(ctx), 1);
	ck_assert_int_eq(EVP_PKEY_keygen(ctx, &pkey), 1);
	EVP_PKEY_CTX_free(ctx);
	ck_assert_int_eq(EVP_PKEY_get_raw_private_key(pkey, priv, &len), 1);
	ck_assert_uint_eq(len, CURVE25519_KEY_SIZE);
	ck_assert_int_eq(EVP_PKEY_get_raw_public_key(pkey, pub, &len), 1);
	ck_assert_uint_eq(len, CURVE25519_KEY_SIZE);
	return pkey;
}

// OpenSSL's X25519 of its key @mine with the peer public key @peer_pub.
static void ossl_x25519_derive(EVP_PKEY *mine, const u8 *peer_pub, u8 out[CURVE25519_KEY_SIZE])
{
	EVP_PKEY *peer = EVP_PKEY_new_raw_public_key(EVP_PKEY_X25519, NULL, peer_pub,
						     CURVE25519_KEY_SIZE);
	EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new(mine, NULL);
	size_t len = CURVE25519_KEY_SIZE;

	ck_assert_ptr_nonnull(peer);
	ck_assert_int_eq(EVP_PKEY_derive_init(ctx), 1);
	ck_assert_int_eq(EVP_PKEY_derive_set_peer(ctx, peer), 1);
	ck_assert_int_eq(EVP_PKEY_derive(ctx, out, &len), 1);
	ck_assert_uint_eq(len, CURVE25519_KEY_SIZE);
	EVP_PKEY_CTX_free(ctx);
	EVP_PKEY_free(peer);
}

// A generated secret on our side, OpenSSL's on the other: both sides' secrets agree, and
// OpenSSL's private key given to us gives OpenSSL's public key.
START_TEST(test_against_openssl)
{
	struct crypto_kpp *tfm = x25519_alloc();
	u8 priv[CURVE25519_KEY_SIZE], pub[CURVE25519_KEY_SIZE], our_pub[CURVE25519_KEY_SIZE];
	u8 ours[CURVE25519_KEY_SIZE], theirs[CURVE25519_KEY_SIZE], lib[CURVE25519_KEY_SIZE];

	for (int i = 0; i < 32; i++) {
		EVP_PKEY *pkey = ossl_x25519_keygen(priv, pub);

		ck_assert_int_eq(crypto_kpp_set_secret(tfm, NULL, 0), 0);
		ck_assert_int_eq(kpp_op(tfm, NULL, 0, our_pub, sizeof(our_pub)), 0);
		ck_assert_int_eq(kpp_op(tfm, pub, sizeof(pub), ours, sizeof(ours)), 0);
		ossl_x25519_derive(pkey, our_pub, theirs);
		ck_assert_mem_eq(ours, theirs, CURVE25519_KEY_SIZE);

		ck_assert_int_eq(crypto_kpp_set_secret(tfm, priv, sizeof(priv)), 0);
		ck_assert_int_eq(kpp_op(tfm, NULL, 0, our_pub, sizeof(our_pub)), 0);
		ck_assert_mem_eq(our_pub, pub, CURVE25519_KEY_SIZE);
		ck_assert(curve25519_generate_public(lib, priv));
		ck_assert_mem_eq(lib, pub, CURVE25519_KEY_SIZE);
		EVP_PKEY_free(pkey);
	}
	crypto_free_kpp(tfm);
}
END_TEST

// One key, many random peers (their top bit set or not, u at or above p included) through the
// kpp and through curve25519_generic(): a different library computes each side.
struct x25519_worker {
	struct crypto_kpp *tfm;
	const u8 *secret;
	unsigned int seed, mismatches;
};

static void *x25519_worker_run(void *arg)
{
	struct x25519_worker *w = arg;
	u8 peer[CURVE25519_KEY_SIZE], ours[CURVE25519_KEY_SIZE], lib[CURVE25519_KEY_SIZE];

	for (int i = 0; i < 64; i++) {
		for (int j = 0; j < CURVE25519_KEY_SIZE; j++)
			peer[j] = (u8)rand_r(&w->seed);
		if (i == 0)
			memset(peer, 0xff, sizeof(peer)); // 2^256 - 1: u >= p
		curve25519_generic(lib, w->secret, peer);
		if (kpp_op(w->tfm, peer, sizeof(peer), ours, sizeof(ours)) ||
		    memcmp(ours, lib, CURVE25519_KEY_SIZE))
			w->mismatches++;
	}
	return NULL;
}

START_TEST(test_kpp_against_library)
{
	struct crypto_kpp *tfm = x25519_alloc();
	u8 secret[CURVE25519_KEY_SIZE], pub[CURVE25519_KEY_SIZE], lib[CURVE25519_KEY_SIZE];
	struct x25519_worker w[4];
	pthread_t threads[4];

	curve25519_generate_secret(secret);
	secret[0] |= 7; // unclamped bits: both sides clamp
	ck_assert_int_eq(crypto_kpp_set_secret(tfm, secret, sizeof(secret)), 0);
	ck_assert_int_eq(kpp_op(tfm, NULL, 0, pub, sizeof(pub)), 0);
	curve25519_generic(lib, secret, curve25519_base_point);
	ck_assert_mem_eq(pub, lib, CURVE25519_KEY_SIZE);
	for (unsigned int i = 0; i < 4; i++) {
		w[i] = (struct x25519_worker){ tfm, secret, 1234 + i, 0 };
		ck_assert_int_eq(pthread_create(&threads[i], NULL, x25519_worker_run, &w[i]), 0);
	}
	for (unsigned int i = 0; i < 4; i++) {
		ck_assert_int_eq(pthread_join(threads[i], NULL), 0);
		ck_assert_uint_eq(w[i].mismatches, 0);
	}
	crypto_free_kpp(tfm);
}
END_TEST

// A small-order peer key (u = 0, u = 1) gives the all-zero point: the library refuses it, the
// kpp returns it with 0, as 6.12's curve25519-generic does. An all-zero secret is refused.
START_TEST(test_all_zero_result)
{
	struct crypto_kpp *tfm = x25519_alloc();
	u8 secret[CURVE25519_KEY_SIZE], out[CURVE25519_KEY_SIZE];
	u8 small[2][CURVE25519_KEY_SIZE] = { { 0 }, { 1 } };

	curve25519_generate_secret(secret);
	ck_assert_int_eq(secret[0] & 7, 0);
	ck_assert_int_eq(secret[31] & 0xc0, 0x40);
	ck_assert_int_eq(crypto_kpp_set_secret(tfm, secret, sizeof(secret)), 0);
	for (int i = 0; i < 2; i++) {
		memset(out, 0xa5, sizeof(out));
		ck_assert(!curve25519(out, secret, small[i]));
		ck_assert_mem_eq(out, curve25519_null_point, CURVE25519_KEY_SIZE);
		memset(out, 0xa5, sizeof(out));
		ck_assert_int_eq(kpp_op(tfm, small[i], CURVE25519_KEY_SIZE, out, sizeof(out)), 0);
		ck_assert_mem_eq(out, curve25519_null_point, CURVE25519_KEY_SIZE);
	}
	ck_assert(!curve25519_generate_public(out, curve25519_null_point));
	crypto_free_kpp(tfm);
}
END_TEST

// 6.12: secrets of any size but 0 and 32, and the all-zero one, are -EINVAL and leave the key
// set before in place; a peer key shorter than 32 bytes is -EINVAL; a short output gets the
// leading bytes.
START_TEST(test_bad_input)
{
	static const unsigned int sizes[] = { 1, 16, 31, 33, 64 };
	struct crypto_kpp *tfm = x25519_alloc();
	u8 secret[64] = { 0 }, pub[CURVE25519_KEY_SIZE], out[CURVE25519_KEY_SIZE];

	ck_assert_int_eq(crypto_kpp_set_secret(tfm, secret, CURVE25519_KEY_SIZE), -EINVAL);
	for (int i = 0; i < 64; i++)
		secret[i] = (u8)(i * 7 + 1);
	ck_assert_int_eq(crypto_kpp_set_secret(tfm, secret, CURVE25519_KEY_SIZE), 0);
	ck_assert(curve25519_generate_public(pub, secret));
	for (unsigned int i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++)
		ck_assert_int_eq(crypto_kpp_set_secret(tfm, secret + 1, sizes[i]), -EINVAL);
	ck_assert_int_eq(crypto_kpp_set_secret(tfm, curve25519_null_point, CURVE25519_KEY_SIZE),
			 -EINVAL);
	ck_assert_int_eq(kpp_op(tfm, NULL, 0, out, sizeof(out)), 0);
	ck_assert_mem_eq(out, pub, CURVE25519_KEY_SIZE);

	ck_assert_int_eq(kpp_op(tfm, pub, 31, out, sizeof(out)), -EINVAL);
	memset(out, 0xa5, sizeof(out));
	ck_assert_int_eq(kpp_op(tfm, NULL, 0, out, 16), 0);
	ck_assert_mem_eq(out, pub, 16);
	ck_assert_int_eq(out[16], 0xa5);
	crypto_free_kpp(tfm);
}
END_TEST

int main(void)
{
	return check_run(check_new_suite("curve25519", "x25519", 120, { test_rfc7748_iterations },
					 { test_driver_chosen }, { test_against_openssl },
					 { test_kpp_against_library }, { test_all_zero_result },
					 { test_bad_input }));
}
