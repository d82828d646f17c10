// SPDX-License-Identifier: GPL-2.0-only
// The cryptd template: a synchronous skcipher's or AEAD's requests queued to worker threads and
// completed asynchronously, as the kernel's crypto daemon does on its per-CPU workqueues.
#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <pthread.h>
#include <new>
#include <thread>
#include <type_traits>

#include <crypto/cryptd.h>
#include <crypto/internal/aead.h>
#include <crypto/internal/skcipher.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/refcount.h>
#include <linux/slab.h>

#include "internal/glue.h"

namespace {

// The kernel's cryptd_max_cpu_qlen module parameter, at its default.
constexpr unsigned int cryptd_max_cpu_qlen = 1000;
// Queues, each drained by one worker: a thread keeps to one queue, so its requests complete in
// the order it sent them, as a CPU's do in the kernel.
constexpr unsigned int cryptd_max_queues = 4;

struct cryptd_cpu_queue {
	std::mutex lock;
	std::condition_variable more;
	struct crypto_queue queue;
	bool worker_started = false;
};

struct cryptd_queue {
	unsigned int nr;
	cryptd_cpu_queue *cpu_queue;
	struct cryptd_queue *before_fork; // the parent's, kept reachable (see cryptd_atfork_child)
};

struct crypto_template cryptd_tmpl;

// Null when out of memory: the request that needed the queue answers -ENOMEM.
cryptd_queue *cryptd_queue_alloc()
{
	auto *queue = new (std::nothrow) cryptd_queue();
	if (!queue)
		return nullptr;
	unsigned int cpus = std::thread::hardware_concurrency();

	queue->nr = cpus == 0 ? 1 : (cpus < cryptd_max_queues ? cpus : cryptd_max_queues);
	queue->cpu_queue = new (std::nothrow) cryptd_cpu_queue[queue->nr];
	if (!queue->cpu_queue) {
		delete queue;
		return nullptr;
	}
	for (unsigned int i = 0; i < queue->nr; i++)
		crypto_init_queue(&queue->cpu_queue[i].queue, cryptd_max_cpu_qlen);
	return queue;
}

// Never destroyed: workers may still be waiting on it while the process exits.
std::atomic<cryptd_queue *> cryptd_global_queue;
std::mutex cryptd_global_queue_lock;
// The parent's queue, when a forked child could not have one of its own: kept reachable.
cryptd_queue *cryptd_orphaned_queue;

// A forked child has none of the parent's worker threads (and a lock may have been held by
// one of them at the fork): it starts over with queues of its own, now or at its first
// request.
void cryptd_atfork_child()
{
	cryptd_queue *parent = cryptd_global_queue.load();

	if (parent) {
		cryptd_queue *queue = cryptd_queue_alloc();

		if (queue)
			queue->before_fork = parent;
		else
			cryptd_orphaned_queue = parent;
		cryptd_global_queue.store(queue);
	}
}

// The queues, made at the first request (again after a failure); null when out of memory.
cryptd_queue *cryptd_get_global_queue()
{
	cryptd_queue *queue = cryptd_global_queue.load();

	if (queue)
		return queue;
	std::lock_guard<std::mutex> g(cryptd_global_queue_lock);
	queue = cryptd_global_queue.load();
	if (queue || !(queue = cryptd_queue_alloc()))
		return queue;
	static const bool announced = [] {
		pthread_atfork(nullptr, nullptr, cryptd_atfork_child);
		pr_info("cryptd: max_cpu_qlen set to %u\n", cryptd_max_cpu_qlen);
		return true;
	}();
	(void)announced;
	cryptd_global_queue.store(queue);
	return queue;
}

// One request at a time, as the kernel's worker: a backlogged request is told it is now
// queued (-EINPROGRESS) before the dequeued one runs.
void cryptd_queue_worker(cryptd_cpu_queue *cpu_queue)
{
	for (;;) {
		std::unique_lock<std::mutex> g(cpu_queue->lock);

		cpu_queue->more.wait(g,
				     [cpu_queue] { return crypto_queue_len(&cpu_queue->queue); });
		struct crypto_async_request *backlog = crypto_get_backlog(&cpu_queue->queue);
		struct crypto_async_request *req = crypto_dequeue_request(&cpu_queue->queue);
		g.unlock();

		if (backlog)
			crypto_request_complete(backlog, -EINPROGRESS);
		crypto_request_complete(req, 0);
	}
}

cryptd_cpu_queue *cryptd_this_cpu_queue(struct cryptd_queue *queue)
{
	static std::atomic<unsigned int> next_cpu;
	thread_local unsigned int cpu = next_cpu.fetch_add(1, std::memory_order_relaxed);

	return &queue->cpu_queue[cpu % queue->nr];
}

// Called with the queue's lock held.
int cryptd_start_worker(cryptd_cpu_queue *cpu_queue)
{
	if (cpu_queue->worker_started)
		return 0;
	try {
		std::thread(cryptd_queue_worker, cpu_queue).detach();
	} catch (...) {
		return -ENOMEM;
	}
	cpu_queue->worker_started = true;
	return 0;
}

int cryptd_enqueue_request(struct cryptd_queue *queue, struct crypto_async_request *request)
{
	if (!queue)
		return -ENOMEM;
	cryptd_cpu_queue *cpu_queue = cryptd_this_cpu_queue(queue);
	auto *refcnt = static_cast<refcount_t *>(crypto_tfm_ctx(request->tfm));
	// Counted before the worker can see the request, so it cannot drop the last reference
	// before this one is taken.
	bool counted = refcount_read(refcnt) != 0;
	int err;

	if (counted)
		refcount_inc(refcnt);
	{
		std::lock_guard<std::mutex> g(cpu_queue->lock);

		err = cryptd_start_worker(cpu_queue);
		if (!err)
			err = crypto_enqueue_request(&cpu_queue->queue, request);
	}
	if (err == -EINPROGRESS || err == -EBUSY)
		cpu_queue->more.notify_one();
	else if (counted)
		refcount_dec_and_test(refcnt); // not queued: the caller's reference remains
	return err;
}

// cryptd may wrap an internal algorithm (the instance is then internal too), never an async one.
void cryptd_type_and_mask(struct crypto_attr_type *algt, u32 *type, u32 *mask)
{
	*type = algt->type & CRYPTO_ALG_INTERNAL;
	*mask = algt->mask & CRYPTO_ALG_INTERNAL;
	*mask |= CRYPTO_ALG_ASYNC;
	*mask |= crypto_algt_inherited_mask(algt);
}

int cryptd_init_instance(struct crypto_instance *inst, struct crypto_alg *alg)
{
	if (snprintf(inst->alg.cra_driver_name, CRYPTO_MAX_ALG_NAME, "cryptd(%s)",
		     alg->cra_driver_name) >= CRYPTO_MAX_ALG_NAME)
		return -ENAMETOOLONG;
	memcpy(inst->alg.cra_name, alg->cra_name, CRYPTO_MAX_ALG_NAME);
	inst->alg.cra_priority = alg->cra_priority + 50;
	inst->alg.cra_blocksize = alg->cra_blocksize;
	inst->alg.cra_alignmask = alg->cra_alignmask;
	return 0;
}

// cryptd's additions to the type operations of the glue: what an instance takes over.
struct cryptd_skcipher_type : ukc::skcipher_ops {
	static void fill(instance *inst, const spawn_alg *alg) { fill_sizes(&inst->alg, alg); }
};

struct cryptd_aead_type : ukc::aead_ops {
	static void fill(instance *inst, const spawn_alg *alg);
};

template <typename T> struct cryptd_instance_ctx {
	typename T::spawn spawn;
};

// The refcount must come first: cryptd_enqueue_request() finds it at the start of any cryptd
// tfm's context. Zero means the tfm was not made by cryptd_alloc_skcipher() (AEAD tfms never
// are): no counting.
template <typename T> struct cryptd_tfm_ctx {
	refcount_t refcnt;
	typename T::tfm *child;
};

template <typename T> cryptd_tfm_ctx<T> *cryptd_ctx_of(typename T::tfm *tfm)
{
	static_assert(std::is_standard_layout_v<cryptd_tfm_ctx<T>>);
	static_assert(offsetof(cryptd_tfm_ctx<T>, refcnt) == 0);
	return static_cast<cryptd_tfm_ctx<T> *>(T::ctx(tfm));
}

// The request context is the child's request; while queued, its callback fields hold the
// caller's callback.
template <typename T> typename T::request *cryptd_subreq(typename T::request *req)
{
	return static_cast<typename T::request *>(T::request_ctx(req));
}

template <typename T> int cryptd_setkey(typename T::tfm *parent, const u8 *key, unsigned int keylen)
{
	return T::setkey(cryptd_ctx_of<T>(parent)->child, parent, key, keylen);
}

int cryptd_aead_setauthsize(struct crypto_aead *parent, unsigned int authsize)
{
	return crypto_aead_setauthsize(cryptd_ctx_of<cryptd_aead_type>(parent)->child, authsize);
}

// Gives the caller its callback back; returns the child request to run, or NULL when the
// worker only reports that a backlogged request is now queued.
template <typename T> typename T::request *cryptd_prepare(typename T::request *req, int err)
{
	typename T::request *subreq = cryptd_subreq<T>(req);

	req->base.complete = subreq->base.complete;
	req->base.data = subreq->base.data;
	if (unlikely(err == -EINPROGRESS))
		return nullptr;

	T::set_tfm(subreq, cryptd_ctx_of<T>(T::reqtfm(req))->child);
	T::set_child_request(subreq, req);
	return subreq;
}

template <typename T>
void cryptd_complete(typename T::request *req, int err, crypto_completion_t complete)
{
	typename T::tfm *tfm = T::reqtfm(req);
	cryptd_tfm_ctx<T> *ctx = cryptd_ctx_of<T>(tfm);
	typename T::request *subreq = cryptd_subreq<T>(req);
	// Read before the callback: the caller may release the tfm from inside it.
	int refcnt = refcount_read(&ctx->refcnt);

	T::complete(req, err);
	if (unlikely(err == -EINPROGRESS)) {
		// Still queued: take the callback over again until the request has run.
		subreq->base.complete = req->base.complete;
		subreq->base.data = req->base.data;
		req->base.complete = complete;
		req->base.data = req;
	} else if (refcnt && refcount_dec_and_test(&ctx->refcnt)) {
		T::free_tfm(tfm);
	}
}

// Runs on a worker: the request's callback while it is queued.
template <typename T, bool enc> void cryptd_run(void *data, int err)
{
	auto *req = static_cast<typename T::request *>(data);
	typename T::request *subreq = cryptd_prepare<T>(req, err);

	if (likely(subreq))
		err = T::crypt(subreq, enc);
	cryptd_complete<T>(req, err, cryptd_run<T, enc>);
}

template <typename T> int cryptd_enqueue(typename T::request *req, crypto_completion_t compl_fn)
{
	typename T::request *subreq = cryptd_subreq<T>(req);
	crypto_completion_t complete = req->base.complete;
	void *data = req->base.data;
	int err;

	subreq->base.complete = complete;
	subreq->base.data = data;
	req->base.complete = compl_fn;
	req->base.data = req;
	err = cryptd_enqueue_request(cryptd_get_global_queue(), &req->base);
	if (err != -EINPROGRESS && err != -EBUSY) {
		// Not queued: the caller keeps its request as it gave it.
		req->base.complete = complete;
		req->base.data = data;
	}
	return err;
}

template <typename T> int cryptd_encrypt_enqueue(typename T::request *req)
{
	return cryptd_enqueue<T>(req, cryptd_run<T, true>);
}

template <typename T> int cryptd_decrypt_enqueue(typename T::request *req)
{
	return cryptd_enqueue<T>(req, cryptd_run<T, false>);
}

template <typename T> int cryptd_init_tfm(typename T::tfm *tfm)
{
	auto *ictx = ukc::instance_ctx<cryptd_instance_ctx<T>>(T::instance_of(tfm));
	typename T::tfm *cipher = T::spawn_tfm(&ictx->spawn);

	if (IS_ERR(cipher))
		return static_cast<int>(PTR_ERR(cipher));
	cryptd_ctx_of<T>(tfm)->child = cipher;
	T::set_reqsize(tfm, sizeof(typename T::request) + T::reqsize(cipher));
	return 0;
}

template <typename T> void cryptd_exit_tfm(typename T::tfm *tfm)
{
	T::free_tfm(cryptd_ctx_of<T>(tfm)->child);
}

template <typename T> void cryptd_free(typename T::instance *inst)
{
	T::drop(&ukc::instance_ctx<cryptd_instance_ctx<T>>(inst)->spawn);
	kfree(inst);
}

template <typename T> void cryptd_fill(typename T::instance *inst, typename T::spawn_alg *alg)
{
	inst->alg.base.cra_flags |= CRYPTO_ALG_ASYNC | (alg->base.cra_flags & CRYPTO_ALG_INTERNAL);
	inst->alg.base.cra_ctxsize = sizeof(cryptd_tfm_ctx<T>);
	T::fill(inst, alg);
	inst->alg.init = cryptd_init_tfm<T>;
	inst->alg.exit = cryptd_exit_tfm<T>;
	inst->alg.setkey = cryptd_setkey<T>;
	inst->alg.encrypt = cryptd_encrypt_enqueue<T>;
	inst->alg.decrypt = cryptd_decrypt_enqueue<T>;
}

void cryptd_aead_type::fill(instance *inst, const spawn_alg *alg)
{
	fill_sizes(&inst->alg, alg);
	inst->alg.setauthsize = cryptd_aead_setauthsize;
}

template <typename T>
int cryptd_create_type(struct crypto_template *tmpl, struct rtattr **tb,
		       struct crypto_attr_type *algt)
{
	using instance = typename T::instance;
	u32 type, mask;

