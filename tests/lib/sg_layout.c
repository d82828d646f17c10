// SPDX-License-Identifier: GPL-2.0-only
// Random scatterlist layouts for the walker suites (see sg_layout.h).
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "sg_layout.h"
/* ---- seeded PRNG: every failure message names the seed (rerun with UKC_TEST_SEED) ---- */

unsigned long long g_seed;
uint64_t g_rng;

uint64_t rnd(void)
{
	uint64_t z = (g_rng += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

unsigned int rnd_below(unsigned int n)
{
	return n ? (unsigned int)(rnd() % n) : 0;
}

unsigned int rnd_range(unsigned int lo, unsigned int hi)
{
	return lo + rnd_below(hi - lo + 1);
}

void rnd_fill(u8 *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		p[i] = (u8)rnd();
}

void seed_init(void)
{
	const char *s = getenv("UKC_TEST_SEED");

	if (s)
		g_seed = strtoull(s, NULL, 0);
	else
		g_seed = (unsigned long long)time(NULL) * 1000003ULL + (unsigned long long)getpid();
	g_rng = g_seed;
}

/* ---- random scatterlist layouts over a poisoned, page-aligned arena ---- */

static int cmp_uint(const void *a, const void *b)
{
	unsigned int x = *(const unsigned int *)a, y = *(const unsigned int *)b;

	return x < y ? -1 : x > y;
}

/* A cut point: uniform, near an end, or near an earlier cut (so 1-byte entries occur). */
static unsigned int pick_cut(const unsigned int *cuts, unsigned int n, unsigned int sum)
{
	switch (rnd_below(4)) {
	case 0:
		return rnd_range(1, 16);
	case 1:
		return sum > 16 ? sum - rnd_range(1, 16) : rnd_range(1, sum);
	case 2:
		if (n)
			return cuts[rnd_below(n)] + rnd_range(1, 8);
		fallthrough;
	default:
		return rnd_range(1, sum);
	}
}

/* Splits @sum bytes into at most @want entries of at least one byte; cuts fall on
 * multiples of @granule when that leaves a cut at all. */
static unsigned int make_lengths(unsigned int *len, unsigned int sum, unsigned int want,
				 unsigned int granule)
{
	unsigned int cuts[MAX_ENTS + 1];
	unsigned int n = 0, prev = 0, k = 0;

	for (unsigned int i = 0; i + 1 < want; i++) {
		unsigned int c = pick_cut(cuts, n, sum);

		c -= c % granule;
		if (c == 0 || c >= sum)
			continue;
		cuts[n++] = c;
	}
	qsort(cuts, n, sizeof(cuts[0]), cmp_uint);
	for (unsigned int i = 0; i < n; i++) {
		if (cuts[i] == prev)
			continue;
		len[k++] = cuts[i] - prev;
		prev = cuts[i];
	}
	len[k++] = sum - prev;
	return k;
}

/* Places the entries in a shuffled order, with gaps, aligned to @align, sometimes just
 * before a page boundary so that entries straddle pages. */
static void place_entries(struct layout *l, unsigned int align)
{
	unsigned int order[MAX_ENTS];
	size_t cur = rnd_below(4) ? rnd_below(PAGE_SIZE) : PAGE_SIZE - rnd_range(1, 48);

	for (unsigned int i = 0; i < l->nents; i++)
		order[i] = i;
	for (unsigned int i = l->nents; i > 1; i--) {
		unsigned int j = rnd_below(i), t = order[i - 1];

		order[i - 1] = order[j];
		order[j] = t;
	}
	for (unsigned int k = 0; k < l->nents; k++) {
		unsigned int e = order[k];

		switch (rnd_below(4)) {
		case 0:
			break;
		case 1:
			cur += rnd_range(1, 64);
			break;
		case 2: /* just before a page boundary, never backwards */
			cur = ALIGN(cur + 41, PAGE_SIZE) - rnd_range(1, 40);
			break;
		default:
			cur += rnd_range(1, 16);
		}
		cur = ALIGN(cur, (size_t)align);
		l->off[e] = (unsigned int)cur;
		cur += l->len[e];
	}
	l->arena_size = ALIGN(cur + 64, PAGE_SIZE);
	/* The generator itself: entries must never overlap. */
	for (unsigned int a = 0; a < l->nents; a++)
		for (unsigned int b = a + 1; b < l->nents; b++)
			ck_assert(l->off[a] + l->len[a] <= l->off[b] ||
				  l->off[b] + l->len[b] <= l->off[a]);
}

/* The entries go into 1..MAX_TABLES tables, chained; some name a page before their data. */
static void build_tables(struct layout *l, bool chain)
{
	unsigned int groups = 1, start = 0, prev_slots = 0;
	unsigned int max_groups = l->nents < MAX_TABLES ? l->nents : MAX_TABLES;

	if (chain && max_groups > 1)
		groups = rnd_range(2, max_groups);
	l->ntables = groups;
	for (unsigned int t = 0; t < groups; t++) {
		unsigned int left = l->nents - start, tables_left = groups - t;
		unsigned int n = t + 1 == groups ? left : rnd_range(1, left - (tables_left - 1));
		unsigned int slots = n + (t + 1 < groups);

		l->tables[t] = calloc(slots, sizeof(struct scatterlist));
		sg_init_table(l->tables[t], slots);
		for (unsigned int j = 0; j < n; j++) {
			struct scatterlist *sg = &l->tables[t][j];
			unsigned int e = start + j;

			l->ent[e] = sg;
			if (rnd_below(4))
				sg_set_buf(sg, l->arena + l->off[e], l->len[e]);
			else /* an offset that runs past the entry's first page */
				sg_set_page(sg, virt_to_page(l->arena), l->len[e], l->off[e]);
		}
		if (t) /* the previous table's spare last slot becomes the link */
			sg_chain(l->tables[t - 1], prev_slots, l->tables[t]);
		prev_slots = slots;
		start += n;
	}
	l->sg = l->tables[0];
}

/* A layout of @sum > 0 bytes; arena and shadow start with the same random poison. */
void layout_new(struct layout *l, unsigned int sum, unsigned int want, unsigned int granule,
		unsigned int align, bool chain)
{
	memset(l, 0, sizeof(*l));
	l->total = sum;
	l->nents = make_lengths(l->len, sum, want, granule);
	place_entries(l, align);
	l->arena = aligned_alloc(PAGE_SIZE, l->arena_size);
	l->shadow = malloc(l->arena_size);
	ck_assert(l->arena && l->shadow);
	rnd_fill(l->arena, l->arena_size);
	memcpy(l->shadow, l->arena, l->arena_size);
	build_tables(l, chain);
}

void layout_free(struct layout *l)
{
	for (unsigned int t = 0; t < l->ntables; t++)
		free(l->tables[t]);
	free(l->arena);
	free(l->shadow);
}

/* Copies between @buf and data bytes [start, start + n) as laid out in @mem (arena or shadow). */
static void flat_copy(const struct layout *l, u8 *mem, unsigned int start, u8 *buf, unsigned int n,
		      bool to_mem)
{
	unsigned int e = 0;

	while (n && start >= l->len[e])
		start -= l->len[e++];
	for (; n; e++, start = 0) {
		unsigned int k = l->len[e] - start < n ? l->len[e] - start : n;

		if (to_mem)
			memcpy(mem + l->off[e] + start, buf, k);
		else
			memcpy(buf, mem + l->off[e] + start, k);
		buf += k;
		n -= k;
	}
}

void flat_read(const struct layout *l, const u8 *mem, unsigned int start, u8 *out, unsigned int n)
{
	flat_copy(l, (u8 *)mem, start, out, n, false);
}

void flat_write(const struct layout *l, u8 *mem, unsigned int start, const u8 *in, unsigned int n)
{
	flat_copy(l, mem, start, (u8 *)in, n, true);
}

static bool in_some_entry(const struct layout *l, size_t i)
{
	for (unsigned int e = 0; e < l->nents; e++)
		if (i >= l->off[e] && i < (size_t)l->off[e] + l->len[e])
			return true;
	return false;
}

/* The arena must hold exactly its shadow: the expected data, and poison everywhere else. */
void layout_check(const struct layout *l, const char *what, int c)
{
	if (!memcmp(l->arena, l->shadow, l->arena_size))
		return;
	for (size_t i = 0; i < l->arena_size; i++)
		CHECK(l->arena[i] == l->shadow[i],
		      "%s, case %d: arena byte %zu is %#x, expected %#x (%s)", what, c, i,
		      l->arena[i], l->shadow[i], in_some_entry(l, i) ? "entry data" : "poison");
}
