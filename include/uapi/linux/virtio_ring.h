/* SPDX-License-Identifier: GPL-2.0-only */
/* The split virtqueue in memory (OASIS virtio 1.2, section 2.7): the descriptor table, the
 * available ring the driver fills and the used ring the device fills. */
#ifndef _UKC_UAPI_LINUX_VIRTIO_RING_H
#define _UKC_UAPI_LINUX_VIRTIO_RING_H

#include <linux/types.h>

/* Descriptor flags (2.7.5). */
#define VRING_DESC_F_NEXT 1
#define VRING_DESC_F_WRITE 2
#define VRING_DESC_F_INDIRECT 4

/* avail->flags: the driver asks for no interrupt (2.7.7). */
#define VRING_AVAIL_F_NO_INTERRUPT 1
/* used->flags: the device asks for no notification (2.7.10). */
#define VRING_USED_F_NO_NOTIFY 1

#define VIRTIO_RING_F_INDIRECT_DESC 28
#define VIRTIO_RING_F_EVENT_IDX 29

struct vring_desc {
	__le64 addr; /* a device (DMA) address */
	__le32 len;
	__le16 flags;
	__le16 next;
};

struct vring_avail {
	__le16 flags;
	__le16 idx;
	__le16 ring[];
};

struct vring_used_elem {
	__le32 id;  /* the head of the chain */
	__le32 len; /* bytes the device wrote */
};

struct vring_used {
	__le16 flags;
	__le16 idx;
	struct vring_used_elem ring[];
};

#endif /* _UKC_UAPI_LINUX_VIRTIO_RING_H */
