// SPDX-License-Identifier: GPL-2.0-only
// The x86 carry-less-multiply drivers (crct10dif-pclmul, crc32-pclmul, polyval-clmulni): which
// driver each lookup picks (ours where the CPU has the features and they are not masked, the
// generic one otherwise), their self-test status, and their digests against the generic drivers
// at every length up to past the 512-bit fold's chunk and POLYVAL's eight-block step, at long
// lengths, at every alignment, in random pieces across export and import, with the FPU unusable,
// and through the library functions they take over.
#include <asm/cpufeature.h>
#include <crypto/hash.h>
#include <crypto/internal/simd.h>
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

/* The driver and the generic one, keyed alike with a random key when they take one; the
 * driver's key set with the FPU unusable every other time. */
struct clmul_pair {
	struct crypto_shash *tfm, *ref;
};

static bool clmul_pair_alloc(struct clmul_pair *pair, const struct clmul_row *r)
{
	u8 key[32];

	if (!r->usable())
		return false;
	pair->tfm = alloc_shash(r->driver);
	pair->ref = alloc_shash(r->generic);
	if (r->keysize) {
		rng_bytes(key, r->keysize);
		crypto_simd_disabled_for_test = rng_below(2);
		ck_assert_int_eq(crypto_shash_setkey(pair->tfm, key, r->keysize), 0);
		crypto_simd_disabled_for_test = false;
		ck_assert_int_eq(crypto_shash_setkey(pair->ref, key, r->keysize), 0);
	}
	return true;
}

static void clmul_pair_free(struct clmul_pair *pair)
{
	crypto_free_shash(pair->ref);
	crypto_free_shash(pair->tfm);
}

static void assert_same_digest(const struct clmul_pair *pair, const u8 *p, unsigned int len)
{
	u8 want[32], got[32];
	unsigned int ds = crypto_shash_digestsize(pair->ref);

	ck_assert_int_eq(crypto_shash_tfm_digest(pair->ref, p, len, want), 0);
	ck_assert_int_eq(crypto_shash_tfm_digest(pair->tfm, p, len, got), 0);
	ck_assert_msg(!memcmp(got, want, ds), "%s: len %u at offset %u",
		      crypto_shash_driver_name(pair->tfm), len, (unsigned int)((size_t)p % 64));
}

/* The pair of row @row, the random stream seeded by @salt, and @len random message bytes (to
 * free()); NULL when the driver is not there. */
static u8 *clmul_pair_random(struct clmul_pair *pair, unsigned int row, unsigned int salt,
			     size_t len)
{
	rng_seed_from_env(0xc1a0ULL, salt);
	if (!clmul_pair_alloc(pair, &clmul_rows[row]))
		return NULL;
	u8 *buf = malloc(len);

	rng_bytes(buf, len);
	return buf;
}

/* Every length up to EVERY_LEN_MAX, at a misalignment that varies with it. */
START_TEST(test_every_length)
{
	struct clmul_pair pair;
	u8 *buf = clmul_pair_random(&pair, _i, 1 + _i, EVERY_LEN_MAX + 64);

	if (!buf)
		return;
	for (unsigned int len = 0; len <= EVERY_LEN_MAX; len++)
		assert_same_digest(&pair, buf + len % 61, len);
	clmul_pair_free(&pair);
	free(buf);
}
END_TEST

/* Long messages at random lengths up to past 64 KiB, at every offset of a cache line. */
START_TEST(test_long)
{
	struct clmul_pair pair;
	u8 *buf = clmul_pair_random(&pair, _i, 100 + _i, LONG_MAX_LEN + 64);

	if (!buf)
		return;
	for (unsigned int iter = 0; iter < fuzz_iterations(64); iter++)
		assert_same_digest(&pair, buf + iter % 64, rng_below(LONG_MAX_LEN + 1));
	assert_same_digest(&pair, buf + 1, LONG_MAX_LEN);
	clmul_pair_free(&pair);
	free(buf);
}
END_TEST

/* Random pieces through the driver, exported midway and finished by the generic one (and the
 * other way), with the FPU unusable in every other run: all equal the generic one-shot digest. */
START_TEST(test_pieces_and_export)
{
	const struct clmul_row *r = &clmul_rows[_i];
	struct clmul_pair pair;
	u8 *buf = malloc(8192), want[32], got[32];

	rng_seed_from_env(0xc1a0ULL, 200 + _i);
	if (!clmul_pair_alloc(&pair, r)) {
		free(buf);
		return;
	}
	for (unsigned int iter = 0; iter < fuzz_iterations(300); iter++) {
		unsigned int len = rng_below(iter & 2 ? 8192 : 600), done;
		struct crypto_shash *first = iter & 1 ? pair.ref : pair.tfm;
		struct crypto_shash *second = iter & 1 ? pair.tfm : pair.ref;

		rng_bytes(buf, len);
		ck_assert_int_eq(crypto_shash_tfm_digest(pair.ref, buf, len, want), 0);
		crypto_simd_disabled_for_test = iter & 4;
		done = shash_digest_pieces_across(first, second, buf, len, got);
		crypto_simd_disabled_for_test = false;
		ck_assert_msg(!memcmp(got, want, r->digestsize),
			      "%s: len %u split at %u (seed %llu)", r->driver, len, done, rng_seed);
	}
	clmul_pair_free(&pair);
	free(buf);
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
