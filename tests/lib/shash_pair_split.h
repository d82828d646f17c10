/* SPDX-License-Identifier: GPL-2.0-only */
/* The split-update tests of the x86 shash suites: one loop of random messages through random
 * updates against the generic driver, SIMD usable or not, each suite saying how it opens its
 * pair and cuts its messages. */
#ifndef _UKC_TESTS_SHASH_PAIR_SPLIT_H
#define _UKC_TESTS_SHASH_PAIR_SPLIT_H

#include <stdbool.h>

#include <check.h>
#undef fail

#include "shash_pair.h"

/**
 * struct shash_split_suite - what a suite's split-update tests take
 * @seed: the suite's seeding of the random stream (rng_seed_from_env() with its own salt)
 * @open: opens the pair of loop index @i; false (and nothing to close) when its driver is not
 *	there
 * @random_len: as shash_pair_split_cases() takes it
 * @max_off: likewise
 * @split: likewise
 */
struct shash_split_suite {
	void (*seed)(unsigned long long salt);
	bool (*open)(struct shash_pair *p, int i);
	unsigned int (*random_len)(void);
	unsigned int max_off;
	shash_split_fn *split;
};

/**
 * shash_split_test() - one loop index of test_split_updates or test_nosimd_updates
 * @s: the suite's setup
 * @i: the loop index (0 in a test without loops)
 * @nosimd: whether SIMD is made unusable for some updates (test_nosimd_updates)
 *
 * Seeds the stream apart for each of the two tests and each loop index, then runs
 * shash_pair_split_cases() on the pair, if it is there.
 */
static inline void shash_split_test(const struct shash_split_suite *s, int i, bool nosimd)
{
	struct shash_pair p;

	s->seed((nosimd ? 0x51dULL : 0x5911ULL) ^ ((unsigned long long)i << 40));
	if (!s->open(&p, i))
		return;
	shash_pair_split_cases(&p, s->random_len, s->max_off, s->split, nosimd);
	shash_pair_close(&p);
}

/*
 * SHASH_SPLIT_TESTS() - define the suite's two Check tests over its struct shash_split_suite
 * @setup: the suite's setup (a static const struct shash_split_suite)
 *
 * test_split_updates: random updates, SIMD usable; test_nosimd_updates: some updates with SIMD
 * unusable, the generic code going on with the same state. Either runs as a loop test too.
 */
#define SHASH_SPLIT_TESTS(setup)                       \
	START_TEST(test_split_updates)                 \
	{                                              \
		shash_split_test(&(setup), _i, false); \
	}                                              \
	END_TEST                                       \
	START_TEST(test_nosimd_updates)                \
	{                                              \
		shash_split_test(&(setup), _i, true);  \
	}                                              \
	END_TEST

#endif /* _UKC_TESTS_SHASH_PAIR_SPLIT_H */
