/* SPDX-License-Identifier: GPL-2.0-only */
/* The crypto_engine test driver, cbc-aes-engine-test, and its device: what the suite drives. */
#ifndef _UKC_TESTS_ENGINE_CAE_H
#define _UKC_TESTS_ENGINE_CAE_H

#include <crypto/engine.h>
#include <crypto/internal/engine.h>
#include <crypto/skcipher.h>
#include <linux/device.h>

#include <pthread.h>
#include <stdbool.h>

#define CAE_RING 64

struct cae_device {
	struct device dev;
	struct crypto_engine *engine;
	pthread_t thread;
	pthread_mutex_t lock;
	pthread_cond_t cond;
	struct skcipher_request *ring[CAE_RING];
	unsigned int head, tail;
	bool stop;
	int hold;	 // the device takes jobs but finishes none while set
	int fail_err;	 // finalize every job with this error (0: the real result)
	int refuse_err;	 // do_one_request() refuses with this error (0: accepts)
	int enospc_left; // do_one_request() answers -ENOSPC this many more times
	int enospc_seen;
	int accepted;	// jobs do_one_request() handed to the device
	int skip_unmap; // a planted driver bug: completed requests stay mapped
};

extern struct cae_device cae;
extern struct skcipher_engine_alg cae_alg;

/* The "probe": device up, engine made (queue @qlen, 0 for the default) and started, the
 * algorithm registered and self-tested. */
void cae_probe(bool retry, int qlen);
/* The "remove", checking the driver holds no DMA mapping (@leaked planted ones aside). */
void cae_remove_leaking(unsigned long leaked);
void cae_remove(void);
/* How often the log holds the unbind's DMA leak report for cae0. */
int log_count_dma_leak(void);
/* The device's switches and counters, under its lock. */
void cae_set(int *field, int value);
int cae_read(const int *field);
/* Polls for up to 5 s for the device to have taken @n jobs. */
void cae_wait_accepted(int n);

#endif /* _UKC_TESTS_ENGINE_CAE_H */
