// SPDX-License-Identifier: GPL-2.0-only
// Check suite for the shash and ahash APIs, the generic SHA-1/SHA-2 drivers and the hmac
// template: lookups, every API path against the vectors, the SHA library, random scatterlist
// layouts, export/import, HMAC keys and bad input.
#define _GNU_SOURCE
#include <crypto/hash.h>
#include <crypto/hmac.h>
#include <crypto/internal/hash.h>
#include <crypto/sha1.h>
#include <crypto/sha2.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "hash_util.h"
#include "sg_layout.h"
#include "test_rng.h"
#include "testvec.h"

static const char *const hash_algs[] = {
	"sha1",	      "sha224",	      "sha256",	      "sha384",	      "sha512",
	"hmac(sha1)", "hmac(sha224)", "hmac(sha256)", "hmac(sha384)", "hmac(sha512)",
};

/* A page-aligned buffer of at least @size bytes (the page model splits walks there). */
static u8 *page_buf(size_t size)
{
	u8 *p = aligned_alloc(PAGE_SIZE, round_up(size + 1, PAGE_SIZE));

	ck_assert_ptr_nonnull(p);
	return p;
}

static void assert_digest(const u8 *got, const struct hash_testvec *v, unsigned int ds,
			  const char *alg, unsigned int i, const char *path)
{
	ck_assert_msg(!memcmp(got, v->digest, ds), "%s vector %u: wrong digest via %s", alg, i,
		      path);
}

START_TEST(test_driver_names)
{
	static const char *const want[] = {
		"sha1-generic",		"sha224-generic",	"sha256-generic",
		"sha384-generic",	"sha512-generic",	"hmac(sha1-generic)",
		"hmac(sha224-generic)", "hmac(sha256-generic)", "hmac(sha384-generic)",
		"hmac(sha512-generic)",
	};

	for (size_t i = 0; i < ARRAY_SIZE(hash_algs); i++) {
		struct crypto_shash *s = crypto_alloc_shash(hash_algs[i], 0, 0);
		struct crypto_ahash *a = crypto_alloc_ahash(hash_algs[i], 0, 0);

		ck_assert_msg(!IS_ERR(s) && !IS_ERR(a), "%s", hash_algs[i]);
		ck_assert_str_eq(crypto_shash_driver_name(s), want[i]);
		ck_assert_str_eq(crypto_ahash_driver_name(a), want[i]);
		ck_assert_str_eq(crypto_shash_alg_name(s), hash_algs[i]);
		ck_assert(a->using_shash);
		crypto_free_shash(s);
		crypto_free_ahash(a);
		/* By driver name too. */
		s = crypto_alloc_shash(want[i], 0, 0);
		ck_assert(!IS_ERR(s));
		ck_assert_str_eq(crypto_shash_driver_name(s), want[i]);
		crypto_free_shash(s);
	}
	ck_assert(crypto_has_shash("sha256", 0, 0));
	ck_assert(crypto_has_ahash("hmac(sha512)", 0, 0));
	ck_assert(!crypto_has_shash("md2", 0, 0));
}
END_TEST

START_TEST(test_geometry)
{
	static const struct {
		const char *alg;
		unsigned int ds, bs, ss;
	} g[] = {
		{ "sha1", 20, 64, sizeof(struct sha1_state) },
		{ "sha224", 28, 64, sizeof(struct sha256_state) },
		{ "sha256", 32, 64, sizeof(struct sha256_state) },
		{ "sha384", 48, 128, sizeof(struct sha512_state) },
		{ "sha512", 64, 128, sizeof(struct sha512_state) },
		{ "hmac(sha256)", 32, 64, sizeof(struct sha256_state) },
		{ "hmac(sha512)", 64, 128, sizeof(struct sha512_state) },
	};

	for (size_t i = 0; i < ARRAY_SIZE(g); i++) {
		struct crypto_shash *s = crypto_alloc_shash(g[i].alg, 0, 0);
		struct crypto_ahash *a = crypto_alloc_ahash(g[i].alg, 0, 0);

		ck_assert(!IS_ERR(s) && !IS_ERR(a));
		ck_assert_uint_eq(crypto_shash_digestsize(s), g[i].ds);
		ck_assert_uint_eq(crypto_shash_blocksize(s), g[i].bs);
		ck_assert_uint_eq(crypto_shash_statesize(s), g[i].ss);
		ck_assert_uint_eq(crypto_ahash_digestsize(a), g[i].ds);
		ck_assert_uint_eq(crypto_ahash_blocksize(a), g[i].bs);
		ck_assert_uint_eq(crypto_ahash_statesize(a), g[i].ss);
		ck_assert_uint_le(crypto_shash_descsize(s), HASH_MAX_DESCSIZE);
		/* Over an shash, the request context is the shash descriptor. */
		ck_assert_uint_eq(crypto_ahash_reqsize(a),
				  sizeof(struct shash_desc) + crypto_shash_descsize(s));
		crypto_free_shash(s);
		crypto_free_ahash(a);
	}
	/* hmac's descriptor holds its child's. */
	struct crypto_shash *h = crypto_alloc_shash("hmac(sha256)", 0, 0);

	ck_assert_uint_eq(crypto_shash_descsize(h),
			  sizeof(struct shash_desc) + sizeof(struct sha256_state));
	crypto_free_shash(h);
}
END_TEST

