// SPDX-License-Identifier: GPL-2.0-only
// The initcall list and crypto_init(): built-in drivers register on first use of the library.
#include <linux/crypto.h>
#include <linux/init.h>
#include <linux/kernel.h>

#include <dlfcn.h>

#include <algorithm>
#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <thread>
#include <vector>

#include "ukc_kernel.h"

namespace {

struct initcall_entry {
	initcall_t fn;
	int level;
	const char *name;
	unsigned int seq;
};

struct initcall_state {
	std::mutex lock;
	std::condition_variable cv;
	std::vector<initcall_entry> calls;
	std::vector<exitcall_t> exits;
	std::vector<int> exit_levels;
	enum {
		idle,
		running,
		done
	} phase = idle;
	std::thread::id runner;
	int result = 0;
	unsigned int seq = 0;
};

initcall_state &init_state()
{
	static initcall_state *s = new initcall_state; // constructors of any order may use it
	return *s;
}

// Runs the queued calls level by level, each level in registration (link) order.
int initcall_run_all(std::vector<initcall_entry> calls)
{
	int first_err = 0;

	const bool builtin_arch = ukc_builtin_arch_enabled();

	std::stable_sort(calls.begin(), calls.end(),
			 [](const initcall_entry &a, const initcall_entry &b) {
				 return (a.level & UKC_INITCALL_LEVEL_MASK) <
					(b.level & UKC_INITCALL_LEVEL_MASK);
			 });
	for (const initcall_entry &c : calls) {
		if ((c.level & UKC_INITCALL_BUILTIN_ARCH) && !builtin_arch)
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
	Dl_info info;
	void *addr;

	static_assert(sizeof(addr) == sizeof(fn));
	memcpy(&addr, &fn, sizeof(addr));
	return dladdr(addr, &info) && ukc::module_params_refused(info.dli_fbase);
}

} // namespace

extern "C" void ukc_register_initcall(initcall_t fn, int level, const char *name)
{
	initcall_state &s = init_state();
	std::unique_lock<std::mutex> g(s.lock);

	if (s.phase == initcall_state::idle) {
		s.calls.push_back({ fn, level, name, s.seq++ });
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
	if (err)
		printk(KERN_ERR "initcall %s returned %d\n", name, err);
}

extern "C" void ukc_register_exitcall_level(exitcall_t fn, const char *name, int level)
{
	(void)name;
	// A module whose module_init() is not run (a refused parameter) has nothing to undo.
	if (initcall_params_refused(fn))
		return;
	initcall_state &s = init_state();
	std::lock_guard<std::mutex> g(s.lock);

	s.exits.push_back(fn);
	s.exit_levels.push_back(level);
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
			Dl_info info;
			void *fn;
			memcpy(&fn, &s.exits[i], sizeof(fn));
			if (!dladdr(fn, &info) || info.dli_fbase != base)
				continue;
			mine.push_back(s.exits[i]);
			s.exits.erase(s.exits.begin() + static_cast<long>(i));
			s.exit_levels.erase(s.exit_levels.begin() + static_cast<long>(i));
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

extern "C" int crypto_init(void)
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
	std::vector<exitcall_t> exits;
	std::vector<int> levels;
	{
		std::lock_guard<std::mutex> g(s.lock);
		if (s.phase != initcall_state::done)
			return;
		exits.swap(s.exits);
		levels.swap(s.exit_levels);
	}
	const bool builtin_arch = ukc_builtin_arch_enabled();
	for (size_t i = exits.size(); i-- > 0;)
		if (!(levels[i] & UKC_INITCALL_BUILTIN_ARCH) || builtin_arch)
			exits[i]();
}

} // namespace
