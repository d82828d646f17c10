/* SPDX-License-Identifier: GPL-2.0-only */
/* Work items on the system workqueue (6.12's kernel/workqueue.c as a driver sees it): one
 * worker thread runs them in the order they were queued, in task context; an item queued
 * again before it ran runs once. */
#ifndef _UKC_LINUX_WORKQUEUE_H
#define _UKC_LINUX_WORKQUEUE_H

#include <linux/list.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

struct work_struct;
typedef void (*work_func_t)(struct work_struct *work);

/**
 * struct work_struct - deferred work
 * @func: what to run
 * @pending: queued and not yet started (the worker's business)
 * @running: how many runs are under way (0 or 1)
 */
struct work_struct {
	work_func_t func;
	bool pending;
	int running;
};

#define INIT_WORK(w, f)               \
	do {                          \
		(w)->func = (f);      \
		(w)->pending = false; \
		(w)->running = 0;     \
	} while (0)
#define DECLARE_WORK(n, f) struct work_struct n = { (f), false, 0 }

/* Queues @work on the system workqueue: true, or false if it was queued already. */
bool schedule_work(struct work_struct *work);
/* Waits until @work is neither queued nor running: true if it had to wait. */
bool flush_work(struct work_struct *work);
/* Takes @work off the queue and waits for a run under way: true if it was queued. */
bool cancel_work_sync(struct work_struct *work);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_WORKQUEUE_H */