/* init + update over the first third, export, then import into a fresh descriptor and finish. */
static void shash_export_import(struct crypto_shash *tfm, const struct hash_testvec *v,
				const char *alg, unsigned int i)
{
	unsigned int n = v->psize, a = n / 3;
	const u8 *m = (const u8 *)v->plaintext;
	u8 out[HASH_MAX_DIGESTSIZE], state[512];
	SHASH_DESC_ON_STACK(desc, tfm);
	SHASH_DESC_ON_STACK(desc2, tfm);

	ck_assert_uint_le(crypto_shash_statesize(tfm), sizeof(state));
	desc->tfm = tfm;
	ck_assert_int_eq(crypto_shash_init(desc), 0);
	ck_assert_int_eq(crypto_shash_update(desc, m, a), 0);
	ck_assert_int_eq(crypto_shash_export(desc, state), 0);
	memset(desc, 0xa5, sizeof(*desc) + crypto_shash_descsize(tfm)); /* the old one is gone */
	desc2->tfm = tfm;
	ck_assert_int_eq(crypto_shash_import(desc2, state), 0);
	ck_assert_int_eq(crypto_shash_finup(desc2, m + a, n - a, out), 0);
	assert_digest(out, v, crypto_shash_digestsize(tfm), alg, i, "shash export/import");
}

/* digest, tfm_digest, init+update*3+final, init+finup, and export/import midway. */
static void shash_paths(struct crypto_shash *tfm, const struct hash_testvec *v, const char *alg,
			unsigned int i)
{
	unsigned int ds = crypto_shash_digestsize(tfm), n = v->psize, a = n / 3, b = 2 * n / 3;
	const u8 *m = (const u8 *)v->plaintext;
	u8 out[HASH_MAX_DIGESTSIZE];
	SHASH_DESC_ON_STACK(desc, tfm);

	desc->tfm = tfm;
	ck_assert_int_eq(crypto_shash_digest(desc, m, n, out), 0);
	assert_digest(out, v, ds, alg, i, "shash digest");
	ck_assert_int_eq(crypto_shash_tfm_digest(tfm, m, n, out), 0);
	assert_digest(out, v, ds, alg, i, "shash tfm_digest");
	ck_assert_int_eq(crypto_shash_init(desc), 0);
	ck_assert_int_eq(crypto_shash_update(desc, m, a), 0);
	ck_assert_int_eq(crypto_shash_update(desc, m + a, b - a), 0);
	ck_assert_int_eq(crypto_shash_update(desc, m + b, n - b), 0);
	ck_assert_int_eq(crypto_shash_final(desc, out), 0);
	assert_digest(out, v, ds, alg, i, "shash init+update+final");
	ck_assert_int_eq(crypto_shash_init(desc), 0);
	ck_assert_int_eq(crypto_shash_finup(desc, m, n, out), 0);
	assert_digest(out, v, ds, alg, i, "shash init+finup");
	shash_export_import(tfm, v, alg, i);
}

/* A request's data as @n entries of a page-aligned buffer at @off (crossing a page when long). */
struct sg_layout {
	struct scatterlist sg[3];
	u8 *buf;
};

