// SPDX-License-Identifier: GPL-2.0-only
// The fault injection of 6.12's mm/failslab.c and lib/fault-inject.c: the switch kmalloc() and
// the page allocator ask before they allocate.
#include <linux/kernel.h>
#include <linux/slab.h>
#include <linux/string.h>

#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <mutex>

#include "ukc_kernel.h"

namespace {

// The attributes of /sys/kernel/debug/failslab/, with the kernel's defaults, and fail-nth.
struct failslab_attr {
	unsigned long fail_nth = 0;
	unsigned long probability = 0;
	unsigned long interval = 1;
	long times = 1;
	unsigned long space = 0;
	unsigned long verbose = 1;
};

struct failslab_state {
	std::mutex lock;
	std::atomic<bool> armed{ false };
	failslab_attr attr;
	unsigned long calls = 0, injected = 0, passed = 0;
	u64 rnd = 0x9e3779b97f4a7c15ULL;
	bool (*hook)(unsigned long call, size_t size) = nullptr;
};

// A whole number for @key: "times" alone may be -1 (no limit).
bool failslab_number(const char *key, const char *s, const char *end, long *out)
{
	char *stop;

	errno = 0;
	long v = strtol(s, &stop, 10);
	if (stop == s || stop != end || errno || (v < 0 && !(v == -1 && !strcmp(key, "times"))))
		return false;
	*out = v;
	return true;
}

bool failslab_set(failslab_attr &a, const char *key, long v)
{
	const struct {
		const char *name;
		unsigned long failslab_attr::*field;
	} fields[] = {
		{ "fail-nth", &failslab_attr::fail_nth },
		{ "probability", &failslab_attr::probability },
		{ "interval", &failslab_attr::interval },
		{ "space", &failslab_attr::space },
		{ "verbose", &failslab_attr::verbose },
	};

	if (!strcmp(key, "times")) {
		a.times = v;
		return true;
	}
	for (const auto &f : fields)
		if (!strcmp(key, f.name)) {
			a.*f.field = static_cast<unsigned long>(v);
			return true;
		}
	return false;
}

// "<interval>,<probability>,<space>,<times>" (6.12's failslab= boot option) or
// "key=value,...". Every field must parse: a typo is an error, not a silent default.
bool failslab_parse(const char *spec, failslab_attr *out)
{
	static const char *const boot_order[] = { "interval", "probability", "space", "times" };
	failslab_attr a;
	bool boot = spec && *spec && !strchr(spec, '=');
	unsigned int field = 0;

	for (const char *p = spec && *spec ? spec : nullptr; p;) {
		const char *comma = strchr(p, ',');
		const char *end = comma ? comma : p + strlen(p);
		size_t len = static_cast<size_t>(end - p);
		const char *eq = boot ? nullptr : static_cast<const char *>(memchr(p, '=', len));
		char key[16];
		long v;

		if (boot ? field >= 4 : !eq || static_cast<size_t>(eq - p) >= sizeof(key))
			return false;
		if (boot) {
			strscpy(key, boot_order[field++], sizeof(key));
		} else {
			memcpy(key, p, static_cast<size_t>(eq - p));
			key[eq - p] = '\0';
		}
		if (!failslab_number(key, boot ? p : eq + 1, end, &v) || !failslab_set(a, key, v))
			return false;
		p = comma ? comma + 1 : nullptr;
	}
	if (boot && field != 4)
		return false;
	*out = a;
	return true;
}

constinit failslab_state the_failslab; // usable before any constructor runs

// Armed from the first allocation when the environment asks, so start-up is covered too.
failslab_state &failslab()
{
	static const bool from_env = [] {
		const char *spec = ukc::env_get("UKCRYPTO_FAILSLAB");
		if (!spec)
			return false;
		if (!failslab_parse(spec, &the_failslab.attr)) {
			printk(KERN_WARNING "FAULT_INJECTION: failed to parse arguments\n");
			return false;
		}
		the_failslab.armed.store(true);
		return true;
	}();
	(void)from_env;
	return the_failslab;
}

u32 failslab_random_below(failslab_state &s, u32 n)
{
	s.rnd ^= s.rnd << 13;
	s.rnd ^= s.rnd >> 7;
	s.rnd ^= s.rnd << 17;
	return static_cast<u32>(((s.rnd >> 32) * n) >> 32);
}

// 6.12's should_fail_ex(), in its order: fail-nth first, then times, space, interval and
// probability. Returns true to fail, with the attributes to log in @shown.
bool failslab_decide(failslab_state &s, size_t size, failslab_attr *shown)
{
	failslab_attr &a = s.attr;
	unsigned long call = ++s.calls;

	if (a.fail_nth && call <= a.fail_nth) {
		if (call < a.fail_nth)
			return false;
	} else {
		if (!a.probability || !a.times)
			return false;
		if (a.space > size) {
			a.space -= size;
			return false;
		}
		if (a.interval > 1 && ++s.passed % a.interval)
			return false;
		if (a.probability <= failslab_random_below(s, 100))
			return false;
	}
	*shown = a; // as fail_dump() prints it, before times counts this one
	if (a.times > 0)
		a.times--;
	s.injected++;
	return true;
}

} // namespace

// As 6.12's should_failslab(): true when this allocation is to fail. __GFP_NOWARN keeps the
// failure out of the log, as it sets FAULT_NOWARN there.
bool ukc::should_failslab(size_t size, gfp_t flags)
{
	failslab_state &s = failslab();

	if (!s.armed.load(std::memory_order_relaxed))
		return false;
	bool fail;
	failslab_attr shown;
	bool (*hook)(unsigned long, size_t);
	unsigned long call;
	{
		std::lock_guard<std::mutex> g(s.lock);
		if (!s.armed.load(std::memory_order_relaxed))
			return false;
		fail = failslab_decide(s, size, &shown);
		hook = fail ? nullptr : s.hook;
		call = s.calls;
	}
	if (hook && hook(call, size)) {
		std::lock_guard<std::mutex> g(s.lock);
		s.injected++;
		return true;
	}
	if (fail && shown.verbose && !(flags & __GFP_NOWARN))
		printk(KERN_NOTICE
		       "FAULT_INJECTION: forcing a failure.\n"
		       "name failslab, interval %lu, probability %lu, space %lu, times %ld\n",
		       shown.interval, shown.probability, shown.space, shown.times);
	return fail;
}

extern "C" int ukc_failslab_arm(const char *spec)
{
	failslab_state &s = failslab();
	failslab_attr a;

	if (!failslab_parse(spec, &a))
		return -EINVAL;
	std::lock_guard<std::mutex> g(s.lock);
	s.attr = a;
	s.calls = s.injected = s.passed = 0;
	s.armed.store(true, std::memory_order_relaxed);
	return 0;
}

extern "C" void ukc_failslab_set_hook(bool (*hook)(unsigned long call, size_t size))
{
	failslab_state &s = failslab();
	std::lock_guard<std::mutex> g(s.lock);

	s.hook = hook;
}

extern "C" void ukc_failslab_disarm(void)
{
	failslab_state &s = failslab();
	std::lock_guard<std::mutex> g(s.lock);

	s.armed.store(false, std::memory_order_relaxed);
}

extern "C" unsigned long ukc_failslab_calls(void)
{
	failslab_state &s = failslab();
	std::lock_guard<std::mutex> g(s.lock);

	return s.calls;
}

extern "C" unsigned long ukc_failslab_injected(void)
{
	failslab_state &s = failslab();
	std::lock_guard<std::mutex> g(s.lock);

	return s.injected;
}
