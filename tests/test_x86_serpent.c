// SPDX-License-Identifier: GPL-2.0-only
// The AVX2 Serpent drivers: which driver a lookup chooses with and without AVX2, and the same
// bytes as the generic driver over random lengths, keys and IVs, in place and not, and when a
// CBC message is split over two requests.
#include <crypto/skcipher.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <cpuid.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_run.h"
#include "x86_test_util.h"

static bool avx2_masked(void)
{
	const char *mask = getenv("UKCRYPTO_DISABLE_CPU_FEATURES");

	return mask && strstr(mask, "avx2");
}

static bool cpu_has_avx2(void)
{
	unsigned int a, b, c, d;

	return __get_cpuid_count(7, 0, &a, &b, &c, &d) && (b & (1u << 5));
}

static void driver_of(const char *name, char *out)
{
	struct crypto_skcipher *tfm = crypto_alloc_skcipher(name, 0, 0);

	ck_assert_msg(!IS_ERR(tfm), "%s: %ld", name, IS_ERR(tfm) ? PTR_ERR(tfm) : 0);
	strcpy(out, crypto_skcipher_driver_name(tfm));
	crypto_free_skcipher(tfm);
}

START_TEST(test_dispatch)
{
	const bool avx2 = cpu_has_avx2() && !avx2_masked();
	char got[CRYPTO_MAX_ALG_NAME];

	driver_of("ecb(serpent)", got);
	ck_assert_str_eq(got, avx2 ? "ecb-serpent-avx2" : "ecb(serpent-generic)");
	driver_of("cbc(serpent)", got);
	ck_assert_str_eq(got, avx2 ? "cbc-serpent-avx2" : "cbc(ecb(serpent-generic))");
	driver_of("xts(serpent)", got);
	ck_assert_str_eq(got, avx2 ? "xts(ecb-serpent-avx2)" : "xts(ecb(serpent-generic))");
	driver_of("lrw(serpent)", got);
	ck_assert_str_eq(got, avx2 ? "lrw(ecb-serpent-avx2)" : "lrw(ecb(serpent-generic))");
}
END_TEST

static int crypt_flat(struct crypto_skcipher *tfm, const u8 *in, u8 *out, unsigned int len, u8 *iv,
		      bool enc)
{
	struct skcipher_request *req = skcipher_request_alloc(tfm, GFP_KERNEL);
	struct scatterlist s, d;
	DECLARE_CRYPTO_WAIT(wait);

	ck_assert_ptr_nonnull(req);
	sg_init_one(&s, in, len);
	sg_init_one(&d, out, len);
	skcipher_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP, crypto_req_done, &wait);
	skcipher_request_set_crypt(req, &s, &d, len, iv);
	int err = crypto_wait_req(enc ? crypto_skcipher_encrypt(req) : crypto_skcipher_decrypt(req),
				  &wait);
	skcipher_request_free(req);
	return err;
}

// Random keys, lengths (1 to 40 blocks, so the 8-block path, the single blocks and both
// together run), IVs, in place or not: the AVX2 drivers give the generic drivers' bytes,
// and decrypting gives the plaintext back.
START_TEST(test_same_as_generic)
{
	static const char *const pairs[][2] = {
		{ "ecb-serpent-avx2", "ecb(serpent-generic)" },
		{ "cbc-serpent-avx2", "cbc(serpent-generic)" },
	};
	u8 key[32], pt[640], a[640], b[640], iv0[16], iva[16], ivb[16];

	if (!cpu_has_avx2() || avx2_masked())
		return;
	rng_seed_from_env(0x5e2be27ULL, 1);
	for (unsigned int p = 0; p < 2; p++) {
		struct crypto_skcipher *x = crypto_alloc_skcipher(pairs[p][0], 0, 0);
		struct crypto_skcipher *g = crypto_alloc_skcipher(pairs[p][1], 0, 0);

		ck_assert(!IS_ERR(x) && !IS_ERR(g));
		for (unsigned int it = 0; it < fuzz_iterations(200); it++) {
			const unsigned int klen = rng_below(33);
			const unsigned int len = 16 * (1 + rng_below(40));
			const bool in_place = rng_below(2);

			rng_bytes(key, klen);
			rng_bytes(pt, len);
			rng_bytes(iv0, 16);
			ck_assert_int_eq(crypto_skcipher_setkey(x, key, klen), 0);
			ck_assert_int_eq(crypto_skcipher_setkey(g, key, klen), 0);
			memcpy(iva, iv0, 16);
			memcpy(ivb, iv0, 16);
			memcpy(a, pt, len);
			ck_assert_int_eq(crypt_flat(x, in_place ? a : pt, a, len, iva, true), 0);
			ck_assert_int_eq(crypt_flat(g, pt, b, len, ivb, true), 0);
			ck_assert_msg(!memcmp(a, b, len), "%s len %u seed %llu", pairs[p][0], len,
				      rng_seed);
			ck_assert(!memcmp(iva, ivb, 16));
			memcpy(iva, iv0, 16);
			ck_assert_int_eq(crypt_flat(x, in_place ? a : b, a, len, iva, false), 0);
			ck_assert_msg(!memcmp(a, pt, len), "%s dec len %u", pairs[p][0], len);
		}
		crypto_free_skcipher(x);
		crypto_free_skcipher(g);
	}
}
END_TEST

// A CBC message decrypted in two requests, split inside an 8-block group, equals one request:
// the IV left behind is the last ciphertext block.
START_TEST(test_cbc_split)
{
	u8 key[16], ct[320], one[320], two[320], iv[16], iv0[16];

	if (!cpu_has_avx2() || avx2_masked())
		return;
	struct crypto_skcipher *x = crypto_alloc_skcipher("cbc-serpent-avx2", 0, 0);

	ck_assert(!IS_ERR(x));
	for (unsigned int i = 0; i < sizeof(key); i++)
		key[i] = (u8)(i * 11);
	for (unsigned int i = 0; i < sizeof(ct); i++)
		ct[i] = (u8)(i * 5 + 3);
	memset(iv0, 0x42, 16);
	ck_assert_int_eq(crypto_skcipher_setkey(x, key, 16), 0);
	memcpy(iv, iv0, 16);
	ck_assert_int_eq(crypt_flat(x, ct, one, 320, iv, false), 0);
	ck_assert(!memcmp(iv, ct + 304, 16));
	memcpy(iv, iv0, 16);
	ck_assert_int_eq(crypt_flat(x, ct, two, 176, iv, false), 0);
	ck_assert_int_eq(crypt_flat(x, ct + 176, two + 176, 144, iv, false), 0);
	ck_assert(!memcmp(one, two, 320));
	crypto_free_skcipher(x);
}
END_TEST

static Suite *serpent_suite(void)
{
	Suite *s = suite_create("x86_serpent");
	TCase *tc = tcase_create("avx2");

	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_dispatch);
	tcase_add_test(tc, test_same_as_generic);
	tcase_add_test(tc, test_cbc_split);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	return check_run(serpent_suite());
}
