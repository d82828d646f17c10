/* SPDX-License-Identifier: GPL-2.0-only */
/* The kernel's multiplicative hashes (<linux/hash.h>): a key times a golden-ratio constant, the
 * top @bits bits of the product kept. */
#ifndef _UKC_LINUX_HASH_H
#define _UKC_LINUX_HASH_H

#include <linux/types.h>

/* 2^32 and 2^64 over the golden ratio, rounded to odd (the constants 6.12 names so). */
#define GOLDEN_RATIO_32 0x61C88647u
#define GOLDEN_RATIO_64 0x61C8864680B583EBull

/**
 * hash_32() - a hash of @val in [0, 2^@bits)
 * @val: the key
 * @bits: how many bits to keep, 1 to 32
 *
 * Return: the top @bits bits of @val * GOLDEN_RATIO_32 (mod 2^32).
 */
static inline u32 hash_32(u32 val, unsigned int bits)
{
	return (u32)(val * GOLDEN_RATIO_32) >> (32 - bits);
}

/**
 * hash_64() - a hash of @val in [0, 2^@bits)
 * @val: the key
 * @bits: how many bits to keep, 1 to 64
 *
 * Return: the top @bits bits of @val * GOLDEN_RATIO_64 (mod 2^64).
 */
static inline u32 hash_64(u64 val, unsigned int bits)
{
	return (u32)((val * GOLDEN_RATIO_64) >> (64 - bits));
}

/* hash_long() - hash_64() or hash_32(), as wide as unsigned long. */
#define hash_long(val, bits) \
	(sizeof(unsigned long) == 8 ? hash_64((val), (bits)) : hash_32((u32)(val), (bits)))

static inline u32 hash_ptr(const void *ptr, unsigned int bits)
{
	return hash_long((unsigned long)ptr, bits);
}

#endif /* _UKC_LINUX_HASH_H */
