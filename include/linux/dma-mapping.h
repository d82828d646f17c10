/* SPDX-License-Identifier: GPL-2.0-only */
/* The DMA mapping API of 6.12 for drivers of device models: a device address is the CPU
 * address (no IOMMU, no bounce buffers), and 6.12's DMA-API debugging is always on. */
#ifndef _UKC_LINUX_DMA_MAPPING_H
#define _UKC_LINUX_DMA_MAPPING_H

#include <linux/device.h>
#include <linux/dma-direction.h>
#include <linux/gfp.h>
#include <linux/scatterlist.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

#define DMA_MAPPING_ERROR (~(dma_addr_t)0)
#define DMA_BIT_MASK(n) (((n) == 64) ? ~0ULL : ((1ULL << (n)) - 1))

/**
 * dma_map_single_attrs() - hand @size bytes at @ptr to @dev
 * @dev: the device
 * @ptr: the buffer
 * @size: its length
 * @dir: which way the data moves
 * @attrs: DMA_ATTR_* (none changes anything here)
 *
 * Until dma_unmap_single() (or a dma_sync_single_for_cpu()) the device owns the buffer.
 *
 * Return: the device address, or DMA_MAPPING_ERROR, which dma_mapping_error() tells; a
 * mapping whose result was never checked is reported when it is unmapped, as in 6.12.
 */
dma_addr_t dma_map_single_attrs(struct device *dev, void *ptr, size_t size,
				enum dma_data_direction dir, unsigned long attrs);
void dma_unmap_single_attrs(struct device *dev, dma_addr_t addr, size_t size,
			    enum dma_data_direction dir, unsigned long attrs);

/**
 * dma_map_sg_attrs() - map each entry of a scatterlist for @dev
 * @dev: the device
 * @sg: the list
 * @nents: how many entries to map
 * @dir: which way the data moves
 * @attrs: DMA_ATTR_*
 *
 * Sets sg_dma_address() and sg_dma_len() of each entry; entries are not merged.
 *
 * Return: the number of entries mapped (@nents), or 0 when the mapping failed.
 */
int dma_map_sg_attrs(struct device *dev, struct scatterlist *sg, int nents,
		     enum dma_data_direction dir, unsigned long attrs);
/* @nents is the count given to dma_map_sg(), not what it returned (6.12's rule). */
void dma_unmap_sg_attrs(struct device *dev, struct scatterlist *sg, int nents,
			enum dma_data_direction dir, unsigned long attrs);

/**
 * dma_alloc_attrs() - memory both the CPU and @dev see at once (coherent)
 * @dev: the device
 * @size: how much
 * @dma_handle: where the device address goes
 * @gfp: allocation flags
 * @attrs: DMA_ATTR_*
 *
 * Return: the zeroed memory, page-aligned, or NULL.
 */
void *dma_alloc_attrs(struct device *dev, size_t size, dma_addr_t *dma_handle, gfp_t gfp,
		      unsigned long attrs);
void dma_free_attrs(struct device *dev, size_t size, void *cpu_addr, dma_addr_t dma_handle,
		    unsigned long attrs);

void dma_sync_single_for_cpu(struct device *dev, dma_addr_t addr, size_t size,
			     enum dma_data_direction dir);
void dma_sync_single_for_device(struct device *dev, dma_addr_t addr, size_t size,
				enum dma_data_direction dir);
void dma_sync_sg_for_cpu(struct device *dev, struct scatterlist *sg, int nelems,
			 enum dma_data_direction dir);
void dma_sync_sg_for_device(struct device *dev, struct scatterlist *sg, int nelems,
			    enum dma_data_direction dir);

/* Whether @dma_addr is a failed mapping; it also marks the mapping as checked. */
int dma_mapping_error(struct device *dev, dma_addr_t dma_addr);

/* Every mask is accepted: the device reaches all memory. */
int dma_set_mask(struct device *dev, u64 mask);
int dma_set_coherent_mask(struct device *dev, u64 mask);

static inline int dma_set_mask_and_coherent(struct device *dev, u64 mask)
{
	int err = dma_set_mask(dev, mask);

	return err ? err : dma_set_coherent_mask(dev, mask);
}

#define dma_map_single(d, a, s, r) dma_map_single_attrs(d, a, s, r, 0)
#define dma_unmap_single(d, a, s, r) dma_unmap_single_attrs(d, a, s, r, 0)
#define dma_map_sg(d, s, n, r) dma_map_sg_attrs(d, s, n, r, 0)
#define dma_unmap_sg(d, s, n, r) dma_unmap_sg_attrs(d, s, n, r, 0)

static inline void *dma_alloc_coherent(struct device *dev, size_t size, dma_addr_t *dma_handle,
				       gfp_t gfp)
{
	return dma_alloc_attrs(dev, size, dma_handle, gfp, 0);
}

static inline void dma_free_coherent(struct device *dev, size_t size, void *cpu_addr,
				     dma_addr_t dma_handle)
{
	dma_free_attrs(dev, size, cpu_addr, dma_handle, 0);
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_DMA_MAPPING_H */
