// SPDX-License-Identifier: GPL-2.0-only
// Platform devices and drivers (6.12's drivers/base/platform.c and dd.c as a driver sees them):
// a device binds to the driver of its name when either registers; unbinding runs remove(),
// releases the managed resources, then checks for DMA mappings left behind, as 6.12's
// DMA-API debugging does on its bus notifier.
#include <linux/err.h>
#include <linux/platform_device.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <vector>

#include "ukc_dma_debug.h"

namespace {

struct platform_bus {
	std::recursive_mutex lock; // a probe may register devices in turn
	std::vector<struct platform_device *> devices;
	std::vector<struct platform_driver *> drivers;
};

platform_bus &bus()
{
	static platform_bus *b = new platform_bus;
	return *b;
}

// Under the lock.
void platform_bind(struct platform_device *pdev, struct platform_driver *drv)
{
	if (pdev->dev.driver || strcmp(pdev->name, drv->driver.name))
		return;
	pdev->dev.driver = &drv->driver;
	int err = drv->probe ? drv->probe(pdev) : 0;
	if (err) {
		devres_release_all(&pdev->dev);
		ukc_dma_debug_unbind(&pdev->dev);
		pdev->dev.driver = nullptr;
		dev_set_drvdata(&pdev->dev, nullptr);
		if (err != -ENODEV && err != -ENXIO)
			printk(KERN_WARNING "%s: probe of %s failed with error %d\n",
			       drv->driver.name, dev_name(&pdev->dev), err);
	}
}

// Under the lock.
void platform_unbind(struct platform_device *pdev)
{
	if (!pdev->dev.driver)
		return;
	auto *drv = container_of(pdev->dev.driver, struct platform_driver, driver);
	if (drv->remove)
		drv->remove(pdev);
	devres_release_all(&pdev->dev);
	ukc_dma_debug_unbind(&pdev->dev);
	pdev->dev.driver = nullptr;
	dev_set_drvdata(&pdev->dev, nullptr);
}

template <typename T> void erase_one(std::vector<T *> &v, T *x)
{
	for (auto it = v.begin(); it != v.end(); ++it)
		if (*it == x) {
			v.erase(it);
			return;
		}
}

void platform_irq_free(void *data)
{
	auto *args = static_cast<std::pair<unsigned int, void *> *>(data);
	free_irq(args->first, args->second);
	delete args;
}

} // namespace

extern "C" {

int platform_device_register(struct platform_device *pdev)
{
	if (!pdev || !pdev->name)
		return -EINVAL;
	char name[64];
	if (pdev->id == PLATFORM_DEVID_NONE)
		snprintf(name, sizeof(name), "%s", pdev->name);
	else
		snprintf(name, sizeof(name), "%s.%d", pdev->name, pdev->id);
	pdev->dev.init_name = strdup(name);
	if (!pdev->dev.init_name)
		return -ENOMEM;
	std::lock_guard<std::recursive_mutex> g(bus().lock);
	bus().devices.push_back(pdev);
	for (auto *drv : bus().drivers)
		platform_bind(pdev, drv);
	return 0;
}

void platform_device_unregister(struct platform_device *pdev)
{
	std::lock_guard<std::recursive_mutex> g(bus().lock);
	platform_unbind(pdev);
	erase_one(bus().devices, pdev);
	free(const_cast<char *>(pdev->dev.init_name));
	pdev->dev.init_name = nullptr;
}

int platform_driver_register(struct platform_driver *drv)
{
	if (!drv || !drv->driver.name)
		return -EINVAL;
	std::lock_guard<std::recursive_mutex> g(bus().lock);
	bus().drivers.push_back(drv);
	for (auto *pdev : bus().devices)
		platform_bind(pdev, drv);
	return 0;
}

void platform_driver_unregister(struct platform_driver *drv)
{
	std::lock_guard<std::recursive_mutex> g(bus().lock);
	for (auto *pdev : bus().devices)
		if (pdev->dev.driver == &drv->driver)
			platform_unbind(pdev);
	erase_one(bus().drivers, drv);
}

struct resource *platform_get_resource(struct platform_device *pdev, unsigned int type,
				       unsigned int num)
{
	for (u32 i = 0; i < pdev->num_resources; i++)
		if ((pdev->resource[i].flags & type) && num-- == 0)
			return &pdev->resource[i];
	return nullptr;
}

int platform_get_irq(struct platform_device *pdev, unsigned int num)
{
	struct resource *r = platform_get_resource(pdev, IORESOURCE_IRQ, num);
	return r ? static_cast<int>(r->start) : -ENXIO;
}

void __iomem *devm_platform_ioremap_resource(struct platform_device *pdev, unsigned int index)
{
	struct resource *r = platform_get_resource(pdev, IORESOURCE_MEM, index);
	if (!r)
		return static_cast<void __iomem *>(ERR_PTR(-EINVAL));
	return reinterpret_cast<void __iomem *>(static_cast<uintptr_t>(r->start));
}

int devm_request_irq(struct device *dev, unsigned int irq, irq_handler_t handler,
		     unsigned long flags, const char *name, void *dev_id)
{
	int err = request_irq(irq, handler, flags, name, dev_id);
	if (err)
		return err;
	auto *args = new (std::nothrow) std::pair<unsigned int, void *>(irq, dev_id);
	if (!args) {
		free_irq(irq, dev_id);
		return -ENOMEM;
	}
	return devm_add_action_or_reset(dev, platform_irq_free, args);
}

} // extern "C"
