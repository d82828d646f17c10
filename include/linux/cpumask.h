/* SPDX-License-Identifier: GPL-2.0-only */
/* CPU masks as a driver sees them: which CPUs are online, one CPU's mask (for affinity hints,
 * which nothing here acts on). The CPUs are the process's: sysconf(_SC_NPROCESSORS_ONLN). */
#ifndef _UKC_LINUX_CPUMASK_H
#define _UKC_LINUX_CPUMASK_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

#define NR_CPUS 1024

/**
 * struct cpumask - a set of CPU numbers
 * @bits: one bit a CPU
 */
struct cpumask {
	unsigned long bits[NR_CPUS / (8 * sizeof(unsigned long))];
};

/* How many CPUs are online (at least 1). */
unsigned int num_online_cpus(void);
/* The mask holding @cpu alone. */
const struct cpumask *cpumask_of(unsigned int cpu);

#define num_possible_cpus() num_online_cpus()
#define for_each_online_cpu(cpu) for ((cpu) = 0; (cpu) < (int)num_online_cpus(); (cpu)++)
#define for_each_possible_cpu(cpu) for_each_online_cpu(cpu)

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_CPUMASK_H */
