// SPDX-License-Identifier: GPL-2.0-only
// testmgr's single-block cipher runner and its own lines against 6.12's format strings: a
// wrong result with its hexdump, a key length that should fail, a transform that cannot be
// loaded, the WARN block after a failed self-test, no "No test for" line at start-up, the
// once-only notices, internal algorithms, panic_on_fail, /proc/crypto in FIPS mode.
#define _GNU_SOURCE
#include <crypto/aead.h>
#include <crypto/aes.h>
#include <crypto/internal/cipher.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "proc_util.h"
#include "testmgr_broken.h"

enum aes_bug {
	AES_BUG_NONE,
	AES_BUG_WRONG_RESULT, // flips the low bit of the last byte of every encrypted block
	AES_BUG_ANY_KEYLEN,   // takes a 17-byte key as its first 16 bytes
	AES_BUG_INIT_FAILS,   // its cra_init answers -EIO, so no transform can be had
};

struct broken_aes {
	enum aes_bug bug;
	struct crypto_alg alg;
};

static enum aes_bug aes_bug_of(struct crypto_tfm *tfm)
{
	return container_of(tfm->__crt_alg, struct broken_aes, alg)->bug;
}

static int broken_aes_setkey(struct crypto_tfm *tfm, const u8 *key, unsigned int len)
{
	if (len == 17 && aes_bug_of(tfm) == AES_BUG_ANY_KEYLEN)
		len = 16;
	return aes_expandkey(crypto_tfm_ctx(tfm), key, len);
}

static void broken_aes_encrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	aes_encrypt(crypto_tfm_ctx(tfm), dst, src);
	if (aes_bug_of(tfm) == AES_BUG_WRONG_RESULT)
		dst[AES_BLOCK_SIZE - 1] ^= 1;
}

static void broken_aes_decrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	aes_decrypt(crypto_tfm_ctx(tfm), dst, src);
}

static int broken_aes_init(struct crypto_tfm *tfm)
{
	return aes_bug_of(tfm) == AES_BUG_INIT_FAILS ? -EIO : 0;
}

static struct broken_aes *make_broken_aes(const char *driver, enum aes_bug bug, u32 flags)
{
	struct broken_aes *b = calloc(1, sizeof(*b));

	ck_assert_ptr_nonnull(b);
	b->bug = bug;
	strcpy(b->alg.cra_name, flags & CRYPTO_ALG_INTERNAL ? "__aes" : "aes");
	strcpy(b->alg.cra_driver_name, driver);
	b->alg.cra_priority = 50;
	b->alg.cra_flags = CRYPTO_ALG_TYPE_CIPHER | flags;
	b->alg.cra_blocksize = AES_BLOCK_SIZE;
	b->alg.cra_ctxsize = sizeof(struct crypto_aes_ctx);
	b->alg.cra_init = broken_aes_init;
	b->alg.cra_cipher.cia_min_keysize = AES_MIN_KEY_SIZE;
	b->alg.cra_cipher.cia_max_keysize = AES_MAX_KEY_SIZE;
	b->alg.cra_cipher.cia_setkey = broken_aes_setkey;
	b->alg.cra_cipher.cia_encrypt = broken_aes_encrypt;
	b->alg.cra_cipher.cia_decrypt = broken_aes_decrypt;
	return b;
}

// Registers the driver and returns what a lookup of it by driver name answers (0: usable).
static long register_aes_and_lookup(const char *driver, enum aes_bug bug, u32 flags)
{
	struct broken_aes *b = make_broken_aes(driver, bug, flags);

	ck_assert_int_eq(crypto_register_alg(&b->alg), 0);
	struct crypto_cipher *tfm = crypto_alloc_cipher(driver, flags, flags);
	if (IS_ERR(tfm))
		return PTR_ERR(tfm);
	crypto_free_cipher(tfm);
	return 0;
}

START_TEST(test_correct_cipher_passes)
{
	ck_assert_int_eq(register_aes_and_lookup("aes-correct", AES_BUG_NONE, 0), 0);
}
END_TEST

// The first ecb(aes) vector is FIPS-197 C.1 (testmgr/vectors/ecb-aes.vec): its ciphertext
// 69c4e0d8...70b4c55a with the last bit flipped, dumped as 6.12's hexdump() prints it.
START_TEST(test_cipher_wrong_result_hexdump)
{
	ck_assert_int_eq(register_aes_and_lookup("aes-wrong", AES_BUG_WRONG_RESULT, 0), -ELIBBAD);
	assert_logged("alg: cipher: Test 1 failed on encryption for aes-wrong\n"
		      "00000000: 69 c4 e0 d8 6a 7b 04 30 d8 cd b7 80 70 b4 c5 5b\n");
	assert_logged("alg: self-tests for aes using aes-wrong failed (rc=-22)");
}
END_TEST

