// SPDX-License-Identifier: GPL-2.0-only
// The initcall list: built-in drivers register on first use of the library (crypto_init()).
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/init.h>
#include <linux/kernel.h>

#include <dlfcn.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include "ukc_kernel.h"

namespace {

struct initcall_entry {
	initcall_t fn;
	int level;
	const char *name;
	const char *file;
	unsigned int seq;
};

struct exitcall_entry {
	exitcall_t fn;
	int level;
	const char *file;
};

struct initcall_state {
	std::mutex lock;
	std::condition_variable cv;
	std::vector<initcall_entry> calls;
	std::vector<exitcall_entry> exits;
	enum {
		idle,
		running,
		done
	} phase = idle;
	std::thread::id runner;
	int result = 0;
	unsigned int seq = 0;
};

// ukc_selftest_defer()'s choice, read by every lookup of a test larval; constant-initialised,
// so a constructor may read it before this file's run.
std::atomic<bool> initcall_tests_deferred{ false };

initcall_state &init_state()
{
	static initcall_state *s = new initcall_state; // constructors of any order may use it
	return *s;
}

// The words of UKCRYPTO_BUILTIN_EXCLUDE (blanks or commas between them), '-' made '_'.
std::vector<std::string> initcall_excluded()
{
	std::vector<std::string> words;
	const char *env = ukc::env_get("UKCRYPTO_BUILTIN_EXCLUDE");

	for (std::string_view all(env ? env : ""); !all.empty();) {
		size_t end = all.find_first_of(" \t,");
		std::string w(all.substr(0, end));
		all = end == std::string_view::npos ? std::string_view() : all.substr(end + 1);
		std::replace(w.begin(), w.end(), '-', '_');
		if (!w.empty())
			words.push_back(std::move(w));
	}
	return words;
}

// The module name of a built-in source file: "../crypto/serpent_generic.cpp" is
// serpent_generic, as kbuild names the module that file would make.
std::string initcall_file_module(const char *file)
{
	std::string_view f(file ? file : "");
	size_t slash = f.rfind('/');
	if (slash != std::string_view::npos)
		f.remove_prefix(slash + 1);
	std::string m(f.substr(0, f.find('.')));
	std::replace(m.begin(), m.end(), '-', '_');
	return m;
}

bool initcall_is_excluded(const std::vector<std::string> &excluded, const char *file)
{
	if (excluded.empty() || !file)
		return false;
	return std::find(excluded.begin(), excluded.end(), initcall_file_module(file)) !=
	       excluded.end();
}

// A word naming no built-in file is a typo or a file this build lacks: refused, as an unknown
// UKCRYPTO_DISABLE_CPU_FEATURES name is (-EINVAL from crypto_init()), with the names known, on
// stderr too, since what the switch names would otherwise silently stay in.
int initcall_check_excluded(const std::vector<std::string> &excluded,
			    const std::vector<initcall_entry> &calls)
{
	std::vector<std::string> known;
	for (const initcall_entry &c : calls)
		if (c.file)
			known.push_back(initcall_file_module(c.file));
	std::sort(known.begin(), known.end());
	known.erase(std::unique(known.begin(), known.end()), known.end());
	std::string unknown;
	for (const std::string &w : excluded)
		if (!std::binary_search(known.begin(), known.end(), w))
			unknown.append(unknown.empty() ? "" : ",").append(w);
	if (unknown.empty())
		return 0;
	std::string names;
	for (const std::string &k : known)
		names.append(names.empty() ? "" : ",").append(k);
	printk(KERN_ERR "UKCRYPTO_BUILTIN_EXCLUDE: no built-in file %s; the built-in files are "
			"%s\n",
	       unknown.c_str(), names.c_str());
	fprintf(stderr,
		"ukcrypto: UKCRYPTO_BUILTIN_EXCLUDE: no built-in file \"%s\"\n"
		"  built-in files: %s\n",
		unknown.c_str(), names.c_str());
	return -EINVAL;
}

// Runs the queued calls level by level, each level in registration (link) order.
int initcall_run_all(std::vector<initcall_entry> calls)
{
	const bool builtin_arch = ukc_builtin_arch_enabled();
	const std::vector<std::string> excluded = initcall_excluded();
	int first_err = initcall_check_excluded(excluded, calls);

	std::stable_sort(calls.begin(), calls.end(),
			 [](const initcall_entry &a, const initcall_entry &b) {
				 return (a.level & UKC_INITCALL_LEVEL_MASK) <
					(b.level & UKC_INITCALL_LEVEL_MASK);
			 });
	for (const initcall_entry &c : calls) {
		if ((c.level & UKC_INITCALL_BUILTIN_ARCH) && !builtin_arch)
			continue;
		if (initcall_is_excluded(excluded, c.file))
			continue;
		int err = c.fn();
		if (err && err != -ENODEV) {
			printk(KERN_ERR "initcall %s returned %d\n", c.name, err);
			if (!first_err)
				first_err = err;
		}
	}
	return first_err;
}

// Whether the function @fn lives in a module one of whose parameters refused its value.
template <typename Fn> bool initcall_params_refused(Fn fn)
{
	void *addr;

	static_assert(sizeof(addr) == sizeof(fn));
	memcpy(&addr, &fn, sizeof(addr));
	const void *base = ukc::object_base(addr);
	return base && ukc::module_params_refused(base);
}

// What the module_init() functions run by the current dlopen() returned: the loader runs them
// on the loading thread, and ukc_insmod() reports the first error as insmod does.
thread_local int initcall_module_err;

} // namespace

