// SPDX-License-Identifier: GPL-2.0-only
// The x86 carry-less-multiply drivers (crct10dif-pclmul, crc32-pclmul, polyval-clmulni): which
// driver each lookup picks (ours where the CPU has the features and they are not masked, the
// generic one otherwise), their self-test status, and their digests against the generic drivers
// at every length up to past the 512-bit fold's chunk and POLYVAL's eight-block step, at long
// lengths, at every alignment, in random pieces across export and import, with the FPU unusable,
// and through the library functions they take over.
#include <asm/cpufeature.h>
#include <crypto/hash.h>
#include <crypto/ukcrypto.h>
#include <linux/crc-t10dif.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "shash_pair.h"
#include "x86_test_util.h"

static bool pclmul_usable(void)
{
	return boot_cpu_has(X86_FEATURE_PCLMULQDQ);
}

/* polyval-clmulni wants AVX too, as 6.12's does (with the ymm state saved). */
static bool pclmul_avx_usable(void)
{
	return pclmul_usable() && boot_cpu_has(X86_FEATURE_AVX) &&
	       cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM, NULL);
}

/* One row a driver: its lookup name, its generic counterpart, its key (0: unkeyed), and
 * whether the CPU (as masked) lets it register. */
struct clmul_row {
	const char *name, *driver, *generic;
	unsigned int digestsize, keysize;
	bool (*usable)(void);
};

static const struct clmul_row clmul_rows[] = {
	{ "crct10dif", "crct10dif-pclmul", "crct10dif-generic", 2, 0, pclmul_usable },
	{ "crc32", "crc32-pclmul", "crc32-generic", 4, 4, pclmul_usable },
	{ "polyval", "polyval-clmulni", "polyval-generic", 16, 16, pclmul_avx_usable },
};

#define NROWS (sizeof(clmul_rows) / sizeof(clmul_rows[0]))

START_TEST(test_lookup_picks_pclmul)
{
	const struct clmul_row *r = &clmul_rows[_i];
	struct crypto_shash *tfm = alloc_shash(r->name);

	ck_assert_str_eq(crypto_shash_driver_name(tfm), r->usable() ? r->driver : r->generic);
	ck_assert_int_eq(crypto_shash_tfm(tfm)->__crt_alg->cra_priority, r->usable() ? 200 : 100);
	crypto_free_shash(tfm);
	// Masking pclmulqdq (or avx) must take the driver away, not only lower it.
	if (cpu_feature_masked("pclmulqdq") ||
	    (r->usable == pclmul_avx_usable && cpu_feature_masked("avx")))
		ck_assert(!r->usable());
}
END_TEST

START_TEST(test_registered_and_selftested)
{
	const struct clmul_row *r = &clmul_rows[_i];
	char *proc = proc_crypto_read();

	assert_selftested(proc, r->driver, r->usable());
	assert_selftested(proc, r->generic, true);
	free(proc);
}
END_TEST

/* The row tests (shash_pair_rows_*): every length at a misalignment that varies with it; long
 * messages at random lengths at every offset of a cache line, then the longest from offset 1;
 * random pieces across export and import with the FPU unusable at times. */
static const unsigned int clmul_around[] = { SHASH_PAIR_ROWS_LONG_MAX };

static bool clmul_pair_row(int i, struct shash_pair_row *out)
{
	const struct clmul_row *r = &clmul_rows[i];

	*out = (struct shash_pair_row){ r->driver, r->generic, r->keysize, 0 };
	return r->usable();
}

static const struct shash_pair_rows clmul_pair_rows = {
	.row = clmul_pair_row,
	.seed = 0xc1a0ULL,
	.long_n = 64,
	.around = clmul_around,
	.naround = 1,
	.around_off = 1,
};

/* crc_t10dif() and crc_t10dif_update(), which run crct10dif-pclmul once it is there, equal
 * the portable code at every length, seed and alignment. */
START_TEST(test_crc_t10dif_library)
{
	shash_pair_crc_t10dif_library(0xc1a0ULL, 4200, 4096, 64);
}
END_TEST

int main(void)
{
	if (crypto_init())
		return EXIT_FAILURE;
	shash_pair_rows_use(&clmul_pair_rows);
	return check_run(check_new_suite(
		"x86_clmul", "clmul", 300, { test_lookup_picks_pclmul, NROWS },
		{ test_registered_and_selftested, NROWS }, { &shash_pair_rows_every_length, NROWS },
		{ &shash_pair_rows_long, NROWS }, { &shash_pair_rows_pieces, NROWS },
		{ test_crc_t10dif_library }));
}