static void layout_three(struct sg_layout *l, const u8 *m, unsigned int n, unsigned int off)
{
	unsigned int a = n / 3, b = 2 * n / 3;

	l->buf = page_buf(off + n);
	memcpy(l->buf + off, m, n);
	sg_init_table(l->sg, 3);
	sg_set_buf(&l->sg[0], l->buf + off, a);
	sg_set_buf(&l->sg[1], l->buf + off + a, b - a);
	sg_set_buf(&l->sg[2], l->buf + off + b, n - b);
}

static int ahash_do(int (*op)(struct ahash_request *), struct ahash_request *req,
		    struct crypto_wait *wait)
{
	return crypto_wait_req(op(req), wait);
}

/* digest over one entry and over three; init+update+update+final; init+finup; and a state
 * exported from one request imported into another. */
static void ahash_paths(struct crypto_ahash *tfm, const struct hash_testvec *v, const char *alg,
			unsigned int i)
{
	unsigned int ds = crypto_ahash_digestsize(tfm), n = v->psize;
	struct ahash_request *req = ahash_request_alloc(tfm, GFP_KERNEL);
	struct ahash_request *req2 = ahash_request_alloc(tfm, GFP_KERNEL);
	u8 out[HASH_MAX_DIGESTSIZE], state[512];
	struct scatterlist one;
	struct sg_layout l;
	DECLARE_CRYPTO_WAIT(wait);

	ck_assert(req && req2);
	layout_three(&l, (const u8 *)v->plaintext, n, PAGE_SIZE - 5);
	ahash_request_set_callback(req, 0, crypto_req_done, &wait);
	ahash_request_set_callback(req2, 0, crypto_req_done, &wait);
	sg_init_one(&one, l.buf + PAGE_SIZE - 5, n);
	ahash_request_set_crypt(req, &one, out, n);
	ck_assert_int_eq(ahash_do(crypto_ahash_digest, req, &wait), 0);
	assert_digest(out, v, ds, alg, i, "ahash digest, one entry");
	ahash_request_set_crypt(req, l.sg, out, n);
	ck_assert_int_eq(ahash_do(crypto_ahash_digest, req, &wait), 0);
	assert_digest(out, v, ds, alg, i, "ahash digest, three entries");

	ck_assert_int_eq(ahash_do(crypto_ahash_init, req, &wait), 0);
	ahash_request_set_crypt(req, &l.sg[0], out, l.sg[0].length);
	ck_assert_int_eq(ahash_do(crypto_ahash_update, req, &wait), 0);
	ck_assert_int_eq(crypto_ahash_export(req, state), 0);
	ck_assert_int_eq(crypto_ahash_import(req2, state), 0);
	ahash_request_set_crypt(req, &l.sg[1], out, n - l.sg[0].length);
	ck_assert_int_eq(ahash_do(crypto_ahash_update, req, &wait), 0);
	ck_assert_int_eq(ahash_do(crypto_ahash_final, req, &wait), 0);
	assert_digest(out, v, ds, alg, i, "ahash init+update+update+final");

	ahash_request_set_crypt(req2, &l.sg[1], out, n - l.sg[0].length);
	ck_assert_int_eq(ahash_do(crypto_ahash_finup, req2, &wait), 0);
	assert_digest(out, v, ds, alg, i, "ahash export/import+finup");
	ck_assert_int_eq(ahash_do(crypto_ahash_init, req, &wait), 0);
	ahash_request_set_crypt(req, l.sg, out, n);
	ck_assert_int_eq(ahash_do(crypto_ahash_finup, req, &wait), 0);
	assert_digest(out, v, ds, alg, i, "ahash init+finup");
	free(l.buf);
	ahash_request_free(req);
	ahash_request_free(req2);
}

START_TEST(test_vectors)
{
	const char *alg = hash_algs[_i];
	unsigned int count;
	const struct hash_testvec *vecs = hash_suite_vecs(alg, &count);
	struct crypto_shash *s = crypto_alloc_shash(alg, 0, 0);
	struct crypto_ahash *a = crypto_alloc_ahash(alg, 0, 0);

	ck_assert(!IS_ERR(s) && !IS_ERR(a));
	for (unsigned int i = 0; i < count; i++) {
		const struct hash_testvec *v = &vecs[i];

		ck_assert_int_eq(v->setkey_error, 0);
		if (v->ksize) {
			ck_assert_int_eq(crypto_shash_setkey(s, (const u8 *)v->key, v->ksize), 0);
			ck_assert_int_eq(crypto_ahash_setkey(a, (const u8 *)v->key, v->ksize), 0);
		}
		shash_paths(s, v, alg, i);
		ahash_paths(a, v, alg, i);
	}
	crypto_free_shash(s);
	crypto_free_ahash(a);
}
END_TEST

