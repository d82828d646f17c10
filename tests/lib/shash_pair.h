/* SPDX-License-Identifier: GPL-2.0-only */
/* An arch shash driver against its generic driver: every length from several alignments, long
 * messages, random updates (SIMD unusable at times), and states carried across by export and
 * import; every failure names both drivers and the seed. */
#ifndef _UKC_TESTS_SHASH_PAIR_H
#define _UKC_TESTS_SHASH_PAIR_H

#include <crypto/hash.h>

#include <stdbool.h>
#include <stddef.h>

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

/* @got must be the reference's digest of @len bytes of @msg; @how names the way it was made. */
void shash_pair_assert_same(const struct shash_pair *p, const u8 *msg, unsigned int len,
			    const u8 *got, const char *how);

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

#endif /* _UKC_TESTS_SHASH_PAIR_H */
