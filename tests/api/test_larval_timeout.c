// SPDX-License-Identifier: GPL-2.0-only
// A self-test that hangs: lookups that find its test larval give up after the larval timeout
// (6.12's 60 s, UKCRYPTO_LARVAL_TIMEOUT_MS here) with -ETIMEDOUT, by driver name and through
// a template; lookups of other names are not held up; the larval that timed out is gone, so
// a lookup then finds the untested algorithm (-ELIBBAD, as 6.12 answers); and once the test
// ends, the algorithm it passed is what lookups get.
#define _GNU_SOURCE
#include <crypto/hash.h>
#include <crypto/internal/skcipher.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <check.h>
#undef fail

#include "check_run.h"

#define HANG_TIMEOUT_MS 2000

// ---- cbc-hang: cbc(aes-generic) behind a gate that holds its first calls ----

static pthread_mutex_t hang_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t hang_cond = PTHREAD_COND_INITIALIZER;
static bool hang_held = true, hang_entered;

static void hang_gate(void)
{
	pthread_mutex_lock(&hang_lock);
	hang_entered = true;
	pthread_cond_broadcast(&hang_cond);
	while (hang_held)
		pthread_cond_wait(&hang_cond, &hang_lock);
	pthread_mutex_unlock(&hang_lock);
}

struct hang_ctx {
	struct crypto_sync_skcipher *child;
};

static int hang_init(struct crypto_skcipher *tfm)
{
	struct hang_ctx *ctx = crypto_skcipher_ctx(tfm);

	ctx->child = crypto_alloc_sync_skcipher("cbc(aes-generic)", 0, 0);
	return IS_ERR(ctx->child) ? (int)PTR_ERR(ctx->child) : 0;
}

static void hang_exit(struct crypto_skcipher *tfm)
{
	struct hang_ctx *ctx = crypto_skcipher_ctx(tfm);

	crypto_free_sync_skcipher(ctx->child);
}

static int hang_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int len)
{
	struct hang_ctx *ctx = crypto_skcipher_ctx(tfm);

	return crypto_sync_skcipher_setkey(ctx->child, key, len);
}

static int hang_crypt(struct skcipher_request *req, bool enc)
{
	struct hang_ctx *ctx = crypto_skcipher_ctx(crypto_skcipher_reqtfm(req));
	SYNC_SKCIPHER_REQUEST_ON_STACK(sub, ctx->child);

	hang_gate();
	skcipher_request_set_sync_tfm(sub, ctx->child);
	skcipher_request_set_callback(sub, req->base.flags, NULL, NULL);
	skcipher_request_set_crypt(sub, req->src, req->dst, req->cryptlen, req->iv);
	return enc ? crypto_skcipher_encrypt(sub) : crypto_skcipher_decrypt(sub);
}

static int hang_encrypt(struct skcipher_request *req)
{
	return hang_crypt(req, true);
}

static int hang_decrypt(struct skcipher_request *req)
{
	return hang_crypt(req, false);
}

static struct skcipher_alg hang_alg = {
	.base = {
		.cra_name = "cbc(aes)",
		.cra_driver_name = "cbc-hang",
		.cra_priority = 50,
		.cra_blocksize = 16,
		.cra_ctxsize = sizeof(struct hang_ctx),
	},
	.init = hang_init,
	.exit = hang_exit,
	.min_keysize = 16,
	.max_keysize = 32,
	.ivsize = 16,
	.setkey = hang_setkey,
	.encrypt = hang_encrypt,
	.decrypt = hang_decrypt,
};

// ---- lookups on threads of their own, timed ----

