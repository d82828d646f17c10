/* SPDX-License-Identifier: GPL-2.0-only */
/* kthread_work: the work item a kthread_worker runs, as structures embed it. */
#ifndef _UKC_LINUX_KTHREAD_H
#define _UKC_LINUX_KTHREAD_H

#include <linux/list.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

struct kthread_work;
/* A thread that runs queued kthread_works one after another; opaque here: only crypto_engine
 * makes and drives one so far. */
struct kthread_worker;

typedef void (*kthread_work_func_t)(struct kthread_work *work);

/**
 * struct kthread_work - one unit of work for a kthread_worker
 * @node: link in the worker's list while the work is pending
 * @func: what the worker calls
 * @worker: the worker it was last queued on
 */
struct kthread_work {
	struct list_head node;
	kthread_work_func_t func;
	struct kthread_worker *worker;
};

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_KTHREAD_H */
