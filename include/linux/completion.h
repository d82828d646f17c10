/* SPDX-License-Identifier: GPL-2.0-only */
/* struct completion: a one-shot (or reusable) event that threads wait on. */
#ifndef _UKC_LINUX_COMPLETION_H
#define _UKC_LINUX_COMPLETION_H

#include <linux/spinlock.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* @done counts completions; waiters sleep on it with a futex, so the struct stays plain data. */
struct completion {
	unsigned int done;
};

#define COMPLETION_INITIALIZER(work) \
	{                            \
		0                    \
	}
#define COMPLETION_INITIALIZER_ONSTACK(work) \
	{                                    \
		0                            \
	}
#define DECLARE_COMPLETION(work) struct completion work = COMPLETION_INITIALIZER(work)
#define DECLARE_COMPLETION_ONSTACK(work) DECLARE_COMPLETION(work)

static inline void init_completion(struct completion *x)
{
	__atomic_store_n(&x->done, 0, __ATOMIC_RELAXED);
}

static inline void reinit_completion(struct completion *x)
{
	__atomic_store_n(&x->done, 0, __ATOMIC_RELAXED);
}

void complete(struct completion *x);
void complete_all(struct completion *x);
void wait_for_completion(struct completion *x);
/* As wait_for_completion(), for at most @timeout jiffies: 0 if it timed out, else at least 1
 * (6.12 answers the jiffies left; here the whole wait is not tracked that finely). */
unsigned long wait_for_completion_timeout(struct completion *x, unsigned long timeout);
bool completion_done(struct completion *x);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_COMPLETION_H */
