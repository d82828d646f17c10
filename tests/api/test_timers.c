// SPDX-License-Identifier: GPL-2.0-only
// Timers and workqueues as a driver uses them: a timer fires once, not before its expiry, in
// softirq context, in order of expiry (then of arming); re-arming, deleting and shutting down
// behave as 6.12's return values say, and the _sync forms wait for a running function.
// Workqueues run their items in order on a thread of their own, once however often queued
// before the run; flush and destroy wait for them; delayed work waits on its timer, and can
// be re-timed, cancelled and flushed.
#define _GNU_SOURCE // pthread_getname_np
#include <linux/hardirq.h>
#include <linux/jiffies.h>
#include <linux/timer.h>
#include <linux/workqueue.h>

#include <pthread.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

#include <check.h>
#undef fail

#include "check_run.h"

// Polls up to 5 s for *@v to reach @want.
static bool wait_for(atomic_int *v, int want)
{
	for (int t = 0; t < 5000 && atomic_load(v) < want; t++)
		usleep(1000);
	return atomic_load(v) >= want;
}

struct tmr {
	struct timer_list timer;
	atomic_int fired;
	unsigned long at; // jiffies when it fired
	bool softirq;
	int order;	    // its place among the timers that fired
	atomic_int started; // the function has begun
	atomic_int hold;    // the function waits while set
	int rearm;	    // times it arms itself again
	unsigned long period;
};

static atomic_int fired_total;

static void tmr_fn(struct timer_list *t)
{
	struct tmr *m = from_timer(m, t, timer);

	m->at = jiffies;
	atomic_store(&m->started, 1);
	m->softirq = in_softirq();
	m->order = atomic_fetch_add(&fired_total, 1);
	while (atomic_load(&m->hold))
		usleep(1000);
	if (m->rearm > 0) {
		m->rearm--;
		mod_timer(&m->timer, jiffies + m->period);
	}
	atomic_fetch_add(&m->fired, 1);
}

static void tmr_init(struct tmr *m)
{
	memset(m, 0, sizeof(*m));
	timer_setup(&m->timer, tmr_fn, 0);
}

// Once, not before its expiry, in softirq context; pending until then. The expiry is 300 ms
// out, so that a stall between arming and the pending check (a loaded machine, an emulator)
// does not reach it.
START_TEST(test_fires_once_after_expiry)
{
	static struct tmr m;
	unsigned long t0;

	tmr_init(&m);
	t0 = jiffies;
	ck_assert_int_eq(mod_timer(&m.timer, t0 + msecs_to_jiffies(300)), 0);
	ck_assert(timer_pending(&m.timer));
	ck_assert(wait_for(&m.fired, 1));
	ck_assert(!timer_pending(&m.timer));
	ck_assert(time_after_eq(m.at, t0 + msecs_to_jiffies(300)));
	ck_assert(m.softirq);
	usleep(50000);
	ck_assert_int_eq(atomic_load(&m.fired), 1);
}
END_TEST

// By expiry, then by arming for the same expiry; add_timer() arms at ->expires. The expiries
// are 100, 300 and 600 ms out: the order holds unless arming the four stalls for 300 ms.
START_TEST(test_order)
{
	static struct tmr m[4];
	unsigned long now = jiffies;

	atomic_store(&fired_total, 0);
	for (int i = 0; i < 4; i++)
		tmr_init(&m[i]);
	mod_timer(&m[0].timer, now + msecs_to_jiffies(600));
	mod_timer(&m[1].timer, now + msecs_to_jiffies(300));
	m[2].timer.expires = now + msecs_to_jiffies(600);
	add_timer(&m[2].timer);
	mod_timer(&m[3].timer, now + msecs_to_jiffies(100));
	for (int i = 0; i < 4; i++)
		ck_assert(wait_for(&m[i].fired, 1));
	ck_assert_int_eq(m[3].order, 0);
	ck_assert_int_eq(m[1].order, 1);
	ck_assert_int_eq(m[0].order, 2);
	ck_assert_int_eq(m[2].order, 3);
}
END_TEST

