/* SPDX-License-Identifier: GPL-2.0-only */
/* Which way a DMA mapping's data moves, with 6.12's values. */
#ifndef _UKC_LINUX_DMA_DIRECTION_H
#define _UKC_LINUX_DMA_DIRECTION_H

enum dma_data_direction {
	DMA_BIDIRECTIONAL = 0,
	DMA_TO_DEVICE = 1,
	DMA_FROM_DEVICE = 2,
	DMA_NONE = 3,
};

static inline int valid_dma_direction(enum dma_data_direction dir)
{
	return dir == DMA_BIDIRECTIONAL || dir == DMA_TO_DEVICE || dir == DMA_FROM_DEVICE;
}

#endif /* _UKC_LINUX_DMA_DIRECTION_H */
