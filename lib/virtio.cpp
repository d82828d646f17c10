// SPDX-License-Identifier: GPL-2.0-only
// The virtio bus (6.12's drivers/virtio/virtio.c) and the one transport beneath it: devices
// that device models add (lib/ukc_virtio.h). A device binds to the driver of its ID with the
// status handshake and feature negotiation 6.12 does; its configuration space is the model's;
// its interrupt runs on a line of its own (lib/irq.cpp), as virtio-mmio's: one status register
// says whether the queues or the configuration changed.
#include <linux/dma-mapping.h>
#include <linux/err.h>
#include <linux/interrupt.h>
#include <linux/kernel.h>
#include <linux/virtio.h>
#include <linux/virtio_config.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <mutex>
#include <vector>

#include "ukc_dma_debug.h"
#include "ukc_irq.h"
#include "virtio_priv.h"

using namespace ukc::virtio;

namespace {

// The interrupt status bits (virtio-mmio's InterruptStatus).
constexpr unsigned int isr_vring = 1, isr_config = 2;

struct virtio_bus {
	std::recursive_mutex lock; // a probe may add devices in turn
	std::vector<ukc_vdev *> devices;
	std::vector<struct virtio_driver *> drivers;
	int next_index = 0;
};

virtio_bus &bus()
{
	static virtio_bus *b = new virtio_bus;
	return *b;
}

const struct device_driver transport_driver = { "virtio-ukc" };

void vdev_get(struct virtio_device *vdev, unsigned int offset, void *buf, unsigned int len)
{
	ukc_vdev *d = to_ukc(vdev);
	d->ops->config_get(d->model, offset, buf, len);
}

u8 vdev_get_status(struct virtio_device *vdev)
{
	return to_ukc(vdev)->status;
}

void vdev_set_status(struct virtio_device *vdev, u8 status)
{
	ukc_vdev *d = to_ukc(vdev);
	u8 old = d->status.exchange(status);
	if ((status & VIRTIO_CONFIG_S_DRIVER_OK) && !(old & VIRTIO_CONFIG_S_DRIVER_OK) &&
	    d->ops->driver_ok)
		d->ops->driver_ok(d->model);
}

// The model stops first, so nothing touches the rings when the handlers are flushed.
void vdev_reset(struct virtio_device *vdev)
{
	ukc_vdev *d = to_ukc(vdev);
	d->ops->reset(d->model);
	d->status = 0;
	struct virtqueue *vq;
	list_for_each_entry (vq, &vdev->vqs, list)
		vring_device_reset(to_vring(vq));
	synchronize_irq(d->irq);
}

irqreturn_t vdev_interrupt(int irq, void *dev_id)
{
	ukc_vdev *d = static_cast<ukc_vdev *>(dev_id);
	unsigned int isr = d->isr.exchange(0);
	irqreturn_t ret = IRQ_NONE;

	if (isr & isr_config) {
		struct virtio_device *vdev = &d->vdev;
		spin_lock(&vdev->config_lock);
		if (!vdev->config_core_enabled)
			vdev->config_change_pending = true;
		else if (d->drv && d->drv->config_changed)
			d->drv->config_changed(vdev);
		spin_unlock(&vdev->config_lock);
		ret = IRQ_HANDLED;
	}
	struct virtqueue *vq;
	list_for_each_entry (vq, &d->vdev.vqs, list)
		if (vring_interrupt(irq, vq) == IRQ_HANDLED)
			ret = IRQ_HANDLED;
	return ret;
}

void vdev_del_vqs(struct virtio_device *vdev)
{
	ukc_vdev *d = to_ukc(vdev);
	free_irq(d->irq, d);
	while (!list_empty(&vdev->vqs))
		vring_destroy(to_vring(list_first_entry(&vdev->vqs, struct virtqueue, list)));
}

int vdev_find_vqs(struct virtio_device *vdev, unsigned int nvqs, struct virtqueue *vqs[],
		  struct virtqueue_info info[], struct irq_affinity *)
{
	ukc_vdev *d = to_ukc(vdev);
	if (nvqs > d->ops->nqueues)
		return -ENOENT;
	int err = request_irq(d->irq, vdev_interrupt, IRQF_SHARED, d->name, d);
	if (err)
		return err;
	for (unsigned int i = 0, index = 0; i < nvqs; i++) {
		vqs[i] = nullptr;
		if (!info[i].name)
			continue;
		vring_queue *q = vring_create(vdev, &d->dma_dev, index++, d->ops->queue_size,
					      &info[i]);
		if (!q) {
			vdev_del_vqs(vdev);
			return -ENOMEM;
		}
		vqs[i] = &q->vq;
	}
	return 0;
}

u64 vdev_get_features(struct virtio_device *vdev)
{
	return to_ukc(vdev)->ops->features;
}

int vdev_finalize_features(struct virtio_device *)
{
	return 0;
}

const char *vdev_bus_name(struct virtio_device *vdev)
{
	return dev_name(&to_ukc(vdev)->dma_dev);
}

const struct virtio_config_ops vdev_config_ops = {
	.get = vdev_get,
	.get_status = vdev_get_status,
	.set_status = vdev_set_status,
	.reset = vdev_reset,
	.find_vqs = vdev_find_vqs,
	.del_vqs = vdev_del_vqs,
	.get_features = vdev_get_features,
	.finalize_features = vdev_finalize_features,
	.bus_name = vdev_bus_name,
};

bool virtio_match(const ukc_vdev *d, const struct virtio_driver *drv)
{
	for (const struct virtio_device_id *id = drv->id_table; id && id->device; id++)
		if (id->device == d->vdev.id.device &&
		    (id->vendor == VIRTIO_DEV_ANY_ID || id->vendor == d->vdev.id.vendor))
			return true;
	return false;
}

// 6.12's virtio_dev_probe(): the features both sides know (the driver's table and the ring
// and version bits the core itself takes: indirect descriptors, of the ring's), FEATURES_OK, probe, DRIVER_OK if the driver did not
// set it, then configuration changes are let through.
int virtio_probe(ukc_vdev *d, struct virtio_driver *drv)
{
	struct virtio_device *vdev = &d->vdev;
	u64 want = 1ull << VIRTIO_F_VERSION_1 | 1ull << VIRTIO_F_ACCESS_PLATFORM |
		   1ull << VIRTIO_RING_F_INDIRECT_DESC;
	for (unsigned int i = 0; i < drv->feature_table_size; i++)
		want |= 1ull << drv->feature_table[i];
	virtio_add_status(vdev, VIRTIO_CONFIG_S_DRIVER);
	vdev->features = vdev->config->get_features(vdev) & want;
	int err = drv->validate ? drv->validate(vdev) : 0;
	if (err)
		return err;
	virtio_add_status(vdev, VIRTIO_CONFIG_S_FEATURES_OK);
	err = drv->probe(vdev);
	if (err)
		return err;
	if (!(vdev->config->get_status(vdev) & VIRTIO_CONFIG_S_DRIVER_OK))
		virtio_device_ready(vdev);
	if (drv->scan)
		drv->scan(vdev);
	spin_lock(&vdev->config_lock);
	vdev->config_core_enabled = true;
	bool pending = vdev->config_change_pending;
	vdev->config_change_pending = false;
	if (pending && drv->config_changed)
		drv->config_changed(vdev);
	spin_unlock(&vdev->config_lock);
	return 0;
}

// Under the bus lock.
void virtio_bind(ukc_vdev *d, struct virtio_driver *drv)
{
	if (d->drv || !virtio_match(d, drv))
		return;
	d->vdev.dev.driver = &drv->driver;
	d->drv = drv;
	int err = virtio_probe(d, drv);
	if (!err)
		return;
	virtio_add_status(&d->vdev, VIRTIO_CONFIG_S_FAILED);
	d->drv = nullptr;
	d->vdev.dev.driver = nullptr;
	ukc_dma_debug_unbind(&d->dma_dev);
	if (err != -ENODEV && err != -ENXIO)
		printk(KERN_WARNING "%s: probe of %s failed with error %d\n", drv->driver.name,
		       dev_name(&d->vdev.dev), err);
}

// Under the bus lock. 6.12's virtio_dev_remove(): the driver must leave the device reset.
void virtio_unbind(ukc_vdev *d)
{
	struct virtio_device *vdev = &d->vdev;
	if (!d->drv)
		return;
	spin_lock(&vdev->config_lock);
	vdev->config_core_enabled = false;
	spin_unlock(&vdev->config_lock);
	d->drv->remove(vdev);
	WARN_ON_ONCE(vdev->config->get_status(vdev));
	d->drv = nullptr;
	vdev->dev.driver = nullptr;
	virtio_add_status(vdev, VIRTIO_CONFIG_S_ACKNOWLEDGE);
	ukc_dma_debug_unbind(&d->dma_dev);
}

} // namespace

