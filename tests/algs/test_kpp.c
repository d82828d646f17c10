// SPDX-License-Identifier: GPL-2.0-only
// Check suite for the kpp type and dh-generic: the lookup and /proc/crypto block, the packed
// secret helpers, Diffie-Hellman in each RFC 7919 group against OpenSSL's (public keys and
// shared secrets), and 6.12's answers to bad secrets, bad peers and short buffers.
#include <crypto/dh.h>
#include <crypto/kpp.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/dh.h>
#include <openssl/evp.h>

#include <stdlib.h>
#include <string.h>

#include "check_run.h"
#include "kpp_util.h"
#include "proc_util.h"

// An OpenSSL DH key in a named group, its numbers as big-endian bytes of the prime's size.
struct ossl_dh {
	EVP_PKEY *pkey;
	u8 p[1024], g[1024], priv[1024], pub[1024];
	unsigned int p_len, g_len, priv_len;
};

static void ossl_dh_keygen(struct ossl_dh *k, const char *group)
{
	EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(NULL, "DH", NULL);
	OSSL_PARAM params[] = { OSSL_PARAM_construct_utf8_string(OSSL_PKEY_PARAM_GROUP_NAME,
								 (char *)group, 0),
				OSSL_PARAM_construct_end() };

	k->pkey = NULL;
	ck_assert_int_eq(EVP_PKEY_keygen_init(ctx), 1);
	ck_assert_int_eq(EVP_PKEY_CTX_set_params(ctx, params), 1);
	ck_assert_int_eq(EVP_PKEY_keygen(ctx, &k->pkey), 1);
	EVP_PKEY_CTX_free(ctx);
	k->p_len = get_bn(k->pkey, OSSL_PKEY_PARAM_FFC_P, k->p, 0);
	k->g_len = get_bn(k->pkey, OSSL_PKEY_PARAM_FFC_G, k->g, 0);
	k->priv_len = get_bn(k->pkey, OSSL_PKEY_PARAM_PRIV_KEY, k->priv, 0);
	get_bn(k->pkey, OSSL_PKEY_PARAM_PUB_KEY, k->pub, (int)k->p_len);
}

static struct crypto_kpp *dh_with_secret(const struct ossl_dh *k)
{
	struct dh params = { k->priv, k->p, k->g, k->priv_len, k->p_len, k->g_len };
	unsigned int len = crypto_dh_key_len(&params);
	char *buf = malloc(len);
	struct crypto_kpp *tfm = crypto_alloc_kpp("dh", 0, 0);

	ck_assert(!IS_ERR(tfm));
	ck_assert_int_eq(crypto_dh_encode_key(buf, len, &params), 0);
	ck_assert_int_eq(crypto_kpp_set_secret(tfm, buf, len), 0);
	free(buf);
	return tfm;
}

START_TEST(test_lookup_and_proc)
{
	struct crypto_kpp *tfm = crypto_alloc_kpp("dh", 0, 0);

	ck_assert(!IS_ERR(tfm));
	ck_assert_str_eq(crypto_tfm_alg_driver_name(crypto_kpp_tfm(tfm)), "dh-generic");
	crypto_free_kpp(tfm);
	ck_assert(crypto_has_kpp("dh-generic", 0, 0));
	ck_assert(!crypto_has_kpp("rsa", 0, 0));
	proc_assert_block("dh-generic", "type         : kpp\n", "selftest     : passed\n");
}
END_TEST

// RFC 7919's groups: our public key and shared secret equal OpenSSL's for the same keys.
START_TEST(test_openssl_ffdhe)
{
	static const char *const groups[] = { "ffdhe2048", "ffdhe3072", "ffdhe4096", "ffdhe6144",
					      "ffdhe8192" };
	struct ossl_dh a, b;
	u8 ours[1024], theirs[1024];
	size_t len = sizeof(theirs);

	ossl_dh_keygen(&a, groups[_i]);
	ossl_dh_keygen(&b, groups[_i]);
	struct crypto_kpp *tfm = dh_with_secret(&a);
	unsigned int size = crypto_kpp_maxsize(tfm);
	ck_assert_uint_eq(size, a.p_len);
	ck_assert_int_eq(kpp_op(tfm, NULL, 0, ours, size), 0);
	ck_assert_mem_eq(ours, a.pub, size);
	ck_assert_int_eq(kpp_op(tfm, b.pub, size, ours, size), 0);
	EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new(a.pkey, NULL);
	ck_assert_int_eq(EVP_PKEY_derive_init(ctx), 1);
	ck_assert_int_eq(EVP_PKEY_derive_set_peer(ctx, b.pkey), 1);
	ck_assert_int_eq(EVP_PKEY_CTX_set_dh_pad(ctx, 1), 1);
	ck_assert_int_eq(EVP_PKEY_derive(ctx, theirs, &len), 1);
	ck_assert_uint_eq(len, size);
	ck_assert_mem_eq(ours, theirs, size);
	EVP_PKEY_CTX_free(ctx);
	crypto_free_kpp(tfm);
	EVP_PKEY_free(a.pkey);
	EVP_PKEY_free(b.pkey);
}
END_TEST

