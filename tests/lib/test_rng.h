/* SPDX-License-Identifier: GPL-2.0-only */
/* The one random stream of the test suites (splitmix64): seeded from UKC_TEST_SEED, or else a
 * suite's pinned seed or the clock; failure messages name the seed, so a run can be replayed. */
#ifndef _UKC_TESTS_TEST_RNG_H
#define _UKC_TESTS_TEST_RNG_H

#include <stddef.h>
#include <stdint.h>

#include <linux/types.h>

/* The seed of the stream (what UKC_TEST_SEED replays), and its position. */
extern unsigned long long rng_seed, rng_state;

/* For failure messages: printf(... RNG_SEED_FMT, ..., RNG_SEED_ARGS). */
#define RNG_SEED_FMT " [seed %llu: rerun with UKC_TEST_SEED=%llu]"
#define RNG_SEED_ARGS rng_seed, rng_seed

/**
 * rng_seed_from_env() - start the stream again
 * @dflt: the suite's pinned seed, used unless UKC_TEST_SEED gives one
 * @salt: mixed into the start (not into rng_seed), so each test of a suite draws its own stream
 *	and the seed a failure names still replays it
 */
void rng_seed_from_env(unsigned long long dflt, unsigned long long salt);
/* The same with no pinned seed: a fresh one from the clock unless UKC_TEST_SEED gives one. */
void rng_seed_from_clock(void);

uint64_t rng_next(void);
/* A number below @n (0 when @n is 0). */
unsigned int rng_below(unsigned int n);
/* A number of [@lo, @hi]. */
unsigned int rng_range(unsigned int lo, unsigned int hi);
void rng_bytes(u8 *p, size_t n);

#endif /* _UKC_TESTS_TEST_RNG_H */
