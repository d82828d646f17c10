// SPDX-License-Identifier: GPL-2.0-only
// Secure execution: a setuid-root copy of this suite, started by an unprivileged user with
// every UKCRYPTO_* switch set, must load no module and keep self-tests, FIPS and CPU features
// as they are by default.
#define _GNU_SOURCE
#include <crypto/aes.h>
#include <crypto/internal/cipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/fips.h>

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/auxv.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/wait.h>
#include <unistd.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "exec_util.h"

#define SECURE_CHILD_FLAG "--secure-child"

static const uid_t unprivileged_id = 65534; // nobody

static const char *module_dir; // the build folder holding crypto-toymod.so

// ---- in the setuid copy ----

static void broken_aes_encrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	(void)tfm;
	(void)src;
	memset(dst, 0, AES_BLOCK_SIZE);
}

static int broken_aes_setkey(struct crypto_tfm *tfm, const u8 *key, unsigned int len)
{
	(void)tfm;
	(void)key;
	return len == 16 || len == 24 || len == 32 ? 0 : -EINVAL;
}

START_TEST(test_in_secure_mode)
{
	// Without AT_SECURE the other tests would prove nothing.
	ck_assert_int_eq(getauxval(AT_SECURE), 1);
	ck_assert_int_ne(getuid(), geteuid());
}
END_TEST

START_TEST(test_cpu_mask_ignored)
{
	// UKCRYPTO_DISABLE_CPU_FEATURES=bogus would make crypto_init() refuse the name.
	ck_assert_int_eq(crypto_init(), 0);
}
END_TEST

START_TEST(test_options_ignored)
{
	struct ukc_testmgr_options o;

	ukc_testmgr_get_options(&o);
	ck_assert(!o.notests);
	ck_assert(o.noextratests);
	ck_assert(!o.panic_on_fail);
	ck_assert_uint_eq(o.fuzz_iterations, 100);
	ck_assert(!fips_enabled);
}
END_TEST

START_TEST(test_module_path_ignored)
{
	char path[4096];

	snprintf(path, sizeof(path), "%s/crypto-toymod.so", module_dir);
	ck_assert_int_eq(PTR_ERR(crypto_alloc_cipher("toymod", 0, 0)), -ENOENT);
	// Not loaded at all, so its constructor (module_init) never ran.
	ck_assert_ptr_null(dlopen(path, RTLD_NOW | RTLD_NOLOAD));
}
END_TEST

START_TEST(test_notests_ignored)
{
	static struct crypto_alg alg = {
		.cra_name = "aes",
		.cra_driver_name = "aes-secure-broken",
		.cra_priority = 1,
		.cra_flags = CRYPTO_ALG_TYPE_CIPHER,
		.cra_blocksize = AES_BLOCK_SIZE,
		.cra_cipher = {
			.cia_min_keysize = AES_MIN_KEY_SIZE,
			.cia_max_keysize = AES_MAX_KEY_SIZE,
			.cia_setkey = broken_aes_setkey,
			.cia_encrypt = broken_aes_encrypt,
			.cia_decrypt = broken_aes_encrypt,
		},
	};

	// A cipher that writes zeros passes only when self-tests are off.
	ck_assert_int_eq(crypto_register_alg(&alg), 0);
	ck_assert_int_eq(PTR_ERR(crypto_alloc_cipher("aes-secure-broken", 0, 0)), -ELIBBAD);
}
END_TEST

static int secure_child_main(const char *dir)
{
	module_dir = dir;
	return check_run(check_new_suite("secure execution (setuid child)", "environment ignored",
					 0, { test_in_secure_mode }, { test_cpu_mask_ignored },
					 { test_options_ignored }, { test_module_path_ignored },
					 { test_notests_ignored }));
}

// ---- in the test run, as root ----

static char secure_tmpdir[] = "/tmp/ukc-secure-XXXXXX";
static char secure_copy[sizeof(secure_tmpdir) + 32];
// Under an emulator (a cross build's test run) the program the kernel executes is the emulator:
// a setuid copy of it gives the emulated program AT_SECURE, as binfmt_misc's credentials flag
// would.
static char secure_emulator[sizeof(secure_tmpdir) + 32];

// Copies @from to @to, owned by root, setuid.
static int copy_setuid(const char *from, const char *to)
{
	char buf[65536];
	int in = open(from, O_RDONLY | O_CLOEXEC);
	int out = open(to, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0700);
	ssize_t n = 0;

	if (in < 0 || out < 0)
		return -1;
	while ((n = read(in, buf, sizeof(buf))) > 0)
		if (write(out, buf, (size_t)n) != n)
			n = -1;
	close(in);
	// fchmod after the last write: writing to a file clears its setuid bit.
	if (fchown(out, 0, 0) || fchmod(out, 04755) || close(out) || n < 0)
		return -1;
	return 0;
}

