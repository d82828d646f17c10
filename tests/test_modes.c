// SPDX-License-Identifier: GPL-2.0-only
// Check suite for the cts, xts, essiv and authenc templates: names, refused inputs, the
// output IV, self-test results, and random scatterlist layouts against flat-buffer runs.
#define _DEFAULT_SOURCE // usleep, setenv
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <asm/byteorder.h>
#include <crypto/aead.h>
#include <crypto/authenc.h>
#include <crypto/hash.h>
#include <crypto/internal/skcipher.h>
#include <crypto/scatterwalk.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <crypto/xts.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/fips.h>
#include <linux/module.h>
#include <linux/rtnetlink.h>
#include <linux/scatterlist.h>

#include <check.h>
#undef fail

#define AES_BLOCK 16
#define MAX_ENTS 12
#define ARENA_SIZE (20 * 4096)
#define POISON 0xa5

/* ---- seeded PRNG: a fixed default seed, or UKC_TEST_SEED; failures name it ---- */

static uint64_t g_seed;
static uint64_t g_rng;

/* Whether the AES instructions are masked (see main()). */
static int g_generic_pass;

static uint64_t rnd(void)
{
	uint64_t z = (g_rng += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static unsigned int rnd_range(unsigned int lo, unsigned int hi)
{
	return lo + (unsigned int)(rnd() % (hi - lo + 1));
}

static void rnd_fill(u8 *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		p[i] = (u8)rnd();
}

/* Tests share one process (see main()): a test that failed midway must not leave FIPS on. */
static void fips_restore(void)
{
	fips_enabled = false;
}

static void seed_init(void)
{
	const char *s = getenv("UKC_TEST_SEED");

	g_seed = s ? strtoull(s, NULL, 0) : 0x6d6f646573ULL;
	g_rng = g_seed;
}

/* ---- scattered buffers: entries at random offsets in a poisoned, page-aligned arena ---- */

struct layout {
	u8 *arena;
	unsigned int used;
	unsigned int n;
	u8 *ptr[MAX_ENTS];
	unsigned int len[MAX_ENTS];
	struct scatterlist sg[MAX_ENTS];
};

/* Splits @total bytes into 1..MAX_ENTS entries with random gaps and misalignments, some of
 * them straddling page boundaries. */
static void layout_build(struct layout *l, unsigned int total)
{
	unsigned int n = rnd_range(1, MAX_ENTS);
	unsigned int pos = rnd_range(0, 4095);
	unsigned int left = total;

	if (total < n)
		n = total ? total : 1;
	l->n = n;
	sg_init_table(l->sg, n);
	for (unsigned int i = 0; i < n; i++) {
		unsigned int len = i == n - 1 ? left : rnd_range(1, left - (n - 1 - i));

		left -= len;
		/* Now and then, start just before a page boundary so the entry straddles it. */
		if (rnd() % 3 == 0) {
			unsigned int near = (pos | 4095) + 1 - rnd_range(1, 24);

			pos = near > pos ? near : pos;
		}
		ck_assert_uint_le(pos + len, ARENA_SIZE);
		l->ptr[i] = l->arena + pos;
		l->len[i] = len;
		sg_set_buf(&l->sg[i], l->ptr[i], len);
		pos += len + rnd_range(1, 64);
	}
	/* Poison what the entries span and a margin after them; nothing reaches further. */
	l->used = pos + 64 < ARENA_SIZE ? pos + 64 : ARENA_SIZE;
	memset(l->arena, POISON, l->used);
}

/* Writes @len bytes of @data from the start of the entries (which may hold more). */
static void layout_write(struct layout *l, const u8 *data, unsigned int len)
{
	for (unsigned int i = 0; i < l->n && len; i++) {
		unsigned int n = l->len[i] < len ? l->len[i] : len;

		memcpy(l->ptr[i], data, n);
		data += n;
		len -= n;
	}
}

static void layout_read(const struct layout *l, u8 *out)
{
	for (unsigned int i = 0; i < l->n; i++) {
		memcpy(out, l->ptr[i], l->len[i]);
		out += l->len[i];
	}
}

static int poisoned(const u8 *from, const u8 *to)
{
	for (; from < to; from++)
		if (*from != POISON)
			return 0;
	return 1;
}

/* Every arena byte outside the entries (which lie in address order) must still be poison:
 * nothing wrote outside them. */
static int layout_poison_intact(const struct layout *l)
{
	const u8 *pos = l->arena;

	for (unsigned int i = 0; i < l->n; i++) {
		if (!poisoned(pos, l->ptr[i]))
			return 0;
		pos = l->ptr[i] + l->len[i];
	}
	return poisoned(pos, l->arena + l->used);
}

static u8 *arena_alloc(void)
{
	u8 *p = aligned_alloc(4096, ARENA_SIZE);

	ck_assert_ptr_nonnull(p);
	return p;
}

/* ---- skcipher helpers ---- */

static int skcipher_run(struct crypto_skcipher *tfm, struct scatterlist *src,
			struct scatterlist *dst, unsigned int len, u8 *iv, int enc)
{
	struct skcipher_request *req = skcipher_request_alloc(tfm, GFP_KERNEL);
	DECLARE_CRYPTO_WAIT(wait);
	int err;

	ck_assert_ptr_nonnull(req);
	skcipher_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP | CRYPTO_TFM_REQ_MAY_BACKLOG,
				      crypto_req_done, &wait);
	skcipher_request_set_crypt(req, src, dst, len, iv);
	err = crypto_wait_req(enc ? crypto_skcipher_encrypt(req) : crypto_skcipher_decrypt(req),
			      &wait);
	skcipher_request_free(req);
	return err;
}

/* One flat buffer in, another out. */
static int skcipher_flat(struct crypto_skcipher *tfm, const u8 *in, u8 *out, unsigned int len,
			 u8 *iv, int enc)
{
	struct scatterlist s, d;

	sg_init_one(&s, in, len);
	sg_init_one(&d, out, len);
	return skcipher_run(tfm, &s, &d, len, iv, enc);
}

static const char *skcipher_driver(const char *name, char *driver, long *err)
{
	struct crypto_skcipher *tfm = crypto_alloc_skcipher(name, 0, 0);

	*err = IS_ERR(tfm) ? PTR_ERR(tfm) : 0;
	if (*err)
		return NULL;
	strcpy(driver, crypto_skcipher_driver_name(tfm));
	crypto_free_skcipher(tfm);
	return driver;
}

static long skcipher_alloc_err(const char *name)
{
	char driver[CRYPTO_MAX_ALG_NAME];
	long err;

	skcipher_driver(name, driver, &err);
	return err;
}

static long aead_alloc_err(const char *name)
{
	struct crypto_aead *tfm = crypto_alloc_aead(name, 0, 0);

	if (IS_ERR(tfm))
		return PTR_ERR(tfm);
	crypto_free_aead(tfm);
	return 0;
}

static void assert_skcipher_driver(const char *name, const char *want)
{
	char driver[CRYPTO_MAX_ALG_NAME];
	long err;

	ck_assert_msg(skcipher_driver(name, driver, &err) != NULL, "%s: %ld", name, err);
	ck_assert_str_eq(driver, want);
}

static void assert_aead_driver(const char *name, const char *want)
{
	struct crypto_aead *tfm = crypto_alloc_aead(name, 0, 0);

	ck_assert_msg(!IS_ERR(tfm), "%s: %ld", name, IS_ERR(tfm) ? PTR_ERR(tfm) : 0L);
	ck_assert_str_eq(crypto_aead_driver_name(tfm), want);
	crypto_free_aead(tfm);
}

/*
 * The names that reach the cts and xts templates. In the generic pass a plain lookup finds
 * the template; in the native pass it may find a fused driver ("cts-cbc-aes-aesni"), so the
 * template is named over the native inner mode's driver ("cts(cbc-aes-aesni)") instead.
 */
static const char *template_name(char *buf, const char *tmpl, const char *plain, const char *inner)
{
	char driver[CRYPTO_MAX_ALG_NAME];
	long err;

	if (g_generic_pass)
		return plain;
	ck_assert_ptr_nonnull(skcipher_driver(inner, driver, &err));
	snprintf(buf, 2 * CRYPTO_MAX_ALG_NAME, "%s(%s)", tmpl, driver);
	return buf;
}

static const char *cts_name(char *buf)
{
	return template_name(buf, "cts", "cts(cbc(aes))", "cbc(aes)");
}

static const char *xts_name(char *buf)
{
	return template_name(buf, "xts", "xts(aes)", "ecb(aes)");
}

/* The driver names of the building blocks, as whatever registered them calls them. */
static void inner_names(char *cbc, char *sha256, char *hmac)
{
	struct crypto_shash *h = crypto_alloc_shash("sha256", 0, 0);
	struct crypto_shash *m = crypto_alloc_shash("hmac(sha256)", 0, 0);
	long err;

	ck_assert(!IS_ERR(h) && !IS_ERR(m));
	strcpy(sha256, crypto_shash_driver_name(h));
	strcpy(hmac, crypto_shash_driver_name(m));
	crypto_free_shash(h);
	crypto_free_shash(m);
	ck_assert_ptr_nonnull(skcipher_driver("cbc(aes)", cbc, &err));
}

/* An authenc key blob as the kernel's users build it: rtattr, big-endian enckeylen, keys. */
static unsigned int authenc_key(u8 *blob, const u8 *authkey, unsigned int authlen, const u8 *enckey,
				unsigned int enclen)
{
	struct rtattr rta = { .rta_len = RTA_LENGTH(sizeof(struct crypto_authenc_key_param)),
			      .rta_type = CRYPTO_AUTHENC_KEYA_PARAM };
	struct crypto_authenc_key_param param = { .enckeylen = cpu_to_be32(enclen) };

	memcpy(blob, &rta, sizeof(rta));
	memcpy(RTA_DATA((struct rtattr *)blob), &param, sizeof(param));
	memcpy(blob + RTA_SPACE(sizeof(param)), authkey, authlen);
	memcpy(blob + RTA_SPACE(sizeof(param)) + authlen, enckey, enclen);
	return RTA_SPACE(sizeof(param)) + authlen + enclen;
}

/* ---- names ---- */

START_TEST(test_instance_names)
{
	char cbc[CRYPTO_MAX_ALG_NAME], sha256[CRYPTO_MAX_ALG_NAME], hmac[CRYPTO_MAX_ALG_NAME];
	char want[4 * CRYPTO_MAX_ALG_NAME];
	struct crypto_skcipher *tfm;

	inner_names(cbc, sha256, hmac);
	/* The generic building blocks give 6.12's names exactly. */
	ck_assert_str_eq(cbc, "cbc(ecb(aes-generic))");
	assert_skcipher_driver("cts(cbc(aes))", "cts(cbc(ecb(aes-generic)))");
	/* xts takes the cipher's name and builds on "ecb(aes)"; named by that driver name (as
	 * testmgr's generic_driver does) it is the same instance. */
	assert_skcipher_driver("xts(aes)", "xts(ecb(aes-generic))");
	assert_skcipher_driver("xts(ecb(aes-generic))", "xts(ecb(aes-generic))");
	tfm = crypto_alloc_skcipher("xts(aes)", 0, 0);
	ck_assert(!IS_ERR(tfm));
	ck_assert_str_eq(crypto_tfm_alg_name(crypto_skcipher_tfm(tfm)), "xts(aes)");
	ck_assert_uint_eq(crypto_skcipher_min_keysize(tfm), 32);
	ck_assert_uint_eq(crypto_skcipher_max_keysize(tfm), 64);
	ck_assert_uint_eq(crypto_skcipher_ivsize(tfm), 16);
	crypto_free_skcipher(tfm);

	snprintf(want, sizeof(want), "essiv(%s,%s)", cbc, sha256);
	assert_skcipher_driver("essiv(cbc(aes),sha256)", want);
	if (!strcmp(sha256, "sha256-generic"))
		ck_assert_str_eq(want, "essiv(cbc(ecb(aes-generic)),sha256-generic)");
	snprintf(want, sizeof(want), "authenc(%s,%s)", hmac, cbc);
	assert_aead_driver("authenc(hmac(sha256),cbc(aes))", want);
	snprintf(want, sizeof(want), "essiv(authenc(%s,%s),%s)", hmac, cbc, sha256);
	assert_aead_driver("essiv(authenc(hmac(sha256),cbc(aes)),sha256)", want);
}
END_TEST

static const struct {
	const char *name;
	int aead;
	long err;
} refused[] = {
	/* cts steals only within CBC, whose IV is one block. */
	{ "cts(ecb(aes))", 0, -EINVAL },
	{ "cts(ctr(aes))", 0, -EINVAL },
	{ "cts(nosuch)", 0, -ENOENT },
	/* xts needs an IV-less mode of a 16-byte block cipher. */
	{ "xts(cbc(aes))", 0, -EINVAL },
	{ "xts(ctr(aes))", 0, -EINVAL },
	{ "xts(nosuch)", 0, -ENOENT },
	/* A digest longer than AES's longest key (48 and 64 bytes). */
	{ "essiv(cbc(aes),sha384)", 0, -EINVAL },
	{ "essiv(cbc(aes),sha512)", 0, -EINVAL },
	/* ECB has no IV, so no one-block IV to encrypt. */
	{ "essiv(ecb(aes),sha256)", 0, -EINVAL },
	/* A keyed hash cannot make the salt. */
	{ "essiv(cbc(aes),hmac(sha256))", 0, -EINVAL },
	{ "essiv(cbc(aes),nosuch)", 0, -ENOENT },
	{ "essiv(cbc(aes))", 0, -ENOENT },
	{ "essiv(authenc(hmac(sha256),cbc(aes)),sha512)", 1, -EINVAL },
	/* Asked for as an AEAD, "cbc(aes)" is instantiated as one: cbc refuses (-EINVAL). */
	{ "essiv(cbc(aes),sha256)", 1, -EINVAL },
	{ "authenc(hmac(sha256))", 1, -ENOENT },
	{ "authenc(hmac(sha256),nosuch)", 1, -ENOENT },
};

START_TEST(test_refused_instances)
{
	for (size_t i = 0; i < sizeof(refused) / sizeof(refused[0]); i++) {
		long err = refused[i].aead ? aead_alloc_err(refused[i].name)
					   : skcipher_alloc_err(refused[i].name);

		ck_assert_msg(err == refused[i].err, "%s: got %ld, want %ld", refused[i].name, err,
			      refused[i].err);
	}
	/* Only authenc AEADs: gcm's key format has no room for ESSIV's salt. */
	if (!aead_alloc_err("gcm(aes)"))
		ck_assert_int_eq(aead_alloc_err("essiv(gcm(aes),sha256)"), -EINVAL);
}
END_TEST

/* 6.12 checks the digest size only against the cipher's key size range: SHA-1's 20 bytes lie
 * within AES's 16..32, so the instance is made and the key is refused when it is set, since
 * AES takes no 20-byte key. */
START_TEST(test_essiv_sha1)
{
	struct crypto_skcipher *tfm = crypto_alloc_skcipher("essiv(cbc(aes),sha1)", 0, 0);
	u8 key[32] = { 0 };

	ck_assert(!IS_ERR(tfm));
	for (unsigned int klen = 16; klen <= 32; klen += 8)
		ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, klen), -EINVAL);
	crypto_free_skcipher(tfm);
}
END_TEST

