/* SPDX-License-Identifier: GPL-2.0-only */
/* The switches of the DMA-API debugging (lib/dma.cpp) for tests and device models (not
 * installed): 6.12 keeps them in debugfs and the bus notifier. */
#ifndef _UKC_LIB_UKC_DMA_DEBUG_H
#define _UKC_LIB_UKC_DMA_DEBUG_H

#include <linux/device.h>
#include <linux/dma-mapping.h>

#ifdef __cplusplus
extern "C" {
#endif

/* How many errors the checks found so far (6.12's dma-api/error_count). */
unsigned long ukc_dma_debug_error_count(void);

/* How many mappings (single, scatterlist entries and coherent) @dev holds now; all devices'
 * with NULL. */
unsigned long ukc_dma_debug_mappings(const struct device *dev);

/* The driver is being unbound from @dev (6.12's BUS_NOTIFY_UNBOUND_DRIVER): a mapping it still
 * holds is an error, reported as 6.12 does. Returns how many it holds. */
unsigned long ukc_dma_debug_unbind(struct device *dev);

/* The next @count map calls (single, scatterlist, coherent) fail as a mapping that cannot be
 * made: DMA_MAPPING_ERROR, 0 entries, NULL. */
void ukc_dma_fail_mappings(unsigned int count);

/* A device model is about to read (or write, @write) @size bytes at @addr for @dev: true if a
 * mapping of @dev in a direction that allows it covers them; otherwise the access is reported
 * as an error (the device would read or corrupt memory the driver never gave it). */
bool ukc_dma_device_access(const struct device *dev, dma_addr_t addr, u64 size, bool write);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LIB_UKC_DMA_DEBUG_H */
