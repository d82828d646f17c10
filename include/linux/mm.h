/* SPDX-License-Identifier: GPL-2.0-only */
/* Memory-management names drivers use: pages and their addresses. */
#ifndef _UKC_LINUX_MM_H
#define _UKC_LINUX_MM_H

#include <asm/page.h>
#include <linux/kernel.h>

#endif /* _UKC_LINUX_MM_H */
