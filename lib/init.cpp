// SPDX-License-Identifier: GPL-2.0-only
// The initcall list and crypto_init(): built-in drivers register on first use of the library.
#include <linux/crypto.h>
#include <linux/init.h>
#include <linux/kernel.h>

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
	enum { idle, running, done } phase = idle;
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

	std::stable_sort(calls.begin(), calls.end(),
			 [](const initcall_entry &a, const initcall_entry &b) {
				 return a.level < b.level;
			 });
	for (const initcall_entry &c : calls) {
		int err = c.fn();
		if (err && err != -ENODEV) {
			printk(KERN_ERR "initcall %s returned %d\n", c.name, err);
			if (!first_err)
				first_err = err;
		}
	}
	return first_err;
}

} // namespace

extern "C" void ukc_register_initcall(initcall_t fn, int level, const char *name)
{
	initcall_state &s = init_state();
	std::unique_lock<std::mutex> g(s.lock);

	if (s.phase == initcall_state::idle) {
		s.calls.push_back({fn, level, name, s.seq++});
		return;
	}
	// A module loaded after start-up (dlopen) registers at once, as insmod would.
	g.unlock();
	ukc::ensure_init();
	fn();
}

extern "C" void ukc_register_exitcall(exitcall_t fn, const char *name)
{
	(void)name;
	initcall_state &s = init_state();
	std::lock_guard<std::mutex> g(s.lock);

	s.exits.push_back(fn);
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
	{
		std::lock_guard<std::mutex> g(s.lock);
		if (s.phase != initcall_state::done)
			return;
		exits.swap(s.exits);
	}
	for (auto it = exits.rbegin(); it != exits.rend(); ++it)
		(*it)();
}

} // namespace
