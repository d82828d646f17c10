// SPDX-License-Identifier: GPL-2.0-only
// The DRBGs' second noise source, as 6.12 seeds them: an instance outside test mode takes
// jitterentropy_rng's output at its instantiation and every reseed, a test instance does not,
// and without the Jitter RNG an instance goes on outside FIPS mode and fails in it.
#include <crypto/drbg.h>
#include <crypto/rng.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/fips.h>

#include <stdlib.h>
#include <string.h>

#include "check_run.h"
#include "jitterentropy.h"
#include "proc_util.h"

// A clock whose every reading is counted: the Jitter RNG reads it twice a sample.
static u64 clock_now = 1000000000ull, clock_reads, clock_rand = 0x2545f4914f6cdd1dull;

static u64 clock_read(void)
{
	clock_reads++;
	clock_rand ^= clock_rand << 13;
	clock_rand ^= clock_rand >> 7;
	clock_rand ^= clock_rand << 17;
	clock_now += 1000 + (clock_rand & 0xfff);
	return clock_now;
}

static struct crypto_rng *drbg_alloc(const char *name)
{
	struct crypto_rng *rng = crypto_alloc_rng(name, 0, 0);

	ck_assert_msg(!IS_ERR(rng), "%s: %ld", name, PTR_ERR(rng));
	return rng;
}

// nopr: the instantiation samples the Jitter RNG, a request within the reseed interval does
// not. pr: every request reseeds, so every request samples it again.
START_TEST(test_seeding_samples_jent)
{
	u8 buf[64];

	ukc_jent_set_time_source(clock_read);
	struct crypto_rng *rng = drbg_alloc("drbg_nopr_hmac_sha256");
	ck_assert_uint_eq(clock_reads, 0);
	ck_assert_int_eq(crypto_rng_reset(rng, NULL, 0), 0);
	u64 seeded = clock_reads;
	ck_assert_uint_gt(seeded, 2 * 256);
	ck_assert_int_eq(crypto_rng_get_bytes(rng, buf, sizeof(buf)), 0);
	ck_assert_uint_eq(clock_reads, seeded);
	crypto_free_rng(rng);

	rng = drbg_alloc("drbg_pr_ctr_aes256");
	ck_assert_int_eq(crypto_rng_reset(rng, NULL, 0), 0);
	u64 before = clock_reads;
	ck_assert_int_eq(crypto_rng_get_bytes(rng, buf, sizeof(buf)), 0);
	ck_assert_uint_gt(clock_reads, before);
	before = clock_reads;
	ck_assert_int_eq(crypto_rng_get_bytes(rng, buf, sizeof(buf)), 0);
	ck_assert_uint_gt(clock_reads, before);
	crypto_free_rng(rng);
	ukc_jent_set_time_source(NULL);
}
END_TEST

// Test entropy (crypto_drbg_reset_test()) replaces every noise source: no sample is taken.
START_TEST(test_test_mode_takes_no_jent)
{
	static u8 entropy[48] = { 1, 2, 3 };
	struct drbg_test_data test = { .testentropy = NULL };
	struct drbg_string ent, pers;
	u8 buf[32];

	drbg_string_fill(&ent, entropy, sizeof(entropy));
	drbg_string_fill(&pers, NULL, 0);
	test.testentropy = &ent;
	ukc_jent_set_time_source(clock_read);
	struct crypto_rng *rng = drbg_alloc("drbg_pr_hmac_sha256");
	ck_assert_int_eq(crypto_drbg_reset_test(rng, &pers, &test), 0);
	ck_assert_int_eq(crypto_rng_get_bytes(rng, buf, sizeof(buf)), 0);
	ck_assert_uint_eq(clock_reads, 0);
	crypto_free_rng(rng);
	ukc_jent_set_time_source(NULL);
}
END_TEST

// jitterentropy_rng left out of the build (UKCRYPTO_BUILTIN_EXCLUDE): 6.12 logs and seeds from
// the system alone, except in FIPS mode, where the instantiation fails with the lookup's error.
START_TEST(test_without_jent)
{
	static const char msg[] = "DRBG: Continuing without Jitter RNG";
	u8 buf[32];

	ck_assert_int_eq(PTR_ERR(crypto_alloc_rng("jitterentropy_rng", 0, 0)), -ENOENT);
	struct crypto_rng *rng = drbg_alloc("stdrng");
	int logged = log_count(msg);
	if (fips_enabled) {
		ck_assert_int_eq(crypto_rng_reset(rng, NULL, 0), -ENOENT);
		ck_assert_int_eq(crypto_rng_get_bytes(rng, buf, sizeof(buf)), -EINVAL);
		ck_assert_int_eq(log_count(msg), logged);
	} else {
		ck_assert_int_eq(crypto_rng_reset(rng, NULL, 0), 0);
		ck_assert_int_eq(log_count(msg), logged + 1);
		ck_assert_int_eq(crypto_rng_get_bytes(rng, buf, sizeof(buf)), 0);
	}
	crypto_free_rng(rng);
}
END_TEST

int main(int argc, char **argv)
{
	bool without = argc > 1 && !strcmp(argv[1], "without-jent");
	Suite *s;

	if (without)
		s = check_new_suite("drbg-jent-absent", "drbg-jent", 120, { test_without_jent });
	else
		s = check_new_suite("drbg-jent", "drbg-jent", 120, { test_seeding_samples_jent },
				    { test_test_mode_takes_no_jent });
	if (crypto_init())
		return EXIT_FAILURE;
	return check_run(s);
}
