/* SPDX-License-Identifier: GPL-2.0-only */
/* The library functions an architecture's module provides in the kernel's link (not installed). */
#ifndef _UKC_LIB_UKC_ARCH_HOOKS_H
#define _UKC_LIB_UKC_ARCH_HOOKS_H

#include <atomic>

namespace ukc {

/*
 * One of the lib/crypto functions 6.12 lets an architecture's file define in place of the
 * generic code (blake2s_compress(), curve25519_arch(), ...). A kernel binds the call when it
 * links that file in; here the library's own definition asks the hook, which holds the
 * function of the loaded module that defines the name (nullptr: the generic code serves).
 */
struct arch_hook {
	const char *name;
	std::atomic<void *> fn;
	std::atomic<const void *> owner; /* the module's load address */
};

extern arch_hook arch_hook_blake2s_compress;
extern arch_hook arch_hook_curve25519_arch;
extern arch_hook arch_hook_curve25519_base_arch;

/*
 * The functions crypto/cryptd.c exports, which the library's SIMD wrappers and hosted glue
 * (ghash-clmulni-intel's cryptd_alloc_ahash()) call. A hosted cryptd module loaded in place of
 * the library's (UKCRYPTO_BUILTIN_EXCLUDE=cryptd) makes instances of its own layout, which only
 * its own functions know: the library's functions of these names hand its transforms to them.
 */
enum cryptd_hook_id {
	cryptd_hook_alloc_skcipher,
	cryptd_hook_skcipher_child,
	cryptd_hook_skcipher_queued,
	cryptd_hook_free_skcipher,
	cryptd_hook_alloc_ahash,
	cryptd_hook_ahash_child,
	cryptd_hook_ahash_queued,
	cryptd_hook_free_ahash,
	cryptd_hook_alloc_aead,
	cryptd_hook_aead_child,
	cryptd_hook_aead_queued,
	cryptd_hook_free_aead,
	cryptd_hook_count,
};
extern arch_hook cryptd_hooks[cryptd_hook_count];

/* The module's function for @hook, as a pointer of type Fn, or nullptr. */
template <typename Fn> Fn arch_hook_fn(const arch_hook &hook)
{
	return reinterpret_cast<Fn>(hook.fn.load(std::memory_order_acquire));
}

/* Binds every hook the module @handle (loaded at @base, named @name) defines a symbol for. */
void arch_hooks_bind(void *handle, const void *base, const char *name);

/* Returns the hooks bound to the module at @base to the generic code (its module_exit() ran). */
void arch_hooks_unbind(const void *base);

} // namespace ukc

#endif /* _UKC_LIB_UKC_ARCH_HOOKS_H */