static double now_ms(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

struct timed_lookup {
	const char *name;
	pthread_t thread;
	double start, end;
	long err;
};

static void *timed_lookup_run(void *arg)
{
	struct timed_lookup *l = arg;
	struct crypto_skcipher *tfm = crypto_alloc_skcipher(l->name, 0, 0);

	l->end = now_ms();
	l->err = IS_ERR(tfm) ? PTR_ERR(tfm) : 0;
	if (!IS_ERR(tfm))
		crypto_free_skcipher(tfm);
	return NULL;
}

static void timed_lookup_start(struct timed_lookup *l, const char *name)
{
	l->name = name;
	l->start = now_ms();
	ck_assert_int_eq(pthread_create(&l->thread, NULL, timed_lookup_run, l), 0);
}

static void *hang_register(void *arg)
{
	*(int *)arg = crypto_register_skcipher(&hang_alg);
	return NULL;
}

// How long @fn(@name) took; it must succeed.
static double quick_lookup_ms(const char *name, bool hash)
{
	double t0 = now_ms();

	if (hash) {
		struct crypto_shash *h = crypto_alloc_shash(name, 0, 0);
		ck_assert_msg(!IS_ERR(h), "%s: %ld", name, PTR_ERR(h));
		crypto_free_shash(h);
	} else {
		struct crypto_skcipher *s = crypto_alloc_skcipher(name, 0, 0);
		ck_assert_msg(!IS_ERR(s), "%s: %ld", name, PTR_ERR(s));
		crypto_free_skcipher(s);
	}
	return now_ms() - t0;
}

static void wait_hang_entered(void)
{
	pthread_mutex_lock(&hang_lock);
	while (!hang_entered)
		pthread_cond_wait(&hang_cond, &hang_lock);
	pthread_mutex_unlock(&hang_lock);
}

static void hang_release(void)
{
	pthread_mutex_lock(&hang_lock);
	hang_held = false;
	pthread_cond_broadcast(&hang_cond);
	pthread_mutex_unlock(&hang_lock);
}

START_TEST(test_hung_selftest_times_out)
{
	ck_assert_int_eq(crypto_init(), 0);
	// The inner driver exists before the test starts, so the hang is the only wait.
	quick_lookup_ms("cbc(aes-generic)", false);

	pthread_t reg;
	int reg_err = 1;
	ck_assert_int_eq(pthread_create(&reg, NULL, hang_register, &reg_err), 0);
	wait_hang_entered();

	struct timed_lookup by_driver, by_template;
	timed_lookup_start(&by_driver, "cbc-hang");
	timed_lookup_start(&by_template, "cts(cbc-hang)");
	// Names the test larval does not answer for are not held up by it.
	ck_assert_double_lt(quick_lookup_ms("sha256", true), HANG_TIMEOUT_MS / 2);
	ck_assert_double_lt(quick_lookup_ms("ecb(aes)", false), HANG_TIMEOUT_MS / 2);
	ck_assert_double_lt(quick_lookup_ms("xts(aes)", false), HANG_TIMEOUT_MS / 2);
	pthread_join(by_driver.thread, NULL);
	pthread_join(by_template.thread, NULL);
	ck_assert_int_eq(by_driver.err, -ETIMEDOUT);
	ck_assert_int_eq(by_template.err, -ETIMEDOUT);
	// The first to give up waited the whole timeout; the other was released with it.
	double first = by_driver.start < by_template.start ? by_driver.start : by_template.start;
	double gave_up = by_driver.end < by_template.end ? by_driver.end : by_template.end;
	ck_assert_double_ge(gave_up - first, HANG_TIMEOUT_MS - 10);
	ck_assert_double_lt(by_driver.end - by_driver.start, HANG_TIMEOUT_MS * 5);
	ck_assert_double_lt(by_template.end - by_template.start, HANG_TIMEOUT_MS * 5);

	// The test larval is gone: the untested algorithm answers at once, as 6.12's does.
	double t0 = now_ms();
	struct crypto_skcipher *tfm = crypto_alloc_skcipher("cbc-hang", 0, 0);
	ck_assert_int_eq(PTR_ERR(tfm), -ELIBBAD);
	ck_assert_double_lt(now_ms() - t0, HANG_TIMEOUT_MS / 2);

	// The test ends and passes: now lookups get the algorithm, and templates over it.
	hang_release();
	pthread_join(reg, NULL);
	ck_assert_int_eq(reg_err, 0);
	tfm = crypto_alloc_skcipher("cbc-hang", 0, 0);
	ck_assert(!IS_ERR(tfm));
	ck_assert(crypto_skcipher_tfm(tfm)->__crt_alg->cra_flags & CRYPTO_ALG_TESTED);
	crypto_free_skcipher(tfm);
	tfm = crypto_alloc_skcipher("cts(cbc-hang)", 0, 0);
	ck_assert(!IS_ERR(tfm));
	ck_assert_str_eq(crypto_tfm_alg_driver_name(crypto_skcipher_tfm(tfm)), "cts(cbc-hang)");
	crypto_free_skcipher(tfm);
	crypto_unregister_skcipher(&hang_alg);
}
END_TEST

int main(void)
{
	char ms[16];

	snprintf(ms, sizeof(ms), "%d", HANG_TIMEOUT_MS);
	setenv("UKCRYPTO_LARVAL_TIMEOUT_MS", ms, 1);
	return check_run(check_new_suite("larval timeout", "hung self-test", 120,
					 { test_hung_selftest_times_out }));
}
