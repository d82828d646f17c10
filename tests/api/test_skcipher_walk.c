// SPDX-License-Identifier: GPL-2.0-only
// Check suite for the skcipher walker: chunk rules, bounce paths and results against flat runs.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <crypto/internal/skcipher.h>
#include <crypto/scatterwalk.h>
#include <crypto/skcipher.h>
#include <linux/errno.h>
#include <linux/scatterlist.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "sg_layout.h"

/* Offset in the arena of byte @pos of the list's data. */
static size_t layout_pos(const struct layout *l, unsigned int pos)
{
	for (unsigned int e = 0; e < l->nents; e++) {
		if (pos < l->len[e])
			return l->off[e] + pos;
		pos -= l->len[e];
	}
	ck_abort_msg("position past the layout");
	return 0;
}

/* Bytes contiguous at data byte @pos: to the end of its entry (an entry is one virtually
 * contiguous range, whatever pages it spans). */
static unsigned int layout_run(const struct layout *l, unsigned int pos)
{
	unsigned int e = 0;

	while (pos >= l->len[e]) {
		pos -= l->len[e];
		e++;
	}
	return l->len[e] - pos;
}

/* ---- toy ciphers: cheap, but every output byte depends on the whole block and on order ---- */

#define TOY_MAX_BLOCK 64
#define TOY_CTR_IVSIZE 16

static u8 g_sbox[256];

static void sbox_init(void)
{
	unsigned long long saved = rng_state;

	rng_state = 0x5eed5eedULL; /* the same table every run: only the layouts are random */
	for (int i = 0; i < 256; i++)
		g_sbox[i] = (u8)i;
	for (int i = 255; i > 0; i--) {
		unsigned int j = rng_below((unsigned int)i + 1);
		u8 t = g_sbox[i];

		g_sbox[i] = g_sbox[j];
		g_sbox[j] = t;
	}
	rng_state = saved;
}

static void toy_block(const u8 *key, const u8 *in, u8 *out, unsigned int n)
{
	u8 tmp[TOY_MAX_BLOCK];
	unsigned int h = 0;

	for (unsigned int i = 0; i < n; i++)
		h = h * 31 + in[i];
	for (unsigned int i = 0; i < n; i++)
		tmp[i] = g_sbox[(u8)(in[i] ^ key[i] ^ (h >> 5) ^ (h >> 13) ^ i)];
	memcpy(out, tmp, n);
}

/* CBC-like chaining over @nblocks blocks of @bs bytes; @chain is the IV, updated. */
static void toy_cbc(const u8 *key, unsigned int bs, const u8 *in, u8 *out, unsigned int nblocks,
		    u8 *chain)
{
	u8 x[TOY_MAX_BLOCK];

	for (unsigned int b = 0; b < nblocks; b++, in += bs, out += bs) {
		for (unsigned int i = 0; i < bs; i++)
			x[i] = in[i] ^ chain[i];
		toy_block(key, x, chain, bs);
		memcpy(out, chain, bs);
	}
}

/* CTR-like: keystream blocks of @chunk bytes from a big-endian 128-bit counter in @ctr. */
static void toy_ctr(const u8 *key, unsigned int chunk, const u8 *in, u8 *out, unsigned int n,
		    u8 *ctr)
{
	u8 blk[TOY_MAX_BLOCK], ks[TOY_MAX_BLOCK];

	while (n) {
		unsigned int k = n < chunk ? n : chunk;

		for (unsigned int j = 0; j < chunk; j++)
			blk[j] = ctr[j % TOY_CTR_IVSIZE] ^ (u8)(j * 7);
		toy_block(key, blk, ks, chunk);
		for (unsigned int j = 0; j < k; j++)
			out[j] = in[j] ^ ks[j];
		for (int j = TOY_CTR_IVSIZE - 1; j >= 0 && !++ctr[j]; j--)
			;
		in += k;
		out += k;
		n -= k;
	}
}

/* ---- a fake transform, built without the registry ---- */

