// SPDX-License-Identifier: GPL-2.0-only
// The library's architecture hooks: bound to the module that defines one when it loads, as the
// kernel's link binds lib/crypto's calls to the arch file built in.
#include <crypto/ukcrypto.h>
#include <linux/kernel.h>

#include <dlfcn.h>

#include <cstring>

#include "ukc_arch_hooks.h"
#include "ukc_kernel.h"

ukc::arch_hook ukc::arch_hook_blake2s_compress = { "blake2s_compress", {}, {} };
ukc::arch_hook ukc::arch_hook_curve25519_arch = { "curve25519_arch", {}, {} };
ukc::arch_hook ukc::arch_hook_curve25519_base_arch = { "curve25519_base_arch", {}, {} };

namespace {

ukc::arch_hook *const arch_hooks[] = {
	&ukc::arch_hook_blake2s_compress,
	&ukc::arch_hook_curve25519_arch,
	&ukc::arch_hook_curve25519_base_arch,
};

} // namespace

// dlsym() on the module's handle also searches the objects it depends on: only a definition
// inside the module itself counts. A hook bound already stays with its module, as a kernel
// refuses a second module exporting a symbol that one loaded exports.
void ukc::arch_hooks_bind(void *handle, const void *base, const char *name)
{
	for (arch_hook *hook : arch_hooks) {
		void *fn = dlsym(handle, hook->name);

		if (!fn || ukc::object_base(fn) != base)
			continue;
		const void *owner = nullptr;
		if (!hook->owner.compare_exchange_strong(owner, base)) {
			if (owner != base) // not this module, loaded again
				printk(KERN_WARNING "ukcrypto: %s of module %s not used: another "
						    "module provides it\n",
				       hook->name, name);
			continue;
		}
		hook->fn.store(fn, std::memory_order_release);
		printk(KERN_INFO "ukcrypto: %s from module %s\n", hook->name, name);
	}
}

// The module's code stays mapped after its exit, so a call already in it finishes there.
void ukc::arch_hooks_unbind(const void *base)
{
	for (arch_hook *hook : arch_hooks) {
		if (hook->owner.load(std::memory_order_relaxed) != base)
			continue;
		hook->fn.store(nullptr, std::memory_order_release);
		hook->owner.store(nullptr);
	}
}

extern "C" const void *ukc_arch_hook(const char *name)
{
	for (const ukc::arch_hook *hook : arch_hooks)
		if (!strcmp(hook->name, name))
			return hook->fn.load(std::memory_order_acquire);
	return nullptr;
}