/* ---- refused inputs ---- */

START_TEST(test_short_inputs)
{
	char nbuf[2][2 * CRYPTO_MAX_ALG_NAME];
	const char *names[] = { cts_name(nbuf[0]), xts_name(nbuf[1]) };
	u8 key[64], buf[AES_BLOCK], out[AES_BLOCK], iv[AES_BLOCK];

	rnd_fill(key, sizeof(key));
	for (size_t i = 0; i < 2; i++) {
		struct crypto_skcipher *tfm = crypto_alloc_skcipher(names[i], 0, 0);

		ck_assert(!IS_ERR(tfm));
		ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, i ? 64 : 32), 0);
		for (unsigned int len = 0; len < AES_BLOCK; len++) {
			for (int enc = 0; enc < 2; enc++) {
				memset(iv, 0, sizeof(iv));
				ck_assert_msg(skcipher_flat(tfm, buf, out, len, iv, enc) == -EINVAL,
					      "%s len %u", names[i], len);
			}
		}
		memset(iv, 0, sizeof(iv));
		ck_assert_int_eq(skcipher_flat(tfm, buf, out, AES_BLOCK, iv, 1), 0);
		crypto_free_skcipher(tfm);
	}
}
END_TEST

START_TEST(test_xts_keys)
{
	char name[2 * CRYPTO_MAX_ALG_NAME];
	struct crypto_skcipher *tfm = crypto_alloc_skcipher(xts_name(name), 0, 0);
	u8 key[64], iv[AES_BLOCK] = { 0 }, buf[32] = { 0 };

	ck_assert(!IS_ERR(tfm));
	rnd_fill(key, sizeof(key));
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, 33), -EINVAL);
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, 63), -EINVAL);
	/* A refused key leaves the tfm without one. */
	ck_assert_int_eq(skcipher_flat(tfm, buf, buf, 32, iv, 1), -ENOKEY);
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, 48), 0);

	/* Equal halves: accepted unless weak keys are forbidden. */
	memcpy(key + 16, key, 16);
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, 32), 0);
	crypto_skcipher_set_flags(tfm, CRYPTO_TFM_REQ_FORBID_WEAK_KEYS);
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, 32), -EINVAL);
	ck_assert_int_eq(xts_verify_key(tfm, key, 32), -EINVAL);
	key[31] ^= 1;
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, 32), 0);
	crypto_skcipher_clear_flags(tfm, CRYPTO_TFM_REQ_FORBID_WEAK_KEYS);

	/* FIPS mode: equal halves always refused, and only 32- or 64-byte keys. */
	key[31] ^= 1;
	fips_enabled = true;
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, 32), -EINVAL);
	rnd_fill(key, sizeof(key));
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, 48), -EINVAL);
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, 64), 0);
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, 32), 0);
	fips_enabled = false;
	crypto_free_skcipher(tfm);
}
END_TEST