extern "C" {

void virtio_add_status(struct virtio_device *dev, unsigned int status)
{
	dev->config->set_status(dev, dev->config->get_status(dev) | status);
}

void virtio_reset_device(struct virtio_device *dev)
{
	dev->config->reset(dev);
}

int register_virtio_driver(struct virtio_driver *drv)
{
	std::lock_guard<std::recursive_mutex> g(bus().lock);
	bus().drivers.push_back(drv);
	for (ukc_vdev *d : bus().devices)
		virtio_bind(d, drv);
	return 0;
}

void unregister_virtio_driver(struct virtio_driver *drv)
{
	std::lock_guard<std::recursive_mutex> g(bus().lock);
	for (ukc_vdev *d : bus().devices)
		if (d->drv == drv)
			virtio_unbind(d);
	auto &v = bus().drivers;
	v.erase(std::remove(v.begin(), v.end(), drv), v.end());
}

struct virtio_device *ukc_virtio_alloc(const struct ukc_virtio_model_ops *ops, void *model)
{
	int irq = ukc_irq_alloc();
	if (irq < 0)
		return nullptr;
	auto *d = new ukc_vdev;
	std::lock_guard<std::recursive_mutex> g(bus().lock);
	int index = bus().next_index++;
	snprintf(d->name, sizeof(d->name), "virtio%d", index);
	snprintf(d->dma_name, sizeof(d->dma_name), "%s.%d", ops->name, index);
	d->vdev = {};
	d->vdev.index = index;
	d->vdev.dev.init_name = d->name;
	d->vdev.id = { ops->device_id, 0x554b4300 }; // "UKC"
	d->vdev.config = &vdev_config_ops;
	spin_lock_init(&d->vdev.config_lock);
	INIT_LIST_HEAD(&d->vdev.vqs);
	d->dma_dev = {};
	d->dma_dev.init_name = d->dma_name;
	d->dma_dev.driver = &transport_driver;
	d->ops = ops;
	d->model = model;
	d->irq = irq;
	return &d->vdev;
}

void ukc_virtio_register(struct virtio_device *vdev)
{
	ukc_vdev *d = to_ukc(vdev);
	std::lock_guard<std::recursive_mutex> g(bus().lock);
	virtio_add_status(vdev, VIRTIO_CONFIG_S_ACKNOWLEDGE);
	bus().devices.push_back(d);
	for (struct virtio_driver *drv : bus().drivers)
		virtio_bind(d, drv);
}

void ukc_virtio_del(struct virtio_device *vdev)
{
	ukc_vdev *d = to_ukc(vdev);
	{
		std::lock_guard<std::recursive_mutex> g(bus().lock);
		virtio_unbind(d);
		auto &v = bus().devices;
		v.erase(std::remove(v.begin(), v.end(), d), v.end());
	}
	ukc_irq_release(d->irq);
	delete d;
}

void ukc_virtio_config_changed(struct virtio_device *vdev)
{
	ukc_vdev *d = to_ukc(vdev);
	d->isr |= isr_config;
	ukc_irq_raise(d->irq);
}

void ukc_virtio_irq(struct virtio_device *vdev)
{
	ukc_vdev *d = to_ukc(vdev);
	d->isr |= isr_vring;
	ukc_irq_raise(d->irq);
}

} // extern "C"
