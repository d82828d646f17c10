/* SPDX-License-Identifier: GPL-2.0-only */
/* struct crypto_engine: the engine's state, with the fields engine drivers read or set. */
#ifndef _UKC_CRYPTO_INTERNAL_ENGINE_H
#define _UKC_CRYPTO_INTERNAL_ENGINE_H

#include <crypto/algapi.h>
#include <crypto/engine.h>
#include <linux/kthread.h>
#include <linux/list.h>
#include <linux/spinlock.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

#define ENGINE_NAME_LEN 30

struct device;

/**
 * struct crypto_engine - a hardware engine's request queue and pump
 * @name: "<device name>-engine"
 * @idling: the pump is telling the driver the hardware may idle
 * @busy: the pump has handed requests to the hardware since it last idled
 * @running: started, not stopped: transfers are accepted
 * @retry_support: the hardware takes several requests; -ENOSPC requeues
 * @list: free for the driver's use (the kernel keeps no list of engines either)
 * @queue_lock: guards @queue and the flags above
 * @queue: the requests waiting for the hardware
 * @dev: the device the engine serves
 * @rt: what the driver asked for (the pump thread is an ordinary one here)
 * @prepare_crypt_hardware: optional; called before the first request after
 *	an idle period
 * @unprepare_crypt_hardware: optional; called when the queue has emptied
 * @do_batch_requests: optional, with @retry_support; called after each pump
 * @kworker: the pump's thread
 * @pump_requests: the pump, as work queued on @kworker
 * @priv_data: the driver's (set to @dev at allocation, as the kernel does)
 * @cur_req: without @retry_support, the request the hardware holds
 */
struct crypto_engine {
	char name[ENGINE_NAME_LEN];
	bool idling;
	bool busy;
	bool running;

	bool retry_support;

	struct list_head list;
	spinlock_t queue_lock;
	struct crypto_queue queue;
	struct device *dev;

	bool rt;

	int (*prepare_crypt_hardware)(struct crypto_engine *engine);
	int (*unprepare_crypt_hardware)(struct crypto_engine *engine);
	int (*do_batch_requests)(struct crypto_engine *engine);

	struct kthread_worker *kworker;
	struct kthread_work pump_requests;

	void *priv_data;
	struct crypto_async_request *cur_req;
};

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_INTERNAL_ENGINE_H */