/* ---- cts output IV: the last full ciphertext block of the CBC chain, as 6.12 leaves it ---- */

START_TEST(test_cts_output_iv)
{
	static const unsigned int lens[] = { 16, 17, 31, 32, 33, 47, 48, 63, 64, 65, 100, 255 };
	char name[2 * CRYPTO_MAX_ALG_NAME];
	struct crypto_skcipher *tfm = crypto_alloc_skcipher(cts_name(name), 0, 0);
	u8 key[32], iv0[AES_BLOCK], iv[AES_BLOCK], pt[256], ct[256], back[256];

	ck_assert(!IS_ERR(tfm));
	rnd_fill(key, sizeof(key));
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, 32), 0);
	for (size_t i = 0; i < sizeof(lens) / sizeof(lens[0]); i++) {
		unsigned int len = lens[i];
		/* The swapped block: the last full one before the final (partial or full) one,
		 * or the only block of a one-block request. */
		unsigned int last = len == AES_BLOCK ? 0 : (len - 1) / AES_BLOCK * AES_BLOCK - 16;

		rnd_fill(iv0, sizeof(iv0));
		rnd_fill(pt, len);
		memcpy(iv, iv0, sizeof(iv));
		ck_assert_int_eq(skcipher_flat(tfm, pt, ct, len, iv, 1), 0);
		ck_assert_msg(!memcmp(iv, ct + last, AES_BLOCK), "encrypt, len %u", len);
		memcpy(iv, iv0, sizeof(iv));
		ck_assert_int_eq(skcipher_flat(tfm, ct, back, len, iv, 0), 0);
		ck_assert_msg(!memcmp(iv, ct + last, AES_BLOCK), "decrypt, len %u", len);
		ck_assert(!memcmp(back, pt, len));
	}
	crypto_free_skcipher(tfm);
}
END_TEST