struct walk_case {
	/* the algorithm */
	bool stream; /* CTR-like (blocksize 1) rather than CBC-like */
	bool lsk;    /* presented as an lskcipher used through the skcipher interface */
	unsigned int bs, chunk, walksize, alignmask, ivsize, stride;
	u8 key[TOY_MAX_BLOCK];
	/* the request */
	bool inplace, async, atomic;
	unsigned int cryptlen;
	struct layout src, dst;
	u8 *iv_area, *iv_shadow, *iv;
	size_t iv_area_size;
	/* bookkeeping */
	int c;
	unsigned int fail_at; /* chunk at which the driver reports -EIO (0: never) */
	bool abort;	      /* abort instead of reporting -EIO */
	unsigned int chunks;
};

struct path_count {
	unsigned long fast, copy, slow, diff, iv_bounced, chunks;
};

static struct skcipher_alg g_alg;
static struct {
	u8 poison[256]; /* what a wrongly read walksize would land in */
	struct lskcipher_alg alg;
} g_lalg;
static const struct crypto_type g_lsk_type = { .type = CRYPTO_ALG_TYPE_LSKCIPHER };
static const struct crypto_type g_sk_type = { .type = CRYPTO_ALG_TYPE_SKCIPHER };

static struct crypto_skcipher *fake_tfm(const struct walk_case *wc)
{
	struct crypto_skcipher *tfm = calloc(1, sizeof(*tfm) + 64);
	struct crypto_alg *base;

	memset(&g_alg, 0, sizeof(g_alg));
	memset(&g_lalg, 0x7f, sizeof(g_lalg));
	memset(&g_lalg.alg, 0, sizeof(g_lalg.alg));
	if (wc->lsk) {
		base = &g_lalg.alg.co.base;
		g_lalg.alg.co.ivsize = wc->ivsize;
		g_lalg.alg.co.chunksize = wc->chunk;
		base->cra_type = &g_lsk_type;
	} else {
		base = &g_alg.base;
		g_alg.ivsize = wc->ivsize;
		g_alg.chunksize = wc->chunk;
		g_alg.walksize = wc->walksize;
		base->cra_type = rng_below(2) ? &g_sk_type : NULL;
	}
	base->cra_blocksize = wc->bs;
	base->cra_alignmask = wc->alignmask;
	tfm->base.__crt_alg = base;
	return tfm;
}

/* ---- random cases ---- */

static void pick_alg(struct walk_case *wc, bool lsk, bool block_only)
{
	static const unsigned int block_sizes[] = { 8, 16, 16, 32 };
	static const unsigned int ctr_chunks[] = { 1, 4, 16, 16, 64 };
	static const unsigned int strides[] = { 1, 1, 2, 4, 16 };
	static const unsigned int alignmasks[] = { 0, 0, 3, 7, 15, 63 };

	wc->lsk = lsk;
	wc->stream = !block_only && rng_below(2);
	if (wc->stream) {
		wc->bs = 1;
		wc->chunk = ctr_chunks[rng_below(5)];
		wc->ivsize = TOY_CTR_IVSIZE;
	} else {
		wc->bs = block_sizes[rng_below(4)];
		wc->chunk = wc->bs;
		wc->ivsize = wc->bs;
	}
	/* up to PAGE_SIZE / 8, the largest walksize registration accepts */
	wc->walksize = rng_below(16) ? wc->chunk * strides[rng_below(5)] : PAGE_SIZE / 8;
	wc->alignmask = alignmasks[rng_below(6)];
	wc->stride = lsk ? wc->chunk : wc->walksize;
	rng_bytes(wc->key, sizeof(wc->key));
}

static unsigned int pick_cryptlen(const struct walk_case *wc)
{
	unsigned int n;

	switch (rng_below(4)) {
	case 0:
		n = rng_range(1, 4 * wc->stride);
		break;
	case 1:
		n = rng_range(1, 512);
		break;
	default:
		n = rng_range(1, 3 * PAGE_SIZE + 100);
	}
	return ALIGN(n, wc->bs);
}

static void walk_layout(struct layout *l, const struct walk_case *wc)
{
	static const unsigned int aligns[] = { 1, 4, 16, 64, 64 };
	const unsigned int granules[] = { 1, wc->bs, wc->chunk, 16, 64 };
	unsigned int want = rng_below(3) ? rng_range(1, MAX_ENTS) : rng_range(1, 3);
	unsigned int extra = rng_below(3) ? 0 : rng_range(1, 100);

	if (!wc->cryptlen && !extra)
		extra = 1;
	layout_new(l, wc->cryptlen + extra, want, granules[rng_below(5)], aligns[rng_below(5)],
		   rng_below(2));
}

