// SPDX-License-Identifier: GPL-2.0-only
// Check suite for the cts, xts and essiv skcipher templates (and the instance names, refusals
// and self-test results of the authenc ones): refused inputs, the output IV, async inner modes,
// and random scatterlist layouts against flat-buffer runs.
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <crypto/aead.h>
#include <crypto/hash.h>
#include <crypto/internal/skcipher.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <crypto/xts.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/fips.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/scatterlist.h>

#include "modes_util.h"

/* ---- lookups ---- */

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

	rng_bytes(key, sizeof(key));
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
	rng_bytes(key, sizeof(key));
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
	rng_bytes(key, sizeof(key));
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
	rng_bytes(key, sizeof(key));
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, 32), 0);
	for (size_t i = 0; i < sizeof(lens) / sizeof(lens[0]); i++) {
		unsigned int len = lens[i];
		/* The swapped block: the last full one before the final (partial or full) one,
		 * or the only block of a one-block request. */
		unsigned int last = len == AES_BLOCK ? 0 : (len - 1) / AES_BLOCK * AES_BLOCK - 16;

		rng_bytes(iv0, sizeof(iv0));
		rng_bytes(pt, len);
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

static const unsigned int xts_keylens[] = { 32, 48, 64 };

/* Runs one direction over random layouts (in place or not) and compares data, IV and
 * the poison around the entries with the flat run. */
static void sk_compare_layout(struct crypto_skcipher *tfm, const u8 *in, const u8 *want,
			      const u8 *want_iv, const u8 *iv0, unsigned int len, int enc,
			      const char *name)
{
	int inplace = rng_next() & 1;
	struct layout ls, ld, *out = inplace ? &ls : &ld;
	u8 iv[AES_BLOCK], got[600];

	memcpy(iv, iv0, AES_BLOCK);
	layout_random(&ls, len, in, len);
	if (!inplace)
		layout_random(&ld, len, NULL, 0);
	ck_assert_int_eq(skcipher_run(tfm, ls.sg, out->sg, len, iv, enc), 0);
	layout_take(out, got, len);
	CHECK(!memcmp(got, want, len), "%s len %u enc %d inplace %d", name, len, enc, inplace);
	ck_assert_msg(!memcmp(iv, want_iv, AES_BLOCK), "%s: output IV differs, len %u", name, len);
	layout_check(out, name, (int)len);
	if (!inplace)
		layout_free(&ld);
	layout_free(&ls);
}

static void sk_random_layouts(const struct sk_case *c, unsigned int cases)
{
	struct crypto_skcipher *tfm = crypto_alloc_skcipher(c->name, 0, 0);
	u8 key[64], iv0[AES_BLOCK], pt[600], ct[600], back[600], ivc[AES_BLOCK], ivd[AES_BLOCK];

	ck_assert_msg(!IS_ERR(tfm), "%s", c->name);
	for (unsigned int i = 0; i < cases; i++) {
		unsigned int klen = c->keylens[rng_next() % c->nkeylens];
		unsigned int len = rng_range(c->minlen / c->step, c->maxlen / c->step) * c->step;

		if (c->step == 1)
			len = rng_range(c->minlen, c->maxlen);
		rng_bytes(key, klen);
		rng_bytes(iv0, AES_BLOCK);
		rng_bytes(pt, len);
		ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, klen), 0);
		memcpy(ivc, iv0, AES_BLOCK);
		ck_assert_int_eq(skcipher_flat(tfm, pt, ct, len, ivc, 1), 0);
		memcpy(ivd, iv0, AES_BLOCK);
		ck_assert_int_eq(skcipher_flat(tfm, ct, back, len, ivd, 0), 0);
		ck_assert_msg(!memcmp(back, pt, len), "%s: round trip, len %u", c->name, len);
		sk_compare_layout(tfm, pt, ct, ivc, iv0, len, 1, c->name);
		sk_compare_layout(tfm, ct, pt, ivd, iv0, len, 0, c->name);
	}
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
	struct layout l;
	u8 key[64], iv0[AES_BLOCK], iva[AES_BLOCK], ivs[AES_BLOCK], pt[300], want[300], got[300];

	ck_assert_msg(!IS_ERR(a) && !IS_ERR(s), "%s", async_name);
	ck_assert_uint_ne(crypto_skcipher_tfm(a)->__crt_alg->cra_flags & CRYPTO_ALG_ASYNC, 0);
	for (unsigned int i = 0; i < 40; i++) {
		unsigned int len = rng_range(16, 300);

		rng_bytes(key, klen);
		rng_bytes(iv0, AES_BLOCK);
		rng_bytes(pt, len);
		ck_assert_int_eq(crypto_skcipher_setkey(a, key, klen), 0);
		ck_assert_int_eq(crypto_skcipher_setkey(s, key, klen), 0);
		for (int enc = 1; enc >= 0; enc--) {
			memcpy(ivs, iv0, AES_BLOCK);
			memcpy(iva, iv0, AES_BLOCK);
			ck_assert_int_eq(skcipher_flat(s, pt, want, len, ivs, enc), 0);
			layout_random(&l, len, pt, len);
			ck_assert_int_eq(skcipher_run(a, l.sg, l.sg, len, iva, enc), 0);
			layout_take(&l, got, len);
			layout_free(&l);
			CHECK(!memcmp(got, want, len), "%s len %u enc %d", async_name, len, enc);
			ck_assert(!memcmp(iva, ivs, AES_BLOCK));
		}
	}
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

static const TTest *const *const modes_generic_tests[] = { &test_instance_names };
static const TTest *const *const modes_tests[] = {
	&test_refused_instances,  &test_essiv_sha1,	      &test_short_inputs,
	&test_xts_keys,		  &test_cts_output_iv,	      &test_random_layouts_cts,
	&test_random_layouts_xts, &test_random_layouts_essiv, &test_async_inner,
	&test_selftests_passed,
};

static const struct modes_suite modes = {
	.name = "modes",
	.tests = modes_tests,
	.ntests = ARRAY_SIZE(modes_tests),
	.generic_only = modes_generic_tests,
	.ngeneric_only = ARRAY_SIZE(modes_generic_tests),
};

int main(int argc, char **argv)
{
	return modes_main(argc, argv, &modes);
}