/* ---- random scatterlist layouts against flat runs: skcipher ---- */

struct sk_case {
	const char *name;
	const unsigned int *keylens;
	unsigned int nkeylens;
	unsigned int minlen, maxlen, step;
};

static const unsigned int aes_keylens[] = { 16, 24, 32 };
static const unsigned int xts_keylens[] = { 32, 48, 64 };

/* Runs one direction over random layouts (in place or not) and compares data, IV and
 * the poison around the entries with the flat run. */
static void sk_compare_layout(struct crypto_skcipher *tfm, const u8 *in, const u8 *want,
			      const u8 *want_iv, const u8 *iv0, unsigned int len, int enc,
			      struct layout *ls, struct layout *ld, const char *name)
{
	int inplace = rnd() & 1;
	u8 iv[AES_BLOCK], got[600];

	memcpy(iv, iv0, AES_BLOCK);
	layout_build(ls, len);
	layout_write(ls, in, len);
	if (!inplace)
		layout_build(ld, len);
	ck_assert_int_eq(skcipher_run(tfm, ls->sg, inplace ? ls->sg : ld->sg, len, iv, enc), 0);
	layout_read(inplace ? ls : ld, got);
	ck_assert_msg(!memcmp(got, want, len), "%s len %u enc %d inplace %d seed %#llx", name, len,
		      enc, inplace, (unsigned long long)g_seed);
	ck_assert_msg(!memcmp(iv, want_iv, AES_BLOCK), "%s: output IV differs, len %u", name, len);
	ck_assert(layout_poison_intact(inplace ? ls : ld));
}

static void sk_random_layouts(const struct sk_case *c, unsigned int cases)
{
	struct crypto_skcipher *tfm = crypto_alloc_skcipher(c->name, 0, 0);
	struct layout ls = { .arena = arena_alloc() }, ld = { .arena = arena_alloc() };
	u8 key[64], iv0[AES_BLOCK], pt[600], ct[600], back[600], ivc[AES_BLOCK], ivd[AES_BLOCK];

	ck_assert_msg(!IS_ERR(tfm), "%s", c->name);
	for (unsigned int i = 0; i < cases; i++) {
		unsigned int klen = c->keylens[rnd() % c->nkeylens];
		unsigned int len = rnd_range(c->minlen / c->step, c->maxlen / c->step) * c->step;

		if (c->step == 1)
			len = rnd_range(c->minlen, c->maxlen);
		rnd_fill(key, klen);
		rnd_fill(iv0, AES_BLOCK);
		rnd_fill(pt, len);
		ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, klen), 0);
		memcpy(ivc, iv0, AES_BLOCK);
		ck_assert_int_eq(skcipher_flat(tfm, pt, ct, len, ivc, 1), 0);
		memcpy(ivd, iv0, AES_BLOCK);
		ck_assert_int_eq(skcipher_flat(tfm, ct, back, len, ivd, 0), 0);
		ck_assert_msg(!memcmp(back, pt, len), "%s: round trip, len %u", c->name, len);
		sk_compare_layout(tfm, pt, ct, ivc, iv0, len, 1, &ls, &ld, c->name);
		sk_compare_layout(tfm, ct, pt, ivd, iv0, len, 0, &ls, &ld, c->name);
	}
	free(ls.arena);
	free(ld.arena);
	crypto_free_skcipher(tfm);
}

START_TEST(test_random_layouts_cts)
{
	char name[2 * CRYPTO_MAX_ALG_NAME];
	const struct sk_case c = { cts_name(name), aes_keylens, 3, 16, 520, 1 };

	sk_random_layouts(&c, 300);
}
END_TEST

START_TEST(test_random_layouts_xts)
{
	char name[2 * CRYPTO_MAX_ALG_NAME];
	const struct sk_case c = { xts_name(name), xts_keylens, 3, 16, 520, 1 };

	sk_random_layouts(&c, 300);
}
END_TEST

START_TEST(test_random_layouts_essiv)
{
	const struct sk_case c = { "essiv(cbc(aes),sha256)", aes_keylens, 3, 16, 512, 16 };

	sk_random_layouts(&c, 300);
}
END_TEST

/* ---- AEAD helpers ---- */

struct aead_job {
	struct scatterlist *src, *dst;
	unsigned int assoclen, cryptlen;
	u8 iv[AES_BLOCK];
};

static int aead_run(struct crypto_aead *tfm, const struct aead_job *job, int enc, u8 *iv_out)
{
	struct aead_request *req = aead_request_alloc(tfm, GFP_KERNEL);
	u8 iv[AES_BLOCK];
	DECLARE_CRYPTO_WAIT(wait);
	int err;

	ck_assert_ptr_nonnull(req);
	memcpy(iv, job->iv, AES_BLOCK);
	aead_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP | CRYPTO_TFM_REQ_MAY_BACKLOG,
				  crypto_req_done, &wait);
	aead_request_set_ad(req, job->assoclen);
	aead_request_set_crypt(req, job->src, job->dst, job->cryptlen, iv);
	err = crypto_wait_req(enc ? crypto_aead_encrypt(req) : crypto_aead_decrypt(req), &wait);
	if (iv_out)
		memcpy(iv_out, iv, AES_BLOCK);
	aead_request_free(req);
	return err;
}

