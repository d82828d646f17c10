// SPDX-License-Identifier: GPL-2.0-only
// The x86 AES-GCM drivers: which one a lookup of gcm(aes) and rfc4106(gcm(aes)) picks under the
// feature masks, their self-test status, and their bytes against the generic gcm template on
// random keys, lengths, associated data and scatterlist splits, forged tags, and the no-SIMD
// (cryptd) path.
#include <asm/cpufeature.h>
#include <crypto/aead.h>
#include <crypto/internal/simd.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <stdio.h>
#include <stdlib.h>
#include <limits.h>
#include <string.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "gcm_test_util.h"
#include "x86_test_util.h"

enum gcm_level {
	GCM_GENERIC,
	GCM_AESNI,
	GCM_AESNI_AVX,
	GCM_VAES_AVX2,
	GCM_AVX10
};

// The widest level registered, from the features as the library sees them (6.12's
// aesni_init() and register_avx_algs(), with the vaes-avx2 level later kernels added).
static enum gcm_level gcm_level(void)
{
	if (!boot_cpu_has(X86_FEATURE_AES) || !boot_cpu_has(X86_FEATURE_XMM4_1) ||
	    !boot_cpu_has(X86_FEATURE_PCLMULQDQ))
		return GCM_GENERIC;
	if (!boot_cpu_has(X86_FEATURE_AVX))
		return GCM_AESNI;
	if (!boot_cpu_has(X86_FEATURE_AVX2) || !boot_cpu_has(X86_FEATURE_VAES) ||
	    !boot_cpu_has(X86_FEATURE_VPCLMULQDQ) ||
	    !cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM, NULL))
		return GCM_AESNI_AVX;
	if (!boot_cpu_has(X86_FEATURE_AVX512F) || !boot_cpu_has(X86_FEATURE_AVX512BW) ||
	    !boot_cpu_has(X86_FEATURE_AVX512VL) || !boot_cpu_has(X86_FEATURE_BMI2) ||
	    !cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM | XFEATURE_MASK_AVX512, NULL))
		return GCM_VAES_AVX2;
	return GCM_AVX10;
}

// Each level's drivers (their priorities are the tier table's: x86_aes_driver_priority()).
struct gcm_driver {
	const char *suffix;
	enum gcm_level level;
};

static const struct gcm_driver gcm_drivers[] = {
	{ "aesni", GCM_AESNI },		 { "aesni-avx", GCM_AESNI_AVX },
	{ "vaes-avx2", GCM_VAES_AVX2 },	 { "vaes-avx10_256", GCM_AVX10 },
	{ "vaes-avx10_512", GCM_AVX10 },
};

#define N_DRIVERS (sizeof(gcm_drivers) / sizeof(gcm_drivers[0]))

static const char *const gcm_generic = "gcm_base(ctr(aes-generic),ghash-generic)";
static const char *const rfc_generic = "rfc4106(gcm_base(ctr(aes-generic),ghash-generic))";

static struct crypto_alg *tfm_alg(struct crypto_aead *tfm)
{
	return crypto_aead_tfm(tfm)->__crt_alg;
}

// ---- which driver a lookup picks ----

// The widest level wins; the zmm one keeps priority 1 where zmm registers slow the CPU down.
static void expected_suffix(char *out)
{
	enum gcm_level level = gcm_level();

	strcpy(out, level == GCM_AESNI	     ? "aesni"
		    : level == GCM_AESNI_AVX ? "aesni-avx"
		    : level == GCM_VAES_AVX2 ? "vaes-avx2"
					     : "");
	if (level != GCM_AVX10)
		return;
	struct crypto_aead *tfm = crypto_alloc_aead("generic-gcm-vaes-avx10_512", 0, 0);

	ck_assert_msg(!IS_ERR(tfm), "%ld", PTR_ERR(tfm));
	int prio = tfm_alg(tfm)->cra_priority;

	ck_assert_msg(prio == x86_aes_driver_priority("generic-gcm-vaes-avx10_512", false) ||
			      prio == x86_aes_driver_priority("generic-gcm-vaes-avx10_512", true),
		      "priority %d", prio);
	strcpy(out, prio == 1 ? "vaes-avx10_256" : "vaes-avx10_512");
	crypto_free_aead(tfm);
}

