// SPDX-License-Identifier: GPL-2.0-only
// Check suite for the compression types and compressors: our output read by the libraries
// themselves (zlib, liblz4, liblzo2, libzstd) and theirs read by us, through crypto_comp and
// acomp; bad input (garbage, truncated, too large for the room) answered with an error and no
// write past the room; acomp's limits and scatterlists; names, priorities, /proc/crypto.
#define _GNU_SOURCE
#include <crypto/acompress.h>
#include <crypto/internal/acompress.h>
#include <crypto/internal/scompress.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <lz4.h>
#include <lz4hc.h>
#include <lzo/lzo1x.h>
#include <zlib.h>
#include <zstd.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acomp_util.h"
#include "check_run.h"
#include "proc_util.h"

#define GUARD 64
#define BIG (256 * 1024)

// The system library's own compressor and decompressor for one of our names: a compressor of
// the same format (often another level or variant), and a decoder of it; NULL where the
// library has none (liblzo2 cannot read lzo-rle's version-1 stream).
typedef int (*sys_fn)(const u8 *src, size_t slen, u8 *dst, size_t *dlen);

static int zlib_raw(const u8 *src, size_t slen, u8 *dst, size_t *dlen, bool compress)
{
	z_stream s;
	int ret;

	memset(&s, 0, sizeof(s));
	// Level 9 and the kernel's 2^11 window to compress; the largest window reads any.
	ret = compress ? deflateInit2(&s, 9, Z_DEFLATED, -11, 8, Z_DEFAULT_STRATEGY)
		       : inflateInit2(&s, -15);
	if (ret != Z_OK)
		return -1;
	s.next_in = (Bytef *)src;
	s.avail_in = (uInt)slen;
	s.next_out = dst;
	s.avail_out = (uInt)*dlen;
	ret = compress ? deflate(&s, Z_FINISH) : inflate(&s, Z_FINISH);
	*dlen = s.total_out;
	compress ? deflateEnd(&s) : inflateEnd(&s);
	return ret == Z_STREAM_END ? 0 : -1;
}

static int sys_deflate(const u8 *src, size_t slen, u8 *dst, size_t *dlen)
{
	return zlib_raw(src, slen, dst, dlen, true);
}

static int sys_inflate(const u8 *src, size_t slen, u8 *dst, size_t *dlen)
{
	return zlib_raw(src, slen, dst, dlen, false);
}

static int sys_lz4(const u8 *src, size_t slen, u8 *dst, size_t *dlen)
{
	int n = LZ4_compress_default((const char *)src, (char *)dst, (int)slen, (int)*dlen);

	*dlen = (size_t)n;
	return n > 0 ? 0 : -1;
}

static int sys_lz4hc(const u8 *src, size_t slen, u8 *dst, size_t *dlen)
{
	int n = LZ4_compress_HC((const char *)src, (char *)dst, (int)slen, (int)*dlen,
				LZ4HC_CLEVEL_MAX);

	*dlen = (size_t)n;
	return n > 0 ? 0 : -1;
}

static int sys_unlz4(const u8 *src, size_t slen, u8 *dst, size_t *dlen)
{
	int n = LZ4_decompress_safe((const char *)src, (char *)dst, (int)slen, (int)*dlen);

	*dlen = (size_t)n;
	return n >= 0 ? 0 : -1;
}

static unsigned char lzo_wrk[LZO1X_999_MEM_COMPRESS];

// liblzo2's best (and slowest) LZO1X compressor, not the LZO1X-1 the kernel's lzo uses.
static int sys_lzo999(const u8 *src, size_t slen, u8 *dst, size_t *dlen)
{
	lzo_uint n = *dlen;
	int ret = lzo1x_999_compress(src, slen, dst, &n, lzo_wrk);

	*dlen = n;
	return ret == LZO_E_OK ? 0 : -1;
}

