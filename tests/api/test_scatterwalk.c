// SPDX-License-Identifier: GPL-2.0-only
// Check suite for the scatterlist helpers and scatterwalk, compared with flat-buffer models.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <crypto/scatterwalk.h>
#include <linux/errno.h>
#include <linux/scatterlist.h>

#include <check.h>
#undef fail

#include "check_run.h"

#define CASES 400
#include "sg_layout.h"

/* Reads a list by following sg_next() alone, independently of the library's copiers. */
static unsigned int sg_gather(struct scatterlist *sg, u8 *out, unsigned int max)
{
	unsigned int n = 0;

	for (; sg; sg = sg_next(sg)) {
		ck_assert_uint_le(n + sg->length, max);
		memcpy(out + n, sg_virt(sg), sg->length);
		n += sg->length;
	}
	return n;
}

static unsigned int random_total(void)
{
	switch (rng_below(3)) {
	case 0:
		return rng_range(1, 64);
	case 1:
		return rng_range(1, 3 * PAGE_SIZE);
	default:
		return rng_range(1, 1024);
	}
}

/* ---- the tests ---- */

START_TEST(test_sg_init)
{
	struct scatterlist tbl[5], one;
	static u8 buf[3 * 1000];
	const u8 *p = buf + 1234;

	memset(tbl, 0xa5, sizeof(tbl));
	sg_init_table(tbl, 5);
	for (int i = 0; i < 5; i++) {
		ck_assert_int_eq(sg_is_last(&tbl[i]), i == 4);
		ck_assert(!sg_is_chain(&tbl[i]));
		ck_assert_uint_eq(tbl[i].length, 0);
		ck_assert_uint_eq(tbl[i].offset, 0);
		ck_assert(sg_page(&tbl[i]) == NULL);
	}
	ck_assert_int_eq(sg_nents(tbl), 5);
	ck_assert_ptr_eq(sg_last(tbl, 5), &tbl[4]);
	ck_assert_ptr_eq(sg_next(&tbl[3]), &tbl[4]);
	ck_assert_ptr_null(sg_next(&tbl[4]));

	memset(&one, 0x5a, sizeof(one));
	sg_init_one(&one, p, 777);
	ck_assert(sg_page(&one) == virt_to_page(p));
	ck_assert_uint_eq(one.offset, offset_in_page(p));
	ck_assert_uint_eq(one.length, 777);
	ck_assert_ptr_eq(sg_virt(&one), p);
	ck_assert(sg_is_last(&one));
	ck_assert_int_eq(sg_nents(&one), 1);
}
END_TEST

START_TEST(test_sg_next_follows_chains)
{
	rng_seed_from_clock();
	for (int c = 0; c < CASES; c++) {
		struct layout l;
		struct scatterlist *sg, *last = NULL;
		unsigned int e = 0;

		layout_random(&l, random_total(), NULL, 0);
		for (sg = l.sg; sg; sg = sg_next(sg), e++) {
			CHECK(e < l.nents, "case %d: more than %u entries", c, l.nents);
			CHECK(!sg_is_chain(sg), "case %d: entry %u is a chain link", c, e);
			CHECK(sg == l.ent[e], "case %d: entry %u is not the one set", c, e);
			CHECK(sg_virt(sg) == l.arena + l.off[e] && sg->length == l.len[e],
			      "case %d: entry %u has the wrong data", c, e);
			CHECK(sg_is_last(sg) == (e + 1 == l.nents), "case %d: end mark on %u", c,
			      e);
			last = sg;
		}
		CHECK(e == l.nents, "case %d: walked %u of %u entries", c, e, l.nents);
		CHECK(sg_nents(l.sg) == (int)l.nents, "case %d: sg_nents %d, want %u", c,
		      sg_nents(l.sg), l.nents);
		CHECK(sg_last(l.sg, l.nents) == last, "case %d: sg_last", c);
		layout_free(&l);
	}
}
END_TEST

START_TEST(test_sg_nents_for_len)
{
	rng_seed_from_clock();
	for (int c = 0; c < CASES; c++) {
		struct layout l;
		unsigned int prefix = 0;

		layout_random(&l, random_total(), NULL, 0);
		CHECK(sg_nents_for_len(l.sg, 0) == 0, "case %d: len 0", c);
		for (unsigned int e = 0; e < l.nents; e++) {
			unsigned int inside = prefix + rng_range(1, l.len[e]);

			prefix += l.len[e];
			CHECK(sg_nents_for_len(l.sg, inside) == (int)e + 1,
			      "case %d: len %u gives %d, want %u", c, inside,
			      sg_nents_for_len(l.sg, inside), e + 1);
			CHECK(sg_nents_for_len(l.sg, prefix) == (int)e + 1,
			      "case %d: len %u (an entry end)", c, prefix);
		}
		CHECK(sg_nents_for_len(l.sg, (u64)l.total + 1) == -EINVAL,
		      "case %d: one byte too many must be -EINVAL", c);
		CHECK(sg_nents_for_len(l.sg, (u64)UINT32_MAX + 7) == -EINVAL,
		      "case %d: a length beyond 32 bits must be -EINVAL", c);
		layout_free(&l);
	}
}
END_TEST

