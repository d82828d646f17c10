// SPDX-License-Identifier: GPL-2.0-only
// UKCRYPTO_MODULE_PATH: folders others could write to, folders of another owner and relative
// entries are refused with a logged reason, as is a module whose real path (through symlinks)
// crosses such a folder; the file loaded is the file checked; the names looked for stay few.
#define _GNU_SOURCE
#include <crypto/internal/cipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <dlfcn.h>
#include <fcntl.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <check.h>
#undef fail

#include "check_run.h"

/* lib/module.cpp: how many aliases request_module() remembers, and (@max) at most. */
size_t ukc_module_tried_count(size_t *max);

static const char *build_dir; // where meson built crypto-toymod.so

// Each test runs in a process of its own (Check's fork mode), so the names tried by one do
// not hide a module from the next. The folders are made in the build folder: every folder on a
// module's path is checked, and /tmp is writable by everyone.
static char mod_dir[4096];
static char mod_file[4200];
static char other_dir[4096]; // a second folder, for symlink targets

static void copy_file(const char *from, const char *to)
{
	char buf[65536];
	int in = open(from, O_RDONLY | O_CLOEXEC);
	int out = open(to, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0755);
	ssize_t n;

	ck_assert_int_ge(in, 0);
	ck_assert_int_ge(out, 0);
	while ((n = read(in, buf, sizeof(buf))) > 0)
		ck_assert_int_eq(write(out, buf, (size_t)n), n);
	ck_assert_int_eq(n, 0);
	close(in);
	ck_assert_int_eq(close(out), 0);
}

// A fresh folder holding crypto-toymod.so, mode 0755, owned by the running user.
static void module_dir_setup(void)
{
	char from[4096];

	snprintf(mod_dir, sizeof(mod_dir), "%s/ukc-modpath-XXXXXX", build_dir);
	ck_assert_ptr_nonnull(mkdtemp(mod_dir));
	ck_assert_int_eq(chmod(mod_dir, 0755), 0);
	other_dir[0] = '\0';
	snprintf(from, sizeof(from), "%s/crypto-toymod.so", build_dir);
	snprintf(mod_file, sizeof(mod_file), "%s/crypto-toymod.so", mod_dir);
	copy_file(from, mod_file);
	ukc_log_clear();
}

static void module_dir_teardown(void)
{
	char path[4300];

	unlink(mod_file);
	snprintf(path, sizeof(path), "%s/checked.so", mod_dir);
	unlink(path);
	snprintf(path, sizeof(path), "%s/swap-in.so", mod_dir);
	unlink(path);
	rmdir(mod_dir);
	if (other_dir[0]) {
		snprintf(path, sizeof(path), "%s/toymod-real.so", other_dir);
		unlink(path);
		rmdir(other_dir);
	}
}

static bool toymod_loaded(void)
{
	struct crypto_cipher *tfm = crypto_alloc_cipher("toymod", 0, 0);
	bool found = !IS_ERR(tfm);

	if (found)
		crypto_free_cipher(tfm);
	else
		ck_assert_int_eq(PTR_ERR(tfm), -ENOENT);
	// A refused folder's module is not opened at all: its constructor does not run.
	ck_assert_int_eq(dlopen(mod_file, RTLD_NOW | RTLD_NOLOAD) != NULL, found);
	return found;
}

static void assert_logged(const char *needle)
{
	static char log[1 << 16];

	ukc_log_read(log, sizeof(log));
	ck_assert_msg(strstr(log, needle), "log lacks: %s\n--- log:\n%s", needle, log);
}

// The line saying which folder was refused and why.
static void assert_refused(const char *dir, const char *why)
{
	char line[4400];

	snprintf(line, sizeof(line), "ukcrypto: module folder %s ignored: %s", dir, why);
	assert_logged(line);
}

// With UKCRYPTO_MODULE_PATH set to @path the module does not load, and the log says the folder
// @dir was refused for @why.
static void assert_path_refused(const char *path, const char *dir, const char *why)
{
	setenv("UKCRYPTO_MODULE_PATH", path, 1);
	ck_assert(!toymod_loaded());
	assert_refused(dir, why);
}

START_TEST(test_good_folder_loads)
{
	setenv("UKCRYPTO_MODULE_PATH", mod_dir, 1);
	ck_assert(toymod_loaded());
	assert_logged(mod_file);
}
END_TEST

START_TEST(test_world_writable_refused)
{
	ck_assert_int_eq(chmod(mod_dir, 0777), 0);
	assert_path_refused(mod_dir, mod_dir, "writable by everyone");
}
END_TEST

START_TEST(test_sticky_world_writable_refused)
{
	// Sticky (as /tmp) stops others deleting files, not adding new ones.
	ck_assert_int_eq(chmod(mod_dir, 01777), 0);
	assert_path_refused(mod_dir, mod_dir, "writable by everyone");
}
END_TEST

START_TEST(test_group_writable_refused)
{
	ck_assert_int_eq(chown(mod_dir, (uid_t)-1, 65534), 0);
	ck_assert_int_eq(chmod(mod_dir, 0775), 0);
	assert_path_refused(mod_dir, mod_dir, "writable by group 65534");
}
END_TEST