/* The library functions and the exported empty-message digests against the vectors. */
START_TEST(test_library)
{
	unsigned int count;
	const struct hash_testvec *v = hash_suite_vecs("sha256", &count);
	struct sha256_state st;
	u8 out[SHA256_DIGEST_SIZE];

	for (unsigned int i = 0; i < count; i++) {
		const u8 *m = (const u8 *)v[i].plaintext;

		sha256(m, v[i].psize, out);
		ck_assert_msg(!memcmp(out, v[i].digest, 32), "sha256() vector %u", i);
		sha256_init(&st);
		for (unsigned int j = 0; j < v[i].psize; j += 7)
			sha256_update(&st, m + j, v[i].psize - j < 7 ? v[i].psize - j : 7);
		sha256_final(&st, out);
		ck_assert_msg(!memcmp(out, v[i].digest, 32), "sha256_update() vector %u", i);
	}
	v = hash_suite_vecs("sha224", &count);
	for (unsigned int i = 0; i < count; i++) {
		sha224_init(&st);
		sha256_update(&st, (const u8 *)v[i].plaintext, v[i].psize);
		sha224_final(&st, out);
		ck_assert_msg(!memcmp(out, v[i].digest, 28), "sha224_final() vector %u", i);
	}
}
END_TEST

START_TEST(test_zero_message_hashes)
{
	static const struct {
		const char *alg;
		const u8 *hash;
	} z[] = {
		{ "sha1", sha1_zero_message_hash },	{ "sha224", sha224_zero_message_hash },
		{ "sha256", sha256_zero_message_hash }, { "sha384", sha384_zero_message_hash },
		{ "sha512", sha512_zero_message_hash },
	};

	for (size_t i = 0; i < ARRAY_SIZE(z); i++) {
		struct crypto_shash *tfm = crypto_alloc_shash(z[i].alg, 0, 0);
		u8 out[HASH_MAX_DIGESTSIZE];

		ck_assert(!IS_ERR(tfm));
		ck_assert_int_eq(crypto_shash_tfm_digest(tfm, NULL, 0, out), 0);
		ck_assert_msg(!memcmp(out, z[i].hash, crypto_shash_digestsize(tfm)), "%s",
			      z[i].alg);
		crypto_free_shash(tfm);
	}
}
END_TEST

/* sha1_transform() is the bare compression function: pad "abc" by hand (FIPS 180-4 5.1.1). */
START_TEST(test_sha1_transform)
{
	unsigned int count;
	const struct hash_testvec *v = hash_suite_vecs("sha1", &count);
	u32 digest[SHA1_DIGEST_WORDS], ws[SHA1_WORKSPACE_WORDS];
	char block[SHA1_BLOCK_SIZE] = "abc";
	u8 out[SHA1_DIGEST_SIZE];
	unsigned int i;

	for (i = 0; i < count && !(v[i].psize == 3 && !memcmp(v[i].plaintext, "abc", 3)); i++)
		;
	ck_assert_uint_lt(i, count);
	block[3] = (char)0x80;
	block[63] = 24; /* the message length in bits */
	sha1_init(digest);
	sha1_transform(digest, block, ws);
	for (unsigned int w = 0; w < SHA1_DIGEST_WORDS; w++)
		for (unsigned int b = 0; b < 4; b++)
			out[4 * w + b] = (u8)(digest[w] >> (24 - 8 * b));
	ck_assert(!memcmp(out, v[i].digest, SHA1_DIGEST_SIZE));
}
END_TEST

static unsigned int rnd_length(void)
{
	switch (rng_below(4)) {
	case 0:
		return rng_below(130);
	case 1:
		return rng_below(1100);
	case 2:
		return rng_below(3 * PAGE_SIZE);
	default:
		return (1 + rng_below(3)) * PAGE_SIZE + rng_below(5) - 2;
	}
}

