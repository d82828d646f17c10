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

ukc::arch_hook ukc::cryptd_hooks[cryptd_hook_count] = {
	{ "cryptd_alloc_skcipher", {}, {} },  { "cryptd_skcipher_child", {}, {} },
	{ "cryptd_skcipher_queued", {}, {} }, { "cryptd_free_skcipher", {}, {} },
	{ "cryptd_alloc_ahash", {}, {} },     { "cryptd_ahash_child", {}, {} },
	{ "cryptd_ahash_queued", {}, {} },    { "cryptd_free_ahash", {}, {} },
	{ "cryptd_alloc_aead", {}, {} },      { "cryptd_aead_child", {}, {} },
	{ "cryptd_aead_queued", {}, {} },     { "cryptd_free_aead", {}, {} },
};

namespace {

ukc::arch_hook *const arch_hooks[] = {
	&ukc::arch_hook_blake2s_compress,
	&ukc::arch_hook_curve25519_arch,
	&ukc::arch_hook_curve25519_base_arch,
};

template <typename F> void for_each_hook(F f)
{
	for (ukc::arch_hook *hook : arch_hooks)
		f(hook);
	for (ukc::arch_hook &hook : ukc::cryptd_hooks)
		f(&hook);
}

} // namespace

// dlsym() on the module's handle also searches the objects it depends on: only a definition
// inside the module itself counts. A hook bound already stays with its module, as a kernel
// refuses a second module exporting a symbol that one loaded exports.
void ukc::arch_hooks_bind(void *handle, const void *base, const char *name)
{
	for_each_hook([&](arch_hook *hook) {
		void *fn = dlsym(handle, hook->name);

		if (!fn || ukc::object_base(fn) != base)
			return;
		const void *owner = nullptr;
		if (!hook->owner.compare_exchange_strong(owner, base)) {
			if (owner != base) // not this module, loaded again
				printk(KERN_WARNING "ukcrypto: %s of module %s not used: another "
						    "module provides it\n",
				       hook->name, name);
			return;
		}
		hook->fn.store(fn, std::memory_order_release);
		printk(KERN_INFO "ukcrypto: %s from module %s\n", hook->name, name);
	});
}

// The module's code stays mapped after its exit, so a call already in it finishes there.
void ukc::arch_hooks_unbind(const void *base)
{
	for_each_hook([&](arch_hook *hook) {
		if (hook->owner.load(std::memory_order_relaxed) != base)
			return;
		hook->fn.store(nullptr, std::memory_order_release);
		hook->owner.store(nullptr);
	});
}

extern "C" const void *ukc_arch_hook(const char *name)
{
	const void *fn = nullptr;

	for_each_hook([&](const ukc::arch_hook *hook) {
		if (!strcmp(hook->name, name))
			fn = hook->fn.load(std::memory_order_acquire);
	});
	return fn;
}
