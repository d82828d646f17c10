// SPDX-License-Identifier: GPL-2.0-only
// The kernel's own 6.12 drivers, built unchanged by ukcrypto-kbuild into modules: loaded at
// start-up from UKCRYPTO_MODULES with the built-in arch drivers left out, they take their real
// names and win the lookups; rmmod unregisters them; an alias miss loads the module naming it.
#include <asm/cpufeature.h>
#include <crypto/aead.h>
#include <crypto/hash.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "proc_util.h"

// The proc block of @driver says it passed its self-test and belongs to @module.
static void check_proc(const char *driver, const char *module)
{
	char line[128];
	char *proc = proc_crypto_read();
	const char *block = proc_block(proc, driver);

	ck_assert_msg(block != NULL, "%s is not registered", driver);
	snprintf(line, sizeof(line), "module       : %s\n", module);
	ck_assert_msg(proc_block_has(block, line), "%s: not from %s", driver, module);
	ck_assert_msg(proc_block_has(block, "selftest     : passed\n"), "%s: not passed", driver);
	free(proc);
}

START_TEST(test_kernel_drivers_win)
{
	char buf[128];

	// No AVX-512 on the machine this was written for: the kernel's avx10 drivers do not
	// register, and xts(aes) is its VAES+AVX2 driver. Where AVX-512 is present, avx10_512.
	const char *want = boot_cpu_has(X86_FEATURE_AVX512BW) ? "xts-aes-vaes-avx10_512"
			   : boot_cpu_has(X86_FEATURE_VAES)   ? "xts-aes-vaes-avx2"
							      : "xts-aes-aesni-avx";
	ck_assert_str_eq(lookup_driver("skcipher", "xts(aes)", buf, sizeof(buf)), want);
	check_proc(want, "aesni_intel");
	check_proc("ctr-aes-aesni", "aesni_intel");
	check_proc("sha256-avx2", "sha256_ssse3");
	check_proc("aegis128-aesni", "aegis128_aesni");
	// The library's own drivers of those names were left out (UKCRYPTO_BUILTIN_ARCH=0).
	check_proc("aes-generic", "kernel");
}
END_TEST

START_TEST(test_rmmod)
{
	char buf[128];

	ck_assert_int_eq(ukc_rmmod("aesni_intel"), 0);
	ck_assert_str_eq(lookup_driver("skcipher", "ctr-aes-aesni", buf, sizeof(buf)), "error -2");
	// xts(aes) now comes from the template over the generic cipher.
	ck_assert_str_eq(lookup_driver("skcipher", "xts(aes)", buf, sizeof(buf)),
			 "xts(ecb(aes-generic))");
	ck_assert_int_eq(ukc_rmmod("aesni_intel"), -ENOENT);
	ck_assert_int_eq(ukc_rmmod("no_such_module"), -ENOENT);
}
END_TEST

START_TEST(test_alias_loads_module)
{
	char buf[128];

	// The library has no xcbc template: the miss asks for "crypto-xcbc", which the kernel's
	// xcbc.c declares (MODULE_ALIAS_CRYPTO) in the templates module of UKCRYPTO_MODULE_PATH.
	// xcbc is built over the single-block cipher: here the kernel's aes-aesni from the
	// aesni_intel module.
	ck_assert_str_eq(lookup_driver("shash", "xcbc(aes)", buf, sizeof(buf)), "xcbc(aes-aesni)");
	char *proc = proc_crypto_read();
	const char *block = proc_block(proc, "xcbc(aes-aesni)");
	ck_assert_ptr_nonnull(block);
	ck_assert(proc_block_has(block, "module       : kernel_templates\n"));
	free(proc);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("kbuild_modules");
	TCase *tc = tcase_create("hosted");

	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_kernel_drivers_win);
	tcase_add_test(tc, test_rmmod);
	tcase_add_test(tc, test_alias_loads_module);
	suite_add_tcase(s, tc);
	return check_run(s);
}
