// SPDX-License-Identifier: GPL-2.0-only
// 6.12's arch/x86/crypto/curve25519-x86_64.c as a module: with BMI2 and ADX its
// curve25519-x86 kpp registers at 200, passes testmgr's vectors and wins the lookup, and it
// agrees with curve25519-generic on random secrets and peers (6.12 has no randomized kpp test
// to do it); its curve25519_arch() and curve25519_base_arch() serve the library's
// curve25519() and curve25519_generate_public(), equal to curve25519_generic(). Without either
// feature (UKCRYPTO_DISABLE_CPU_FEATURES=adx) it registers nothing and its library functions
// run the generic code. A second copy of the module leaves the hooks with the first. Run with
// UKC_TEST_MODULE=the module's file.
#define _GNU_SOURCE // dladdr()
#include <asm/cpufeature.h>
#include <crypto/curve25519.h>
#include <crypto/kpp.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <unistd.h>

#include "check_run.h"
#include "kpp_util.h"
#include "proc_util.h"

static bool c25m_has_x86(void)
{
	return boot_cpu_has(X86_FEATURE_BMI2) && boot_cpu_has(X86_FEATURE_ADX);
}

static void c25m_insmod(void)
{
	const char *path = getenv("UKC_TEST_MODULE");

	ck_assert_msg(path != NULL, "UKC_TEST_MODULE names the module");
	ck_assert_ptr_null(ukc_arch_hook("curve25519_arch"));
	ck_assert_int_eq(ukc_insmod(path), 0);
}

static void c25m_random(u8 *out, size_t len)
{
	ck_assert_int_eq(getrandom(out, len, 0), (ssize_t)len);
}

// The driver, its priority, its self-test and its module; or nothing of it without the
// features its module_init() asks for.
START_TEST(test_driver_registered)
{
	char buf[128];

	c25m_insmod();
	if (!c25m_has_x86()) {
		struct crypto_kpp *tfm = crypto_alloc_kpp("curve25519-x86", 0, 0);

		ck_assert(IS_ERR(tfm));
		ck_assert_int_eq(PTR_ERR(tfm), -ENOENT);
		ck_assert_str_eq(lookup_driver("kpp", "curve25519", buf, sizeof(buf)),
				 "curve25519-generic");
		return;
	}
	ck_assert_str_eq(lookup_driver("kpp", "curve25519", buf, sizeof(buf)), "curve25519-x86");
	proc_assert_block("curve25519-x86", "priority     : 200\n", "selftest     : passed\n",
			  "module       : curve25519_x86_64\n", "type         : kpp\n");
}
END_TEST

// Random secrets (unclamped: both clamp) and random peers (the top bit set at random: both
// ignore it), whole and 16-byte outputs; the all-zero secret refused by both.
START_TEST(test_against_generic)
{
	if (!c25m_has_x86())
		return;
	c25m_insmod();
	struct crypto_kpp *x86 = crypto_alloc_kpp("curve25519-x86", 0, 0);
	struct crypto_kpp *gen = crypto_alloc_kpp("curve25519-generic", 0, 0);
	u8 secret[CURVE25519_KEY_SIZE], peer[CURVE25519_KEY_SIZE], zero[CURVE25519_KEY_SIZE] = {};
	u8 a[CURVE25519_KEY_SIZE], b[CURVE25519_KEY_SIZE];

	ck_assert(!IS_ERR(x86) && !IS_ERR(gen));
	for (int i = 0; i < 300; i++) {
		c25m_random(secret, sizeof(secret));
		c25m_random(peer, sizeof(peer));
		ck_assert_int_eq(crypto_kpp_set_secret(x86, secret, sizeof(secret)), 0);
		ck_assert_int_eq(crypto_kpp_set_secret(gen, secret, sizeof(secret)), 0);
		ck_assert_int_eq(kpp_op(x86, NULL, 0, a, sizeof(a)), 0);
		ck_assert_int_eq(kpp_op(gen, NULL, 0, b, sizeof(b)), 0);
		ck_assert_mem_eq(a, b, sizeof(a));
		unsigned int dlen = i % 4 ? CURVE25519_KEY_SIZE : 16;
		memset(a, 0, sizeof(a));
		memset(b, 0, sizeof(b));
		ck_assert_int_eq(kpp_op(x86, peer, sizeof(peer), a, dlen), 0);
		ck_assert_int_eq(kpp_op(gen, peer, sizeof(peer), b, dlen), 0);
		ck_assert_mem_eq(a, b, sizeof(a));
	}
	ck_assert_int_eq(crypto_kpp_set_secret(x86, zero, sizeof(zero)), -EINVAL);
	ck_assert_int_eq(crypto_kpp_set_secret(gen, zero, sizeof(zero)), -EINVAL);
	crypto_free_kpp(x86);
	crypto_free_kpp(gen);
}
END_TEST

