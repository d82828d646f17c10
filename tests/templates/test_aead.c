// SPDX-License-Identifier: GPL-2.0-only
// Check suite for gcm, gcm_base, rfc4106, rfc4543 and aegis128 through the AEAD API.

#include <check.h>

#include "check_run.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <crypto/aead.h>
#include <crypto/gcm.h>
#include <crypto/internal/aead.h>
#include <crypto/internal/simd.h>
#include <crypto/internal/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include "aead_util.h"
#include "aegis.h"
#include "fill_random.h"
#include "proc_util.h"
#include "testvec.h"

#define GCM_DRIVER "gcm_base(ctr(aes-generic),ghash-generic)"
#define POISON 0xa5

/* The algorithms under test: name, key size, the tag sizes they take, fixed AD lengths. */
struct aead_case {
	const char *name;
	const char *driver;
	unsigned int keylen;
	unsigned int ivsize;
	const unsigned int *authsizes; /* zero-terminated */
	bool ipsec;		       /* assoclen must be 16 or 20 */
};

static const unsigned int gcm_authsizes[] = { 4, 8, 12, 13, 14, 15, 16, 0 };
static const unsigned int rfc4106_authsizes[] = { 8, 12, 16, 0 };
static const unsigned int rfc4543_authsizes[] = { 16, 0 };
static const unsigned int aegis_authsizes[] = { 8, 9, 10, 11, 12, 13, 14, 15, 16, 0 };

static const struct aead_case cases[] = {
	{ "gcm(aes)", GCM_DRIVER, 16, 12, gcm_authsizes, false },
	{ "rfc4106(gcm(aes))", "rfc4106(" GCM_DRIVER ")", 20, 8, rfc4106_authsizes, true },
	{ "rfc4543(gcm(aes))", "rfc4543(" GCM_DRIVER ")", 20, 8, rfc4543_authsizes, true },
	{ "aegis128", "aegis128-generic", 16, 16, aegis_authsizes, false },
	{ GCM_DRIVER, GCM_DRIVER, 16, 12, gcm_authsizes, false },
};

#define NCASES (sizeof(cases) / sizeof(cases[0]))

static bool authsize_allowed(const struct aead_case *c, unsigned int authsize)
{
	for (const unsigned int *a = c->authsizes; *a; a++)
		if (*a == authsize)
			return true;
	return false;
}

static struct crypto_aead *alloc_keyed(const struct aead_case *c, unsigned int *seed)
{
	struct crypto_aead *tfm = crypto_alloc_aead(c->name, 0, 0);
	u8 key[64];

	ck_assert_msg(!IS_ERR(tfm), "%s: %ld", c->name, PTR_ERR(tfm));
	fill_random(key, sizeof(key), seed);
	ck_assert_int_eq(crypto_aead_setkey(tfm, key, c->keylen), 0);
	return tfm;
}

static void assert_aead_driver(const char *name, const char *want)
{
	struct crypto_aead *tfm = crypto_alloc_aead(name, 0, 0);

	ck_assert_msg(!IS_ERR(tfm), "%s: %ld", name, PTR_ERR(tfm));
	ck_assert_str_eq(crypto_aead_driver_name(tfm), want);
	crypto_free_aead(tfm);
}

/* gcm(aes) is gcm_base over whatever ctr(aes) resolves to ("ctr(aes-generic)" without AES
 * instructions) and ghash-generic. */
START_TEST(test_names)
{
	struct crypto_skcipher *ctr = crypto_alloc_skcipher("ctr(aes)", 0, 0);
	char gcm[2 * CRYPTO_MAX_ALG_NAME], name[3 * CRYPTO_MAX_ALG_NAME];

	ck_assert(!IS_ERR(ctr));
	snprintf(gcm, sizeof(gcm), "gcm_base(%s,ghash-generic)", crypto_skcipher_driver_name(ctr));
	crypto_free_skcipher(ctr);
	assert_aead_driver("gcm(aes)", gcm);
	snprintf(name, sizeof(name), "rfc4106(%s)", gcm);
	assert_aead_driver("rfc4106(gcm(aes))", name);
	snprintf(name, sizeof(name), "rfc4543(%s)", gcm);
	assert_aead_driver("rfc4543(gcm(aes))", name);
	assert_aead_driver(GCM_DRIVER, GCM_DRIVER);
	assert_aead_driver("rfc4106(" GCM_DRIVER ")", "rfc4106(" GCM_DRIVER ")");
	assert_aead_driver("rfc4543(" GCM_DRIVER ")", "rfc4543(" GCM_DRIVER ")");
	assert_aead_driver("aegis128", "aegis128-generic");
	assert_aead_driver("aegis128-generic", "aegis128-generic");
}
END_TEST

