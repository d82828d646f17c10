/* SPDX-License-Identifier: GPL-2.0-only */
/* Device resources: a register range or an interrupt line of a platform device. */
#ifndef _UKC_LINUX_IOPORT_H
#define _UKC_LINUX_IOPORT_H

#include <linux/types.h>

#define IORESOURCE_MEM 0x00000200
#define IORESOURCE_IRQ 0x00000400

/**
 * struct resource - one resource of a device
 * @start: first address (IORESOURCE_MEM: a register file ukc_mmio_map() made) or the line
 * @end: last address, inclusive (the line again for IORESOURCE_IRQ)
 * @name: what it is
 * @flags: IORESOURCE_MEM or IORESOURCE_IRQ
 */
struct resource {
	resource_size_t start;
	resource_size_t end;
	const char *name;
	unsigned long flags;
};

static inline resource_size_t resource_size(const struct resource *res)
{
	return res->end - res->start + 1;
}

#endif /* _UKC_LINUX_IOPORT_H */
