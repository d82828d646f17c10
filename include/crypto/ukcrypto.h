/* SPDX-License-Identifier: GPL-2.0-only */
/* ukcrypto's own additions to the kernel API: the /proc/crypto view, the log ring, options. */
#ifndef _UKC_CRYPTO_UKCRYPTO_H
#define _UKC_CRYPTO_UKCRYPTO_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * ukc_proc_crypto() - render /proc/crypto
 * @buf: destination, or NULL to learn the size
 * @size: size of @buf; the text is truncated to fit and always terminated
 *
 * Return: the length of the whole text (excluding the terminator).
 */
size_t ukc_proc_crypto(char *buf, size_t size);

/**
 * ukc_log_read() - read the kernel-style log ring (printk lines), oldest first
 * @buf: destination, or NULL to learn the size
 * @size: size of @buf
 *
 * Return: the length of the whole log.
 */
size_t ukc_log_read(char *buf, size_t size);

/** ukc_log_clear() - empty the log ring */
void ukc_log_clear(void);

/**
 * struct ukc_testmgr_options - the self-test switches (the kernel's cryptomgr.* parameters)
 * @notests: register without self-tests (cryptomgr.notests=1; UKCRYPTO_NOTESTS=1)
 * @noextratests: skip the extra tests: random configurations, the bulk vectors and the
 *	comparison with the generic driver. True by default, as in a 6.12 kernel built without
 *	CONFIG_CRYPTO_MANAGER_EXTRA_TESTS; UKCRYPTO_EXTRATESTS=1 clears it, and
 *	UKCRYPTO_NOEXTRATESTS=1 (cryptomgr.noextratests=1) sets it whatever else is set.
 * @panic_on_fail: abort the process on the first failure (cryptomgr.panic_on_fail=1;
 *	UKCRYPTO_PANIC_ON_FAIL=1)
 * @fuzz_iterations: rounds of the randomized tests (cryptomgr.fuzz_iterations, default 100;
 *	UKCRYPTO_FUZZ_ITERATIONS=N)
 *
 * The environment sets the initial values, except in secure execution (setuid or file
 * capabilities), where every UKCRYPTO_* variable is ignored; FIPS mode is UKCRYPTO_FIPS=1 and,
 * as the kernel's fips=1, is fixed at start-up.
 */
struct ukc_testmgr_options {
	bool notests;
	bool noextratests;
	bool panic_on_fail;
	unsigned int fuzz_iterations;
};

/** ukc_testmgr_get_options() - read the current self-test switches */
void ukc_testmgr_get_options(struct ukc_testmgr_options *opts);

/**
 * ukc_testmgr_set_options() - change the self-test switches
 * @opts: the new values; they apply to algorithms registered (or instantiated) afterwards
 */
void ukc_testmgr_set_options(const struct ukc_testmgr_options *opts);

/**
 * ukc_selftest_defer() - self-test each algorithm at its first lookup, not at registration
 *
 * A 6.12 kernel registers its built-in algorithms with their test larvals but starts no test
 * until crypto_boot_test_finished(): a lookup that waits on such a larval starts that test,
 * and late_initcall crypto_start_tests() starts the rest. A kernel boots once; a program
 * starts for every command. In this mode the library's "boot" never ends: an algorithm is
 * tested by the first lookup that resolves it (the inner algorithms of a template instance
 * are looked up, so tested, when the instance is built), and only then returned. A failed
 * test fails that lookup as at registration (-ELIBBAD, the same "alg:" log lines); a lookup
 * by cra_name then falls back to the next-best driver that passes. libkcapi.so.1 calls this
 * from its constructor; UKCRYPTO_SELFTEST=eager in the environment refuses it.
 *
 * Return: 0 when tests are deferred; -EBUSY when the library is initialised (or being
 * initialised) already, so every algorithm was tested at registration; -EPERM when
 * UKCRYPTO_SELFTEST=eager asks for tests at registration.
 */
int ukc_selftest_defer(void);

/**
 * ukc_insmod() - load a driver module (a shared object) now, as insmod does
 * @path: the module's file; as insmod(8) takes it, a name without a slash is a file in the
 *	working folder (never a library search)
 *
 * The library is initialised first; the module's module_init() runs while it loads, so its
 * algorithms are registered (and self-tested) when this returns. /proc/crypto names the
 * module after its file, as the kernel names modules.
 *
 * Return: 0; -ENOENT when the file cannot be loaded; or the error its module_init()
 * returned (-EEXIST when a driver name is taken). The log says why in insmod(8)'s words
 * ("insmod: ERROR: could not insert module X: File exists").
 */
int ukc_insmod(const char *path);

/**
 * ukc_rmmod() - unload a module loaded by ukc_insmod(), UKCRYPTO_MODULES or a lookup miss
 * @name: its name: the file name less ".so", '-' made '_' (as /proc/crypto shows it)
 *
 * The module's module_exit() functions run (last registered first), unregistering what its
 * module_init() registered; a later lookup of those names no longer finds them. The code stays
 * mapped, since transforms allocated before may still point into it.
 *
 * Return: 0, or -ENOENT when no module of that name is loaded.
 */
int ukc_rmmod(const char *name);

/**
 * ukc_arch_hook() - which module serves one of the library's architecture hooks
 * @name: the hook's function name: "blake2s_compress", "curve25519_arch" or
 *	  "curve25519_base_arch"
 *
 * lib/crypto's calls of these functions go to a loaded module that defines one (the kernel's
 * arch/x86/crypto/blake2s-glue.c, curve25519-x86_64.c), as a kernel links them to the arch
 * file; the first module to load with a definition keeps the hook until ukc_rmmod().
 *
 * Return: the module's function, or NULL while the library's generic code serves the hook
 * (or for a name that is no hook).
 */
const void *ukc_arch_hook(const char *name);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_UKCRYPTO_H */
