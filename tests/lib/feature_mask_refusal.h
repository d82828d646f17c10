/* SPDX-License-Identifier: GPL-2.0-only */
/* The refusal of a misspelt UKCRYPTO_DISABLE_CPU_FEATURES, as the x86 and arm64 suites check it:
 * both run under a mask holding two names no architecture knows ("avx512", "bogus") and one
 * name of the other architecture. */
#ifndef _UKC_TESTS_FEATURE_MASK_REFUSAL_H
#define _UKC_TESTS_FEATURE_MASK_REFUSAL_H

#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/errno.h>

#include <stdio.h>
#include <string.h>

#include <check.h>
#undef fail

/**
 * assert_unknown_features_refused() - crypto_init() refuses the mask and the log says why
 * @arch: the architecture's name in the log ("x86", "arm64")
 * @first_known: the first of the names it knows, as the log lists them ("fxsr", "fp,asimd")
 * @known: another name it knows, found between commas in that list
 * @foreign: the other architecture's name in the mask, which is ignored rather than refused
 *
 * crypto_init() fails with -EINVAL; the log names "avx512,bogus" as unknown, lists the known
 * names, and says @foreign is no feature of @arch.
 */
static inline void assert_unknown_features_refused(const char *arch, const char *first_known,
						   const char *known, const char *foreign)
{
	static char log[1 << 16];
	char want[256];

	ck_assert_int_eq(crypto_init(), -EINVAL);
	ukc_log_read(log, sizeof(log));
	snprintf(
		want, sizeof(want),
		"%s: UKCRYPTO_DISABLE_CPU_FEATURES: unknown feature(s) \"avx512,bogus\"; %s knows %s,",
		arch, arch, first_known);
	ck_assert_msg(strstr(log, want), "%s", log);
	snprintf(want, sizeof(want), ",%s,", known);
	ck_assert_msg(strstr(log, want), "%s", log);
	snprintf(want, sizeof(want), "\"%s\" is no %s feature, ignored", foreign, arch);
	ck_assert_msg(strstr(log, want), "%s", log);
}

#endif /* _UKC_TESTS_FEATURE_MASK_REFUSAL_H */
