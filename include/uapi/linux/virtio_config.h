/* SPDX-License-Identifier: GPL-2.0-only */
/* The virtio device status bits and the transport feature bits (OASIS virtio 1.2, sections
 * 2.1 and 6). */
#ifndef _UKC_UAPI_LINUX_VIRTIO_CONFIG_H
#define _UKC_UAPI_LINUX_VIRTIO_CONFIG_H

/* Device status (2.1): what the driver has done so far. */
#define VIRTIO_CONFIG_S_ACKNOWLEDGE 1
#define VIRTIO_CONFIG_S_DRIVER 2
#define VIRTIO_CONFIG_S_DRIVER_OK 4
#define VIRTIO_CONFIG_S_FEATURES_OK 8
#define VIRTIO_CONFIG_S_NEEDS_RESET 0x40
#define VIRTIO_CONFIG_S_FAILED 0x80

/* Reserved feature bits (6): the device-independent ones. */
#define VIRTIO_TRANSPORT_F_START 28
#define VIRTIO_TRANSPORT_F_END 42
#define VIRTIO_F_NOTIFY_ON_EMPTY 24
#define VIRTIO_F_ANY_LAYOUT 27
#define VIRTIO_F_VERSION_1 32
#define VIRTIO_F_ACCESS_PLATFORM 33
#define VIRTIO_F_RING_PACKED 34
#define VIRTIO_F_IN_ORDER 35
#define VIRTIO_F_ORDER_PLATFORM 36
#define VIRTIO_F_SR_IOV 37
#define VIRTIO_F_NOTIFICATION_DATA 38
#define VIRTIO_F_RING_RESET 40

#endif /* _UKC_UAPI_LINUX_VIRTIO_CONFIG_H */