/* Flat, out of place: dst holds assoclen + cryptlen (+ the tag when encrypting). */
static int aead_flat(struct crypto_aead *tfm, const u8 *in, u8 *out, unsigned int assoclen,
		     unsigned int cryptlen, const u8 *iv, int enc)
{
	unsigned int authsize = crypto_aead_authsize(tfm);
	unsigned int outlen = assoclen + cryptlen + (enc ? authsize : 0) - (enc ? 0 : authsize);
	struct aead_job job = { .assoclen = assoclen, .cryptlen = cryptlen };
	struct scatterlist s, d;

	memcpy(job.iv, iv, AES_BLOCK);
	sg_init_one(&s, in, assoclen + cryptlen);
	sg_init_one(&d, out, outlen);
	job.src = &s;
	job.dst = &d;
	return aead_run(tfm, &job, enc, NULL);
}

static void aead_random_key(struct crypto_aead *tfm)
{
	u8 authkey[64], enckey[32], blob[128];
	unsigned int authlen = rnd_range(0, 64), enclen = aes_keylens[rnd() % 3];

	rnd_fill(authkey, authlen);
	rnd_fill(enckey, enclen);
	ck_assert_int_eq(
		crypto_aead_setkey(tfm, blob, authenc_key(blob, authkey, authlen, enckey, enclen)),
		0);
}

/* One direction over a random layout: the bytes that end up in dst must equal the flat
 * run's: AD, ciphertext and tag when encrypting (authenc copies the AD to dst), the plaintext
 * when decrypting (the AD of an out-of-place dst is not written then). */
static void aead_compare_layout(struct crypto_aead *tfm, const u8 *in, const u8 *want,
				unsigned int assoclen, unsigned int cryptlen, const u8 *iv, int enc,
				struct layout *ls, struct layout *ld, const char *name)
{
	unsigned int authsize = crypto_aead_authsize(tfm);
	unsigned int inlen = assoclen + cryptlen;
	unsigned int outlen = enc ? inlen + authsize : inlen - authsize;
	int inplace = rnd() & 1;
	struct aead_job job = { .assoclen = assoclen, .cryptlen = cryptlen };
	u8 got[1024];

	memcpy(job.iv, iv, AES_BLOCK);
	/* In place, the one buffer must hold the larger of input and output. */
	layout_build(ls, inplace && enc ? outlen : inlen);
	layout_write(ls, in, inlen);
	if (!inplace)
		layout_build(ld, outlen);
	job.src = ls->sg;
	job.dst = inplace ? ls->sg : ld->sg;
	ck_assert_int_eq(aead_run(tfm, &job, enc, NULL), 0);
	layout_read(inplace ? ls : ld, got);
	ck_assert_msg(!memcmp(got + (enc ? 0 : assoclen), want + (enc ? 0 : assoclen),
			      outlen - (enc ? 0 : assoclen)),
		      "%s assoclen %u cryptlen %u enc %d inplace %d seed %#llx", name, assoclen,
		      cryptlen, enc, inplace, (unsigned long long)g_seed);
	ck_assert(layout_poison_intact(inplace ? ls : ld));
}

static void aead_random_layouts(const char *name, unsigned int min_assoc, unsigned int cases)
{
	static const unsigned int authsizes[] = { 32, 32, 16, 12 };
	struct crypto_aead *tfm = crypto_alloc_aead(name, 0, 0);
	struct layout ls = { .arena = arena_alloc() }, ld = { .arena = arena_alloc() };
	u8 in[512], ct[600], pt[600], iv[AES_BLOCK];

	ck_assert_msg(!IS_ERR(tfm), "%s", name);
	for (unsigned int i = 0; i < cases; i++) {
		unsigned int assoclen = rnd_range(min_assoc, 64);
		unsigned int ptlen = rnd_range(0, 16) * AES_BLOCK;
		unsigned int authsize = authsizes[rnd() % 4];

		aead_random_key(tfm);
		ck_assert_int_eq(crypto_aead_setauthsize(tfm, authsize), 0);
		rnd_fill(in, assoclen + ptlen);
		rnd_fill(iv, AES_BLOCK);
		ck_assert_int_eq(aead_flat(tfm, in, ct, assoclen, ptlen, iv, 1), 0);
		ck_assert_int_eq(aead_flat(tfm, ct, pt, assoclen, ptlen + authsize, iv, 0), 0);
		ck_assert_msg(!memcmp(pt + assoclen, in + assoclen, ptlen), "%s: round trip", name);
		aead_compare_layout(tfm, in, ct, assoclen, ptlen, iv, 1, &ls, &ld, name);
		aead_compare_layout(tfm, ct, pt, assoclen, ptlen + authsize, iv, 0, &ls, &ld, name);
	}
	free(ls.arena);
	free(ld.arena);
	crypto_free_aead(tfm);
}

START_TEST(test_random_layouts_authenc)
{
	aead_random_layouts("authenc(hmac(sha256),cbc(aes))", 0, 300);
}
END_TEST

START_TEST(test_random_layouts_essiv_authenc)
{
	/* dm-crypt's AD ends with the 16-byte IV. */
	aead_random_layouts("essiv(authenc(hmac(sha256),cbc(aes)),sha256)", AES_BLOCK, 300);
}
END_TEST

/* ---- authenc keys ---- */

START_TEST(test_authenc_extractkeys)
{
	u8 authkey[32], enckey[16], blob[80];
	struct crypto_authenc_keys keys;
	struct rtattr rta;
	unsigned int len;

	rnd_fill(authkey, sizeof(authkey));
	rnd_fill(enckey, sizeof(enckey));
	len = authenc_key(blob, authkey, 32, enckey, 16);
	ck_assert_uint_eq(len, 8 + 32 + 16);
	ck_assert_int_eq(crypto_authenc_extractkeys(&keys, blob, len), 0);
	ck_assert_ptr_eq(keys.authkey, blob + 8);
	ck_assert_uint_eq(keys.authkeylen, 32);
	ck_assert_ptr_eq(keys.enckey, blob + 40);
	ck_assert_uint_eq(keys.enckeylen, 16);
	/* No room for the header; the header then claiming more than there is. */
	ck_assert_int_eq(crypto_authenc_extractkeys(&keys, blob, 3), -EINVAL);
	ck_assert_int_eq(crypto_authenc_extractkeys(&keys, blob, 7), -EINVAL);
	/* The encryption key cannot be longer than what follows the header. */
	ck_assert_int_eq(crypto_authenc_extractkeys(&keys, blob, 8 + 15), -EINVAL);
	ck_assert_int_eq(crypto_authenc_extractkeys(&keys, blob, 8 + 16), 0);
	ck_assert_uint_eq(keys.authkeylen, 0);

	memcpy(&rta, blob, sizeof(rta));
	rta.rta_type = CRYPTO_AUTHENC_KEYA_UNSPEC;
	memcpy(blob, &rta, sizeof(rta));
	ck_assert_int_eq(crypto_authenc_extractkeys(&keys, blob, len), -EINVAL);
	rta.rta_type = CRYPTO_AUTHENC_KEYA_PARAM;
	rta.rta_len = 3;
	memcpy(blob, &rta, sizeof(rta));
	ck_assert_int_eq(crypto_authenc_extractkeys(&keys, blob, len), -EINVAL);
	/* A payload other than exactly the param struct, though it fits. */
	rta.rta_len = 12;
	memcpy(blob, &rta, sizeof(rta));
	ck_assert_int_eq(crypto_authenc_extractkeys(&keys, blob, len), -EINVAL);
	rta.rta_len = 200;
	memcpy(blob, &rta, sizeof(rta));
	ck_assert_int_eq(crypto_authenc_extractkeys(&keys, blob, len), -EINVAL);
}
END_TEST

