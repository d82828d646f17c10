/* SPDX-License-Identifier: GPL-2.0-only */
/* struct device: the little of the kernel's device model a crypto engine driver touches. */
#ifndef _UKC_LINUX_DEVICE_H
#define _UKC_LINUX_DEVICE_H

#include <linux/kernel.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * struct device_driver - the driver bound to a device
 * @name: its name, as dev_driver_string() reports it
 */
struct device_driver {
	const char *name;
};

/**
 * struct device - a device a driver is bound to
 * @init_name: the device's name, as dev_name() reports it
 * @driver_data: the driver's private pointer (dev_set_drvdata())
 * @driver: the driver bound to it, or NULL
 * @devres: the managed resources (devm_*) released when the driver unbinds (lib/devres.cpp)
 *
 * There is no kobject here; platform devices (<linux/platform_device.h>) bind and unbind.
 */
struct device {
	const char *init_name;
	void *driver_data;
	const struct device_driver *driver;
	void *devres;
};

/* The bound driver's name, or "" (6.12 falls back to the bus's name; there is no bus). */
static inline const char *dev_driver_string(const struct device *dev)
{
	return dev->driver && dev->driver->name ? dev->driver->name : "";
}

static inline const char *dev_name(const struct device *dev)
{
	return dev->init_name ? dev->init_name : "(null)";
}

static inline void *dev_get_drvdata(const struct device *dev)
{
	return dev->driver_data;
}

static inline void dev_set_drvdata(struct device *dev, void *data)
{
	dev->driver_data = data;
}

/* Managed resources: freed (actions run), last first, when the driver unbinds from @dev. */
void *devm_kmalloc(struct device *dev, size_t size, gfp_t gfp);
void *devm_kzalloc(struct device *dev, size_t size, gfp_t gfp);
void devm_kfree(struct device *dev, const void *p);
int devm_add_action(struct device *dev, void (*action)(void *), void *data);
/* As devm_add_action(), but runs @action at once when it cannot be added. */
int devm_add_action_or_reset(struct device *dev, void (*action)(void *), void *data);
/* Runs and forgets every managed resource of @dev, last first. */
void devres_release_all(struct device *dev);

/* The kernel prefixes the driver's name too; a device here has only its own. */
#define dev_err(dev, fmt, ...) printk(KERN_ERR "%s: " fmt, dev_name(dev), ##__VA_ARGS__)
#define dev_warn(dev, fmt, ...) printk(KERN_WARNING "%s: " fmt, dev_name(dev), ##__VA_ARGS__)
#define dev_info(dev, fmt, ...) printk(KERN_INFO "%s: " fmt, dev_name(dev), ##__VA_ARGS__)
#define dev_dbg(dev, fmt, ...) ((void)(dev))

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_DEVICE_H */