/* The IV sits in a poisoned area, aligned to 64 or deliberately not. */
static void iv_setup(struct walk_case *wc)
{
	size_t off = rng_below(2) ? 64 : 64 + rng_range(1, 63);

	wc->iv_area_size = 256;
	wc->iv_area = aligned_alloc(64, wc->iv_area_size);
	wc->iv_shadow = malloc(wc->iv_area_size);
	rng_bytes(wc->iv_area, wc->iv_area_size);
	memcpy(wc->iv_shadow, wc->iv_area, wc->iv_area_size);
	wc->iv = wc->iv_area + off;
}

/* Draws the algorithm, then (case_data) the request over it. */
static void case_alg(struct walk_case *wc, int c, bool lsk, bool block_only)
{
	memset(wc, 0, sizeof(*wc));
	wc->c = c;
	pick_alg(wc, lsk, block_only);
}

static void case_data(struct walk_case *wc, bool async, unsigned int cryptlen)
{
	wc->cryptlen = cryptlen ? cryptlen : pick_cryptlen(wc);
	wc->inplace = rng_below(2);
	wc->async = async;
	wc->atomic = rng_below(2);
	walk_layout(&wc->src, wc);
	if (!wc->inplace)
		walk_layout(&wc->dst, wc);
	iv_setup(wc);
}

static void case_free(struct walk_case *wc)
{
	layout_free(&wc->src);
	if (!wc->inplace)
		layout_free(&wc->dst);
	free(wc->iv_area);
	free(wc->iv_shadow);
}

static const char *describe(const struct walk_case *wc)
{
	static char buf[256];

	snprintf(buf, sizeof(buf),
		 "case %d: %s bs %u chunk %u stride %u alignmask %u len %u %s %s, %u+%u entries%s",
		 wc->c, wc->stream ? "ctr" : "cbc", wc->bs, wc->chunk, wc->stride, wc->alignmask,
		 wc->cryptlen, wc->inplace ? "in-place" : "out-of-place",
		 wc->async ? "async" : "virt", wc->src.nents, wc->inplace ? 0 : wc->dst.nents,
		 (uintptr_t)wc->iv & 63 ? ", misaligned IV" : "");
	return buf;
}

static struct layout *dst_layout(struct walk_case *wc)
{
	return wc->inplace ? &wc->src : &wc->dst;
}

/* ---- the driver side ---- */

/* The kernel's promises for one chunk, and which path the kernel takes for it: the fast
 * path when the data is contiguous for a minimal chunk and aligned (then the chunk runs to
 * the end of the src or dst entry: unlike the kernel's, this walk does not stop at a page's
 * end), the copy path when it is only misaligned, the
 * slow path when it is not contiguous for a minimal chunk. */
static void check_chunk(struct walk_case *wc, const struct skcipher_walk *walk, const u8 *src,
			const u8 *dst, struct path_count *pc)
{
	unsigned int total = walk->total, nbytes = walk->nbytes, am = wc->alignmask;
	unsigned int pos = wc->cryptlen - total;
	struct layout *dl = dst_layout(wc);
	const u8 *real_src = wc->src.arena + layout_pos(&wc->src, pos);
	const u8 *real_dst = dl->arena + layout_pos(dl, pos);
	unsigned int least = total > wc->bs ? total : wc->bs;
	unsigned int run = layout_run(&wc->src, pos), drun = layout_run(dl, pos);
	unsigned int n = total;

	least = least < wc->stride ? least : wc->stride;
	n = run < n ? run : n;
	n = drun < n ? drun : n;
	pc->chunks++;
	CHECK(walk->stride == wc->stride, "%s: stride %u", describe(wc), walk->stride);
	CHECK(nbytes >= least && nbytes <= total, "%s: chunk of %u at %u with %u left",
	      describe(wc), nbytes, pos, total);
	CHECK(!(((uintptr_t)src | (uintptr_t)dst) & am), "%s: misaligned chunk at %u", describe(wc),
	      pos);
	CHECK(!((uintptr_t)walk->iv & am), "%s: misaligned walk IV", describe(wc));
	CHECK(!wc->inplace || src == dst, "%s: in-place chunk with src != dst", describe(wc));
	if (n < least) {
		pc->slow++;
		CHECK(nbytes == least && src == dst && src != real_src,
		      "%s: at %u only %u contiguous: a slow chunk of %u was due, got %u",
		      describe(wc), pos, n, least, nbytes);
	} else if (((uintptr_t)real_src | (uintptr_t)real_dst) & am) {
		pc->copy++;
		CHECK(src == dst && src != real_src, "%s: misaligned data at %u must be bounced",
		      describe(wc), pos);
		/* The bounce page holds a page: a longer run is bounced a page at a time. */
		CHECK(wc->async ? nbytes <= n
				: nbytes == (n < PAGE_SIZE ? n : PAGE_SIZE) && !offset_in_page(src),
		      "%s: copy chunk of %u at %u, %u contiguous", describe(wc), nbytes, pos, n);
	} else {
		pc->fast++;
		pc->diff += src != dst;
		CHECK(src == real_src && dst == real_dst && nbytes == n,
		      "%s: at %u a fast chunk of %u was due, got %u (%s)", describe(wc), pos, n,
		      nbytes, src == real_src ? "in place" : "bounced");
	}
}

