// SPDX-License-Identifier: GPL-2.0-only
// A random self-test failure names its seed, and UKCRYPTO_TEST_SEED set to it replays the
// same random configuration in a fresh process.
#define _GNU_SOURCE
#include <crypto/aes.h>
#include <crypto/internal/simd.h>
#include <crypto/internal/skcipher.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <inttypes.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "exec_util.h"

#define SEED_CHILD_FLAG "--register-broken"

extern char **environ;

// ---- the child: an ECB driver whose fallback (SIMD unusable) path is wrong ----

static int seed_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int len)
{
	return aes_expandkey(crypto_skcipher_ctx(tfm), key, len);
}

// ECB over the walk; encryption's path without SIMD flips a bit of each block.
static int seed_crypt(struct skcipher_request *req, bool enc)
{
	const struct crypto_aes_ctx *ctx = crypto_skcipher_ctx(crypto_skcipher_reqtfm(req));
	struct skcipher_walk walk;
	int err = skcipher_walk_virt(&walk, req, false);

	while (walk.nbytes) {
		unsigned int n = walk.nbytes - walk.nbytes % AES_BLOCK_SIZE;
		u8 *dst = walk.dst.virt.addr;
		const u8 *src = walk.src.virt.addr;
		for (unsigned int i = 0; i < n; i += AES_BLOCK_SIZE) {
			if (!enc) {
				aes_decrypt(ctx, dst + i, src + i);
				continue;
			}
			aes_encrypt(ctx, dst + i, src + i);
			if (!crypto_simd_usable())
				dst[i] ^= 0x80;
		}
		err = skcipher_walk_done(&walk, walk.nbytes - n);
	}
	return err;
}

static int seed_encrypt(struct skcipher_request *req)
{
	return seed_crypt(req, true);
}

static int seed_decrypt(struct skcipher_request *req)
{
	return seed_crypt(req, false);
}

static struct skcipher_alg seed_alg = {
	.base = {
		.cra_name = "ecb(aes)",
		.cra_driver_name = "ecb-aes-nosimd-seed",
		.cra_priority = 1,
		.cra_blocksize = AES_BLOCK_SIZE,
		.cra_ctxsize = sizeof(struct crypto_aes_ctx),
	},
	.min_keysize = AES_MIN_KEY_SIZE,
	.max_keysize = AES_MAX_KEY_SIZE,
	.setkey = seed_setkey,
	.encrypt = seed_encrypt,
	.decrypt = seed_decrypt,
};

// Registers the driver with the extra tests on and prints the log on stdout.
static int seed_child_main(void)
{
	static char log[1 << 16];
	struct ukc_testmgr_options o;

	// The built-in algorithms are tested without the extra tests, to keep the run short.
	if (crypto_init())
		return 2;
	ukc_testmgr_get_options(&o);
	o.noextratests = false;
	o.fuzz_iterations = 100;
	ukc_testmgr_set_options(&o);
	if (crypto_register_skcipher(&seed_alg))
		return 3;
	struct crypto_skcipher *tfm = crypto_alloc_skcipher("ecb-aes-nosimd-seed", 0, 0);
	if (!IS_ERR(tfm))
		crypto_free_skcipher(tfm);
	ukc_log_read(log, sizeof(log));
	fputs(log, stdout);
	return PTR_ERR(tfm) == -ELIBBAD ? 0 : 4;
}

// ---- the test: run the child, read its seed, run it again with that seed ----

struct seed_run {
	char log[1 << 16];
	char cfg[512]; // the failing configuration's name
	uint64_t seed; // the seed the failure named
};

