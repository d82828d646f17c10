/* SPDX-License-Identifier: GPL-2.0-only */
/* Device-table entries a module declares (MODULE_DEVICE_TABLE) for loading on a CPU feature. */
#ifndef _UKC_LINUX_MOD_DEVICETABLE_H
#define _UKC_LINUX_MOD_DEVICETABLE_H

#include <linux/types.h>

/*
 * struct cpu_feature - one entry of a MODULE_DEVICE_TABLE(cpu, ...): a feature number
 * (cpu_feature(PMULL)) whose presence would load the module. Modules here load explicitly or
 * on a lookup miss, so the table is data nothing reads; the init function tests the CPU.
 */
struct cpu_feature {
	__u16 feature;
};

#endif /* _UKC_LINUX_MOD_DEVICETABLE_H */
