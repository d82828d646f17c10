/* SPDX-License-Identifier: GPL-2.0-only */
/* A virtio-crypto device (OASIS virtio 1.2, section 5.9) in a thread of its own, served by the
 * library's generic algorithms: the control queue's sessions and the data queues' symmetric
 * cipher (AES-CBC) and akcipher (RSA, raw and PKCS#1 v1.5) requests, as 6.12's
 * drivers/crypto/virtio drives them; with faults on demand. docs/offload.md walks through it. */
#ifndef _UKC_MODELS_UKC_VIRTIO_CRYPTO_H
#define _UKC_MODELS_UKC_VIRTIO_CRYPTO_H

#include <linux/types.h>
#include <linux/virtio.h>

#ifdef __cplusplus
extern "C" {
#endif

struct ukc_vcrypto;

/**
 * struct ukc_vcrypto_params - what the device offers
 * @max_dataqueues: data queues (at least 1)
 * @queue_size: ring entries of each queue (a power of 2; 0 for 256: without indirect
 *	descriptors, a request of testmgr's many-entry scatterlists takes up to ~80)
 * @services: VIRTIO_CRYPTO_SERVICE_* bits it offers (0 for cipher and akcipher)
 * @max_size: the largest request content in bytes (0 for 1 MiB)
 * @indirect: offer VIRTIO_RING_F_INDIRECT_DESC (as QEMU's device does): a request of many
 *	buffers then takes one ring entry, its descriptors in a table the driver maps
 */
struct ukc_vcrypto_params {
	unsigned int max_dataqueues;
	unsigned int queue_size;
	u32 services;
	u64 max_size;
	bool indirect;
};

/* Adds the device (it binds to the virtio_crypto driver if one is registered, now or later)
 * and starts its thread, ready (VIRTIO_CRYPTO_S_HW_READY). NULL when out of memory. */
struct ukc_vcrypto *ukc_vcrypto_create(const struct ukc_vcrypto_params *params);
/* Unbinds the driver, whatever it has in flight, and removes the device. */
void ukc_vcrypto_destroy(struct ukc_vcrypto *vc);
struct virtio_device *ukc_vcrypto_vdev(struct ukc_vcrypto *vc);

/**
 * enum ukc_vcrypto_fault - faults the device produces on demand
 * @UKC_VCRYPTO_FAIL: the next @count data requests end with status @arg (VIRTIO_CRYPTO_ERR,
 *	BADMSG, NOTSUPP, INVSESS, NOSPC), their output untouched
 * @UKC_VCRYPTO_FAIL_CTRL: the next @count session requests end with status @arg
 * @UKC_VCRYPTO_DELAY: each request completes @arg microseconds late (@count unused)
 * @UKC_VCRYPTO_REORDER: requests available together complete last first (@arg 1 on, 0 off)
 * @UKC_VCRYPTO_STALL: the device takes no request (@arg 1) until let go (@arg 0)
 * @UKC_VCRYPTO_DROP_IRQ: the next @count interrupts are not raised
 * @UKC_VCRYPTO_DUP_IRQ: the next @count interrupts are raised twice
 */
enum ukc_vcrypto_fault {
	UKC_VCRYPTO_FAIL,
	UKC_VCRYPTO_FAIL_CTRL,
	UKC_VCRYPTO_DELAY,
	UKC_VCRYPTO_REORDER,
	UKC_VCRYPTO_STALL,
	UKC_VCRYPTO_DROP_IRQ,
	UKC_VCRYPTO_DUP_IRQ,
};

void ukc_vcrypto_fault(struct ukc_vcrypto *vc, enum ukc_vcrypto_fault fault, unsigned int count,
		       unsigned int arg);
/* The accelerator stops (@ready false: status 0, a configuration interrupt, as a device that
 * resets itself) or comes back (@ready true). */
void ukc_vcrypto_set_ready(struct ukc_vcrypto *vc, bool ready);
/* The device resets itself mid-stream: once the batch it is serving (if any) is done, it
 * takes every chain still available and drops it unanswered (never returned on the used
 * ring), forgets its sessions, drops HW_READY (a configuration interrupt) and serves nothing
 * more until the driver resets it. */
void ukc_vcrypto_reset(struct ukc_vcrypto *vc);

/**
 * struct ukc_vcrypto_stats - what the device has seen
 * @sessions: sessions open now
 * @requests: data requests completed
 * @failed: of them, with a status other than VIRTIO_CRYPTO_OK
 * @pending: data requests taken and not yet completed (held by a delay or a stall)
 * @malformed: chains it could not parse
 * @dropped: chains a reset dropped unanswered
 */
struct ukc_vcrypto_stats {
	unsigned long sessions;
	unsigned long requests;
	unsigned long failed;
	unsigned long pending;
	unsigned long malformed;
	unsigned long dropped;
};

void ukc_vcrypto_stats(struct ukc_vcrypto *vc, struct ukc_vcrypto_stats *stats);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_MODELS_UKC_VIRTIO_CRYPTO_H */
