// SPDX-License-Identifier: GPL-2.0-only
// Workqueues: each has one worker thread, started at its first queue_work(), which runs its
// items in queueing order in task context. Waiters (flush_work, cancel_work_sync,
// flush_workqueue) sleep on the queue's condition variable, signalled after each item.
// Delayed work waits on a timer whose function queues it.
#include <linux/kernel.h>
#include <linux/workqueue.h>

#include <condition_variable>
#include <cstdarg>
#include <cstdio>
#include <deque>
#include <mutex>
#include <new>
#include <set>
#include <thread>

#include <pthread.h>

struct workqueue_struct {
	std::mutex lock;
	std::condition_variable more; // the worker waits here
	std::condition_variable done; // waiters wait here
	std::deque<struct work_struct *> queue;
	u64 queued = 0, ran = 0; // items ever queued, and ever finished (flush_workqueue)
	bool started = false, quit = false;
	std::thread worker;
	char name[16] = "events";
};

namespace {

void wq_worker(workqueue_struct *wq);

// Every live workqueue, so that a forked child can restart their workers.
struct wq_registry {
	std::mutex lock;
	std::set<workqueue_struct *> all;
};

wq_registry &wq_all()
{
	static wq_registry *r = new wq_registry;
	return *r;
}

void wq_track(workqueue_struct *wq, bool live)
{
	std::lock_guard<std::mutex> g(wq_all().lock);
	if (live)
		wq_all().all.insert(wq);
	else
		wq_all().all.erase(wq);
}

void wq_atfork_prepare()
{
	wq_all().lock.lock();
}

void wq_atfork_parent()
{
	wq_all().lock.unlock();
}

// The child has none of the parent's worker threads: each queue gets fresh locks and starts a
// worker at its next queue_work() (at once if items wait). An item the parent was running at
// the fork never finishes in the child.
void wq_atfork_child()
{
	new (&wq_all().lock) std::mutex;
	for (workqueue_struct *wq : wq_all().all) {
		new (&wq->lock) std::mutex;
		new (&wq->more) std::condition_variable;
		new (&wq->done) std::condition_variable;
		new (&wq->worker) std::thread; // the parent's handle, not joinable here
		wq->started = false;
		if (!wq->queue.empty() && !wq->quit) {
			wq->worker = std::thread(wq_worker, wq);
			wq->started = true;
		}
	}
}

// The system workqueue: never destroyed, its worker outlives exit.
alignas(workqueue_struct) unsigned char system_wq_storage[sizeof(workqueue_struct)];

workqueue_struct *wq_get(workqueue_struct *wq)
{
	static workqueue_struct *sys = [] {
		auto *w = new (system_wq_storage) workqueue_struct;
		wq_track(w, true);
		pthread_atfork(wq_atfork_prepare, wq_atfork_parent, wq_atfork_child);
		return w;
	}();
	return wq == reinterpret_cast<workqueue_struct *>(system_wq_storage) ? sys : wq;
}

void wq_worker(workqueue_struct *wq)
{
	pthread_setname_np(pthread_self(), wq->name);
	std::unique_lock<std::mutex> l(wq->lock);
	for (;;) {
		wq->more.wait(l, [&] { return !wq->queue.empty() || wq->quit; });
		if (wq->queue.empty())
			return;
		struct work_struct *w = wq->queue.front();
		wq->queue.pop_front();
		w->pending = false;
		w->running++;
		l.unlock();
		w->func(w); // may queue itself again, or free itself (6.12 allows both)
		l.lock();
		w->running--;
		wq->ran++;
		wq->done.notify_all();
	}
}

// Puts @work (marked pending by the caller) at the tail of @wq. Lock held.
void wq_insert(workqueue_struct *wq, struct work_struct *work)
{
	work->wq = wq;
	wq->queue.push_back(work);
	wq->queued++;
	if (!wq->started) {
		wq->worker = std::thread(wq_worker, wq);
		wq->started = true;
	}
	wq->more.notify_one();
}

// Takes pending @work off @wq's queue: whether it was there. Lock held.
bool wq_unqueue(workqueue_struct *wq, struct work_struct *work)
{
	for (auto it = wq->queue.begin(); it != wq->queue.end(); ++it)
		if (*it == work) {
			wq->queue.erase(it);
			wq->ran++; // counted as done for flush_workqueue()
			work->pending = false;
			return true;
		}
	return false;
}

} // namespace