/* What a driver does with a chunk; returns the bytes it leaves for the next chunk. */
static unsigned int driver_step(struct walk_case *wc, const u8 *src, u8 *dst, unsigned int nbytes,
				unsigned int total, u8 *iv)
{
	unsigned int n = nbytes;

	if (wc->stream) {
		if (n < total) /* only the last chunk may end in a partial keystream block */
			n -= n % wc->chunk;
		toy_ctr(wc->key, wc->chunk, src, dst, n, iv);
	} else {
		n -= n % wc->bs;
		toy_cbc(wc->key, wc->bs, src, dst, n / wc->bs, iv);
	}
	CHECK(n > 0, "%s: a chunk of %u with %u left allows no progress", describe(wc), nbytes,
	      total);
	return nbytes - n;
}

static void chunk_addrs(const struct walk_case *wc, const struct skcipher_walk *walk,
			const u8 **src, u8 **dst)
{
	if (wc->async) {
		*src = (const u8 *)page_address(walk->src.phys.page) + walk->src.phys.offset;
		*dst = (u8 *)page_address(walk->dst.phys.page) + walk->dst.phys.offset;
	} else {
		*src = walk->src.virt.addr;
		*dst = walk->dst.virt.addr;
	}
}

static struct skcipher_request *make_request(struct walk_case *wc, struct crypto_skcipher *tfm)
{
	struct skcipher_request *req = calloc(1, sizeof(*req) + 64);

	skcipher_request_set_tfm(req, tfm);
	skcipher_request_set_callback(req, rng_below(2) ? CRYPTO_TFM_REQ_MAY_SLEEP : 0, NULL, NULL);
	skcipher_request_set_crypt(req, wc->src.sg, dst_layout(wc)->sg, wc->cryptlen, wc->iv);
	return req;
}

/* Runs the request as a kernel driver would; returns the walk's final status. */
static int run_walk(struct walk_case *wc, struct skcipher_request *req, struct path_count *pc)
{
	struct skcipher_walk walk;
	int err;

	memset(&walk, 0xcc, sizeof(walk)); /* like a driver's uninitialized stack walk */
	if (wc->async)
		err = skcipher_walk_async(&walk, req);
	else
		err = skcipher_walk_virt(&walk, req, wc->atomic);
	pc->iv_bounced += walk.nbytes && walk.iv != (void *)wc->iv;
	while (walk.nbytes) {
		const u8 *src;
		u8 *dst;

		chunk_addrs(wc, &walk, &src, &dst);
		check_chunk(wc, &walk, src, dst, pc);
		CHECK(++wc->chunks <= wc->cryptlen, "%s: the walk does not end", describe(wc));
		if (wc->chunks == wc->fail_at && wc->abort) {
			skcipher_walk_abort(&walk);
			err = -ECANCELED;
			break;
		}
		if (wc->chunks == wc->fail_at) {
			err = skcipher_walk_done(&walk, -EIO);
			break;
		}
		err = skcipher_walk_done(
			&walk, (int)driver_step(wc, src, dst, walk.nbytes, walk.total, walk.iv));
	}
	CHECK(walk.nbytes == 0, "%s: the walk ended with nbytes %u", describe(wc), walk.nbytes);
	if (wc->async)
		skcipher_walk_complete(&walk, err);
	return err;
}

