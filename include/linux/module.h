/* SPDX-License-Identifier: GPL-2.0-only */
/* Module boilerplate: module_init/module_exit run through the initcall list; MODULE_* are inert. */
#ifndef _UKC_LINUX_MODULE_H
#define _UKC_LINUX_MODULE_H

#include <linux/init.h>
#include <linux/kernel.h>

struct module;

#define THIS_MODULE ((struct module *)0)

#define module_init(fn) device_initcall(fn)
#define module_exit(fn)                                                                    \
	__attribute__((__constructor__)) static void __ukc_exitcall_##fn(void)             \
	{                                                                                  \
		ukc_register_exitcall(fn, #fn);                                            \
	}

#define MODULE_LICENSE(s)
#define MODULE_AUTHOR(s)
#define MODULE_DESCRIPTION(s)
#define MODULE_ALIAS(s)
#define MODULE_IMPORT_NS(ns)
#define MODULE_SOFTDEP(s)
#define MODULE_DEVICE_TABLE(type, name)
#define EXPORT_SYMBOL(sym)
#define EXPORT_SYMBOL_GPL(sym)
#define EXPORT_SYMBOL_NS_GPL(sym, ns)

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
