/* SPDX-License-Identifier: GPL-2.0-only */
/* Notifier chains: the declarations the crypto core's headers name. */
#ifndef _UKC_LINUX_NOTIFIER_H
#define _UKC_LINUX_NOTIFIER_H

#include <linux/rwsem.h>

#ifdef __cplusplus
extern "C" {
#endif

#define NOTIFY_DONE 0x0000
#define NOTIFY_OK 0x0001
#define NOTIFY_STOP_MASK 0x8000
#define NOTIFY_BAD (NOTIFY_STOP_MASK | 0x0002)
#define NOTIFY_STOP (NOTIFY_OK | NOTIFY_STOP_MASK)

struct notifier_block;
typedef int (*notifier_fn_t)(struct notifier_block *nb, unsigned long action, void *data);

struct notifier_block {
	notifier_fn_t notifier_call;
	struct notifier_block *next;
	int priority;
};

struct blocking_notifier_head {
	struct rw_semaphore rwsem;
	struct notifier_block *head;
};

/**
 * blocking_notifier_call_chain() - call each block of @nh in priority order
 * @nh: the chain
 * @val: the event
 * @v: its data
 *
 * Return: the last callback's answer with NOTIFY_STOP_MASK removed, NOTIFY_DONE if none ran.
 */
int blocking_notifier_call_chain(struct blocking_notifier_head *nh, unsigned long val, void *v);
int blocking_notifier_chain_register(struct blocking_notifier_head *nh, struct notifier_block *nb);
int blocking_notifier_chain_unregister(struct blocking_notifier_head *nh,
				       struct notifier_block *nb);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_NOTIFIER_H */
