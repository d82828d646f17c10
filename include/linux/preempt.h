/* SPDX-License-Identifier: GPL-2.0-only */
/* Preemption and context: a thread is in task context, except while it runs an interrupt
 * handler (hard irq) or a tasklet (soft irq) of a device model (lib/irq.cpp, lib/softirq.cpp). */
#ifndef _UKC_LINUX_PREEMPT_H
#define _UKC_LINUX_PREEMPT_H

#ifdef __cplusplus
extern "C" {
#endif

/* 1 in an interrupt handler, 2 in a tasklet, 0 elsewhere. */
int ukc_irq_context(void);

#ifdef __cplusplus
}
#endif

#define in_hardirq() (ukc_irq_context() == 1)
#define in_softirq() (ukc_irq_context() == 2)
#define in_interrupt() (ukc_irq_context() != 0)
#define in_task() (ukc_irq_context() == 0)
#define in_atomic() 0
#define preempt_disable() ((void)0)
#define preempt_enable() ((void)0)

#endif /* _UKC_LINUX_PREEMPT_H */