// Starts this program in child mode, with UKCRYPTO_TEST_SEED=@seed if @seed, and keeps its log.
static void seed_run_child(const char *seed, struct seed_run *r)
{
	char seed_var[64];
	char *envp[256];
	size_t n = 0;

	// The child's switches are its own: none of this run's UKCRYPTO_* variables.
	for (char **e = environ; *e && n < 250; e++)
		if (strncmp(*e, "UKCRYPTO_", 9))
			envp[n++] = *e;
	if (seed) {
		snprintf(seed_var, sizeof(seed_var), "UKCRYPTO_TEST_SEED=%s", seed);
		envp[n++] = seed_var;
	}
	envp[n] = NULL;

	int fds[2];
	ck_assert_int_eq(pipe(fds), 0);
	posix_spawn_file_actions_t fa;
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, fds[1], 1);
	posix_spawn_file_actions_addclose(&fa, fds[0]);
	char *argv[] = { "/proc/self/exe", SEED_CHILD_FLAG, NULL };
	const char *file;
	char **full = exec_argv("/proc/self/exe", argv, NULL, &file);
	pid_t pid;
	ck_assert_ptr_nonnull(full);
	ck_assert_int_eq(posix_spawn(&pid, file, &fa, NULL, full, envp), 0);
	posix_spawn_file_actions_destroy(&fa);
	free(full);
	close(fds[1]);
	size_t len = 0;
	ssize_t got;
	while ((got = read(fds[0], r->log + len, sizeof(r->log) - 1 - len)) > 0)
		len += (size_t)got;
	r->log[len] = '\0';
	close(fds[0]);
	int status;
	ck_assert_int_eq(waitpid(pid, &status, 0), pid);
	ck_assert_msg(WIFEXITED(status) && WEXITSTATUS(status) == 0, "child status %#x; log:\n%s",
		      status, r->log);
}

// Finds the failure's configuration and the seed the log gives for it.
static void seed_parse(struct seed_run *r)
{
	static const char fail_line[] = "alg: skcipher: ecb-aes-nosimd-seed encryption test failed "
					"(wrong result) on test vector ";
	const char *p = strstr(r->log, fail_line);

	ck_assert_msg(p, "no failure logged:\n%s", r->log);
	p = strstr(p, "cfg=\"random:");
	ck_assert_ptr_nonnull(p);
	p += strlen("cfg=\"");
	size_t len = strcspn(p, "\"\n");
	ck_assert_uint_lt(len, sizeof(r->cfg));
	memcpy(r->cfg, p, len);
	r->cfg[len] = '\0';
	// The seed line comes straight after the failure's own line.
	const char *next = strchr(p, '\n');
	ck_assert_ptr_nonnull(next);
	next++;
	size_t next_len = strcspn(next, "\n");
	const char *seed = strstr(next, "UKCRYPTO_TEST_SEED=");
	ck_assert_msg(seed && seed < next + next_len, "no seed on the line after the failure:\n%s",
		      r->log);
	r->seed = strtoull(seed + strlen("UKCRYPTO_TEST_SEED="), NULL, 10);
}

START_TEST(test_logged_seed_replays_failure)
{
	static struct seed_run first, replay, other;
	char seed[32];

	seed_run_child(NULL, &first);
	seed_parse(&first);
	snprintf(seed, sizeof(seed), "%" PRIu64, first.seed);
	ck_assert_msg(strstr(first.log, "alg: self-tests for ecb(aes) using ecb-aes-nosimd-seed "
					"failed"),
		      "%s", first.log);

	// A fresh process with the logged seed fails in the same configuration...
	seed_run_child(seed, &replay);
	seed_parse(&replay);
	ck_assert_str_eq(replay.cfg, first.cfg);
	ck_assert_uint_eq(replay.seed, first.seed);

	// ...which the seed chose: another seed draws other configurations.
	snprintf(seed, sizeof(seed), "%" PRIu64, first.seed + 1);
	seed_run_child(seed, &other);
	seed_parse(&other);
	ck_assert_uint_eq(other.seed, first.seed + 1);
	ck_assert_str_ne(other.cfg, first.cfg);
}
END_TEST

int main(int argc, char **argv)
{
	if (argc == 2 && !strcmp(argv[1], SEED_CHILD_FLAG))
		return seed_child_main();

	return check_run(check_new_suite("testmgr seed", "replay", 300,
					 { test_logged_seed_replays_failure }));
}