static int sys_lzo1(const u8 *src, size_t slen, u8 *dst, size_t *dlen)
{
	lzo_uint n = *dlen;
	int ret = lzo1x_1_compress(src, slen, dst, &n, lzo_wrk);

	*dlen = n;
	return ret == LZO_E_OK ? 0 : -1;
}

static int sys_unlzo(const u8 *src, size_t slen, u8 *dst, size_t *dlen)
{
	lzo_uint n = *dlen;
	int ret = lzo1x_decompress_safe(src, slen, dst, &n, NULL);

	*dlen = n;
	return ret == LZO_E_OK ? 0 : -1;
}

static int sys_zstd(const u8 *src, size_t slen, u8 *dst, size_t *dlen)
{
	size_t n = ZSTD_compress(dst, *dlen, src, slen, 19);

	*dlen = n;
	return ZSTD_isError(n) ? -1 : 0;
}

static int sys_unzstd(const u8 *src, size_t slen, u8 *dst, size_t *dlen)
{
	size_t n = ZSTD_decompress(dst, *dlen, src, slen);

	*dlen = n;
	return ZSTD_isError(n) ? -1 : 0;
}

// @ends: the format marks its end, so every truncation is an error. An LZ4 block has no end
// mark (cut after a sequence's literals, it is a shorter valid block: a prefix of the data),
// and raw deflate has no check value: where the kernel's extra zero byte completes codes that
// end the final block (fixed Huffman's end of block is seven zero bits), 6.12 accepts the
// stream too (cut in its last byte, it may even give all the data). Never past the room.
static const struct comp_case {
	const char *name;
	sys_fn sys_compress;
	sys_fn sys_decompress;
	bool ends;
} comp_cases[] = {
	{ "deflate", sys_deflate, sys_inflate, false },
	{ "lz4", sys_lz4, sys_unlz4, false },
	{ "lz4hc", sys_lz4hc, sys_unlz4, false },
	{ "lzo", sys_lzo999, sys_unlzo, true },
	{ "lzo-rle", sys_lzo1, NULL, true },
	{ "zstd", sys_zstd, sys_unzstd, true },
};
#define NCASES ((int)(sizeof(comp_cases) / sizeof(comp_cases[0])))

static u8 *corpus;

// Text, runs of zeros, a repeated pattern and random bytes, in 1 KiB pieces.
static void make_corpus(void)
{
	static const char text[] =
		"The kernel's crypto API in userspace: deflate, lz4, lzo, zstd. ";
	unsigned int seed = 12345;

	corpus = malloc(BIG);
	for (size_t i = 0; i < BIG; i++) {
		switch ((i / 1024) % 4) {
		case 0:
			corpus[i] = (u8)text[i % (sizeof(text) - 1)];
			break;
		case 1:
			corpus[i] = 0;
			break;
		case 2:
			corpus[i] = (u8)(i % 7);
			break;
		default:
			corpus[i] = (u8)rand_r(&seed);
		}
	}
}

static const size_t sizes[] = { 1, 3, 17, 100, 1000, 4096, 65536, 131072 };

static struct crypto_comp *alloc_comp(const char *name)
{
	struct crypto_comp *tfm = crypto_alloc_comp(name, 0, 0);

	ck_assert_msg(!IS_ERR(tfm), "%s: %ld", name, PTR_ERR(tfm));
	return tfm;
}

static bool comp_built(const char *name)
{
	return crypto_has_comp(name, 0, 0);
}

