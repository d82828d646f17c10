// SPDX-License-Identifier: GPL-2.0-only
// A misspelt UKCRYPTO_DISABLE_CPU_FEATURES is refused: crypto_init() fails with -EINVAL and
// the log names the unknown names and the known ones; arm64's names pass (one mask may serve
// both architectures). Run with UKCRYPTO_DISABLE_CPU_FEATURES=avx512,asimd,vaes,bogus.
#include <stdlib.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "feature_mask_refusal.h"

START_TEST(test_unknown_feature_refused)
{
	ck_assert_str_eq(getenv("UKCRYPTO_DISABLE_CPU_FEATURES"), "avx512,asimd,vaes,bogus");
	assert_unknown_features_refused("x86", "fxsr", "avx512f", "asimd");
}
END_TEST

int main(void)
{
	return check_run(
		check_new_suite("x86 feature mask", "core", 0, { test_unknown_feature_refused }));
}
