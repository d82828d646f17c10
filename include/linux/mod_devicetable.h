/* SPDX-License-Identifier: GPL-2.0-only */
/* Device-table entries a module declares (MODULE_DEVICE_TABLE): CPU features, virtio IDs. */
#ifndef _UKC_LINUX_MOD_DEVICETABLE_H
#define _UKC_LINUX_MOD_DEVICETABLE_H

#include <linux/types.h>

/*
 * struct cpu_feature - one entry of a MODULE_DEVICE_TABLE(cpu, ...): a feature number
 * (cpu_feature(PMULL)) whose presence would load the module. Modules here load explicitly or
 * on a lookup miss, so the table is data nothing reads; the init function tests the CPU.
 */
struct cpu_feature {
	__u16 feature;
};

/**
 * struct virtio_device_id - one entry of a virtio driver's id_table
 * @device: the device ID (VIRTIO_ID_*), 0 ending the table
 * @vendor: the vendor ID, or VIRTIO_DEV_ANY_ID
 */
struct virtio_device_id {
	__u32 device;
	__u32 vendor;
};

#define VIRTIO_DEV_ANY_ID 0xffffffff

#endif /* _UKC_LINUX_MOD_DEVICETABLE_H */
