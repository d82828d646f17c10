// SPDX-License-Identifier: GPL-2.0-only
// Check suite for ecrdsa-generic: the driver a lookup picks, every vector of ecrdsa.vec
// verifying, and 6.12's answers to tampered signatures and digests, wrong sizes and malformed
// keys and parameters.
#include <crypto/akcipher.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <errno.h>
#include <string.h>

#include "akcipher_util.h"
#include "check_run.h"
#include "proc_util.h"
#include "testvec.h"

// 6.12's enum OID numbers of the key algorithms (testmgr/vectors/ecrdsa.vec says which).
#define ECRDSA_PKEY256 74u
#define ECRDSA_PKEY512 75u

static const struct akcipher_testvec *ecrdsa_vecs(unsigned int *count)
{
	const struct ukc_vector_suite *suite = ukc_find_vector_suite("ecrdsa");
	const struct akcipher_testvec *v = ukc_suite_akcipher_vecs(suite);

	ck_assert_ptr_nonnull(v);
	ck_assert_uint_ge(suite->count, 11);
	*count = suite->count;
	return v;
}

// The key as 6.12 takes it: the OCTET STRING, the algorithm's OID number, the parameters'
// length and the parameters.
static unsigned int ecrdsa_pack(u8 *out, const u8 *key, unsigned int klen, u32 algo,
				const u8 *params, u32 plen)
{
	memcpy(out, key, klen);
	memcpy(out + klen, &algo, sizeof(algo));
	memcpy(out + klen + sizeof(algo), &plen, sizeof(plen));
	memcpy(out + klen + 2 * sizeof(u32), params, plen);
	return klen;
}

static int ecrdsa_set_key(struct crypto_akcipher *tfm, const u8 *key, unsigned int klen, u32 algo,
			  const u8 *params, u32 plen)
{
	u8 buf[512];

	ck_assert_uint_le(klen + 8 + plen, sizeof(buf));
	return crypto_akcipher_set_pub_key(tfm, buf,
					   ecrdsa_pack(buf, key, klen, algo, params, plen));
}

static int ecrdsa_set_vec_key(struct crypto_akcipher *tfm, const struct akcipher_testvec *v)
{
	return ecrdsa_set_key(tfm, (const u8 *)v->key, v->key_len, v->algo, (const u8 *)v->params,
			      v->param_len);
}

static struct crypto_akcipher *ecrdsa_alloc(void)
{
	struct crypto_akcipher *tfm = crypto_alloc_akcipher("ecrdsa", 0, 0);

	ck_assert(!IS_ERR(tfm));
	ck_assert(proc_passed_from(crypto_tfm_alg_driver_name(crypto_akcipher_tfm(tfm)),
				   proc_test_origin()));
	return tfm;
}

// Each test's tfm (ecrdsa_alloc()) and the vectors, made anew for it by the fixture.
static struct crypto_akcipher *tfm;
static const struct akcipher_testvec *v;
static unsigned int count;

static void ecrdsa_setup(void)
{
	tfm = ecrdsa_alloc();
	v = ecrdsa_vecs(&count);
}

static void ecrdsa_teardown(void)
{
	crypto_free_akcipher(tfm);
}

START_TEST(test_driver_and_vectors)
{
	ck_assert_str_eq(crypto_tfm_alg_driver_name(crypto_akcipher_tfm(tfm)), "ecrdsa-generic");
	for (unsigned int i = 0; i < count; i++) {
		ck_assert_int_eq(ecrdsa_set_vec_key(tfm, &v[i]), 0);
		ck_assert_uint_eq(crypto_akcipher_maxsize(tfm), v[i].m_size);
		ck_assert_int_eq(akc_verify(tfm, v[i].c, v[i].c_size, v[i].m, v[i].m_size), 0);
	}
}
END_TEST

