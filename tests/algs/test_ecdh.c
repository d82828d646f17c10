// SPDX-License-Identifier: GPL-2.0-only
// ecdh-nist-p192/p256/p384 against OpenSSL: public keys and shared secrets of random keys, and
// 6.12's answers to bad peers, bad key lengths and a short destination.
#include <crypto/ecdh.h>
#include <crypto/kpp.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <openssl/core_names.h>
#include <openssl/ec.h>
#include <openssl/evp.h>

#include <errno.h>
#include <string.h>

#include "check_run.h"
#include "kpp_util.h"
#include "proc_util.h"

// A packed secret's header and key size (6.12's ECDH_KPP_SECRET_MIN_SIZE, private to its
// crypto/ecdh_helper.c).
#define ECDH_KPP_SECRET_MIN_SIZE (sizeof(struct kpp_secret) + sizeof(unsigned short))

static const char *const ecdh_names[] = { "ecdh-nist-p192", "ecdh-nist-p256", "ecdh-nist-p384" };
static const char *const ecdh_groups[] = { "P-192", "P-256", "P-384" };
static const unsigned int ecdh_bytes[] = { 24, 32, 48 };

static EVP_PKEY *ossl_ec_keygen(const char *group)
{
	EVP_PKEY *pkey = EVP_EC_gen(group);

	ck_assert_ptr_nonnull(pkey);
	return pkey;
}

// OpenSSL's uncompressed public point without its 0x04 prefix: x || y, as 6.12 lays it out.
static void ossl_pub_xy(EVP_PKEY *pkey, u8 *out, unsigned int n)
{
	u8 buf[1 + 2 * 48];
	size_t len = 0;

	ck_assert_int_eq(EVP_PKEY_get_octet_string_param(pkey, OSSL_PKEY_PARAM_PUB_KEY, buf,
							 sizeof(buf), &len),
			 1);
	ck_assert_uint_eq(len, 1 + 2 * n);
	ck_assert_uint_eq(buf[0], 4);
	memcpy(out, buf + 1, 2 * n);
}

static int ecdh_set_key(struct crypto_kpp *tfm, const u8 *key, unsigned short klen)
{
	char buf[ECDH_KPP_SECRET_MIN_SIZE + 64];
	struct ecdh p = { .key = (char *)key, .key_size = klen };
	unsigned int len = crypto_ecdh_key_len(&p);

	ck_assert_int_eq(crypto_ecdh_encode_key(buf, len, &p), 0);
	return crypto_kpp_set_secret(tfm, buf, len);
}

static struct crypto_kpp *ecdh_alloc(int i)
{
	struct crypto_kpp *tfm = crypto_alloc_kpp(ecdh_names[i], 0, 0);

	ck_assert(!IS_ERR(tfm));
	ck_assert(proc_passed_from(crypto_tfm_alg_driver_name(crypto_kpp_tfm(tfm)),
				   proc_test_origin()));
	ck_assert_uint_eq(crypto_kpp_maxsize(tfm), 2 * ecdh_bytes[i]);
	return tfm;
}

// Our key A from OpenSSL's: same public point, same shared secret with OpenSSL's B.
START_TEST(test_openssl_agreement)
{
	unsigned int n = ecdh_bytes[_i];
	struct crypto_kpp *tfm = ecdh_alloc(_i);

	for (int round = 0; round < 8; round++) {
		EVP_PKEY *a = ossl_ec_keygen(ecdh_groups[_i]), *b = ossl_ec_keygen(ecdh_groups[_i]);
		u8 priv[48], pub[96], want_pub[96], bpub[96], ss[48], want_ss[48];
		size_t sslen = sizeof(want_ss);
		EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new(a, NULL);

		get_bn(a, OSSL_PKEY_PARAM_PRIV_KEY, priv, (int)n);
		ck_assert_int_eq(ecdh_set_key(tfm, priv, n), 0);
		ck_assert_int_eq(kpp_op(tfm, NULL, 0, pub, 2 * n), 0);
		ossl_pub_xy(a, want_pub, n);
		ck_assert_mem_eq(pub, want_pub, 2 * n);
		ossl_pub_xy(b, bpub, n);
		ck_assert_int_eq(kpp_op(tfm, bpub, 2 * n, ss, n), 0);
		ck_assert_int_eq(EVP_PKEY_derive_init(ctx), 1);
		ck_assert_int_eq(EVP_PKEY_derive_set_peer(ctx, b), 1);
		ck_assert_int_eq(EVP_PKEY_derive(ctx, want_ss, &sslen), 1);
		ck_assert_uint_eq(sslen, n);
		ck_assert_mem_eq(ss, want_ss, n);
		EVP_PKEY_CTX_free(ctx);
		EVP_PKEY_free(a);
		EVP_PKEY_free(b);
	}
	crypto_free_kpp(tfm);
}
END_TEST