/* The entry that starts after @j entries, found by walking (the tables may be chained). */
static struct scatterlist *sg_after(struct scatterlist *sg, unsigned int j)
{
	while (j--)
		sg = sg_next(sg);
	return sg;
}

/* digest, then init + update over the first j entries + finup (or final) over the rest; the
 * entries of @l may run @l->total - @n bytes past the request. */
static void check_layout(struct crypto_ahash *tfm, const struct layout *l, unsigned int n,
			 const u8 *want, const char *ctx)
{
	struct ahash_request *req = ahash_request_alloc(tfm, GFP_KERNEL);
	unsigned int ds = crypto_ahash_digestsize(tfm), k = 0, j, pre = 0;
	u8 out[HASH_MAX_DIGESTSIZE];
	DECLARE_CRYPTO_WAIT(wait);

	ck_assert_ptr_nonnull(req);
	ahash_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP, crypto_req_done, &wait);
	ahash_request_set_crypt(req, l->sg, out, n);
	ck_assert_int_eq(ahash_do(crypto_ahash_digest, req, &wait), 0);
	CHECK(!memcmp(out, want, ds), "%s: digest differs from the flat digest", ctx);

	/* The request's entries: k of them hold its n bytes (one, empty, for none). */
	for (unsigned int sum = 0; sum < n; k++)
		sum += l->len[k];
	k = k ? k : 1;
	j = rng_below(k + 1);
	for (unsigned int i = 0; i < j; i++)
		pre += l->len[i];
	pre = pre < n ? pre : n;
	ck_assert_int_eq(ahash_do(crypto_ahash_init, req, &wait), 0);
	ahash_request_set_crypt(req, l->sg, out, pre);
	ck_assert_int_eq(ahash_do(crypto_ahash_update, req, &wait), 0);
	if (j < k) {
		ahash_request_set_crypt(req, sg_after(l->sg, j), out, n - pre);
		ck_assert_int_eq(ahash_do(crypto_ahash_finup, req, &wait), 0);
	} else {
		ck_assert_int_eq(ahash_do(crypto_ahash_final, req, &wait), 0);
	}
	CHECK(!memcmp(out, want, ds), "%s: split at entry %u differs", ctx, j);
	ahash_request_free(req);
}

/* A random message in a random layout whose last entries may run past it. */
static void random_layout_case(struct crypto_shash *s, struct crypto_ahash *a, const char *ctx)
{
	unsigned int n = rnd_length(), tail = rng_below(2) ? rng_below(70) : 0;
	u8 *m = malloc(n + 1), want[HASH_MAX_DIGESTSIZE];
	struct layout l;

	ck_assert_ptr_nonnull(m);
	rng_bytes(m, n);
	ck_assert_int_eq(crypto_shash_tfm_digest(s, m, n, want), 0);
	layout_random(&l, n + tail, m, n);
	check_layout(a, &l, n, want, ctx);
	layout_free(&l);
	free(m);
}

START_TEST(test_random_layouts)
{
	static const char *const algs[] = { "sha1", "sha256", "sha512", "hmac(sha256)" };
	const char *alg = algs[_i];
	struct crypto_shash *s = crypto_alloc_shash(alg, 0, 0);
	struct crypto_ahash *a = crypto_alloc_ahash(alg, 0, 0);
	u8 key[200];
	char ctx[96];

	rng_seed_from_env(0x9e3779b97f4a7c15ULL, (unsigned long long)_i);
	ck_assert(!IS_ERR(s) && !IS_ERR(a));
	for (unsigned int c = 0; c < 200; c++) {
		if (!strncmp(alg, "hmac", 4)) {
			unsigned int klen = 1 + rng_below(sizeof(key));

			rng_bytes(key, klen);
			ck_assert_int_eq(crypto_shash_setkey(s, key, klen), 0);
			ck_assert_int_eq(crypto_ahash_setkey(a, key, klen), 0);
		}
		snprintf(ctx, sizeof(ctx), "%s case %u", alg, c);
		random_layout_case(s, a, ctx);
	}
	crypto_free_shash(s);
	crypto_free_ahash(a);
}
END_TEST