// Ours to theirs and theirs to ours, at each size, through both types.
START_TEST(test_interop)
{
	const struct comp_case *c = &comp_cases[_i];
	struct crypto_comp *comp = alloc_comp(c->name);
	struct crypto_acomp *acomp = crypto_alloc_acomp(c->name, 0, 0);
	u8 *a = malloc(BIG * 2), *b = malloc(BIG * 2);

	ck_assert(!IS_ERR(acomp));
	for (size_t k = 0; k < sizeof(sizes) / sizeof(sizes[0]); k++) {
		size_t n = sizes[k], blen = BIG * 2;
		unsigned int alen = BIG * 2, back = BIG * 2;

		ck_assert_int_eq(crypto_comp_compress(comp, corpus, n, a, &alen), 0);
		if (c->sys_decompress) {
			ck_assert_msg(c->sys_decompress(a, alen, b, &blen) == 0, "%s %zu", c->name,
				      n);
			ck_assert_uint_eq(blen, n);
			ck_assert_mem_eq(b, corpus, n);
		} else {
			// lzo-rle: the kernel's version header, and our own reading.
			ck_assert(a[0] == 17 && a[1] == 1);
		}
		ck_assert_int_eq(crypto_comp_decompress(comp, a, alen, b, &back), 0);
		ck_assert_uint_eq(back, n);
		ck_assert_mem_eq(b, corpus, n);

		// Theirs, read through acomp.
		blen = BIG * 2;
		ck_assert_int_eq(c->sys_compress(corpus, n, a, &blen), 0);
		back = SCOMP_SCRATCH_SIZE;
		ck_assert_msg(acomp_op(acomp, false, a, blen, b, &back) == 0, "%s %zu", c->name, n);
		ck_assert_uint_eq(back, n);
		ck_assert_mem_eq(b, corpus, n);
	}
	free(a);
	free(b);
	crypto_free_acomp(acomp);
	crypto_free_comp(comp);
}
END_TEST

// 6.12's deflate parameters, byte for byte: zlib's default level, the 2^11 raw window and the
// kernel's MAX_MEM_LEVEL of 8 (zlib's own is 9, and gives other output).
START_TEST(test_deflate_kernel_output)
{
	struct crypto_comp *comp = alloc_comp("deflate");
	u8 *ours = malloc(BIG * 2), *want = malloc(BIG * 2);

	for (size_t k = 0; k < sizeof(sizes) / sizeof(sizes[0]); k++) {
		unsigned int olen = BIG * 2;
		z_stream z;

		memset(&z, 0, sizeof(z));
		ck_assert_int_eq(deflateInit2(&z, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -11, 8,
					      Z_DEFAULT_STRATEGY),
				 Z_OK);
		z.next_in = corpus;
		z.avail_in = (uInt)sizes[k];
		z.next_out = want;
		z.avail_out = BIG * 2;
		ck_assert_int_eq(deflate(&z, Z_FINISH), Z_STREAM_END);
		deflateEnd(&z);
		ck_assert_int_eq(crypto_comp_compress(comp, corpus, sizes[k], ours, &olen), 0);
		ck_assert_uint_eq(olen, z.total_out);
		ck_assert_mem_eq(ours, want, olen);
	}
	free(ours);
	free(want);
	crypto_free_comp(comp);
}
END_TEST

static void guard_set(u8 *buf, unsigned int room)
{
	memset(buf + room, 0xa5, GUARD);
}

static void guard_check(const u8 *buf, unsigned int room, const char *what)
{
	for (unsigned int i = 0; i < GUARD; i++)
		ck_assert_msg(buf[room + i] == 0xa5, "%s: write past the room at +%u", what, i);
}

// Decompresses @len bytes into @room, checking nothing is written past it; the result.
static int decomp_guarded(struct crypto_comp *tfm, const u8 *src, unsigned int len, u8 *out,
			  unsigned int room, const char *what)
{
	unsigned int dlen = room;

	guard_set(out, room);
	int err = crypto_comp_decompress(tfm, src, len, out, &dlen);
	guard_check(out, room, what);
	if (!err)
		ck_assert_uint_le(dlen, room);
	return err;
}

