/* SPDX-License-Identifier: GPL-2.0-only */
/* struct kvec: one piece of a kernel-space buffer list, as the SP800-108 KDF takes its
 * fixed-input data. */
#ifndef _UKC_LINUX_UIO_H
#define _UKC_LINUX_UIO_H

#include <stddef.h>

struct kvec {
	void *iov_base;
	size_t iov_len;
};

#endif /* _UKC_LINUX_UIO_H */