	cryptd_type_and_mask(algt, &type, &mask);
	const char *name = crypto_attr_alg_name(tb[1]);
	if (IS_ERR(name))
		return static_cast<int>(PTR_ERR(name));

	auto inst = ukc::alloc_instance<instance, cryptd_instance_ctx<T>>(cryptd_free<T>);
	if (!inst)
		return -ENOMEM;
	auto *ctx = ukc::instance_ctx<cryptd_instance_ctx<T>>(inst.get());
	struct crypto_instance *base = ukc::crypto_instance_of(inst.get());

	int err = T::grab(&ctx->spawn, base, name, type, mask);
	if (err)
		return err;
	typename T::spawn_alg *alg = T::spawn_alg_of(&ctx->spawn);

	err = cryptd_init_instance(base, &alg->base);
	if (err)
		return err;
	cryptd_fill<T>(inst.get(), alg);
	return ukc::register_instance(tmpl, inst);
}

// The skcipher frontend looks up with the lskcipher-or-skcipher type mask, so an skcipher
// request shows here as CRYPTO_ALG_TYPE_LSKCIPHER, as in 6.12.
int cryptd_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	struct crypto_attr_type *algt = crypto_get_attr_type(tb);

	if (IS_ERR(algt))
		return static_cast<int>(PTR_ERR(algt));
	switch (algt->type & algt->mask & CRYPTO_ALG_TYPE_MASK) {
	case CRYPTO_ALG_TYPE_LSKCIPHER:
		return cryptd_create_type<cryptd_skcipher_type>(tmpl, tb, algt);
	case CRYPTO_ALG_TYPE_AEAD:
		return cryptd_create_type<cryptd_aead_type>(tmpl, tb, algt);
	}
	return -EINVAL;
}

