// SPDX-License-Identifier: GPL-2.0-only
// The kernel's clock readers beside jiffies: ktime_get_ns() and random_get_entropy(), the
// latter answered by a test's time source while one is set.
#include <linux/timekeeping.h>
#include <linux/timex.h>

#include <atomic>
#include <ctime>
#if defined(__x86_64__)
#include <x86intrin.h>
#endif

#include "ukc_timex.h"

namespace {

std::atomic<ukc_jent_time_fn> timex_source{ nullptr };

// The cycle counter the kernel's random_get_entropy() reads on these architectures (get_cycles()).
u64 timex_cycles()
{
#if defined(__x86_64__)
	return __rdtsc();
#elif defined(__aarch64__)
	u64 t;
	__asm__ __volatile__("mrs %0, cntvct_el0" : "=r"(t));
	return t;
#else
	return 0;
#endif
}

} // namespace

namespace ukc {

ukc_jent_time_fn jent_time_source()
{
	return timex_source.load(std::memory_order_acquire);
}

} // namespace ukc

extern "C" {

ukc_jent_time_fn ukc_jent_set_time_source(ukc_jent_time_fn fn)
{
	return timex_source.exchange(fn, std::memory_order_acq_rel);
}

unsigned long random_get_entropy(void)
{
	ukc_jent_time_fn fn = ukc::jent_time_source();
	return fn ? fn() : timex_cycles();
}

u64 ktime_get_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return static_cast<u64>(ts.tv_sec) * 1000000000ull + static_cast<u64>(ts.tv_nsec);
}

} // extern "C"
