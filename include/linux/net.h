/* SPDX-License-Identifier: GPL-2.0-only */
/* <linux/net.h>: the socket layer, which no hosted file here uses beyond its include. */
#ifndef _UKC_LINUX_NET_H
#define _UKC_LINUX_NET_H

#include <linux/types.h>

#endif /* _UKC_LINUX_NET_H */
