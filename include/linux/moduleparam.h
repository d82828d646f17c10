/* SPDX-License-Identifier: GPL-2.0-only */
/* module_param(): a module's parameters, set from UKCRYPTO_MODULE_PARAMS as the kernel command
 * line sets them ("camellia_x86_64.force=1"), before the module's init function runs. */
#ifndef _UKC_LINUX_MODULEPARAM_H
#define _UKC_LINUX_MODULEPARAM_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * ukc_module_param_set() - give a parameter the value UKCRYPTO_MODULE_PARAMS sets for it
 * @modname: the module's name (KBUILD_MODNAME)
 * @param: the parameter's name
 * @type: "int", "uint", "bool" or "ulong"
 * @var: the variable, of that type
 *
 * UKCRYPTO_MODULE_PARAMS holds "module.param=value" words separated by blanks or commas, the
 * module name with '-' and '_' alike, as on the kernel command line. A bool takes 1/0, y/n,
 * Y/N or no value at all ("mod.param" alone is true). A value that does not parse leaves the
 * variable unchanged and logs the kernel's line for it.
 */
void ukc_module_param_set(const char *modname, const char *param, const char *type, void *var);

#ifdef KBUILD_MODNAME
#define __ukc_param_modname KBUILD_MODNAME
#else
#define __ukc_param_modname "kernel"
#endif

/* The type names module_param() takes, checked against the variable's type. */
#define __ukc_param_check_int(name) ((int *)0 == &(name))
#define __ukc_param_check_uint(name) ((unsigned int *)0 == &(name))
#define __ukc_param_check_bool(name) ((bool *)0 == &(name))
#define __ukc_param_check_ulong(name) ((unsigned long *)0 == &(name))

/* Constructor priority 101 runs before the module's init constructor (plain priority). */
#define module_param(name, type, perm)                                             \
	__attribute__((__constructor__(101))) static void __ukc_param_##name(void) \
	{                                                                          \
		(void)sizeof(__ukc_param_check_##type(name));                      \
		ukc_module_param_set(__ukc_param_modname, #name, #type, &(name));  \
	}
#define MODULE_PARM_DESC(name, desc)

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_MODULEPARAM_H */
