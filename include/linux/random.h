/* SPDX-License-Identifier: GPL-2.0-only */
/* The system's random bytes, as the kernel's get_random_bytes() hands them out. */
#ifndef _UKC_LINUX_RANDOM_H
#define _UKC_LINUX_RANDOM_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * get_random_bytes() - fill a buffer from the system's random source
 * @buf: the buffer
 * @len: its length
 *
 * Here the source is getrandom(2) without flags: it blocks only until the system's pool has
 * been initialised once, as 6.12's get_random_bytes_wait() does. A getrandom() that cannot
 * answer at all (no such system call) aborts the process rather than hand out a buffer that
 * is not random.
 */
void get_random_bytes(void *buf, size_t len);

/**
 * get_random_bytes_wait() - fill a buffer from the system's random source, once it is ready
 * @buf: the buffer
 * @len: its length
 *
 * Return: 0, or the -errno getrandom(2) failed with (the buffer is then wiped).
 */
int get_random_bytes_wait(void *buf, size_t len);

/**
 * rng_is_initialized() - whether the system's random source is seeded yet
 *
 * Return: true once getrandom(2) would answer without waiting (it never becomes unseeded).
 */
bool rng_is_initialized(void);

/* A random u32 from get_random_bytes(). */
static inline u32 get_random_u32(void)
{
	u32 v;

	get_random_bytes(&v, sizeof(v));
	return v;
}

/**
 * get_random_u32_below() - a uniformly random integer in [0, @ceil)
 * @ceil: the bound, above 0
 *
 * Draws are rejected below 2^32 mod @ceil, so that every remainder is equally likely.
 *
 * Return: the integer (0 for a @ceil of 0 or 1).
 */
static inline u32 get_random_u32_below(u32 ceil)
{
	u32 reject, v;

	if (ceil <= 1)
		return 0;
	reject = (u32)(-ceil) % ceil; /* 2^32 mod ceil */
	do {
		v = get_random_u32();
	} while (v < reject);
	return v % ceil;
}

/* A uniformly random integer in [@floor, @ceil]. */
static inline u32 get_random_u32_inclusive(u32 floor, u32 ceil)
{
	if (ceil - floor == 0xffffffffu)
		return get_random_u32();
	return floor + get_random_u32_below(ceil - floor + 1);
}

/* A uniformly random integer in (@floor, 2^32). */
static inline u32 get_random_u32_above(u32 floor)
{
	return floor + 1 + get_random_u32_below(0xffffffffu - floor);
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_RANDOM_H */
