// SPDX-License-Identifier: GPL-2.0-only
// The C driver of c_driver.c: it registers through module_init, its instance passes the
// cbc(aes) self-test, and it agrees with the cbc template.
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <stdlib.h>
#include <string.h>

#include <check.h>
#undef fail

#include "check_run.h"

// The key and IV are arbitrary: correctness against published vectors is what the
// registration self-test checked (testmgr/vectors/cbc-aes.vec); here the driver must agree
// with the cbc template byte for byte.
static const u8 test_key[16] = "0123456789abcde";
static const u8 test_iv[16] = "fedcba987654321";

static void encrypt_with(const char *name, u8 *data, unsigned int len, const char *want_driver)
{
	struct crypto_skcipher *tfm = crypto_alloc_skcipher(name, 0, 0);
	struct scatterlist sg;
	u8 iv[16];

	ck_assert_msg(!IS_ERR(tfm), "%s: %ld", name, PTR_ERR(tfm));
	ck_assert_str_eq(crypto_skcipher_driver_name(tfm), want_driver);
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, test_key, 16), 0);
	SYNC_SKCIPHER_REQUEST_ON_STACK(req, tfm);
	skcipher_request_set_tfm(req, tfm);
	skcipher_request_set_callback(req, 0, NULL, NULL);
	memcpy(iv, test_iv, 16);
	sg_init_one(&sg, data, len);
	skcipher_request_set_crypt(req, &sg, &sg, len, iv);
	ck_assert_int_eq(crypto_skcipher_encrypt(req), 0);
	crypto_free_skcipher(tfm);
}

START_TEST(test_c_driver_selftest)
{
	u8 data[32] = { 0 };

	encrypt_with("cbc-c(aes-generic)", data, 32, "cbc-c(aes-generic)");

	char proc[65536];
	ukc_proc_crypto(proc, sizeof(proc));
	const char *p = strstr(proc, "driver       : cbc-c(aes-generic)");
	ck_assert_ptr_nonnull(p);
	ck_assert_ptr_nonnull(strstr(p, "selftest     : passed"));
	ck_assert_ptr_nonnull(strstr(proc, "name         : cbc(aes)"));
	char log[16384];
	ukc_log_read(log, sizeof(log));
	ck_assert_ptr_null(strstr(log, "No test for cbc(aes) (cbc-c(aes-generic))"));
	ck_assert_ptr_null(strstr(log, "cbc-c(aes-generic) failed"));
}
END_TEST

START_TEST(test_c_driver_matches_template)
{
	u8 a[4096], b[4096];

	for (unsigned int i = 0; i < sizeof(a); i++)
		a[i] = b[i] = (u8)(i * 31 + 7);
	encrypt_with("cbc-c(aes-generic)", a, sizeof(a), "cbc-c(aes-generic)");
	// By driver name: "cbc(aes)" alone would find cbc-c's instance, the only one yet.
	encrypt_with("cbc(aes-generic)", b, sizeof(b), "cbc(aes-generic)");
	ck_assert_mem_eq(a, b, sizeof(a));
}
END_TEST

int main(void)
{
	return check_run(check_new_suite("c_driver", "cbc-c", 0, { test_c_driver_selftest },
					 { test_c_driver_matches_template }));
}
