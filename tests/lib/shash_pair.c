// SPDX-License-Identifier: GPL-2.0-only
// An arch shash driver against its generic driver (see shash_pair.h).
#include <crypto/hash.h>
#include <crypto/internal/simd.h>
#include <linux/crc-t10dif.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#undef fail

#include "shash_pair.h"
#include "test_rng.h"
#include "x86_test_util.h"

void shash_pair_open(struct shash_pair *p, const char *driver, const char *ref, size_t msg_len)
{
	shash_pair_open_keyed(p, driver, ref, 0, msg_len);
}

void shash_pair_open_keyed(struct shash_pair *p, const char *driver, const char *ref,
			   unsigned int keysize, size_t msg_len)
{
	p->tfm = alloc_shash(driver);
	p->ref = alloc_shash(ref);
	if (keysize) {
		u8 *key = malloc(keysize);

		ck_assert_ptr_nonnull(key);
		rng_bytes(key, keysize);
		crypto_simd_disabled_for_test = rng_below(2);
		ck_assert_int_eq(crypto_shash_setkey(p->tfm, key, keysize), 0);
		crypto_simd_disabled_for_test = false;
		ck_assert_int_eq(crypto_shash_setkey(p->ref, key, keysize), 0);
		free(key);
	}
	p->msg = malloc(msg_len);
	ck_assert_ptr_nonnull(p->msg);
	rng_bytes(p->msg, msg_len);
}

void shash_pair_close(struct shash_pair *p)
{
	free(p->msg);
	crypto_free_shash(p->ref);
	crypto_free_shash(p->tfm);
}

void shash_pair_assert_same(const struct shash_pair *p, const u8 *msg, unsigned int len,
			    const u8 *got, const char *how)
{
	u8 want[HASH_MAX_DIGESTSIZE];

	ck_assert_int_eq(crypto_shash_tfm_digest(p->ref, msg, len, want), 0);
	ck_assert_msg(!memcmp(got, want, crypto_shash_digestsize(p->tfm)),
		      "%s: %u bytes (%s) differ from %s" RNG_SEED_FMT,
		      crypto_shash_driver_name(p->tfm), len, how, crypto_shash_driver_name(p->ref),
		      RNG_SEED_ARGS);
}

void shash_pair_assert_digest(const struct shash_pair *p, const u8 *msg, unsigned int len)
{
	u8 want[HASH_MAX_DIGESTSIZE], got[HASH_MAX_DIGESTSIZE];
	int want_err = crypto_shash_tfm_digest(p->ref, msg, len, want);

	ck_assert_int_eq(crypto_shash_tfm_digest(p->tfm, msg, len, got), want_err);
	ck_assert_msg(want_err || !memcmp(got, want, crypto_shash_digestsize(p->ref)),
		      "%s: len %u at offset %u" RNG_SEED_FMT, crypto_shash_driver_name(p->tfm), len,
		      (unsigned int)((size_t)msg % 64), RNG_SEED_ARGS);
}

void shash_pair_every_offset(const struct shash_pair *p, unsigned int max_len, unsigned int nalign)
{
	for (unsigned int len = 0; len <= max_len; len++)
		shash_pair_assert_digest(p, p->msg + len % nalign, len);
}

void shash_pair_random_long(const struct shash_pair *p, unsigned int max_len, unsigned int n)
{
	for (unsigned int i = 0; i < n; i++)
		shash_pair_assert_digest(p, p->msg + i % 64, rng_below(max_len + 1));
}

void shash_pair_pieces_across(const struct shash_pair *p, unsigned int min_len,
			      unsigned int max_len, unsigned int n)
{
	u8 got[HASH_MAX_DIGESTSIZE];
	char how[40];

	for (unsigned int i = 0; i < n; i++) {
		unsigned int len = min_len + rng_below(i & 2 ? max_len - min_len : 600), done;
		struct crypto_shash *first = i & 1 ? p->ref : p->tfm;

		rng_bytes(p->msg, len);
		crypto_simd_disabled_for_test = i & 4;
		done = shash_digest_pieces_across(first, first == p->ref ? p->tfm : p->ref, p->msg,
						  len, got);
		crypto_simd_disabled_for_test = false;
		snprintf(how, sizeof(how), "pieces split at %u", done);
		shash_pair_assert_same(p, p->msg, len, got, how);
	}
}

void shash_pair_every_length(const struct shash_pair *p, unsigned int short_max,
			     const unsigned int *aligns, unsigned int naligns, bool update,
			     const unsigned int *longs, unsigned int nlongs)
{
	u8 got[HASH_MAX_DIGESTSIZE];
	SHASH_DESC_ON_STACK(desc, p->tfm);

	desc->tfm = p->tfm;
	for (unsigned int len = 0; len <= short_max; len++) {
		const u8 *msg = p->msg + aligns[len % naligns];

		ck_assert_int_eq(crypto_shash_tfm_digest(p->tfm, msg, len, got), 0);
		shash_pair_assert_same(p, msg, len, got, "digest");
		if (!update)
			continue;
		msg = p->msg + 32 + aligns[(len + 2) % naligns];
		ck_assert_int_eq(crypto_shash_init(desc), 0);
		ck_assert_int_eq(crypto_shash_update(desc, msg, len), 0);
		ck_assert_int_eq(crypto_shash_final(desc, got), 0);
		shash_pair_assert_same(p, msg, len, got, "update");
	}
	for (unsigned int i = 0; i < nlongs; i++) {
		const u8 *msg = p->msg + i % 16;

		ck_assert_int_eq(crypto_shash_tfm_digest(p->tfm, msg, longs[i], got), 0);
		shash_pair_assert_same(p, msg, longs[i], got, "long");
	}
}

