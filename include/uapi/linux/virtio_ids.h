/* SPDX-License-Identifier: GPL-2.0-only */
/* Virtio device IDs (OASIS virtio 1.2, section 5): the ones the hosted drivers match. */
#ifndef _UKC_UAPI_LINUX_VIRTIO_IDS_H
#define _UKC_UAPI_LINUX_VIRTIO_IDS_H

#define VIRTIO_ID_NET 1
#define VIRTIO_ID_BLOCK 2
#define VIRTIO_ID_CONSOLE 3
#define VIRTIO_ID_RNG 4
#define VIRTIO_ID_CRYPTO 20

#endif /* _UKC_UAPI_LINUX_VIRTIO_IDS_H */
