// SPDX-License-Identifier: GPL-2.0-only
// Per-CPU allocations (6.12's mm/percpu.c as its callers see it): a header cache line, then one
// zeroed copy a possible CPU at a stride of the size rounded up to the alignment.
#include <linux/cpumask.h>
#include <linux/percpu.h>

#include <cstdlib>
#include <cstring>

namespace {

constexpr size_t percpu_header = 64;

struct percpu_head {
	void *block;   // what aligned_alloc() returned
	size_t stride; // bytes from one CPU's copy to the next
};

percpu_head *percpu_head_of(const void *ptr)
{
	return reinterpret_cast<percpu_head *>(const_cast<char *>(static_cast<const char *>(ptr)) -
					       sizeof(percpu_head));
}

} // namespace

extern "C" void __percpu *__alloc_percpu(size_t size, size_t align)
{
	if (!align)
		align = 1;
	if (!size || align > percpu_header || (align & (align - 1)))
		return nullptr;
	size_t stride = (size + align - 1) & ~(align - 1);
	size_t nr = num_possible_cpus();
	if (stride > (SIZE_MAX - percpu_header) / nr)
		return nullptr;
	size_t total = (percpu_header + stride * nr + percpu_header - 1) & ~(percpu_header - 1);
	void *block = aligned_alloc(percpu_header, total);
	if (!block)
		return nullptr;
	memset(block, 0, total);
	char *first = static_cast<char *>(block) + percpu_header;
	*percpu_head_of(first) = { block, stride };
	return first;
}

extern "C" void free_percpu(void __percpu *ptr)
{
	if (ptr)
		free(percpu_head_of(ptr)->block);
}

extern "C" void *ukc_per_cpu_ptr(const void __percpu *ptr, int cpu)
{
	unsigned int nr = num_possible_cpus();
	unsigned int c = cpu < 0 ? 0 : (unsigned int)cpu % nr;

	return const_cast<char *>(static_cast<const char *>(ptr)) + c * percpu_head_of(ptr)->stride;
}
