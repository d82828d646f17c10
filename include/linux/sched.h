/* SPDX-License-Identifier: GPL-2.0-only */
/* Scheduling: cond_resched() and friends are no-ops in a process of ordinary threads. */
#ifndef _UKC_LINUX_SCHED_H
#define _UKC_LINUX_SCHED_H

#include <linux/kernel.h>

#endif /* _UKC_LINUX_SCHED_H */
