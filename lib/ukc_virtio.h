/* SPDX-License-Identifier: GPL-2.0-only */
/* The device side of the virtio transport (not installed): a device model adds a virtio
 * device, which binds to the driver of its ID; it reads the driver's requests from the split
 * rings through the descriptors' device addresses, writes the used ring and raises the
 * device's interrupt. docs/offload.md shows a model written on it. */
#ifndef _UKC_LIB_UKC_VIRTIO_H
#define _UKC_LIB_UKC_VIRTIO_H

#include <linux/types.h>
#include <linux/virtio.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * struct ukc_virtio_model_ops - a device model
 * @name: the transport device's name (the DMA-API messages name it)
 * @device_id: the virtio device ID (VIRTIO_ID_*)
 * @features: the feature bits the device offers
 * @nqueues: how many virtqueues it has
 * @queue_size: entries in each ring (a power of 2, at most 32768)
 * @config_get: reads @len bytes of its configuration space at @offset
 * @kick: the driver notified queue @queue (any context; wake the model's thread)
 * @reset: the driver reset the device: return only once the model no longer touches the
 *	rings or the buffers it popped (it drops them unused)
 * @driver_ok: the driver set DRIVER_OK: the rings are live
 */
struct ukc_virtio_model_ops {
	const char *name;
	u32 device_id;
	u64 features;
	unsigned int nqueues;
	unsigned int queue_size;
	void (*config_get)(void *model, unsigned int offset, void *buf, unsigned int len);
	void (*kick)(void *model, unsigned int queue);
	void (*reset)(void *model);
	void (*driver_ok)(void *model);
};

/* A device served by @ops on @model, not yet on the bus (the model keeps it before a driver can
 * call it); NULL when out of memory. */
struct virtio_device *ukc_virtio_alloc(const struct ukc_virtio_model_ops *ops, void *model);
/* Puts it on the bus: it binds to a registered driver of its ID now, or to one registered
 * later. */
void ukc_virtio_register(struct virtio_device *vdev);
/* Unbinds the driver (its remove(), with whatever is in flight) and removes the device; the
 * DMA-API debugging then reports mappings left behind. */
void ukc_virtio_del(struct virtio_device *vdev);
/* The device changed its configuration: a configuration interrupt. */
void ukc_virtio_config_changed(struct virtio_device *vdev);

/**
 * struct ukc_vring_buf - one descriptor of a chain, as the device sees it
 * @addr: its device address (the memory it names)
 * @len: its length
 * @write: the device writes it (VRING_DESC_F_WRITE)
 */
struct ukc_vring_buf {
	u64 addr;
	u32 len;
	bool write;
};

/*
 * ukc_vring_pop() - the next chain the driver made available on @queue
 * @head: its head descriptor, for ukc_vring_push()
 * @bufs: its descriptors, at most @max
 *
 * Each descriptor is checked against the DMA mappings of the device: one the driver did not
 * map for the device, or mapped the other way, is reported by the DMA-API debugging.
 * Return: how many descriptors the chain has; 0 when none is available (or the driver is not
 * ready); -EINVAL for a malformed chain (a loop, a bad index, readable after writable, more
 * than @max), which the model should treat as the spec's device error.
 */
int ukc_vring_pop(struct virtio_device *vdev, unsigned int queue, u16 *head,
		  struct ukc_vring_buf *bufs, unsigned int max);
/* Returns chain @head to the driver on the used ring, @written bytes written. No interrupt. */
void ukc_vring_push(struct virtio_device *vdev, unsigned int queue, u16 head, u32 written);
/* Whether the driver wants an interrupt for @queue (its avail flags do not suppress it). */
bool ukc_vring_wants_irq(struct virtio_device *vdev, unsigned int queue);
/* Raises the device's interrupt for its queues. */
void ukc_virtio_irq(struct virtio_device *vdev);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LIB_UKC_VIRTIO_H */