void shash_pair_split_cases(const struct shash_pair *p, unsigned int (*random_len)(void),
			    unsigned int max_off, shash_split_fn *split, bool nosimd)
{
	u8 got[HASH_MAX_DIGESTSIZE];
	SHASH_DESC_ON_STACK(desc, p->tfm);

	desc->tfm = p->tfm;
	for (unsigned int n = 0; n < fuzz_iterations(300); n++) {
		unsigned int len = random_len();
		const u8 *msg = p->msg + rng_below(max_off);

		memset(got, 0xaa, sizeof(got));
		split(desc, msg, len, got, nosimd);
		shash_pair_assert_same(p, msg, len, got,
				       nosimd ? "split, SIMD off at times" : "split");
	}
}

void shash_pair_across(const struct shash_pair *p, struct crypto_shash *from,
		       struct crypto_shash *to)
{
	unsigned int len = rng_below(3000), cut = rng_below(len + 1);
	const u8 *msg = p->msg + rng_below(16);
	u8 got[HASH_MAX_DIGESTSIZE];
	char how[2 * CRYPTO_MAX_ALG_NAME + 32];

	shash_digest_across(from, to, msg, len, cut, got);
	snprintf(how, sizeof(how), "%s -> %s, cut at %u", crypto_shash_driver_name(from),
		 crypto_shash_driver_name(to), cut);
	shash_pair_assert_same(p, msg, len, got, how);
}

void shash_pair_both_ways(const struct shash_pair *p, unsigned int n)
{
	for (unsigned int i = 0; i < n; i++) {
		if (i % 2)
			shash_pair_across(p, p->tfm, p->ref);
		else
			shash_pair_across(p, p->ref, p->tfm);
	}
}

void shash_pair_crc_t10dif_library(unsigned long long seed, unsigned int buf_len,
				   unsigned int max_len, unsigned int step_div)
{
	u8 *buf = malloc(buf_len);

	ck_assert_ptr_nonnull(buf);
	rng_seed_from_env(seed, 300);
	rng_bytes(buf, buf_len);
	for (unsigned int len = 0; len <= max_len; len += 1 + len / step_div) {
		u16 crc_seed = (u16)rng_next();
		const u8 *p = buf + len % 61;

		ck_assert_uint_eq(crc_t10dif(p, len), crc_t10dif_generic(0, p, len));
		ck_assert_uint_eq(crc_t10dif_update(crc_seed, p, len),
				  crc_t10dif_generic(crc_seed, p, len));
	}
	free(buf);
}

static const struct shash_pair_rows *shash_pair_rows_set;

void shash_pair_rows_use(const struct shash_pair_rows *rows)
{
	shash_pair_rows_set = rows;
}

/* The pair of row @i (keyed alike with a random key when it takes one), the random stream seeded
 * by @salt, and @len random message bytes; false when the driver is not there. */
static bool shash_pair_rows_open(struct shash_pair *p, struct shash_pair_row *r, int i,
				 unsigned int salt, size_t len)
{
	rng_seed_from_env(shash_pair_rows_set->seed, salt);
	if (!shash_pair_rows_set->row(i, r))
		return false;
	shash_pair_open_keyed(p, r->driver, r->generic, r->keysize, len);
	return true;
}

static void shash_pair_rows_every_length_fn(int i)
{
	struct shash_pair_row r;
	struct shash_pair p;

	if (!shash_pair_rows_open(&p, &r, i, 1 + i, SHASH_PAIR_ROWS_EVERY_MAX + 64))
		return;
	shash_pair_every_offset(&p, SHASH_PAIR_ROWS_EVERY_MAX, 61);
	shash_pair_close(&p);
}

static void shash_pair_rows_long_fn(int i)
{
	const struct shash_pair_rows *t = shash_pair_rows_set;
	struct shash_pair_row r;
	struct shash_pair p;

	if (!shash_pair_rows_open(&p, &r, i, 100 + i, SHASH_PAIR_ROWS_LONG_MAX + 64))
		return;
	shash_pair_random_long(&p, SHASH_PAIR_ROWS_LONG_MAX, fuzz_iterations(t->long_n));
	for (unsigned int k = 0; k < t->naround; k++)
		shash_pair_assert_digest(&p, p.msg + t->around_off + k, t->around[k]);
	shash_pair_close(&p);
}

static void shash_pair_rows_pieces_fn(int i)
{
	struct shash_pair_row r;
	struct shash_pair p;

	if (!shash_pair_rows_open(&p, &r, i, 200 + i, 8192))
		return;
	shash_pair_pieces_across(&p, r.min_len, 8192, fuzz_iterations(300));
	shash_pair_close(&p);
}

// Named as the suites' own tests were, so Check's reports read as before.
const TTest shash_pair_rows_every_length = { "test_every_length", shash_pair_rows_every_length_fn,
					     __FILE__, __LINE__ };
const TTest shash_pair_rows_long = { "test_long", shash_pair_rows_long_fn, __FILE__, __LINE__ };
const TTest shash_pair_rows_pieces = { "test_pieces_and_export", shash_pair_rows_pieces_fn,
				       __FILE__, __LINE__ };