START_TEST(test_authenc_bad_keys)
{
	static const char *const names[] = { "authenc(hmac(sha256),cbc(aes))",
					     "essiv(authenc(hmac(sha256),cbc(aes)),sha256)" };
	u8 authkey[32], enckey[32], blob[96];
	struct rtattr rta;
	unsigned int len;

	rnd_fill(authkey, sizeof(authkey));
	rnd_fill(enckey, sizeof(enckey));
	for (size_t i = 0; i < 2; i++) {
		struct crypto_aead *tfm = crypto_alloc_aead(names[i], 0, 0);
		struct crypto_authenc_key_param bad = { .enckeylen = cpu_to_be32(100) };

		ck_assert(!IS_ERR(tfm));
		len = authenc_key(blob, authkey, 32, enckey, 16);
		ck_assert_int_eq(crypto_aead_setkey(tfm, blob, len), 0);
		ck_assert_int_eq(crypto_aead_setkey(tfm, blob, 2), -EINVAL);
		memcpy(&rta, blob, sizeof(rta));
		rta.rta_type = CRYPTO_AUTHENC_KEYA_UNSPEC;
		memcpy(blob, &rta, sizeof(rta));
		ck_assert_int_eq(crypto_aead_setkey(tfm, blob, len), -EINVAL);
		/* An encryption key length beyond the blob. */
		len = authenc_key(blob, authkey, 32, enckey, 16);
		memcpy(RTA_DATA((struct rtattr *)blob), &bad, sizeof(bad));
		ck_assert_int_eq(crypto_aead_setkey(tfm, blob, len), -EINVAL);
		/* A well-formed blob whose AES key has a length AES refuses. */
		len = authenc_key(blob, authkey, 32, enckey, 15);
		ck_assert_int_eq(crypto_aead_setkey(tfm, blob, len), -EINVAL);
		len = authenc_key(blob, authkey, 32, enckey, 32);
		ck_assert_int_eq(crypto_aead_setkey(tfm, blob, len), 0);
		crypto_free_aead(tfm);
	}
}
END_TEST

/* ---- tampering: -EBADMSG, and nothing decrypted reaches dst ---- */

/* Decrypts @ct with one bit flipped, out of place and in place. With @essiv, the AD's last
 * 16 bytes are where dm-crypt keeps the IV: in place, ESSIV rewrites them from the sector IV
 * before authenc checks the tag, so a flip there is repaired (as in 6.12); out of place, src
 * keeps it and the tag fails. */
static void tamper_one(struct crypto_aead *tfm, const u8 *ct, unsigned int assoclen,
		       unsigned int cryptlen, const u8 *iv, unsigned int flip, int essiv)
{
	const unsigned int byte = flip / 8;
	const int repaired = essiv && byte >= assoclen - AES_BLOCK && byte < assoclen;
	struct aead_job job = { .assoclen = assoclen, .cryptlen = cryptlen };
	u8 bad[256], out[256], inplace[256];
	struct scatterlist s, d;

	memcpy(job.iv, iv, AES_BLOCK);
	memcpy(bad, ct, assoclen + cryptlen);
	bad[byte] ^= (u8)(1 << (flip % 8));
	memset(out, POISON, sizeof(out));
	sg_init_one(&s, bad, assoclen + cryptlen);
	sg_init_one(&d, out, assoclen + cryptlen);
	job.src = &s;
	job.dst = &d;
	ck_assert_int_eq(aead_run(tfm, &job, 0, NULL), -EBADMSG);
	for (unsigned int i = assoclen; i < sizeof(out); i++)
		ck_assert_msg(out[i] == POISON, "byte %u of dst written (bit %u flipped)", i, flip);

	memcpy(inplace, bad, assoclen + cryptlen);
	sg_init_one(&s, inplace, assoclen + cryptlen);
	job.dst = &s;
	ck_assert_int_eq(aead_run(tfm, &job, 0, NULL), repaired ? 0 : -EBADMSG);
	if (!repaired)
		ck_assert(!memcmp(inplace, bad, assoclen + cryptlen));
}

START_TEST(test_authenc_tamper)
{
	static const char *const names[] = { "authenc(hmac(sha256),cbc(aes))",
					     "essiv(authenc(hmac(sha256),cbc(aes)),sha256)" };
	const unsigned int assoclen = 24, ptlen = 64;
	u8 in[128], ct[160], pt[160], iv[AES_BLOCK];

	for (int n = 0; n < 2; n++) {
		struct crypto_aead *tfm = crypto_alloc_aead(names[n], 0, 0);
		unsigned int authsize, total;

		ck_assert(!IS_ERR(tfm));
		aead_random_key(tfm);
		authsize = crypto_aead_authsize(tfm);
		ck_assert_uint_eq(authsize, 32);
		total = assoclen + ptlen + authsize;
		rnd_fill(in, assoclen + ptlen);
		rnd_fill(iv, sizeof(iv));
		ck_assert_int_eq(aead_flat(tfm, in, ct, assoclen, ptlen, iv, 1), 0);
		ck_assert_int_eq(aead_flat(tfm, ct, pt, assoclen, ptlen + authsize, iv, 0), 0);
		ck_assert(!memcmp(pt + assoclen, in + assoclen, ptlen));
		/* Random bits, then the edges: the AD's first and last bit (the ESSIV IV field),
		 * the ciphertext's first and last bit, the tag's first and last bit. */
		for (unsigned int i = 0; i < 40; i++)
			tamper_one(tfm, ct, assoclen, ptlen + authsize, iv,
				   rnd_range(0, total * 8 - 1), n);
		tamper_one(tfm, ct, assoclen, ptlen + authsize, iv, 0, n);
		tamper_one(tfm, ct, assoclen, ptlen + authsize, iv, assoclen * 8 - 1, n);
		tamper_one(tfm, ct, assoclen, ptlen + authsize, iv, assoclen * 8, n);
		tamper_one(tfm, ct, assoclen, ptlen + authsize, iv, (assoclen + ptlen) * 8 - 1, n);
		tamper_one(tfm, ct, assoclen, ptlen + authsize, iv, (assoclen + ptlen) * 8, n);
		tamper_one(tfm, ct, assoclen, ptlen + authsize, iv, total * 8 - 1, n);
		crypto_free_aead(tfm);
	}
}
END_TEST