START_TEST(test_bad_instances)
{
	static const struct aead_bad_name bad[] = {
		/* gcm_base checks that its hash is GHASH and its cipher a 16-byte counter mode. */
		{ "gcm_base(ctr(aes-generic),sha256-generic)", -EINVAL },
		{ "gcm_base(cbc(aes-generic),ghash-generic)", -EINVAL },
		/* The IPsec forms need a 12-byte-nonce stream AEAD. */
		{ "rfc4106(aegis128)", -EINVAL },
		{ "rfc4543(aegis128)", -EINVAL },
		{ "gcm(nosuch)", -ENOENT },
		{ "rfc4106(nosuch)", -ENOENT },
	};

	aead_assert_bad_names(bad, sizeof(bad) / sizeof(bad[0]));
}
END_TEST

/* Every compiled-in vector through the flat API: the ciphertext and tag, the plaintext back,
 * and -EBADMSG for the inauthentic ones. */
static unsigned int check_suite(const char *alg)
{
	unsigned int count;
	const struct aead_testvec *vecs = aead_vectors(alg, &count);
	struct crypto_aead *tfm = crypto_alloc_aead(alg, 0, 0);

	ck_assert(!IS_ERR(tfm));
	for (unsigned int i = 0; i < count; i++) {
		const struct aead_testvec *v = &vecs[i];
		u8 *buf = malloc(v->alen + v->clen + 1);

		ck_assert_int_eq(crypto_aead_setkey(tfm, (const u8 *)v->key, v->klen),
				 v->setkey_error);
		ck_assert_int_eq(crypto_aead_setauthsize(tfm, v->clen - v->plen),
				 v->setauthsize_error);
		memcpy(buf, v->assoc, v->alen);
		if (!v->novrfy) {
			memcpy(buf + v->alen, v->ptext, v->plen);
			ck_assert_int_eq(
				aead_flat(tfm, true, buf, buf, v->alen, v->plen, (const u8 *)v->iv),
				0);
			ck_assert_msg(!memcmp(buf + v->alen, v->ctext, v->clen),
				      "%s vector %u: wrong ciphertext", alg, i + 1);
		}
		memcpy(buf + v->alen, v->ctext, v->clen);
		int err = aead_flat(tfm, false, buf, buf, v->alen, v->clen, (const u8 *)v->iv);
		ck_assert_msg(err == (v->novrfy ? -EBADMSG : 0), "%s vector %u: %d", alg, i + 1,
			      err);
		if (!err)
			ck_assert_msg(!memcmp(buf + v->alen, v->ptext, v->plen),
				      "%s vector %u: wrong plaintext", alg, i + 1);
		free(buf);
	}
	crypto_free_aead(tfm);
	return count;
}

START_TEST(test_vectors)
{
	ck_assert_uint_ge(check_suite("gcm(aes)"), 200);
	ck_assert_uint_ge(check_suite("rfc4106(gcm(aes))"), 20);
	ck_assert_uint_ge(check_suite("rfc4543(gcm(aes))"), 2);
	ck_assert_uint_ge(check_suite("aegis128"), 400);
}
END_TEST

START_TEST(test_authsize)
{
	unsigned int seed = 1;

	for (size_t i = 0; i < NCASES; i++) {
		const struct aead_case *c = &cases[i];
		struct crypto_aead *tfm = alloc_keyed(c, &seed);

		ck_assert_uint_eq(crypto_aead_maxauthsize(tfm), 16);
		ck_assert_uint_eq(crypto_aead_authsize(tfm), 16); /* the default */
		for (unsigned int a = 0; a <= 40; a++) {
			int err = crypto_aead_setauthsize(tfm, a);

			if (authsize_allowed(c, a)) {
				ck_assert_msg(err == 0, "%s authsize %u: %d", c->name, a, err);
				ck_assert_uint_eq(crypto_aead_authsize(tfm), a);
			} else {
				unsigned int before = crypto_aead_authsize(tfm);

				ck_assert_msg(err == -EINVAL, "%s authsize %u: %d", c->name, a,
					      err);
				ck_assert_uint_eq(crypto_aead_authsize(tfm), before);
			}
		}
		crypto_free_aead(tfm);
	}
}
END_TEST

