// SPDX-License-Identifier: GPL-2.0-only
// The ffdheNNNN(dh) templates against OpenSSL's RFC 7919 groups: given and generated private
// keys, the secrets the template refuses, and the SP 800-56A public-value checks of FIPS mode.
#include <crypto/dh.h>
#include <crypto/kpp.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/dh.h>
#include <openssl/evp.h>
#include <openssl/param_build.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "check_run.h"
#include "kpp_util.h"
#include "proc_util.h"

static const char *const ffdhe_groups[] = { "ffdhe2048", "ffdhe3072", "ffdhe4096", "ffdhe6144",
					    "ffdhe8192" };
static const unsigned int ffdhe_bytes[] = { 256, 384, 512, 768, 1024 };
static int ffdhe_fips;

static EVP_PKEY *ossl_keygen(const char *group)
{
	EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(NULL, "DH", NULL);
	OSSL_PARAM params[] = { OSSL_PARAM_construct_utf8_string(OSSL_PKEY_PARAM_GROUP_NAME,
								 (char *)group, 0),
				OSSL_PARAM_construct_end() };
	EVP_PKEY *pkey = NULL;

	ck_assert_int_eq(EVP_PKEY_keygen_init(ctx), 1);
	ck_assert_int_eq(EVP_PKEY_CTX_set_params(ctx, params), 1);
	ck_assert_int_eq(EVP_PKEY_keygen(ctx, &pkey), 1);
	EVP_PKEY_CTX_free(ctx);
	return pkey;
}

// A public-only OpenSSL key of @group holding @pub (our public value), as OpenSSL's peer.
static EVP_PKEY *ossl_peer(const char *group, const u8 *pub, unsigned int len)
{
	EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(NULL, "DH", NULL);
	OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();
	BIGNUM *y = BN_bin2bn(pub, (int)len, NULL);
	EVP_PKEY *pkey = NULL;

	ck_assert_int_eq(OSSL_PARAM_BLD_push_utf8_string(bld, OSSL_PKEY_PARAM_GROUP_NAME, group, 0),
			 1);
	ck_assert_int_eq(OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_PUB_KEY, y), 1);
	OSSL_PARAM *params = OSSL_PARAM_BLD_to_param(bld);
	ck_assert_int_eq(EVP_PKEY_fromdata_init(ctx), 1);
	ck_assert_int_eq(EVP_PKEY_fromdata(ctx, &pkey, EVP_PKEY_PUBLIC_KEY, params), 1);
	OSSL_PARAM_free(params);
	OSSL_PARAM_BLD_free(bld);
	BN_free(y);
	EVP_PKEY_CTX_free(ctx);
	return pkey;
}

// OpenSSL's shared secret of @mine with @peer, padded to the prime's size.
static size_t ossl_derive(EVP_PKEY *mine, EVP_PKEY *peer, u8 *out, size_t len)
{
	EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new(mine, NULL);

	ck_assert_int_eq(EVP_PKEY_derive_init(ctx), 1);
	ck_assert_int_eq(EVP_PKEY_derive_set_peer(ctx, peer), 1);
	ck_assert_int_eq(EVP_PKEY_CTX_set_dh_pad(ctx, 1), 1);
	ck_assert_int_eq(EVP_PKEY_derive(ctx, out, &len), 1);
	EVP_PKEY_CTX_free(ctx);
	return len;
}

// The template's secret: only the key (p and g empty), or nothing for a generated key.
static int ffdhe_set_key(struct crypto_kpp *tfm, const u8 *key, unsigned int klen,
			 unsigned int p_size, unsigned int g_size)
{
	static const u8 filler[1024] = { 0xff };
	struct dh params = { key, filler, filler, klen, p_size, g_size };
	unsigned int len = crypto_dh_key_len(&params);
	char *buf = malloc(len);

	ck_assert_int_eq(crypto_dh_encode_key(buf, len, &params), 0);
	int err = crypto_kpp_set_secret(tfm, buf, len);
	free(buf);
	return err;
}

static struct crypto_kpp *ffdhe_alloc(int i)
{
	char name[32];

	snprintf(name, sizeof(name), "%s(dh)", ffdhe_groups[i]);
	struct crypto_kpp *tfm = crypto_alloc_kpp(name, 0, 0);
	ck_assert_msg(!IS_ERR(tfm), "%s: %ld", name, PTR_ERR(tfm));
	return tfm;
}

// The driver a lookup picks, its priority (dh-generic's) and its self-test verdict.
START_TEST(test_lookup_and_proc)
{
	char driver[64];
	struct crypto_kpp *tfm = ffdhe_alloc(_i);

	snprintf(driver, sizeof(driver), "%s(dh-generic)", ffdhe_groups[_i]);
	ck_assert_str_eq(crypto_tfm_alg_driver_name(crypto_kpp_tfm(tfm)), driver);
	ck_assert_int_eq(crypto_kpp_tfm(tfm)->__crt_alg->cra_priority, 100);
	crypto_free_kpp(tfm);
	proc_assert_block(driver, "type         : kpp\n", "priority     : 100\n",
			  "selftest     : passed\n");
}
END_TEST

