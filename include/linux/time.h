/* SPDX-License-Identifier: GPL-2.0-only */
/* <linux/time.h>, with the clock readers the kernel's headers bring along with it. */
#ifndef _UKC_LINUX_TIME_H
#define _UKC_LINUX_TIME_H

#include <linux/timekeeping.h>
#include <linux/timex.h>

#endif /* _UKC_LINUX_TIME_H */