/* AES keys of 16, 24 or 32 bytes (plus the 4-byte salt for the IPsec forms); AEGIS-128: 16. */
static bool key_ok(const struct aead_case *c, unsigned int keylen)
{
	unsigned int salt = c->keylen - 16;

	if (c->ivsize == 16)
		return keylen == 16;
	return keylen >= salt &&
	       (keylen - salt == 16 || keylen - salt == 24 || keylen - salt == 32);
}

START_TEST(test_keys)
{
	u8 key[64] = { 0 }, buf[64] = { 0 }, iv[16] = { 0 };

	for (size_t i = 0; i < NCASES; i++) {
		const struct aead_case *c = &cases[i];
		struct crypto_aead *tfm = crypto_alloc_aead(c->name, 0, 0);

		ck_assert(!IS_ERR(tfm));
		for (unsigned int k = 0; k <= 40; k++) {
			ck_assert_int_eq(crypto_aead_setkey(tfm, key, c->keylen), 0);
			if (key_ok(c, k)) {
				ck_assert_msg(crypto_aead_setkey(tfm, key, k) == 0, "%s keylen %u",
					      c->name, k);
				continue;
			}
			ck_assert_msg(crypto_aead_setkey(tfm, key, k) == -EINVAL, "%s keylen %u",
				      c->name, k);
			/* A refused key leaves the tfm without one, even if it had one. */
			ck_assert_int_eq(aead_flat(tfm, true, buf, buf, 16, 8, iv), -ENOKEY);
		}
		crypto_free_aead(tfm);
	}
}
END_TEST

START_TEST(test_nokey_and_short_input)
{
	u8 buf[64] = { 0 }, iv[16] = { 0 };
	unsigned int seed = 2;

	for (size_t i = 0; i < NCASES; i++) {
		struct crypto_aead *tfm = crypto_alloc_aead(cases[i].name, 0, 0);

		ck_assert(!IS_ERR(tfm));
		ck_assert_int_eq(aead_flat(tfm, true, buf, buf, 16, 8, iv), -ENOKEY);
		ck_assert_int_eq(aead_flat(tfm, false, buf, buf, 16, 24, iv), -ENOKEY);
		crypto_free_aead(tfm);

		tfm = alloc_keyed(&cases[i], &seed);
		/* Decryption input shorter than the tag: refused before the driver runs. */
		for (unsigned int len = 0; len < 16; len++)
			ck_assert_int_eq(aead_flat(tfm, false, buf, buf, 16, len, iv), -EINVAL);
		ck_assert_int_eq(crypto_aead_setauthsize(tfm, 16), 0);
		/* Exactly a tag: an empty message whose (zero) tag does not verify. */
		ck_assert_int_eq(aead_flat(tfm, false, buf, buf, 16, 16, iv), -EBADMSG);
		crypto_free_aead(tfm);
	}
}
END_TEST

START_TEST(test_ipsec_assoclen)
{
	u8 buf[128] = { 0 }, iv[16] = { 0 };
	unsigned int seed = 3;

	for (size_t i = 1; i <= 2; i++) {
		struct crypto_aead *tfm = alloc_keyed(&cases[i], &seed);

		for (unsigned int alen = 0; alen <= 40; alen++) {
			int want = alen == 16 || alen == 20 ? 0 : -EINVAL;

			ck_assert_msg(aead_flat(tfm, true, buf, buf, alen, 32, iv) == want,
				      "%s encrypt assoclen %u", cases[i].name, alen);
			if (want)
				ck_assert_msg(aead_flat(tfm, false, buf, buf, alen, 48, iv) == want,
					      "%s decrypt assoclen %u", cases[i].name, alen);
		}
		crypto_free_aead(tfm);
	}
}
END_TEST