// OpenSSL's private key under the template: the template's group is OpenSSL's, so the public
// key and the shared secret are OpenSSL's.
START_TEST(test_openssl_given_key)
{
	EVP_PKEY *a = ossl_keygen(ffdhe_groups[_i]), *b = ossl_keygen(ffdhe_groups[_i]);
	unsigned int size = ffdhe_bytes[_i];
	u8 priv[1024], a_pub[1024], b_pub[1024], ours[1024], theirs[1024];
	unsigned int priv_len = get_bn(a, OSSL_PKEY_PARAM_PRIV_KEY, priv, 0);
	struct crypto_kpp *tfm = ffdhe_alloc(_i);

	get_bn(a, OSSL_PKEY_PARAM_PUB_KEY, a_pub, (int)size);
	get_bn(b, OSSL_PKEY_PARAM_PUB_KEY, b_pub, (int)size);
	ck_assert_int_eq(ffdhe_set_key(tfm, priv, priv_len, 0, 0), 0);
	ck_assert_uint_eq(crypto_kpp_maxsize(tfm), size);
	ck_assert_int_eq(kpp_op(tfm, NULL, 0, ours, size), 0);
	ck_assert_mem_eq(ours, a_pub, size);
	ck_assert_int_eq(kpp_op(tfm, b_pub, size, ours, size), 0);
	ck_assert_uint_eq(ossl_derive(a, b, theirs, sizeof(theirs)), size);
	ck_assert_mem_eq(ours, theirs, size);
	crypto_free_kpp(tfm);
	EVP_PKEY_free(a);
	EVP_PKEY_free(b);
}
END_TEST

// An empty key makes the template generate one (SP 800-56A 5.6.1.1.3); OpenSSL, given our
// public value, derives the secret we derive from its public value. Two keys differ.
START_TEST(test_openssl_generated_key)
{
	EVP_PKEY *b = ossl_keygen(ffdhe_groups[_i]);
	unsigned int size = ffdhe_bytes[_i];
	u8 a_pub[1024], a_pub2[1024], b_pub[1024], ours[1024], theirs[1024];
	struct crypto_kpp *tfm = ffdhe_alloc(_i);

	get_bn(b, OSSL_PKEY_PARAM_PUB_KEY, b_pub, (int)size);
	ck_assert_int_eq(ffdhe_set_key(tfm, NULL, 0, 0, 0), 0);
	ck_assert_int_eq(kpp_op(tfm, NULL, 0, a_pub, size), 0);
	ck_assert_int_eq(kpp_op(tfm, b_pub, size, ours, size), 0);
	EVP_PKEY *peer = ossl_peer(ffdhe_groups[_i], a_pub, size);
	ck_assert_uint_eq(ossl_derive(b, peer, theirs, sizeof(theirs)), size);
	ck_assert_mem_eq(ours, theirs, size);
	// A NULL secret also asks for a generated key, as in 6.12.
	ck_assert_int_eq(crypto_kpp_set_secret(tfm, NULL, 0), 0);
	ck_assert_int_eq(kpp_op(tfm, NULL, 0, a_pub2, size), 0);
	ck_assert(memcmp(a_pub, a_pub2, size) != 0);
	crypto_free_kpp(tfm);
	EVP_PKEY_free(peer);
	EVP_PKEY_free(b);
}
END_TEST

// The group fixes p and g: a secret naming either is -EINVAL, and a malformed one is refused.
START_TEST(test_bad_secrets)
{
	static const u8 key[32] = { 1, 2, 3 };
	struct crypto_kpp *tfm = ffdhe_alloc(0);

	ck_assert_int_eq(ffdhe_set_key(tfm, key, sizeof(key), 256, 0), -EINVAL);
	ck_assert_int_eq(ffdhe_set_key(tfm, key, sizeof(key), 0, 1), -EINVAL);
	ck_assert_int_eq(crypto_kpp_set_secret(tfm, "\x01\x00", 2), -EINVAL);
	crypto_free_kpp(tfm);
}
END_TEST

// SP 800-56A rev. 3 5.6.2.3.1 in FIPS mode: 1, p - 1 and p are refused as B's public value
// (-EINVAL); outside it 6.12 takes them, and 1 gives the secret 1.
START_TEST(test_public_value_checks)
{
	u8 p[256], y[256], out[256];
	EVP_PKEY *a = ossl_keygen("ffdhe2048");
	struct crypto_kpp *tfm = ffdhe_alloc(0);

	get_bn(a, OSSL_PKEY_PARAM_FFC_P, p, 256);
	ck_assert_int_eq(ffdhe_set_key(tfm, NULL, 0, 0, 0), 0);
	memset(y, 0, sizeof(y));
	y[255] = 1;
	int err = kpp_op(tfm, y, 256, out, 256);
	ck_assert_int_eq(err, ffdhe_fips ? -EINVAL : 0);
	if (!ffdhe_fips)
		ck_assert_mem_eq(out, y, 256);
	memcpy(y, p, 256);
	y[255] -= 1;
	ck_assert_int_eq(kpp_op(tfm, y, 256, out, 256), ffdhe_fips ? -EINVAL : 0);
	if (ffdhe_fips)
		ck_assert_int_eq(kpp_op(tfm, p, 256, out, 256), -EINVAL);
	crypto_free_kpp(tfm);
	EVP_PKEY_free(a);
}
END_TEST

static Suite *ffdhe_suite(void)
{
	return check_new_suite("ffdhe", "core", 240, { test_lookup_and_proc, 5 },
			       { test_openssl_given_key, 5 }, { test_openssl_generated_key, 5 },
			       { test_bad_secrets }, { test_public_value_checks });
}

int main(int argc, char **argv)
{
	ffdhe_fips = argc > 1 && !strcmp(argv[1], "fips");
	return check_run(ffdhe_suite());
}
