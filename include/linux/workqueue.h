/* SPDX-License-Identifier: GPL-2.0-only */
/* Work queues: the names drivers include them for; deferred work runs on cryptd's threads. */
#ifndef _UKC_LINUX_WORKQUEUE_H
#define _UKC_LINUX_WORKQUEUE_H

#include <linux/list.h>
#include <linux/types.h>

#endif /* _UKC_LINUX_WORKQUEUE_H */
