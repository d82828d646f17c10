// SPDX-License-Identifier: GPL-2.0-only
// The kernel's own 6.12 camellia, serpent, twofish and cast6 drivers, generic and x86, built
// unchanged by ukcrypto-kbuild and loaded from UKCRYPTO_MODULES in place of the library's own
// (UKCRYPTO_BUILTIN_ARCH=0, UKCRYPTO_BUILTIN_EXCLUDE): every driver they register passes its
// self-tests (with the extra tests against the generic driver), and the lookups pick them.
#include <asm/cpufeature.h>
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

// The modules tests/kbuild/meson.build builds, by their module names.
static const char *const kciph_modules[] = {
	"camellia_generic",    "serpent_generic",     "twofish_generic",
	"cast6_generic",       "camellia_x86_64",     "camellia_aesni_avx_x86_64",
	"camellia_aesni_avx2", "serpent_sse2_x86_64", "serpent_avx_x86_64",
	"serpent_avx2",	       "twofish_x86_64",      "twofish_x86_64_3way",
	"twofish_avx_x86_64",  "cast6_avx_x86_64",
};

static bool kciph_has_avx(void)
{
	return boot_cpu_has(X86_FEATURE_AVX) &&
	       cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM, NULL);
}

static bool kciph_has_avx2(void)
{
	return kciph_has_avx() && boot_cpu_has(X86_FEATURE_AVX2);
}

struct kciph_driver {
	const char *driver;
	const char *module;
	bool (*present)(void); // NULL: on every x86-64 CPU
};

static bool kciph_camellia_avx(void)
{
	return kciph_has_avx() && boot_cpu_has(X86_FEATURE_AES);
}

static bool kciph_camellia_avx2(void)
{
	return kciph_has_avx2() && boot_cpu_has(X86_FEATURE_AES);
}

// What each module registers on a CPU with the features (6.12's names).
static const struct kciph_driver kciph_drivers[] = {
	{ "camellia-generic", "camellia_generic" },
	{ "serpent-generic", "serpent_generic" },
	{ "twofish-generic", "twofish_generic" },
	{ "cast6-generic", "cast6_generic" },
	{ "camellia-asm", "camellia_x86_64" },
	{ "ecb-camellia-asm", "camellia_x86_64" },
	{ "cbc-camellia-asm", "camellia_x86_64" },
	{ "ecb-camellia-aesni", "camellia_aesni_avx_x86_64", kciph_camellia_avx },
	{ "cbc-camellia-aesni", "camellia_aesni_avx_x86_64", kciph_camellia_avx },
	{ "ecb-camellia-aesni-avx2", "camellia_aesni_avx2", kciph_camellia_avx2 },
	{ "cbc-camellia-aesni-avx2", "camellia_aesni_avx2", kciph_camellia_avx2 },
	{ "ecb-serpent-sse2", "serpent_sse2_x86_64" },
	{ "cbc-serpent-sse2", "serpent_sse2_x86_64" },
	{ "ecb-serpent-avx", "serpent_avx_x86_64", kciph_has_avx },
	{ "cbc-serpent-avx", "serpent_avx_x86_64", kciph_has_avx },
	{ "ecb-serpent-avx2", "serpent_avx2", kciph_has_avx2 },
	{ "cbc-serpent-avx2", "serpent_avx2", kciph_has_avx2 },
	{ "twofish-asm", "twofish_x86_64" },
	{ "ecb-twofish-3way", "twofish_x86_64_3way" },
	{ "cbc-twofish-3way", "twofish_x86_64_3way" },
	{ "ecb-twofish-avx", "twofish_avx_x86_64", kciph_has_avx },
	{ "cbc-twofish-avx", "twofish_avx_x86_64", kciph_has_avx },
	{ "ecb-cast6-avx", "cast6_avx_x86_64", kciph_has_avx },
	{ "cbc-cast6-avx", "cast6_avx_x86_64", kciph_has_avx },
};

// The templates over them, instantiated (and so self-tested) before the tests fork.
static const char *const kciph_instances[] = {
	"xts(camellia)", "lrw(camellia)", "ctr(camellia)", "cts(cbc(camellia))",
	"xts(serpent)",	 "lrw(serpent)",  "ctr(serpent)",  "cts(cbc(serpent))",
	"xts(twofish)",	 "lrw(twofish)",  "ctr(twofish)",  "cts(cbc(twofish))",
	"xts(cast6)",	 "lrw(cast6)",	  "ctr(cast6)",	   "cts(cbc(cast6))",
};

// The value of the "@field : " line of @block (which starts at its name line), copied to @buf
// ("" when absent).
static const char *kciph_field(const char *block, const char *field, char *buf, size_t size)
{
	char key[32];

	snprintf(key, sizeof(key), "\n%-12s : ", field);
	const char *end = strstr(block, "\n\n");
	const char *at = strstr(block, key);
	buf[0] = 0;
	if (!at || (end && at > end))
		return buf;
	at += strlen(key);
	size_t n = strcspn(at, "\n");
	snprintf(buf, size, "%.*s", (int)(n < size ? n : size - 1), at);
	return buf;
}

static bool kciph_is_module(const char *module)
{
	for (size_t i = 0; i < sizeof(kciph_modules) / sizeof(kciph_modules[0]); i++)
		if (!strcmp(module, kciph_modules[i]))
			return true;
	return false;
}

