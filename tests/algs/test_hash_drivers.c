// SPDX-License-Identifier: GPL-2.0-only
// Check suite for hash drivers as the core sees them: registration checks, a keyed test
// hash, an asynchronous ahash run through testmgr, a broken driver testmgr must catch, and
// the /proc/crypto blocks of the generic drivers and the hmac instances.
#define _GNU_SOURCE
#include <crypto/hash.h>
#include <crypto/internal/hash.h>
#include <crypto/sha2.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "extratests_env.h"
#include "hash_util.h"
#include "proc_util.h"

static const char *const hash_algs[] = {
	"sha1",	      "sha224",	      "sha256",	      "sha384",	      "sha512",
	"hmac(sha1)", "hmac(sha224)", "hmac(sha256)", "hmac(sha384)", "hmac(sha512)",
};

/* A keyed test hash that takes only 16-byte keys (XORed into the SHA-256 of the message). */
struct keyed_ctx {
	u8 key[16];
};

static int keyed_setkey(struct crypto_shash *tfm, const u8 *key, unsigned int keylen)
{
	if (keylen != 16)
		return -EINVAL;
	memcpy(((struct keyed_ctx *)crypto_shash_ctx(tfm))->key, key, 16);
	return 0;
}

static int keyed_init(struct shash_desc *desc)
{
	sha256_init(shash_desc_ctx(desc));
	return 0;
}

static int keyed_update(struct shash_desc *desc, const u8 *data, unsigned int len)
{
	sha256_update(shash_desc_ctx(desc), data, len);
	return 0;
}

static int keyed_final(struct shash_desc *desc, u8 *out)
{
	const struct keyed_ctx *ctx = crypto_shash_ctx(desc->tfm);

	sha256_final(shash_desc_ctx(desc), out);
	for (int i = 0; i < 16; i++)
		out[i] ^= ctx->key[i];
	return 0;
}

static int keyed_import(struct shash_desc *desc, const void *in)
{
	memcpy(shash_desc_ctx(desc), in, sizeof(struct sha256_state));
	return 0;
}

static void keyed_alg(struct shash_alg *alg, const char *driver)
{
	memset(alg, 0, sizeof(*alg));
	alg->init = keyed_init;
	alg->update = keyed_update;
	alg->final = keyed_final;
	alg->setkey = keyed_setkey;
	alg->descsize = sizeof(struct sha256_state);
	alg->digestsize = 32;
	alg->base.cra_blocksize = 64;
	alg->base.cra_ctxsize = sizeof(struct keyed_ctx);
	alg->base.cra_priority = 1;
	strcpy(alg->base.cra_name, "ukc-test-keyed");
	strcpy(alg->base.cra_driver_name, driver);
}

/* A failed setkey leaves a keyed hash needing a key again, even after a good one. */
START_TEST(test_setkey_error_needs_key_again)
{
	struct shash_alg alg;
	u8 key[17] = { 0 }, out[32];

	keyed_alg(&alg, "ukc-test-keyed-1");
	ck_assert_int_eq(crypto_register_shash(&alg), 0);
	struct crypto_shash *s = crypto_alloc_shash("ukc-test-keyed", 0, 0);
	ck_assert(!IS_ERR(s));
	ck_assert(crypto_shash_get_flags(s) & CRYPTO_TFM_NEED_KEY);
	ck_assert_int_eq(crypto_shash_setkey(s, key, 16), 0);
	ck_assert_int_eq(crypto_shash_tfm_digest(s, NULL, 0, out), 0);
	ck_assert_int_eq(crypto_shash_setkey(s, key, 17), -EINVAL);
	ck_assert(crypto_shash_get_flags(s) & CRYPTO_TFM_NEED_KEY);
	ck_assert_int_eq(crypto_shash_tfm_digest(s, NULL, 0, out), -ENOKEY);
	/* A keyed inner hash cannot be made an HMAC. */
	ck_assert_int_eq(alloc_shash_err("hmac(ukc-test-keyed)"), -EINVAL);
	crypto_free_shash(s);
	crypto_unregister_shash(&alg);
}
END_TEST

