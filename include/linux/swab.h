/* SPDX-License-Identifier: GPL-2.0-only */
/* Byte swapping: swab16(), swab32() and swab64(), as <asm/byteorder.h> defines them. */
#ifndef _UKC_LINUX_SWAB_H
#define _UKC_LINUX_SWAB_H

#include <asm/byteorder.h>

#endif /* _UKC_LINUX_SWAB_H */