// The library's calls go to the module's functions, with or without the features (the module
// then runs the generic code itself), and agree with curve25519_generic().
START_TEST(test_library_hooks)
{
	u8 secret[CURVE25519_KEY_SIZE], peer[CURVE25519_KEY_SIZE];
	u8 a[CURVE25519_KEY_SIZE], b[CURVE25519_KEY_SIZE];
	static const char *const names[] = { "curve25519_arch", "curve25519_base_arch" };
	Dl_info info;

	c25m_insmod();
	for (size_t i = 0; i < 2; i++) {
		const void *fn = ukc_arch_hook(names[i]);

		ck_assert_ptr_nonnull(fn);
		ck_assert(dladdr(fn, &info));
		ck_assert_str_eq(info.dli_sname, names[i]);
		ck_assert_msg(strstr(info.dli_fname, "curve25519-x86_64"), "%s", info.dli_fname);
	}
	for (int i = 0; i < 300; i++) {
		c25m_random(secret, sizeof(secret));
		c25m_random(peer, sizeof(peer));
		ck_assert(curve25519(a, secret, peer));
		curve25519_generic(b, secret, peer);
		ck_assert_mem_eq(a, b, sizeof(a));
		ck_assert(curve25519_generate_public(a, secret));
		curve25519_generic(b, secret, curve25519_base_point);
		ck_assert_mem_eq(a, b, sizeof(a));
	}
	ck_assert(curve25519_selftest());
	ck_assert_int_eq(ukc_rmmod("curve25519_x86_64"), 0);
	ck_assert_ptr_null(ukc_arch_hook("curve25519_arch"));
	ck_assert_ptr_null(ukc_arch_hook("curve25519_base_arch"));
	ck_assert(curve25519_selftest());
}
END_TEST

// A second copy of the module (another file): with the features its kpp's name is taken
// (-EEXIST, as insmod reports it), and either way the hooks stay with the first module.
START_TEST(test_second_copy)
{
	const char *path = getenv("UKC_TEST_MODULE");
	char copy[] = "/tmp/curve25519-x86_64-copy-XXXXXX";
	char cmd[512];

	c25m_insmod();
	const void *fn = ukc_arch_hook("curve25519_arch");
	int fd = mkstemp(copy);
	ck_assert_int_ge(fd, 0);
	close(fd);
	snprintf(cmd, sizeof(cmd), "cp '%s' '%s'", path, copy);
	ck_assert_int_eq(system(cmd), 0);
	ck_assert_int_eq(ukc_insmod(copy), c25m_has_x86() ? -EEXIST : 0);
	unlink(copy);
	ck_assert_ptr_eq(ukc_arch_hook("curve25519_arch"), fn);
}
END_TEST

int main(void)
{
	return check_run(check_new_suite("curve25519-x86_64", "core", 120,
					 { test_driver_registered }, { test_against_generic },
					 { test_library_hooks }, { test_second_copy }));
}