// mod_timer() of a pending timer re-times it (1) and it fires once, at the new time;
// timer_delete() of a pending one (1) keeps it from firing; of an idle one, 0. b's expiry
// leaves the deletion 200 ms, time enough on a loaded machine or under an emulator, and the
// test waits well past it before it checks that b never fired.
START_TEST(test_modify_and_delete)
{
	static struct tmr a, b;
	unsigned long now = jiffies;

	tmr_init(&a);
	tmr_init(&b);
	ck_assert_int_eq(mod_timer(&a.timer, now + 2000), 0);
	ck_assert_int_eq(mod_timer(&a.timer, now + 20), 1);
	ck_assert_int_eq(mod_timer(&b.timer, now + msecs_to_jiffies(200)), 0);
	ck_assert_int_eq(timer_delete(&b.timer), 1);
	ck_assert_int_eq(timer_delete(&b.timer), 0);
	ck_assert(wait_for(&a.fired, 1));
	ck_assert(time_before(a.at, now + 1000));
	while (time_before(jiffies, now + msecs_to_jiffies(400)))
		usleep(10000);
	ck_assert_int_eq(atomic_load(&a.fired), 1);
	ck_assert_int_eq(atomic_load(&b.fired), 0);
	ck_assert_int_eq(del_timer(&a.timer), 0);
}
END_TEST

static atomic_int sync_returned;

static void *delete_sync_thread(void *arg)
{
	timer_delete_sync(arg);
	atomic_store(&sync_returned, 1);
	return NULL;
}

// timer_delete_sync() returns only once the running function has returned.
START_TEST(test_delete_sync_waits)
{
	static struct tmr m;
	pthread_t th;

	tmr_init(&m);
	atomic_store(&m.hold, 1);
	atomic_store(&sync_returned, 0);
	mod_timer(&m.timer, jiffies + 1);
	ck_assert(wait_for(&m.started, 1)); // running, held
	ck_assert_int_eq(pthread_create(&th, NULL, delete_sync_thread, &m.timer), 0);
	usleep(50000);
	ck_assert_int_eq(atomic_load(&sync_returned), 0);
	atomic_store(&m.hold, 0);
	pthread_join(th, NULL);
	ck_assert_int_eq(atomic_load(&sync_returned), 1);
	ck_assert_int_eq(atomic_load(&m.fired), 1);
}
END_TEST

// A timer that re-arms itself runs again; shut down, it is disarmed and arming it again does
// nothing.
START_TEST(test_rearm_and_shutdown)
{
	static struct tmr m;

	tmr_init(&m);
	m.rearm = 1000;
	m.period = 2;
	mod_timer(&m.timer, jiffies + 2);
	ck_assert(wait_for(&m.fired, 5));
	timer_shutdown_sync(&m.timer);
	int n = atomic_load(&m.fired);

	ck_assert_int_eq(mod_timer(&m.timer, jiffies + 1), 0);
	ck_assert(!timer_pending(&m.timer));
	usleep(50000);
	ck_assert_int_eq(atomic_load(&m.fired), n);
}
END_TEST

// ---- workqueues ----

struct wk {
	struct work_struct work;
	struct delayed_work dwork;
	atomic_int ran;
	int order;
	char thread[16];
	atomic_int started, hold;
	unsigned long at;
};

static atomic_int ran_total;

static void wk_record(struct wk *w)
{
	w->at = jiffies;
	atomic_store(&w->started, 1);
	w->order = atomic_fetch_add(&ran_total, 1);
	pthread_getname_np(pthread_self(), w->thread, sizeof(w->thread));
	while (atomic_load(&w->hold))
		usleep(1000);
	atomic_fetch_add(&w->ran, 1);
}

static void wk_fn(struct work_struct *work)
{
	wk_record(container_of(work, struct wk, work));
}

static void wk_delayed_fn(struct work_struct *work)
{
	wk_record(container_of(to_delayed_work(work), struct wk, dwork));
}

static void wk_init(struct wk *w)
{
	memset(w, 0, sizeof(*w));
	INIT_WORK(&w->work, wk_fn);
	INIT_DELAYED_WORK(&w->dwork, wk_delayed_fn);
}