/* The bytes sg_*copy* can reach: those of the first @nents entries. */
static unsigned int reach(const struct layout *l, unsigned int nents)
{
	unsigned int n = 0;

	for (unsigned int e = 0; e < nents && e < l->nents; e++)
		n += l->len[e];
	return n;
}

static void check_copy_to_buffer(struct layout *l, int c)
{
	unsigned int nents = rng_range(1, l->nents + 2);
	unsigned int cap = reach(l, nents);
	off_t skip = rng_below(4) ? (off_t)rng_below(cap + 8) : 0;
	size_t buflen = rng_below(l->total + 16);
	size_t want = cap > skip ? (size_t)cap - (size_t)skip : 0;
	u8 *buf = malloc(buflen + 32), *poison = malloc(buflen + 32), *exp = malloc(buflen + 1);
	size_t got;

	want = want < buflen ? want : buflen;
	rng_bytes(buf, buflen + 32);
	memcpy(poison, buf, buflen + 32);
	if (skip || rng_below(2))
		got = sg_pcopy_to_buffer(l->sg, nents, buf, buflen, skip);
	else
		got = sg_copy_to_buffer(l->sg, nents, buf, buflen);
	CHECK(got == want, "case %d: copied %zu, want %zu", c, got, want);
	flat_read(l, l->arena, (unsigned int)skip, exp, (unsigned int)want);
	CHECK(!memcmp(buf, exp, want), "case %d: wrong data copied out", c);
	CHECK(!memcmp(buf + want, poison + want, buflen + 32 - want),
	      "case %d: bytes past the copy were written", c);
	layout_check(l, "sg_pcopy_to_buffer", c);
	free(buf);
	free(poison);
	free(exp);
}

static void check_copy_from_buffer(struct layout *l, int c, bool zero)
{
	unsigned int nents = rng_range(1, l->nents + 2);
	unsigned int cap = reach(l, nents);
	off_t skip = rng_below(4) ? (off_t)rng_below(cap + 8) : 0;
	size_t buflen = rng_below(l->total + 16);
	size_t want = cap > skip ? (size_t)cap - (size_t)skip : 0;
	u8 *buf = malloc(buflen + 1);
	size_t got;

	want = want < buflen ? want : buflen;
	rng_bytes(buf, buflen);
	if (zero)
		got = sg_zero_buffer(l->sg, nents, buflen, skip);
	else if (skip || rng_below(2))
		got = sg_pcopy_from_buffer(l->sg, nents, buf, buflen, skip);
	else
		got = sg_copy_from_buffer(l->sg, nents, buf, buflen);
	CHECK(got == want, "case %d: copied %zu, want %zu", c, got, want);
	if (zero)
		memset(buf, 0, buflen);
	flat_write(l, l->shadow, (unsigned int)skip, buf, (unsigned int)want);
	layout_check(l, zero ? "sg_zero_buffer" : "sg_pcopy_from_buffer", c);
	free(buf);
}

START_TEST(test_sg_copy_buffer)
{
	rng_seed_from_clock();
	for (int c = 0; c < CASES; c++) {
		struct layout l;

		layout_random(&l, random_total(), NULL, 0);
		check_copy_to_buffer(&l, c);
		check_copy_from_buffer(&l, c, false);
		check_copy_from_buffer(&l, c, rng_below(4) == 0);
		layout_free(&l);
	}
}
END_TEST

/* Which entry holds byte @pos, and how far into it. */
static unsigned int entry_of(const struct layout *l, unsigned int pos, unsigned int *into)
{
	unsigned int e = 0;

	while (pos >= l->len[e]) {
		pos -= l->len[e];
		e++;
	}
	*into = pos;
	return e;
}

