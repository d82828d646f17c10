// SPDX-License-Identifier: GPL-2.0-only
// Check suite for the akcipher type and rsa-generic: the lookup and /proc/crypto block, 6.12's
// rsa_tv_template through the public API, raw RSA against OpenSSL's RSA_NO_PADDING on keys
// OpenSSL made, and the bad inputs (malformed BER, key sizes, short dst, out-of-range input).
#include <crypto/akcipher.h>
#include <crypto/internal/rsa.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <openssl/evp.h>
#include <openssl/rand.h>
#include <openssl/rsa.h>
#include <openssl/x509.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "akcipher_util.h"
#include "check_run.h"
#include "proc_util.h"
#include "testvec.h"

START_TEST(test_lookup_and_proc)
{
	struct crypto_akcipher *tfm = crypto_alloc_akcipher("rsa", 0, 0);

	ck_assert(!IS_ERR(tfm));
	ck_assert_str_eq(crypto_tfm_alg_driver_name(crypto_akcipher_tfm(tfm)), "rsa-generic");
	ck_assert_int_eq(crypto_akcipher_tfm(tfm)->__crt_alg->cra_priority, 100);
	crypto_free_akcipher(tfm);

	proc_assert_block("rsa-generic", "type         : akcipher\n", "selftest     : passed\n",
			  "priority     : 100\n");
	// The akcipher type finds no hash of that name.
	ck_assert_int_eq(PTR_ERR(crypto_alloc_akcipher("sha256", 0, 0)), -ENOENT);
}
END_TEST

// 6.12's rsa_tv_template, each vector through encrypt and decrypt.
START_TEST(test_kernel_vectors)
{
	const struct ukc_vector_suite *suite = ukc_find_vector_suite("rsa");
	const struct akcipher_testvec *v = ukc_suite_akcipher_vecs(suite);

	ck_assert_ptr_nonnull(v);
	ck_assert_uint_eq(suite->count, 5);
	for (unsigned int i = 0; i < suite->count; i++, v++) {
		struct crypto_akcipher *tfm = crypto_alloc_akcipher("rsa-generic", 0, 0);
		u8 out[512], back[512];

		ck_assert(!IS_ERR(tfm));
		int err = v->public_key_vec ? crypto_akcipher_set_pub_key(tfm, v->key, v->key_len)
					    : crypto_akcipher_set_priv_key(tfm, v->key, v->key_len);
		ck_assert_int_eq(err, 0);
		ck_assert_uint_eq(crypto_akcipher_maxsize(tfm), v->c_size);
		ck_assert_int_eq(akc_crypt(tfm, true, v->m, v->m_size, out, v->c_size), 0);
		ck_assert_mem_eq(out, v->c, v->c_size);
		if (!v->public_key_vec) {
			ck_assert_int_eq(akc_crypt(tfm, false, v->c, v->c_size, back, v->c_size),
					 0);
			ck_assert(akc_all_zero(back, v->c_size - v->m_size));
			ck_assert_mem_eq(back + v->c_size - v->m_size, v->m, v->m_size);
		} else {
			ck_assert_int_eq(akc_crypt(tfm, false, v->c, v->c_size, back, v->c_size),
					 -EINVAL);
		}
		crypto_free_akcipher(tfm);
	}
}
END_TEST

// Raw RSA (RFC 8017 RSAEP/RSADP) on keys OpenSSL made, against its RSA_NO_PADDING.
START_TEST(test_openssl_raw)
{
	static const int bits[] = { 1024, 2048, 3072, 4096 };
	int b = bits[_i];
	struct akc_ossl_key k;

	akc_ossl_keygen(&k, b);
	struct crypto_akcipher *priv = akc_alloc_key("rsa", k.priv_der, k.priv_len, false);
	struct crypto_akcipher *pub = akc_alloc_key("rsa", k.pub_der, k.pub_len, true);
	unsigned int size = (unsigned int)b / 8;

	ck_assert_uint_eq(crypto_akcipher_maxsize(priv), size);
	ck_assert_uint_eq(crypto_akcipher_maxsize(pub), size);
	for (int round = 0; round < 8; round++) {
		u8 msg[512], ours[512], theirs[512];

		akc_random_below_n(msg, size);
		ck_assert_int_eq(akc_crypt(pub, true, msg, size, ours, size), 0);
		ck_assert_uint_eq(akc_ossl_raw(&k, true, msg, size, theirs), size);
		ck_assert_mem_eq(ours, theirs, size);
		// Our private operation undoes OpenSSL's public one, and agrees with OpenSSL's.
		ck_assert_int_eq(akc_crypt(priv, false, theirs, size, ours, size), 0);
		ck_assert_mem_eq(ours, msg, size);
		ck_assert_uint_eq(akc_ossl_raw(&k, false, msg, size, theirs), size);
		ck_assert_int_eq(akc_crypt(priv, false, msg, size, ours, size), 0);
		ck_assert_mem_eq(ours, theirs, size);
	}
	crypto_free_akcipher(priv);
	crypto_free_akcipher(pub);
	akc_ossl_free(&k);
}
END_TEST

// A short input is a small number: leading zeros do not matter, and the output is always
// dst_len bytes, zeros first (6.12's mpi_write_to_sgl()).
START_TEST(test_output_layout)
{
	const struct akcipher_testvec *v = ukc_suite_akcipher_vecs(ukc_find_vector_suite("rsa"));
	const struct akcipher_testvec *v2048 = &v[2];
	struct crypto_akcipher *tfm = akc_alloc_key("rsa", v2048->key, v2048->key_len, false);
	u8 padded[300] = { 0 }, out[300], out2[300];

	memcpy(padded + sizeof(padded) - v2048->m_size, v2048->m, v2048->m_size);
	ck_assert_int_eq(akc_crypt(tfm, true, padded, sizeof(padded), out, 256), 0);
	ck_assert_mem_eq(out, v2048->c, 256);
	// Room beyond max_size: zeros first, then the same 256 bytes.
	memset(out2, 0xa5, sizeof(out2));
	ck_assert_int_eq(akc_crypt(tfm, true, v2048->m, v2048->m_size, out2, 300), 0);
	ck_assert(akc_all_zero(out2, 44));
	ck_assert_mem_eq(out2 + 44, v2048->c, 256);
	// The sync helpers: decrypt answers the output length.
	ck_assert_int_eq(crypto_akcipher_sync_encrypt(tfm, v2048->m, v2048->m_size, out, 256), 0);
	ck_assert_mem_eq(out, v2048->c, 256);
	ck_assert_int_eq(crypto_akcipher_sync_decrypt(tfm, v2048->c, 256, out2, 256), 256);
	ck_assert_mem_eq(out2 + 256 - v2048->m_size, v2048->m, v2048->m_size);
	crypto_free_akcipher(tfm);
}
END_TEST

static Suite *akcipher_suite(void)
{
	Suite *s = check_new_suite("akcipher", "rsa", 120, { test_lookup_and_proc },
				   { test_kernel_vectors }, { test_openssl_raw, 4 },
				   { test_output_layout });
	akc_add_bad_input_tests(s);
	akc_add_pkcs1_tests(s);
	return s;
}

int main(void)
{
	return check_run(akcipher_suite());
}