START_TEST(test_own_group_writable_loads)
{
	// A group of the user's own (user private groups, umask 002) adds no writer.
	ck_assert_int_eq(chown(mod_dir, (uid_t)-1, getegid()), 0);
	ck_assert_int_eq(chmod(mod_dir, 0775), 0);
	setenv("UKCRYPTO_MODULE_PATH", mod_dir, 1);
	ck_assert(toymod_loaded());
}
END_TEST

START_TEST(test_foreign_owner_refused)
{
	ck_assert_int_eq(chown(mod_dir, 65534, (gid_t)-1), 0);
	assert_path_refused(mod_dir, mod_dir, "owned by uid 65534");
}
END_TEST

START_TEST(test_writable_module_refused)
{
	ck_assert_int_eq(chmod(mod_file, 0666), 0);
	setenv("UKCRYPTO_MODULE_PATH", mod_dir, 1);
	ck_assert(!toymod_loaded());
	assert_logged("ukcrypto: module ");
	assert_logged("crypto-toymod.so ignored: writable by everyone");
}
END_TEST

START_TEST(test_relative_refused)
{
	char copy[sizeof(mod_dir)];

	strcpy(copy, mod_dir);
	ck_assert_int_eq(chdir(dirname(copy)), 0);
	const char *rel = strrchr(mod_dir, '/') + 1;
	assert_path_refused(rel, rel, "not an absolute path");
}
END_TEST

START_TEST(test_refused_then_good)
{
	char path[4200];

	// The refused entry is passed over; the next one still serves.
	snprintf(path, sizeof(path), "relative/dir:%s", mod_dir);
	setenv("UKCRYPTO_MODULE_PATH", path, 1);
	ck_assert(toymod_loaded());
	assert_refused("relative/dir", "not an absolute path");
}
END_TEST

// mod_file becomes a symlink to a copy of the module in a second folder of mode @mode.
static void module_symlink_setup(mode_t mode)
{
	char from[4096], target[4300];

	snprintf(other_dir, sizeof(other_dir), "%s/ukc-modother-XXXXXX", build_dir);
	ck_assert_ptr_nonnull(mkdtemp(other_dir));
	ck_assert_int_eq(chmod(other_dir, mode), 0);
	snprintf(from, sizeof(from), "%s/crypto-toymod.so", build_dir);
	snprintf(target, sizeof(target), "%s/toymod-real.so", other_dir);
	copy_file(from, target);
	ck_assert_int_eq(unlink(mod_file), 0);
	ck_assert_int_eq(symlink(target, mod_file), 0);
}

START_TEST(test_symlink_into_writable_folder_refused)
{
	// Sticky or not (as /tmp): anyone may put a file there, or one named as the target.
	static const mode_t modes[] = { 0777, 01777 };
	char line[8500];

	module_symlink_setup(modes[_i]);
	setenv("UKCRYPTO_MODULE_PATH", mod_dir, 1);
	ck_assert(!toymod_loaded());
	snprintf(line, sizeof(line), "ukcrypto: module %s ignored: folder %s writable by everyone",
		 mod_file, other_dir);
	assert_logged(line);
}
END_TEST

// A sticky folder further up the path (as /tmp is, above a build folder there) may be
// writable by everyone: nobody else can rename the entry the path goes through. That entry is
// still checked: one owned by another user is refused.
static void sticky_parent_setup(char inner[4096], size_t size, uid_t owner)
{
	char from[4096], file[sizeof(mod_file)];

	ck_assert_int_eq(chmod(mod_dir, 01777), 0);
	ck_assert_int_lt(snprintf(inner, size, "%s/inner", mod_dir), (int)size);
	ck_assert_int_eq(mkdir(inner, 0755), 0);
	snprintf(from, sizeof(from), "%s/crypto-toymod.so", build_dir);
	ck_assert_int_lt(snprintf(file, sizeof(file), "%s/crypto-toymod.so", inner),
			 (int)sizeof(file));
	copy_file(from, file);
	unlink(mod_file);
	memcpy(mod_file, file, sizeof(mod_file));
	if (owner != (uid_t)-1)
		ck_assert_int_eq(chown(inner, owner, (gid_t)-1), 0);
	setenv("UKCRYPTO_MODULES", mod_file, 1);
}

static void sticky_parent_teardown(const char *inner)
{
	unlink(mod_file);
	rmdir(inner);
	ck_assert_int_eq(chmod(mod_dir, 0755), 0);
	unsetenv("UKCRYPTO_MODULES");
}

START_TEST(test_sticky_folder_above_loads)
{
	char inner[4096];

	sticky_parent_setup(inner, sizeof(inner), (uid_t)-1);
	ck_assert_int_eq(crypto_init(), 0);
	ck_assert(toymod_loaded());
	sticky_parent_teardown(inner);
}
END_TEST

