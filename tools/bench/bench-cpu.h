/* SPDX-License-Identifier: GPL-2.0-only */
/* What every benchmark names in its report: the CPU it ran on. */
#ifndef _UKC_TOOLS_BENCH_BENCH_CPU_H
#define _UKC_TOOLS_BENCH_BENCH_CPU_H

#include <string>

// The CPU's "model name" in /proc/cpuinfo ("unknown" without one), to name in every report.
std::string bench_cpu_model();

#endif /* _UKC_TOOLS_BENCH_BENCH_CPU_H */
