// SPDX-License-Identifier: GPL-2.0-only
// crypto_engine: a queue of requests for one hardware engine, pumped by a thread of its own that
// hands them to the driver's do_one_request(), as the kernel's crypto/crypto_engine.c does.
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <new>
#include <pthread.h>
#include <thread>

#include <crypto/engine.h>
#include <crypto/internal/aead.h>
#include <crypto/internal/akcipher.h>
#include <crypto/internal/engine.h>
#include <crypto/internal/hash.h>
#include <crypto/internal/kpp.h>
#include <crypto/internal/skcipher.h>
#include <linux/device.h>
#include <linux/err.h>
#include <linux/kthread.h>
#include <linux/slab.h>
#include <linux/spinlock.h>

#include "ukc_kernel.h"

// The kernel's kthread_worker, reduced to what the engine needs: one thread running queued works
// in order. A work queued while pending stays queued once; one queued while it runs runs again.
struct kthread_worker {
	std::mutex lock;
	std::condition_variable more;
	struct list_head work_list;
	bool stopping = false;
	std::thread task;
};

namespace {

// CRYPTO_ENGINE_MAX_QLEN: crypto_engine_alloc_init()'s queue length.
constexpr int engine_max_qlen = 10;
// CRYPTO_ALG_ENGINE: marks an algorithm registered through crypto_engine_register_*(), whose
// descriptor is followed by its struct crypto_engine_op.
constexpr u32 engine_alg_flag = 0x200;
// crypto_engine_stop() polls the queue every 20 ms, 500 times (10 s), as the kernel's does.
constexpr auto engine_stop_period = std::chrono::milliseconds(20);
constexpr unsigned int engine_stop_polls = 500;

void engine_worker_run(struct kthread_worker *worker)
{
	std::unique_lock<std::mutex> g(worker->lock);

	for (;;) {
		worker->more.wait(g, [worker] {
			return worker->stopping || !list_empty(&worker->work_list);
		});
		// Stopping still runs what is pending: kthread_destroy_worker() flushes first.
		if (list_empty(&worker->work_list))
			return;
		auto *work = list_first_entry(&worker->work_list, struct kthread_work, node);
		list_del_init(&work->node);
		g.unlock();
		work->func(work);
		g.lock();
	}
}

// Null when memory or a thread cannot be had.
struct kthread_worker *engine_worker_create(const char *name)
{
	auto *worker = new (std::nothrow) kthread_worker();

	if (!worker)
		return nullptr;
	INIT_LIST_HEAD(&worker->work_list);
	try {
		worker->task = std::thread(engine_worker_run, worker);
	} catch (...) {
		delete worker;
		return nullptr;
	}
	// Thread names hold 15 characters; a longer one is cut, as a kthread's comm is.
	char comm[16];
	size_t len = strnlen(name, sizeof(comm) - 1);
	memcpy(comm, name, len);
	comm[len] = '\0';
	pthread_setname_np(worker->task.native_handle(), comm);
	return worker;
}

void engine_queue_work(struct kthread_worker *worker, struct kthread_work *work)
{
	{
		std::lock_guard<std::mutex> g(worker->lock);

		if (!list_empty(&work->node))
			return;
		work->worker = worker;
		list_add_tail(&work->node, &worker->work_list);
	}
	worker->more.notify_one();
}

void engine_worker_destroy(struct kthread_worker *worker)
{
	{
		std::lock_guard<std::mutex> g(worker->lock);

		worker->stopping = true;
	}
	worker->more.notify_one();
	worker->task.join();
	delete worker;
}

// The queue lock, held for a scope; the pump drops and retakes it around calls into the driver.
class engine_guard {
public:
	explicit engine_guard(struct crypto_engine *engine) : lock_(&engine->queue_lock) { lock(); }
	~engine_guard()
	{
		if (held_)
			unlock();
	}
	engine_guard(const engine_guard &) = delete;
	engine_guard &operator=(const engine_guard &) = delete;

