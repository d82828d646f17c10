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
#include "x86_test_util.h"

#define EVERY_LEN_MAX 1100
#define LONG_MAX_LEN (70 * 1024)

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

/* The driver and the generic one, keyed alike with a random key when they take one; the
 * driver's key set with SIMD unusable every other time. */
struct mac_pair {
	struct crypto_shash *tfm, *ref;
};

static bool pair_alloc(struct mac_pair *pair, const struct mac_row *r)
{
	static u8 key[NHPOLY1305_KEY_SIZE];

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

static void pair_free(struct mac_pair *pair)
{
	crypto_free_shash(pair->ref);
	crypto_free_shash(pair->tfm);
}

/* Equal digests, or equal errors (a Poly1305 message shorter than its key: -ENOKEY). */
static void assert_same_digest(const struct mac_pair *pair, const u8 *p, unsigned int len)
{
	u8 want[32], got[32];
	unsigned int ds = crypto_shash_digestsize(pair->ref);
	int want_err = crypto_shash_tfm_digest(pair->ref, p, len, want);

	ck_assert_int_eq(crypto_shash_tfm_digest(pair->tfm, p, len, got), want_err);
	ck_assert_msg(want_err || !memcmp(got, want, ds), "%s: len %u at offset %u (seed %llu)",
		      crypto_shash_driver_name(pair->tfm), len, (unsigned int)((size_t)p % 64),
		      rng_seed);
}

/* The pair of row @row, the random stream seeded by @salt, and @len random message bytes (to
 * free()); NULL when the driver is not there. */
static u8 *pair_random(struct mac_pair *pair, int row, unsigned int salt, size_t len)
{
	rng_seed_from_env(0xa64acULL, salt);
	if (!pair_alloc(pair, &rows[row]))
		return NULL;
	u8 *buf = malloc(len);

	rng_bytes(buf, len);
	return buf;
}

/* Every length up to EVERY_LEN_MAX (past POLYVAL's eight blocks, the CRC's 4 KiB + 16 split
 * aside, NH's 64-byte units), at a misalignment that varies with it. */
START_TEST(test_every_length)
{
	struct mac_pair pair;
	u8 *buf = pair_random(&pair, _i, 1 + _i, EVERY_LEN_MAX + 64);

	if (!buf)
		return;
	for (unsigned int len = 0; len <= EVERY_LEN_MAX; len++)
		assert_same_digest(&pair, buf + len % 61, len);
	pair_free(&pair);
	free(buf);
}
END_TEST

/* Long messages at random lengths up to past 64 KiB, at every offset of a cache line, and
 * around the 4 KiB NEON sections. */
START_TEST(test_long)
{
	static const unsigned int around[] = { 4095,	  4096,	     4097,     4096 + 15,
					       4096 + 16, 4096 + 17, 8192 + 1, LONG_MAX_LEN };
	struct mac_pair pair;
	u8 *buf = pair_random(&pair, _i, 100 + _i, LONG_MAX_LEN + 64);

	if (!buf)
		return;
	for (unsigned int iter = 0; iter < fuzz_iterations(48); iter++)
		assert_same_digest(&pair, buf + iter % 64, rng_below(LONG_MAX_LEN + 1));
	for (unsigned int i = 0; i < ARRAY_SIZE(around); i++)
		assert_same_digest(&pair, buf + i, around[i]);
	pair_free(&pair);
	free(buf);
}
END_TEST

/* Random pieces through the driver, exported midway and finished by the generic one (and the
 * other way), with SIMD unusable in some runs: all equal the generic one-shot digest. The
 * states are the generic drivers' in 6.12 as here (poly1305's too, here), so they move. */
START_TEST(test_pieces_and_export)
{
	const struct mac_row *r = &rows[_i];
	struct mac_pair pair;
	u8 *buf = malloc(8192), want[32], got[32];

	rng_seed_from_env(0xa64acULL, 200 + _i);
	if (!pair_alloc(&pair, r)) {
		free(buf);
		return;
	}
	for (unsigned int iter = 0; iter < fuzz_iterations(300); iter++) {
		unsigned int len = r->min_len + rng_below(iter & 2 ? 8192 - r->min_len : 600), done;
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
	pair_free(&pair);
	free(buf);
}
END_TEST

// ---- the vectors ----

/* Each vector of the algorithm (6.12's testmgr.h ones among them) through the driver, keyed as
 * the vector says: one-shot, and in updates of 1, 2, 3, ... bytes. */
START_TEST(test_vectors)
{
	const struct mac_row *r = &rows[_i];
	unsigned int count;
	const struct hash_testvec *v = hash_suite_vecs(r->alg, &count);
	u8 out[32];

	if (!r->usable())
		return;
	struct crypto_shash *tfm = alloc_shash(r->driver);
	SHASH_DESC_ON_STACK(desc, tfm);
	desc->tfm = tfm;
	for (unsigned int n = 0; n < count; n++, v++) {
		const u8 *pt = (const u8 *)v->plaintext;

		if (v->ksize &&
		    crypto_shash_setkey(tfm, (const u8 *)v->key, v->ksize) != v->setkey_error)
			ck_abort_msg("%s: vector %u: setkey", r->driver, n);
		if (v->setkey_error)
			continue;
		ck_assert_int_eq(crypto_shash_tfm_digest(tfm, pt, v->psize, out), v->digest_error);
		if (v->digest_error)
			continue;
		ck_assert_msg(!memcmp(out, v->digest, r->digestsize), "%s: vector %u", r->driver,
			      n);
		ck_assert_int_eq(crypto_shash_init(desc), 0);
		for (unsigned int at = 0, step = 1; at < v->psize; at += step, step++)
			ck_assert_int_eq(
				crypto_shash_update(desc, pt + at,
						    step < v->psize - at ? step : v->psize - at),
				0);
		ck_assert_int_eq(crypto_shash_final(desc, out), 0);
		ck_assert_msg(!memcmp(out, v->digest, r->digestsize), "%s: vector %u in pieces",
			      r->driver, n);
	}
	crypto_free_shash(tfm);
}
END_TEST

// ---- the library functions ----

/* crc_t10dif() and crc_t10dif_update(), which run the driver a "crct10dif" lookup returns,
 * equal the portable code at every length, seed and alignment. */
START_TEST(test_crc_t10dif_library)
{
	u8 *buf = malloc(9000);

	rng_seed_from_env(0xa64acULL, 300);
	rng_bytes(buf, 9000);
	for (unsigned int len = 0; len <= 8400; len += 1 + len / 48) {
		u16 seed = (u16)rng_next();
		const u8 *p = buf + len % 61;

		ck_assert_uint_eq(crc_t10dif(p, len), crc_t10dif_generic(0, p, len));
		ck_assert_uint_eq(crc_t10dif_update(seed, p, len),
				  crc_t10dif_generic(seed, p, len));
	}
	free(buf);
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
	return check_run(check_new_suite("arm64 mac", "core", X86_SUITE_TIMEOUT,
					 { test_registered, NROWS }, { test_lookup_picks, NROWS },
					 { test_every_length, NROWS }, { test_long, NROWS },
					 { test_pieces_and_export, NROWS }, { test_vectors, NROWS },
					 { test_crc_t10dif_library }, { test_poly1305_library }));
}