int cryptd_init()
{
	cryptd_tmpl.create = cryptd_create;
	cryptd_tmpl.module = THIS_MODULE;
	strscpy(cryptd_tmpl.name, "cryptd", sizeof(cryptd_tmpl.name));
	return crypto_register_template(&cryptd_tmpl);
}

void cryptd_exit()
{
	crypto_unregister_template(&cryptd_tmpl);
}

cryptd_tfm_ctx<cryptd_skcipher_type> *cryptd_skcipher_ctx_of(struct crypto_skcipher *tfm)
{
	return cryptd_ctx_of<cryptd_skcipher_type>(tfm);
}

} // namespace

extern "C" struct cryptd_skcipher *cryptd_alloc_skcipher(const char *alg_name, u32 type, u32 mask)
{
	char cryptd_alg_name[CRYPTO_MAX_ALG_NAME];

	if (snprintf(cryptd_alg_name, CRYPTO_MAX_ALG_NAME, "cryptd(%s)", alg_name) >=
	    CRYPTO_MAX_ALG_NAME)
		return static_cast<struct cryptd_skcipher *>(ERR_PTR(-EINVAL));

	struct crypto_skcipher *tfm = crypto_alloc_skcipher(cryptd_alg_name, type, mask);
	if (IS_ERR(tfm))
		return static_cast<struct cryptd_skcipher *>(ERR_CAST(tfm));

	// Only a cryptd instance has the context below (the kernel checks the owning module).
	struct crypto_tfm *base = crypto_skcipher_tfm(tfm);
	if (!(base->__crt_alg->cra_flags & CRYPTO_ALG_INSTANCE) ||
	    crypto_tfm_alg_instance(base)->tmpl != &cryptd_tmpl) {
		crypto_free_skcipher(tfm);
		return static_cast<struct cryptd_skcipher *>(ERR_PTR(-EINVAL));
	}
	refcount_set(&cryptd_skcipher_ctx_of(tfm)->refcnt, 1);
	return container_of(tfm, struct cryptd_skcipher, base);
}

extern "C" struct crypto_skcipher *cryptd_skcipher_child(struct cryptd_skcipher *tfm)
{
	return cryptd_skcipher_ctx_of(&tfm->base)->child;
}

extern "C" bool cryptd_skcipher_queued(struct cryptd_skcipher *tfm)
{
	return refcount_read(&cryptd_skcipher_ctx_of(&tfm->base)->refcnt) - 1;
}

extern "C" void cryptd_free_skcipher(struct cryptd_skcipher *tfm)
{
	auto *ctx = cryptd_skcipher_ctx_of(&tfm->base);

	if (refcount_dec_and_test(&ctx->refcnt))
		crypto_free_skcipher(&tfm->base);
}

subsys_initcall(cryptd_init);
module_exit(cryptd_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Software async crypto daemon");
MODULE_ALIAS_CRYPTO("cryptd");