	void lock()
	{
		spin_lock(lock_);
		held_ = true;
	}
	void unlock()
	{
		held_ = false;
		spin_unlock(lock_);
	}

private:
	spinlock_t *lock_;
	bool held_ = false;
};

void engine_kick(struct crypto_engine *engine)
{
	engine_queue_work(engine->kworker, &engine->pump_requests);
}

// The operation behind an engine algorithm of each type: the descriptor is the first member of
// its *_engine_alg, the operation follows it.
struct engine_type_op {
	u32 type;
	struct crypto_engine_op *(*op)(struct crypto_alg *alg);
};

constexpr engine_type_op engine_type_ops[] = {
	{ CRYPTO_ALG_TYPE_AEAD,
	  [](struct crypto_alg *alg) {
		  return &container_of(alg, struct aead_engine_alg, base.base)->op;
	  } },
	{ CRYPTO_ALG_TYPE_SKCIPHER,
	  [](struct crypto_alg *alg) {
		  return &container_of(alg, struct skcipher_engine_alg, base.base)->op;
	  } },
	{ CRYPTO_ALG_TYPE_AKCIPHER,
	  [](struct crypto_alg *alg) {
		  return &container_of(alg, struct akcipher_engine_alg, base.base)->op;
	  } },
	{ CRYPTO_ALG_TYPE_KPP,
	  [](struct crypto_alg *alg) {
		  return &container_of(alg, struct kpp_engine_alg, base.base)->op;
	  } },
	{ CRYPTO_ALG_TYPE_AHASH,
	  [](struct crypto_alg *alg) {
		  return &container_of(alg, struct ahash_engine_alg, base.halg.base)->op;
	  } },
};

// Null for an algorithm not registered through crypto_engine_register_*().
struct crypto_engine_op *engine_alg_op(struct crypto_alg *alg)
{
	if (!(alg->cra_flags & engine_alg_flag))
		return nullptr;
	for (const auto &t : engine_type_ops)
		if (t.type == (alg->cra_flags & CRYPTO_ALG_TYPE_MASK))
			return t.op(alg);
	return nullptr;
}

// A request the engine is done with: its callback, then the pump, which starts the next one
// (or, with the queue empty, lets the hardware idle).
void engine_finalize(struct crypto_engine *engine, struct crypto_async_request *req, int err)
{
	if (!engine->retry_support) {
		engine_guard g(engine);

		if (engine->cur_req == req)
			engine->cur_req = nullptr;
	}
	crypto_request_complete(req, err);
	engine_kick(engine);
}

// Hands @req to the driver: 0 when the hardware took it, else the -errno to fail it with;
// *requeue when the hardware was full and will be asked again.
int engine_hand_over(struct crypto_engine *engine, struct crypto_async_request *req, bool was_busy,
		     bool *requeue)
{
	*requeue = false;
	if (!was_busy && engine->prepare_crypt_hardware) {
		int ret = engine->prepare_crypt_hardware(engine);

		if (ret) {
			dev_err(engine->dev, "failed to prepare crypt hardware\n");
			return ret;
		}
	}
	struct crypto_engine_op *op = engine_alg_op(req->tfm->__crt_alg);

	if (!op) {
		dev_err(engine->dev, "failed to do request\n");
		return -EINVAL;
	}
	int ret = op->do_one_request(engine, req);

	if (ret >= 0)
		return 0;
	if (engine->retry_support && ret == -ENOSPC) {
		*requeue = true;
		return 0;
	}
	dev_err(engine->dev, "Failed to do one request from queue: %d\n", ret);
	return ret;
}

// Starts the request at the head of the queue. Called and returns with the lock held. Return:
// whether to go on with the next one (with retry support the hardware takes several).
bool engine_start_one(struct crypto_engine *engine, engine_guard &g)
{
	struct crypto_async_request *backlog = crypto_get_backlog(&engine->queue);
	struct crypto_async_request *req = crypto_dequeue_request(&engine->queue);

	if (!req)
		return false;
	if (!engine->retry_support)
		engine->cur_req = req;
	bool was_busy = engine->busy;
	engine->busy = true;
	g.unlock();

	bool requeue;
	int err = engine_hand_over(engine, req, was_busy, &requeue);

	if (requeue) {
		// First again, so requests keep their order; the backlog is told nothing yet.
		g.lock();
		crypto_enqueue_request_head(&engine->queue, req);
		engine_kick(engine);
		return false;
	}
	// A request the driver refused ends as if the driver had finalized it: the kernel's
	// leaves it as the current request, and the engine waits for a finalize that never comes.
	if (err)
		engine_finalize(engine, req, err);
	if (backlog)
		crypto_request_complete(backlog, -EINPROGRESS);
	g.lock();
	return engine->retry_support;
}

// With nothing to do: once busy, the driver hears the hardware may idle. Lock held.
void engine_idle(struct crypto_engine *engine, engine_guard &g)
{
	if (!engine->busy)
		return;
	engine->busy = false;
	engine->idling = true;
	g.unlock();
	if (engine->unprepare_crypt_hardware && engine->unprepare_crypt_hardware(engine))
		dev_err(engine->dev, "failed to unprepare crypt hardware\n");
	g.lock();
	engine->idling = false;
}

// The pump, always on the engine's thread: a request for idle hardware, or all that fit.
void engine_pump(struct kthread_work *work)
{
	auto *engine = container_of(work, struct crypto_engine, pump_requests);
	{
		engine_guard g(engine);

		// Hardware holding a request pumps again when it is finalized.
		bool holding = !engine->retry_support && engine->cur_req;

		if (!holding && (!crypto_queue_len(&engine->queue) || !engine->running))
			engine_idle(engine, g);
		else if (!holding)
			while (engine_start_one(engine, g)) {
			}
	}
	if (engine->do_batch_requests) {
		int ret = engine->do_batch_requests(engine);

		if (ret)
			dev_err(engine->dev, "failed to do batch requests: %d\n", ret);
	}
}

int engine_transfer(struct crypto_engine *engine, struct crypto_async_request *req)
{
	engine_guard g(engine);

	if (!engine->running)
		return -ESHUTDOWN;
	int ret = crypto_enqueue_request(&engine->queue, req);

	// Busy hardware pumps again when its request is finalized.
	if (!engine->busy)
		engine_kick(engine);
	return ret;
}

// An engine algorithm must say how the engine runs one request; it registers as its own type
// with the engine flag set.
template <auto reg, typename T> int engine_register(T *alg, struct crypto_alg *base)
{
	if (!alg->op.do_one_request)
		return -EINVAL;
	base->cra_flags |= engine_alg_flag;
	return reg(&alg->base);
}

} // namespace