/* 6.12's shash_prepare_alg() and ahash_prepare_alg() limits, and the defaults they fill. */
START_TEST(test_register_validation)
{
	struct shash_alg alg;

	keyed_alg(&alg, "ukc-test-bad");
	alg.descsize = HASH_MAX_DESCSIZE + 1;
	ck_assert_int_eq(crypto_register_shash(&alg), -EINVAL);
	keyed_alg(&alg, "ukc-test-bad");
	alg.digestsize = HASH_MAX_DIGESTSIZE + 1;
	ck_assert_int_eq(crypto_register_shash(&alg), -EINVAL);
	keyed_alg(&alg, "ukc-test-bad");
	alg.base.cra_alignmask = 3;
	ck_assert_int_eq(crypto_register_shash(&alg), -EINVAL);
	keyed_alg(&alg, "ukc-test-bad");
	alg.import = keyed_import; /* without export */
	ck_assert_int_eq(crypto_register_shash(&alg), -EINVAL);

	keyed_alg(&alg, "ukc-test-good");
	alg.descsize = HASH_MAX_DESCSIZE;
	ck_assert_int_eq(crypto_register_shash(&alg), 0);
	ck_assert_uint_eq(alg.statesize, HASH_MAX_DESCSIZE); /* no export: the descriptor */
	ck_assert_ptr_nonnull(alg.finup);
	ck_assert_ptr_nonnull(alg.digest);
	ck_assert_uint_eq(alg.base.cra_flags & CRYPTO_ALG_TYPE_MASK, CRYPTO_ALG_TYPE_SHASH);
	struct crypto_shash *s = crypto_alloc_shash("ukc-test-good", 0, 0);
	u8 key[16] = { 1 }, out[32], want[32];
	ck_assert(!IS_ERR(s));
	ck_assert_int_eq(crypto_shash_setkey(s, key, 16), 0);
	/* The default digest (init + default finup) computes what the parts do. */
	ck_assert_int_eq(crypto_shash_tfm_digest(s, (const u8 *)"abc", 3, out), 0);
	sha256((const u8 *)"abc", 3, want);
	want[0] ^= 1;
	ck_assert(!memcmp(out, want, 32));
	crypto_free_shash(s);
	crypto_unregister_shash(&alg);
}
END_TEST

/*
 * An asynchronous ahash: SHA-256 computed on a worker thread, walking the request's
 * scatterlist with crypto_hash_walk_*(); every operation but export and import returns
 * -EINPROGRESS and completes through the callback. It has no finup, so the API's default
 * finup (update, then final, on a sub-request) runs.
 */
enum async_op {
	ASYNC_INIT,
	ASYNC_UPDATE,
	ASYNC_FINAL,
	ASYNC_DIGEST
};

struct async_reqctx {
	struct sha256_state st;
	enum async_op op;
	struct ahash_request *next;
};

static struct {
	pthread_mutex_t lock;
	pthread_cond_t cond;
	struct ahash_request *head, *tail;
	bool stop;
	unsigned long completed;
} aq = { PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, NULL, NULL, false, 0 };

static struct async_reqctx *async_ctx(struct ahash_request *req)
{
	return ahash_request_ctx(req);
}

static int async_update_walk(struct ahash_request *req)
{
	struct crypto_hash_walk walk;
	int n;

	for (n = crypto_hash_walk_first(req, &walk); n > 0; n = crypto_hash_walk_done(&walk, 0))
		sha256_update(&async_ctx(req)->st, (const u8 *)walk.data, (unsigned int)n);
	return n;
}

static void async_run(struct ahash_request *req)
{
	struct async_reqctx *ctx = async_ctx(req);
	int err = 0;

	if (ctx->op == ASYNC_INIT || ctx->op == ASYNC_DIGEST)
		sha256_init(&ctx->st);
	if (ctx->op == ASYNC_UPDATE || ctx->op == ASYNC_DIGEST)
		err = async_update_walk(req);
	if (!err && (ctx->op == ASYNC_FINAL || ctx->op == ASYNC_DIGEST))
		sha256_final(&ctx->st, req->result);
	ahash_request_complete(req, err);
}

