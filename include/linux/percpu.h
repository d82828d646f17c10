/* SPDX-License-Identifier: GPL-2.0-only */
/* Per-CPU variables: the kernel's files include this header for them; one process keeps one
 * copy, so the address-space marker (__percpu) is all it brings. */
#ifndef _UKC_LINUX_PERCPU_H
#define _UKC_LINUX_PERCPU_H

#include <linux/compiler_types.h>

#endif /* _UKC_LINUX_PERCPU_H */
