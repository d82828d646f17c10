// SPDX-License-Identifier: GPL-2.0-only
// ansi_cprng: the lookup, 6.12's vectors read in odd-sized pieces, the
// generator against X9.31 A.2.4 computed with OpenSSL's AES, and the seeds 6.12 refuses.
#include <crypto/rng.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <openssl/evp.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "check_run.h"
#include "proc_util.h"
#include "testvec.h"

static struct crypto_rng *cprng_alloc(const char *name)
{
	struct crypto_rng *tfm = crypto_alloc_rng(name, 0, 0);

	ck_assert_msg(!IS_ERR(tfm), "%s: %ld", name, PTR_ERR(tfm));
	return tfm;
}

START_TEST(test_lookup_and_proc)
{
	struct crypto_rng *tfm = cprng_alloc("ansi_cprng");

	ck_assert_str_eq(crypto_tfm_alg_name(crypto_rng_tfm(tfm)), "stdrng");
	ck_assert_uint_eq(crypto_rng_seedsize(tfm), 48);
	crypto_free_rng(tfm);
	// The DRBGs stay the default "stdrng": their priorities are above ansi_cprng's 100.
	tfm = cprng_alloc("stdrng");
	ck_assert_str_ne(crypto_tfm_alg_driver_name(crypto_rng_tfm(tfm)), "ansi_cprng");
	crypto_free_rng(tfm);
	proc_assert_block("ansi_cprng", "priority     : 100\n", "selftest     : passed\n",
			  "seedsize     : 48\n");
	// fips_ansi_cprng is 6.12's only with CONFIG_CRYPTO_FIPS, which this build leaves unset.
	char *proc = proc_crypto_read();
	ck_assert_ptr_null(proc_block(proc, "fips_ansi_cprng"));
	free(proc);
}
END_TEST

// Each known-answer vector of 6.12's table, its generations read in pieces of 1, 7 and 8
// bytes: the bytes of a block are handed out in order whatever the request sizes.
START_TEST(test_vectors_in_pieces)
{
	const struct ukc_vector_suite *suite = ukc_find_vector_suite("ansi_cprng");
	const struct cprng_testvec *v = ukc_suite_cprng_vecs(suite);
	struct crypto_rng *tfm = cprng_alloc("ansi_cprng");

	ck_assert_ptr_nonnull(v);
	ck_assert_uint_ge(suite->count, 6);
	for (unsigned int i = 0; i < suite->count; i++) {
		u8 seed[48], out[16];

		memcpy(seed, v[i].v, 16);
		memcpy(seed + 16, v[i].key, 16);
		memcpy(seed + 32, v[i].dt, 16);
		ck_assert_int_eq(crypto_rng_reset(tfm, seed, sizeof(seed)), 0);
		for (unsigned int j = 0; j < v[i].loops; j++) {
			ck_assert_int_eq(crypto_rng_get_bytes(tfm, out, 1), 0);
			ck_assert_int_eq(crypto_rng_get_bytes(tfm, out + 1, 7), 0);
			ck_assert_int_eq(crypto_rng_get_bytes(tfm, out + 8, 8), 0);
		}
		ck_assert_mem_eq(out, v[i].result, 16);
	}
	crypto_free_rng(tfm);
}
END_TEST

// X9.31 A.2.4 with OpenSSL's AES-128: I = E(DT), R = E(I ^ V), V = E(R ^ I), DT + 1.
static void x931_block(EVP_CIPHER_CTX *aes, u8 *v, u8 *dt, u8 *r)
{
	u8 i[16], t[16];
	int len;

	ck_assert(EVP_EncryptUpdate(aes, i, &len, dt, 16));
	for (int k = 0; k < 16; k++)
		t[k] = i[k] ^ v[k];
	ck_assert(EVP_EncryptUpdate(aes, r, &len, t, 16));
	for (int k = 0; k < 16; k++)
		t[k] = r[k] ^ i[k];
	ck_assert(EVP_EncryptUpdate(aes, v, &len, t, 16));
	for (int k = 15; k >= 0 && !++dt[k]; k--)
		;
}

START_TEST(test_against_openssl_aes)
{
	u8 seed[48], v[16], dt[16], ours[1000], theirs[1008];
	struct crypto_rng *tfm = cprng_alloc("ansi_cprng");
	EVP_CIPHER_CTX *aes = EVP_CIPHER_CTX_new();

	srand(1234 + _i);
	for (unsigned int k = 0; k < sizeof(seed); k++)
		seed[k] = (u8)rand();
	// DT ending in ff ff: the counter carries across bytes within the run.
	seed[46] = seed[47] = 0xff;
	memcpy(v, seed, 16);
	memcpy(dt, seed + 32, 16);
	ck_assert(EVP_EncryptInit_ex(aes, EVP_aes_128_ecb(), NULL, seed + 16, NULL));
	EVP_CIPHER_CTX_set_padding(aes, 0);
	for (unsigned int off = 0; off < sizeof(theirs); off += 16)
		x931_block(aes, v, dt, theirs + off);
	ck_assert_int_eq(crypto_rng_reset(tfm, seed, sizeof(seed)), 0);
	for (unsigned int off = 0, n = 3; off < sizeof(ours); off += n, n = n * 7 % 61 + 1) {
		if (n > sizeof(ours) - off)
			n = sizeof(ours) - off;
		ck_assert_int_eq(crypto_rng_get_bytes(tfm, ours + off, n), 0);
	}
	ck_assert_mem_eq(ours, theirs, sizeof(ours));
	EVP_CIPHER_CTX_free(aes);
	crypto_free_rng(tfm);
}
END_TEST

// No output before the first reset (6.12 never hands out the built-in defaults); a seed
// shorter than V and key is -EINVAL; without DT (32 bytes) DT starts at zero.
START_TEST(test_bad_seeds)
{
	static const u8 seed[48] = { 1, 2, 3 };
	u8 out[16], again[16];
	struct crypto_rng *tfm = cprng_alloc("ansi_cprng");

	ck_assert_int_eq(crypto_rng_get_bytes(tfm, out, sizeof(out)), -EINVAL);
	ck_assert_int_eq(crypto_rng_reset(tfm, seed, 31), -EINVAL);
	ck_assert_int_eq(crypto_rng_reset(tfm, seed, 32), 0);
	ck_assert_int_eq(crypto_rng_get_bytes(tfm, out, sizeof(out)), 0);
	ck_assert_int_eq(crypto_rng_reset(tfm, seed, 48), 0);
	ck_assert_int_eq(crypto_rng_get_bytes(tfm, again, sizeof(again)), 0);
	ck_assert_mem_eq(out, again, sizeof(out));
	ck_assert_int_eq(crypto_rng_get_bytes(tfm, again, sizeof(again)), 0);
	ck_assert(memcmp(out, again, sizeof(out)) != 0);
	crypto_free_rng(tfm);
}
END_TEST

int main(void)
{
	return check_run(check_new_suite("ansi_cprng", "core", 0, { test_lookup_and_proc },
					 { test_vectors_in_pieces },
					 { test_against_openssl_aes, 4 }, { test_bad_seeds }));
}