static bool all_zero(const u8 *p, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if (p[i])
			return false;
	return true;
}

/* Encrypts, corrupts one byte at @at of AD || ciphertext || tag, and decrypts: -EBADMSG, and
 * the destination's plaintext area holds zeros rather than the message. */
static void check_tamper(const struct aead_case *c, unsigned int at, bool inplace,
			 unsigned int *seed)
{
	enum {
		ALEN = 20,
		PLEN = 77
	};
	struct crypto_aead *tfm = alloc_keyed(c, seed);
	unsigned int authsize = crypto_aead_authsize(tfm);
	u8 msg[ALEN + PLEN], ct[ALEN + PLEN + 16], out[ALEN + PLEN + 16], iv[16];

	fill_random(msg, sizeof(msg), seed);
	fill_random(iv, sizeof(iv), seed);
	memcpy(ct, msg, sizeof(msg));
	ck_assert_int_eq(aead_flat(tfm, true, ct, ct, ALEN, PLEN, iv), 0);
	ct[at] ^= 0x01;
	memset(out, POISON, sizeof(out));
	if (inplace)
		memcpy(out, ct, sizeof(ct));
	ck_assert_int_eq(aead_flat(tfm, false, inplace ? out : ct, out, ALEN, PLEN + authsize, iv),
			 -EBADMSG);
	ck_assert_msg(all_zero(out + ALEN, PLEN), "%s: plaintext left in dst (byte %u)", c->name,
		      at);
	ck_assert(memcmp(out + ALEN, msg + ALEN, PLEN));
	crypto_free_aead(tfm);
}

START_TEST(test_tamper)
{
	unsigned int seed = 4;

	for (size_t i = 0; i < NCASES; i++) {
		for (int inplace = 0; inplace <= 1; inplace++) {
			check_tamper(&cases[i], 20 + 77 + 15, inplace, &seed); /* tag */
			check_tamper(&cases[i], 20 + 77, inplace, &seed);      /* tag, first byte */
			check_tamper(&cases[i], 0, inplace, &seed);	       /* AD */
			check_tamper(&cases[i], 20, inplace, &seed);	       /* text */
			check_tamper(&cases[i], 20 + 76, inplace, &seed);      /* text, last byte */
		}
	}
}
END_TEST

/* ---- random scatterlist layouts ---- */

#define SG_MAXENT 24
#define SG_POOL_PAGES (SG_MAXENT * 8)

struct rand_sgl {
	struct scatterlist sg[SG_MAXENT];
	struct scatterlist copy[SG_MAXENT]; /* a second list over the same memory */
	u8 *pool;
	unsigned int nents;
};

static void rand_sgl_init(struct rand_sgl *s)
{
	s->pool = aligned_alloc(PAGE_SIZE, SG_POOL_PAGES * PAGE_SIZE);
	ck_assert_ptr_nonnull(s->pool);
}

/* An entry length: often tiny, sometimes a few pages. */
static unsigned int rand_entry_len(unsigned int *seed, unsigned int left)
{
	unsigned int len;

	switch (rand_r(seed) % 5) {
	case 0:
		len = 1 + rand_r(seed) % 3;
		break;
	case 1:
		len = 1 + rand_r(seed) % 40;
		break;
	case 2:
		len = 1 + rand_r(seed) % 600;
		break;
	case 3:
		len = 1 + rand_r(seed) % (3 * PAGE_SIZE);
		break;
	default:
		len = left;
		break;
	}
	return len < left ? len : left;
}

/* Describes @room bytes in random entries placed at random offsets (often just before a page
 * end, so entries cross pages), holding @data first and poison after it. */
