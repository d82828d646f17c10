// SPDX-License-Identifier: GPL-2.0-only
// Tasklets (6.12's kernel/softirq.c as a driver sees it): one softirq thread runs them in the
// order they were scheduled, each once however often it was scheduled before it ran, never two
// at once; a disabled tasklet waits, scheduled, for its enable.
#include <linux/interrupt.h>
#include <linux/kernel.h>

#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <vector>

#include "ukc_kernel.h"

namespace {

struct softirq_state {
	std::mutex lock;
	std::condition_variable cv;
	std::deque<struct tasklet_struct *> queue;
	std::vector<struct tasklet_struct *> parked; // scheduled while disabled
	bool started = false;
};

softirq_state &softirq()
{
	static softirq_state *s = new softirq_state;
	return *s;
}

bool tasklet_bit(const struct tasklet_struct *t, int bit)
{
	return t->state & (1ul << bit);
}

void tasklet_set(struct tasklet_struct *t, int bit, bool on)
{
	if (on)
		t->state |= 1ul << bit;
	else
		t->state &= ~(1ul << bit);
}

void tasklet_call(struct tasklet_struct *t)
{
	ukc::irq_context_set(2);
	if (t->use_callback)
		t->callback(t);
	else
		t->func(t->data);
	ukc::irq_context_set(0);
}

// The softirq thread. A tasklet is unscheduled before it runs, so it may schedule itself again.
void softirq_thread()
{
	softirq_state &s = softirq();
	std::unique_lock<std::mutex> l(s.lock);
	for (;;) {
		s.cv.wait(l, [&s] { return !s.queue.empty(); });
		struct tasklet_struct *t = s.queue.front();
		s.queue.pop_front();
		if (t->count) {
			s.parked.push_back(t);
			continue;
		}
		tasklet_set(t, TASKLET_STATE_SCHED, false);
		tasklet_set(t, TASKLET_STATE_RUN, true);
		l.unlock();
		tasklet_call(t);
		l.lock();
		tasklet_set(t, TASKLET_STATE_RUN, false);
		s.cv.notify_all();
	}
}

// Under the lock.
void softirq_queue(struct tasklet_struct *t)
{
	softirq_state &s = softirq();
	if (!s.started) {
		std::thread(softirq_thread).detach();
		s.started = true;
	}
	s.queue.push_back(t);
	s.cv.notify_all();
}

void tasklet_wait(std::unique_lock<std::mutex> &l, struct tasklet_struct *t, bool queued_too)
{
	softirq().cv.wait(l, [t, queued_too] {
		return !tasklet_bit(t, TASKLET_STATE_RUN) &&
		       !(queued_too && tasklet_bit(t, TASKLET_STATE_SCHED));
	});
}

// One section for the process: see <linux/bottom_half.h>.
std::recursive_mutex &bh_section()
{
	static std::recursive_mutex *m = new std::recursive_mutex;
	return *m;
}

} // namespace

extern "C" {

void tasklet_setup(struct tasklet_struct *t, void (*callback)(struct tasklet_struct *))
{
	*t = {};
	t->use_callback = true;
	t->callback = callback;
}

void tasklet_init(struct tasklet_struct *t, void (*func)(unsigned long), unsigned long data)
{
	*t = {};
	t->func = func;
	t->data = data;
}

void tasklet_schedule(struct tasklet_struct *t)
{
	std::lock_guard<std::mutex> g(softirq().lock);
	if (tasklet_bit(t, TASKLET_STATE_SCHED))
		return;
	tasklet_set(t, TASKLET_STATE_SCHED, true);
	softirq_queue(t);
}

void tasklet_kill(struct tasklet_struct *t)
{
	std::unique_lock<std::mutex> l(softirq().lock);
	tasklet_wait(l, t, true);
}

void tasklet_disable(struct tasklet_struct *t)
{
	std::unique_lock<std::mutex> l(softirq().lock);
	t->count++;
	tasklet_wait(l, t, false);
}

void tasklet_enable(struct tasklet_struct *t)
{
	softirq_state &s = softirq();
	std::lock_guard<std::mutex> g(s.lock);
	if (WARN_ON(!t->count) || --t->count)
		return;
	for (auto it = s.parked.begin(); it != s.parked.end(); ++it)
		if (*it == t) {
			s.parked.erase(it);
			softirq_queue(t);
			break;
		}
}

void local_bh_disable(void)
{
	bh_section().lock();
}

void local_bh_enable(void)
{
	bh_section().unlock();
}

} // extern "C"