/* Whatever the outcome, nothing outside the request's data may change. */
static void check_only_data_changed(struct walk_case *wc)
{
	struct layout *dl = dst_layout(wc);
	u8 *now = malloc(wc->cryptlen + 1);
	size_t iv_off = (size_t)(wc->iv - wc->iv_area);

	layout_take(dl, now, wc->cryptlen);
	layout_check(dl, describe(wc), wc->c);
	if (!wc->inplace)
		layout_check(&wc->src, describe(wc), wc->c);
	memcpy(wc->iv_shadow + iv_off, wc->iv, wc->ivsize);
	CHECK(!memcmp(wc->iv_area, wc->iv_shadow, wc->iv_area_size),
	      "%s: bytes around the IV were written", describe(wc));
	free(now);
}

/* Runs one case and compares with the flat reference; returns the walk's status. */
static int run_case(struct walk_case *wc, struct path_count *pc)
{
	struct crypto_skcipher *tfm = fake_tfm(wc);
	struct skcipher_request *req = make_request(wc, tfm);
	u8 *in = malloc(wc->cryptlen + 1), *exp = malloc(wc->cryptlen + 1);
	u8 exp_iv[TOY_MAX_BLOCK], *got = malloc(wc->cryptlen + 1);
	int err;

	flat_read(&wc->src, wc->src.arena, 0, in, wc->cryptlen);
	memcpy(exp_iv, wc->iv, wc->ivsize);
	if (wc->stream)
		toy_ctr(wc->key, wc->chunk, in, exp, wc->cryptlen, exp_iv);
	else if (wc->cryptlen % wc->bs == 0)
		toy_cbc(wc->key, wc->bs, in, exp, wc->cryptlen / wc->bs, exp_iv);
	err = run_walk(wc, req, pc);
	CHECK(req->src == wc->src.sg && req->dst == dst_layout(wc)->sg &&
		      req->cryptlen == wc->cryptlen && req->iv == wc->iv,
	      "%s: the request was changed", describe(wc));
	if (!err) {
		flat_read(dst_layout(wc), dst_layout(wc)->arena, 0, got, wc->cryptlen);
		CHECK(!memcmp(got, exp, wc->cryptlen), "%s: output differs from the flat run",
		      describe(wc));
		CHECK(!memcmp(wc->iv, exp_iv, wc->ivsize), "%s: final IV differs from the flat run",
		      describe(wc));
	}
	check_only_data_changed(wc);
	free(in);
	free(exp);
	free(got);
	free(req);
	free(tfm);
	return err;
}

/* ---- the tests ---- */

#define RANDOM_CASES 2000

static void run_random(bool lsk, bool async, int cases, struct path_count *pc)
{
	rng_seed_from_clock();
	sbox_init();
	memset(pc, 0, sizeof(*pc));
	for (int c = 0; c < cases; c++) {
		struct walk_case wc;
		int err;

		case_alg(&wc, c, lsk, false);
		case_data(&wc, async, 0);
		err = run_case(&wc, pc);
		CHECK(err == 0, "%s: the walk failed with %d", describe(&wc), err);
		case_free(&wc);
	}
}

/* Random layouts should reach every path; otherwise the test proves less than it claims. */
static void check_coverage(const struct path_count *pc, bool async)
{
	CHECK(pc->fast > 100 && pc->copy > 100 && pc->slow > 100 && pc->iv_bounced > 20,
	      "paths not all exercised: fast %lu copy %lu slow %lu, IV bounced %lu", pc->fast,
	      pc->copy, pc->slow, pc->iv_bounced);
	CHECK(async || pc->diff > 100, "out-of-place fast chunks: %lu", pc->diff);
}

START_TEST(test_walk_virt_random)
{
	struct path_count pc;

	run_random(false, false, RANDOM_CASES, &pc);
	check_coverage(&pc, false);
}
END_TEST

START_TEST(test_walk_async_random)
{
	struct path_count pc;

	run_random(false, true, RANDOM_CASES / 2, &pc);
	check_coverage(&pc, true);
}
END_TEST