int ukc::take_module_init_error()
{
	return std::exchange(initcall_module_err, 0);
}

extern "C" void ukc_register_initcall_in(initcall_t fn, int level, const char *name,
					 const char *file)
{
	initcall_state &s = init_state();
	std::unique_lock<std::mutex> g(s.lock);

	if (s.phase == initcall_state::idle) {
		s.calls.push_back({ fn, level, name, file, s.seq++ });
		return;
	}
	// A module loaded after start-up (dlopen) registers at once, as insmod would, unless one
	// of its parameters was refused.
	g.unlock();
	ukc::ensure_init();
	if (initcall_params_refused(fn)) {
		printk(KERN_ERR "initcall %s not run: invalid module parameters\n", name);
		return;
	}
	int err = fn();
	// As insmod reports a failed module_init() (-EEXIST when a driver name is taken).
	if (err) {
		printk(KERN_ERR "initcall %s returned %d\n", name, err);
		if (!initcall_module_err)
			initcall_module_err = err;
	}
}

extern "C" void ukc_register_initcall(initcall_t fn, int level, const char *name)
{
	ukc_register_initcall_in(fn, level, name, nullptr);
}

extern "C" void ukc_register_exitcall_in(exitcall_t fn, const char *name, int level,
					 const char *file)
{
	(void)name;
	// A module whose module_init() is not run (a refused parameter) has nothing to undo.
	if (initcall_params_refused(fn))
		return;
	initcall_state &s = init_state();
	std::lock_guard<std::mutex> g(s.lock);

	// A module loaded after start-up is never left out: only built-in files are.
	if (s.phase != initcall_state::idle)
		file = nullptr;
	s.exits.push_back({ fn, level, file });
}

extern "C" void ukc_register_exitcall_level(exitcall_t fn, const char *name, int level)
{
	ukc_register_exitcall_in(fn, name, level, nullptr);
}

extern "C" void ukc_register_exitcall(exitcall_t fn, const char *name)
{
	ukc_register_exitcall_level(fn, name, 0);
}

extern "C" bool ukc_builtin_arch_enabled(void)
{
	const char *v = ukc::env_get("UKCRYPTO_BUILTIN_ARCH");

	if (v && *v)
		return strcmp(v, "0") != 0;
	return UKC_BUILTIN_ARCH_DEFAULT;
}

