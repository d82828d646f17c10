/* SPDX-License-Identifier: GPL-2.0-only */
/* The virtio core's private structures (lib/virtio.cpp, lib/virtio_ring.cpp): a split
 * virtqueue with its driver and device halves, and a device a model added. */
#ifndef _UKC_LIB_VIRTIO_PRIV_H
#define _UKC_LIB_VIRTIO_PRIV_H

#include <linux/dma-mapping.h>
#include <linux/virtio.h>
#include <uapi/linux/virtio_ring.h>

#include <atomic>
#include <mutex>
#include <vector>

#include "ukc_virtio.h"

namespace ukc::virtio {

// What the driver side remembers of a descriptor, as 6.12's vring_desc_extra: the device may
// scribble over the ring, never over this.
struct vring_extra {
	dma_addr_t addr;
	u32 len;
	u16 next;
	int dir;
};

// One split virtqueue: the driver's half, then the device's.
struct vring_queue {
	struct virtqueue vq;
	struct device *dma_dev;
	unsigned int num;
	void *ring;
	dma_addr_t ring_dma;
	size_t ring_size;
	struct vring_desc *desc;
	struct vring_avail *avail;
	struct vring_used *used;
	u16 free_head = 0;
	u16 avail_idx = 0;
	u16 last_used = 0;
	std::vector<void *> data;	// per head: the driver's token, NULL when free
	std::vector<u16> chain_len;	// per head
	std::vector<vring_extra> extra; // per descriptor
	// VIRTIO_RING_F_INDIRECT_DESC negotiated: a chain of more than one buffer takes one ring
	// entry naming a table of its descriptors, which the driver allocates and maps.
	bool indirect = false;
	std::vector<struct vring_desc *> ind_table; // per head: its table, or NULL
	std::vector<std::vector<vring_extra>> ind;  // per head: the table's buffers
	std::atomic<bool> broken{ false };
	std::mutex dev_lock; // the device side: a model may pop from several threads
	u16 dev_avail = 0;
	u16 dev_used = 0;
};

// A device a model added, with its transport device (the one that maps and interrupts).
struct ukc_vdev {
	struct virtio_device vdev;
	struct device dma_dev;
	const struct ukc_virtio_model_ops *ops;
	void *model;
	std::atomic<u8> status{ 0 };
	std::atomic<unsigned int> isr{ 0 };
	int irq = 0;
	struct virtio_driver *drv = nullptr;
	char name[24];
	char dma_name[64];
};

inline ukc_vdev *to_ukc(struct virtio_device *vdev)
{
	return container_of(vdev, ukc_vdev, vdev);
}

inline vring_queue *to_vring(const struct virtqueue *vq)
{
	return container_of(const_cast<struct virtqueue *>(vq), vring_queue, vq);
}

// A new queue of @num entries (a power of 2) on @vdev, its rings in coherent memory of
// @dma_dev; NULL when out of memory.
vring_queue *vring_create(struct virtio_device *vdev, struct device *dma_dev, unsigned int index,
			  unsigned int num, const struct virtqueue_info *info);
void vring_destroy(vring_queue *q);
// Queue @index of @vdev, or NULL.
vring_queue *vring_find(struct virtio_device *vdev, unsigned int index);
// The device was reset: the device half starts again from an empty ring.
void vring_device_reset(vring_queue *q);

} // namespace ukc::virtio

#endif /* _UKC_LIB_VIRTIO_PRIV_H */
