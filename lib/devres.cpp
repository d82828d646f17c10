// SPDX-License-Identifier: GPL-2.0-only
// Managed device resources (6.12's drivers/base/devres.c as a driver sees it): memory and
// actions tied to a device, released last first when its driver unbinds.
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/slab.h>

#include <cerrno>
#include <mutex>
#include <vector>

namespace {

struct devres_entry {
	void (*action)(void *); // nullptr: @data is devm memory, kfree()d
	void *data;
};

using devres_list = std::vector<devres_entry>;

std::mutex devres_lock;

devres_list *devres_of(struct device *dev, bool make)
{
	if (!dev->devres && make)
		dev->devres = new (std::nothrow) devres_list;
	return static_cast<devres_list *>(dev->devres);
}

int devres_add(struct device *dev, void (*action)(void *), void *data)
{
	std::lock_guard<std::mutex> g(devres_lock);
	devres_list *l = devres_of(dev, true);
	if (!l)
		return -ENOMEM;
	l->push_back({ action, data });
	return 0;
}

} // namespace

extern "C" {

void *devm_kmalloc(struct device *dev, size_t size, gfp_t gfp)
{
	void *p = kmalloc(size, gfp);
	if (p && devres_add(dev, nullptr, p)) {
		kfree(p);
		return nullptr;
	}
	return p;
}

void *devm_kzalloc(struct device *dev, size_t size, gfp_t gfp)
{
	return devm_kmalloc(dev, size, gfp | __GFP_ZERO);
}

void devm_kfree(struct device *dev, const void *p)
{
	{
		std::lock_guard<std::mutex> g(devres_lock);
		devres_list *l = devres_of(dev, false);
		for (auto it = l ? l->begin() : devres_list::iterator(); l && it != l->end(); ++it)
			if (!it->action && it->data == p) {
				l->erase(it);
				kfree(p);
				return;
			}
	}
	WARN(1, "devm_kfree of memory %p that %s does not manage\n", p, dev_name(dev));
}

int devm_add_action(struct device *dev, void (*action)(void *), void *data)
{
	return devres_add(dev, action, data);
}

int devm_add_action_or_reset(struct device *dev, void (*action)(void *), void *data)
{
	int err = devres_add(dev, action, data);
	if (err)
		action(data);
	return err;
}

void devres_release_all(struct device *dev)
{
	devres_list taken;
	{
		std::lock_guard<std::mutex> g(devres_lock);
		devres_list *l = devres_of(dev, false);
		if (!l)
			return;
		taken.swap(*l);
		delete l;
		dev->devres = nullptr;
	}
	for (auto it = taken.rbegin(); it != taken.rend(); ++it) {
		if (it->action)
			it->action(it->data);
		else
			kfree(it->data);
	}
}

} // extern "C"