static void rand_sgl_build(struct rand_sgl *s, unsigned int *seed, const u8 *data, unsigned int len,
			   unsigned int room)
{
	unsigned int page = 0, done = 0;

	memset(s->pool, POISON, SG_POOL_PAGES * PAGE_SIZE);
	memset(s->sg, 0, sizeof(s->sg));
	s->nents = 0;
	while (done < room || s->nents == 0) {
		unsigned int left = room - done;
		unsigned int elen = s->nents == SG_MAXENT - 1 ? left : rand_entry_len(seed, left);
		unsigned int off = rand_r(seed) % 2 ? rand_r(seed) % PAGE_SIZE
						    : PAGE_SIZE - 1 - rand_r(seed) % 64;
		u8 *addr = s->pool + (size_t)page * PAGE_SIZE + off;

		ck_assert_uint_lt(page + (off + elen) / PAGE_SIZE + 1, SG_POOL_PAGES);
		if (done < len)
			memcpy(addr, data + done, elen < len - done ? elen : len - done);
		sg_set_buf(&s->sg[s->nents++], addr, elen);
		page += (off + elen) / PAGE_SIZE + 1;
		done += elen;
	}
	for (unsigned int i = 0; i < s->nents; i++)
		s->sg[i].page_link &= ~(SG_CHAIN | SG_END);
	sg_mark_end(&s->sg[s->nents - 1]);
	memcpy(s->copy, s->sg, sizeof(s->sg));
}

/* Nothing was written past any entry. */
static void rand_sgl_check_poison(const struct rand_sgl *s)
{
	for (unsigned int i = 0; i < s->nents; i++) {
		const u8 *end = (const u8 *)sg_virt((struct scatterlist *)&s->sg[i]) +
				s->sg[i].length;

		ck_assert_msg(*end == POISON, "write past entry %u", i);
	}
}

enum sg_mode {
	SG_OUT_OF_PLACE,
	SG_ONE_LIST,
	SG_TWO_LISTS
};

struct rand_run {
	struct crypto_aead *tfm;
	struct rand_sgl src, dst;
	unsigned int *seed;
};

/* One direction over random layouts; @in is AD || input, the output (after the AD) is
 * compared with @want. */
static void rand_one(struct rand_run *r, bool enc, const u8 *in, unsigned int alen,
		     unsigned int inlen, const u8 *want, unsigned int outlen, const u8 *iv)
{
	enum sg_mode mode = (enum sg_mode)(rand_r(r->seed) % 3);
	unsigned int room = alen + (inlen > outlen ? inlen : outlen);
	static u8 got[4 * PAGE_SIZE + 1024];
	struct scatterlist *src, *dst;

	if (mode == SG_OUT_OF_PLACE) {
		rand_sgl_build(&r->src, r->seed, in, alen + inlen, alen + inlen);
		rand_sgl_build(&r->dst, r->seed, NULL, 0, alen + outlen);
		src = r->src.sg;
		dst = r->dst.sg;
	} else {
		rand_sgl_build(&r->src, r->seed, in, alen + inlen, room);
		src = r->src.sg;
		dst = mode == SG_ONE_LIST ? r->src.sg : r->src.copy;
	}
	int err = aead_run(r->tfm, enc, src, dst, alen, inlen, iv);
	ck_assert_msg(err == 0, "%s: %d (alen %u, len %u, mode %d)", enc ? "enc" : "dec", err, alen,
		      inlen, mode);
	struct rand_sgl *out = mode == SG_OUT_OF_PLACE ? &r->dst : &r->src;

	ck_assert_uint_eq(sg_pcopy_to_buffer(out->sg, out->nents, got, outlen, alen), outlen);
	ck_assert_msg(!memcmp(got, want, outlen),
		      "%s: output differs from the flat run (alen %u, len %u, mode %d)",
		      enc ? "enc" : "dec", alen, inlen, mode);
	rand_sgl_check_poison(out);
}

static void rand_case(struct rand_run *r, const struct aead_case *c)
{
	static u8 flat[5 * PAGE_SIZE], msg[5 * PAGE_SIZE];
	unsigned int alen = c->ipsec ? (rand_r(r->seed) % 2 ? 16 : 20) : rand_r(r->seed) % 300;
	unsigned int plen = (unsigned int)rand_r(r->seed) % 4
				    ? (unsigned int)rand_r(r->seed) % 200
				    : (unsigned int)rand_r(r->seed) % (3 * PAGE_SIZE);
	unsigned int nauth = 0;
	u8 iv[16];

	while (c->authsizes[nauth])
		nauth++;
	ck_assert_int_eq(crypto_aead_setauthsize(r->tfm, c->authsizes[rand_r(r->seed) % nauth]), 0);
	unsigned int authsize = crypto_aead_authsize(r->tfm);

	fill_random(iv, sizeof(iv), r->seed);
	fill_random(msg, alen + plen, r->seed);
	memcpy(flat, msg, alen + plen);
	ck_assert_int_eq(aead_flat(r->tfm, true, flat, flat, alen, plen, iv), 0);
	rand_one(r, true, msg, alen, plen, flat + alen, plen + authsize, iv);
	rand_one(r, false, flat, alen, plen + authsize, msg + alen, plen, iv);
}

