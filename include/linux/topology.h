/* SPDX-License-Identifier: GPL-2.0-only */
/* CPU and memory topology: one package, one NUMA node (NUMA_NO_NODE for devices, which
 * 6.12 gives a device with no node of its own). */
#ifndef _UKC_LINUX_TOPOLOGY_H
#define _UKC_LINUX_TOPOLOGY_H

#include <linux/numa.h>
#include <linux/smp.h>

#define topology_physical_package_id(cpu) ((void)(cpu), 0)
#define cpu_to_node(cpu) ((void)(cpu), 0)
#define numa_node_id() 0
#define num_possible_nodes() 1
#define num_online_nodes() 1
#define dev_to_node(dev) ((void)(dev), NUMA_NO_NODE)
#define set_dev_node(dev, node) ((void)(dev), (void)(node))

#endif /* _UKC_LINUX_TOPOLOGY_H */
