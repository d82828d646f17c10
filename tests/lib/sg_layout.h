/* SPDX-License-Identifier: GPL-2.0-only */
/* Shared by the walker suites: a seeded PRNG and random scatterlist layouts over a poisoned,
 * page-aligned arena (entries of 1 byte to several pages, offsets crossing pages, chains). */
#ifndef _UKC_TESTS_SG_LAYOUT_H
#define _UKC_TESTS_SG_LAYOUT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>

#include <linux/scatterlist.h>

#include <check.h>
#undef fail

#define MAX_ENTS 24
#define MAX_TABLES 4

extern unsigned long long g_seed;
extern uint64_t g_rng;

#define SEED_FMT " [seed %llu: rerun with UKC_TEST_SEED=%llu]"
#define CHECK(cond, fmt, ...) ck_assert_msg(cond, fmt SEED_FMT, ##__VA_ARGS__, g_seed, g_seed)

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

uint64_t rnd(void);
unsigned int rnd_below(unsigned int n);
unsigned int rnd_range(unsigned int lo, unsigned int hi);
void rnd_fill(u8 *p, size_t n);
/* Seeds from UKC_TEST_SEED, or from the clock (the failure messages print the seed). */
void seed_init(void);
/* A layout of @sum > 0 bytes; arena and shadow start with the same random poison. */
void layout_new(struct layout *l, unsigned int sum, unsigned int want, unsigned int granule,
		unsigned int align, bool chain);
void layout_free(struct layout *l);

/* Copies between @buf and data bytes [start, start + n) as laid out in @mem (arena or shadow). */
void flat_read(const struct layout *l, const u8 *mem, unsigned int start, u8 *out, unsigned int n);
void flat_write(const struct layout *l, u8 *mem, unsigned int start, const u8 *in, unsigned int n);
/* The arena must hold exactly its shadow: the expected data, and poison everywhere else; @what
 * and case @c name the check in the failure message. */
void layout_check(const struct layout *l, const char *what, int c);

#endif /* _UKC_TESTS_SG_LAYOUT_H */
