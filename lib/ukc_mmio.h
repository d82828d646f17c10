/* SPDX-License-Identifier: GPL-2.0-only */
/* Register files of device models (not installed): what readl() and writel() on a mapped
 * address reach. */
#ifndef _UKC_LIB_UKC_MMIO_H
#define _UKC_LIB_UKC_MMIO_H

#include <linux/compiler.h>
#include <linux/types.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * struct ukc_mmio_ops - a device model's registers
 * @read: the value of the register at byte @offset, @width bytes wide (1, 2, 4 or 8)
 * @write: a write of @value there
 *
 * Called on the accessing thread, one access at a time per region.
 */
struct ukc_mmio_ops {
	u64 (*read)(void *model, unsigned long offset, unsigned int width);
	void (*write)(void *model, unsigned long offset, u64 value, unsigned int width);
};

/* Maps @size bytes of registers: an address range no memory is behind (a direct dereference
 * faults), or NULL. An access outside every mapped range, or crossing a range's end, is a
 * WARN and reads as all ones, as a bus error does. */
void __iomem *ukc_mmio_map(const struct ukc_mmio_ops *ops, void *model, size_t size);
void ukc_mmio_unmap(void __iomem *base);

/* How many accesses reached no register file. */
unsigned long ukc_mmio_bad_accesses(void);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LIB_UKC_MMIO_H */
