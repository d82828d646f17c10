// SPDX-License-Identifier: GPL-2.0-only
// Completions (6.12's kernel/sched/completion.c) on a futex over the counter.
#include <linux/completion.h>
#include <linux/jiffies.h>
#include <linux/kernel.h>

#include <cerrno>
#include <ctime>

#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "ukc_kernel.h"

namespace {

constexpr unsigned int completion_all = 0x7fffffffu;

long futex(unsigned int *addr, int op, unsigned int val)
{
	return syscall(SYS_futex, addr, op, val, nullptr, nullptr, 0);
}

} // namespace

extern "C" void complete(struct completion *x)
{
	unsigned int v = __atomic_load_n(&x->done, __ATOMIC_RELAXED);

	while (v != completion_all &&
	       !__atomic_compare_exchange_n(&x->done, &v, v + 1, true, __ATOMIC_RELEASE,
					    __ATOMIC_RELAXED))
		;
	futex(&x->done, FUTEX_WAKE_PRIVATE, 1);
}

extern "C" void complete_all(struct completion *x)
{
	__atomic_store_n(&x->done, completion_all, __ATOMIC_RELEASE);
	futex(&x->done, FUTEX_WAKE_PRIVATE, INT32_MAX);
}

extern "C" void wait_for_completion(struct completion *x)
{
	for (;;) {
		unsigned int v = __atomic_load_n(&x->done, __ATOMIC_ACQUIRE);

		if (v == completion_all)
			return;
		if (v == 0) {
			futex(&x->done, FUTEX_WAIT_PRIVATE, 0);
			continue;
		}
		if (__atomic_compare_exchange_n(&x->done, &v, v - 1, true, __ATOMIC_ACQUIRE,
						__ATOMIC_RELAXED))
			return;
	}
}

bool ukc::wait_for_completion_ms(struct completion *x, unsigned long ms)
{
	struct timespec now, end;

	clock_gettime(CLOCK_MONOTONIC, &end);
	end.tv_sec += static_cast<time_t>(ms / 1000);
	end.tv_nsec += static_cast<long>(ms % 1000) * 1000000;
	if (end.tv_nsec >= 1000000000) {
		end.tv_sec++;
		end.tv_nsec -= 1000000000;
	}
	for (;;) {
		unsigned int v = __atomic_load_n(&x->done, __ATOMIC_ACQUIRE);

		if (v == completion_all)
			return true;
		if (v && __atomic_compare_exchange_n(&x->done, &v, v - 1, true, __ATOMIC_ACQUIRE,
						     __ATOMIC_RELAXED))
			return true;
		if (v)
			continue;
		clock_gettime(CLOCK_MONOTONIC, &now);
		struct timespec left = { end.tv_sec - now.tv_sec, end.tv_nsec - now.tv_nsec };
		if (left.tv_nsec < 0) {
			left.tv_sec--;
			left.tv_nsec += 1000000000;
		}
		if (left.tv_sec < 0)
			return false;
		// A relative timeout: FUTEX_WAIT measures it on the monotonic clock.
		syscall(SYS_futex, &x->done, FUTEX_WAIT_PRIVATE, 0, &left, nullptr, 0);
	}
}

extern "C" bool completion_done(struct completion *x)
{
	return __atomic_load_n(&x->done, __ATOMIC_ACQUIRE) != 0;
}

extern "C" unsigned long wait_for_completion_timeout(struct completion *x, unsigned long timeout)
{
	return ukc::wait_for_completion_ms(x, jiffies_to_msecs(timeout)) ? 1 : 0;
}
