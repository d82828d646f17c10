// SPDX-License-Identifier: GPL-2.0-only
// Random scatterlist layouts for the walker suites (see sg_layout.h).
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sg_layout.h"
/* ---- random scatterlist layouts over a poisoned, page-aligned arena ---- */

static int cmp_uint(const void *a, const void *b)
{
	unsigned int x = *(const unsigned int *)a, y = *(const unsigned int *)b;

	return x < y ? -1 : x > y;
}

/* A cut point: uniform, near an end, or near an earlier cut (so 1-byte entries occur). */
static unsigned int pick_cut(const unsigned int *cuts, unsigned int n, unsigned int sum)
{
	switch (rng_below(4)) {
	case 0:
		return rng_range(1, 16);
	case 1:
		return sum > 16 ? sum - rng_range(1, 16) : rng_range(1, sum);
	case 2:
		if (n)
			return cuts[rng_below(n)] + rng_range(1, 8);
		fallthrough;
	default:
		return rng_range(1, sum);
	}
}

/* Splits @sum bytes into at most @want entries; cuts fall on multiples of @granule when that
 * leaves a cut at all. With @empty_ok the entries number exactly @want, some of them empty
 * (cuts that coincide or fall on an end); else each holds at least one byte. */
static unsigned int make_lengths(unsigned int *len, unsigned int sum, unsigned int want,
				 unsigned int granule, bool empty_ok)
{
	unsigned int cuts[MAX_ENTS + 1];
	unsigned int n = 0, prev = 0, k = 0;

	for (unsigned int i = 0; i + 1 < want; i++) {
		unsigned int c = pick_cut(cuts, n, sum);

		c -= c % granule;
		if (empty_ok && c > sum)
			c = sum;
		else if (!empty_ok && (c == 0 || c >= sum))
			continue;
		cuts[n++] = c;
	}
	qsort(cuts, n, sizeof(cuts[0]), cmp_uint);
	for (unsigned int i = 0; i < n; i++) {
		if (cuts[i] == prev && !empty_ok)
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
	size_t cur = rng_below(4) ? rng_below(PAGE_SIZE) : PAGE_SIZE - rng_range(1, 48);

	for (unsigned int i = 0; i < l->nents; i++)
		order[i] = i;
	for (unsigned int i = l->nents; i > 1; i--) {
		unsigned int j = rng_below(i), t = order[i - 1];

		order[i - 1] = order[j];
		order[j] = t;
	}
	for (unsigned int k = 0; k < l->nents; k++) {
		unsigned int e = order[k];

		switch (rng_below(4)) {
		case 0:
			break;
		case 1:
			cur += rng_range(1, 64);
			break;
		case 2: /* just before a page boundary, never backwards */
			cur = ALIGN(cur + 41, PAGE_SIZE) - rng_range(1, 40);
			break;
		default:
			cur += rng_range(1, 16);
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
		groups = rng_range(2, max_groups);
	l->ntables = groups;
	for (unsigned int t = 0; t < groups; t++) {
		unsigned int left = l->nents - start, tables_left = groups - t;
		unsigned int n = t + 1 == groups ? left : rng_range(1, left - (tables_left - 1));
		unsigned int slots = n + (t + 1 < groups);

		l->tables[t] = calloc(slots, sizeof(struct scatterlist));
		sg_init_table(l->tables[t], slots);
		for (unsigned int j = 0; j < n; j++) {
			struct scatterlist *sg = &l->tables[t][j];
			unsigned int e = start + j;

			l->ent[e] = sg;
			if (rng_below(4))
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

void layout_new(struct layout *l, unsigned int sum, unsigned int want, unsigned int granule,
		unsigned int align, bool chain)
{
	memset(l, 0, sizeof(*l));
	l->total = sum;
	l->nents = make_lengths(l->len, sum, want, granule, false);
	place_entries(l, align);
	l->arena = aligned_alloc(PAGE_SIZE, l->arena_size);
	l->shadow = malloc(l->arena_size);
	ck_assert(l->arena && l->shadow);
	rng_bytes(l->arena, l->arena_size);
	memcpy(l->shadow, l->arena, l->arena_size);
	build_tables(l, chain);
}

void layout_random(struct layout *l, unsigned int sum, const u8 *data, unsigned int n)
{
	static const unsigned int granules[] = { 1, 1, 4, 7, 16, 64, 4096 };
	static const unsigned int aligns[] = { 1, 1, 4, 8, 16, 64 };
	unsigned int want = rng_below(3) ? rng_range(1, MAX_ENTS) : rng_range(1, 3);

	layout_new(l, sum, want, granules[rng_below(7)], aligns[rng_below(6)], rng_below(2));
	flat_write(l, l->arena, 0, data, n);
	flat_write(l, l->shadow, 0, data, n);
}

u8 *sg_random_layout(struct scatterlist *sg, unsigned int max_entries, u8 *base,
		     unsigned int max_off, unsigned int len)
{
	unsigned int off = rng_below(2) ? rng_below(max_off) : 16 * rng_below(max_off / 16);
	unsigned int lens[MAX_ENTS], n, pos = 0;
	u8 *data = base + off;

	ck_assert_uint_le(max_entries, MAX_ENTS);
	n = make_lengths(lens, len, rng_range(1, max_entries), 1, true);
	sg_init_table(sg, n);
	for (unsigned int i = 0; i < n; i++) {
		sg_set_buf(&sg[i], data + pos, lens[i]);
		pos += lens[i];
	}
	return data;
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

void layout_take(const struct layout *l, u8 *out, unsigned int n)
{
	flat_read(l, l->arena, 0, out, n);
	flat_write(l, l->shadow, 0, out, n);
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
