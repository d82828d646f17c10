// SPDX-License-Identifier: GPL-2.0-only
// The test suites' random stream (see test_rng.h).
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "test_rng.h"

unsigned long long rng_seed, rng_state;

void rng_seed_from_env(unsigned long long dflt, unsigned long long salt)
{
	const char *s = getenv("UKC_TEST_SEED");

	rng_seed = s ? strtoull(s, NULL, 0) : dflt;
	rng_state = rng_seed ^ salt;
}

void rng_seed_from_clock(void)
{
	rng_seed_from_env(
		(unsigned long long)time(NULL) * 1000003ULL + (unsigned long long)getpid(), 0);
}

uint64_t rng_next(void)
{
	uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

unsigned int rng_below(unsigned int n)
{
	return n ? (unsigned int)(rng_next() % n) : 0;
}

unsigned int rng_range(unsigned int lo, unsigned int hi)
{
	return lo + rng_below(hi - lo + 1);
}

void rng_bytes(u8 *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		p[i] = (u8)rng_next();
}