/* An lskcipher behind the skcipher interface steps by chunksize, never by a walksize. */
START_TEST(test_walk_lskcipher_stride)
{
	struct path_count pc;

	run_random(true, false, RANDOM_CASES / 2, &pc);
	CHECK(pc.chunks > 1000, "only %lu chunks", pc.chunks);
}
END_TEST

/* A CBC-like length that is not a multiple of the block size: -EINVAL, and when the
 * request is shorter than a block, straight from skcipher_walk_virt(). */
START_TEST(test_walk_bad_lengths)
{
	struct path_count pc = { 0 };

	rng_seed_from_clock();
	sbox_init();
	for (int c = 0; c < 400; c++) {
		struct walk_case wc;
		unsigned int len;
		int err;

		case_alg(&wc, c, false, true);
		len = rng_below(3) ? rng_range(1, 3 * PAGE_SIZE) : rng_range(1, wc.bs - 1);
		if (len % wc.bs == 0)
			len += rng_range(1, wc.bs - 1);
		case_data(&wc, rng_below(4) == 0, len);
		err = run_case(&wc, &pc);
		CHECK(err == -EINVAL, "%s: got %d, want -EINVAL", describe(&wc), err);
		CHECK(len > wc.bs || wc.chunks == 0,
		      "%s: a chunk shorter than a block was handed out", describe(&wc));
		if (len < wc.bs)
			CHECK(!memcmp(wc.iv_area, wc.iv_shadow, wc.iv_area_size),
			      "%s: the IV changed", describe(&wc));
		case_free(&wc);
	}
}
END_TEST

/* A driver error or an abort ends the walk with that error, frees the bounce buffers (run
 * under a leak checker) and touches nothing outside the request's data. */
START_TEST(test_walk_driver_error)
{
	struct path_count pc = { 0 };

	rng_seed_from_clock();
	sbox_init();
	for (int c = 0; c < 400; c++) {
		struct walk_case wc;
		int err;

		case_alg(&wc, c, rng_below(4) == 0, false);
		case_data(&wc, rng_below(3) == 0, 0);
		wc.fail_at = rng_range(1, 4);
		wc.abort = rng_below(2);
		err = run_case(&wc, &pc);
		if (wc.chunks >= wc.fail_at)
			CHECK(err == (wc.abort ? -ECANCELED : -EIO), "%s: got %d", describe(&wc),
			      err);
		else
			CHECK(err == 0, "%s: got %d", describe(&wc), err);
		case_free(&wc);
	}
}
END_TEST

/* Nothing to do: no chunk, no error, and the lists are not even looked at. */
START_TEST(test_walk_empty)
{
	struct skcipher_request *req;
	struct crypto_skcipher *tfm;
	struct skcipher_walk walk;
	struct walk_case wc;
	u8 iv[16] = { 1, 2, 3 };

	rng_seed_from_clock();
	memset(&wc, 0, sizeof(wc));
	wc.bs = 16;
	wc.chunk = 16;
	wc.walksize = 64;
	wc.alignmask = 15;
	wc.ivsize = 16;
	tfm = fake_tfm(&wc);
	req = calloc(1, sizeof(*req) + 64);
	skcipher_request_set_tfm(req, tfm);
	skcipher_request_set_crypt(req, NULL, NULL, 0, iv + 1);
	ck_assert_int_eq(skcipher_walk_virt(&walk, req, false), 0);
	ck_assert_uint_eq(walk.nbytes, 0);
	ck_assert_int_eq(skcipher_walk_done(&walk, 0), 0);
	ck_assert_int_eq(skcipher_walk_async(&walk, req), 0);
	ck_assert_uint_eq(walk.nbytes, 0);
	skcipher_walk_complete(&walk, 0);
	ck_assert_uint_eq(iv[0], 1);
	ck_assert_uint_eq(iv[2], 3);
	free(req);
	free(tfm);
}
END_TEST

int main(void)
{
	return check_run(check_new_suite("skcipher_walk", "core", 300, { test_walk_virt_random },
					 { test_walk_async_random }, { test_walk_lskcipher_stride },
					 { test_walk_bad_lengths }, { test_walk_driver_error },
					 { test_walk_empty }));
}
