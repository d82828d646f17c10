/* SPDX-License-Identifier: GPL-2.0-only */
/* Interrupt context: a userspace thread is never in it, and may always sleep. */
#ifndef _UKC_LINUX_HARDIRQ_H
#define _UKC_LINUX_HARDIRQ_H

#include <linux/types.h>

#define in_interrupt() 0
#define in_hardirq() 0
#define in_softirq() 0
#define in_task() 1
#define in_atomic() 0

#endif /* _UKC_LINUX_HARDIRQ_H */