extern "C" {

struct workqueue_struct *system_wq = reinterpret_cast<workqueue_struct *>(system_wq_storage);

struct workqueue_struct *alloc_workqueue(const char *fmt, unsigned int flags, int max_active, ...)
{
	(void)flags;
	(void)max_active;
	auto *wq = new (std::nothrow) workqueue_struct;
	if (!wq)
		return nullptr;
	va_list ap;
	va_start(ap, max_active);
	vsnprintf(wq->name, sizeof(wq->name), fmt, ap);
	va_end(ap);
	wq_get(system_wq); // the fork handlers
	wq_track(wq, true);
	return wq;
}

void destroy_workqueue(struct workqueue_struct *wq)
{
	flush_workqueue(wq);
	{
		std::lock_guard<std::mutex> g(wq->lock);
		wq->quit = true;
		wq->more.notify_one();
	}
	if (wq->started)
		wq->worker.join();
	wq_track(wq, false);
	delete wq;
}

bool queue_work(struct workqueue_struct *wq, struct work_struct *work)
{
	wq = wq_get(wq);
	std::lock_guard<std::mutex> g(wq->lock);
	if (work->pending)
		return false;
	work->pending = true;
	wq_insert(wq, work);
	return true;
}

void flush_workqueue(struct workqueue_struct *wq)
{
	wq = wq_get(wq);
	std::unique_lock<std::mutex> l(wq->lock);
	u64 target = wq->queued;
	wq->done.wait(l, [&] { return wq->ran >= target; });
}

bool flush_work(struct work_struct *work)
{
	workqueue_struct *wq = work->wq;
	if (!wq)
		return false;
	std::unique_lock<std::mutex> l(wq->lock);
	if (!work->pending && !work->running)
		return false;
	wq->done.wait(l, [&] { return !work->pending && !work->running; });
	return true;
}

bool cancel_work_sync(struct work_struct *work)
{
	workqueue_struct *wq = work->wq;
	if (!wq)
		return false;
	std::unique_lock<std::mutex> l(wq->lock);
	bool was_pending = work->pending && wq_unqueue(wq, work);
	wq->done.wait(l, [&] { return !work->running; });
	return was_pending;
}

void ukc_delayed_work_timer_fn(struct timer_list *timer)
{
	struct delayed_work *dwork = container_of(timer, struct delayed_work, timer);
	workqueue_struct *wq = wq_get(dwork->wq);
	std::lock_guard<std::mutex> g(wq->lock);
	wq_insert(wq, &dwork->work); // still pending since queue_delayed_work()
}

bool queue_delayed_work(struct workqueue_struct *wq, struct delayed_work *dwork,
			unsigned long delay)
{
	workqueue_struct *q = wq_get(wq);
	std::lock_guard<std::mutex> g(q->lock);
	if (dwork->work.pending)
		return false;
	dwork->work.pending = true;
	dwork->wq = wq;
	if (!delay)
		wq_insert(q, &dwork->work);
	else
		mod_timer(&dwork->timer, jiffies + delay);
	return true;
}

bool cancel_delayed_work(struct delayed_work *dwork)
{
	if (!dwork->wq)
		return false;
	workqueue_struct *wq = wq_get(dwork->wq);
	std::lock_guard<std::mutex> g(wq->lock);
	if (!dwork->work.pending)
		return false;
	// Pending: on the timer, or (its function ran, or no delay) on the queue.
	if (timer_delete(&dwork->timer)) {
		dwork->work.pending = false;
		return true;
	}
	return wq_unqueue(wq, &dwork->work);
}

bool mod_delayed_work(struct workqueue_struct *wq, struct delayed_work *dwork, unsigned long delay)
{
	bool was = cancel_delayed_work(dwork);
	queue_delayed_work(wq, dwork, delay);
	return was;
}

bool cancel_delayed_work_sync(struct delayed_work *dwork)
{
	bool was = cancel_delayed_work(dwork);
	// The timer's function may be queueing it right now: wait for that, then for the work.
	timer_delete_sync(&dwork->timer);
	return cancel_work_sync(&dwork->work) || was;
}

bool flush_delayed_work(struct delayed_work *dwork)
{
	if (dwork->wq) {
		workqueue_struct *wq = wq_get(dwork->wq);
		std::lock_guard<std::mutex> g(wq->lock);
		if (dwork->work.pending && timer_delete(&dwork->timer))
			wq_insert(wq, &dwork->work);
	}
	return flush_work(&dwork->work);
}

} // extern "C"
