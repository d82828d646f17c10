/* SPDX-License-Identifier: GPL-2.0-only */
/* xxHash (XXH32 and XXH64, non-cryptographic hashes): the kernel's <linux/xxhash.h>. */
#ifndef _UKC_LINUX_XXHASH_H
#define _UKC_LINUX_XXHASH_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * xxh32() - the 32-bit xxHash of a buffer
 * @input: the data
 * @length: its length in bytes
 * @seed: the seed
 *
 * Return: XXH32(@input, @length, @seed).
 */
uint32_t xxh32(const void *input, size_t length, uint32_t seed);

/**
 * xxh64() - the 64-bit xxHash of a buffer
 * @input: the data
 * @length: its length in bytes
 * @seed: the seed
 *
 * Return: XXH64(@input, @length, @seed).
 */
uint64_t xxh64(const void *input, size_t length, uint64_t seed);

/**
 * xxhash() - xxh64() on 64-bit machines, xxh32() on 32-bit ones
 * @input: the data
 * @length: its length in bytes
 * @seed: the seed
 *
 * Return: the hash, as wide as a long.
 */
static inline unsigned long xxhash(const void *input, size_t length, uint64_t seed)
{
#if __SIZEOF_LONG__ == 8
	return xxh64(input, length, seed);
#else
	return xxh32(input, length, (uint32_t)seed);
#endif
}

/**
 * struct xxh32_state - a streaming XXH32 computation
 * @total_len_32: bytes hashed so far, modulo 2^32
 * @large_len: whether at least 16 bytes have been hashed
 * @v1: accumulator 1
 * @v2: accumulator 2
 * @v3: accumulator 3 (the seed, while fewer than 16 bytes have been hashed)
 * @v4: accumulator 4
 * @mem32: the partial 16-byte stripe
 * @memsize: bytes in @mem32
 */
struct xxh32_state {
	uint32_t total_len_32;
	uint32_t large_len;
	uint32_t v1;
	uint32_t v2;
	uint32_t v3;
	uint32_t v4;
	uint32_t mem32[4];
	uint32_t memsize;
};

/**
 * struct xxh64_state - a streaming XXH64 computation
 * @total_len: bytes hashed so far
 * @v1: accumulator 1
 * @v2: accumulator 2
 * @v3: accumulator 3 (the seed, while fewer than 32 bytes have been hashed)
 * @v4: accumulator 4
 * @mem64: the partial 32-byte stripe
 * @memsize: bytes in @mem64
 */
struct xxh64_state {
	uint64_t total_len;
	uint64_t v1;
	uint64_t v2;
	uint64_t v3;
	uint64_t v4;
	uint64_t mem64[4];
	uint32_t memsize;
};

/** xxh32_reset() - start a streaming XXH32 of seed @seed in @state. */
void xxh32_reset(struct xxh32_state *state, uint32_t seed);

/**
 * xxh32_update() - hash @length more bytes
 * @state: the computation
 * @input: the data
 * @length: its length in bytes
 *
 * Return: 0, or -EINVAL if @input is NULL.
 */
int xxh32_update(struct xxh32_state *state, const void *input, size_t length);

/** xxh32_digest() - the XXH32 of what @state has hashed; @state may continue. */
uint32_t xxh32_digest(const struct xxh32_state *state);

/** xxh64_reset() - start a streaming XXH64 of seed @seed in @state. */
void xxh64_reset(struct xxh64_state *state, uint64_t seed);

/**
 * xxh64_update() - hash @length more bytes
 * @state: the computation
 * @input: the data
 * @length: its length in bytes
 *
 * Return: 0, or -EINVAL if @input is NULL.
 */
int xxh64_update(struct xxh64_state *state, const void *input, size_t length);

/** xxh64_digest() - the XXH64 of what @state has hashed; @state may continue. */
uint64_t xxh64_digest(const struct xxh64_state *state);

/** xxh32_copy_state() - copy the streaming state @src to @dst. */
void xxh32_copy_state(struct xxh32_state *dst, const struct xxh32_state *src);

/** xxh64_copy_state() - copy the streaming state @src to @dst. */
void xxh64_copy_state(struct xxh64_state *dst, const struct xxh64_state *src);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_XXHASH_H */
