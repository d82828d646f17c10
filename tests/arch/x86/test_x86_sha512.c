// SPDX-License-Identifier: GPL-2.0-only
// The x86 SHA-384/512 drivers of each tier (ssse3, avx, avx2): which are registered under the
// features left by the mask, at which priority, self-tested; which one a lookup picks; and each
// tier's digests against sha512-generic and sha384-generic at every length from 0 to 600 and
// some long ones, from unaligned input, in random updates, with SIMD unusable at times, and
// across export/import between drivers. The avx2 drivers run AVX-512VL code where the CPU has it;
// the log line says which, and the suite's avx512vl mask runs the AVX2 code.
#include <asm/cpufeature.h>
#include <crypto/hash.h>
#include <crypto/internal/simd.h>
#include <crypto/sha2.h>
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
#include "shash_pair.h"
#include "shash_pair_split.h"
#include "x86_test_util.h"

#define SHORT_MAX 600
#define LONG_MAX_LEN (1u << 20)
#define N_TIERS 3

// 6.12's tiers, lowest first, with what each needs: the SSSE3 shuffles; AVX with the ymm state
// saved (the probe clears AVX without it); AVX2 and BMI2 (RORX).
struct sha512_tier {
	const char *isa;
	int priority;
	const char *gcc_features[3]; // for __builtin_cpu_supports(), unmasked
};

static const struct sha512_tier tiers[N_TIERS] = {
	{ "ssse3", 150, { "ssse3" } },
	{ "avx", 160, { "avx" } },
	{ "avx2", 170, { "avx2", "bmi2" } },
};

static const char *const algs[2] = { "sha512", "sha384" };

static bool tier_usable(int t)
{
	switch (t) {
	case 0:
		return boot_cpu_has(X86_FEATURE_SSSE3);
	case 1:
		return boot_cpu_has(X86_FEATURE_AVX);
	default:
		return boot_cpu_has(X86_FEATURE_AVX) && boot_cpu_has(X86_FEATURE_AVX2) &&
		       boot_cpu_has(X86_FEATURE_BMI2);
	}
}

// What the CPU itself says (GCC's CPUID and XGETBV probe), for the suite run with no mask.
static bool tier_cpu_has(int t)
{
	bool has = true;

	for (int i = 0; i < 3 && tiers[t].gcc_features[i]; i++) {
		const char *f = tiers[t].gcc_features[i];

		has = has && (!strcmp(f, "ssse3")  ? __builtin_cpu_supports("ssse3")
			      : !strcmp(f, "avx")  ? __builtin_cpu_supports("avx")
			      : !strcmp(f, "avx2") ? __builtin_cpu_supports("avx2")
						   : __builtin_cpu_supports("bmi2"));
	}
	return has;
}

static void driver_name(char *out, size_t n, int a, int t)
{
	snprintf(out, n, "%s-%s", algs[a], t < 0 ? "generic" : tiers[t].isa);
}

static void seed_rng(unsigned long long salt)
{
	rng_seed_from_env(0x5ea512ULL, salt);
}

// ---- which drivers are there ----

