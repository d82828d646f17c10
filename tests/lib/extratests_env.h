/* SPDX-License-Identifier: GPL-2.0-only */
/* The environment that turns on testmgr's extra tests, reproducibly, for the suites that want them
 * at registration. */
#ifndef _UKC_TESTS_EXTRATESTS_ENV_H
#define _UKC_TESTS_EXTRATESTS_ENV_H

#include <stdlib.h>

/* testmgr's extra tests for every algorithm registered from here on (crypto_init() included):
 * @iterations random configurations each, drawn from the seed @seed, so a failure replays. */
static inline void extratests_env(const char *seed, const char *iterations)
{
	setenv("UKCRYPTO_TEST_SEED", seed, 1);
	setenv("UKCRYPTO_FUZZ_ITERATIONS", iterations, 1);
	setenv("UKCRYPTO_EXTRATESTS", "1", 1);
	unsetenv("UKCRYPTO_NOEXTRATESTS");
}

#endif
