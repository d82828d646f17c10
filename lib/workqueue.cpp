// SPDX-License-Identifier: GPL-2.0-only
// The system workqueue: one worker thread, started on the first schedule_work(), runs work
// items in queueing order in task context. Waiters (flush_work, cancel_work_sync) sleep on one
// condition variable the worker signals after each item.
#include <linux/workqueue.h>

#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>

namespace {

struct workqueue_state {
	std::mutex lock;
	std::condition_variable more; // the worker waits here
	std::condition_variable done; // flushers wait here
	std::deque<struct work_struct *> queue;
	bool started = false;
};

workqueue_state &system_wq()
{
	static workqueue_state *s = new workqueue_state; // never freed: the worker outlives exit
	return *s;
}

void workqueue_worker()
{
	workqueue_state &s = system_wq();
	std::unique_lock<std::mutex> l(s.lock);
	for (;;) {
		s.more.wait(l, [&] { return !s.queue.empty(); });
		struct work_struct *w = s.queue.front();
		s.queue.pop_front();
		w->pending = false;
		w->running++;
		l.unlock();
		w->func(w); // may queue itself again, or free itself (6.12 allows both)
		l.lock();
		w->running--;
		s.done.notify_all();
	}
}

} // namespace

extern "C" bool schedule_work(struct work_struct *work)
{
	workqueue_state &s = system_wq();
	std::lock_guard<std::mutex> l(s.lock);
	if (work->pending)
		return false;
	work->pending = true;
	s.queue.push_back(work);
	if (!s.started) {
		std::thread(workqueue_worker).detach();
		s.started = true;
	}
	s.more.notify_one();
	return true;
}

extern "C" bool flush_work(struct work_struct *work)
{
	workqueue_state &s = system_wq();
	std::unique_lock<std::mutex> l(s.lock);
	if (!work->pending && !work->running)
		return false;
	s.done.wait(l, [&] { return !work->pending && !work->running; });
	return true;
}

extern "C" bool cancel_work_sync(struct work_struct *work)
{
	workqueue_state &s = system_wq();
	std::unique_lock<std::mutex> l(s.lock);
	bool was_pending = work->pending;
	if (was_pending) {
		for (auto it = s.queue.begin(); it != s.queue.end(); ++it)
			if (*it == work) {
				s.queue.erase(it);
				break;
			}
		work->pending = false;
	}
	s.done.wait(l, [&] { return !work->running; });
	return was_pending;
}
