// SPDX-License-Identifier: GPL-2.0-only
// The arm64 universal-hash and CRC drivers (polyval-ce, crct10dif-arm64-ce/-neon, poly1305-neon,
// nhpoly1305-neon) at 6.12's names and priorities: which are registered and self-tested under
// the features the mask leaves, which one each lookup picks (the generic one when masked), their
// digests against the generic drivers at every length past a few steps and at long ones, in
// random pieces carried across by export and import with SIMD unusable at times, the vectors,
// and the library functions they take over. The suite runs once per mask
// (UKCRYPTO_DISABLE_CPU_FEATURES, set by tests/meson.build).
#include <asm/cpufeature.h>
#include <crypto/hash.h>
#include <crypto/internal/simd.h>
#include <crypto/nhpoly1305.h>
#include <crypto/poly1305.h>
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
#include "hash_util.h"
#include "shash_pair.h"
#include "x86_test_util.h"

static bool pmull_usable(void)
{
	return cpu_have_named_feature(ASIMD) && cpu_have_named_feature(PMULL);
}

static bool asimd_usable(void)
{
	return cpu_have_named_feature(ASIMD);
}

/* One row a driver: its algorithm, its generic counterpart, its sizes (key 0: unkeyed), the
 * shortest message its digest takes (Poly1305's key is the data's first 32 bytes), and
 * whether the CPU (as masked) lets it register. */
struct mac_row {
	const char *alg, *driver, *generic;
	int priority;
	unsigned int digestsize, keysize, min_len;
	bool (*usable)(void);
};

static const struct mac_row rows[] = {
	{ "polyval", "polyval-ce", "polyval-generic", 200, 16, 16, 0, pmull_usable },
	{ "crct10dif", "crct10dif-arm64-ce", "crct10dif-generic", 200, 2, 0, 0, pmull_usable },
	{ "crct10dif", "crct10dif-arm64-neon", "crct10dif-generic", 150, 2, 0, 0, asimd_usable },
	{ "poly1305", "poly1305-neon", "poly1305-generic", 200, 16, 0, 32, asimd_usable },
	{ "nhpoly1305", "nhpoly1305-neon", "nhpoly1305-generic", 200, 16, NHPOLY1305_KEY_SIZE, 0,
	  asimd_usable },
};

#define NROWS ((int)(sizeof(rows) / sizeof(rows[0])))

/* What a lookup of row @r's algorithm should give: its usable driver of the highest priority,
 * else the generic one. */
static const char *expected_driver(int r)
{
	const struct mac_row *best = NULL;

	for (int i = 0; i < NROWS; i++)
		if (!strcmp(rows[i].alg, rows[r].alg) && rows[i].usable() &&
		    (!best || rows[i].priority > best->priority))
			best = &rows[i];
	return best ? best->driver : rows[r].generic;
}

// ---- which drivers are there ----

// Registered and self-tested exactly when its features are left, at 6.12's priority; masking
// pmull or asimd takes it away, not only lowers it.
START_TEST(test_registered)
{
	const struct mac_row *r = &rows[_i];
	char *proc = proc_crypto_read();

	if (cpu_feature_masked("asimd") ||
	    (r->usable == pmull_usable && cpu_feature_masked("pmull")))
		ck_assert_msg(!r->usable(), "%s: masked but usable", r->driver);
	const char *block = assert_selftested(proc, r->driver, r->usable());
	if (block) {
		char prio[40];

		snprintf(prio, sizeof(prio), "priority     : %d\n", r->priority);
		ck_assert_msg(proc_block_has(block, prio), "%s: priority", r->driver);
	}
	assert_selftested(proc, r->generic, true);
	free(proc);
	ck_assert_int_eq(alloc_shash_err(r->driver), r->usable() ? 0 : -ENOENT);
}
END_TEST

START_TEST(test_lookup_picks)
{
	struct crypto_shash *tfm = alloc_shash(rows[_i].alg);

	ck_assert_str_eq(crypto_shash_driver_name(tfm), expected_driver(_i));
	ck_assert_uint_eq(crypto_shash_digestsize(tfm), rows[_i].digestsize);
	crypto_free_shash(tfm);
}
END_TEST

