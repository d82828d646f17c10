/* SPDX-License-Identifier: GPL-2.0-only */
/* The virtio core as a virtio driver sees it (6.12's include/linux/virtio.h): devices and
 * drivers on the virtio bus, and virtqueues (split rings, OASIS virtio 1.2 section 2.7) to
 * which the driver adds scatterlists and from which it takes them back when the device has
 * used them. lib/virtio.cpp implements it over devices that device models add. */
#ifndef _UKC_LINUX_VIRTIO_H
#define _UKC_LINUX_VIRTIO_H

#include <linux/device.h>
#include <linux/gfp.h>
#include <linux/interrupt.h>
#include <linux/list.h>
#include <linux/mod_devicetable.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/scatterlist.h>
#include <linux/spinlock.h>
#include <linux/topology.h>
#include <linux/types.h>
#include <linux/workqueue.h>

#ifdef __cplusplus
extern "C" {
#endif

struct virtio_config_ops;

/**
 * struct virtqueue - a queue between driver and device
 * @list: the device's queues
 * @callback: run (in interrupt context) when the device has used buffers
 * @name: the driver's name for it
 * @vdev: the device
 * @index: its number on the device
 * @num_free: descriptors free
 * @num_max: the ring size
 * @reset: being reset
 * @priv: the driver's pointer
 */
struct virtqueue {
	struct list_head list;
	void (*callback)(struct virtqueue *vq);
	const char *name;
	struct virtio_device *vdev;
	unsigned int index;
	unsigned int num_free;
	unsigned int num_max;
	bool reset;
	void *priv;
};

/**
 * struct virtio_device - a device on the virtio bus
 * @index: its number (dev_name() is "virtio<index>")
 * @failed: the driver marked it failed
 * @config_core_enabled: config-change callbacks reach the driver
 * @config_change_pending: a change came while they did not
 * @config_lock: guards the two above
 * @dev: the device
 * @id: its device and vendor ID
 * @config: the transport's operations
 * @vqs: its virtqueues
 * @features: the features negotiated
 * @priv: the driver's pointer
 */
struct virtio_device {
	int index;
	bool failed;
	bool config_core_enabled;
	bool config_change_pending;
	spinlock_t config_lock;
	struct device dev;
	struct virtio_device_id id;
	const struct virtio_config_ops *config;
	struct list_head vqs;
	u64 features;
	void *priv;
};

/**
 * struct virtio_driver - a driver of virtio devices
 * @driver: its name
 * @id_table: the devices it drives, ended by a zero entry
 * @feature_table: the device feature bits it knows
 * @feature_table_size: their count
 * @feature_table_legacy: unused here (no legacy devices)
 * @feature_table_size_legacy: unused here
 * @validate: may clear features before they are accepted
 * @probe: binds to a device: 0, or an error that leaves it unbound
 * @scan: run after a successful probe
 * @remove: unbinds; must leave the device reset
 * @config_changed: the device's configuration changed (interrupt context)
 * @freeze: unused here (no suspend)
 * @restore: unused here
 */
struct virtio_driver {
	struct device_driver driver;
	const struct virtio_device_id *id_table;
	const unsigned int *feature_table;
	unsigned int feature_table_size;
	const unsigned int *feature_table_legacy;
	unsigned int feature_table_size_legacy;
	int (*validate)(struct virtio_device *dev);
	int (*probe)(struct virtio_device *dev);
	void (*scan)(struct virtio_device *dev);
	void (*remove)(struct virtio_device *dev);
	void (*config_changed)(struct virtio_device *dev);
	int (*freeze)(struct virtio_device *dev);
	int (*restore)(struct virtio_device *dev);
};

#define dev_to_virtio(d) container_of(d, struct virtio_device, dev)
#define drv_to_virtio(d) container_of(d, struct virtio_driver, driver)

int register_virtio_driver(struct virtio_driver *drv);
void unregister_virtio_driver(struct virtio_driver *drv);

#define module_virtio_driver(drv)                      \
	static int drv##_init(void)                    \
	{                                              \
		return register_virtio_driver(&(drv)); \
	}                                              \
	static void drv##_exit(void)                   \
	{                                              \
		unregister_virtio_driver(&(drv));      \
	}                                              \
	module_init(drv##_init);                       \
	module_exit(drv##_exit)

/**
 * virtqueue_add_sgs() - hand buffers to the device
 * @vq: the queue
 * @sgs: @out_sgs scatterlists the device reads, then @in_sgs it writes; each is walked to its
 *	end (sg_next() until NULL), as 6.12 walks it
 * @out_sgs: how many it reads
 * @in_sgs: how many it writes
 * @data: returned by virtqueue_get_buf() when the device has used them (not NULL)
 * @gfp: allocation flags
 *
 * Each entry is DMA-mapped for the device (DMA-API debugging sees it) until the buffer comes
 * back. Return: 0; -ENOSPC when the ring has too few free descriptors; -EIO on a broken
 * queue; -ENOMEM when a mapping fails.
 */
int virtqueue_add_sgs(struct virtqueue *vq, struct scatterlist *sgs[], unsigned int out_sgs,
		      unsigned int in_sgs, void *data, gfp_t gfp);
int virtqueue_add_outbuf(struct virtqueue *vq, struct scatterlist sg[], unsigned int num,
			 void *data, gfp_t gfp);
int virtqueue_add_inbuf(struct virtqueue *vq, struct scatterlist sg[], unsigned int num, void *data,
			gfp_t gfp);
/* Notifies the device of what was added; false if the queue is broken. */
bool virtqueue_kick(struct virtqueue *vq);
/* The next used buffer's @data with the bytes the device wrote in @len, or NULL. */
void *virtqueue_get_buf(struct virtqueue *vq, unsigned int *len);
/* Asks the device for no interrupts (a hint; one may still come). */
void virtqueue_disable_cb(struct virtqueue *vq);
/* Asks for interrupts again: false if used buffers are waiting (take them, then retry). */
bool virtqueue_enable_cb(struct virtqueue *vq);
/* After a reset: one buffer the device never used, unmapped, or NULL when none is left. */
void *virtqueue_detach_unused_buf(struct virtqueue *vq);
unsigned int virtqueue_get_vring_size(const struct virtqueue *vq);
bool virtqueue_is_broken(const struct virtqueue *vq);
/* The queue's interrupt handler, as a transport calls it: IRQ_HANDLED if it ran @callback. */
irqreturn_t vring_interrupt(int irq, void *vq);

/* Marks every queue of @dev broken: adds fail with -EIO, nothing more is returned. */
void virtio_break_device(struct virtio_device *dev);
/* Resets @dev: the device forgets its queues and status; interrupts are quiesced. */
void virtio_reset_device(struct virtio_device *dev);
/* Sets @status in the device status (VIRTIO_CONFIG_S_*). */
void virtio_add_status(struct virtio_device *dev, unsigned int status);

static inline struct virtio_device *virtio_device_of(struct virtqueue *vq)
{
	return vq->vdev;
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_VIRTIO_H */