// Any one bit of the signature or of the digest flipped: -EKEYREJECTED, for 256- and 512-bit
// keys. Sizes that do not match the key: -EBADMSG.
START_TEST(test_tampered)
{
	u8 sig[128], digest[64];

	for (unsigned int i = 0; i < count; i++) {
		ck_assert_int_eq(ecrdsa_set_vec_key(tfm, &v[i]), 0);
		for (unsigned int bit = i; bit < v[i].c_size * 8; bit += 61) {
			memcpy(sig, v[i].c, v[i].c_size);
			sig[bit / 8] ^= (u8)(1u << (bit % 8));
			ck_assert_int_eq(akc_verify(tfm, sig, v[i].c_size, v[i].m, v[i].m_size),
					 -EKEYREJECTED);
		}
		memcpy(digest, v[i].m, v[i].m_size);
		digest[i % v[i].m_size] ^= 0x10;
		ck_assert_int_eq(akc_verify(tfm, v[i].c, v[i].c_size, digest, v[i].m_size),
				 -EKEYREJECTED);
		ck_assert_int_eq(akc_verify(tfm, v[i].c, v[i].c_size - 1, v[i].m, v[i].m_size),
				 -EBADMSG);
		ck_assert_int_eq(akc_verify(tfm, v[i].c, v[i].c_size, v[i].m, v[i].m_size - 1),
				 -EBADMSG);
	}
	// r = 0 or s = 0 (GOST R 34.10-2012 section 7, step 1).
	memset(sig, 0, v[0].c_size);
	ck_assert_int_eq(ecrdsa_set_vec_key(tfm, &v[0]), 0);
	ck_assert_int_eq(akc_verify(tfm, sig, v[0].c_size, v[0].m, v[0].m_size), -EKEYREJECTED);
}
END_TEST

// Malformed keys as 6.12 answers them; a failed key leaves the tfm without one (-EBADMSG).
START_TEST(test_malformed_key)
{
	const u8 *key = (const u8 *)v[0].key, *params = (const u8 *)v[0].params;
	u8 bad[160], badp[32];

	ck_assert_uint_eq(v[0].algo, ECRDSA_PKEY256);
	ck_assert_uint_le(v[0].key_len, sizeof(bad));
	memcpy(bad, key, v[0].key_len);
	bad[0] = 0x03; // a BIT STRING, not the OCTET STRING
	ck_assert_int_eq(ecrdsa_set_key(tfm, bad, v[0].key_len, v[0].algo, params, v[0].param_len),
			 -EBADMSG);
	ck_assert_int_eq(akc_verify(tfm, v[0].c, v[0].c_size, v[0].m, v[0].m_size), -EBADMSG);
	// Truncated: the OCTET STRING's length runs past the key.
	ck_assert_int_eq(ecrdsa_set_key(tfm, key, 40, v[0].algo, params, v[0].param_len), -EBADMSG);
	// A key algorithm other than GOST R 34.10-2012: -ENOPKG.
	ck_assert_int_eq(ecrdsa_set_key(tfm, key, v[0].key_len, 7, params, v[0].param_len),
			 -ENOPKG);
	// The 512-bit algorithm with a 256-bit curve: -EINVAL (the digest OID does not match).
	ck_assert_int_eq(
		ecrdsa_set_key(tfm, key, v[0].key_len, ECRDSA_PKEY512, params, v[0].param_len),
		-EINVAL);
	// An unknown curve OID: -EINVAL; the twisted Edwards set 6.12 lacks: -ENOPKG.
	memcpy(badp, params, v[0].param_len);
	badp[10] = 0x09;
	ck_assert_int_eq(ecrdsa_set_key(tfm, key, v[0].key_len, v[0].algo, badp, v[0].param_len),
			 -EINVAL);
	static const u8 tc26_256a[] = { 0x30, 0x0b, 0x06, 0x09, 0x2a, 0x85, 0x03,
					0x07, 0x01, 0x02, 0x01, 0x01, 0x01 };
	ck_assert_int_eq(
		ecrdsa_set_key(tfm, key, v[0].key_len, v[0].algo, tc26_256a, sizeof(tc26_256a)),
		-ENOPKG);
	// A point off the curve (y changed): -EKEYREJECTED.
	memcpy(bad, key, v[0].key_len);
	bad[v[0].key_len - 1] ^= 1;
	ck_assert_int_eq(ecrdsa_set_key(tfm, bad, v[0].key_len, v[0].algo, params, v[0].param_len),
			 -EKEYREJECTED);
	// The good key still works afterwards.
	ck_assert_int_eq(ecrdsa_set_vec_key(tfm, &v[0]), 0);
	ck_assert_int_eq(akc_verify(tfm, v[0].c, v[0].c_size, v[0].m, v[0].m_size), 0);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("ecrdsa");
	TCase *tc = check_new_tcase(s, "verify", 120, { test_driver_and_vectors },
				    { test_tampered }, { test_malformed_key });

	tcase_add_checked_fixture(tc, ecrdsa_setup, ecrdsa_teardown);
	return check_run(s);
}