START_TEST(test_foreign_folder_in_sticky_folder_refused)
{
	char inner[4096], line[8600];

	sticky_parent_setup(inner, sizeof(inner), 65534);
	ck_assert_int_ne(crypto_init(), 0);
	ck_assert(!toymod_loaded());
	snprintf(line, sizeof(line), "folder %s owned by uid 65534", inner);
	assert_logged(line);
	sticky_parent_teardown(inner);
}
END_TEST

START_TEST(test_symlink_into_trusted_folder_loads)
{
	module_symlink_setup(0755);
	setenv("UKCRYPTO_MODULE_PATH", mod_dir, 1);
	ck_assert(toymod_loaded());
}
END_TEST

// Armed, the next dlopen() that loads swaps this file in at mod_file first: between the checks
// and the load, as a writer of the folder racing the loader would.
static char swap_from[4300];
static bool swapped;

// The library's dlopen() calls come here (the program's definition comes first in the lookup).
void *dlopen(const char *file, int mode)
{
	static void *(*next_dlopen)(const char *, int);

	if (!next_dlopen) {
		void *sym = dlsym(RTLD_NEXT, "dlopen");
		memcpy(&next_dlopen, &sym, sizeof(sym));
	}
	if (swap_from[0] && !(mode & RTLD_NOLOAD)) {
		ck_assert_int_eq(rename(swap_from, mod_file), 0);
		swap_from[0] = '\0';
		swapped = true;
	}
	return next_dlopen(file, mode);
}

START_TEST(test_swapped_after_check_not_loaded)
{
	char from[4096], checked[4300];

	// A second name keeps the checked file reachable, to ask afterwards whether it loaded.
	snprintf(checked, sizeof(checked), "%s/checked.so", mod_dir);
	ck_assert_int_eq(link(mod_file, checked), 0);
	snprintf(from, sizeof(from), "%s/crypto-aes-broken-mod.so", build_dir);
	snprintf(swap_from, sizeof(swap_from), "%s/swap-in.so", mod_dir);
	copy_file(from, swap_from);
	setenv("UKCRYPTO_MODULE_PATH", mod_dir, 1);

	struct crypto_cipher *tfm = crypto_alloc_cipher("toymod", 0, 0);
	ck_assert(swapped);
	ck_assert_msg(!IS_ERR(tfm), "the checked module did not load: %ld", PTR_ERR(tfm));
	crypto_free_cipher(tfm);
	ck_assert_ptr_nonnull(dlopen(checked, RTLD_NOW | RTLD_NOLOAD));
	// mod_file is now the file swapped in: never opened, its constructor never ran.
	ck_assert_ptr_null(dlopen(mod_file, RTLD_NOW | RTLD_NOLOAD));
}
END_TEST

START_TEST(test_tried_names_bounded)
{
	size_t max = 0;
	char name[32], from[4096];

	ck_assert_int_eq(unlink(mod_file), 0);
	setenv("UKCRYPTO_MODULE_PATH", mod_dir, 1);
	ck_assert(!toymod_loaded());
	// Looked for once: a module arriving later is not seen while the name is remembered...
	snprintf(from, sizeof(from), "%s/crypto-toymod.so", build_dir);
	copy_file(from, mod_file);
	ck_assert(!toymod_loaded());
	// Four times as many unknown names as the cache holds: it stays full, no fuller.
	ukc_module_tried_count(&max);
	ck_assert_uint_gt(max, 0);
	const unsigned int misses = 4 * (unsigned int)max + 1;

	for (unsigned int i = 0; i < misses; i++) {
		snprintf(name, sizeof(name), "nosuch%u", i);
		ck_assert_int_eq(PTR_ERR(crypto_alloc_cipher(name, 0, 0)), -ENOENT);
	}
	size_t count = ukc_module_tried_count(&max);
	ck_assert_uint_lt(max, misses);
	ck_assert_uint_eq(count, max);
	// ...and forgotten once others have pushed it out.
	ck_assert(toymod_loaded());
}
END_TEST

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: %s BUILD_DIR\n", argv[0]);
		return EXIT_FAILURE;
	}
	build_dir = argv[1];
	unsetenv("UKCRYPTO_MODULE_PATH");

	Suite *s = suite_create("module path");
	TCase *tc = check_new_tcase(
		s, "folders", 300, { test_good_folder_loads }, { test_world_writable_refused },
		{ test_sticky_world_writable_refused }, { test_own_group_writable_loads },
		{ test_writable_module_refused }, { test_relative_refused },
		{ test_refused_then_good }, { test_tried_names_bounded },
		{ test_symlink_into_writable_folder_refused, 2 },
		{ test_symlink_into_trusted_folder_loads }, { test_sticky_folder_above_loads },
		{ test_swapped_after_check_not_loaded });

	tcase_add_checked_fixture(tc, module_dir_setup, module_dir_teardown);
	// Giving a file or a folder to another user or group needs root.
	if (geteuid() == 0) {
		tcase_add_test(tc, test_group_writable_refused);
		tcase_add_test(tc, test_foreign_owner_refused);
		tcase_add_test(tc, test_foreign_folder_in_sticky_folder_refused);
	}
	return check_run_as(s, CHECK_RUN_FORK_ONLY,
			    "test_module_path: each test needs a process of its own");
}
