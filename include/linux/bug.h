/* SPDX-License-Identifier: GPL-2.0-only */
/* BUG(), BUG_ON(), WARN_ON() and their kin, which <linux/kernel.h> defines. */
#ifndef _UKC_LINUX_BUG_H
#define _UKC_LINUX_BUG_H

#include <linux/kernel.h>

#endif /* _UKC_LINUX_BUG_H */
