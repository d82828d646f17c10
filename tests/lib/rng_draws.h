/* SPDX-License-Identifier: GPL-2.0-only */
/* Whether two crypto_rng requests give the same bytes: two instances seeded alike repeat each
 * other, differently seeded ones (or two requests in a row from one) do not. */
#ifndef _UKC_TESTS_RNG_DRAWS_H
#define _UKC_TESTS_RNG_DRAWS_H

#include <stdbool.h>
#include <string.h>

#include <crypto/rng.h>

#include "check_run.h"

/* @len bytes (64 at most) from @x, then @len from @y (which may be @x again); each request must
 * succeed. True when both gave the same bytes. */
static inline bool rng_draws_equal(struct crypto_rng *x, struct crypto_rng *y, unsigned int len)
{
	u8 a[64], b[64];

	ck_assert_uint_le(len, sizeof(a));
	ck_assert_int_eq(crypto_rng_get_bytes(x, a, len), 0);
	ck_assert_int_eq(crypto_rng_get_bytes(y, b, len), 0);
	return !memcmp(a, b, len);
}

#endif /* _UKC_TESTS_RNG_DRAWS_H */
