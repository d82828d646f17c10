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

#define EVERY_LEN_MAX 1100
#define LONG_MAX_LEN (70 * 1024)

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

/* The pair of row @row (keyed alike with a random key when it takes one), the random stream
 * seeded by @salt, and @len random message bytes; false when the driver is not there. */
static bool clmul_pair_random(struct shash_pair *p, unsigned int row, unsigned int salt, size_t len)
{
	const struct clmul_row *r = &clmul_rows[row];

	rng_seed_from_env(0xc1a0ULL, salt);
	if (!r->usable())
		return false;
	shash_pair_open_keyed(p, r->driver, r->generic, r->keysize, len);
	return true;
}

/* Every length up to EVERY_LEN_MAX, at a misalignment that varies with it. */
START_TEST(test_every_length)
{
	struct shash_pair p;

	if (!clmul_pair_random(&p, _i, 1 + _i, EVERY_LEN_MAX + 64))
		return;
	shash_pair_every_offset(&p, EVERY_LEN_MAX, 61);
	shash_pair_close(&p);
}
END_TEST

/* Long messages at random lengths up to past 64 KiB, at every offset of a cache line. */
START_TEST(test_long)
{
	struct shash_pair p;

	if (!clmul_pair_random(&p, _i, 100 + _i, LONG_MAX_LEN + 64))
		return;
	shash_pair_random_long(&p, LONG_MAX_LEN, fuzz_iterations(64));
	shash_pair_assert_digest(&p, p.msg + 1, LONG_MAX_LEN);
	shash_pair_close(&p);
}
END_TEST

/* Random pieces through the driver, exported midway and finished by the generic one (and the
 * other way), with the FPU unusable in some runs: all equal the generic one-shot digest. */
START_TEST(test_pieces_and_export)
{
	struct shash_pair p;

	if (!clmul_pair_random(&p, _i, 200 + _i, 8192))
		return;
	shash_pair_pieces_across(&p, 0, 8192, fuzz_iterations(300));
	shash_pair_close(&p);
}
END_TEST

/* crc_t10dif() and crc_t10dif_update(), which run crct10dif-pclmul once it is there, equal
 * the portable code at every length, seed and alignment. */
START_TEST(test_crc_t10dif_library)
{
	u8 *buf = malloc(4200);

	rng_seed_from_env(0xc1a0ULL, 300);
	rng_bytes(buf, 4200);
	for (unsigned int len = 0; len <= 4096; len += 1 + len / 64) {
		u16 seed = (u16)rng_next();
		const u8 *p = buf + len % 61;

		ck_assert_uint_eq(crc_t10dif(p, len), crc_t10dif_generic(0, p, len));
		ck_assert_uint_eq(crc_t10dif_update(seed, p, len),
				  crc_t10dif_generic(seed, p, len));
	}
	free(buf);
}
END_TEST

int main(void)
{
	if (crypto_init())
		return EXIT_FAILURE;
	return check_run(
		check_new_suite("x86_clmul", "clmul", 300, { test_lookup_picks_pclmul, NROWS },
				{ test_registered_and_selftested, NROWS },
				{ test_every_length, NROWS }, { test_long, NROWS },
				{ test_pieces_and_export, NROWS }, { test_crc_t10dif_library }));
}
