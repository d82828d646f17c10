/* SPDX-License-Identifier: GPL-2.0-only */
/* Preemption: a userspace thread is never atomic, so each test answers as task context. */
#ifndef _UKC_LINUX_PREEMPT_H
#define _UKC_LINUX_PREEMPT_H

#define in_interrupt() 0
#define in_hardirq() 0
#define in_softirq() 0
#define in_task() 1
#define in_atomic() 0
#define preempt_disable() ((void)0)
#define preempt_enable() ((void)0)

#endif /* _UKC_LINUX_PREEMPT_H */
