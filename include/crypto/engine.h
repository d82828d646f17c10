/* SPDX-License-Identifier: GPL-2.0-only */
/* crypto_engine: the request queue and pump thread that hardware-offload drivers share. */
#ifndef _UKC_CRYPTO_ENGINE_H
#define _UKC_CRYPTO_ENGINE_H

#include <crypto/aead.h>
#include <crypto/akcipher.h>
#include <crypto/hash.h>
#include <crypto/kpp.h>
#include <crypto/skcipher.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

struct crypto_engine;
struct device;

/**
 * struct crypto_engine_op - what an engine driver does with a request
 * @do_one_request: start @areq (a struct skcipher_request, aead_request, ...
 *	as the algorithm's type says) on the hardware. Runs on the engine's
 *	thread. Return 0 when the hardware took it (the driver then calls
 *	crypto_finalize_*_request(), from any thread), -ENOSPC when the
 *	hardware is full and the engine was made with retry support (the
 *	request is put back at the head of the queue and retried), any other
 *	-errno to fail the request at once with that code.
 */
struct crypto_engine_op {
	int (*do_one_request)(struct crypto_engine *engine, void *areq);
};

/* An algorithm of each type, with the operation the engine calls for its requests. */
struct aead_engine_alg {
	struct aead_alg base;
	struct crypto_engine_op op;
};

struct ahash_engine_alg {
	struct ahash_alg base;
	struct crypto_engine_op op;
};

struct akcipher_engine_alg {
	struct akcipher_alg base;
	struct crypto_engine_op op;
};

struct kpp_engine_alg {
	struct kpp_alg base;
	struct crypto_engine_op op;
};

struct skcipher_engine_alg {
	struct skcipher_alg base;
	struct crypto_engine_op op;
};

/**
 * crypto_transfer_skcipher_request_to_engine() - queue a request on an engine
 * @engine: the engine
 * @req: the request, of an algorithm registered with crypto_engine_register_skcipher()
 *
 * The aead, akcipher, hash and kpp forms below do the same for their types.
 *
 * Return: -EINPROGRESS when queued, -EBUSY when queued on the backlog (the
 * request has CRYPTO_TFM_REQ_MAY_BACKLOG and the queue is full; its callback
 * hears -EINPROGRESS when it leaves the backlog), -ENOSPC when the queue is
 * full and the request may not backlog, -ESHUTDOWN when the engine is not
 * running.
 */
int crypto_transfer_skcipher_request_to_engine(struct crypto_engine *engine,
					       struct skcipher_request *req);
int crypto_transfer_aead_request_to_engine(struct crypto_engine *engine, struct aead_request *req);
int crypto_transfer_akcipher_request_to_engine(struct crypto_engine *engine,
					       struct akcipher_request *req);
int crypto_transfer_hash_request_to_engine(struct crypto_engine *engine, struct ahash_request *req);
int crypto_transfer_kpp_request_to_engine(struct crypto_engine *engine, struct kpp_request *req);

/**
 * crypto_finalize_skcipher_request() - end a request the hardware finished
 * @engine: the engine
 * @req: the request
 * @err: its result, given to the request's callback
 *
 * May be called from any thread (a driver's interrupt path). Calls the
 * request's callback on the calling thread, then wakes the engine's thread
 * to start the next request. The aead, akcipher, hash and kpp forms below do
 * the same for their types.
 */
void crypto_finalize_skcipher_request(struct crypto_engine *engine, struct skcipher_request *req,
				      int err);
void crypto_finalize_aead_request(struct crypto_engine *engine, struct aead_request *req, int err);
void crypto_finalize_akcipher_request(struct crypto_engine *engine, struct akcipher_request *req,
				      int err);
void crypto_finalize_hash_request(struct crypto_engine *engine, struct ahash_request *req, int err);
void crypto_finalize_kpp_request(struct crypto_engine *engine, struct kpp_request *req, int err);

/**
 * crypto_engine_start() - let an engine run its queue
 * @engine: the engine
 *
 * Return: 0, or -EBUSY when it is already running or still busy.
 */
