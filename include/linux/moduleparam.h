/* SPDX-License-Identifier: GPL-2.0-only */
/* Module parameters: module_param() and its kin, set from "module.param=value" words. */
#ifndef _UKC_LINUX_MODULEPARAM_H
#define _UKC_LINUX_MODULEPARAM_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

struct module;
struct kernel_param;

/**
 * struct kernel_param_ops - how a parameter of one type is set and printed
 * @flags: KERNEL_PARAM_OPS_FL_* (unused here)
 * @set: parse @val (NULL for a bare "module.param" word) into the parameter; 0 or -errno
 * @get: print the value into @buffer (at least 4096 bytes); the length written or -errno
 * @free: release what @set allocated (unused here: values live as long as the process)
 */
struct kernel_param_ops {
	unsigned int flags;
	int (*set)(const char *val, const struct kernel_param *kp);
	int (*get)(char *buffer, const struct kernel_param *kp);
	void (*free)(void *arg);
};

/**
 * struct kernel_param - one parameter of a module
 * @name: "<module>.<param>" (MODULE_PARAM_PREFIX and the name)
 * @mod: the module (THIS_MODULE)
 * @ops: its type's operations
 * @perm: sysfs permissions (recorded only)
 * @level: -1 for a module parameter
 * @flags: KERNEL_PARAM_FL_* (unused here)
 * @arg: the variable it sets
 */
struct kernel_param {
	const char *name;
	struct module *mod;
	const struct kernel_param_ops *ops;
	u16 perm;
	s8 level;
	u8 flags;
	void *arg;
};

/*
 * The prefix of a parameter's name. A module's file is built with KBUILD_MODNAME (as
 * ukcrypto-kbuild does); a file may define its own prefix first, as the kernel's do.
 */
#ifndef MODULE_PARAM_PREFIX
#ifdef KBUILD_MODNAME
#define MODULE_PARAM_PREFIX KBUILD_MODNAME "."
#else
#define MODULE_PARAM_PREFIX "kernel."
#endif
#endif

/**
 * ukc_module_param_apply() - set a parameter from the UKCRYPTO_CMDLINE environment variable
 * @kp: the parameter
 *
 * UKCRYPTO_CMDLINE is read as the kernel command line: words separated by blanks, a value in
 * double quotes may hold blanks, "-" and "_" are the same in a name, the last word naming a
 * parameter wins, and a bare "module.param" is that parameter with no value (true, for a
 * bool). module_param() calls this before the module's module_init() runs. A value the type
 * refuses logs "<module>: '<value>' invalid for parameter '<param>'" and the module's
 * module_init() does not run (its load answers -EINVAL), as a module load with that
 * argument fails.
 */
void ukc_module_param_apply(const struct kernel_param *kp);

#define __ukc_param_paste(a, b) a##b
/* Runs before the module's initcalls, which its constructors of default priority register. */
#define __module_param_call(prefix, name, ops, arg, perm, level, flags)                   \
	static const char __param_str_##name[] = prefix #name;                            \
	static const struct kernel_param __param_##name = {                               \
		__param_str_##name, (struct module *)0, ops, perm, level, flags, arg      \
	};                                                                                \
	__attribute__((__constructor__(101))) static void __ukc_param_paste(__ukc_param_, \
									    name)(void)   \
	{                                                                                 \
		ukc_module_param_apply(&__param_##name);                                  \
	}

#define module_param_cb(name, ops, arg, perm) \
	__module_param_call(MODULE_PARAM_PREFIX, name, ops, arg, perm, -1, 0)

/* The compiler checks the variable's type against the parameter type's. */
#define __param_check(name, p, type)                                          \
	static inline type __attribute__((__unused__)) * __check_##name(void) \
	{                                                                     \
		return (p);                                                   \
	}

#define param_check_byte(name, p) __param_check(name, p, unsigned char)
#define param_check_short(name, p) __param_check(name, p, short)
#define param_check_ushort(name, p) __param_check(name, p, unsigned short)
#define param_check_int(name, p) __param_check(name, p, int)
#define param_check_uint(name, p) __param_check(name, p, unsigned int)
#define param_check_long(name, p) __param_check(name, p, long)
#define param_check_ulong(name, p) __param_check(name, p, unsigned long)
#define param_check_ullong(name, p) __param_check(name, p, unsigned long long)
#define param_check_hexint(name, p) param_check_uint(name, p)
#define param_check_charp(name, p) __param_check(name, p, char *)
#define param_check_bool(name, p) __param_check(name, p, bool)
#define param_check_invbool(name, p) __param_check(name, p, bool)

/**
 * module_param_named() - a parameter @name of the module, setting @value
 * @name: the parameter's name ("<module>.<name>=...")
 * @value: the variable
 * @type: byte, short, ushort, int, uint, long, ulong, ullong, hexint, charp, bool, invbool
 * @perm: sysfs permissions (recorded only: there is no sysfs)
 */
#define module_param_named(name, value, type, perm)               \
	param_check_##type(name, &(value));                       \
	module_param_cb(name, &param_ops_##type, &(value), perm); \
	MODULE_INFO(parmtype, #name ":" #type)

/* module_param() - a parameter named as its variable. */
#define module_param(name, type, perm) module_param_named(name, name, type, perm)

/* The description modinfo prints: "parm=<name>:<text>" in the module's .modinfo. */
#define MODULE_PARM_DESC(_parm, desc) MODULE_INFO(parm, #_parm ":" desc)

#define __UKC_PARAM_TYPE(type)                                                \
	extern const struct kernel_param_ops param_ops_##type;                \
	int param_set_##type(const char *val, const struct kernel_param *kp); \
	int param_get_##type(char *buffer, const struct kernel_param *kp)

__UKC_PARAM_TYPE(byte);
__UKC_PARAM_TYPE(short);
__UKC_PARAM_TYPE(ushort);
__UKC_PARAM_TYPE(int);
__UKC_PARAM_TYPE(uint);
__UKC_PARAM_TYPE(long);
__UKC_PARAM_TYPE(ulong);
__UKC_PARAM_TYPE(ullong);
__UKC_PARAM_TYPE(hexint);
__UKC_PARAM_TYPE(charp);
__UKC_PARAM_TYPE(bool);
__UKC_PARAM_TYPE(invbool);
#undef __UKC_PARAM_TYPE

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_MODULEPARAM_H */