// rmmod: the exit functions that live in the object loaded at @base run, last first, and
// are forgotten.
void ukc::run_module_exits(const void *base)
{
	initcall_state &s = init_state();
	std::vector<exitcall_t> mine;
	{
		std::lock_guard<std::mutex> g(s.lock);
		for (size_t i = s.exits.size(); i-- > 0;) {
			void *fn;
			memcpy(&fn, &s.exits[i].fn, sizeof(fn));
			if (ukc::object_base(fn) != base)
				continue;
			mine.push_back(s.exits[i].fn);
			s.exits.erase(s.exits.begin() + static_cast<long>(i));
		}
	}
	for (exitcall_t fn : mine)
		fn();
}

void ukc::ensure_init()
{
	initcall_state &s = init_state();
	std::unique_lock<std::mutex> g(s.lock);

	if (s.phase == initcall_state::done)
		return;
	if (s.phase == initcall_state::running) {
		// Self-tests run by an initcall look algorithms up: they must not wait on themselves.
		if (s.runner == std::this_thread::get_id())
			return;
		s.cv.wait(g, [&] { return s.phase == initcall_state::done; });
		return;
	}
	s.phase = initcall_state::running;
	s.runner = std::this_thread::get_id();
	std::vector<initcall_entry> calls = std::move(s.calls);
	g.unlock();
	int err = initcall_run_all(std::move(calls));
	// UKCRYPTO_MODULES: loaded in order after the built-ins, as modules after boot.
	int merr = ukc::load_startup_modules();
	if (!err)
		err = merr;
	g.lock();
	s.result = err;
	s.phase = initcall_state::done;
	s.cv.notify_all();
}

// secure_getenv() answers nullptr when the kernel set AT_SECURE, as ld.so ignores
// LD_LIBRARY_PATH then: otherwise an unprivileged caller of a setuid program would pick the
// modules it loads and switch its self-tests and FIPS mode off.
const char *ukc::env_get(const char *name)
{
	return secure_getenv(name);
}

bool ukc::env_flag(const char *name)
{
	const char *v = env_get(name);

	return v && *v && strcmp(v, "0") != 0;
}

bool ukc::selftests_deferred()
{
	return initcall_tests_deferred.load(std::memory_order_acquire);
}

// UKCRYPTO_SELFTEST=eager is the user's word over the program's: a program that defers its
// tests (libkcapi.so.1) then tests every algorithm at start-up, as the kernel after boot.
extern "C" int ukc_selftest_defer(void)
{
	const char *mode = ukc::env_get("UKCRYPTO_SELFTEST");

	if (mode && *mode && strcmp(mode, "deferred")) {
		if (strcmp(mode, "eager"))
			fprintf(stderr,
				"ukcrypto: UKCRYPTO_SELFTEST=%s refused (eager or deferred); "
				"testing at registration\n",
				mode);
		return -EPERM;
	}
	initcall_state &s = init_state();
	std::lock_guard<std::mutex> g(s.lock);

	if (s.phase != initcall_state::idle)
		return -EBUSY;
	initcall_tests_deferred.store(true, std::memory_order_release);
	return 0;
}

int ukc::initcall_result()
{
	ukc::ensure_init();
	initcall_state &s = init_state();
	std::lock_guard<std::mutex> g(s.lock);

	return s.result;
}

namespace {

// module_exit() functions run in reverse order when the library is unloaded.
[[gnu::destructor]] void initcall_run_exits()
{
	initcall_state &s = init_state();
	std::vector<exitcall_entry> exits;
	{
		std::lock_guard<std::mutex> g(s.lock);
		if (s.phase != initcall_state::done)
			return;
		exits.swap(s.exits);
	}
	const bool builtin_arch = ukc_builtin_arch_enabled();
	const std::vector<std::string> excluded = initcall_excluded();
	for (size_t i = exits.size(); i-- > 0;) {
		if ((exits[i].level & UKC_INITCALL_BUILTIN_ARCH) && !builtin_arch)
			continue;
		if (!initcall_is_excluded(excluded, exits[i].file))
			exits[i].fn();
	}
}

} // namespace