static void check_ffwd_shape(struct layout *l, struct scatterlist *res, struct scatterlist *tmp,
			     unsigned int len, int c)
{
	unsigned int into, e;

	if (len == l->total) {
		CHECK(res == NULL, "case %d: skipping everything must give NULL", c);
		return;
	}
	e = entry_of(l, len, &into);
	if (!into) {
		CHECK(res == l->ent[e], "case %d: an entry boundary must give entry %u itself", c,
		      e);
		return;
	}
	CHECK(res == tmp, "case %d: a split entry must use the spare entries", c);
	CHECK(sg_virt(tmp) == l->arena + l->off[e] + into && tmp->length == l->len[e] - into,
	      "case %d: the split entry's tail is wrong", c);
	if (e + 1 == l->nents)
		CHECK(sg_is_last(tmp), "case %d: the tail of the last entry must end the list", c);
	else
		CHECK(sg_next(tmp) == l->ent[e + 1], "case %d: the split must link to entry %u", c,
		      e + 1);
}

START_TEST(test_scatterwalk_ffwd)
{
	rng_seed_from_clock();
	for (int c = 0; c < CASES; c++) {
		struct scatterlist tmp[2], *res;
		struct layout l;
		unsigned int len, got;
		u8 *out, *exp;

		layout_random(&l, random_total(), NULL, 0);
		if (rng_below(2)) {
			len = rng_below(l.total + 1);
		} else {
			unsigned int k = rng_below(l.nents + 1);

			len = reach(&l, k);
		}
		out = malloc(l.total);
		exp = malloc(l.total);
		memset(tmp, 0xee, sizeof(tmp));
		res = scatterwalk_ffwd(tmp, l.sg, len);
		check_ffwd_shape(&l, res, tmp, len, c);
		got = sg_gather(res, out, l.total);
		flat_read(&l, l.arena, len, exp, l.total - len);
		CHECK(got == l.total - len, "case %d: %u bytes follow, want %u", c, got,
		      l.total - len);
		CHECK(!memcmp(out, exp, got), "case %d: wrong data after fast-forward by %u", c,
		      len);
		/* The source list itself is left alone. */
		CHECK(sg_nents(l.sg) == (int)l.nents, "case %d: source list changed", c);
		free(out);
		free(exp);
		layout_free(&l);
	}
}
END_TEST

static void check_copy_range(struct layout *l, int c, bool to_sg, bool newer_api)
{
	unsigned int start = rng_below(l->total + 1);
	unsigned int n = rng_below(l->total - start + 1);
	u8 *buf = malloc(n + 32), *poison = malloc(n + 32), *exp = malloc(n + 1);

	rng_bytes(buf, n + 32);
	memcpy(poison, buf, n + 32);
	if (to_sg && newer_api)
		memcpy_to_sglist(l->sg, start, buf, n);
	else if (to_sg)
		scatterwalk_map_and_copy(buf, l->sg, start, n, 1);
	else if (newer_api)
		memcpy_from_sglist(buf, l->sg, start, n);
	else
		scatterwalk_map_and_copy(buf, l->sg, start, n, 0);

	if (to_sg) {
		flat_write(l, l->shadow, start, buf, n);
		CHECK(!memcmp(buf, poison, n + 32), "case %d: the source buffer changed", c);
	} else {
		flat_read(l, l->arena, start, exp, n);
		CHECK(!memcmp(buf, exp, n), "case %d: wrong bytes [%u, +%u) copied out", c, start,
		      n);
		CHECK(!memcmp(buf + n, poison + n, 32), "case %d: written past the buffer", c);
	}
	layout_check(l, to_sg ? "copy into the list" : "copy out of the list", c);
	free(buf);
	free(poison);
	free(exp);
}

START_TEST(test_map_and_copy)
{
	u8 byte = 0x42;

	rng_seed_from_clock();
	for (int c = 0; c < CASES; c++) {
		struct layout l;

		layout_random(&l, random_total(), NULL, 0);
		check_copy_range(&l, c, false, false);
		check_copy_range(&l, c, true, false);
		check_copy_range(&l, c, false, true);
		check_copy_range(&l, c, true, true);
		layout_free(&l);
	}
	/* Nothing to copy: the list is not even looked at. */
	scatterwalk_map_and_copy(&byte, NULL, 0, 0, 1);
	memcpy_from_sglist(&byte, NULL, 5, 0);
	memcpy_to_sglist(NULL, 5, &byte, 0);
	ck_assert_uint_eq(byte, 0x42);
}
END_TEST

START_TEST(test_memcpy_sglist)
{
	rng_seed_from_clock();
	for (int c = 0; c < CASES; c++) {
		struct layout src, dst;
		unsigned int total = random_total();
		unsigned int n = rng_below(total + 1);
		u8 *data = malloc(total);

		layout_random(&src, total, NULL, 0);
		layout_random(&dst, total, NULL, 0);
		memcpy_sglist(dst.sg, src.sg, n);
		flat_read(&src, src.arena, 0, data, n);
		flat_write(&dst, dst.shadow, 0, data, n);
		layout_check(&dst, "memcpy_sglist destination", c);
		layout_check(&src, "memcpy_sglist source", c);
		/* The same list on both sides: nothing moves. */
		memcpy_sglist(src.sg, src.sg, src.total);
		layout_check(&src, "memcpy_sglist onto itself", c);
		free(data);
		layout_free(&src);
		layout_free(&dst);
	}
	memcpy_sglist(NULL, NULL, 0);
}
END_TEST