// ---- the same digests as the generic driver ----

/* The row tests (shash_pair_rows_*): every length (past POLYVAL's eight blocks, the CRC's
 * 4 KiB + 16 split aside, NH's 64-byte units); long messages at random lengths, then around the
 * 4 KiB NEON sections; random pieces across export and import (the states are the generic
 * drivers' in 6.12 as here, poly1305's too, so they move). */
static const unsigned int mac_around[] = {
	4095, 4096, 4097, 4096 + 15, 4096 + 16, 4096 + 17, 8192 + 1, SHASH_PAIR_ROWS_LONG_MAX
};

static bool mac_pair_row(int i, struct shash_pair_row *out)
{
	*out = (struct shash_pair_row){ rows[i].driver, rows[i].generic, rows[i].keysize,
					rows[i].min_len };
	return rows[i].usable();
}

static const struct shash_pair_rows mac_pair_rows = {
	.row = mac_pair_row,
	.seed = 0xa64acULL,
	.long_n = 48,
	.around = mac_around,
	.naround = ARRAY_SIZE(mac_around),
};

// ---- the vectors ----

/* Each vector of the algorithm (6.12's testmgr.h ones among them) through the driver, keyed as
 * the vector says: one-shot, and in updates of 1, 2, 3, ... bytes. */
START_TEST(test_vectors)
{
	const struct mac_row *r = &rows[_i];
	unsigned int count;
	const struct hash_testvec *v = hash_suite_vecs(r->alg, &count);

	if (!r->usable())
		return;
	struct crypto_shash *tfm = alloc_shash(r->driver);
	for (unsigned int n = 0; n < count; n++, v++)
		shash_assert_vector(tfm, v, r->digestsize, n);
	crypto_free_shash(tfm);
}
END_TEST

// ---- the library functions ----

/* crc_t10dif() and crc_t10dif_update(), which run the driver a "crct10dif" lookup returns,
 * equal the portable code at every length, seed and alignment. */
START_TEST(test_crc_t10dif_library)
{
	shash_pair_crc_t10dif_library(0xa64acULL, 9000, 8400, 48);
}
END_TEST

/* poly1305_init(), _update() and _final(), the arm64 hooks (NEON for longer runs where it is
 * left, SIMD unusable at times), equal the generic library in random pieces. */
START_TEST(test_poly1305_library)
{
	u8 *buf = malloc(9000), key[POLY1305_KEY_SIZE], want[16], got[16];
	struct poly1305_desc_ctx a, b;

	rng_seed_from_env(0xa64acULL, 400);
	for (unsigned int iter = 0; iter < fuzz_iterations(200); iter++) {
		unsigned int len = rng_below(iter & 1 ? 9000 : 700);

		rng_bytes(key, sizeof(key));
		rng_bytes(buf, len);
		poly1305_init_generic(&b, key);
		poly1305_update_generic(&b, buf, len);
		poly1305_final_generic(&b, want);
		poly1305_init(&a, key);
		for (unsigned int done = 0, piece; done < len; done += piece) {
			piece = rng_below(4) ? len - done : rng_below(len - done + 1);
			crypto_simd_disabled_for_test = iter & 2;
			poly1305_update(&a, buf + done, piece);
			crypto_simd_disabled_for_test = false;
		}
		poly1305_final(&a, got);
		ck_assert_msg(!memcmp(got, want, sizeof(want)), "len %u (seed %llu)", len,
			      rng_seed);
	}
	free(buf);
}
END_TEST

int main(void)
{
	if (crypto_init())
		return EXIT_FAILURE;
	shash_pair_rows_use(&mac_pair_rows);
	return check_run(check_new_suite(
		"arm64 mac", "core", X86_SUITE_TIMEOUT, { test_registered, NROWS },
		{ test_lookup_picks, NROWS }, { &shash_pair_rows_every_length, NROWS },
		{ &shash_pair_rows_long, NROWS }, { &shash_pair_rows_pieces, NROWS },
		{ test_vectors, NROWS }, { test_crc_t10dif_library }, { test_poly1305_library }));
}
