/* SPDX-License-Identifier: GPL-2.0-only */
/* The calling CPU: sched_getcpu(), pinned for nothing (get_cpu() does not disable
 * preemption here; a thread may move, which a per-CPU hint tolerates). */
#ifndef _UKC_LINUX_SMP_H
#define _UKC_LINUX_SMP_H

#include <linux/cpumask.h>

#ifdef __cplusplus
extern "C" {
#endif

int ukc_current_cpu(void);

#define smp_processor_id() ukc_current_cpu()
#define raw_smp_processor_id() ukc_current_cpu()
#define get_cpu() ukc_current_cpu()
#define put_cpu() ((void)0)

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_SMP_H */
