/* SPDX-License-Identifier: GPL-2.0-only */
/* The byte-order conversions (cpu_to_be32(), be64_to_cpu(), ...): <asm/byteorder.h>'s. */
#ifndef _UKC_LINUX_BYTEORDER_GENERIC_H
#define _UKC_LINUX_BYTEORDER_GENERIC_H

#include <asm/byteorder.h>

#endif /* _UKC_LINUX_BYTEORDER_GENERIC_H */