// A stream of the 4 KiB sample, cut at every length from 1 on: an error, or where the format
// has no end mark at most the data's length (see comp_cases).
static void check_truncated(struct crypto_comp *tfm, const struct comp_case *c, u8 *out)
{
	u8 stream[8192];
	unsigned int clen = sizeof(stream);

	ck_assert_int_eq(crypto_comp_compress(tfm, corpus, 4096, stream, &clen), 0);
	for (unsigned int cut = 1; cut < clen; cut++) {
		unsigned int dlen = 8192;
		guard_set(out, dlen);
		int err = crypto_comp_decompress(tfm, stream, cut, out, &dlen);
		guard_check(out, 8192, c->name);
		if (!err) {
			ck_assert_msg(!c->ends, "%s: a stream cut to %u of %u bytes was accepted",
				      c->name, cut, clen);
			ck_assert_uint_le(dlen, 4096);
		} else {
			ck_assert_int_eq(err, -EINVAL);
		}
	}
	// The whole stream into less room than its output: -EINVAL, nothing past the room.
	for (unsigned int room = 0; room < 4096; room += 97)
		ck_assert_int_eq(decomp_guarded(tfm, stream, clen, out, room, c->name), -EINVAL);
}

START_TEST(test_bad_input)
{
	const char *name = comp_cases[_i].name;
	struct crypto_comp *tfm = alloc_comp(name);
	u8 *out = malloc(BIG + GUARD), ff[64];
	unsigned int seed = 99;

	check_truncated(tfm, &comp_cases[_i], out);
	memset(ff, 0xff, sizeof(ff));
	ck_assert_int_eq(decomp_guarded(tfm, ff, sizeof(ff), out, 4096, name), -EINVAL);
	// Random garbage of every length up to 2 KiB, and 256 KiB of it (bounded time): whatever
	// the answer, nothing past the room.
	for (unsigned int len = 1; len <= 2048; len += 13) {
		for (unsigned int i = 0; i < len; i++)
			out[BIG / 2 + i] = (u8)rand_r(&seed);
		decomp_guarded(tfm, out + BIG / 2, len, out, 1024, name);
	}
	u8 *junk = malloc(BIG);
	for (unsigned int i = 0; i < BIG; i++)
		junk[i] = (u8)rand_r(&seed);
	ck_assert_int_eq(decomp_guarded(tfm, junk, BIG, out, BIG, name), -EINVAL);
	// Compression into too little room: -EINVAL, nothing past it.
	for (unsigned int room = 0; room < 64; room += 7) {
		unsigned int dlen = room;
		guard_set(out, room);
		ck_assert_int_eq(crypto_comp_compress(tfm, junk, 4096, out, &dlen), -EINVAL);
		guard_check(out, room, name);
	}
	free(junk);
	free(out);
	crypto_free_comp(tfm);
}
END_TEST

// A hand-made lzo-rle stream (Documentation/staging/lzo.rst): version header, one literal,
// the longest zero run (2051), the end. It must decode exactly, and into less room fail.
START_TEST(test_lzorle_zero_run)
{
	static const u8 stream[] = { 17, 1, 18, 'A', 0x1f, 0xfc, 0xff, 0xff, 0x11, 0, 0 };
	struct crypto_comp *rle = alloc_comp("lzo-rle");
	u8 out[4096 + GUARD];

	ck_assert_int_eq(decomp_guarded(rle, stream, sizeof(stream), out, 4096, "rle"), 0);
	unsigned int dlen = 4096;
	ck_assert_int_eq(crypto_comp_decompress(rle, stream, sizeof(stream), out, &dlen), 0);
	ck_assert_uint_eq(dlen, 2052);
	ck_assert_int_eq(out[0], 'A');
	for (unsigned int i = 1; i < 2052; i++)
		ck_assert_int_eq(out[i], 0);
	ck_assert_int_eq(decomp_guarded(rle, stream, sizeof(stream), out, 2051, "rle"), -EINVAL);
	// Trailing bytes after the end: an error, as 6.12 (LZO_E_INPUT_NOT_CONSUMED).
	u8 longer[sizeof(stream) + 1];
	memcpy(longer, stream, sizeof(stream));
	longer[sizeof(stream)] = 0;
	ck_assert_int_eq(decomp_guarded(rle, longer, sizeof(longer), out, 4096, "rle"), -EINVAL);
	// lzo reads the versioned stream too, as 6.12's decompressor does.
	struct crypto_comp *lzo = alloc_comp("lzo");
	dlen = 4096;
	ck_assert_int_eq(crypto_comp_decompress(lzo, stream, sizeof(stream), out, &dlen), 0);
	ck_assert_uint_eq(dlen, 2052);
	crypto_free_comp(lzo);
	crypto_free_comp(rle);
}
END_TEST

