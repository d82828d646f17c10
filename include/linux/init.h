/* SPDX-License-Identifier: GPL-2.0-only */
/* Initcalls: a file's subsys_initcall()/module_init() is all it needs to be registered at start-up. */
#ifndef _UKC_LINUX_INIT_H
#define _UKC_LINUX_INIT_H

/* glibc names a struct member __init: let it be parsed before the macro below exists. */
#include <stdlib.h>
#include <linux/compiler.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Section markers, for C drivers only: the C++ standard library uses these names itself. */
#ifndef __cplusplus
#define __init
#define __exit
#endif
#define __initdata
#define __ro_after_init

typedef int (*initcall_t)(void);
typedef void (*exitcall_t)(void);

/* The kernel's initcall levels; crypto_init() runs lower levels first, each in link order. */
enum ukc_initcall_level {
	UKC_INITCALL_CORE = 1,
	UKC_INITCALL_ARCH = 3,
	UKC_INITCALL_SUBSYS = 4,
	UKC_INITCALL_DEVICE = 6,
	UKC_INITCALL_LATE = 7,
	UKC_INITCALL_LEVEL_MASK = 0xff,
	/* Or'd into the level of the library's own arch drivers: UKCRYPTO_BUILTIN_ARCH=0 (or
	 * -Dbuiltin_arch=false) leaves them out, as a kernel built without them. */
	UKC_INITCALL_BUILTIN_ARCH = 0x100,
};

/**
 * ukc_register_initcall() - queue an init function (called by the initcall macros)
 * @fn: the function
 * @level: one of enum ukc_initcall_level
 * @name: the function's name, for messages
 *
 * Before crypto_init() has run, @fn waits in the list; afterwards (a module
 * loaded later with dlopen) it runs at once.
 */
void ukc_register_initcall(initcall_t fn, int level, const char *name);
void ukc_register_exitcall(exitcall_t fn, const char *name);
/* The same for an exit function of the given level flags (UKC_INITCALL_BUILTIN_ARCH): one whose
 * init function was left out is not run either. */
void ukc_register_exitcall_level(exitcall_t fn, const char *name, int level);
/* The same, naming the source file (__FILE__) of the function: a built-in file whose name,
 * less its directory and extension, UKCRYPTO_BUILTIN_EXCLUDE lists is left out, its init
 * and exit functions both, as a kernel that builds that file as a module (=m) not loaded. */
void ukc_register_initcall_in(initcall_t fn, int level, const char *name, const char *file);
void ukc_register_exitcall_in(exitcall_t fn, const char *name, int level, const char *file);

/**
 * ukc_builtin_arch_enabled() - whether the library's own arch drivers register
 *
 * Return: false when UKCRYPTO_BUILTIN_ARCH=0 (or the build's default, -Dbuiltin_arch=false,
 * is not overridden by UKCRYPTO_BUILTIN_ARCH=1).
 */
bool ukc_builtin_arch_enabled(void);

#ifdef UKC_BUILTIN_ARCH_DRIVER
#define __ukc_driver_flag UKC_INITCALL_BUILTIN_ARCH
#else
#define __ukc_driver_flag 0
#endif

#define __ukc_initcall(fn, level)                                              \
	__attribute__((__constructor__)) static void __ukc_initcall_##fn(void) \
	{                                                                      \
		ukc_register_initcall_in(fn, level, #fn, __FILE__);            \
	}

#define core_initcall(fn) __ukc_initcall(fn, UKC_INITCALL_CORE)
#define arch_initcall(fn) __ukc_initcall(fn, UKC_INITCALL_ARCH)
#define subsys_initcall(fn) __ukc_initcall(fn, UKC_INITCALL_SUBSYS)
#define device_initcall(fn) __ukc_initcall(fn, UKC_INITCALL_DEVICE | __ukc_driver_flag)
#define late_initcall(fn) __ukc_initcall(fn, UKC_INITCALL_LATE | __ukc_driver_flag)

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_INIT_H */
