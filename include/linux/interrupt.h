/* SPDX-License-Identifier: GPL-2.0-only */
/* Interrupts and tasklets as 6.12 gives them to a driver. An interrupt line is raised by a
 * device model (lib/ukc_irq.h) and its handlers run on the line's own thread, as a CPU would
 * take it; tasklets run on one softirq thread. */
#ifndef _UKC_LINUX_INTERRUPT_H
#define _UKC_LINUX_INTERRUPT_H

#include <linux/bottom_half.h>
#include <linux/hardirq.h>
#include <linux/kernel.h>
#include <linux/preempt.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum irqreturn {
	IRQ_NONE = 0,
	IRQ_HANDLED = 1 << 0,
	IRQ_WAKE_THREAD = 1 << 1,
} irqreturn_t;

typedef irqreturn_t (*irq_handler_t)(int irq, void *dev_id);

#define IRQF_SHARED 0x00000080
#define IRQF_ONESHOT 0x00002000
#define IRQF_NO_SUSPEND 0x00004000

/**
 * request_threaded_irq() - install a handler on interrupt line @irq
 * @irq: the line (a device model's, lib/ukc_irq.h)
 * @handler: runs when the line is raised; may return IRQ_WAKE_THREAD
 * @thread_fn: runs after @handler returned IRQ_WAKE_THREAD (NULL: none)
 * @flags: IRQF_*; a shared line needs IRQF_SHARED from every handler
 * @name: the handler's name, which free_irq() returns
 * @dev_id: passed to the handlers; names the handler to free_irq()
 *
 * Return: 0; -EINVAL for a line no device model has or no handler; -EBUSY when the line is
 * taken and not shared by both.
 */
int request_threaded_irq(unsigned int irq, irq_handler_t handler, irq_handler_t thread_fn,
			 unsigned long flags, const char *name, void *dev_id);

static inline int request_irq(unsigned int irq, irq_handler_t handler, unsigned long flags,
			      const char *name, void *dev_id)
{
	return request_threaded_irq(irq, handler, NULL, flags, name, dev_id);
}

/* Removes @dev_id's handler from @irq once it is not running; returns its name (NULL, with a
 * WARN, when there is none). */
const void *free_irq(unsigned int irq, void *dev_id);

/* Masks the line (nested): raises are kept pending. disable_irq() and synchronize_irq() also
 * wait for a running handler; never call them from that handler. */
void disable_irq(unsigned int irq);
void disable_irq_nosync(unsigned int irq);
void enable_irq(unsigned int irq);
void synchronize_irq(unsigned int irq);

/**
 * struct tasklet_struct - deferred work run on the softirq thread
 * @state: TASKLET_STATE_SCHED and TASKLET_STATE_RUN bits
 * @count: disable depth; a disabled tasklet stays scheduled
 * @use_callback: whether @callback (tasklet_setup()) or @func (tasklet_init()) runs
 */
struct tasklet_struct {
	struct tasklet_struct *next;
	unsigned long state;
	int count;
	bool use_callback;
	union {
		void (*func)(unsigned long data);
		void (*callback)(struct tasklet_struct *t);
	};
	unsigned long data;
};

enum {
	TASKLET_STATE_SCHED,
	TASKLET_STATE_RUN,
};

void tasklet_setup(struct tasklet_struct *t, void (*callback)(struct tasklet_struct *));
void tasklet_init(struct tasklet_struct *t, void (*func)(unsigned long), unsigned long data);
/* Queues @t unless it is queued already; one run follows however many schedules. */
void tasklet_schedule(struct tasklet_struct *t);
#define tasklet_hi_schedule(t) tasklet_schedule(t)
/* Waits until @t is neither queued nor running. */
void tasklet_kill(struct tasklet_struct *t);
void tasklet_disable(struct tasklet_struct *t);
void tasklet_enable(struct tasklet_struct *t);

#define from_tasklet(var, callback_tasklet, tasklet_fieldname) \
	container_of(callback_tasklet, __typeof__(*var), tasklet_fieldname)

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_INTERRUPT_H */