/* Empty entries inside a list are stepped over; the request length, not the list, ends it. */
START_TEST(test_empty_entries_and_short_requests)
{
	struct crypto_ahash *a = crypto_alloc_ahash("sha256", 0, 0);
	struct ahash_request *req = ahash_request_alloc(a, GFP_KERNEL);
	u8 *buf = page_buf(3 * PAGE_SIZE), out[32], want[32];
	struct scatterlist sg[4];
	DECLARE_CRYPTO_WAIT(wait);

	for (unsigned int i = 0; i < 3 * PAGE_SIZE; i++)
		buf[i] = (u8)(i * 7 + 1);
	sg_init_table(sg, 4);
	sg_set_buf(&sg[0], buf + 10, 5);
	sg_set_buf(&sg[1], buf + 15, 0);
	sg_set_buf(&sg[2], buf + 15, 0);
	sg_set_buf(&sg[3], buf + 15, 2 * PAGE_SIZE);
	ahash_request_set_callback(req, 0, crypto_req_done, &wait);
	ahash_request_set_crypt(req, sg, out, 5 + PAGE_SIZE + 100);
	ck_assert_int_eq(ahash_do(crypto_ahash_digest, req, &wait), 0);
	sha256(buf + 10, 5 + PAGE_SIZE + 100, want);
	ck_assert(!memcmp(out, want, 32));
	/* nbytes 0: the empty message, whatever the list holds. */
	ahash_request_set_crypt(req, sg, out, 0);
	ck_assert_int_eq(ahash_do(crypto_ahash_digest, req, &wait), 0);
	ck_assert(!memcmp(out, sha256_zero_message_hash, 32));
	free(buf);
	ahash_request_free(req);
	crypto_free_ahash(a);
}
END_TEST

/* Hashes 100 bytes through the shash API, exports, and finishes the other 200 bytes through
 * the ahash API from the imported state; both results must agree. */
static void trade_state(const char *alg, const u8 *key, unsigned int klen, const u8 *msg, u8 *state,
			u8 *out)
{
	struct crypto_shash *s = crypto_alloc_shash(alg, 0, 0);
	struct crypto_ahash *a = crypto_alloc_ahash(alg, 0, 0);
	struct ahash_request *req = ahash_request_alloc(a, GFP_KERNEL);
	u8 out2[32];
	struct scatterlist sg;
	DECLARE_CRYPTO_WAIT(wait);
	SHASH_DESC_ON_STACK(desc, s);

	if (klen) {
		ck_assert_int_eq(crypto_shash_setkey(s, key, klen), 0);
		ck_assert_int_eq(crypto_ahash_setkey(a, key, klen), 0);
	}
	ck_assert_uint_eq(crypto_shash_statesize(s), sizeof(struct sha256_state));
	desc->tfm = s;
	ck_assert_int_eq(crypto_shash_init(desc), 0);
	ck_assert_int_eq(crypto_shash_update(desc, msg, 100), 0);
	ck_assert_int_eq(crypto_shash_export(desc, state), 0);
	ck_assert_int_eq(crypto_shash_finup(desc, msg + 100, 200, out), 0);

	ahash_request_set_callback(req, 0, crypto_req_done, &wait);
	ck_assert_int_eq(crypto_ahash_import(req, state), 0);
	sg_init_one(&sg, msg + 100, 200);
	ahash_request_set_crypt(req, &sg, out2, 200);
	ck_assert_int_eq(ahash_do(crypto_ahash_finup, req, &wait), 0);
	ck_assert(!memcmp(out, out2, 32));
	ahash_request_free(req);
	crypto_free_ahash(a);
	crypto_free_shash(s);
}

/* An ahash over an shash exports the shash's state: the two APIs can trade states, and the
 * generic SHA-256 state is the library's struct sha256_state. */
START_TEST(test_export_import_across_apis)
{
	static const u8 key[] = "export/import key";
	u8 msg[300], out[32], want[32], state[sizeof(struct sha256_state)];

	for (unsigned int i = 0; i < sizeof(msg); i++)
		msg[i] = (u8)(i ^ 0x5a);
	trade_state("hmac(sha256)", key, sizeof(key), msg, state, out);
	trade_state("sha256", NULL, 0, msg, state, out);
	/* The library finishes what the driver started. */
	sha256_update((struct sha256_state *)state, msg + 100, 200);
	sha256_final((struct sha256_state *)state, want);
	ck_assert(!memcmp(out, want, 32));
	sha256(msg, sizeof(msg), want);
	ck_assert(!memcmp(out, want, 32));
}
END_TEST