// Zeros are where lzo-rle differs: far shorter than lzo's output.
START_TEST(test_lzorle_ratio)
{
	struct crypto_comp *rle = alloc_comp("lzo-rle"), *lzo = alloc_comp("lzo");
	u8 *zeros = calloc(1, 65536), out[4096];
	unsigned int rlen = sizeof(out), llen = sizeof(out);

	ck_assert_int_eq(crypto_comp_compress(rle, zeros, 65536, out, &rlen), 0);
	ck_assert_int_eq(crypto_comp_compress(lzo, zeros, 65536, out, &llen), 0);
	ck_assert_msg(rlen * 2 < llen, "lzo-rle %u bytes, lzo %u", rlen, llen);
	free(zeros);
	crypto_free_comp(lzo);
	crypto_free_comp(rle);
}
END_TEST

START_TEST(test_acomp_limits)
{
	struct crypto_acomp *tfm = crypto_alloc_acomp("deflate", 0, 0);
	u8 *out = malloc(BIG);
	unsigned int dlen = BIG;

	ck_assert(!IS_ERR(tfm));
	ck_assert(!acomp_is_async(tfm));
	// No input, input above the scratch size, a destination of no room: -EINVAL (6.12).
	ck_assert_int_eq(acomp_op(tfm, true, corpus, 0, out, &dlen), -EINVAL);
	dlen = BIG;
	ck_assert_int_eq(acomp_op(tfm, true, corpus, SCOMP_SCRATCH_SIZE + 1, out, &dlen), -EINVAL);
	dlen = 0;
	ck_assert_int_eq(acomp_op(tfm, true, corpus, 100, out, &dlen), -EINVAL);
	// A room above the scratch size counts as the scratch size.
	dlen = BIG;
	ck_assert_int_eq(acomp_op(tfm, true, corpus, SCOMP_SCRATCH_SIZE, out, &dlen), 0);
	ck_assert_uint_le(dlen, SCOMP_SCRATCH_SIZE);
	free(out);
	crypto_free_acomp(tfm);
}
END_TEST

// Input and output split over three entries each go through the CPU's scratch buffers; with no
// destination the driver allocates one (CRYPTO_ACOMP_ALLOC_OUTPUT), freed with the request.
START_TEST(test_acomp_sglists)
{
	struct crypto_acomp *tfm = crypto_alloc_acomp("lz4", 0, 0);
	struct acomp_req *req = acomp_request_alloc(tfm);
	struct scatterlist src[3], dst[3];
	u8 *comp = malloc(8192), *a = malloc(3000), *b = malloc(3000), *c = malloc(3000);
	DECLARE_CRYPTO_WAIT(wait);

	sg_init_table(src, 3);
	sg_set_buf(&src[0], corpus, 1000);
	sg_set_buf(&src[1], corpus + 1000, 2000);
	sg_set_buf(&src[2], corpus + 3000, 1096);
	acomp_request_set_params(req, src, NULL, 4096, 0);
	acomp_request_set_callback(req, 0, crypto_req_done, &wait);
	ck_assert_int_eq(crypto_wait_req(crypto_acomp_compress(req), &wait), 0);
	ck_assert(req->flags & CRYPTO_ACOMP_ALLOC_OUTPUT);
	ck_assert_ptr_nonnull(req->dst);
	unsigned int clen = req->dlen;
	ck_assert_uint_eq(sg_copy_to_buffer(req->dst, sg_nents(req->dst), comp, clen), clen);
	acomp_request_free(req);

	req = acomp_request_alloc(tfm);
	sg_init_table(dst, 3);
	sg_set_buf(&dst[0], a, 3000);
	sg_set_buf(&dst[1], b, 3000);
	sg_set_buf(&dst[2], c, 3000);
	sg_init_one(&src[0], comp, clen);
	acomp_request_set_params(req, src, dst, clen, 9000);
	ck_assert_int_eq(crypto_acomp_decompress(req), 0);
	ck_assert_uint_eq(req->dlen, 4096);
	ck_assert_mem_eq(a, corpus, 3000);
	ck_assert_mem_eq(b, corpus + 3000, 1096);
	acomp_request_free(req);
	free(comp), free(a), free(b), free(c);
	crypto_free_acomp(tfm);
}
END_TEST