static void *async_worker(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&aq.lock);
	for (;;) {
		while (!aq.head && !aq.stop)
			pthread_cond_wait(&aq.cond, &aq.lock);
		if (!aq.head)
			break;
		struct ahash_request *req = aq.head;
		aq.head = async_ctx(req)->next;
		if (!aq.head)
			aq.tail = NULL;
		aq.completed++;
		/* Callbacks may queue more work: run them unlocked. */
		pthread_mutex_unlock(&aq.lock);
		async_run(req);
		pthread_mutex_lock(&aq.lock);
	}
	pthread_mutex_unlock(&aq.lock);
	return NULL;
}

static int async_queue(struct ahash_request *req, enum async_op op)
{
	async_ctx(req)->op = op;
	async_ctx(req)->next = NULL;
	pthread_mutex_lock(&aq.lock);
	if (aq.tail)
		async_ctx(aq.tail)->next = req;
	else
		aq.head = req;
	aq.tail = req;
	pthread_cond_signal(&aq.cond);
	pthread_mutex_unlock(&aq.lock);
	return -EINPROGRESS;
}

static int async_init(struct ahash_request *req)
{
	return async_queue(req, ASYNC_INIT);
}

static int async_update(struct ahash_request *req)
{
	return async_queue(req, ASYNC_UPDATE);
}

static int async_final(struct ahash_request *req)
{
	return async_queue(req, ASYNC_FINAL);
}

static int async_digest(struct ahash_request *req)
{
	return async_queue(req, ASYNC_DIGEST);
}

static int async_export(struct ahash_request *req, void *out)
{
	memcpy(out, &async_ctx(req)->st, sizeof(struct sha256_state));
	return 0;
}

static int async_import(struct ahash_request *req, const void *in)
{
	memcpy(&async_ctx(req)->st, in, sizeof(struct sha256_state));
	return 0;
}

static struct ahash_alg async_alg = {
	.init = async_init,
	.update = async_update,
	.final = async_final,
	.digest = async_digest,
	.export = async_export,
	.import = async_import,
	.reqsize = sizeof(struct async_reqctx),
	.halg = {
		.digestsize = SHA256_DIGEST_SIZE,
		.statesize = sizeof(struct sha256_state),
		.base = {
			.cra_name = "sha256",
			.cra_driver_name = "sha256-ukc-test-async",
			.cra_flags = CRYPTO_ALG_ASYNC,
			.cra_priority = 50,
			.cra_blocksize = SHA256_BLOCK_SIZE,
		},
	},
};

static void async_stop(pthread_t worker)
{
	pthread_mutex_lock(&aq.lock);
	aq.stop = true;
	pthread_cond_signal(&aq.cond);
	pthread_mutex_unlock(&aq.lock);
	pthread_join(worker, NULL);
}

/* Registering runs testmgr over the async driver: every vector and configuration, and the
 * random comparison with sha256-generic, all through callbacks. */
/* digest, and init + finup (the API's default finup), each completing through the callback. */
static void async_requests(struct crypto_ahash *a)
{
	struct ahash_request *req = ahash_request_alloc(a, GFP_KERNEL);
	u8 msg[5000], out[32], want[32];
	struct scatterlist sg[2];
	DECLARE_CRYPTO_WAIT(wait);

	ck_assert_ptr_nonnull(req);
	for (unsigned int i = 0; i < sizeof(msg); i++)
		msg[i] = (u8)(i * 13);
	sha256(msg, sizeof(msg), want);
	sg_init_table(sg, 2);
	sg_set_buf(&sg[0], msg, 1234);
	sg_set_buf(&sg[1], msg + 1234, sizeof(msg) - 1234);
	ahash_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP, crypto_req_done, &wait);
	ahash_request_set_crypt(req, sg, out, sizeof(msg));
	ck_assert_int_eq(crypto_ahash_digest(req), -EINPROGRESS);
	ck_assert_int_eq(crypto_wait_req(-EINPROGRESS, &wait), 0);
	ck_assert(!memcmp(out, want, 32));
	memset(out, 0, sizeof(out));
	ck_assert_int_eq(crypto_wait_req(crypto_ahash_init(req), &wait), 0);
	ck_assert_int_eq(crypto_ahash_finup(req), -EINPROGRESS);
	ck_assert_int_eq(crypto_wait_req(-EINPROGRESS, &wait), 0);
	ck_assert(!memcmp(out, want, 32));
	ck_assert_ptr_null(req->priv); /* the default finup's sub-request is gone */
	ahash_request_free(req);
}