/* RFC 2104 section 2, computed with the SHA-256 library: H(K ^ opad, H(K ^ ipad, text)), with
 * a key longer than the block hashed first. */
static void hmac_sha256_reference(const u8 *key, unsigned int klen, const u8 *m, unsigned int n,
				  u8 *out)
{
	u8 k0[SHA256_BLOCK_SIZE] = { 0 }, pad[SHA256_BLOCK_SIZE], inner[SHA256_DIGEST_SIZE];
	struct sha256_state st;

	if (klen > SHA256_BLOCK_SIZE)
		sha256(key, klen, k0);
	else if (klen)
		memcpy(k0, key, klen);
	for (int i = 0; i < SHA256_BLOCK_SIZE; i++)
		pad[i] = k0[i] ^ HMAC_IPAD_VALUE;
	sha256_init(&st);
	sha256_update(&st, pad, sizeof(pad));
	sha256_update(&st, m, n);
	sha256_final(&st, inner);
	for (int i = 0; i < SHA256_BLOCK_SIZE; i++)
		pad[i] = k0[i] ^ HMAC_OPAD_VALUE;
	sha256_init(&st);
	sha256_update(&st, pad, sizeof(pad));
	sha256_update(&st, inner, sizeof(inner));
	sha256_final(&st, out);
}

START_TEST(test_hmac_keys)
{
	struct crypto_shash *h = crypto_alloc_shash("hmac(sha256)", 0, 0);
	u8 key[300], msg[77], out[32], want[32];

	rng_seed_from_env(2104, 0);
	ck_assert(!IS_ERR(h));
	rng_bytes(msg, sizeof(msg));
	/* Lengths around the block size: 64 is padded, 65 is hashed first. */
	static const unsigned int klens[] = { 1, 20, 63, 64, 65, 100, 128, 300 };
	for (size_t k = 0; k < ARRAY_SIZE(klens); k++) {
		rng_bytes(key, klens[k]);
		ck_assert_int_eq(crypto_shash_setkey(h, key, klens[k]), 0);
		ck_assert_int_eq(crypto_shash_tfm_digest(h, msg, sizeof(msg), out), 0);
		hmac_sha256_reference(key, klens[k], msg, sizeof(msg), want);
		ck_assert_msg(!memcmp(out, want, 32), "key length %u", klens[k]);
	}
	/* A long key and its digest are the same HMAC key. */
	sha256(key, 300, want);
	ck_assert_int_eq(crypto_shash_setkey(h, want, 32), 0);
	ck_assert_int_eq(crypto_shash_tfm_digest(h, msg, sizeof(msg), want), 0);
	ck_assert(!memcmp(out, want, 32));
	crypto_free_shash(h);
}
END_TEST

/* A keyed hash refuses to run without a key, through every entry point, until setkey(). */
START_TEST(test_hmac_needs_key)
{
	struct crypto_shash *s = crypto_alloc_shash("hmac(sha256)", 0, 0);
	struct crypto_ahash *a = crypto_alloc_ahash("hmac(sha256)", 0, 0);
	struct ahash_request *req = ahash_request_alloc(a, GFP_KERNEL);
	u8 out[32], state[sizeof(struct sha256_state)] = { 0 };
	struct scatterlist sg;
	SHASH_DESC_ON_STACK(desc, s);

	desc->tfm = s;
	ck_assert(crypto_shash_get_flags(s) & CRYPTO_TFM_NEED_KEY);
	ck_assert(crypto_ahash_get_flags(a) & CRYPTO_TFM_NEED_KEY);
	ck_assert_int_eq(crypto_shash_digest(desc, (const u8 *)"x", 1, out), -ENOKEY);
	ck_assert_int_eq(crypto_shash_init(desc), -ENOKEY);
	ck_assert_int_eq(crypto_shash_import(desc, state), -ENOKEY);
	ck_assert_int_eq(crypto_shash_tfm_digest(s, (const u8 *)"x", 1, out), -ENOKEY);
	sg_init_one(&sg, "x", 1);
	ahash_request_set_callback(req, 0, NULL, NULL);
	ahash_request_set_crypt(req, &sg, out, 1);
	ck_assert_int_eq(crypto_ahash_digest(req), -ENOKEY);
	ck_assert_int_eq(crypto_ahash_init(req), -ENOKEY);
	ck_assert_int_eq(crypto_ahash_import(req, state), -ENOKEY);

	ck_assert_int_eq(crypto_shash_setkey(s, (const u8 *)"k", 1), 0);
	ck_assert(!(crypto_shash_get_flags(s) & CRYPTO_TFM_NEED_KEY));
	ck_assert_int_eq(crypto_shash_digest(desc, (const u8 *)"x", 1, out), 0);
	ck_assert_int_eq(crypto_ahash_setkey(a, (const u8 *)"k", 1), 0);
	ck_assert(!(crypto_ahash_get_flags(a) & CRYPTO_TFM_NEED_KEY));
	ck_assert_int_eq(crypto_ahash_digest(req), 0);
	ahash_request_free(req);
	crypto_free_ahash(a);
	crypto_free_shash(s);
}
END_TEST

