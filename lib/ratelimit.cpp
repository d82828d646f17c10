// SPDX-License-Identifier: GPL-2.0-only
// Rate limits (6.12's lib/ratelimit.c): printk_ratelimited() and its kin let @burst events
// through in each window of @interval jiffies and count the rest.
#include <linux/kernel.h>
#include <linux/ratelimit.h>
#include <linux/sched.h>

namespace {

// The state's lock is a plain int so the struct stays C data with a static initializer.
bool ratelimit_trylock(struct ratelimit_state *rs)
{
	return !__atomic_exchange_n(&rs->lock, 1, __ATOMIC_ACQUIRE);
}

void ratelimit_unlock(struct ratelimit_state *rs)
{
	__atomic_store_n(&rs->lock, 0, __ATOMIC_RELEASE);
}

// A new window starts once the current one is over; the count of what the old one suppressed
// is logged then, unless it is kept for ratelimit_state_exit().
void ratelimit_roll_window(struct ratelimit_state *rs, int interval, const char *func)
{
	unsigned long now = jiffies;

	if (!rs->begin)
		rs->begin = now;
	if (!time_after(now, rs->begin + (unsigned long)interval))
		return;
	if (rs->missed && !(rs->flags & RATELIMIT_MSG_ON_RELEASE)) {
		printk(KERN_WARNING "%s: %d callbacks suppressed\n", func, rs->missed);
		rs->missed = 0;
	}
	rs->begin = now;
	rs->printed = 0;
}

} // namespace

extern "C" int ___ratelimit(struct ratelimit_state *rs, const char *func)
{
	int interval = __atomic_load_n(&rs->interval, __ATOMIC_RELAXED);
	int burst = __atomic_load_n(&rs->burst, __ATOMIC_RELAXED);
	int pass;

	if (!interval)
		return 1;
	// Another thread is deciding for this limit right now: so many events come at once that
	// this one is dropped, without waiting or being counted, as in the kernel.
	if (!ratelimit_trylock(rs))
		return 0;
	ratelimit_roll_window(rs, interval, func);
	pass = burst && rs->printed < burst;
	if (pass)
		rs->printed++;
	else
		rs->missed++;
	ratelimit_unlock(rs);
	return pass;
}

extern "C" void ratelimit_state_exit(struct ratelimit_state *rs)
{
	if (!(rs->flags & RATELIMIT_MSG_ON_RELEASE) || !rs->missed)
		return;
	pr_warn("%s: %d output lines suppressed due to ratelimiting\n", current->comm, rs->missed);
	rs->missed = 0;
}
