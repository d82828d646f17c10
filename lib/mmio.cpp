// SPDX-License-Identifier: GPL-2.0-only
// MMIO for device models: each mapped register file is an address range reserved without
// access rights, so only readl() and friends reach it (through the model's callbacks) and a
// driver that dereferences a register pointer faults where a kernel would read the device.
#include <linux/io.h>
#include <linux/kernel.h>

#include <sys/mman.h>

#include <atomic>
#include <map>
#include <memory>
#include <mutex>

#include "ukc_mmio.h"

namespace {

struct mmio_region {
	const struct ukc_mmio_ops *ops;
	void *model;
	size_t size;
	std::shared_ptr<std::mutex> lock; // one access at a time; kept by accesses under way
};

struct mmio_state {
	std::mutex lock;
	std::map<uintptr_t, mmio_region> regions; // by start address
	std::atomic<unsigned long> bad{ 0 };
};

mmio_state &mmio()
{
	static mmio_state *s = new mmio_state;
	return *s;
}

// The region holding [@addr, @addr + @width), with the offset in it; false when none does.
bool mmio_find(uintptr_t addr, unsigned int width, mmio_region *out, unsigned long *offset)
{
	std::lock_guard<std::mutex> g(mmio().lock);
	auto it = mmio().regions.upper_bound(addr);
	if (it == mmio().regions.begin())
		return false;
	--it;
	if (addr + width > it->first + it->second.size)
		return false;
	*out = it->second;
	*offset = addr - it->first;
	return true;
}

void mmio_bad(const volatile void *addr, unsigned int width)
{
	mmio().bad++;
	WARN(1, "MMIO access of %u bytes at %p reaches no device\n", width,
	     const_cast<const void *>(addr));
}

} // namespace

extern "C" {

u64 ukc_mmio_read(const volatile void __iomem *addr, unsigned int width)
{
	mmio_region r;
	unsigned long offset;

	if (!mmio_find(reinterpret_cast<uintptr_t>(addr), width, &r, &offset)) {
		mmio_bad(addr, width);
		return width == 8 ? ~0ull : (1ull << (8 * width)) - 1;
	}
	std::lock_guard<std::mutex> g(*r.lock);
	return r.ops->read(r.model, offset, width);
}

void ukc_mmio_write(volatile void __iomem *addr, u64 value, unsigned int width)
{
	mmio_region r;
	unsigned long offset;

	if (!mmio_find(reinterpret_cast<uintptr_t>(addr), width, &r, &offset)) {
		mmio_bad(addr, width);
		return;
	}
	std::lock_guard<std::mutex> g(*r.lock);
	r.ops->write(r.model, offset, value, width);
}

void __iomem *ukc_mmio_map(const struct ukc_mmio_ops *ops, void *model, size_t size)
{
	if (!ops || !ops->read || !ops->write || !size)
		return nullptr;
	void *p = mmap(nullptr, size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1,
		       0);
	if (p == MAP_FAILED)
		return nullptr;
	std::lock_guard<std::mutex> g(mmio().lock);
	mmio().regions[reinterpret_cast<uintptr_t>(p)] = { ops, model, size,
							   std::make_shared<std::mutex>() };
	return p;
}

void ukc_mmio_unmap(void __iomem *base)
{
	mmio_region r;
	{
		std::lock_guard<std::mutex> g(mmio().lock);
		auto it = mmio().regions.find(reinterpret_cast<uintptr_t>(base));
		if (it == mmio().regions.end()) {
			WARN(1, "unmapping %p, which is not a device's registers\n", base);
			return;
		}
		r = it->second;
		mmio().regions.erase(it);
	}
	// An access that found the region before it left finishes first.
	r.lock->lock();
	r.lock->unlock();
	munmap(base, r.size);
}

unsigned long ukc_mmio_bad_accesses(void)
{
	return mmio().bad.load();
}

} // extern "C"
