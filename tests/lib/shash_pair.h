/* SPDX-License-Identifier: GPL-2.0-only */
/* An arch shash driver against its generic driver: every length from several alignments, long
 * messages, random updates (SIMD unusable at times), and states carried across by export and
 * import; every failure names both drivers and the seed. */
#ifndef _UKC_TESTS_SHASH_PAIR_H
#define _UKC_TESTS_SHASH_PAIR_H

#include <crypto/hash.h>

#include <stdbool.h>
#include <stddef.h>

#include <check.h>
#undef fail

/**
 * struct shash_pair - a driver, its reference, and random message bytes
 * @tfm: the driver tested
 * @ref: the generic driver of the same algorithm (any key set on both)
 * @msg: @msg_len random bytes (rng_bytes())
 */
struct shash_pair {
	struct crypto_shash *tfm, *ref;
	u8 *msg;
};

void shash_pair_open(struct shash_pair *p, const char *driver, const char *ref, size_t msg_len);
void shash_pair_close(struct shash_pair *p);

/* As shash_pair_open(), but first both take the same random @keysize-byte key (none when 0),
 * the driver's set with SIMD unusable every other time at random. */
void shash_pair_open_keyed(struct shash_pair *p, const char *driver, const char *ref,
			   unsigned int keysize, size_t msg_len);

/* @got must be the reference's digest of @len bytes of @msg; @how names the way it was made. */
void shash_pair_assert_same(const struct shash_pair *p, const u8 *msg, unsigned int len,
			    const u8 *got, const char *how);

/* Both drivers' one-shot digests of @len bytes at @msg: the same result, and when it is 0 the
 * same digest (a message an algorithm refuses, Poly1305's shorter than its key, is refused
 * alike). */
void shash_pair_assert_digest(const struct shash_pair *p, const u8 *msg, unsigned int len);

/* shash_pair_assert_digest() at every length 0 to @max_len, from offset len % @nalign of the
 * message (which holds @max_len + @nalign bytes). */
void shash_pair_every_offset(const struct shash_pair *p, unsigned int max_len, unsigned int nalign);

/* shash_pair_assert_digest() at @n random lengths up to @max_len, the i-th from offset i % 64
 * of the message (which holds @max_len + 64 bytes). */
void shash_pair_random_long(const struct shash_pair *p, unsigned int max_len, unsigned int n);

/**
 * shash_pair_pieces_across() - random pieces carried across by export and import
 * @p: the pair; its message holds at least @max_len bytes and is overwritten
 * @min_len: the shortest message the algorithm takes
 * @max_len: every other pair of runs draws lengths below it, the others below @min_len + 600
 * @n: how many runs
 *
 * Each run draws a random message and begins it on one driver in random pieces
 * (shash_digest_pieces_across()), the driver and the reference taking turns, and the other
 * finishes it, with SIMD unusable in every other pair of pairs: the reference's one-shot digest.
 */
void shash_pair_pieces_across(const struct shash_pair *p, unsigned int min_len,
			      unsigned int max_len, unsigned int n);

/**
 * shash_pair_every_length() - every short length, then some long ones
 * @p: the pair; its message holds at least 32 + the largest alignment + @short_max bytes, and
 *	16 + the largest of @longs
 * @short_max: lengths 0 to it, one-shot, from @aligns[len % @naligns] in turn
 * @aligns: offsets into the message
 * @naligns: how many
 * @update: also each short length through init, one update and final, from 32 +
 *	@aligns[(len + 2) % @naligns]
 * @longs: long lengths, one-shot, the i-th from offset i % 16
 * @nlongs: how many
 */
void shash_pair_every_length(const struct shash_pair *p, unsigned int short_max,
			     const unsigned int *aligns, unsigned int naligns, bool update,
			     const unsigned int *longs, unsigned int nlongs);

/* A split digest: init, updates as the function likes (SIMD unusable in some with @nosimd),
 * final; shash_digest_split() is one. */
typedef void shash_split_fn(struct shash_desc *desc, const u8 *msg, unsigned int len, u8 *out,
			    bool nosimd);

/**
 * shash_pair_split_cases() - random messages through random updates
 * @p: the pair
 * @random_len: draws a length (the message must hold it plus @max_off)
 * @max_off: the message starts below this offset
 * @split: how the updates are made
 * @nosimd: whether SIMD is made unusable for some of them
 *
 * UKCRYPTO_FUZZ_ITERATIONS cases, 300 by default.
 */
void shash_pair_split_cases(const struct shash_pair *p, unsigned int (*random_len)(void),
			    unsigned int max_off, shash_split_fn *split, bool nosimd);

/* One message of below 3000 bytes begun by @from, exported at a random cut, imported into @to
 * and finished there: the reference's digest. */
void shash_pair_across(const struct shash_pair *p, struct crypto_shash *from,
		       struct crypto_shash *to);

/* @n messages carried across by shash_pair_across(), from the reference to the driver and
 * back in turn. */
void shash_pair_both_ways(const struct shash_pair *p, unsigned int n);

/* One row of an arch suite's table: a driver, its generic driver, the key both take (0:
 * unkeyed), and the shortest message the algorithm takes. */
struct shash_pair_row {
	const char *driver, *generic;
	unsigned int keysize, min_len;
};

/**
 * struct shash_pair_rows - an arch suite's table of drivers, each against its generic driver
 * @row: fills in row @i; returns whether its driver is there (the CPU, as masked, lets it
 *	register)
 * @seed: the random stream's seed (rng_seed_from_env()), salted per test and row
 * @long_n: its random lengths (fuzz_iterations()'s default)
 * @around: lengths the long test asserts after the random ones, the i-th from offset
 *	@around_off + i
 * @naround: how many
 * @around_off: see @around
 */
struct shash_pair_rows {
	bool (*row)(int i, struct shash_pair_row *out);
	unsigned long long seed;
	unsigned int long_n;
	const unsigned int *around;
	unsigned int naround, around_off;
};

/* The row tests' longest messages: every length to past POLYVAL's eight blocks and NH's 64-byte
 * units; random long ones to past 64 KiB. */
enum {
	SHASH_PAIR_ROWS_EVERY_MAX = 1100,
	SHASH_PAIR_ROWS_LONG_MAX = 70 * 1024
};

/* The table the loop tests below run over; main() sets it before they run. */
void shash_pair_rows_use(const struct shash_pair_rows *rows);

/* Loop tests over the rows set (_i the row; nothing to do when its driver is not there):
 * every length up to SHASH_PAIR_ROWS_EVERY_MAX at a misalignment below 61 that varies with it
 * (salt 1 + _i); random long lengths up to SHASH_PAIR_ROWS_LONG_MAX from every offset of a
 * cache line, then the @around ones (salt 100 + _i); and random pieces of up to 8192 bytes
 * carried across by export and import, SIMD unusable in some runs
 * (shash_pair_pieces_across(), salt 200 + _i). */
extern const TTest shash_pair_rows_every_length, shash_pair_rows_long, shash_pair_rows_pieces;

/* crc_t10dif() and crc_t10dif_update(), which run the driver a "crct10dif" lookup returns, equal
 * the portable code at lengths 0 to @max_len (each 1 + len / @step_div past the one before), a
 * random seed each, from offset len % 61 of @buf_len random bytes (salt 300 of @seed). */
void shash_pair_crc_t10dif_library(unsigned long long seed, unsigned int buf_len,
				   unsigned int max_len, unsigned int step_div);

#endif /* _UKC_TESTS_SHASH_PAIR_H */