START_TEST(test_random_layouts)
{
	unsigned int seed = 20240601;
	struct rand_run r = { .seed = &seed };

	rand_sgl_init(&r.src);
	rand_sgl_init(&r.dst);
	for (size_t i = 0; i < NCASES; i++) {
		r.tfm = alloc_keyed(&cases[i], &seed);
		for (int n = 0; n < 300; n++)
			rand_case(&r, &cases[i]);
		crypto_free_aead(r.tfm);
	}
	free(r.src.pool);
	free(r.dst.pool);
}
END_TEST

START_TEST(test_proc)
{
	static const char *const gcm[] = {
		"name         : gcm(aes)\n", "priority     : 100\n", "selftest     : passed\n",
		"type         : aead\nasync        : no\nblocksize    : 1\nivsize       : 12\n"
		"maxauthsize  : 16\ngeniv        : <none>\n\n",
		NULL
	};
	static const char *const rfc4106[] = {
		"name         : rfc4106(gcm(aes))\n", "selftest     : passed\n",
		"type         : aead\nasync        : no\nblocksize    : 1\nivsize       : 8\n"
		"maxauthsize  : 16\ngeniv        : <none>\n\n",
		NULL
	};
	static const char *const rfc4543[] = { "selftest     : passed\n", "ivsize       : 8\n",
					       NULL };
	static const char *const aegis[] = {
		"name         : aegis128\n", "priority     : 100\n", "selftest     : passed\n",
		"type         : aead\nasync        : no\nblocksize    : 1\nivsize       : 16\n"
		"maxauthsize  : 16\ngeniv        : <none>\n\n",
		NULL
	};
	static const char *const ghash[] = { "name         : ghash\n", "selftest     : passed\n",
					     "digestsize   : 16\n", NULL };
	struct crypto_aead *tfm[NCASES];

	for (size_t i = 0; i < NCASES; i++) {
		tfm[i] = crypto_alloc_aead(cases[i].driver, 0, 0);
		ck_assert(!IS_ERR(tfm[i]));
	}
	proc_assert_block_of(GCM_DRIVER, gcm);
	proc_assert_block_of("rfc4106(" GCM_DRIVER ")", rfc4106);
	proc_assert_block_of("rfc4543(" GCM_DRIVER ")", rfc4543);
	proc_assert_block_of("aegis128-generic", aegis);
	proc_assert_block_of("ghash-generic", ghash);
	for (size_t i = 0; i < NCASES; i++)
		crypto_free_aead(tfm[i]);
}
END_TEST

/* ---- aegis128's SIMD plug-in, with steps that count their calls and run the generic code ---- */

static int simd_calls;

static void cnt_init(struct aegis_state *st, const union aegis_block *key, const u8 *iv)
{
	simd_calls++;
	crypto_aegis128_generic_simd_ops.init(st, key, iv);
}

static void cnt_update(struct aegis_state *st, const void *msg)
{
	simd_calls++;
	crypto_aegis128_generic_simd_ops.update(st, msg);
}

static void cnt_enc(struct aegis_state *st, u8 *dst, const u8 *src, unsigned int size)
{
	simd_calls++;
	crypto_aegis128_generic_simd_ops.encrypt_chunk(st, dst, src, size);
}

static void cnt_dec(struct aegis_state *st, u8 *dst, const u8 *src, unsigned int size)
{
	simd_calls++;
	crypto_aegis128_generic_simd_ops.decrypt_chunk(st, dst, src, size);
}

static int cnt_final(struct aegis_state *st, union aegis_block *tag, unsigned int assoclen,
		     unsigned int cryptlen, unsigned int authsize)
{
	simd_calls++;
	return crypto_aegis128_generic_simd_ops.final(st, tag, assoclen, cryptlen, authsize);
}

