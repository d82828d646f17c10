// SPDX-License-Identifier: GPL-2.0-only
// module_param(): a module built by ukcrypto-kbuild takes "module.param=value" words from
// UKCRYPTO_CMDLINE as it loads, before its module_init() runs; a value its type refuses fails
// the load with -EINVAL and the kernel's message, and module_init() does not run.
#define _GNU_SOURCE // setenv(), RTLD_NOLOAD
#include <crypto/hash.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#undef fail

#include "../crypto/internal.h"
#include "check_run.h"
#include "proc_util.h"

static const char *kmod_dir;

static char *module_path(const char *file)
{
	static char path[4096];

	snprintf(path, sizeof(path), "%s/%s", kmod_dir, file);
	return path;
}

START_TEST(test_params_take_effect)
{
	char buf[128];

	// Words of other modules and bare names are not ours; '-' stands for '_' in a name; a
	// quoted value loses its quotes; the last word naming a parameter wins.
	setenv("UKCRYPTO_CMDLINE",
	       "quiet priority=5 param_toy2.priority=6 param_toy.priority=123 "
	       "param-toy.driver=\"sha256-cmdline\" param_toy.blocks_seen=0x10 "
	       "param_toy.priority=321",
	       1);
	ck_assert_int_eq(crypto_init(), 0);
	ck_assert_int_eq(ukc_insmod(module_path("param-toy.so")), 0);
	ck_assert_str_eq(lookup_driver("shash", "sha256", buf, sizeof(buf)), "sha256-cmdline");

	proc_assert_block("sha256-cmdline", "priority     : 321\n", "module       : param_toy\n",
			  "selftest     : passed\n");

	void *handle = dlopen(module_path("param-toy.so"), RTLD_NOW | RTLD_NOLOAD);
	ck_assert_ptr_nonnull(handle);
	unsigned int (*seen)(void);
	*(void **)&seen = dlsym(handle, "param_toy_blocks_seen");
	ck_assert_ptr_nonnull(seen);
	ck_assert_uint_eq(seen(), 16);
	dlclose(handle);
}
END_TEST

START_TEST(test_defaults_without_words)
{
	char buf[128];

	unsetenv("UKCRYPTO_CMDLINE");
	ck_assert_int_eq(ukc_insmod(module_path("param-toy.so")), 0);
	// Priority 90 loses to sha256-generic (100): the driver is there under its default name.
	ck_assert_str_eq(lookup_driver("shash", "sha256-paramtoy", buf, sizeof(buf)),
			 "sha256-paramtoy");
	ck_assert_str_eq(lookup_driver("shash", "sha256", buf, sizeof(buf)), "sha256-generic");
}
END_TEST

START_TEST(test_bad_value_fails_load)
{
	char buf[2048];

	setenv("UKCRYPTO_CMDLINE", "param_toy2.priority=12abc", 1);
	ck_assert_int_eq(crypto_init(), 0);
	ukc_log_clear();
	ck_assert_int_eq(ukc_insmod(module_path("param-toy2.so")), -EINVAL);
	ck_assert(!crypto_has_shash("sha256-paramtoy", 0, 0));
	ukc_log_read(buf, sizeof(buf));
	ck_assert_msg(strstr(buf, "param_toy2: '12abc' invalid for parameter 'priority'\n"), "%s",
		      buf);
}
END_TEST

START_TEST(test_bare_bool_and_range)
{
	char buf[2048];

	// A bare bool word sets it: the module registers nothing.
	setenv("UKCRYPTO_CMDLINE", "param_toy3.no-register", 1);
	ck_assert_int_eq(ukc_insmod(module_path("param-toy3.so")), 0);
	ck_assert(!crypto_has_shash("sha256-paramtoy", 0, 0));

	// An int out of range is refused as the kernel's kstrtoint() refuses it.
	setenv("UKCRYPTO_CMDLINE", "param_toy2.priority=4294967296", 1);
	ukc_log_clear();
	ck_assert_int_eq(ukc_insmod(module_path("param-toy2.so")), -EINVAL);
	ck_assert(!crypto_has_shash("sha256-paramtoy", 0, 0));
	ukc_log_read(buf, sizeof(buf));
	ck_assert_msg(strstr(buf, "'4294967296' invalid for parameter 'priority'"), "%s", buf);
}
END_TEST

int main(int argc, char **argv)
{
	if (argc < 2) {
		fprintf(stderr, "usage: %s MODULE_DIR\n", argv[0]);
		return EXIT_FAILURE;
	}
	kmod_dir = argv[1];
	return check_run(
		check_new_suite("kbuild_params", "module_param", 0, { test_params_take_effect },
				{ test_defaults_without_words }, { test_bad_value_fails_load },
				{ test_bare_bool_and_range }));
}