static const char *comp_driver(const char *name, bool async, char *buf, size_t size)
{
	struct crypto_tfm *tfm;
	void *h;

	if (async) {
		h = crypto_alloc_acomp(name, 0, 0);
		tfm = IS_ERR(h) ? NULL : crypto_acomp_tfm(h);
	} else {
		h = crypto_alloc_comp(name, 0, 0);
		tfm = IS_ERR(h) ? NULL : crypto_comp_tfm(h);
	}
	if (!tfm)
		snprintf(buf, size, "error %ld", PTR_ERR(h));
	else
		snprintf(buf, size, "%s", crypto_tfm_alg_driver_name(tfm));
	if (tfm)
		crypto_destroy_tfm(h, tfm);
	return buf;
}

// Each name answers crypto_comp with "<name>-generic" and acomp with "<name>-scomp", each at
// priority 0, with 6.12's /proc/crypto block; neither type answers for the other's driver.
START_TEST(test_names_proc)
{
	const char *name = comp_cases[_i].name;
	char buf[160], drv[512], gen[64], sc[64];
	char *proc = proc_crypto_read();

	snprintf(gen, sizeof(gen), "%s-generic", name);
	snprintf(sc, sizeof(sc), "%s-scomp", name);
	ck_assert_str_eq(comp_driver(name, false, buf, sizeof(buf)), gen);
	ck_assert_str_eq(comp_driver(name, true, buf, sizeof(buf)), sc);
	ck_assert_str_eq(comp_driver(gen, true, buf, sizeof(buf)), "error -2");
	ck_assert_str_eq(comp_driver(sc, false, buf, sizeof(buf)), "error -2");
	for (int k = 0; k < 2; k++) {
		const char *d = k ? sc : gen;
		const char *block = proc_block(proc, d);
		ck_assert_msg(block != NULL, "%s", d);
		snprintf(drv, sizeof(drv),
			 "name         : %s\ndriver       : %s\nmodule       : kernel\n"
			 "priority     : 0\n",
			 name, d);
		ck_assert_msg(strstr(proc, drv) != NULL, "%s", drv);
		ck_assert(proc_block_has(block, "selftest     : passed\n"));
		ck_assert(proc_block_has(block, "internal     : no\n"));
		ck_assert(proc_block_has(block, k ? "type         : scomp\n"
						  : "type         : compression\n"));
	}
	free(proc);
}
END_TEST

