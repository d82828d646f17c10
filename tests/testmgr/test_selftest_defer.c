// SPDX-License-Identifier: GPL-2.0-only
// Check suite for deferred self-tests (ukc_selftest_defer()): a lookup tests what it resolves,
// nothing else; a failed test still fails the lookup with the same log line; eager by default.
#define _GNU_SOURCE
#include <crypto/hash.h>
#include <crypto/internal/cipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "check_run.h"
#include "proc_util.h"

#define PASSED "selftest     : passed\n"
#define UNKNOWN "selftest     : unknown\n"

/* 6.12's message for the broken cipher below, at registration and at first lookup alike. */
#define BROKEN_LINE "alg: cipher: Test 1 failed on encryption for aes-broken-defer\n"
#define BROKEN_RESULT "alg: self-tests for aes using aes-broken-defer failed (rc=-22)\n"

/* Whether @driver's /proc/crypto block (the algorithm's, not its test larval's) has @line. */
static bool selftest_is(const char *driver, const char *line)
{
	char *proc = proc_crypto_read();
	const char *block = proc_block(proc, driver);

	ck_assert_msg(block, "%s is not registered", driver);
	ck_assert_msg(!proc_block_has(block, "type         : larval\n"), "%s: a larval first",
		      driver);
	bool has = proc_block_has(block, line);
	free(proc);
	return has;
}

static bool logged(const char *needle)
{
	static char log[1 << 16];

	ukc_log_read(log, sizeof(log));
	return strstr(log, needle) != NULL;
}

/* An "aes" that copies the block, at a priority above every real one: testmgr refuses it. */
static volatile int broken_hold;    /* encryption waits while set */
static volatile int broken_entered; /* set once an encryption began */

static int broken_setkey(struct crypto_tfm *tfm, const u8 *key, unsigned int keylen)
{
	(void)tfm;
	(void)key;
	return keylen == 16 || keylen == 24 || keylen == 32 ? 0 : -EINVAL;
}

static void broken_copy(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	(void)tfm;
	__atomic_store_n(&broken_entered, 1, __ATOMIC_RELEASE);
	while (__atomic_load_n(&broken_hold, __ATOMIC_ACQUIRE))
		usleep(1000);
	memmove(dst, src, 16);
}

static struct crypto_alg broken_alg = {
	.cra_name = "aes",
	.cra_driver_name = "aes-broken-defer",
	.cra_priority = 10000,
	.cra_flags = CRYPTO_ALG_TYPE_CIPHER,
	.cra_blocksize = 16,
	.cra_u = { .cipher = {
		.cia_min_keysize = 16,
		.cia_max_keysize = 32,
		.cia_setkey = broken_setkey,
		.cia_encrypt = broken_copy,
		.cia_decrypt = broken_copy,
	} },
};

static long cipher_lookup(const char *name, char *driver, size_t size)
{
	struct crypto_cipher *tfm = crypto_alloc_cipher(name, 0, 0);

	if (IS_ERR(tfm))
		return PTR_ERR(tfm);
	snprintf(driver, size, "%s", crypto_tfm_alg_driver_name(crypto_cipher_tfm(tfm)));
	crypto_free_cipher(tfm);
	return 0;
}

/* A lookup of sha256 tests the driver it picks; aes, never looked up, stays untested. */
START_TEST(test_lookup_tests_what_it_resolves)
{
	ck_assert_int_eq(ukc_selftest_defer(), 0);
	struct crypto_shash *tfm = crypto_alloc_shash("sha256", 0, 0);
	ck_assert(!IS_ERR(tfm));
	const char *driver = crypto_shash_driver_name(tfm);
	ck_assert(selftest_is(driver, PASSED));
	if (strcmp(driver, "sha256-generic"))
		ck_assert(selftest_is("sha256-generic", UNKNOWN));
	crypto_free_shash(tfm);
	ck_assert(selftest_is("aes-generic", UNKNOWN));
	ck_assert(selftest_is("sha512-generic", UNKNOWN));

	char aes[CRYPTO_MAX_ALG_NAME];
	ck_assert_int_eq(cipher_lookup("aes-generic", aes, sizeof(aes)), 0);
	ck_assert(selftest_is("aes-generic", PASSED));
	ck_assert(selftest_is("sha512-generic", UNKNOWN));
}
END_TEST

/* An instance is tested before it is returned, and so are the inner algorithms it grabbed. */
START_TEST(test_instance_and_spawns_tested)
{
	ck_assert_int_eq(ukc_selftest_defer(), 0);
	struct crypto_shash *tfm = crypto_alloc_shash("hmac(sha512)", 0, 0);
	ck_assert(!IS_ERR(tfm));
	const char *driver = crypto_shash_driver_name(tfm);
	ck_assert(selftest_is(driver, PASSED));
	char inner[CRYPTO_MAX_ALG_NAME];
	ck_assert_uint_lt(strlen(driver), sizeof(inner));
	ck_assert(sscanf(driver, "hmac(%127[^)])", inner) == 1);
	ck_assert(selftest_is(inner, PASSED));
	crypto_free_shash(tfm);
	ck_assert(selftest_is("sha256-generic", UNKNOWN));
}
END_TEST

/* The best "aes" fails its test at the first lookup: the lookup falls back to the next best,
 * which it tests; by its driver name the broken one answers -ELIBBAD, as at registration. */
