/* SPDX-License-Identifier: GPL-2.0-only */
/* Masking interrupts on the local CPU. A device model's interrupt handlers run on threads of
 * their own (lib/irq.cpp), never on top of the thread that masks, so there is nothing to hold
 * off: these only keep the kernel's calling convention (the flags are written, and read back
 * by the restore). aes_ti.c masks around its table prefetch and rounds. */
#ifndef _UKC_LINUX_IRQFLAGS_H
#define _UKC_LINUX_IRQFLAGS_H

#define local_irq_save(flags) ((flags) = 0)
#define local_irq_restore(flags) ((void)(flags))
#define local_irq_disable() ((void)0)
#define local_irq_enable() ((void)0)

#endif /* _UKC_LINUX_IRQFLAGS_H */
