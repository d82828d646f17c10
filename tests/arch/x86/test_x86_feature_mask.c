// SPDX-License-Identifier: GPL-2.0-only
// A misspelt UKCRYPTO_DISABLE_CPU_FEATURES is refused: crypto_init() fails with -EINVAL and
// the log names the unknown names and the known ones; arm64's names pass (one mask may serve
// both architectures). Run with UKCRYPTO_DISABLE_CPU_FEATURES=avx512,asimd,vaes,bogus.
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/errno.h>

#include <stdlib.h>
#include <string.h>

#include <check.h>
#undef fail

#include "check_run.h"

START_TEST(test_unknown_feature_refused)
{
	static char log[1 << 16];

	ck_assert_str_eq(getenv("UKCRYPTO_DISABLE_CPU_FEATURES"), "avx512,asimd,vaes,bogus");
	ck_assert_int_eq(crypto_init(), -EINVAL);
	ukc_log_read(log, sizeof(log));
	ck_assert_msg(strstr(log, "x86: UKCRYPTO_DISABLE_CPU_FEATURES: unknown feature(s) "
				  "\"avx512,bogus\"; x86 knows fxsr,"),
		      "%s", log);
	ck_assert_msg(strstr(log, ",avx512f,"), "%s", log);
	ck_assert_msg(strstr(log, "\"asimd\" is no x86 feature, ignored"), "%s", log);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("x86 feature mask");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, test_unknown_feature_refused);
	suite_add_tcase(s, tc);
	return check_run(s);
}
