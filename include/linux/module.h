/* SPDX-License-Identifier: GPL-2.0-only */
/* Module boilerplate: module_init/module_exit run through the initcall list; MODULE_* are inert. */
#ifndef _UKC_LINUX_MODULE_H
#define _UKC_LINUX_MODULE_H

#include <linux/export.h>
#include <linux/init.h>
#include <linux/jump_label.h>
#include <linux/kernel.h>
#include <linux/moduleparam.h>
/* The kernel's brings spinlocks through its list and RCU headers; ansi_cprng.c relies on it. */
#include <linux/spinlock.h>
#include <linux/string.h>
/* As the kernel's, it brings the architecture's processor description (x86's boot_cpu_data,
 * which glue files test without including <asm/processor.h>), where there is one. */
#if __has_include(<asm/processor.h>)
#include <asm/processor.h>
#endif

struct module;

#define THIS_MODULE ((struct module *)0)

#define module_init(fn) device_initcall(fn)
#define module_exit(fn)                                                         \
	__attribute__((__constructor__)) static void __ukc_exitcall_##fn(void)  \
	{                                                                       \
		ukc_register_exitcall_in(fn, #fn, __ukc_driver_flag, __FILE__); \
	}

#define MODULE_LICENSE(s)
#define MODULE_AUTHOR(s)
#define MODULE_DESCRIPTION(s)
/* A module's aliases live in its .modinfo section, as "alias=<name>" strings, where the module
 * loader reads them (without loading the module) when a lookup misses. */
#define __ukc_modinfo_paste(a, b) a##b
#define __ukc_modinfo_id(n) __ukc_modinfo_paste(__ukc_modinfo_, n)
#define MODULE_INFO(tag, info)                                                               \
	__attribute__((__section__(".modinfo"), __used__, __aligned__(1))) static const char \
	__ukc_modinfo_id(__COUNTER__)[] = #tag "=" info
#define MODULE_ALIAS(name) MODULE_INFO(alias, name)
/* MODULE_ALIAS_CRYPTO("xts"): a lookup of "xts" that misses (request_module("crypto-xts")) loads it. */
#define MODULE_ALIAS_CRYPTO(name) MODULE_INFO(alias, "crypto-" name)
#define MODULE_IMPORT_NS(ns)
#define MODULE_SOFTDEP(s)
#define MODULE_DEVICE_TABLE(type, name)

static inline bool try_module_get(struct module *m)
{
	(void)m;
	return true;
}

static inline void module_put(struct module *m)
{
	(void)m;
}

#endif /* _UKC_LINUX_MODULE_H */