// In queueing order on the queue's own thread (its name); queued twice before its run, once;
// flush_workqueue() waits for all; destroy_workqueue() runs what is left first.
START_TEST(test_workqueue_order_and_flush)
{
	static struct wk w[3];
	struct workqueue_struct *wq = alloc_workqueue("ukc-test-%d", WQ_UNBOUND, 1, 7);

	ck_assert_ptr_nonnull(wq);
	atomic_store(&ran_total, 0);
	for (int i = 0; i < 3; i++)
		wk_init(&w[i]);
	atomic_store(&w[0].hold, 1);
	ck_assert(queue_work(wq, &w[0].work));
	ck_assert(wait_for(&ran_total, 1)); // w[0] running, held
	ck_assert(queue_work(wq, &w[2].work));
	ck_assert(queue_work(wq, &w[1].work));
	ck_assert(!queue_work(wq, &w[2].work));
	atomic_store(&w[0].hold, 0);
	flush_workqueue(wq);
	for (int i = 0; i < 3; i++) {
		ck_assert_int_eq(atomic_load(&w[i].ran), 1);
		ck_assert_str_eq(w[i].thread, "ukc-test-7");
	}
	ck_assert_int_eq(w[2].order, 1);
	ck_assert_int_eq(w[1].order, 2);
	// Queued, then the queue destroyed: it runs first.
	ck_assert(queue_work(wq, &w[1].work));
	destroy_workqueue(wq);
	ck_assert_int_eq(atomic_load(&w[1].ran), 2);
	// The system workqueue, as schedule_work() has it.
	ck_assert(schedule_work(&w[0].work));
	flush_work(&w[0].work);
	ck_assert_int_eq(atomic_load(&w[0].ran), 2);
	ck_assert_str_eq(w[0].thread, "events");
}
END_TEST

// Delayed work runs after its delay, once; queued again while pending, false; re-timed by
// mod_delayed_work(); cancelled before its time, never; flushed, at once.
START_TEST(test_delayed_work)
{
	static struct wk a, b, c;
	unsigned long t0 = jiffies;

	wk_init(&a);
	wk_init(&b);
	wk_init(&c);
	ck_assert(schedule_delayed_work(&a.dwork, msecs_to_jiffies(30)));
	ck_assert(!schedule_delayed_work(&a.dwork, 1));
	ck_assert(wait_for(&a.ran, 1));
	ck_assert(time_after_eq(a.at, t0 + msecs_to_jiffies(30)));
	ck_assert(queue_delayed_work(system_wq, &b.dwork, msecs_to_jiffies(5000)));
	ck_assert(mod_delayed_work(system_wq, &b.dwork, msecs_to_jiffies(10)));
	ck_assert(wait_for(&b.ran, 1));
	ck_assert(time_before(b.at, t0 + msecs_to_jiffies(4000)));
	ck_assert(schedule_delayed_work(&c.dwork, msecs_to_jiffies(5000)));
	ck_assert(cancel_delayed_work(&c.dwork));
	ck_assert(!cancel_delayed_work(&c.dwork));
	ck_assert(schedule_delayed_work(&c.dwork, msecs_to_jiffies(5000)));
	t0 = jiffies;
	flush_delayed_work(&c.dwork); // true or false, as the worker raced it: 6.12's too
	ck_assert_int_eq(atomic_load(&c.ran), 1);
	ck_assert(time_before(c.at, t0 + msecs_to_jiffies(4000)));
	usleep(50000);
	ck_assert_int_eq(atomic_load(&a.ran), 1);
	ck_assert_int_eq(atomic_load(&b.ran), 1);
}
END_TEST

static atomic_int cancel_returned;

static void *cancel_sync_thread(void *arg)
{
	cancel_delayed_work_sync(arg);
	atomic_store(&cancel_returned, 1);
	return NULL;
}

// cancel_delayed_work_sync() of a running work returns only once it has returned.
START_TEST(test_cancel_delayed_sync_waits)
{
	static struct wk w;
	pthread_t th;

	wk_init(&w);
	atomic_store(&w.hold, 1);
	atomic_store(&cancel_returned, 0);
	ck_assert(schedule_delayed_work(&w.dwork, 1));
	ck_assert(wait_for(&w.started, 1));
	ck_assert_int_eq(pthread_create(&th, NULL, cancel_sync_thread, &w.dwork), 0);
	usleep(50000);
	ck_assert_int_eq(atomic_load(&cancel_returned), 0);
	atomic_store(&w.hold, 0);
	pthread_join(th, NULL);
	ck_assert_int_eq(atomic_load(&w.ran), 1);
}
END_TEST

int main(void)
{
	return check_run(check_new_suite("timers", "timers", 60, { test_fires_once_after_expiry },
					 { test_order }, { test_modify_and_delete },
					 { test_delete_sync_waits }, { test_rearm_and_shutdown },
					 { test_workqueue_order_and_flush }, { test_delayed_work },
					 { test_cancel_delayed_sync_waits }));
}
