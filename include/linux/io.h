/* SPDX-License-Identifier: GPL-2.0-only */
/* MMIO accessors as 6.12 names them. An address a device model mapped (lib/ukc_mmio.h) reaches
 * the model's register file; such an address is never memory, so a driver that dereferences
 * it instead of calling readl() faults. */
#ifndef _UKC_LINUX_IO_H
#define _UKC_LINUX_IO_H

#include <linux/compiler.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

u64 ukc_mmio_read(const volatile void __iomem *addr, unsigned int width);
void ukc_mmio_write(volatile void __iomem *addr, u64 value, unsigned int width);

static inline u8 readb(const volatile void __iomem *addr)
{
	return (u8)ukc_mmio_read(addr, 1);
}

static inline u16 readw(const volatile void __iomem *addr)
{
	return (u16)ukc_mmio_read(addr, 2);
}

static inline u32 readl(const volatile void __iomem *addr)
{
	return (u32)ukc_mmio_read(addr, 4);
}

static inline u64 readq(const volatile void __iomem *addr)
{
	return ukc_mmio_read(addr, 8);
}

static inline void writeb(u8 value, volatile void __iomem *addr)
{
	ukc_mmio_write(addr, value, 1);
}

static inline void writew(u16 value, volatile void __iomem *addr)
{
	ukc_mmio_write(addr, value, 2);
}

static inline void writel(u32 value, volatile void __iomem *addr)
{
	ukc_mmio_write(addr, value, 4);
}

static inline void writeq(u64 value, volatile void __iomem *addr)
{
	ukc_mmio_write(addr, value, 8);
}

/* Every access is ordered here: the relaxed forms and the ioread/iowrite names are the same. */
#define readl_relaxed(a) readl(a)
#define writel_relaxed(v, a) writel(v, a)
#define ioread8(a) readb(a)
#define ioread16(a) readw(a)
#define ioread32(a) readl(a)
#define iowrite8(v, a) writeb(v, a)
#define iowrite16(v, a) writew(v, a)
#define iowrite32(v, a) writel(v, a)

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_IO_H */