int crypto_engine_start(struct crypto_engine *engine);

/**
 * crypto_engine_stop() - stop an engine once its queue has drained
 * @engine: the engine
 *
 * Waits (up to 500 periods of 20 ms, as the kernel's) for the queue to empty
 * and the hardware to go idle. Later transfers answer -ESHUTDOWN.
 *
 * Return: 0, or -EBUSY when requests were still queued or running at the
 * end of the wait (the engine then keeps running).
 */
int crypto_engine_stop(struct crypto_engine *engine);

/**
 * crypto_engine_alloc_init_and_set() - make an engine
 * @dev: the device the engine serves (required)
 * @retry_support: the hardware takes several requests and may answer -ENOSPC
 *	from do_one_request(); the engine then keeps no current request and
 *	retries a refused one first
 * @cbk_do_batch: with @retry_support, called after each pass over the queue
 *	so the driver can start the batch it collected; may be NULL
 * @rt: asks for a real-time pump thread; ignored here (an ordinary thread)
 * @qlen: the queue's length before requests are backlogged or refused
 *
 * The engine's thread is started at once; the engine is stopped until
 * crypto_engine_start().
 *
 * Return: the engine, or NULL when @dev is NULL or memory or a thread could
 * not be had.
 */
struct crypto_engine *crypto_engine_alloc_init_and_set(
	struct device *dev, bool retry_support, int (*cbk_do_batch)(struct crypto_engine *engine),
	bool rt, int qlen);

/**
 * crypto_engine_alloc_init() - make an engine without retry support
 * @dev: the device the engine serves (required)
 * @rt: ignored here, as for crypto_engine_alloc_init_and_set()
 *
 * Return: an engine with a queue of CRYPTO_ENGINE_MAX_QLEN (10), or NULL.
 */
struct crypto_engine *crypto_engine_alloc_init(struct device *dev, bool rt);

/**
 * crypto_engine_exit() - stop an engine and free it
 * @engine: the engine
 *
 * Stops the engine as crypto_engine_stop(); when that fails (requests still
 * pending) the engine is left as it is, running, as in the kernel. Otherwise
 * its thread is joined and its memory freed.
 */
void crypto_engine_exit(struct crypto_engine *engine);

/**
 * crypto_engine_register_skcipher() - register an engine driver's skcipher
 * @alg: the algorithm; @alg->op.do_one_request is required
 *
 * The plural forms register @count algorithms and undo those done when one
 * fails; the other types' forms do the same for their types.
 *
 * Return: 0, -EINVAL without do_one_request, else the registration's -errno.
 */
int crypto_engine_register_skcipher(struct skcipher_engine_alg *alg);
void crypto_engine_unregister_skcipher(struct skcipher_engine_alg *alg);
int crypto_engine_register_skciphers(struct skcipher_engine_alg *algs, int count);
void crypto_engine_unregister_skciphers(struct skcipher_engine_alg *algs, int count);

int crypto_engine_register_aead(struct aead_engine_alg *alg);
void crypto_engine_unregister_aead(struct aead_engine_alg *alg);
int crypto_engine_register_aeads(struct aead_engine_alg *algs, int count);
void crypto_engine_unregister_aeads(struct aead_engine_alg *algs, int count);

int crypto_engine_register_ahash(struct ahash_engine_alg *alg);
void crypto_engine_unregister_ahash(struct ahash_engine_alg *alg);
int crypto_engine_register_ahashes(struct ahash_engine_alg *algs, int count);
void crypto_engine_unregister_ahashes(struct ahash_engine_alg *algs, int count);

int crypto_engine_register_akcipher(struct akcipher_engine_alg *alg);
void crypto_engine_unregister_akcipher(struct akcipher_engine_alg *alg);

int crypto_engine_register_kpp(struct kpp_engine_alg *alg);
void crypto_engine_unregister_kpp(struct kpp_engine_alg *alg);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_ENGINE_H */