START_TEST(test_async_ahash)
{
	pthread_t worker;

	ck_assert_int_eq(pthread_create(&worker, NULL, async_worker, NULL), 0);
	ck_assert_int_eq(crypto_register_ahash(&async_alg), 0);
	ck_assert_ptr_nonnull(async_alg.finup); /* the default was filled in */
	ck_assert_uint_gt(aq.completed, 1000);

	struct crypto_ahash *a = crypto_alloc_ahash("sha256-ukc-test-async", 0, 0);
	ck_assert_msg(!IS_ERR(a), "%ld", PTR_ERR(a));
	ck_assert(!a->using_shash);
	/* There is no shash to find under the driver name, and "sha256" stays generic. */
	ck_assert_int_eq(alloc_shash_err("sha256-ukc-test-async"), -ENOENT);
	struct crypto_ahash *g = crypto_alloc_ahash("sha256", 0, 0);
	ck_assert_str_eq(crypto_ahash_driver_name(g), "sha256-generic");
	crypto_free_ahash(g);

	async_requests(a);
	crypto_free_ahash(a);
	crypto_unregister_ahash(&async_alg);
	async_stop(worker);
}
END_TEST

static int ahash_noop(struct ahash_request *req)
{
	return 0;
}

START_TEST(test_register_ahash_validation)
{
	struct ahash_alg alg;

	memset(&alg, 0, sizeof(alg));
	alg.init = alg.update = alg.final = alg.digest = ahash_noop;
	alg.halg.digestsize = 32;
	alg.halg.base.cra_blocksize = 64;
	strcpy(alg.halg.base.cra_name, "ukc-test-ahash");
	strcpy(alg.halg.base.cra_driver_name, "ukc-test-ahash-1");
	ck_assert_int_eq(crypto_register_ahash(&alg), -EINVAL); /* statesize 0 */
	alg.halg.statesize = 100;
	alg.reqsize = 99;
	ck_assert_int_eq(crypto_register_ahash(&alg), -EINVAL); /* state does not fit */
	alg.reqsize = 100;
	alg.halg.digestsize = HASH_MAX_DIGESTSIZE + 1;
	ck_assert_int_eq(crypto_register_ahash(&alg), -EINVAL);
	alg.halg.digestsize = 32;
	alg.halg.base.cra_alignmask = 15;
	ck_assert_int_eq(crypto_register_ahash(&alg), -EINVAL);
	alg.halg.base.cra_alignmask = 0;
	ck_assert_int_eq(crypto_register_ahash(&alg), 0);
	ck_assert_uint_eq(alg.halg.base.cra_flags & CRYPTO_ALG_TYPE_MASK, CRYPTO_ALG_TYPE_AHASH);
	/* An ahash is not found through the shash API. */
	ck_assert_int_eq(alloc_shash_err("ukc-test-ahash-1"), -ENOENT);
	crypto_unregister_ahash(&alg);
}
END_TEST

/* A broken SHA-256 that drops every update after the first: testmgr must catch it at the
 * first configuration with two updates, with the kernel's message. */
struct first_update_ctx {
	struct sha256_state st;
	unsigned int updates;
};

static int broken_init(struct shash_desc *desc)
{
	struct first_update_ctx *ctx = shash_desc_ctx(desc);

	sha256_init(&ctx->st);
	ctx->updates = 0;
	return 0;
}

static int broken_update(struct shash_desc *desc, const u8 *data, unsigned int len)
{
	struct first_update_ctx *ctx = shash_desc_ctx(desc);

	if (ctx->updates++ == 0)
		sha256_update(&ctx->st, data, len);
	return 0;
}

static int broken_final(struct shash_desc *desc, u8 *out)
{
	sha256_final(&((struct first_update_ctx *)shash_desc_ctx(desc))->st, out);
	return 0;
}

