// SPDX-License-Identifier: GPL-2.0-only
// The arm64 hash drivers of the Armv8.2 instructions, at 6.12's names and priorities: which are
// registered under the features the mask leaves, which one a lookup picks, their digests
// against the generic drivers at every short length and some long ones, from unaligned input,
// in random updates (SIMD unusable at times), across export/import both ways, and the vectors.
// The suite runs once per mask (UKCRYPTO_DISABLE_CPU_FEATURES, set by tests/meson.build).
#include <asm/cpufeature.h>
#include <crypto/hash.h>
#include <crypto/internal/simd.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sys/auxv.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "hash_util.h"
#include "shash_pair.h"
#include "shash_pair_split.h"
#include "x86_test_util.h"

#define SHORT_MAX 600
#define LONG_MAX_LEN (1u << 18)

// One driver of 6.12's sha512-ce-glue.c, sha3-ce-glue.c or sm3-ce-glue.c, with the feature its
// module_cpu_feature_match() names (and Advanced SIMD, which the probe makes it need).
struct hash_row {
	const char *alg;
	const char *driver;
	unsigned int feature; // cpu_feature(...), as the library sees it, masked
	unsigned long hwcap;  // HWCAP_*, read unmasked from the auxiliary vector
	const char *flag;     // the name UKCRYPTO_DISABLE_CPU_FEATURES masks it by
	int priority;
	unsigned int digestsize;
	unsigned int blocksize;
};

static const struct hash_row rows[] = {
	{ "sha384", "sha384-ce", cpu_feature(SHA512), HWCAP_SHA512, "sha512", 200, 48, 128 },
	{ "sha512", "sha512-ce", cpu_feature(SHA512), HWCAP_SHA512, "sha512", 200, 64, 128 },
	{ "sha3-224", "sha3-224-ce", cpu_feature(SHA3), HWCAP_SHA3, "sha3", 200, 28, 144 },
	{ "sha3-256", "sha3-256-ce", cpu_feature(SHA3), HWCAP_SHA3, "sha3", 200, 32, 136 },
	{ "sha3-384", "sha3-384-ce", cpu_feature(SHA3), HWCAP_SHA3, "sha3", 200, 48, 104 },
	{ "sha3-512", "sha3-512-ce", cpu_feature(SHA3), HWCAP_SHA3, "sha3", 200, 64, 72 },
	{ "sm3", "sm3-ce", cpu_feature(SM3), HWCAP_SM3, "sm3", 400, 32, 64 },
};

#define N_ROWS ((int)(sizeof(rows) / sizeof(rows[0])))

static bool row_usable(int r)
{
	return cpu_have_named_feature(ASIMD) && cpu_have_feature(rows[r].feature);
}

static void generic_name(char *out, size_t n, int r)
{
	snprintf(out, n, "%s-generic", rows[r].alg);
}

static void seed_rng(unsigned long long salt)
{
	rng_seed_from_env(0xa64ba5ULL, salt);
}

// ---- which drivers are there ----

// Registered and self-tested exactly when the feature is left; the mask takes it away; with no
// mask the probe follows the auxiliary vector.
START_TEST(test_registered)
{
	const struct hash_row *row = &rows[_i];
	const char *mask = getenv("UKCRYPTO_DISABLE_CPU_FEATURES");
	char *proc = proc_crypto_read();

	if (!mask || !*mask)
		ck_assert_msg(row_usable(_i) == !!(getauxval(AT_HWCAP) & row->hwcap),
			      "%s: probe and auxiliary vector disagree", row->driver);
	if (cpu_feature_masked(row->flag) || cpu_feature_masked("asimd"))
		ck_assert_msg(!row_usable(_i), "%s: masked but usable", row->driver);
	const char *block = assert_selftested(proc, row->driver, row_usable(_i));
	if (block) {
		char prio[40];

		snprintf(prio, sizeof(prio), "priority     : %d\n", row->priority);
		ck_assert_msg(proc_block_has(block, prio), "%s: priority", row->driver);
	}
	free(proc);
	struct crypto_shash *tfm = crypto_alloc_shash(row->driver, 0, 0);
	if (!row_usable(_i)) {
		ck_assert_msg(PTR_ERR(tfm) == -ENOENT, "%s: %ld", row->driver, PTR_ERR(tfm));
		return;
	}
	ck_assert_msg(!IS_ERR(tfm), "%s: %ld", row->driver, PTR_ERR(tfm));
	ck_assert_int_eq(crypto_shash_tfm(tfm)->__crt_alg->cra_priority, row->priority);
	ck_assert_uint_eq(crypto_shash_digestsize(tfm), row->digestsize);
	ck_assert_uint_eq(crypto_shash_blocksize(tfm), row->blocksize);
	crypto_free_shash(tfm);
}
END_TEST

