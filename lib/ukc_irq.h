/* SPDX-License-Identifier: GPL-2.0-only */
/* Interrupt lines for device models (not installed): a model allocates a line, tells its
 * driver the number (as a platform device's resource would), and raises it. */
#ifndef _UKC_LIB_UKC_IRQ_H
#define _UKC_LIB_UKC_IRQ_H

#ifdef __cplusplus
extern "C" {
#endif

/* A new interrupt line with its own thread: its number (from 1), or -ENOMEM. */
int ukc_irq_alloc(void);

/* Removes a line that has no handler left (its thread ends): 0, or -EBUSY. */
int ukc_irq_release(unsigned int irq);

/* Raises @irq, as an edge: its handlers run once on the line's thread, soon; raises while
 * they run or while the line is disabled are kept as one pending raise. A line with no
 * handler counts the raise as spurious. Returns 0, or -EINVAL for an unknown line. */
int ukc_irq_raise(unsigned int irq);

/* How many raises of @irq ran handlers, and how many found no handler or only IRQ_NONE. */
unsigned long ukc_irq_count(unsigned int irq);
unsigned long ukc_irq_spurious(unsigned int irq);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LIB_UKC_IRQ_H */