static const struct aegis128_simd_ops counting_ops = {
	.init = cnt_init,
	.update = cnt_update,
	.encrypt_chunk = cnt_enc,
	.decrypt_chunk = cnt_dec,
	.final = cnt_final,
};

/* The SIMD AEAD registers above the generic one, is self-tested through the steps, is picked
 * by name, and goes away again. */
START_TEST(test_aegis_simd_register)
{
	static const char *const simd_proc[] = { "priority     : 200\n", "selftest     : passed\n",
						 NULL };
	struct aegis128_simd_ops incomplete = counting_ops;

	ck_assert(!crypto_aegis128_have_simd());
	incomplete.final = NULL;
	ck_assert_int_eq(crypto_aegis128_register_simd(&incomplete), -EINVAL);
	simd_calls = 0;
	ck_assert_int_eq(crypto_aegis128_register_simd(&counting_ops), 0);
	ck_assert(crypto_aegis128_have_simd());
	ck_assert_int_gt(simd_calls, 0); /* its self-test ran through the steps */
	ck_assert_int_eq(crypto_aegis128_register_simd(&counting_ops), -EBUSY);
	proc_assert_block_of("aegis128-simd", simd_proc);
	assert_aead_driver("aegis128", "aegis128-simd");

	crypto_aegis128_unregister_simd();
	ck_assert(!crypto_aegis128_have_simd());
	assert_aead_driver("aegis128", "aegis128-generic");
}
END_TEST

/* Encrypts 30 bytes of AD and 54 of text of @in with @tfm into @out, then decrypts it back. */
static void aegis_roundtrip(struct crypto_aead *tfm, const u8 *in, u8 *out)
{
	u8 iv[16] = { 2 };

	memcpy(out, in, 84);
	ck_assert_int_eq(aead_flat(tfm, true, out, out, 30, 54, iv), 0);
	u8 back[100];
	memcpy(back, out, 100);
	ck_assert_int_eq(aead_flat(tfm, false, back, back, 30, 70, iv), 0);
	ck_assert(!memcmp(back, in, 84));
}

/* Requests of the SIMD AEAD run the steps, or the generic code where SIMD may not be used;
 * both give the generic driver's result. */
START_TEST(test_aegis_simd_fallback)
{
	u8 key[16] = { 1 }, in[100], want[100], got[100];
	unsigned int seed = 5;

	ck_assert_int_eq(crypto_aegis128_register_simd(&counting_ops), 0);
	struct crypto_aead *simd = crypto_alloc_aead("aegis128-simd", 0, 0);
	struct crypto_aead *gen = crypto_alloc_aead("aegis128-generic", 0, 0);

	ck_assert(!IS_ERR(simd) && !IS_ERR(gen));
	ck_assert_int_eq(crypto_aead_setkey(simd, key, 16), 0);
	ck_assert_int_eq(crypto_aead_setkey(gen, key, 16), 0);
	fill_random(in, sizeof(in), &seed);
	aegis_roundtrip(gen, in, want);

	simd_calls = 0;
	aegis_roundtrip(simd, in, got);
	ck_assert_int_gt(simd_calls, 0);
	ck_assert(!memcmp(got, want, 100));

	simd_calls = 0;
	crypto_simd_disabled_for_test = true;
	aegis_roundtrip(simd, in, got);
	crypto_simd_disabled_for_test = false;
	ck_assert_int_eq(simd_calls, 0);
	ck_assert(!memcmp(got, want, 100));

	crypto_free_aead(simd);
	crypto_free_aead(gen);
	crypto_aegis128_unregister_simd();
}
END_TEST

static Suite *aead_suite(void)
{
	Suite *s = check_new_suite("aead", "api", 120, { test_names }, { test_bad_instances },
				   { test_authsize }, { test_keys }, { test_nokey_and_short_input },
				   { test_ipsec_assoclen }, { test_tamper }, { test_proc },
				   { test_aegis_simd_register }, { test_aegis_simd_fallback });

	check_new_tcase(s, "data", 600, { test_vectors }, { test_random_layouts });
	return s;
}

int main(void)
{
	/* One process: the start-up self-tests of every driver run once rather than per test.
	 * Each test undoes what it registers or switches. */
	return check_run_as(aead_suite(), CHECK_RUN_ONE, NULL);
}
