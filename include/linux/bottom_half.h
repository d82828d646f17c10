/* SPDX-License-Identifier: GPL-2.0-only */
/* Bottom halves off: the section a CPU's softirq work may not enter. A userspace thread may
 * move between CPUs and the per-CPU data it guards is shared, so the section is one lock over
 * the process, taken again by the same thread without waiting (sections nest as in the kernel).
 * Code inside must not sleep waiting for another thread's section. */
#ifndef _UKC_LINUX_BOTTOM_HALF_H
#define _UKC_LINUX_BOTTOM_HALF_H

#ifdef __cplusplus
extern "C" {
#endif

void local_bh_disable(void);
void local_bh_enable(void);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_BOTTOM_HALF_H */