// As 6.12's alg_test(): the failure is followed by a WARN(), whose lines (asm-generic/bug.h's
// CUT_HERE, the message, then kernel/panic.c's "WARNING: CPU: ... at file:line" and end
// marker) dmesg scanners look for; one block, in that order.
START_TEST(test_failed_selftest_warns)
{
	static char log[1 << 16];

	ck_assert_int_eq(register_aes_and_lookup("aes-warned", AES_BUG_WRONG_RESULT, 0), -ELIBBAD);
	ukc_log_read(log, sizeof(log));
	const char *cut = strstr(log, "------------[ cut here ]------------\n"
				      "alg: self-tests for aes using aes-warned failed (rc=-22)\n"
				      "WARNING: CPU: ");
	ck_assert_msg(cut, "no WARN block in:\n%s", log);
	const char *warning = strstr(cut, "WARNING: CPU: ");
	int cpu = -1, pid = 0;
	char where[128] = "";
	ck_assert_int_eq(sscanf(warning, "WARNING: CPU: %d PID: %d at %127s", &cpu, &pid, where),
			 3);
	ck_assert_int_ge(cpu, 0);
	ck_assert_int_gt(pid, 0);
	ck_assert_msg(!strncmp(where, "testmgr/testmgr.cpp:", 20), "%s", where);
	const char *eol = strchr(warning, '\n');
	ck_assert_ptr_nonnull(eol);
	ck_assert(!strncmp(eol + 1, "---[ end trace 0000000000000000 ]---\n", 37));
	ck_assert_uint_eq(log_count("------------[ cut here ]------------"), 1);
}
END_TEST

// 6.12 has a testmgr entry for every algorithm registered at start-up (the null cipher's is
// alg_test_null), so none is reported untested.
START_TEST(test_startup_logs_no_missing_test)
{
	ck_assert_int_eq(crypto_init(), 0);
	ck_assert_msg(log_count("alg: No test for ") == 0, "an algorithm is reported untested");
	ck_assert_uint_eq(log_count("------------[ cut here ]"), 0);
	struct crypto_sync_skcipher *null = crypto_alloc_sync_skcipher("ecb(cipher_null)", 0, 0);
	ck_assert(!IS_ERR(null));
	crypto_free_sync_skcipher(null);
	ck_assert_uint_eq(log_count("alg: No test for "), 0);
}
END_TEST

START_TEST(test_cipher_setkey_unexpectedly_succeeded)
{
	ck_assert_int_eq(register_aes_and_lookup("aes-anykey", AES_BUG_ANY_KEYLEN, 0), -ELIBBAD);
	assert_logged("alg: cipher: aes-anykey setkey unexpectedly succeeded on test vector ");
	assert_logged("; expected_error=-22\n");
}
END_TEST

START_TEST(test_cipher_failed_to_load)
{
	ck_assert_int_eq(register_aes_and_lookup("aes-noinit", AES_BUG_INIT_FAILS, 0), -ELIBBAD);
	assert_logged("alg: cipher: Failed to load transform for aes-noinit: -5\n");
}
END_TEST

// As in 6.12 an internal algorithm is not tested by itself (no "No test for __..." line),
// and is usable at once; /proc/crypto shows it passed and internal.
START_TEST(test_internal_not_tested)
{
	ck_assert_int_eq(register_aes_and_lookup("__aes-internal", AES_BUG_WRONG_RESULT,
						 CRYPTO_ALG_INTERNAL),
			 0);
	ck_assert_uint_eq(log_count("__aes-internal"), 0);
	ck_assert_uint_eq(log_count("alg: No test for __"), 0);
	proc_assert_block("__aes-internal", "selftest     : passed\n", "internal     : yes\n",
			  "module       : kernel\n");
	char *proc = proc_crypto_read();
	// Every internal algorithm built in (the x86 "__" drivers, where this CPU has them).
	for (const char *p = strstr(proc, "internal     : yes\n"); p;
	     p = strstr(p + 1, "internal     : yes\n")) {
		const char *start = p;
		while (start > proc && !(start[-1] == '\n' && start[-2] == '\n'))
			start--;
		ck_assert_msg(proc_block_has(start, "selftest     : passed\n"), "%.*s",
			      (int)(p - start), start);
	}
	free(proc);
}
END_TEST

