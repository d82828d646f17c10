/* SPDX-License-Identifier: GPL-2.0-only */
/* Error numbers: the kernel's uapi values plus the kernel-internal ones. */
#ifndef _UKC_LINUX_ERRNO_H
#define _UKC_LINUX_ERRNO_H

/* The uapi numbers, straight from the system's kernel headers (not through <asm/errno.h>,
 * which this tree's asm/ folder would shadow). */
#include <asm-generic/errno.h>

/* Kernel-internal codes that never reach userspace in the kernel, hence absent from libc. */
#ifndef ERESTARTSYS
#define ERESTARTSYS 512
#endif
#ifndef ENOTSUPP
#define ENOTSUPP 524
#endif
#ifndef ETOOSMALL
#define ETOOSMALL 525
#endif

#endif /* _UKC_LINUX_ERRNO_H */