START_TEST(test_setuid_copy_ignores_environment)
{
	char *argv[] = { secure_copy, SECURE_CHILD_FLAG, (char *)module_dir, NULL };
	char modpath[4200];
	char *envp[] = {
		modpath,
		"UKCRYPTO_NOTESTS=1",
		"UKCRYPTO_EXTRATESTS=1",
		"UKCRYPTO_PANIC_ON_FAIL=1",
		"UKCRYPTO_FUZZ_ITERATIONS=3",
		"UKCRYPTO_FIPS=1",
		"UKCRYPTO_DISABLE_CPU_FEATURES=bogus",
		"UKCRYPTO_TEST_SEED=1",
		"UKCRYPTO_LOG=stderr",
		"PATH=/usr/bin:/bin",
		NULL,
	};
	static char err[1 << 20];
	size_t len = 0;
	ssize_t n;
	int status, fds[2];

	snprintf(modpath, sizeof(modpath), "UKCRYPTO_MODULE_PATH=%s", module_dir);
	const char *file;
	char **full = exec_argv(secure_copy, argv, secure_emulator[0] ? secure_emulator : NULL,
				&file);
	ck_assert_ptr_nonnull(full);
	ck_assert_int_eq(pipe(fds), 0);
	fflush(NULL);
	pid_t pid = fork();
	ck_assert_int_ge(pid, 0);
	if (pid == 0) {
		// The caller of a setuid program is an ordinary user choosing its environment.
		if (dup2(fds[1], 2) < 0 || setgroups(0, NULL) ||
		    setresgid(unprivileged_id, unprivileged_id, unprivileged_id) ||
		    setresuid(unprivileged_id, unprivileged_id, unprivileged_id))
			_exit(126);
		execve(file, full, envp);
		_exit(127);
	}
	close(fds[1]);
	free(full);
	while ((n = read(fds[0], err + len, sizeof(err) - 1 - len)) > 0)
		len += (size_t)n;
	err[len] = '\0';
	close(fds[0]);
	ck_assert_int_eq(waitpid(pid, &status, 0), pid);
	ck_assert_msg(WIFEXITED(status) && WEXITSTATUS(status) == 0,
		      "setuid child: status %#x (its failures are printed above); stderr:\n%s",
		      status, err);
	// UKCRYPTO_LOG=stderr would have copied the log there.
	ck_assert_msg(!strstr(err, "alg: ") && !strstr(err, "ukcrypto: "), "stderr:\n%s", err);
}
END_TEST

// Why this machine cannot run a setuid test, or NULL when it can.
static const char *secure_unavailable(void)
{
	struct statvfs sv;

	if (geteuid() != 0)
		return "needs root, to make a setuid-root copy and run it as nobody";
	if (!mkdtemp(secure_tmpdir))
		return "cannot make a folder in /tmp";
	if (statvfs(secure_tmpdir, &sv) == 0 && (sv.f_flag & ST_NOSUID))
		return "/tmp is mounted nosuid";
	if (chmod(secure_tmpdir, 0755))
		return "cannot open the folder to nobody";
	snprintf(secure_copy, sizeof(secure_copy), "%s/test_secure_env", secure_tmpdir);
	if (copy_setuid("/proc/self/exe", secure_copy))
		return "cannot make the setuid copy";
	if (exec_wrapper_argc()) {
		const char *emulator = exec_wrapper_path();

		snprintf(secure_emulator, sizeof(secure_emulator), "%s/emulator", secure_tmpdir);
		if (!emulator || copy_setuid(emulator, secure_emulator))
			return "cannot make a setuid copy of the emulator";
	}
	return NULL;
}

int main(int argc, char **argv)
{
	if (argc == 3 && !strcmp(argv[1], SECURE_CHILD_FLAG))
		return secure_child_main(argv[2]);
	if (argc != 2) {
		fprintf(stderr, "usage: %s MODULE_DIR\n", argv[0]);
		return EXIT_FAILURE;
	}
	module_dir = argv[1];
	const char *why = secure_unavailable();
	if (why) {
		printf("SKIP: %s\n", why);
		unlink(secure_copy);
		unlink(secure_emulator);
		rmdir(secure_tmpdir);
		return 77;
	}

	Suite *s = check_new_suite("secure execution", "setuid", 120,
				   { test_setuid_copy_ignores_environment });
	int status = check_run(s);
	unlink(secure_copy);
	unlink(secure_emulator);
	rmdir(secure_tmpdir);
	return status;
}