extern "C" int crypto_transfer_aead_request_to_engine(struct crypto_engine *engine,
						      struct aead_request *req)
{
	return engine_transfer(engine, &req->base);
}

extern "C" int crypto_transfer_akcipher_request_to_engine(struct crypto_engine *engine,
							  struct akcipher_request *req)
{
	return engine_transfer(engine, &req->base);
}

extern "C" int crypto_transfer_hash_request_to_engine(struct crypto_engine *engine,
						      struct ahash_request *req)
{
	return engine_transfer(engine, &req->base);
}

extern "C" int crypto_transfer_kpp_request_to_engine(struct crypto_engine *engine,
						     struct kpp_request *req)
{
	return engine_transfer(engine, &req->base);
}

extern "C" int crypto_transfer_skcipher_request_to_engine(struct crypto_engine *engine,
							  struct skcipher_request *req)
{
	return engine_transfer(engine, &req->base);
}

extern "C" void crypto_finalize_aead_request(struct crypto_engine *engine, struct aead_request *req,
					     int err)
{
	engine_finalize(engine, &req->base, err);
}

extern "C" void crypto_finalize_akcipher_request(struct crypto_engine *engine,
						 struct akcipher_request *req, int err)
{
	engine_finalize(engine, &req->base, err);
}

extern "C" void crypto_finalize_hash_request(struct crypto_engine *engine,
					     struct ahash_request *req, int err)
{
	engine_finalize(engine, &req->base, err);
}

extern "C" void crypto_finalize_kpp_request(struct crypto_engine *engine, struct kpp_request *req,
					    int err)
{
	engine_finalize(engine, &req->base, err);
}

extern "C" void crypto_finalize_skcipher_request(struct crypto_engine *engine,
						 struct skcipher_request *req, int err)
{
	engine_finalize(engine, &req->base, err);
}

extern "C" int crypto_engine_start(struct crypto_engine *engine)
{
	{
		engine_guard g(engine);

		if (engine->running || engine->busy)
			return -EBUSY;
		engine->running = true;
	}
	engine_kick(engine);
	return 0;
}

extern "C" int crypto_engine_stop(struct crypto_engine *engine)
{
	int ret = 0;
	{
		engine_guard g(engine);

		for (unsigned int polls = engine_stop_polls;
		     (crypto_queue_len(&engine->queue) || engine->busy) && polls; polls--) {
			g.unlock();
			std::this_thread::sleep_for(engine_stop_period);
			g.lock();
		}
		if (crypto_queue_len(&engine->queue) || engine->busy)
			ret = -EBUSY;
		else
			engine->running = false;
	}
	if (ret)
		dev_warn(engine->dev, "could not stop engine\n");
	return ret;
}

