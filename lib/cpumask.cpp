// SPDX-License-Identifier: GPL-2.0-only
// The CPUs a driver sees: the process's online ones, the calling thread's, one-CPU masks.
#include <linux/cpumask.h>
#include <linux/smp.h>

#include <sched.h>
#include <unistd.h>

namespace {

// One mask a CPU, made on first use.
struct cpumask_table {
	struct cpumask one[NR_CPUS];
	cpumask_table()
	{
		constexpr unsigned int per = 8 * sizeof(unsigned long);
		for (unsigned int c = 0; c < NR_CPUS; c++)
			one[c].bits[c / per] = 1ul << (c % per);
	}
};

} // namespace

extern "C" unsigned int num_online_cpus(void)
{
	static const long n = sysconf(_SC_NPROCESSORS_ONLN);
	return n < 1 ? 1 : n > NR_CPUS ? NR_CPUS : (unsigned int)n;
}

extern "C" const struct cpumask *cpumask_of(unsigned int cpu)
{
	static const cpumask_table *t = new cpumask_table;
	return &t->one[cpu % NR_CPUS];
}

extern "C" int ukc_current_cpu(void)
{
	int c = sched_getcpu();
	return c < 0 ? 0 : c;
}
