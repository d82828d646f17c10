/* SPDX-License-Identifier: GPL-2.0-only */
/* Interrupt context: a userspace thread is never in it, and may always sleep. */
#ifndef _UKC_LINUX_HARDIRQ_H
#define _UKC_LINUX_HARDIRQ_H

#include <linux/preempt.h>
#include <linux/types.h>

#endif /* _UKC_LINUX_HARDIRQ_H */