START_TEST(test_expected_drivers_registered)
{
	char *proc = proc_crypto_read();
	char line[128];

	for (size_t i = 0; i < sizeof(kciph_drivers) / sizeof(kciph_drivers[0]); i++) {
		const struct kciph_driver *d = &kciph_drivers[i];
		const char *block = proc_block(proc, d->driver);
		if (d->present && !d->present()) {
			ck_assert_msg(!block, "%s registered without its CPU features", d->driver);
			continue;
		}
		ck_assert_msg(block, "%s is not registered", d->driver);
		snprintf(line, sizeof(line), "module       : %s\n", d->module);
		ck_assert_msg(proc_block_has(block, line), "%s: not from %s", d->driver, d->module);
	}
	free(proc);
}
END_TEST

// Every algorithm the modules registered, internal ones and the simd wrappers alike, and
// every instance built over them, passed.
START_TEST(test_every_driver_passed)
{
	char *proc = proc_crypto_read();
	char module[64], driver[CRYPTO_MAX_ALG_NAME], selftest[32];
	unsigned int hosted = 0, instances = 0;

	for (const char *b = proc; (b = strstr(b, "name         : ")); b++) {
		kciph_field(b, "driver", driver, sizeof(driver));
		kciph_field(b, "module", module, sizeof(module));
		kciph_field(b, "selftest", selftest, sizeof(selftest));
		bool over_hosted = strchr(driver, '(') &&
				   (strstr(driver, "-asm") || strstr(driver, "-aesni") ||
				    strstr(driver, "-sse2") || strstr(driver, "-avx") ||
				    strstr(driver, "-3way"));
		if (!kciph_is_module(module) && !over_hosted)
			continue;
		ck_assert_msg(!strcmp(selftest, "passed"), "%s (%s): selftest %s", driver, module,
			      selftest);
		if (over_hosted)
			instances++;
		else
			hosted++;
	}
	free(proc);
	// 24 of kciph_drivers and 10 internal ones on an AVX2 CPU; 12 at the least.
	ck_assert_uint_ge(hosted, 12);
	ck_assert_uint_ge(instances, 12);
}
END_TEST

struct kciph_dispatch {
	const char *name;
	const char *driver;
};

// The dispatch on this CPU, printed as a listing and asserted: the best hosted driver of each
// cipher answers its ECB, CBC and XTS lookups.
START_TEST(test_dispatch)
{
	const char *cam = kciph_camellia_avx2()	 ? "camellia-aesni-avx2"
			  : kciph_camellia_avx() ? "camellia-aesni"
						 : "camellia-asm";
	const char *ser = kciph_has_avx2()  ? "serpent-avx2"
			  : kciph_has_avx() ? "serpent-avx"
					    : "serpent-sse2";
	const char *two = kciph_has_avx() ? "twofish-avx" : "twofish-3way";
	const char *ciphers[][2] = { { "camellia", cam }, { "serpent", ser }, { "twofish", two } };
	const struct kciph_dispatch singles[] = {
		{ "camellia", "camellia-asm" },
		{ "serpent", "serpent-generic" },
		{ "twofish", "twofish-asm" },
		{ "cast6", "cast6-generic" },
	};
	char name[64], want[96], buf[CRYPTO_MAX_ALG_NAME];

	printf("%-20s %s\n", "name", "driver");
	for (size_t i = 0; i < sizeof(singles) / sizeof(singles[0]); i++) {
		lookup_driver("cipher", singles[i].name, buf, sizeof(buf));
		printf("%-20s %s\n", singles[i].name, buf);
		ck_assert_str_eq(buf, singles[i].driver);
	}
	for (size_t i = 0; i < 4; i++) {
		const char *alg = i < 3 ? ciphers[i][0] : "cast6";
		const char *drv = i < 3 ? ciphers[i][1] : kciph_has_avx() ? "cast6-avx" : NULL;
		static const char *const modes[] = { "ecb", "cbc", "xts" };
		for (size_t m = 0; m < 3; m++) {
			snprintf(name, sizeof(name), "%s(%s)", modes[m], alg);
			if (!drv)
				snprintf(want, sizeof(want), "%s(%s-generic)", modes[m], alg);
			else if (m < 2)
				snprintf(want, sizeof(want), "%s-%s", modes[m], drv);
			else
				snprintf(want, sizeof(want), "xts(ecb-%s)", drv);
			lookup_driver("skcipher", name, buf, sizeof(buf));
			printf("%-20s %s\n", name, buf);
			ck_assert_str_eq(buf, want);
		}
	}
}
END_TEST

// The library's own generic ciphers were left out, each name naming a built-in file.
START_TEST(test_builtins_excluded)
{
	char log[1 << 16];

	ukc_log_read(log, sizeof(log));
	ck_assert(!strstr(log, "no built-in file"));
	// Nothing failed to register: with the library's own in place the modules' inits
	// would answer -EEXIST.
	ck_assert_msg(!strstr(log, "returned -17"), "a registration was refused:\n%s", log);
}
END_TEST

int main(void)
{
	char buf[CRYPTO_MAX_ALG_NAME];

	// Loaded and self-tested once, before the tests fork.
	if (crypto_init())
		fprintf(stderr, "crypto_init failed\n");
	for (size_t i = 0; i < sizeof(kciph_instances) / sizeof(kciph_instances[0]); i++)
		lookup_driver("skcipher", kciph_instances[i], buf, sizeof(buf));

	return check_run(check_new_suite(
		"kbuild_ciphers", "hosted", 60, { test_expected_drivers_registered },
		{ test_every_driver_passed }, { test_dispatch }, { test_builtins_excluded }));
}
