/* SPDX-License-Identifier: GPL-2.0-only */
/* Timers (6.12's kernel/time/timer.c as a driver sees it): one timer thread runs each expired
 * timer's function, in softirq context (in_softirq()), in order of expiry; a timer is pending
 * from its arming until its function starts, and may re-arm itself from it. */
#ifndef _UKC_LINUX_TIMER_H
#define _UKC_LINUX_TIMER_H

/* POSIX's timer_delete() first: the kernel's of the same name is a macro after it. */
#include <time.h>

#include <linux/jiffies.h>
#include <linux/kernel.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * struct timer_list - a timer
 * @expires: when it fires, in jiffies
 * @function: what runs then, given the timer (from_timer() finds its container)
 * @flags: TIMER_* (kept; every timer here is deferrable to the same one thread)
 * @ukc_pending: armed and not yet fired (the timer thread's business)
 * @ukc_seq: its place among timers of the same expiry (the timer thread's business)
 */
struct timer_list {
	unsigned long expires;
	void (*function)(struct timer_list *);
	u32 flags;
	bool ukc_pending;
	u64 ukc_seq;
};

#define TIMER_DEFERRABLE 0x00080000
#define TIMER_PINNED 0x00100000
#define TIMER_IRQSAFE 0x00200000

#define from_timer(var, callback_timer, timer_fieldname) \
	container_of(callback_timer, __typeof__(*var), timer_fieldname)

#define DEFINE_TIMER(_name, _function) struct timer_list _name = { 0, (_function), 0, false, 0 }

/* timer_setup() - an unarmed timer that will run @func */
static inline void timer_setup(struct timer_list *timer, void (*func)(struct timer_list *),
			       unsigned int flags)
{
	timer->expires = 0;
	timer->function = func;
	timer->flags = flags;
	timer->ukc_pending = false;
	timer->ukc_seq = 0;
}

/* Arms (or re-arms) @timer for @expires: 1 if it was pending, else 0. */
int mod_timer(struct timer_list *timer, unsigned long expires);
/* Arms an unarmed @timer for its ->expires. */
void add_timer(struct timer_list *timer);
/* Whether @timer is armed and has not fired. */
int timer_pending(const struct timer_list *timer);
/* Disarms @timer: 1 if it was pending. Its function may still be running on return. (The
 * symbol is ukc_timer_delete: the C library has a timer_delete() of its own.) */
int ukc_timer_delete(struct timer_list *timer);
#define timer_delete(timer) ukc_timer_delete(timer)
/* Disarms @timer and waits for a run of its function under way to end: 1 if it was pending.
 * Not from the timer's own function (a WARN, and no wait), nor holding a lock it takes. */
int timer_delete_sync(struct timer_list *timer);
/* timer_delete_sync(), and later arming does nothing (teardown): 1 if it was pending. */
int timer_shutdown_sync(struct timer_list *timer);

static inline int del_timer(struct timer_list *timer)
{
	return timer_delete(timer);
}

static inline int del_timer_sync(struct timer_list *timer)
{
	return timer_delete_sync(timer);
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_TIMER_H */