extern "C" struct crypto_engine *crypto_engine_alloc_init_and_set(
	struct device *dev, bool retry_support, int (*cbk_do_batch)(struct crypto_engine *engine),
	bool rt, int qlen)
{
	if (!dev)
		return nullptr;
	auto *engine = static_cast<struct crypto_engine *>(
		kzalloc(sizeof(struct crypto_engine), GFP_KERNEL));

	if (!engine)
		return nullptr;
	engine->dev = dev;
	// Kept for the driver to read; the pump is an ordinary thread: real-time scheduling would
	// need privileges a library should not ask for.
	engine->rt = rt;
	engine->retry_support = retry_support;
	engine->priv_data = dev;
	// Batches exist only where the hardware takes several requests.
	engine->do_batch_requests = retry_support ? cbk_do_batch : nullptr;
	snprintf(engine->name, sizeof(engine->name), "%s-engine", dev_name(dev));
	INIT_LIST_HEAD(&engine->list);
	crypto_init_queue(&engine->queue, qlen);
	spin_lock_init(&engine->queue_lock);
	INIT_LIST_HEAD(&engine->pump_requests.node);
	engine->pump_requests.func = engine_pump;
	engine->kworker = engine_worker_create(engine->name);
	if (!engine->kworker) {
		dev_err(dev, "failed to create crypto request pump task\n");
		kfree(engine);
		return nullptr;
	}
	return engine;
}

extern "C" struct crypto_engine *crypto_engine_alloc_init(struct device *dev, bool rt)
{
	return crypto_engine_alloc_init_and_set(dev, false, nullptr, rt, engine_max_qlen);
}

extern "C" void crypto_engine_exit(struct crypto_engine *engine)
{
	if (crypto_engine_stop(engine))
		return;
	engine_worker_destroy(engine->kworker);
	kfree(engine);
}

extern "C" int crypto_engine_register_aead(struct aead_engine_alg *alg)
{
	return engine_register<crypto_register_aead>(alg, &alg->base.base);
}

extern "C" void crypto_engine_unregister_aead(struct aead_engine_alg *alg)
{
	crypto_unregister_aead(&alg->base);
}

extern "C" int crypto_engine_register_aeads(struct aead_engine_alg *algs, int count)
{
	return ukc::register_all(algs, count, crypto_engine_register_aead,
				 crypto_engine_unregister_aead);
}

extern "C" void crypto_engine_unregister_aeads(struct aead_engine_alg *algs, int count)
{
	ukc::unregister_all(algs, count, crypto_engine_unregister_aead);
}

extern "C" int crypto_engine_register_ahash(struct ahash_engine_alg *alg)
{
	return engine_register<crypto_register_ahash>(alg, &alg->base.halg.base);
}

extern "C" void crypto_engine_unregister_ahash(struct ahash_engine_alg *alg)
{
	crypto_unregister_ahash(&alg->base);
}

extern "C" int crypto_engine_register_ahashes(struct ahash_engine_alg *algs, int count)
{
	return ukc::register_all(algs, count, crypto_engine_register_ahash,
				 crypto_engine_unregister_ahash);
}

extern "C" void crypto_engine_unregister_ahashes(struct ahash_engine_alg *algs, int count)
{
	ukc::unregister_all(algs, count, crypto_engine_unregister_ahash);
}

extern "C" int crypto_engine_register_akcipher(struct akcipher_engine_alg *alg)
{
	return engine_register<crypto_register_akcipher>(alg, &alg->base.base);
}

extern "C" void crypto_engine_unregister_akcipher(struct akcipher_engine_alg *alg)
{
	crypto_unregister_akcipher(&alg->base);
}

extern "C" int crypto_engine_register_kpp(struct kpp_engine_alg *alg)
{
	return engine_register<crypto_register_kpp>(alg, &alg->base.base);
}

extern "C" void crypto_engine_unregister_kpp(struct kpp_engine_alg *alg)
{
	crypto_unregister_kpp(&alg->base);
}

extern "C" int crypto_engine_register_skcipher(struct skcipher_engine_alg *alg)
{
	return engine_register<crypto_register_skcipher>(alg, &alg->base.base);
}

extern "C" void crypto_engine_unregister_skcipher(struct skcipher_engine_alg *alg)
{
	crypto_unregister_skcipher(&alg->base);
}

extern "C" int crypto_engine_register_skciphers(struct skcipher_engine_alg *algs, int count)
{
	return ukc::register_all(algs, count, crypto_engine_register_skcipher,
				 crypto_engine_unregister_skcipher);
}

extern "C" void crypto_engine_unregister_skciphers(struct skcipher_engine_alg *algs, int count)
{
	ukc::unregister_all(algs, count, crypto_engine_unregister_skcipher);
}