// An empty key is generated (6.12 refuses below 224 bits) and kept: the same point twice.
START_TEST(test_generated_key)
{
	unsigned int n = ecdh_bytes[_i];
	struct crypto_kpp *tfm = ecdh_alloc(_i);
	u8 pub[96];

	if (n < 28) {
		ck_assert_int_eq(ecdh_set_key(tfm, NULL, 0), -EINVAL);
	} else {
		ck_assert_int_eq(ecdh_set_key(tfm, NULL, 0), 0);
		ck_assert_int_eq(kpp_op(tfm, NULL, 0, pub, 2 * n), 0);
		u8 pub2[96];
		ck_assert_int_eq(kpp_op(tfm, NULL, 0, pub2, 2 * n), 0);
		ck_assert_mem_eq(pub, pub2, 2 * n);
	}
	crypto_free_kpp(tfm);
}
END_TEST

START_TEST(test_bad_input)
{
	unsigned int n = ecdh_bytes[_i];
	struct crypto_kpp *tfm = ecdh_alloc(_i);
	EVP_PKEY *a = ossl_ec_keygen(ecdh_groups[_i]), *b = ossl_ec_keygen(ecdh_groups[_i]);
	u8 priv[49], bpub[97], out[96], full[96], zero[96] = { 0 };

	// No key yet: 6.12's zeroed key gives the point at infinity, refused by the public key check
	// (-EAGAIN) and the shared secret's (-EFAULT, once the peer's point is on the curve).
	ck_assert_int_eq(kpp_op(tfm, NULL, 0, out, 2 * n), -EAGAIN);
	ossl_pub_xy(b, bpub, n);
	ck_assert_int_eq(kpp_op(tfm, bpub, 2 * n, out, n), -EFAULT);
	ck_assert_int_eq(kpp_op(tfm, bpub, 2 * n - 1, out, n), -EINVAL);
	get_bn(a, OSSL_PKEY_PARAM_PRIV_KEY, priv, (int)n);
	priv[n] = 0;
	ck_assert_int_eq(ecdh_set_key(tfm, priv, n - 1), -EINVAL);
	ck_assert_int_eq(ecdh_set_key(tfm, priv, n + 1), -EINVAL);
	ck_assert_int_eq(ecdh_set_key(tfm, zero, n), -EINVAL); // 0 is outside [2, n - 3]
	ck_assert_int_eq(ecdh_set_key(tfm, priv, n), 0);
	ossl_pub_xy(b, bpub, n);
	ck_assert_int_eq(kpp_op(tfm, bpub, 2 * n - 1, out, n), -EINVAL);
	ck_assert_int_eq(kpp_op(tfm, bpub, 2 * n + 1, out, n), -EINVAL);
	ck_assert_int_eq(kpp_op(tfm, zero, 2 * n, out, n), -EINVAL); // the point at infinity
	bpub[2 * n - 1] ^= 1;					     // y changed: off the curve
	ck_assert_int_eq(kpp_op(tfm, bpub, 2 * n, out, n), -EINVAL);
	bpub[2 * n - 1] ^= 1;
	// 6.12 writes what fits of a short destination.
	ck_assert_int_eq(kpp_op(tfm, bpub, 2 * n, full, n), 0);
	memset(out, 0xa5, sizeof(out));
	ck_assert_int_eq(kpp_op(tfm, bpub, 2 * n, out, n - 5), 0);
	ck_assert_mem_eq(out, full, n - 5);
	ck_assert_uint_eq(out[n - 5], 0xa5);
	EVP_PKEY_free(a);
	EVP_PKEY_free(b);
	crypto_free_kpp(tfm);
}
END_TEST

START_TEST(test_helper)
{
	char buf[ECDH_KPP_SECRET_MIN_SIZE + 4];
	struct ecdh p = { .key = (char *)"abcd", .key_size = 4 }, q;

	ck_assert_uint_eq(crypto_ecdh_key_len(&p), ECDH_KPP_SECRET_MIN_SIZE + 4);
	ck_assert_int_eq(crypto_ecdh_encode_key(buf, sizeof(buf) - 1, &p), -EINVAL);
	ck_assert_int_eq(crypto_ecdh_encode_key(buf, sizeof(buf), &p), 0);
	ck_assert_int_eq(crypto_ecdh_decode_key(buf, sizeof(buf), &q), 0);
	ck_assert_uint_eq(q.key_size, 4);
	ck_assert_mem_eq(q.key, "abcd", 4);
	ck_assert_int_eq(crypto_ecdh_decode_key(buf, sizeof(buf) - 1, &q), -EINVAL);
	buf[0] ^= 3; // another secret type
	ck_assert_int_eq(crypto_ecdh_decode_key(buf, sizeof(buf), &q), -EINVAL);
}
END_TEST

int main(void)
{
	return check_run(check_new_suite("ecdh", "core", 120, { test_openssl_agreement, 3 },
					 { test_generated_key, 3 }, { test_bad_input, 3 },
					 { test_helper }));
}
