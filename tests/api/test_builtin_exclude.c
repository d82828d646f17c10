// SPDX-License-Identifier: GPL-2.0-only
// UKCRYPTO_BUILTIN_EXCLUDE (set by the test's environment to "serpent-generic,no_such_file"):
// the library's serpent_generic.cpp is left out, its neighbours stay, and the word naming no
// built-in file is refused (crypto_init() fails with -EINVAL) with the known names.
#include <crypto/internal/cipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <stdlib.h>
#include <string.h>

#include <check.h>
#undef fail

#include "check_run.h"

START_TEST(test_excluded_file_left_out)
{
	// '-' and '_' alike, as in module names.
	ck_assert_str_eq(getenv("UKCRYPTO_BUILTIN_EXCLUDE"), "serpent-generic,no_such_file");
	ck_assert_int_eq(PTR_ERR(crypto_alloc_cipher("serpent", 0, 0)), -ENOENT);
	ck_assert_int_eq(PTR_ERR(crypto_alloc_cipher("serpent-generic", 0, 0)), -ENOENT);
	struct crypto_cipher *tfm = crypto_alloc_cipher("camellia", 0, 0);
	ck_assert(!IS_ERR(tfm));
	ck_assert_str_eq(crypto_tfm_alg_driver_name(crypto_cipher_tfm(tfm)), "camellia-generic");
	crypto_free_cipher(tfm);
}
END_TEST

START_TEST(test_unknown_word_reported)
{
	char log[1 << 16];

	ck_assert_int_eq(crypto_init(), -EINVAL);
	ukc_log_read(log, sizeof(log));
	ck_assert_ptr_nonnull(strstr(log, "UKCRYPTO_BUILTIN_EXCLUDE: no built-in file "
					  "no_such_file; the built-in files are "));
	ck_assert_ptr_nonnull(strstr(log, ",serpent_generic,"));
	ck_assert_ptr_null(strstr(log, "no built-in file serpent_generic"));
}
END_TEST

int main(void)
{
	return check_run(check_new_suite("builtin_exclude", "exclude", 0,
					 { test_excluded_file_left_out },
					 { test_unknown_word_reported }));
}
