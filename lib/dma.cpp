// SPDX-License-Identifier: GPL-2.0-only
// The DMA mapping API (6.12's kernel/dma/mapping.c) over an identity mapping, with the checks
// of its DMA-API debugging (kernel/dma/debug.c) always on: every mapping is recorded, every
// unmap and sync is checked against the record, and each error is a WARN in 6.12's words.
#include <linux/dma-mapping.h>
#include <linux/kernel.h>
#include <linux/xxhash.h>

#include <atomic>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <set>

#include "ukc_dma_debug.h"

namespace {

// 6.12's dma_debug_type and map_err_type, with its names.
enum class dma_kind {
	single,
	sg,
	coherent
};
enum class map_err {
	not_applicable,
	not_checked,
	checked
};

const char *const dma_kind_name[] = { "single", "scatter-gather", "coherent" };
const char *const dma_dir_name[] = { "DMA_BIDIRECTIONAL", "DMA_TO_DEVICE", "DMA_FROM_DEVICE",
				     "DMA_NONE" };

struct dma_entry {
	const struct device *dev = nullptr;
	dma_kind kind = dma_kind::single;
	dma_addr_t addr = 0;
	u64 size = 0;
	int dir = DMA_NONE;
	int sg_call_ents = 0;
	const void *cpu = nullptr;
	map_err err = map_err::not_applicable;
	// A DMA_TO_DEVICE buffer's contents when the device took it: the CPU may not write it
	// until it is given back (a check 6.12 cannot make, since it does not hash buffers).
	u64 digest = 0;
};

// The live mappings ordered by device address (those at one address in the order they were
// made), and their sizes: the largest bounds how far below an address a mapping that holds it
// can start, so a device's access to each descriptor of a full ring, an unmap or a sync looks
// at the few mappings near its address, not at every one.
using dma_map = std::multimap<dma_addr_t, dma_entry>;

struct dma_state {
	std::mutex lock;
	dma_map entries;
	std::multiset<u64> sizes;
	std::atomic<unsigned long> errors{ 0 };
	std::atomic<unsigned int> fail{ 0 };
};

dma_state &dma()
{
	static dma_state *s = new dma_state;
	return *s;
}

const char *dma_dir_str(int dir)
{
	return dir >= 0 && dir <= DMA_NONE ? dma_dir_name[dir] : "invalid";
}

// 6.12's err_printk(): a WARN naming the driver and the device, and the count.
__attribute__((format(printf, 2, 3))) void dma_err(const struct device *dev, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	dma().errors++;
	WARN(1, "DMA-API: %s %s: %s", dev ? dev_driver_string(dev) : "NULL",
	     dev ? dev_name(dev) : "NULL", msg);
}

// The buffer's 64-bit xxHash: enough to see that the CPU changed it, at memory speed (a
// byte-serial hash cost a 4 KiB request 10 us at map and unmap).
u64 dma_digest(const void *p, u64 size)
{
	return xxh64(p, size, 0);
}

bool dma_take_failure()
{
	unsigned int n = dma().fail.load();
	while (n && !dma().fail.compare_exchange_weak(n, n - 1)) {
	}
	return n != 0;
}

void dma_record(const dma_entry &e)
{
	dma_entry copy = e;
	if (copy.dir == DMA_TO_DEVICE)
		copy.digest = dma_digest(reinterpret_cast<const void *>(copy.addr), copy.size);
	std::lock_guard<std::mutex> g(dma().lock);
	dma().entries.emplace(copy.addr, copy);
	dma().sizes.insert(copy.size);
}

void dma_erase(dma_map::iterator it)
{
	dma().sizes.erase(dma().sizes.find(it->second.size));
	dma().entries.erase(it);
}

// Calls @f on each mapping that can hold or overlap memory from @addr on and starts before @end
// (those starting from @addr less the largest size), in address order, until @f returns true.
// Under the lock.
template <typename F> bool dma_near(dma_addr_t addr, dma_addr_t end, F f)
{
	if (dma().entries.empty())
		return false;
	u64 reach = *dma().sizes.rbegin();
	auto it = dma().entries.lower_bound(addr > reach ? addr - reach : 0);
	for (; it != dma().entries.end() && it->first < end; ++it)
		if (f(it->second))
			return true;
	return false;
}

bool dma_overlap(const dma_entry &a, const dma_entry &b)
{
	return a.addr < b.addr + b.size && b.addr < a.addr + a.size;
}

// Whether a mapping the device may write (another list over the same memory, as an in-place
// request with two scatterlists has) covers part of @e: its changes are then the device's.
// Under the lock.
bool dma_device_writable(const dma_entry &e)
{
	return dma_near(e.addr, e.addr + e.size, [&](const dma_entry &o) {
		return o.dir != DMA_TO_DEVICE && dma_overlap(o, e);
	});
}

// The device is done with a DMA_TO_DEVICE buffer: had the CPU written it meanwhile, what the
// device read is not what the driver meant.
void dma_check_cpu_writes(const dma_entry &e)
{
	if (e.dir != DMA_TO_DEVICE ||
	    dma_digest(reinterpret_cast<const void *>(e.addr), e.size) == e.digest)
		return;
	{
		std::lock_guard<std::mutex> g(dma().lock);
		if (dma_device_writable(e))
			return;
	}
	dma_err(e.dev,
		"CPU wrote DMA_TO_DEVICE memory the device owned [device address=0x%016llx] "
		"[size=%llu bytes]\n",
		(unsigned long long)e.addr, (unsigned long long)e.size);
}

// A mapping the device may write was given back: what it wrote over DMA_TO_DEVICE buffers
// still mapped is the device's doing. Under the lock.
void dma_device_wrote(const dma_entry &e)
{
	if (e.dir == DMA_TO_DEVICE)
		return;
	dma_near(e.addr, e.addr + e.size, [&](dma_entry &o) {
		if (o.dir == DMA_TO_DEVICE && dma_overlap(o, e))
			o.digest = dma_digest(reinterpret_cast<const void *>(o.addr), o.size);
		return false;
	});
}

// The record an unmap of @ref names (same device and address), the closest match first, as
// 6.12's bucket_find_exact(); entries.end() when there is none. Under the lock.
dma_map::iterator dma_find_exact(const dma_entry &ref)
{
	auto [it, last] = dma().entries.equal_range(ref.addr);
	auto best = dma().entries.end();
	int best_score = -1;

	for (; it != last; ++it) {
		const dma_entry &e = it->second;
		if (e.dev != ref.dev)
			continue;
		int score = (e.size == ref.size) + (e.dir == ref.dir) + (e.kind == ref.kind) +
			    (e.sg_call_ents == ref.sg_call_ents);
		if (score > best_score) {
			best = it;
			best_score = score;
		}
	}
	return best;
}

// 6.12's check_unmap(): each difference between the mapping and its unmap is an error.
void dma_check_mismatch(const dma_entry &e, const dma_entry &ref)
{
	auto a = (unsigned long long)ref.addr;
	auto size = (unsigned long long)ref.size;

	if (ref.size != e.size)
		dma_err(ref.dev,
			"device driver frees DMA memory with different size [device "
			"address=0x%016llx] [map size=%llu bytes] [unmap size=%llu bytes]\n",
			a, (unsigned long long)e.size, size);
	if (ref.kind != e.kind)
		dma_err(ref.dev,
			"device driver frees DMA memory with wrong function [device "
			"address=0x%016llx] [size=%llu bytes] [mapped as %s] [unmapped as %s]\n",
			a, size, dma_kind_name[(int)e.kind], dma_kind_name[(int)ref.kind]);
	else if (ref.kind == dma_kind::coherent && ref.cpu != e.cpu)
		dma_err(ref.dev,
			"device driver frees DMA memory with different CPU address [device "
			"address=0x%016llx] [size=%llu bytes] [cpu alloc address=%p] [cpu free "
			"address=%p]",
			a, size, e.cpu, ref.cpu);
	if (ref.sg_call_ents && ref.kind == dma_kind::sg && ref.sg_call_ents != e.sg_call_ents)
		dma_err(ref.dev,
			"device driver frees DMA sg list with different entry count [map count=%d] "
			"[unmap count=%d]\n",
			e.sg_call_ents, ref.sg_call_ents);
	if (ref.dir != e.dir)
		dma_err(ref.dev,
			"device driver frees DMA memory with different direction [device "
			"address=0x%016llx] [size=%llu bytes] [mapped with %s] [unmapped with %s]\n",
			a, size, dma_dir_str(e.dir), dma_dir_str(ref.dir));
	if (e.err == map_err::not_checked)
		dma_err(ref.dev,
			"device driver failed to check map error[device address=0x%016llx] "
			"[size=%llu bytes] [mapped as %s]",
			a, size, dma_kind_name[(int)e.kind]);
}

void dma_check_unmap(const dma_entry &ref)
{
	dma_entry e;
	{
		std::lock_guard<std::mutex> g(dma().lock);
		auto it = dma_find_exact(ref);
		if (it == dma().entries.end()) {
			e.dev = nullptr;
		} else {
			e = it->second;
			dma_erase(it);
			dma_device_wrote(e);
		}
	}
	if (!e.dev) {
		if (ref.addr == DMA_MAPPING_ERROR)
			dma_err(ref.dev,
				"device driver tries to free an invalid DMA memory address\n");
		else
			dma_err(ref.dev,
				"device driver tries to free DMA memory it has not allocated [device "
				"address=0x%016llx] [size=%llu bytes]\n",
				(unsigned long long)ref.addr, (unsigned long long)ref.size);
		return;
	}
	dma_check_mismatch(e, ref);
	dma_check_cpu_writes(e);
}

void dma_err_sync(const dma_entry &ref, const dma_entry &e, const char *what)
{
	dma_err(ref.dev,
		"device driver syncs %s [device address=0x%016llx] [size=%llu bytes] [mapped "
		"with %s] [synced with %s]\n",
		what, (unsigned long long)ref.addr, (unsigned long long)e.size, dma_dir_str(e.dir),
		dma_dir_str(ref.dir));
}

// 6.12's check_sync(): the range must lie in one mapping, in a direction the mapping allows.
void dma_check_sync(const dma_entry &ref, bool to_cpu)
{
	dma_entry e;
	bool found = false;
	{
		std::lock_guard<std::mutex> g(dma().lock);
		found = dma_near(ref.addr, ref.addr + 1, [&](dma_entry &it) {
			if (it.dev != ref.dev || ref.addr >= it.addr + it.size)
				return false;
			if (!to_cpu && it.dir == DMA_TO_DEVICE)
				it.digest = dma_digest(reinterpret_cast<const void *>(it.addr),
						       it.size);
			e = it;
			return true;
		});
	}
	auto a = (unsigned long long)ref.addr;
	if (!found) {
		dma_err(ref.dev,
			"device driver tries to sync DMA memory it has not allocated [device "
			"address=0x%016llx] [size=%llu bytes]\n",
			a, (unsigned long long)ref.size);
		return;
	}
	u64 end = ref.addr - e.addr + ref.size;
	if (end > e.size)
		dma_err(ref.dev,
			"device driver syncs DMA memory outside allocated range [device "
			"address=0x%016llx] [allocation size=%llu bytes] [sync offset+size=%llu]\n",
			(unsigned long long)e.addr, (unsigned long long)e.size,
			(unsigned long long)end);
	if (e.dir == DMA_BIDIRECTIONAL)
		return;
	// 6.12's three checks, each on its own.
	if (ref.dir != e.dir)
		dma_err_sync(ref, e, "DMA memory with different direction");
	if (to_cpu && e.dir != DMA_FROM_DEVICE && ref.dir != DMA_TO_DEVICE)
		dma_err_sync(ref, e, "device read-only DMA memory for cpu");
	if (!to_cpu && e.dir != DMA_TO_DEVICE && ref.dir != DMA_FROM_DEVICE)
		dma_err_sync(ref, e, "device write-only DMA memory to device");
	if (to_cpu)
		dma_check_cpu_writes(e);
}

dma_entry dma_ref(struct device *dev, dma_kind kind, dma_addr_t addr, u64 size, int dir)
{
	dma_entry e;

	e.dev = dev;
	e.kind = kind;
	e.addr = addr;
	e.size = size;
	e.dir = dir;
	return e;
}

void dma_sync_sg(struct device *dev, struct scatterlist *sg, int nelems, int dir, bool to_cpu)
{
	struct scatterlist *s;
	int i;

	for_each_sg(sg, s, nelems, i) dma_check_sync(
		dma_ref(dev, dma_kind::sg, sg_dma_address(s), sg_dma_len(s), dir), to_cpu);
}

} // namespace