/* ---- asynchronous inner modes: the templates' completion paths ---- */

struct async_ctx {
	struct crypto_skcipher *inner;
};

struct async_job {
	struct skcipher_request *req;
	int enc;
};

static void *async_worker(void *arg)
{
	struct async_job *job = arg;
	struct skcipher_request *req = job->req;
	struct async_ctx *ctx = crypto_skcipher_ctx(crypto_skcipher_reqtfm(req));
	struct skcipher_request *sub = skcipher_request_ctx(req);
	int err;

	skcipher_request_set_tfm(sub, ctx->inner);
	skcipher_request_set_callback(sub, 0, NULL, NULL);
	skcipher_request_set_crypt(sub, req->src, req->dst, req->cryptlen, req->iv);
	err = job->enc ? crypto_skcipher_encrypt(sub) : crypto_skcipher_decrypt(sub);
	free(job);
	skcipher_request_complete(req, err);
	return NULL;
}

static int async_crypt(struct skcipher_request *req, int enc)
{
	struct async_job *job = malloc(sizeof(*job));
	pthread_t t;

	if (!job)
		return -ENOMEM;
	job->req = req;
	job->enc = enc;
	if (pthread_create(&t, NULL, async_worker, job)) {
		free(job);
		return -ENOMEM;
	}
	pthread_detach(t);
	return -EINPROGRESS;
}

static int async_encrypt(struct skcipher_request *req)
{
	return async_crypt(req, 1);
}

static int async_decrypt(struct skcipher_request *req)
{
	return async_crypt(req, 0);
}

static int async_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int keylen)
{
	struct async_ctx *ctx = crypto_skcipher_ctx(tfm);

	return crypto_skcipher_setkey(ctx->inner, key, keylen);
}

static int async_init(struct crypto_skcipher *tfm)
{
	struct async_ctx *ctx = crypto_skcipher_ctx(tfm);
	const char *mode = crypto_skcipher_ivsize(tfm) ? "cbc(aes)" : "ecb(aes)";

	/* The synchronous generic mode does the work. */
	ctx->inner = crypto_alloc_skcipher(mode, 0, CRYPTO_ALG_ASYNC);
	if (IS_ERR(ctx->inner))
		return (int)PTR_ERR(ctx->inner);
	crypto_skcipher_set_reqsize(tfm, sizeof(struct skcipher_request) +
						 crypto_skcipher_reqsize(ctx->inner));
	return 0;
}

static void async_exit(struct crypto_skcipher *tfm)
{
	struct async_ctx *ctx = crypto_skcipher_ctx(tfm);

	crypto_free_skcipher(ctx->inner);
}

static struct skcipher_alg async_algs[2];

/* "cbc(aes)" and "ecb(aes)" at the lowest priority, completing on another thread. */
static void async_algs_fill(void)
{
	static const char *const modes[] = { "cbc", "ecb" };

	memset(async_algs, 0, sizeof(async_algs));
	for (int i = 0; i < 2; i++) {
		struct skcipher_alg *alg = &async_algs[i];

		snprintf(alg->base.cra_name, CRYPTO_MAX_ALG_NAME, "%s(aes)", modes[i]);
		snprintf(alg->base.cra_driver_name, CRYPTO_MAX_ALG_NAME, "%s-aes-async-test",
			 modes[i]);
		alg->base.cra_priority = 1;
		alg->base.cra_flags = CRYPTO_ALG_ASYNC;
		alg->base.cra_blocksize = AES_BLOCK;
		alg->base.cra_ctxsize = sizeof(struct async_ctx);
		alg->base.cra_module = THIS_MODULE;
		alg->min_keysize = 16;
		alg->max_keysize = 32;
		alg->ivsize = i ? 0 : AES_BLOCK;
		alg->setkey = async_setkey;
		alg->encrypt = async_encrypt;
		alg->decrypt = async_decrypt;
		alg->init = async_init;
		alg->exit = async_exit;
	}
}

/* The same requests through a template over an async inner mode and over the generic one. */
static void async_compare(const char *async_name, const char *sync_name, unsigned int klen)
{
	struct crypto_skcipher *a = crypto_alloc_skcipher(async_name, 0, 0);
	struct crypto_skcipher *s = crypto_alloc_skcipher(sync_name, 0, 0);
	struct layout l = { .arena = arena_alloc() };
	u8 key[64], iv0[AES_BLOCK], iva[AES_BLOCK], ivs[AES_BLOCK], pt[300], want[300], got[300];

	ck_assert_msg(!IS_ERR(a) && !IS_ERR(s), "%s", async_name);
	ck_assert_uint_ne(crypto_skcipher_tfm(a)->__crt_alg->cra_flags & CRYPTO_ALG_ASYNC, 0);
	for (unsigned int i = 0; i < 40; i++) {
		unsigned int len = rnd_range(16, 300);

		rnd_fill(key, klen);
		rnd_fill(iv0, AES_BLOCK);
		rnd_fill(pt, len);
		ck_assert_int_eq(crypto_skcipher_setkey(a, key, klen), 0);
		ck_assert_int_eq(crypto_skcipher_setkey(s, key, klen), 0);
		for (int enc = 1; enc >= 0; enc--) {
			memcpy(ivs, iv0, AES_BLOCK);
			memcpy(iva, iv0, AES_BLOCK);
			ck_assert_int_eq(skcipher_flat(s, pt, want, len, ivs, enc), 0);
			layout_build(&l, len);
			layout_write(&l, pt, len);
			ck_assert_int_eq(skcipher_run(a, l.sg, l.sg, len, iva, enc), 0);
			layout_read(&l, got);
			ck_assert_msg(!memcmp(got, want, len), "%s len %u enc %d", async_name, len,
				      enc);
			ck_assert(!memcmp(iva, ivs, AES_BLOCK));
		}
	}
	free(l.arena);
	crypto_free_skcipher(a);
	crypto_free_skcipher(s);
}

