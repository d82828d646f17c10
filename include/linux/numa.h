/* SPDX-License-Identifier: GPL-2.0-only */
/* NUMA node numbers: one process, one node. */
#ifndef _UKC_LINUX_NUMA_H
#define _UKC_LINUX_NUMA_H

#define NUMA_NO_NODE (-1)
#define MAX_NUMNODES 1

#endif /* _UKC_LINUX_NUMA_H */
