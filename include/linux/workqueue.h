/* SPDX-License-Identifier: GPL-2.0-only */
/* Workqueues (6.12's kernel/workqueue.c as a driver sees it): each workqueue, the system one
 * included, has one worker thread that runs its items in the order they were queued, in task
 * context; an item queued again before it ran runs once. Delayed work is queued by a timer. */
#ifndef _UKC_LINUX_WORKQUEUE_H
#define _UKC_LINUX_WORKQUEUE_H

#include <linux/kernel.h>
#include <linux/list.h>
#include <linux/timer.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

struct work_struct;
struct workqueue_struct;
typedef void (*work_func_t)(struct work_struct *work);

/**
 * struct work_struct - deferred work
 * @func: what to run
 * @pending: queued (or its delay running) and not yet started (the worker's business)
 * @running: how many runs are under way (0 or 1)
 * @wq: the workqueue it was last queued on (the worker's business)
 */
struct work_struct {
	work_func_t func;
	bool pending;
	int running;
	struct workqueue_struct *wq;
};

#define INIT_WORK(w, f)               \
	do {                          \
		(w)->func = (f);      \
		(w)->pending = false; \
		(w)->running = 0;     \
		(w)->wq = NULL;       \
	} while (0)
#define DECLARE_WORK(n, f) struct work_struct n = { (f), false, 0, NULL }

/* 6.12's flags: kept, and without effect here (one ordered worker a queue). */
#define WQ_BH (1 << 0)
#define WQ_UNBOUND (1 << 1)
#define WQ_FREEZABLE (1 << 2)
#define WQ_MEM_RECLAIM (1 << 3)
#define WQ_HIGHPRI (1 << 4)
#define WQ_CPU_INTENSIVE (1 << 5)
#define WQ_SYSFS (1 << 6)
#define WQ_POWER_EFFICIENT (1 << 7)
#define __WQ_ORDERED (1 << 17)

/* The system workqueue (schedule_work()'s). */
extern struct workqueue_struct *system_wq;

/* A workqueue named as printf() formats @fmt (its thread's name); NULL without memory. */
struct workqueue_struct *alloc_workqueue(const char *fmt, unsigned int flags, int max_active, ...)
	__printf(1, 4);
#define alloc_ordered_workqueue(fmt, flags, ...) \
	alloc_workqueue(fmt, WQ_UNBOUND | __WQ_ORDERED | (flags), 1, ##__VA_ARGS__)
#define create_singlethread_workqueue(name) alloc_ordered_workqueue("%s", WQ_MEM_RECLAIM, name)
/* Runs what is queued (and what that queues), then frees @wq. */
void destroy_workqueue(struct workqueue_struct *wq);
/* Queues @work on @wq: true, or false if it was pending already. */
bool queue_work(struct workqueue_struct *wq, struct work_struct *work);
/* Queues @work on @wq for CPU @cpu: a workqueue here has one worker thread for every CPU, so
 * this is queue_work(). */
static inline bool queue_work_on(int cpu, struct workqueue_struct *wq, struct work_struct *work)
{
	(void)cpu;
	return queue_work(wq, work);
}
/* Waits until every item queued on @wq before the call has run. */
void flush_workqueue(struct workqueue_struct *wq);

static inline bool schedule_work(struct work_struct *work)
{
	return queue_work(system_wq, work);
}

/* Waits until @work is neither queued nor running: true if it had to wait. */
bool flush_work(struct work_struct *work);
/* Takes @work off its queue and waits for a run under way: true if it was pending. */
bool cancel_work_sync(struct work_struct *work);

/**
 * struct delayed_work - work queued once a delay has passed
 * @work: the work
 * @timer: the delay
 * @wq: where it goes when the delay ends
 */
struct delayed_work {
	struct work_struct work;
	struct timer_list timer;
	struct workqueue_struct *wq;
};

/* The delay's timer function (INIT_DELAYED_WORK sets it). */
void ukc_delayed_work_timer_fn(struct timer_list *timer);

#define INIT_DELAYED_WORK(dw, f)                                         \
	do {                                                             \
		INIT_WORK(&(dw)->work, (f));                             \
		timer_setup(&(dw)->timer, ukc_delayed_work_timer_fn, 0); \
		(dw)->wq = NULL;                                         \
	} while (0)

static inline struct delayed_work *to_delayed_work(struct work_struct *work)
{
	return container_of(work, struct delayed_work, work);
}

/* Queues @dwork on @wq after @delay jiffies (0: now): false if it was pending already. */
bool queue_delayed_work(struct workqueue_struct *wq, struct delayed_work *dwork,
			unsigned long delay);
/* As queue_delayed_work(), a pending one re-timed: true if it was pending. */
bool mod_delayed_work(struct workqueue_struct *wq, struct delayed_work *dwork, unsigned long delay);
/* Takes @dwork off its delay or its queue: true if it was pending. A run may be under way. */
bool cancel_delayed_work(struct delayed_work *dwork);
/* cancel_delayed_work(), then waits for a run under way. */
bool cancel_delayed_work_sync(struct delayed_work *dwork);
/* Ends the delay now, and waits for the run: true if it had to wait. */
bool flush_delayed_work(struct delayed_work *dwork);

static inline bool schedule_delayed_work(struct delayed_work *dwork, unsigned long delay)
{
	return queue_delayed_work(system_wq, dwork, delay);
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_WORKQUEUE_H */