START_TEST(test_broken_refused_deferred)
{
	ck_assert_int_eq(ukc_selftest_defer(), 0);
	ck_assert_int_eq(crypto_register_alg(&broken_alg), 0);
	ck_assert(!logged(BROKEN_LINE));
	char driver[CRYPTO_MAX_ALG_NAME];
	ck_assert_int_eq(cipher_lookup("aes", driver, sizeof(driver)), 0);
	ck_assert_str_ne(driver, "aes-broken-defer");
	ck_assert(selftest_is(driver, PASSED));
	ck_assert(logged(BROKEN_LINE));
	ck_assert(logged(BROKEN_RESULT));
	ck_assert(selftest_is("aes-broken-defer", UNKNOWN));
	ck_assert_int_eq(cipher_lookup("aes-broken-defer", driver, sizeof(driver)), -ELIBBAD);
	crypto_unregister_alg(&broken_alg);
}
END_TEST

/* Registered without deferral: tested at once, the same line, the same answers. */
START_TEST(test_broken_refused_eager)
{
	ck_assert_int_eq(crypto_init(), 0);
	ck_assert_int_eq(crypto_register_alg(&broken_alg), 0);
	ck_assert(logged(BROKEN_LINE));
	ck_assert(logged(BROKEN_RESULT));
	char driver[CRYPTO_MAX_ALG_NAME];
	ck_assert_int_eq(cipher_lookup("aes-broken-defer", driver, sizeof(driver)), -ELIBBAD);
	ck_assert_int_eq(cipher_lookup("aes", driver, sizeof(driver)), 0);
	ck_assert_str_ne(driver, "aes-broken-defer");
	crypto_unregister_alg(&broken_alg);
}
END_TEST

/* Unregistered before any lookup: its pending test goes too (no busy warning, no test). */
START_TEST(test_unregister_untested)
{
	ck_assert_int_eq(ukc_selftest_defer(), 0);
	ck_assert_int_eq(crypto_register_alg(&broken_alg), 0);
	crypto_unregister_alg(&broken_alg);
	ck_assert(!logged("is busy"));
	ck_assert(!logged(BROKEN_LINE));
	char driver[CRYPTO_MAX_ALG_NAME];
	ck_assert_int_eq(cipher_lookup("aes-broken-defer", driver, sizeof(driver)), -ENOENT);
	ck_assert_int_eq(crypto_register_alg(&broken_alg), 0);
	ck_assert_int_eq(cipher_lookup("aes-broken-defer", driver, sizeof(driver)), -ELIBBAD);
	crypto_unregister_alg(&broken_alg);
}
END_TEST

/* The default, and too late to defer: every algorithm tested at registration. */
START_TEST(test_eager_by_default)
{
	ck_assert_int_eq(crypto_init(), 0);
	ck_assert_int_eq(ukc_selftest_defer(), -EBUSY);
	ck_assert(selftest_is("aes-generic", PASSED));
	ck_assert(selftest_is("sha512-generic", PASSED));
}
END_TEST

START_TEST(test_env_eager_wins)
{
	setenv("UKCRYPTO_SELFTEST", "eager", 1);
	ck_assert_int_eq(ukc_selftest_defer(), -EPERM);
	ck_assert_int_eq(crypto_init(), 0);
	ck_assert(selftest_is("aes-generic", PASSED));
}
END_TEST

static void *broken_lookup_thread(void *arg)
{
	char driver[CRYPTO_MAX_ALG_NAME];

	*(long *)arg = cipher_lookup("aes-broken-defer", driver, sizeof(driver));
	return NULL;
}

/* A fork while another thread runs a test: the child, which has not that thread, runs the
 * test itself instead of waiting for it until the larval times out. */
START_TEST(test_fork_mid_test)
{
	setenv("UKCRYPTO_LARVAL_TIMEOUT_MS", "20000", 1);
	ck_assert_int_eq(ukc_selftest_defer(), 0);
	ck_assert_int_eq(crypto_register_alg(&broken_alg), 0);
	broken_hold = 1;
	pthread_t thread;
	long thread_err = 0;
	ck_assert_int_eq(pthread_create(&thread, NULL, broken_lookup_thread, &thread_err), 0);
	while (!__atomic_load_n(&broken_entered, __ATOMIC_ACQUIRE))
		usleep(1000);
	pid_t pid = fork();
	ck_assert_int_ge(pid, 0);
	if (pid == 0) {
		broken_hold = 0;
		char driver[CRYPTO_MAX_ALG_NAME];
		time_t t0 = time(NULL);
		long err = cipher_lookup("aes-broken-defer", driver, sizeof(driver));
		_exit(err == -ELIBBAD && time(NULL) - t0 < 10 ? 0 : 1);
	}
	int status;
	ck_assert_int_eq(waitpid(pid, &status, 0), pid);
	broken_hold = 0;
	ck_assert_int_eq(pthread_join(thread, NULL), 0);
	ck_assert_msg(WIFEXITED(status) && WEXITSTATUS(status) == 0, "child status %d", status);
	ck_assert_int_eq(thread_err, -ELIBBAD);
}
END_TEST

int main(void)
{
	unsetenv("UKCRYPTO_SELFTEST");
	unsetenv("UKCRYPTO_NOTESTS");
	return check_run(check_new_suite(
		"selftest_defer", "defer", 120, { test_lookup_tests_what_it_resolves },
		{ test_instance_and_spawns_tested }, { test_broken_refused_deferred },
		{ test_broken_refused_eager }, { test_unregister_untested },
		{ test_eager_by_default }, { test_env_eager_wins }, { test_fork_mid_test }));
}
