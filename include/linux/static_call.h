/* SPDX-License-Identifier: GPL-2.0-only */
/* Static calls as function pointers: static_call(name)(args) is an indirect call through the
 * pointer static_call_update() last set, not patched code. */
#ifndef _UKC_LINUX_STATIC_CALL_H
#define _UKC_LINUX_STATIC_CALL_H

#include <linux/compiler.h>

#define __ukc_static_call_ptr(name) __ukc_static_call_##name

#define DECLARE_STATIC_CALL(name, func) extern __typeof__(func) *__ukc_static_call_ptr(name)
#define DEFINE_STATIC_CALL(name, func) __typeof__(func) *__ukc_static_call_ptr(name) = func
#define DEFINE_STATIC_CALL_NULL(name, type) __typeof__(type) *__ukc_static_call_ptr(name)

#define static_call(name) (*READ_ONCE(__ukc_static_call_ptr(name)))
#define static_call_cond(name) static_call(name)
#define static_call_update(name, func) WRITE_ONCE(__ukc_static_call_ptr(name), (func))
#define static_call_query(name) READ_ONCE(__ukc_static_call_ptr(name))

#endif /* _UKC_LINUX_STATIC_CALL_H */