// Each tier's pair registered and self-tested exactly when its features are left; the mask
// takes a tier away, and with no mask the tiers follow the CPU.
START_TEST(test_tiers_registered)
{
	char *proc = proc_crypto_read();
	const char *mask = getenv("UKCRYPTO_DISABLE_CPU_FEATURES");
	char name[64];

	for (int t = 0; t < N_TIERS; t++) {
		if (!mask || !*mask)
			ck_assert_msg(tier_usable(t) == tier_cpu_has(t),
				      "%s: probe and CPU disagree", tiers[t].isa);
		for (int a = 0; a < 2; a++) {
			driver_name(name, sizeof(name), a, t);
			assert_selftested(proc, name, tier_usable(t));
			struct crypto_shash *tfm = crypto_alloc_shash(name, 0, 0);

			if (!tier_usable(t)) {
				ck_assert_msg(PTR_ERR(tfm) == -ENOENT, "%s: %ld", name,
					      PTR_ERR(tfm));
				continue;
			}
			ck_assert_msg(!IS_ERR(tfm), "%s: %ld", name, PTR_ERR(tfm));
			ck_assert_int_eq(crypto_shash_tfm(tfm)->__crt_alg->cra_priority,
					 tiers[t].priority);
			ck_assert_uint_eq(crypto_shash_digestsize(tfm),
					  a ? SHA384_DIGEST_SIZE : SHA512_DIGEST_SIZE);
			ck_assert_uint_eq(crypto_shash_blocksize(tfm), SHA512_BLOCK_SIZE);
			crypto_free_shash(tfm);
		}
	}
	if (cpu_feature_masked("avx2") || cpu_feature_masked("avx") || cpu_feature_masked("bmi2"))
		ck_assert(!tier_usable(2));
	if (cpu_feature_masked("avx"))
		ck_assert(!tier_usable(1));
	if (cpu_feature_masked("ssse3"))
		ck_assert(!tier_usable(0));
	free(proc);
}
END_TEST

// "sha512" and "sha384" pick the widest tier left, else the generic driver.
START_TEST(test_lookup_picks_widest)
{
	int best = -1;
	char want[64];

	for (int t = 0; t < N_TIERS; t++)
		if (tier_usable(t))
			best = t;
	for (int a = 0; a < 2; a++) {
		struct crypto_shash *tfm = alloc_shash(algs[a]);

		driver_name(want, sizeof(want), a, best);
		ck_assert_str_eq(crypto_shash_driver_name(tfm), want);
		crypto_free_shash(tfm);
	}
}
END_TEST

// The code each registered tier runs, named once in the log: the avx2 tier's AVX-512VL code
// needs AVX-512F and VL with the zmm state saved, and BMI1, else it runs the AVX2 code.
START_TEST(test_code_logged)
{
	static const char *const codes[N_TIERS] = { "SSSE3", "AVX", "AVX2" };
	bool vl = boot_cpu_has(X86_FEATURE_AVX512F) && boot_cpu_has(X86_FEATURE_AVX512VL) &&
		  boot_cpu_has(X86_FEATURE_BMI1) &&
		  cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM | XFEATURE_MASK_AVX512,
				    NULL);
	const char *mask = getenv("UKCRYPTO_DISABLE_CPU_FEATURES");
	char text[96];

	if (!mask || !*mask)
		ck_assert(vl ==
			  (__builtin_cpu_supports("avx512f") &&
			   __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("bmi")));
	if (cpu_feature_masked("avx512vl"))
		ck_assert(!vl);
	for (int t = 0; t < N_TIERS; t++) {
		const char *code = t == 2 && vl ? "AVX-512VL" : codes[t];

		snprintf(text, sizeof(text), "sha512-%s: ", tiers[t].isa);
		ck_assert_int_eq(log_count(text), tier_usable(t) ? 1 : 0);
		snprintf(text, sizeof(text), "sha512-%s: %s code\n", tiers[t].isa, code);
		ck_assert_msg(log_count(text) == (tier_usable(t) ? 1 : 0), "\"%s\" %d times", text,
			      log_count(text));
	}
}
END_TEST

// ---- the same digests as the generic driver ----

// Loop index: tier * 2 + algorithm.
#define LOOP_TIER(i) ((i) / 2)
#define LOOP_ALG(i) ((i) % 2)

// Opens loop @i's tier driver of its algorithm; false (and nothing to close) when the tier is
// not there.
static bool pair_open(struct shash_pair *p, int i)
{
	char name[64], generic[64];

	if (!tier_usable(LOOP_TIER(i)))
		return false;
	driver_name(name, sizeof(name), LOOP_ALG(i), LOOP_TIER(i));
	driver_name(generic, sizeof(generic), LOOP_ALG(i), -1);
	shash_pair_open(p, name, generic, LONG_MAX_LEN + 16);
	return true;
}

