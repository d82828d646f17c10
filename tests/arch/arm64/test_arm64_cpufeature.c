// SPDX-License-Identifier: GPL-2.0-only
// arm64 CPU features: cpu_have_named_feature() is getauxval(AT_HWCAP/AT_HWCAP2) less what
// UKCRYPTO_DISABLE_CPU_FEATURES masks (and what needs a masked feature),
// module_cpu_feature_match() runs a driver's init only with its feature, and a misspelt mask is
// refused. Run under several masks (tests/meson.build); UKC_TEST_EXPECT_HWCAPS lists features
// the CPU must report (qemu-aarch64 -cpu max has them all).
#define _GNU_SOURCE
#include <asm/cpufeature.h>
#include <asm/simd.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/errno.h>

#include <stdlib.h>
#include <string.h>
#include <sys/auxv.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "feature_mask_refusal.h"

static const struct {
	const char *name;
	unsigned int num;
	unsigned long auxv_bit;
	int hwcap2;
} named[] = {
	{ "fp", KERNEL_HWCAP_FP, HWCAP_FP, 0 },
	{ "asimd", KERNEL_HWCAP_ASIMD, HWCAP_ASIMD, 0 },
	{ "aes", KERNEL_HWCAP_AES, HWCAP_AES, 0 },
	{ "pmull", KERNEL_HWCAP_PMULL, HWCAP_PMULL, 0 },
	{ "sha1", KERNEL_HWCAP_SHA1, HWCAP_SHA1, 0 },
	{ "sha2", KERNEL_HWCAP_SHA2, HWCAP_SHA2, 0 },
	{ "sha512", KERNEL_HWCAP_SHA512, HWCAP_SHA512, 0 },
	{ "sha3", KERNEL_HWCAP_SHA3, HWCAP_SHA3, 0 },
	{ "crc32", KERNEL_HWCAP_CRC32, HWCAP_CRC32, 0 },
	{ "sve", KERNEL_HWCAP_SVE, HWCAP_SVE, 0 },
	{ "sve2", KERNEL_HWCAP_SVE2, HWCAP2_SVE2, 1 },
	{ "bti", KERNEL_HWCAP_BTI, HWCAP2_BTI, 1 },
};

// Whether @name is one of the comma-separated words of @list.
static int in_list(const char *list, const char *name)
{
	size_t len = strlen(name);

	for (const char *p = list; p && *p;) {
		size_t n = strcspn(p, ",");
		if (n == len && !strncmp(p, name, len))
			return 1;
		p += n;
		p += *p == ',';
	}
	return 0;
}

static const char *mask(void)
{
	const char *m = getenv("UKCRYPTO_DISABLE_CPU_FEATURES");

	return m ? m : "";
}

// What the probe must report for @i: the kernel's bit, unless masked itself or through
// Advanced SIMD (which the crypto extensions and SVE need, and which needs FP).
static int expected(unsigned int i)
{
	unsigned long auxv = getauxval(named[i].hwcap2 ? AT_HWCAP2 : AT_HWCAP);
	int simd_gone = in_list(mask(), "fp") || in_list(mask(), "asimd");

	if (!(auxv & named[i].auxv_bit) || in_list(mask(), named[i].name))
		return 0;
	if (strcmp(named[i].name, "fp") && strcmp(named[i].name, "crc32") &&
	    strcmp(named[i].name, "bti") && simd_gone)
		return 0;
	if (!strcmp(named[i].name, "sve2") && (simd_gone || in_list(mask(), "sve")))
		return 0;
	return 1;
}

START_TEST(test_features_follow_auxv_and_mask)
{
	for (unsigned int i = 0; i < sizeof(named) / sizeof(named[0]); i++) {
		unsigned long auxv = getauxval(named[i].hwcap2 ? AT_HWCAP2 : AT_HWCAP);

		ck_assert_str_eq(ukc_arm64_feature_name(named[i].num), named[i].name);
		ck_assert_int_eq(ukc_arm64_auxv_has(named[i].num), !!(auxv & named[i].auxv_bit));
		ck_assert_msg(cpu_have_feature(named[i].num) == expected(i), "%s: %d, mask \"%s\"",
			      named[i].name, cpu_have_feature(named[i].num), mask());
		unsigned long seen = named[i].hwcap2 ? cpu_get_elf_hwcap2() : cpu_get_elf_hwcap();
		ck_assert_int_eq(!!(seen & named[i].auxv_bit), expected(i));
	}
	ck_assert_int_eq(cpu_have_named_feature(AES), cpu_have_feature(KERNEL_HWCAP_AES));
	ck_assert_int_eq(cpu_have_named_feature(SHA512), !!(cpu_get_elf_hwcap() & HWCAP_SHA512));
	ck_assert_int_eq(may_use_simd(), cpu_have_named_feature(FP));
	ck_assert_ptr_null(ukc_arm64_feature_name(63));
	ck_assert(!cpu_have_feature(UKC_ARM64_NFEATURES));
}
END_TEST

START_TEST(test_emulated_cpu_reports_crypto_features)
{
	const char *want = getenv("UKC_TEST_EXPECT_HWCAPS");

	for (unsigned int i = 0; i < sizeof(named) / sizeof(named[0]); i++)
		if (in_list(want, named[i].name))
			ck_assert_msg(ukc_arm64_auxv_has(named[i].num), "no %s", named[i].name);
}
END_TEST

// Drivers gated on a feature, as the kernel's arm64 glue is.
static int sha512_init_ran, sha3_init_ran;

static int sha512_mod_init(void)
{
	sha512_init_ran++;
	return 0;
}

static int sha3_mod_init(void)
{
	sha3_init_ran++;
	return 0;
}

module_cpu_feature_match(SHA512, sha512_mod_init);
module_cpu_feature_match(SHA3, sha3_mod_init);

START_TEST(test_module_cpu_feature_match)
{
	ck_assert_int_eq(crypto_init(), 0);
	ck_assert_int_eq(sha512_init_ran, cpu_have_named_feature(SHA512));
	ck_assert_int_eq(sha3_init_ran, cpu_have_named_feature(SHA3));
}
END_TEST

START_TEST(test_unknown_feature_refused)
{
	assert_unknown_features_refused("arm64", "fp,asimd", "sha512", "vaes");
	// The known names in the same list still mask.
	ck_assert(!cpu_have_named_feature(AES));
}
END_TEST

int main(void)
{
	Suite *s = suite_create("arm64 CPU features");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, test_features_follow_auxv_and_mask);
	if (getenv("UKC_TEST_EXPECT_HWCAPS"))
		tcase_add_test(tc, test_emulated_cpu_reports_crypto_features);
	if (in_list(mask(), "bogus"))
		tcase_add_test(tc, test_unknown_feature_refused);
	else
		tcase_add_test(tc, test_module_cpu_feature_match);
	suite_add_tcase(s, tc);
	return check_run(s);
}
