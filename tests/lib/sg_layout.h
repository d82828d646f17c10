/* SPDX-License-Identifier: GPL-2.0-only */
/* The random scatterlist layouts of the suites: entries of 1 byte to several pages over a
 * poisoned, page-aligned arena (offsets crossing pages, chains), or over caller memory. */
#ifndef _UKC_TESTS_SG_LAYOUT_H
#define _UKC_TESTS_SG_LAYOUT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>

#include <linux/scatterlist.h>

#include <check.h>
#undef fail

#include "test_rng.h"

#define MAX_ENTS 24
#define MAX_TABLES 4

/* An assertion whose failure message names the seed of the random stream. */
#define CHECK(cond, fmt, ...) ck_assert_msg(cond, fmt RNG_SEED_FMT, ##__VA_ARGS__, RNG_SEED_ARGS)

struct layout {
	u8 *arena;  /* the memory the entries point into */
	u8 *shadow; /* what the arena is expected to hold */
	size_t arena_size;
	unsigned int nents;
	unsigned int total;	    /* sum of the entry lengths */
	unsigned int off[MAX_ENTS]; /* entry data, as offsets into the arena */
	unsigned int len[MAX_ENTS];
	unsigned int ntables;
	struct scatterlist *tables[MAX_TABLES];
	struct scatterlist *ent[MAX_ENTS]; /* each entry's slot in its table */
	struct scatterlist *sg;
};

/* A layout of @sum bytes in at most @want entries of at least one byte (one empty entry when
 * @sum is 0), their lengths multiples of @granule but the last, their addresses of @align;
 * arena and shadow start with the same random poison. */
void layout_new(struct layout *l, unsigned int sum, unsigned int want, unsigned int granule,
		unsigned int align, bool chain);
/* A layout_new() of random entry count (often few), granule, alignment and chaining, whose
 * first @n data bytes (in arena and shadow) are @data. */
void layout_random(struct layout *l, unsigned int sum, const u8 *data, unsigned int n);

/**
 * sg_random_layout() - lay @len bytes out at a random offset of @base, in random entries
 * @sg: room for @max_entries entries
 * @max_entries: the table gets 1 to @max_entries (at most MAX_ENTS) entries of random sizes,
 *	empty ones too
 * @base: page-aligned memory of at least @max_off - 1 + @len bytes
 * @max_off: the offset is below it, any byte or a multiple of 16, at random
 * @len: the bytes the entries cover
 *
 * The entries are those of layout_new(), placed back to back: chunks then straddle pages and
 * entries, as a driver's walk must handle them.
 * Return: the first byte of the data, contiguous in @base.
 */
u8 *sg_random_layout(struct scatterlist *sg, unsigned int max_entries, u8 *base,
		     unsigned int max_off, unsigned int len);
void layout_free(struct layout *l);

/* Copies between @buf and data bytes [start, start + n) as laid out in @mem (arena or shadow). */
void flat_read(const struct layout *l, const u8 *mem, unsigned int start, u8 *out, unsigned int n);
void flat_write(const struct layout *l, u8 *mem, unsigned int start, const u8 *in, unsigned int n);
/* Reads the first @n data bytes of the arena into @out and makes them the shadow's:
 * layout_check() then checks everything around them. */
void layout_take(const struct layout *l, u8 *out, unsigned int n);
/* The arena must hold exactly its shadow: the expected data, and poison everywhere else; @what
 * and case @c name the check in the failure message. */
void layout_check(const struct layout *l, const char *what, int c);

#endif /* _UKC_TESTS_SG_LAYOUT_H */
