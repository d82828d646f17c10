/* SPDX-License-Identifier: GPL-2.0-only */
/* ukce, the example crypto engine: a platform device whose registers point it at a descriptor
 * ring the driver keeps in DMA-coherent memory; its thread runs each descriptor (AES-ECB or
 * AES-CBC, either direction) through DMA addresses alone and raises its interrupt line. The
 * register map and the layouts below are the device's interface; docs/offload.md walks
 * through it and its driver (tests/lib/ukce_driver.c). */
#ifndef _UKC_MODELS_UKC_UKCE_H
#define _UKC_MODELS_UKC_UKCE_H

#include <linux/platform_device.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Registers: 32 bits each, at these byte offsets of its IORESOURCE_MEM range. */
#define UKCE_REG_ID 0x00	 /* RO: UKCE_ID_VALUE */
#define UKCE_REG_VERSION 0x04	 /* RO: UKCE_VERSION_VALUE */
#define UKCE_REG_CTRL 0x08	 /* RW: UKCE_CTRL_* */
#define UKCE_REG_RING_LO 0x10	 /* RW: the ring's DMA address, low 32 bits */
#define UKCE_REG_RING_HI 0x14	 /* RW: and high 32 bits */
#define UKCE_REG_RING_SIZE 0x18	 /* RW: descriptors in the ring, a power of 2 up to 1024 */
#define UKCE_REG_PROD 0x1c	 /* RW: producer index, the doorbell: descriptors written */
#define UKCE_REG_CONS 0x20	 /* RO: consumer index: descriptors completed */
#define UKCE_REG_IRQ_STATUS 0x24 /* RO: UKCE_IRQ_* raised and not acknowledged */
#define UKCE_REG_IRQ_ACK 0x28	 /* WO: write 1s to clear those bits of IRQ_STATUS */
#define UKCE_REG_IRQ_ENABLE 0x2c /* RW: UKCE_IRQ_* that raise the line */
#define UKCE_REG_SPAN 0x1000

#define UKCE_ID_VALUE 0x554b4345u /* "UKCE" */
#define UKCE_VERSION_VALUE 0x00010000u
#define UKCE_CTRL_ENABLE 0x1u /* take descriptors */
#define UKCE_CTRL_RESET 0x2u  /* self-clearing: stop, indices and status to 0, ring forgotten */
#define UKCE_IRQ_DONE 0x1u    /* CONS moved */

/* Descriptor op: a mode and a direction. */
#define UKCE_OP_ECB 0x1u
#define UKCE_OP_CBC 0x2u
#define UKCE_OP_DECRYPT 0x100u

/* Descriptor status, written by the device last. */
#define UKCE_ST_PENDING 0u /* the driver writes this */
#define UKCE_ST_OK 1u
#define UKCE_ST_BAD_DESC 2u  /* an op, key length, length or table the device refuses */
#define UKCE_ST_DMA_FAULT 3u /* an address the device may not reach */
#define UKCE_ST_HW_ERROR 4u  /* the device failed (a fault on demand) */

/**
 * struct ukce_sg - an entry of a scatter table (16 bytes, little-endian)
 * @addr: DMA address
 * @len: bytes
 */
struct ukce_sg {
	__le64 addr;
	__le32 len;
	__le32 reserved;
};

/**
 * struct ukce_desc - a ring entry (64 bytes, little-endian, in the ring's DMA memory)
 * @op: UKCE_OP_*
 * @keylen: 16, 24 or 32
 * @key: DMA address of the key
 * @iv: DMA address of the 16-byte IV (CBC); the device writes the next IV there (the last
 *	ciphertext block), so chained requests go on where this one ended
 * @src: DMA address of the source scatter table (@src_n entries of struct ukce_sg)
 * @dst: DMA address of the destination scatter table (@dst_n entries)
 * @len: bytes to process, a multiple of 16
 * @status: UKCE_ST_*
 */
struct ukce_desc {
	__le32 op;
	__le32 keylen;
	__le64 key;
	__le64 iv;
	__le64 src;
	__le64 dst;
	__le32 src_n;
	__le32 dst_n;
	__le32 len;
	__le32 status;
	__le32 reserved[2];
};

struct ukc_ukce;

/* Adds device "ukce.@id" (it binds to the "ukce" platform driver, now or when it registers)
 * with its register file and a new interrupt line, its thread started. NULL without memory. */
struct ukc_ukce *ukc_ukce_create(int id);
/* Unbinds the driver, removes the device, stops its thread. */
void ukc_ukce_destroy(struct ukc_ukce *ce);
struct platform_device *ukc_ukce_pdev(struct ukc_ukce *ce);

/**
 * enum ukc_ukce_fault - faults on demand
 * @UKC_UKCE_FAIL: the next @count descriptors end with UKCE_ST_HW_ERROR, output untouched
 * @UKC_UKCE_DROP_IRQ: the next @count completions do not raise the line (IRQ_STATUS is set)
 * @UKC_UKCE_DELAY: each descriptor takes @count microseconds more (0: none)
 */
enum ukc_ukce_fault {
	UKC_UKCE_FAIL,
	UKC_UKCE_DROP_IRQ,
	UKC_UKCE_DELAY,
};

void ukc_ukce_fault(struct ukc_ukce *ce, enum ukc_ukce_fault fault, unsigned int count);

/**
 * struct ukc_ukce_stats - what the device has seen
 * @done: descriptors completed
 * @failed: of them, with a status other than UKCE_ST_OK
 * @max_pending: the most descriptors the ring held unconsumed at a doorbell
 */
struct ukc_ukce_stats {
	unsigned long done;
	unsigned long failed;
	unsigned long max_pending;
};

void ukc_ukce_stats(struct ukc_ukce *ce, struct ukc_ukce_stats *stats);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_MODELS_UKC_UKCE_H */
