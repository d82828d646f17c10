// SPDX-License-Identifier: GPL-2.0-only
// Timers, and the delays of <linux/delay.h>. Timers: one thread, started at the first arming, sleeps until the earliest expiry and runs
// that timer's function in softirq context. Armed timers sit in a set ordered by (expiry,
// arming sequence), so timers of the same expiry run in the order they were armed.
#include <linux/delay.h>
#include <linux/kernel.h>
#include <linux/timer.h>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <set>
#include <thread>
#include <utility>

#include "ukc_kernel.h"

namespace {

using timer_key = std::pair<std::pair<unsigned long, u64>, struct timer_list *>;

struct timer_state {
	std::mutex lock;
	std::condition_variable cv;   // the thread waits here for an earlier expiry
	std::condition_variable done; // timer_delete_sync() waits here for a run to end
	std::set<timer_key> armed;
	struct timer_list *running = nullptr;
	std::thread::id thread;
	u64 seq = 0;
	bool started = false;
};

timer_state &timers()
{
	static timer_state *s = new timer_state; // never freed: the thread outlives exit
	return *s;
}

timer_key key_of(struct timer_list *t)
{
	return { { t->expires, t->ukc_seq }, t };
}

void timer_thread()
{
	timer_state &s = timers();
	std::unique_lock<std::mutex> l(s.lock);
	for (;;) {
		if (s.armed.empty()) {
			s.cv.wait(l);
			continue;
		}
		struct timer_list *t = s.armed.begin()->second;
		long wait = (long)(t->expires - jiffies);
		if (wait > 0) {
			s.cv.wait_for(l, std::chrono::milliseconds(wait * 1000 / HZ));
			continue;
		}
		s.armed.erase(s.armed.begin());
		t->ukc_pending = false;
		s.running = t;
		void (*fn)(struct timer_list *) = t->function;
		l.unlock();
		ukc::irq_context_set(2);
		fn(t); // may re-arm or free the timer
		ukc::irq_context_set(0);
		l.lock();
		s.running = nullptr;
		s.done.notify_all();
	}
}

// Takes @t off the set: whether it was armed. Lock held.
bool timer_disarm(timer_state &s, struct timer_list *t)
{
	if (!t->ukc_pending)
		return false;
	s.armed.erase(key_of(t));
	t->ukc_pending = false;
	return true;
}

} // namespace

extern "C" {

int mod_timer(struct timer_list *timer, unsigned long expires)
{
	timer_state &s = timers();
	std::lock_guard<std::mutex> g(s.lock);
	if (!timer->function) // shut down
		return 0;
	bool was = timer_disarm(s, timer);
	timer->expires = expires;
	timer->ukc_seq = s.seq++;
	timer->ukc_pending = true;
	// Inserted first, then compared: the two sides of == are not sequenced.
	auto at = s.armed.insert(key_of(timer)).first;
	bool first = at == s.armed.begin();
	if (!s.started) {
		s.started = true;
		std::thread th(timer_thread);
		s.thread = th.get_id();
		th.detach();
	}
	if (first)
		s.cv.notify_one();
	return was;
}

void add_timer(struct timer_list *timer)
{
	WARN_ON(timer_pending(timer));
	mod_timer(timer, timer->expires);
}

int timer_pending(const struct timer_list *timer)
{
	timer_state &s = timers();
	std::lock_guard<std::mutex> g(s.lock);
	return timer->ukc_pending;
}

int ukc_timer_delete(struct timer_list *timer)
{
	timer_state &s = timers();
	std::lock_guard<std::mutex> g(s.lock);
	return timer_disarm(s, timer);
}

// Disarms @timer (and, for @shutdown, keeps it from being armed again), then waits for a run of
// its function under way to end.
static int timer_delete_wait(struct timer_list *timer, bool shutdown)
{
	timer_state &s = timers();
	std::unique_lock<std::mutex> l(s.lock);
	if (shutdown)
		timer->function = nullptr;
	bool was = timer_disarm(s, timer);
	// From the timer's own function the run would wait for itself: 6.12 warns there too.
	if (WARN_ON(s.running == timer && std::this_thread::get_id() == s.thread))
		return was;
	s.done.wait(l, [&] { return s.running != timer; });
	return was;
}

int timer_delete_sync(struct timer_list *timer)
{
	return timer_delete_wait(timer, false);
}

int timer_shutdown_sync(struct timer_list *timer)
{
	return timer_delete_wait(timer, true);
}

void ukc_delay_ns(u64 ns)
{
	std::this_thread::sleep_for(std::chrono::nanoseconds(ns));
}

} // extern "C"