START_TEST(test_lookup_picks_widest)
{
	char sfx[32], want[CRYPTO_MAX_ALG_NAME];
	struct crypto_aead *g = crypto_alloc_aead("gcm(aes)", 0, 0);
	struct crypto_aead *r = crypto_alloc_aead("rfc4106(gcm(aes))", 0, 0);

	ck_assert(!IS_ERR(g) && !IS_ERR(r));
	expected_suffix(sfx);
	if (gcm_level() == GCM_GENERIC) {
		ck_assert_msg(!strstr(crypto_aead_driver_name(g), "gcm-aesni") &&
				      !strstr(crypto_aead_driver_name(g), "gcm-vaes"),
			      "%s", crypto_aead_driver_name(g));
		ck_assert_msg(!strncmp(crypto_aead_driver_name(g), "gcm_base(", 9), "%s",
			      crypto_aead_driver_name(g));
		ck_assert(IS_ERR(crypto_alloc_aead("generic-gcm-aesni", 0, 0)));
	} else {
		snprintf(want, sizeof(want), "generic-gcm-%s", sfx);
		ck_assert_str_eq(crypto_aead_driver_name(g), want);
		snprintf(want, sizeof(want), "rfc4106-gcm-%s", sfx);
		ck_assert_str_eq(crypto_aead_driver_name(r), want);
		ck_assert(tfm_alg(g)->cra_flags & CRYPTO_ALG_ASYNC);
		ck_assert_int_eq(crypto_aead_ivsize(g), 12);
		ck_assert_int_eq(crypto_aead_ivsize(r), 8);
		ck_assert_int_eq(crypto_aead_maxauthsize(g), 16);
		ck_assert_int_eq(crypto_aead_blocksize(g), 1);
	}
	crypto_free_aead(g);
	crypto_free_aead(r);
}
END_TEST

// Every driver of the available levels (wrapper and internal) is registered at its priority
// (6.12's, and a later kernel's for vaes-avx2) and passed its self-test; none of a masked level
// is registered.
START_TEST(test_registered_and_selftested)
{
	static const char *const pats[] = { "generic-gcm-%s", "rfc4106-gcm-%s", "__generic-gcm-%s",
					    "__rfc4106-gcm-%s" };
	char *proc = proc_crypto_read(), line[32], name[CRYPTO_MAX_ALG_NAME];

	for (size_t i = 0; i < N_DRIVERS; i++) {
		for (size_t p = 0; p < 4; p++) {
			snprintf(name, sizeof(name), pats[p], gcm_drivers[i].suffix);
			const char *block = assert_selftested(proc, name,
							      gcm_drivers[i].level <= gcm_level());

			if (!block)
				continue;
			bool found = false;

			for (int excluded = 0; excluded < 2 && !found; excluded++) {
				snprintf(line, sizeof(line), "priority     : %d\n",
					 x86_aes_driver_priority(name, excluded));
				found = proc_block_has(block, line);
			}
			ck_assert_msg(found, "%s: priority", name);
		}
	}
	free(proc);
}
END_TEST

// ---- the same bytes as the generic template ----

static void seed_rng(unsigned long long salt)
{
	rng_seed_from_env(0x6c3a11ULL, salt);
}

// _i: driver index * 2 + rfc4106.
START_TEST(test_same_as_generic)
{
	const struct gcm_driver *d = &gcm_drivers[_i / 2];
	bool rfc = _i % 2;
	char name[CRYPTO_MAX_ALG_NAME];
	struct test_bufs b;

	if (d->level > gcm_level())
		return;
	test_bufs_alloc(&b);
	seed_rng((unsigned long long)_i << 32);
	snprintf(name, sizeof(name), rfc ? "rfc4106-gcm-%s" : "generic-gcm-%s", d->suffix);
	gcm_compare_driver(name, rfc ? rfc_generic : gcm_generic, rfc, true, &b);
	test_bufs_free(&b);
}
END_TEST

START_TEST(test_bad_parameters)
{
	if (gcm_level() != GCM_GENERIC)
		gcm_check_bad_parameters("generic-gcm-aesni", "rfc4106-gcm-aesni");
}
END_TEST

START_TEST(test_length_sums_wrap)
{
	char name[CRYPTO_MAX_ALG_NAME];

	for (unsigned int i = 0; i <= N_DRIVERS; i++) {
		if (i < N_DRIVERS && gcm_drivers[i].level > gcm_level())
			continue;
		for (int rfc = 0; rfc < 2; rfc++) {
			if (i == N_DRIVERS)
				strcpy(name, rfc ? rfc_generic : gcm_generic);
			else
				snprintf(name, sizeof(name),
					 rfc ? "rfc4106-gcm-%s" : "generic-gcm-%s",
					 gcm_drivers[i].suffix);
			gcm_check_length_sums_wrap(name, rfc);
		}
	}
}
END_TEST

static Suite *x86_gcm_suite(void)
{
	return x86_new_suite("x86_gcm", { test_lookup_picks_widest },
			     { test_registered_and_selftested },
			     { test_same_as_generic, (int)(2 * N_DRIVERS) },
			     { test_bad_parameters }, { test_length_sums_wrap });
}

int main(void)
{
	return check_run(x86_gcm_suite());
}