// Every length 0..SHORT_MAX, one-shot, from each of the eight alignments in turn; then long
// ones around block ends, up to 1 MiB.
START_TEST(test_every_length)
{
	static const unsigned int aligns[] = { 0, 1, 2, 3, 4, 5, 6, 7 };
	static const unsigned int longs[] = { 1023,	   1024,	4096 + 111,
					      65536,	   65536 + 129, LONG_MAX_LEN - 1,
					      LONG_MAX_LEN };
	struct shash_pair p;

	seed_rng((unsigned long long)_i << 40);
	if (!pair_open(&p, _i))
		return;
	shash_pair_every_length(&p, SHORT_MAX, aligns, 8, false, longs, ARRAY_SIZE(longs));
	shash_pair_close(&p);
}
END_TEST

static unsigned int random_len(void)
{
	switch (rng_below(4)) {
	case 0:
		return rng_below(SHORT_MAX + 1);
	case 1: {
		// Around block ends and the padding boundary (FIPS 180-4 5.1.2: 111 bytes fit).
		static const int off[] = { -18, -17, -16, -1, 0, 1 };

		return (unsigned int)(128 * (1 + (int)rng_below(40)) + off[rng_below(6)]);
	}
	default:
		return rng_below(20000);
	}
}

static const struct shash_split_suite split_suite = { seed_rng, pair_open, random_len, 16,
						      shash_digest_split };

SHASH_SPLIT_TESTS(split_suite)

// Between the tier and the generic driver both ways, and from the tier to each other tier.
START_TEST(test_export_import)
{
	struct shash_pair p;
	char name[64];

	seed_rng(0xe4ULL ^ ((unsigned long long)_i << 40));
	if (!pair_open(&p, _i))
		return;
	for (unsigned int i = 0; i < fuzz_iterations(200); i++) {
		if (i % 2)
			shash_pair_across(&p, p.tfm, p.ref);
		else
			shash_pair_across(&p, p.ref, p.tfm);
	}
	for (int t = 0; t < N_TIERS; t++) {
		if (t == LOOP_TIER(_i) || !tier_usable(t))
			continue;
		driver_name(name, sizeof(name), LOOP_ALG(_i), t);
		struct crypto_shash *other = alloc_shash(name);

		for (unsigned int i = 0; i < fuzz_iterations(50); i++)
			shash_pair_across(&p, p.tfm, other);
		crypto_free_shash(other);
	}
	shash_pair_close(&p);
}
END_TEST

// The empty message against the constants the generic driver exports (FIPS 180-4 digests).
START_TEST(test_empty_message)
{
	struct shash_pair p;
	u8 out[SHA512_DIGEST_SIZE];

	seed_rng((unsigned long long)_i);
	if (!pair_open(&p, _i))
		return;
	ck_assert_int_eq(crypto_shash_tfm_digest(p.tfm, NULL, 0, out), 0);
	if (LOOP_ALG(_i) == 0)
		ck_assert(!memcmp(out, sha512_zero_message_hash, SHA512_DIGEST_SIZE));
	else
		ck_assert(!memcmp(out, sha384_zero_message_hash, SHA384_DIGEST_SIZE));
	shash_pair_close(&p);
}
END_TEST

static Suite *x86_sha512_suite(void)
{
	return x86_new_suite(
		"x86_sha512", { test_tiers_registered }, { test_lookup_picks_widest },
		{ test_code_logged }, { test_every_length, 2 * N_TIERS },
		{ test_split_updates, 2 * N_TIERS }, { test_nosimd_updates, 2 * N_TIERS },
		{ test_export_import, 2 * N_TIERS }, { test_empty_message, 2 * N_TIERS });
}

int main(void)
{
	return check_run(x86_sha512_suite());
}