START_TEST(test_extra_tests_notice_once)
{
	ck_assert_int_eq(crypto_init(), 0);
	ck_assert_uint_eq(
		log_count(
			"alg: extra crypto tests enabled.  This is intended for developer use only.\n"),
		1);
}
END_TEST

START_TEST(test_notests_notice_once)
{
	struct ukc_testmgr_options opts;

	ukc_testmgr_get_options(&opts);
	opts.notests = true;
	ukc_testmgr_set_options(&opts);
	ck_assert_uint_eq(log_count("alg: self-tests disabled\n"), 0);
	// Untested, so even a wrong driver is usable, as with cryptomgr.notests=1.
	ck_assert_int_eq(register_aes_and_lookup("aes-untested-1", AES_BUG_WRONG_RESULT, 0), 0);
	ck_assert_int_eq(register_aes_and_lookup("aes-untested-2", AES_BUG_WRONG_RESULT, 0), 0);
	ck_assert_uint_eq(log_count("alg: self-tests disabled\n"), 1);
}
END_TEST

// panic_on_fail: the process aborts, and stderr has the failing test's lines and 6.12's
// panic line even though UKCRYPTO_LOG is not "stderr".
START_TEST(test_panic_on_fail_prints_lines)
{
	int fds[2];

	ck_assert_int_eq(pipe(fds), 0);
	pid_t pid = fork();
	ck_assert_int_ge(pid, 0);
	if (pid == 0) {
		struct ukc_testmgr_options opts;

		dup2(fds[1], 2);
		close(fds[0]);
		ukc_testmgr_get_options(&opts);
		opts.panic_on_fail = true;
		ukc_testmgr_set_options(&opts);
		register_aes_and_lookup("aes-panic", AES_BUG_WRONG_RESULT, 0);
		_exit(0);
	}
	close(fds[1]);
	static char err[1 << 16];
	size_t n = 0;
	ssize_t r;
	while (n < sizeof(err) - 1 && (r = read(fds[0], err + n, sizeof(err) - 1 - n)) > 0)
		n += (size_t)r;
	err[n] = '\0';
	close(fds[0]);
	int status;
	ck_assert_int_eq(waitpid(pid, &status, 0), pid);
	ck_assert_msg(WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT, "status %#x", status);
	ck_assert_msg(strstr(err, "alg: cipher: Test 1 failed on encryption for aes-panic\n"), "%s",
		      err);
	ck_assert_msg(strstr(err, "Kernel panic - not syncing: alg: self-tests for aes-panic (aes) "
				  "failed in panic_on_fail mode!\n"),
		      "%s", err);
}
END_TEST

// Run with UKCRYPTO_FIPS=1: 6.12's c_show() adds a "fips" line; aegis128 is not allowed.
START_TEST(test_proc_fips_line)
{
	struct crypto_aead *aegis = crypto_alloc_aead("aegis128-generic", 0, 0);

	ck_assert(IS_ERR(aegis));
	char *proc = proc_crypto_read();
	const char *aes = proc_block(proc, "aes-generic");
	const char *aegis_block = proc_block(proc, "aegis128-generic");
	ck_assert_ptr_nonnull(aes);
	ck_assert(proc_block_has(aes, "fips         : yes\n"));
	ck_assert_ptr_nonnull(aegis_block);
	ck_assert(proc_block_has(aegis_block, "fips         : no\n"));
	free(proc);
}
END_TEST

static void add_tests(TCase *tc)
{
	tcase_add_test(tc, test_correct_cipher_passes);
	tcase_add_test(tc, test_cipher_wrong_result_hexdump);
	tcase_add_test(tc, test_failed_selftest_warns);
	tcase_add_test(tc, test_startup_logs_no_missing_test);
	tcase_add_test(tc, test_cipher_setkey_unexpectedly_succeeded);
	tcase_add_test(tc, test_cipher_failed_to_load);
	tcase_add_test(tc, test_internal_not_tested);
	tcase_add_test(tc, test_extra_tests_notice_once);
	tcase_add_test(tc, test_notests_notice_once);
	tcase_add_test(tc, test_panic_on_fail_prints_lines);
}

static void add_fips_tests(TCase *tc)
{
	tcase_add_test(tc, test_proc_fips_line);
	tcase_add_test(tc, test_startup_logs_no_missing_test);
}

int main(int argc, char **argv)
{
	if (argc > 1 && !strcmp(argv[1], "fips"))
		return run_broken_driver_suite("testmgr-fips", "fips", add_fips_tests);
	return run_broken_driver_suite("testmgr-cipher", "broken ciphers", add_tests);
}