extern "C" {

dma_addr_t dma_map_single_attrs(struct device *dev, void *ptr, size_t size,
				enum dma_data_direction dir, unsigned long)
{
	if (WARN_ON(!valid_dma_direction(dir)) || dma_take_failure())
		return DMA_MAPPING_ERROR;
	auto addr = static_cast<dma_addr_t>(reinterpret_cast<uintptr_t>(ptr));
	dma_entry e = dma_ref(dev, dma_kind::single, addr, size, dir);
	e.err = map_err::not_checked;
	dma_record(e);
	return addr;
}

void dma_unmap_single_attrs(struct device *dev, dma_addr_t addr, size_t size,
			    enum dma_data_direction dir, unsigned long)
{
	dma_check_unmap(dma_ref(dev, dma_kind::single, addr, size, dir));
}

int dma_map_sg_attrs(struct device *dev, struct scatterlist *sg, int nents,
		     enum dma_data_direction dir, unsigned long)
{
	struct scatterlist *s;
	int i;

	if (WARN_ON(!valid_dma_direction(dir)) || nents <= 0 || dma_take_failure())
		return 0;
	for_each_sg(sg, s, nents, i)
	{
		s->dma_address = static_cast<dma_addr_t>(reinterpret_cast<uintptr_t>(sg_virt(s)));
		s->dma_length = s->length;
		dma_entry e = dma_ref(dev, dma_kind::sg, s->dma_address, s->length, dir);
		e.sg_call_ents = nents;
		dma_record(e);
	}
	return nents;
}

void dma_unmap_sg_attrs(struct device *dev, struct scatterlist *sg, int nents,
			enum dma_data_direction dir, unsigned long)
{
	struct scatterlist *s;
	int i;

	for_each_sg(sg, s, nents, i)
	{
		dma_entry ref = dma_ref(dev, dma_kind::sg, sg_dma_address(s), sg_dma_len(s), dir);
		ref.sg_call_ents = nents;
		dma_check_unmap(ref);
	}
}

void *dma_alloc_attrs(struct device *dev, size_t size, dma_addr_t *dma_handle, gfp_t, unsigned long)
{
	size_t rounded = (size + 4095) & ~static_cast<size_t>(4095);
	void *p = dma_take_failure() || !size ? nullptr : aligned_alloc(4096, rounded);

	if (!p) {
		*dma_handle = DMA_MAPPING_ERROR;
		return nullptr;
	}
	memset(p, 0, rounded);
	*dma_handle = static_cast<dma_addr_t>(reinterpret_cast<uintptr_t>(p));
	dma_entry e = dma_ref(dev, dma_kind::coherent, *dma_handle, size, DMA_BIDIRECTIONAL);
	e.cpu = p;
	dma_record(e);
	return p;
}

void dma_free_attrs(struct device *dev, size_t size, void *cpu_addr, dma_addr_t dma_handle,
		    unsigned long)
{
	dma_entry ref = dma_ref(dev, dma_kind::coherent, dma_handle, size, DMA_BIDIRECTIONAL);
	ref.cpu = cpu_addr;
	dma_check_unmap(ref);
	// Freed only when it was this allocation: a wrong handle must not free someone's memory.
	if (cpu_addr &&
	    static_cast<dma_addr_t>(reinterpret_cast<uintptr_t>(cpu_addr)) == dma_handle)
		free(cpu_addr);
}

void dma_sync_single_for_cpu(struct device *dev, dma_addr_t addr, size_t size,
			     enum dma_data_direction dir)
{
	dma_check_sync(dma_ref(dev, dma_kind::single, addr, size, dir), true);
}

void dma_sync_single_for_device(struct device *dev, dma_addr_t addr, size_t size,
				enum dma_data_direction dir)
{
	dma_check_sync(dma_ref(dev, dma_kind::single, addr, size, dir), false);
}

void dma_sync_sg_for_cpu(struct device *dev, struct scatterlist *sg, int nelems,
			 enum dma_data_direction dir)
{
	dma_sync_sg(dev, sg, nelems, dir, true);
}

void dma_sync_sg_for_device(struct device *dev, struct scatterlist *sg, int nelems,
			    enum dma_data_direction dir)
{
	dma_sync_sg(dev, sg, nelems, dir, false);
}

int dma_mapping_error(struct device *dev, dma_addr_t dma_addr)
{
	std::lock_guard<std::mutex> g(dma().lock);
	auto [it, last] = dma().entries.equal_range(dma_addr);
	for (; it != last; ++it)
		if (it->second.dev == dev && it->second.err == map_err::not_checked)
			it->second.err = map_err::checked;
	return dma_addr == DMA_MAPPING_ERROR;
}

int dma_set_mask(struct device *, u64)
{
	return 0;
}

int dma_set_coherent_mask(struct device *, u64)
{
	return 0;
}

unsigned long ukc_dma_debug_error_count(void)
{
	return dma().errors.load();
}

unsigned long ukc_dma_debug_mappings(const struct device *dev)
{
	std::lock_guard<std::mutex> g(dma().lock);
	unsigned long n = 0;
	for (const auto &[addr, e] : dma().entries)
		n += !dev || e.dev == dev;
	return n;
}

unsigned long ukc_dma_debug_unbind(struct device *dev)
{
	dma_entry first;
	unsigned long count = 0;
	{
		std::lock_guard<std::mutex> g(dma().lock);
		for (const auto &[addr, e] : dma().entries)
			if (e.dev == dev && !count++)
				first = e;
	}
	if (count)
		dma_err(dev,
			"device driver has pending DMA allocations while released from device "
			"[count=%lu]\nOne of leaked entries details: [device address=0x%016llx] "
			"[size=%llu bytes] [mapped with %s] [mapped as %s]\n",
			count, (unsigned long long)first.addr, (unsigned long long)first.size,
			dma_dir_str(first.dir), dma_kind_name[(int)first.kind]);
	return count;
}

void ukc_dma_fail_mappings(unsigned int count)
{
	dma().fail.store(count);
}

bool ukc_dma_device_access(const struct device *dev, dma_addr_t addr, u64 size, bool write)
{
	{
		std::lock_guard<std::mutex> g(dma().lock);
		if (dma_near(addr, addr + 1, [&](const dma_entry &e) {
			    bool allowed = e.dir == DMA_BIDIRECTIONAL ||
					   e.kind == dma_kind::coherent ||
					   e.dir == (write ? DMA_FROM_DEVICE : DMA_TO_DEVICE);
			    return e.dev == dev && allowed && addr + size <= e.addr + e.size;
		    }))
			return true;
	}
	dma_err(dev,
		"device %s memory not mapped for it that way [device address=0x%016llx] "
		"[size=%llu bytes]\n",
		write ? "wrote" : "read", (unsigned long long)addr, (unsigned long long)size);
	return false;
}

} // extern "C"