/* Steps through a list with the inline helpers, as a driver walking by pages would (a step
 * here runs to the end of its entry, pages or not). */
static void check_steps(struct layout *l, int c, u8 *out)
{
	struct scatter_walk w;
	unsigned int pos = 0;

	scatterwalk_start(&w, l->sg);
	while (pos < l->total) {
		unsigned int cap = rng_below(3) ? l->total - pos : rng_range(1, l->total - pos);
		unsigned int into, e = entry_of(l, pos, &into);
		size_t at = l->off[e] + into;
		unsigned int whole = l->len[e] - into; /* what pagelen must say: the entry's rest */
		unsigned int want = whole < cap ? whole : cap; /* what clamp must say */
		unsigned int n = scatterwalk_clamp(&w, cap);
		u8 *p = scatterwalk_map(&w);

		CHECK(p == l->arena + at, "case %d: mapped the wrong byte at %u", c, pos);
		CHECK(n == want, "case %d: clamp gave %u at %u, want %u", c, n, pos, want);
		CHECK(scatterwalk_pagelen(&w) == whole, "case %d: pagelen %u at %u, want %u", c,
		      scatterwalk_pagelen(&w), pos, whole);
		memcpy(out + pos, p, n);
		scatterwalk_unmap(p);
		scatterwalk_advance(&w, n);
		pos += n;
		scatterwalk_done(&w, 0, pos < l->total);
	}
}

START_TEST(test_scatterwalk_steps)
{
	rng_seed_from_clock();
	for (int c = 0; c < CASES; c++) {
		struct scatter_walk w;
		struct layout l;
		unsigned int skip, n;
		u8 *out, *exp;

		layout_random(&l, random_total(), NULL, 0);
		out = malloc(l.total);
		exp = malloc(l.total);
		flat_read(&l, l.arena, 0, exp, l.total);
		check_steps(&l, c, out);
		CHECK(!memcmp(out, exp, l.total), "case %d: stepping read the wrong data", c);

		/* Skip with copychunks(..., 2), then read the rest with copychunks(..., 0). */
		skip = rng_below(l.total);
		n = rng_range(1, l.total - skip);
		scatterwalk_start(&w, l.sg);
		scatterwalk_copychunks(NULL, &w, skip, 2);
		scatterwalk_done(&w, 0, 1);
		scatterwalk_copychunks(out, &w, n, 0);
		scatterwalk_done(&w, 0, 0);
		CHECK(!memcmp(out, exp + skip, n), "case %d: copychunks after a skip of %u", c,
		      skip);
		layout_check(&l, "reading", c);
		free(out);
		free(exp);
		layout_free(&l);
	}
}
END_TEST

/* ukc_sg_linear(): the address exactly when one entry holds the bytes, whatever pages it spans;
 * NULL across entries and past the list's end. */
START_TEST(test_sg_linear)
{
	rng_seed_from_clock();
	for (int c = 0; c < CASES; c++) {
		struct layout l;

		layout_random(&l, random_total(), NULL, 0);
		for (int k = 0; k < 64; k++) {
			unsigned int skip = rng_below(l.total), into;
			unsigned int len = rng_below(4) ? rng_range(1, l.total - skip)
							: rng_range(1, l.total + 64);
			unsigned int e = entry_of(&l, skip, &into);
			u8 *want = len <= l.len[e] - into ? l.arena + l.off[e] + into : NULL;
			u8 *got = ukc_sg_linear(l.sg, skip, len);

			CHECK(got == want, "case %d: %u bytes at %u: got %p, want %p", c, len, skip,
			      (void *)got, (void *)want);
		}
		CHECK(!ukc_sg_linear(l.sg, l.total, 1), "case %d: a byte past the end", c);
		CHECK(ukc_sg_linear(l.sg, 0, 0) != NULL, "case %d: no bytes at the start", c);
		layout_free(&l);
	}
}
END_TEST

int main(void)
{
	return check_run(check_new_suite("scatterwalk", "core", 120, { test_sg_init },
					 { test_sg_next_follows_chains }, { test_sg_nents_for_len },
					 { test_sg_copy_buffer }, { test_scatterwalk_ffwd },
					 { test_map_and_copy }, { test_memcpy_sglist },
					 { test_scatterwalk_steps }, { test_sg_linear }));
}
