/* SPDX-License-Identifier: GPL-2.0-only */
/* The transport operations under a virtio device and the helpers drivers call on them
 * (6.12's include/linux/virtio_config.h): configuration space reads, status, feature tests,
 * finding the virtqueues. */
#ifndef _UKC_LINUX_VIRTIO_CONFIG_H
#define _UKC_LINUX_VIRTIO_CONFIG_H

#include <linux/bitops.h>
#include <linux/cpumask.h>
#include <linux/virtio.h>
#include <uapi/linux/virtio_config.h>

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef void vq_callback_t(struct virtqueue *);

/**
 * struct virtqueue_info - what the driver asks of one virtqueue
 * @name: its name, or NULL for a queue the driver does not use
 * @callback: run when the device has used buffers, or NULL
 * @ctx: unused here
 */
struct virtqueue_info {
	const char *name;
	vq_callback_t *callback;
	bool ctx;
};

struct irq_affinity;

/**
 * struct virtio_config_ops - a transport's operations
 * @get: reads @len bytes of the device's configuration at @offset
 * @set: writes them
 * @generation: the configuration's generation count
 * @get_status: the device status
 * @set_status: sets it (never 0: that is @reset)
 * @reset: resets the device
 * @find_vqs: sets up @nvqs virtqueues
 * @del_vqs: frees them
 * @synchronize_cbs: waits for running queue callbacks
 * @get_features: the device's feature bits
 * @finalize_features: tells the device the accepted ones
 * @bus_name: the transport's name
 * @set_vq_affinity: an interrupt affinity hint
 */
struct virtio_config_ops {
	void (*get)(struct virtio_device *vdev, unsigned int offset, void *buf, unsigned int len);
	void (*set)(struct virtio_device *vdev, unsigned int offset, const void *buf,
		    unsigned int len);
	u32 (*generation)(struct virtio_device *vdev);
	u8 (*get_status)(struct virtio_device *vdev);
	void (*set_status)(struct virtio_device *vdev, u8 status);
	void (*reset)(struct virtio_device *vdev);
	int (*find_vqs)(struct virtio_device *vdev, unsigned int nvqs, struct virtqueue *vqs[],
			struct virtqueue_info vqs_info[], struct irq_affinity *desc);
	void (*del_vqs)(struct virtio_device *vdev);
	void (*synchronize_cbs)(struct virtio_device *vdev);
	u64 (*get_features)(struct virtio_device *vdev);
	int (*finalize_features)(struct virtio_device *vdev);
	const char *(*bus_name)(struct virtio_device *vdev);
	int (*set_vq_affinity)(struct virtqueue *vq, const struct cpumask *cpu_mask);
};

static inline bool virtio_has_feature(const struct virtio_device *vdev, unsigned int fbit)
{
	return fbit < 64 && (vdev->features >> fbit) & 1;
}

static inline int virtio_find_vqs(struct virtio_device *vdev, unsigned int nvqs,
				  struct virtqueue *vqs[], struct virtqueue_info vqs_info[],
				  struct irq_affinity *desc)
{
	return vdev->config->find_vqs(vdev, nvqs, vqs, vqs_info, desc);
}

/* The driver is ready: the device may use the queues and raise interrupts. */
static inline void virtio_device_ready(struct virtio_device *dev)
{
	unsigned int status = dev->config->get_status(dev);

	dev->config->set_status(dev, status | VIRTIO_CONFIG_S_DRIVER_OK);
}

static inline int virtqueue_set_affinity(struct virtqueue *vq, const struct cpumask *cpu_mask)
{
	struct virtio_device *vdev = vq->vdev;

	return vdev->config->set_vq_affinity ? vdev->config->set_vq_affinity(vq, cpu_mask) : 0;
}

/*
 * virtio_cread_le() - read a little-endian field of the configuration: @ptr gets the member
 * @m of struct @s. (Hosts here are little-endian: the bytes are the value.)
 */
#define virtio_cread_le(vdev, s, m, ptr)                                     \
	do {                                                                 \
		__typeof__(((s *)0)->m) virtio_cread_v;                      \
		(vdev)->config->get((vdev), offsetof(s, m), &virtio_cread_v, \
				    sizeof(virtio_cread_v));                 \
		*(ptr) = virtio_cread_v;                                     \
	} while (0)

#define virtio_cread(vdev, s, m, ptr) virtio_cread_le(vdev, s, m, ptr)

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_VIRTIO_CONFIG_H */