/* An unkeyed hash answers setkey with -ENOSYS (6.12's shash_no_setkey) and stays usable. */
START_TEST(test_setkey_unkeyed)
{
	struct crypto_shash *s = crypto_alloc_shash("sha256", 0, 0);
	struct crypto_ahash *a = crypto_alloc_ahash("sha256", 0, 0);
	u8 out[32];

	ck_assert(!(crypto_shash_get_flags(s) & CRYPTO_TFM_NEED_KEY));
	ck_assert(!crypto_shash_alg_has_setkey(crypto_shash_alg(s)));
	ck_assert(!crypto_shash_alg_needs_key(crypto_shash_alg(s)));
	ck_assert_int_eq(crypto_shash_setkey(s, (const u8 *)"key", 3), -ENOSYS);
	ck_assert_int_eq(crypto_ahash_setkey(a, (const u8 *)"key", 3), -ENOSYS);
	ck_assert(!(crypto_shash_get_flags(s) & CRYPTO_TFM_NEED_KEY));
	ck_assert(!(crypto_ahash_get_flags(a) & CRYPTO_TFM_NEED_KEY));
	ck_assert_int_eq(crypto_shash_tfm_digest(s, NULL, 0, out), 0);
	ck_assert(!memcmp(out, sha256_zero_message_hash, 32));
	crypto_free_shash(s);
	crypto_free_ahash(a);
}
END_TEST

START_TEST(test_bad_names)
{
	/* hmac wants an unkeyed inner hash. */
	ck_assert_int_eq(alloc_shash_err("hmac(hmac(sha256))"), -EINVAL);
	ck_assert_int_eq(alloc_shash_err("hmac(aes)"), -ENOENT);
	ck_assert_int_eq(alloc_shash_err("hmac(nosuch)"), -ENOENT);
	ck_assert_int_eq(alloc_shash_err("hmac()"), -ENOENT);
	ck_assert_int_eq(alloc_shash_err("sha257"), -ENOENT);
	ck_assert_int_eq(alloc_shash_err("aes"), -ENOENT);
	ck_assert_int_eq(alloc_shash_err("hmac(sha256)"), 0);
	ck_assert_int_eq(alloc_shash_err("hmac(sha256-generic)"), 0);
	/* A hash is no cipher. */
	ck_assert(!crypto_has_alg("sha256", CRYPTO_ALG_TYPE_SKCIPHER, CRYPTO_ALG_TYPE_MASK));
}
END_TEST

int main(void)
{
	Suite *s = check_new_suite(
		"hash", "core", 300, { test_driver_names }, { test_geometry },
		{ test_vectors, ARRAY_SIZE(hash_algs) }, { test_library },
		{ test_zero_message_hashes }, { test_sha1_transform }, { test_random_layouts, 4 },
		{ test_empty_entries_and_short_requests }, { test_export_import_across_apis },
		{ test_hmac_keys }, { test_hmac_needs_key }, { test_setkey_unkeyed },
		{ test_bad_names });

	/* Reproducible extra tests, a few random configurations each. */
	setenv("UKCRYPTO_TEST_SEED", "20261129", 1);
	setenv("UKCRYPTO_FUZZ_ITERATIONS", "10", 1);
	setenv("UKCRYPTO_EXTRATESTS", "1", 1);
	unsetenv("UKCRYPTO_NOEXTRATESTS");
	/* Register (and self-test) the built-in algorithms once, before the tests fork. */
	if (crypto_init())
		return EXIT_FAILURE;
	return check_run(s);
}
