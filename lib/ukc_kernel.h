/* SPDX-License-Identifier: GPL-2.0-only */
/* C++-only helpers shared by the library's own files (not installed). */
#ifndef _UKC_LIB_UKC_KERNEL_H
#define _UKC_LIB_UKC_KERNEL_H

#include <string>

#include <crypto/ukcrypto.h>
#include <linux/completion.h>
#include <linux/types.h>

#include "ukc_failslab.h"

struct crypto_alg;
struct seq_file;

namespace ukc {

/* 6.12's PRINTKRB_RECORD_MAX: a longer printk() takes a heap buffer, or is cut without one. */
constexpr size_t log_record_max = 1024;

/* Everything the log ring holds, to stderr (before an abort), unless UKCRYPTO_LOG=stderr
 * echoed it there already. */
void log_dump_to_stderr();

/* Whether the allocation of @size bytes with @flags is to fail: the failslab switch
 * (ukc_failslab.h), asked by kmalloc() and the page allocator alone. */
bool should_failslab(size_t size, gfp_t flags);

/* Runs @show against a fresh seq_file and returns what it printed: nothing at all when the
 * text outgrew the heap. Allocates no more than the text, and throws nothing. */
std::string seq_render(void (*show)(struct seq_file *m));

/* Loads the modules UKCRYPTO_MODULES names (colon-separated paths), in order: 0, or the
 * first error. */
int load_startup_modules();

/* Where the loaded object (library, module or program) holding @addr starts: dladdr()'s
 * dli_fbase, found by glibc's _dl_find_object() without dladdr()'s walk over the object's
 * symbols (it ran for every initcall and parameter at start-up). nullptr outside any. */
const void *object_base(const void *addr);

/* Whether a module_param() of the object loaded at @base refused its UKCRYPTO_CMDLINE value:
 * its module_init() is then not run, as a module load with a bad argument fails. */
bool module_params_refused(const void *base);

/* The first error a module_init() run by a dlopen() on this thread returned since the last
 * call (0 when none), and forgets it: what insmod reports for the module just loaded. */
int take_module_init_error();

/* Runs (last first) and forgets the module_exit() functions of the object loaded at @base. */
void run_module_exits(const void *base);

/* Runs the initcalls once; a nested call from an initcall on the same thread returns at once. */
void ensure_init();

/* Runs the initcalls once (ensure_init()); 0, or the first error they met: crypto_init(). */
int initcall_result();

/* Whether self-tests wait for the first lookup of what they test (ukc_selftest_defer()), as
 * 6.12's do until crypto_boot_test_finished(). Fixed once the initcalls start. */
bool selftests_deferred();

/* Sets the calling thread's context, which ukc_irq_context() (in_hardirq(), in_softirq())
 * answers: 0 task, 1 an interrupt handler (lib/irq.cpp), 2 a tasklet (lib/softirq.cpp). */
void irq_context_set(int context);

/* The environment variable @name, or nullptr when unset or in secure execution (AT_SECURE:
 * setuid, setgid or file capabilities), where whoever started the program, not the program,
 * chose the environment. Every UKCRYPTO_* variable is read through this one function. */
const char *env_get(const char *name);

/* An environment switch: true when @name is set to something other than "0" or "". */
bool env_flag(const char *name);

/* wait_for_completion() that gives up after @ms milliseconds: false when it did (6.12's
 * wait_for_completion_*_timeout() answering 0). */
bool wait_for_completion_ms(struct completion *x, unsigned long ms);

/* Registers @count entries with @reg; on a failure unregisters the ones already done with
 * @unreg and returns the error (the kernel's crypto_register_*s() semantics). */
template <typename T, typename Reg, typename Unreg>
int register_all(T *items, int count, Reg reg, Unreg unreg)
{
	for (int i = 0; i < count; i++) {
		int err = reg(&items[i]);
		if (err) {
			while (--i >= 0)
				unreg(&items[i]);
			return err;
		}
	}
	return 0;
}

/* Names a descriptor filled at run time: cra_name @name, cra_driver_name @driver. */
void set_alg_names(struct crypto_alg *alg, const char *name, const char *driver);

/* Unregisters @count entries with @unreg, the last first (the kernel's crypto_unregister_*s()). */
template <typename T, typename Unreg> void unregister_all(T *items, int count, Unreg unreg)
{
	for (int i = count - 1; i >= 0; --i)
		unreg(&items[i]);
}

/* The self-test switches in force (environment, then ukc_testmgr_set_options()). */
ukc_testmgr_options testmgr_options();

/* Called as each registration self-test ends, in the thread that ran it, with the algorithm,
 * the test's result (0, or the error that leaves the algorithm unusable) and how long the test
 * took. The library calls none by default (it prints nothing of its own); a program sets one
 * before crypto_init() to show progress, and nullptr stops the calls. */
using selftest_progress_fn = void (*)(const struct crypto_alg *alg, int err, double ms);
void set_selftest_progress(selftest_progress_fn fn);

} // namespace ukc

/* Loads the module whose alias the format makes ("crypto-%s"), from UKCRYPTO_MODULE_PATH.
 * Returns 0 if one was loaded. */
int ukc_request_module(const char *fmt, ...) __attribute__((__format__(printf, 1, 2)));

/* The name /proc/crypto gives the module whose object holds @addr: a module loaded from
 * UKCRYPTO_MODULE_PATH by its file name, as the kernel names modules, else "kernel". */
const char *ukc_module_name(const void *addr);

/* How many aliases request_module() remembers having looked for, and in @max (if not NULL)
 * how many it keeps at most. For the tests. */
extern "C" size_t ukc_module_tried_count(size_t *max);

#endif /* _UKC_LIB_UKC_KERNEL_H */
