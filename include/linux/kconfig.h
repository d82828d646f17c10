/* SPDX-License-Identifier: GPL-2.0-only */
/* The kconfig macros a kernel file is built with (kbuild passes it with -include): the CONFIG_*
 * of this build and IS_ENABLED() over them. Valid in C, C++ and assembler. */
#ifndef _UKC_LINUX_KCONFIG_H
#define _UKC_LINUX_KCONFIG_H

#include <generated/autoconf.h>

/*
 * A set option is defined to 1 (built in) or its <name>_MODULE is defined to 1 (a module).
 * __ukc_is_one(X) expands to 1 when X expands to 1 and to 0 otherwise (undefined, or not 1):
 * pasting X onto a prefix names a macro only for the value 1, and that macro adds an
 * argument, which moves a 1 into the place the result is taken from.
 */
#define __ukc_one_arg_1 0,
#define __ukc_pick_second(ignored, val, ...) val
#define ___ukc_is_one(arg_or_junk) __ukc_pick_second(arg_or_junk 1, 0, 0)
#define __ukc_is_one_paste(x) ___ukc_is_one(__ukc_one_arg_##x)
#define __ukc_is_one(x) __ukc_is_one_paste(x)

/* IS_BUILTIN(CONFIG_FOO): 1 when CONFIG_FOO=y. */
#define IS_BUILTIN(option) __ukc_is_one(option)
/* IS_MODULE(CONFIG_FOO): 1 when CONFIG_FOO=m. */
#define IS_MODULE(option) __ukc_is_one(option##_MODULE)
/* IS_ENABLED(CONFIG_FOO): 1 when CONFIG_FOO is y or m. */
#define IS_ENABLED(option) (IS_BUILTIN(option) || IS_MODULE(option))
/* IS_REACHABLE(CONFIG_FOO): whether this file may call code behind the option. Every module
 * here lives in one process, so a module may reach any option that is set. */
#define IS_REACHABLE(option) IS_ENABLED(option)

#endif /* _UKC_LINUX_KCONFIG_H */
