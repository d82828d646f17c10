// SPDX-License-Identifier: GPL-2.0-only
// The CPU a benchmark ran on, from /proc/cpuinfo (see bench-cpu.h).
#include "bench-cpu.h"

#include <cstdio>
#include <cstring>

std::string bench_cpu_model()
{
	char line[512];
	std::string model = "unknown";
	FILE *f = fopen("/proc/cpuinfo", "r");

	while (f && fgets(line, sizeof(line), f)) {
		const char *colon = strchr(line, ':');

		if (!strncmp(line, "model name", 10) && colon) {
			model = colon + 1 + strspn(colon + 1, " \t");
			model.erase(model.find_last_not_of("\n") + 1);
			break;
		}
	}
	if (f)
		fclose(f);
	return model;
}