static int set_secret(const void *key, unsigned int klen, const u8 *p, unsigned int plen,
		      const void *g, unsigned int glen)
{
	struct dh params = { key, p, g, klen, plen, glen };
	unsigned int len = crypto_dh_key_len(&params);
	char buf[2048];
	struct crypto_kpp *tfm = crypto_alloc_kpp("dh-generic", 0, 0);

	ck_assert(!IS_ERR(tfm));
	ck_assert_int_eq(crypto_dh_encode_key(buf, len, &params), 0);
	int err = crypto_kpp_set_secret(tfm, buf, len);
	crypto_free_kpp(tfm);
	return err;
}

START_TEST(test_bad_secrets)
{
	struct ossl_dh a;
	char buf[1200];

	ossl_dh_keygen(&a, "ffdhe2048");
	struct dh params = { a.priv, a.p, a.g, a.priv_len, a.p_len, a.g_len };
	unsigned int len = crypto_dh_key_len(&params);
	// The encoder wants exactly the packed length.
	ck_assert_int_eq(crypto_dh_encode_key(buf, 0, &params), -EINVAL);
	ck_assert_int_eq(crypto_dh_encode_key(buf, len - 1, &params), -EINVAL);
	ck_assert_int_eq(crypto_dh_encode_key(buf, len + 1, &params), -EINVAL);
	ck_assert_int_eq(crypto_dh_encode_key(buf, len, &params), 0);
	// Decoding: another type, a length that disagrees, a truncated buffer.
	struct dh out;
	ck_assert_int_eq(crypto_dh_decode_key(buf, len, &out), 0);
	ck_assert_uint_eq(out.p_size, a.p_len);
	ck_assert_mem_eq(out.p, a.p, a.p_len);
	buf[0] ^= 3;
	ck_assert_int_eq(crypto_dh_decode_key(buf, len, &out), -EINVAL);
	buf[0] ^= 3;
	ck_assert_int_eq(crypto_dh_decode_key(buf, 15, &out), -EINVAL);
	ck_assert_int_eq(crypto_dh_decode_key(buf, len - 1, &out), -EINVAL);
	// A prime of 1535 bits' bytes, a key or g longer than p, a p of zeros.
	static const u8 zeros[256];
	ck_assert_int_eq(set_secret(a.priv, a.priv_len, a.p, 191, a.g, 1), -EINVAL);
	ck_assert_int_eq(set_secret(a.p, 256, a.p, 192, a.g, 1), -EINVAL);
	ck_assert_int_eq(set_secret(a.priv, 32, a.p, 256, a.p, 257), -EINVAL);
	ck_assert_int_eq(set_secret(a.priv, 32, zeros, 256, a.g, 1), -EINVAL);
	ck_assert_int_eq(set_secret(a.priv, 32, a.p, 192, a.g, 1), 0);
	EVP_PKEY_free(a.pkey);
}
END_TEST

START_TEST(test_bad_operations)
{
	struct ossl_dh a;
	u8 out[256], y[256];

	ossl_dh_keygen(&a, "ffdhe2048");
	struct crypto_kpp *none = crypto_alloc_kpp("dh-generic", 0, 0);
	ck_assert_int_eq(kpp_op(none, NULL, 0, out, sizeof(out)), -EINVAL);
	crypto_free_kpp(none);
	struct crypto_kpp *tfm = dh_with_secret(&a);
	// A dst short of the result's whole words: -EOVERFLOW, nothing written.
	memset(out, 0x3c, sizeof(out));
	ck_assert_int_eq(kpp_op(tfm, NULL, 0, out, 255), -EOVERFLOW);
	for (unsigned int i = 0; i < sizeof(out); i++)
		ck_assert_uint_eq(out[i], 0x3c);
	// Outside FIPS mode 6.12 takes any peer value: 1 gives 1, p - 1 gives 1 or p - 1.
	memset(y, 0, sizeof(y));
	y[255] = 1;
	ck_assert_int_eq(kpp_op(tfm, y, sizeof(y), out, sizeof(out)), 0);
	ck_assert_mem_eq(out, y, sizeof(y));
	// A zero peer value gives zero.
	y[255] = 0;
	ck_assert_int_eq(kpp_op(tfm, y, sizeof(y), out, sizeof(out)), 0);
	ck_assert_mem_eq(out, y, sizeof(y));
	crypto_free_kpp(tfm);
	EVP_PKEY_free(a.pkey);
}
END_TEST

int main(void)
{
	return check_run(check_new_suite("kpp", "dh", 300, { test_lookup_and_proc },
					 { test_openssl_ffdhe, 5 }, { test_bad_secrets },
					 { test_bad_operations }));
}
