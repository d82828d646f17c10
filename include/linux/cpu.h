/* SPDX-License-Identifier: GPL-2.0-only */
/* CPU hotplug as a driver touches it: CPUs never come or go here, so the hotplug lock is a
 * no-op that is safe to take anywhere. */
#ifndef _UKC_LINUX_CPU_H
#define _UKC_LINUX_CPU_H

#include <linux/cpumask.h>
#include <linux/smp.h>
#include <linux/topology.h>

static inline void cpus_read_lock(void)
{
}
static inline void cpus_read_unlock(void)
{
}
static inline void get_online_cpus(void)
{
}
static inline void put_online_cpus(void)
{
}

#endif /* _UKC_LINUX_CPU_H */