START_TEST(test_async_inner)
{
	char name[2 * CRYPTO_MAX_ALG_NAME];

	async_algs_fill();
	ck_assert_int_eq(crypto_register_skciphers(async_algs, 2), 0);
	async_compare("cts(cbc-aes-async-test)", cts_name(name), 32);
	async_compare("xts(ecb-aes-async-test)", xts_name(name), 64);
	crypto_unregister_skciphers(async_algs, 2);
}
END_TEST

/* ---- self-tests at registration ---- */

static void assert_selftest_passed(const char *driver)
{
	static char proc[1 << 20];
	char head[2 * CRYPTO_MAX_ALG_NAME];
	const char *block, *end, *st;

	ck_assert_uint_lt(ukc_proc_crypto(proc, sizeof(proc)), sizeof(proc));
	snprintf(head, sizeof(head), "driver       : %s\n", driver);
	block = strstr(proc, head);
	ck_assert_msg(block != NULL, "no /proc/crypto block for %s", driver);
	end = strstr(block, "\n\n");
	st = strstr(block, "selftest     : ");
	ck_assert(end && st && st < end);
	ck_assert_msg(!strncmp(st, "selftest     : passed\n", 22), "%s: %.30s", driver, st);
}

START_TEST(test_selftests_passed)
{
	char nbuf[2][2 * CRYPTO_MAX_ALG_NAME];
	const char *skciphers[] = { cts_name(nbuf[0]), xts_name(nbuf[1]),
				    "essiv(cbc(aes),sha256)" };
	static const char *const aeads[] = { "authenc(hmac(sha256),cbc(aes))",
					     "essiv(authenc(hmac(sha256),cbc(aes)),sha256)" };
	static const char *const untested[] = {
		"No test for cts(cbc(aes)) (",
		"No test for xts(aes) (",
		"No test for essiv(cbc(aes),sha256) (",
		"No test for authenc(hmac(sha256),cbc(aes)) (",
		"No test for essiv(authenc(hmac(sha256),cbc(aes)),sha256) (",
	};
	static char log[1 << 20];

	for (size_t i = 0; i < 3; i++) {
		struct crypto_skcipher *tfm = crypto_alloc_skcipher(skciphers[i], 0, 0);

		ck_assert(!IS_ERR(tfm));
		assert_selftest_passed(crypto_skcipher_driver_name(tfm));
		crypto_free_skcipher(tfm);
	}
	for (size_t i = 0; i < 2; i++) {
		struct crypto_aead *tfm = crypto_alloc_aead(aeads[i], 0, 0);

		ck_assert(!IS_ERR(tfm));
		assert_selftest_passed(crypto_aead_driver_name(tfm));
		crypto_free_aead(tfm);
	}
	/* Each had vectors to run: none was reported untested. */
	ukc_log_read(log, sizeof(log));
	for (size_t i = 0; i < sizeof(untested) / sizeof(untested[0]); i++)
		ck_assert_msg(!strstr(log, untested[i]), "%s", untested[i]);
}
END_TEST

static Suite *modes_suite(void)
{
	Suite *s = suite_create("modes");
	TCase *tc = tcase_create("core");

	tcase_set_timeout(tc, 600);
	tcase_add_checked_fixture(tc, seed_init, fips_restore);
	if (g_generic_pass)
		tcase_add_test(tc, test_instance_names);
	tcase_add_test(tc, test_refused_instances);
	tcase_add_test(tc, test_essiv_sha1);
	tcase_add_test(tc, test_short_inputs);
	tcase_add_test(tc, test_xts_keys);
	tcase_add_test(tc, test_cts_output_iv);
	tcase_add_test(tc, test_random_layouts_cts);
	tcase_add_test(tc, test_random_layouts_xts);
	tcase_add_test(tc, test_random_layouts_essiv);
	tcase_add_test(tc, test_random_layouts_authenc);
	tcase_add_test(tc, test_random_layouts_essiv_authenc);
	tcase_add_test(tc, test_authenc_extractkeys);
	tcase_add_test(tc, test_authenc_bad_keys);
	tcase_add_test(tc, test_authenc_tamper);
	tcase_add_test(tc, test_async_inner);
	tcase_add_test(tc, test_selftests_passed);
	suite_add_tcase(s, tc);
	return s;
}

/* Runs this program again with @mask in UKCRYPTO_DISABLE_CPU_FEATURES (NULL: none), since the
 * CPU features are probed before main(). Returns its exit status. */
static int run_pass(char **argv, const char *pass, const char *mask)
{
	pid_t pid = fork();
	int status;

	if (pid < 0)
		return EXIT_FAILURE;
	if (pid == 0) {
		setenv("UKC_TEST_MODES_PASS", pass, 1);
		if (mask) {
			setenv("UKCRYPTO_DISABLE_CPU_FEATURES", mask, 1);
		} else {
			unsetenv("UKCRYPTO_DISABLE_CPU_FEATURES");
			/* The native drivers' own randomized tests belong to their suites. */
			setenv("UKCRYPTO_NOEXTRATESTS", "1", 0);
		}
		execv("/proc/self/exe", argv);
		_exit(127);
	}
	if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status))
		return EXIT_FAILURE;
	return WEXITSTATUS(status);
}

/* Two passes: "generic" masks the AES instructions, so lookups give the generic instance
 * names the name tests spell out (as on a CPU without them); "native" runs everything else
 * over whatever drivers this CPU gets. */
int main(int argc, char **argv)
{
	const char *pass = getenv("UKC_TEST_MODES_PASS");
	SRunner *sr;
	int failed;

	(void)argc;
	if (!pass) {
		int generic = run_pass(argv, "generic", "aes");
		int native = run_pass(argv, "native", NULL);

		return generic || native ? EXIT_FAILURE : EXIT_SUCCESS;
	}
	g_generic_pass = !strcmp(pass, "generic");
	printf("pass: %s\n", pass);
	sr = srunner_create(modes_suite());
	/* One process per pass: the self-tests of every algorithm run once, not once per test
	 * (the tests leave nothing behind that another depends on). CK_FORK=yes still forks. */
	if (!getenv("CK_FORK"))
		srunner_set_fork_status(sr, CK_NOFORK);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
