/* SPDX-License-Identifier: GPL-2.0-only */
/* Platform devices and drivers: a device model registers a device with its register file and
 * interrupt line as resources, the driver of the same name binds to it (probe) and unbinds
 * (remove, then its managed resources, then the DMA-API leak check), as 6.12's do. */
#ifndef _UKC_LINUX_PLATFORM_DEVICE_H
#define _UKC_LINUX_PLATFORM_DEVICE_H

#include <linux/device.h>
#include <linux/interrupt.h>
#include <linux/io.h>
#include <linux/ioport.h>
#include <linux/module.h>

#ifdef __cplusplus
extern "C" {
#endif

#define PLATFORM_DEVID_NONE (-1)

/**
 * struct platform_device - a device on no bus but the platform
 * @name: matched against the drivers' names
 * @id: the instance, or PLATFORM_DEVID_NONE; dev_name() is "name.id" or "name"
 * @dev: the device
 * @num_resources: how many @resource holds
 * @resource: its register ranges and interrupt lines
 */
struct platform_device {
	const char *name;
	int id;
	struct device dev;
	u32 num_resources;
	struct resource *resource;
};

/**
 * struct platform_driver - a driver of platform devices
 * @probe: binds to a device: 0, or an error that leaves it unbound (its managed resources
 *	released)
 * @remove: unbinds (6.12's void-returning form)
 * @driver: its name, which devices of that name match
 */
struct platform_driver {
	int (*probe)(struct platform_device *pdev);
	void (*remove)(struct platform_device *pdev);
	struct device_driver driver;
};

#define to_platform_device(d) container_of(d, struct platform_device, dev)

int platform_device_register(struct platform_device *pdev);
void platform_device_unregister(struct platform_device *pdev);
int platform_driver_register(struct platform_driver *drv);
void platform_driver_unregister(struct platform_driver *drv);

struct resource *platform_get_resource(struct platform_device *pdev, unsigned int type,
				       unsigned int num);
/* The @num-th interrupt line, or -ENXIO. */
int platform_get_irq(struct platform_device *pdev, unsigned int num);
/* The @index-th register range, mapped (the model's mapping), or ERR_PTR(-EINVAL). */
void __iomem *devm_platform_ioremap_resource(struct platform_device *pdev, unsigned int index);

/* request_irq() released at unbind. */
int devm_request_irq(struct device *dev, unsigned int irq, irq_handler_t handler,
		     unsigned long flags, const char *name, void *dev_id);

static inline void *platform_get_drvdata(const struct platform_device *pdev)
{
	return dev_get_drvdata(&pdev->dev);
}

static inline void platform_set_drvdata(struct platform_device *pdev, void *data)
{
	dev_set_drvdata(&pdev->dev, data);
}

#define module_platform_driver(drv)                      \
	static int drv##_init(void)                      \
	{                                                \
		return platform_driver_register(&(drv)); \
	}                                                \
	static void drv##_exit(void)                     \
	{                                                \
		platform_driver_unregister(&(drv));      \
	}                                                \
	module_init(drv##_init);                         \
	module_exit(drv##_exit)

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_PLATFORM_DEVICE_H */