START_TEST(test_testmgr_catches_broken_hash)
{
	static char log[1 << 16];
	struct shash_alg alg;

	memset(&alg, 0, sizeof(alg));
	alg.init = broken_init;
	alg.update = broken_update;
	alg.final = broken_final;
	alg.descsize = sizeof(struct first_update_ctx);
	alg.digestsize = SHA256_DIGEST_SIZE;
	alg.base.cra_blocksize = SHA256_BLOCK_SIZE;
	alg.base.cra_priority = 1;
	strcpy(alg.base.cra_name, "sha256");
	strcpy(alg.base.cra_driver_name, "sha256-ukc-broken");
	ukc_log_clear();
	ck_assert_int_eq(crypto_register_shash(&alg), 0);
	ukc_log_read(log, sizeof(log));
	ck_assert_msg(strstr(log,
			     "alg: shash: sha256-ukc-broken test failed (wrong result) on test "
			     "vector 1, cfg=\"init+update+update+final two even splits\"\n"),
		      "%s", log);
	ck_assert_msg(strstr(log, "alg: self-tests for sha256 using sha256-ukc-broken failed "
				  "(rc=-22)"),
		      "%s", log);
	ck_assert_int_eq(alloc_shash_err("sha256-ukc-broken"), -ELIBBAD);
	ck_assert_int_eq(alloc_shash_err("sha256"), 0);
	crypto_unregister_shash(&alg);
}
END_TEST

/* @driver passed its self-test, and its type-specific /proc/crypto lines are @fields. */
static void check_proc_block(const char *text, const char *driver, const char *fields)
{
	const char *block = proc_block(text, driver);

	ck_assert_msg(block && proc_block_has(block, "selftest     : passed\n"),
		      "%s: selftest not passed", driver);
	proc_assert_type_lines(text, driver, fields);
}

START_TEST(test_proc_crypto)
{
	static char text[1 << 17];
	static const struct {
		const char *driver;
		unsigned int bs, ds;
	} p[] = {
		{ "sha1-generic", 64, 20 },	     { "sha224-generic", 64, 28 },
		{ "sha256-generic", 64, 32 },	     { "sha384-generic", 128, 48 },
		{ "sha512-generic", 128, 64 },	     { "hmac(sha1-generic)", 64, 20 },
		{ "hmac(sha224-generic)", 64, 28 },  { "hmac(sha256-generic)", 64, 32 },
		{ "hmac(sha384-generic)", 128, 48 }, { "hmac(sha512-generic)", 128, 64 },
	};
	char fields[128];

	for (size_t i = 0; i < ARRAY_SIZE(hash_algs); i++)
		ck_assert_int_eq(alloc_shash_err(hash_algs[i]), 0);
	ck_assert_uint_lt(ukc_proc_crypto(text, sizeof(text)), sizeof(text));
	for (size_t i = 0; i < ARRAY_SIZE(p); i++) {
		snprintf(fields, sizeof(fields),
			 "type         : shash\nblocksize    : %u\ndigestsize   : %u\n", p[i].bs,
			 p[i].ds);
		check_proc_block(text, p[i].driver, fields);
	}
	ck_assert_msg(strstr(text,
			     "name         : hmac(sha256)\ndriver       : "
			     "hmac(sha256-generic)\nmodule       : kernel\npriority     : 100\n"),
		      "%s", text);
}
END_TEST

/* An ahash shows its own fields, "async" included. */
START_TEST(test_proc_crypto_ahash)
{
	static char text[1 << 17];
	pthread_t worker;

	ck_assert_int_eq(pthread_create(&worker, NULL, async_worker, NULL), 0);
	ck_assert_int_eq(crypto_register_ahash(&async_alg), 0);
	ck_assert_uint_lt(ukc_proc_crypto(text, sizeof(text)), sizeof(text));
	check_proc_block(text, "sha256-ukc-test-async",
			 "type         : ahash\nasync        : yes\nblocksize    : 64\n"
			 "digestsize   : 32\n");
	crypto_unregister_ahash(&async_alg);
	async_stop(worker);
}
END_TEST

static Suite *hash_drivers_suite(void)
{
	return check_new_suite("hash_drivers", "core", 300, { test_setkey_error_needs_key_again },
			       { test_register_validation }, { test_async_ahash },
			       { test_register_ahash_validation },
			       { test_testmgr_catches_broken_hash }, { test_proc_crypto },
			       { test_proc_crypto_ahash });
}

int main(void)
{
	Suite *s = hash_drivers_suite();

	/* Reproducible extra tests, a few random configurations each. */
	extratests_env("20261129", "10");
	/* Register (and self-test) the built-in algorithms once, before the tests fork. */
	if (crypto_init())
		return EXIT_FAILURE;
	return check_run(s);
}