// The algorithm name picks the arm64 driver when it is there, else the generic one.
START_TEST(test_lookup_picks)
{
	char want[64];
	struct crypto_shash *tfm = alloc_shash(rows[_i].alg);

	if (row_usable(_i))
		snprintf(want, sizeof(want), "%s", rows[_i].driver);
	else
		generic_name(want, sizeof(want), _i);
	ck_assert_str_eq(crypto_shash_driver_name(tfm), want);
	crypto_free_shash(tfm);
}
END_TEST

// ---- the same digests as the generic driver ----

static bool pair_open(struct shash_pair *p, int r)
{
	char generic[64];

	if (!row_usable(r))
		return false;
	generic_name(generic, sizeof(generic), r);
	shash_pair_open(p, rows[r].driver, generic, LONG_MAX_LEN + 16);
	return true;
}

// Every length 0..SHORT_MAX, one-shot and in one update, from each of eight alignments in
// turn; then long ones around block ends.
START_TEST(test_every_length)
{
	static const unsigned int aligns[] = { 0, 1, 2, 3, 4, 5, 6, 7 };
	static const unsigned int longs[] = {
		1023, 1024, 4096 + 111, 65536 + 129, LONG_MAX_LEN - 1, LONG_MAX_LEN
	};
	struct shash_pair p;

	seed_rng((unsigned long long)_i << 40);
	if (!pair_open(&p, _i))
		return;
	shash_pair_every_length(&p, SHORT_MAX, aligns, 8, true, longs, ARRAY_SIZE(longs));
	shash_pair_close(&p);
}
END_TEST

// The block size of the row the running split test opened, for random_len().
static unsigned int split_blocksize;

static bool split_open(struct shash_pair *p, int r)
{
	split_blocksize = rows[r].blocksize;
	return pair_open(p, r);
}

static unsigned int random_len(void)
{
	static const int off[] = { -18, -17, -16, -1, 0, 1 };

	switch (rng_below(4)) {
	case 0:
		return rng_below(SHORT_MAX + 1);
	case 1:
		// Around block ends, where the padding spills into another block or not.
		return (unsigned int)((int)split_blocksize * (1 + (int)rng_below(40)) +
				      off[rng_below(6)]);
	default:
		return rng_below(20000);
	}
}

static const struct shash_split_suite split_suite = { seed_rng, split_open, random_len, 16,
						      shash_digest_split };

SHASH_SPLIT_TESTS(split_suite)

// States exported mid-message move between the driver and the generic one, both ways.
START_TEST(test_export_import)
{
	struct shash_pair p;

	seed_rng(0xe4ULL ^ ((unsigned long long)_i << 40));
	if (!pair_open(&p, _i))
		return;
	shash_pair_both_ways(&p, fuzz_iterations(200));
	shash_pair_close(&p);
}
END_TEST

// ---- the vectors ----

// Each unkeyed vector of the algorithm (6.12's testmgr.h ones among them) through the driver:
// one-shot, and in updates of 1, 2, 3, ... bytes.
START_TEST(test_vectors)
{
	unsigned int count;
	const struct hash_testvec *v = hash_suite_vecs(rows[_i].alg, &count);

	if (!row_usable(_i))
		return;
	struct crypto_shash *tfm = alloc_shash(rows[_i].driver);
	for (unsigned int n = 0; n < count; n++, v++)
		if (!v->ksize)
			shash_assert_vector(tfm, v, rows[_i].digestsize, n);
	crypto_free_shash(tfm);
}
END_TEST

int main(void)
{
	return check_run(started_before_fork(check_new_suite(
		"arm64 hash", "core", X86_SUITE_TIMEOUT, { test_registered, N_ROWS },
		{ test_lookup_picks, N_ROWS }, { test_every_length, N_ROWS },
		{ test_split_updates, N_ROWS }, { test_nosimd_updates, N_ROWS },
		{ test_export_import, N_ROWS }, { test_vectors, N_ROWS })));
}
