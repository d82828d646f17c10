/* SPDX-License-Identifier: GPL-2.0-only */
/* EXPORT_SYMBOL and its variants, which <linux/linkage.h> brings to every file as the kernel's
 * does. Valid in C, C++ and assembler. */
#ifndef _UKC_LINUX_EXPORT_H
#define _UKC_LINUX_EXPORT_H

/*
 * Nothing to emit: a module is loaded with its symbols global, so any global symbol of it is
 * what a module loaded later links against, and what the library's architecture hooks bind to
 * (lib/arch_hooks.cpp). The namespaces and the GPL-only flag have no one to check them.
 */
#define EXPORT_SYMBOL(sym)
#define EXPORT_SYMBOL_GPL(sym)
#define EXPORT_SYMBOL_NS(sym, ns)
#define EXPORT_SYMBOL_NS_GPL(sym, ns)

#endif /* _UKC_LINUX_EXPORT_H */