START_TEST(test_compress_null)
{
	struct crypto_comp *tfm = alloc_comp("compress_null");
	u8 out[100 + GUARD];
	unsigned int dlen = 100;
	char *proc = proc_crypto_read();

	ck_assert_str_eq(crypto_tfm_alg_driver_name(crypto_comp_tfm(tfm)), "compress_null-generic");
	ck_assert_int_eq(crypto_comp_compress(tfm, corpus, 100, out, &dlen), 0);
	ck_assert_uint_eq(dlen, 100);
	ck_assert_mem_eq(out, corpus, 100);
	dlen = 99;
	guard_set(out, 99);
	ck_assert_int_eq(crypto_comp_decompress(tfm, corpus, 100, out, &dlen), -EINVAL);
	guard_check(out, 99, "compress_null");
	ck_assert(proc_block_has(proc_block(proc, "compress_null-generic"),
				 "type         : compression\n"));
	ck_assert(!crypto_has_acomp("compress_null", 0, 0));
	free(proc);
	crypto_free_comp(tfm);
}
END_TEST

// A driver of the acomp type itself (no scomp bridge): a copy that counts its tfms.
static int toy_inits, toy_exits;

static int toy_copy(struct acomp_req *req)
{
	u8 buf[256];

	if (req->slen > sizeof(buf) || req->slen > req->dlen)
		return -EINVAL;
	// The request context is the driver's, reqsize bytes of it.
	memset(acomp_request_ctx(req), 0x11, 32);
	sg_copy_to_buffer(req->src, sg_nents(req->src), buf, req->slen);
	sg_copy_from_buffer(req->dst, sg_nents(req->dst), buf, req->slen);
	req->dlen = req->slen;
	return 0;
}

static int toy_init(struct crypto_acomp *tfm)
{
	toy_inits++;
	return 0;
}

static void toy_exit(struct crypto_acomp *tfm)
{
	toy_exits++;
}

static struct acomp_alg toy_acomp = {
	.compress = toy_copy,
	.decompress = toy_copy,
	.init = toy_init,
	.exit = toy_exit,
	.reqsize = 32,
	.base = {
		.cra_priority = 100,
		.cra_name = "toy_comp",
		.cra_driver_name = "toy_comp-acomp",
	},
};

START_TEST(test_acomp_driver)
{
	char buf[160];
	u8 out[64];
	unsigned int dlen = sizeof(out);

	ck_assert_int_eq(crypto_register_acomp(&toy_acomp), 0);
	struct crypto_acomp *tfm = crypto_alloc_acomp("toy_comp", 0, 0);
	ck_assert(!IS_ERR(tfm));
	ck_assert_int_eq(toy_inits, 1);
	ck_assert_uint_eq(crypto_acomp_reqsize(tfm), 32);
	ck_assert_int_eq(acomp_op(tfm, true, corpus, 40, out, &dlen), 0);
	ck_assert_uint_eq(dlen, 40);
	ck_assert_mem_eq(out, corpus, 40);
	char *proc = proc_crypto_read();
	const char *block = proc_block(proc, "toy_comp-acomp");
	ck_assert(proc_block_has(block, "type         : acomp\n"));
	ck_assert(proc_block_has(block, "priority     : 100\n"));
	ck_assert(proc_block_has(block, "selftest     : passed\n"));
	free(proc);
	ck_assert_str_eq(comp_driver("toy_comp", false, buf, sizeof(buf)), "error -2");
	crypto_free_acomp(tfm);
	ck_assert_int_eq(toy_exits, 1);
	crypto_unregister_acomp(&toy_acomp);
	ck_assert_str_eq(comp_driver("toy_comp", true, buf, sizeof(buf)), "error -2");
}
END_TEST

int main(void)
{
	make_corpus();
	for (int i = 0; i < NCASES; i++) {
		if (!comp_built(comp_cases[i].name)) {
			fprintf(stderr, "%s is not registered\n", comp_cases[i].name);
			return EXIT_FAILURE;
		}
	}
	return check_run(check_new_suite(
		"compress", "compress", 300, { test_interop, NCASES }, { test_bad_input, NCASES },
		{ test_names_proc, NCASES }, { test_deflate_kernel_output },
		{ test_lzorle_zero_run }, { test_lzorle_ratio }, { test_acomp_limits },
		{ test_acomp_sglists }, { test_compress_null }, { test_acomp_driver }));
}
