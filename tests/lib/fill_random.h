/* SPDX-License-Identifier: GPL-2.0-only */
/* Reproducible test bytes: rand_r() from a seed the caller keeps, so the next call goes on from
 * where this one stopped. */
#ifndef _UKC_TESTS_FILL_RANDOM_H
#define _UKC_TESTS_FILL_RANDOM_H

#include <stddef.h>
#include <stdlib.h>

#include <linux/types.h>

static inline void fill_random(u8 *buf, size_t len, unsigned int *seed)
{
	for (size_t i = 0; i < len; i++)
		buf[i] = (u8)rand_r(seed);
}

#endif
