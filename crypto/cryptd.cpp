// SPDX-License-Identifier: GPL-2.0-only
// The cryptd template: a synchronous skcipher's, AEAD's or shash's requests queued to worker
// threads and completed asynchronously, as the kernel's crypto daemon does on its per-CPU
// workqueues.
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
#include <crypto/internal/hash.h>
#include <crypto/internal/skcipher.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/refcount.h>
#include <linux/slab.h>

#include "shared/glue.h"
#include "ukc_arch_hooks.h"

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
// tfm's context. Zero means the tfm was not made by cryptd_alloc_skcipher(), _ahash() or _aead()
// (a lookup of "cryptd(...)" by name): no counting.
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

// ---- hashes: an shash run on the workers, offered as an async ahash ----

// As the skcipher and AEAD contexts, the refcount first (cryptd_enqueue_request() finds it).
struct cryptd_hash_ctx {
	refcount_t refcnt;
	struct crypto_shash *child;
};

// The caller's callback while the request is queued, then the child's descriptor.
struct cryptd_hash_request_ctx {
	crypto_completion_t complete;
	void *data;
	struct shash_desc desc;
};

struct cryptd_hash_instance_ctx {
	struct crypto_shash_spawn spawn;
};

cryptd_hash_ctx *cryptd_hash_ctx_of(struct crypto_ahash *tfm)
{
	static_assert(std::is_standard_layout_v<cryptd_hash_ctx>);
	static_assert(offsetof(cryptd_hash_ctx, refcnt) == 0);
	return static_cast<cryptd_hash_ctx *>(crypto_ahash_ctx(tfm));
}

cryptd_hash_request_ctx *cryptd_hash_rctx(struct ahash_request *req)
{
	return static_cast<cryptd_hash_request_ctx *>(ahash_request_ctx(req));
}

int cryptd_hash_init_tfm(struct crypto_ahash *tfm)
{
	auto *ictx = ukc::instance_ctx<cryptd_hash_instance_ctx>(ahash_alg_instance(tfm));
	struct crypto_shash *hash = crypto_spawn_shash(&ictx->spawn);

	if (IS_ERR(hash))
		return static_cast<int>(PTR_ERR(hash));
	cryptd_hash_ctx_of(tfm)->child = hash;
	crypto_ahash_set_reqsize(tfm,
				 sizeof(cryptd_hash_request_ctx) + crypto_shash_descsize(hash));
	return 0;
}

int cryptd_hash_clone_tfm(struct crypto_ahash *ntfm, struct crypto_ahash *tfm)
{
	struct crypto_shash *hash = crypto_clone_shash(cryptd_hash_ctx_of(tfm)->child);

	if (IS_ERR(hash))
		return static_cast<int>(PTR_ERR(hash));
	cryptd_hash_ctx_of(ntfm)->child = hash;
	return 0;
}

void cryptd_hash_exit_tfm(struct crypto_ahash *tfm)
{
	crypto_free_shash(cryptd_hash_ctx_of(tfm)->child);
}

int cryptd_hash_setkey(struct crypto_ahash *parent, const u8 *key, unsigned int keylen)
{
	struct crypto_shash *child = cryptd_hash_ctx_of(parent)->child;

	crypto_shash_clear_flags(child, CRYPTO_TFM_REQ_MASK);
	crypto_shash_set_flags(child, crypto_ahash_get_flags(parent) & CRYPTO_TFM_REQ_MASK);
	return crypto_shash_setkey(child, key, keylen);
}

int cryptd_hash_enqueue(struct ahash_request *req, crypto_completion_t compl_fn)
{
	cryptd_hash_request_ctx *rctx = cryptd_hash_rctx(req);
	crypto_completion_t complete = req->base.complete;
	void *data = req->base.data;

	rctx->complete = complete;
	rctx->data = data;
	req->base.complete = compl_fn;
	req->base.data = req;
	int err = cryptd_enqueue_request(cryptd_get_global_queue(), &req->base);
	if (err != -EINPROGRESS && err != -EBUSY) {
		req->base.complete = complete;
		req->base.data = data;
	}
	return err;
}

// Gives the caller its callback back; the descriptor to run, or NULL when the worker only
// reports that a backlogged request is now queued.
struct shash_desc *cryptd_hash_prepare(struct ahash_request *req, int err)
{
	cryptd_hash_request_ctx *rctx = cryptd_hash_rctx(req);

	req->base.complete = rctx->complete;
	req->base.data = rctx->data;
	if (unlikely(err == -EINPROGRESS))
		return nullptr;
	return &rctx->desc;
}

void cryptd_hash_complete(struct ahash_request *req, int err, crypto_completion_t compl_fn)
{
	struct crypto_ahash *tfm = crypto_ahash_reqtfm(req);
	cryptd_hash_ctx *ctx = cryptd_hash_ctx_of(tfm);
	cryptd_hash_request_ctx *rctx = cryptd_hash_rctx(req);
	// Read before the callback: the caller may release the tfm from inside it.
	int refcnt = refcount_read(&ctx->refcnt);

	ahash_request_complete(req, err);
	if (unlikely(err == -EINPROGRESS)) {
		rctx->complete = req->base.complete;
		rctx->data = req->base.data;
		req->base.complete = compl_fn;
		req->base.data = req;
	} else if (refcnt && refcount_dec_and_test(&ctx->refcnt)) {
		crypto_free_ahash(tfm);
	}
}

// The operations, each run on a worker: init and digest point the descriptor at the child
// first; the others continue the state the descriptor holds.
int cryptd_hash_do_init(struct ahash_request *req, struct shash_desc *desc)
{
	desc->tfm = cryptd_hash_ctx_of(crypto_ahash_reqtfm(req))->child;
	return crypto_shash_init(desc);
}

int cryptd_hash_do_final(struct ahash_request *req, struct shash_desc *desc)
{
	return crypto_shash_final(desc, req->result);
}

int cryptd_hash_do_digest(struct ahash_request *req, struct shash_desc *desc)
{
	desc->tfm = cryptd_hash_ctx_of(crypto_ahash_reqtfm(req))->child;
	return shash_ahash_digest(req, desc);
}

template <int (*op)(struct ahash_request *, struct shash_desc *)>
void cryptd_hash_run(void *data, int err)
{
	auto *req = static_cast<struct ahash_request *>(data);
	struct shash_desc *desc = cryptd_hash_prepare(req, err);

	if (likely(desc))
		err = op(req, desc);
	cryptd_hash_complete(req, err, cryptd_hash_run<op>);
}

template <int (*op)(struct ahash_request *, struct shash_desc *)>
int cryptd_hash_enqueue_op(struct ahash_request *req)
{
	return cryptd_hash_enqueue(req, cryptd_hash_run<op>);
}

int cryptd_hash_export(struct ahash_request *req, void *out)
{
	return crypto_shash_export(&cryptd_hash_rctx(req)->desc, out);
}

int cryptd_hash_import(struct ahash_request *req, const void *in)
{
	struct shash_desc *desc = &cryptd_hash_rctx(req)->desc;

	desc->tfm = cryptd_hash_ctx_of(crypto_ahash_reqtfm(req))->child;
	return crypto_shash_import(desc, in);
}

void cryptd_hash_free(struct ahash_instance *inst)
{
	crypto_drop_shash(&ukc::instance_ctx<cryptd_hash_instance_ctx>(inst)->spawn);
	kfree(inst);
}

void cryptd_hash_fill(struct ahash_instance *inst, struct shash_alg *alg)
{
	struct ahash_alg *halg = &inst->alg;

	halg->halg.base.cra_flags |= CRYPTO_ALG_ASYNC |
				     (alg->base.cra_flags &
				      (CRYPTO_ALG_INTERNAL | CRYPTO_ALG_OPTIONAL_KEY));
	halg->halg.digestsize = alg->digestsize;
	halg->halg.statesize = alg->statesize;
	halg->halg.base.cra_ctxsize = sizeof(cryptd_hash_ctx);
	halg->init_tfm = cryptd_hash_init_tfm;
	halg->clone_tfm = cryptd_hash_clone_tfm;
	halg->exit_tfm = cryptd_hash_exit_tfm;
	halg->init = cryptd_hash_enqueue_op<cryptd_hash_do_init>;
	halg->update = cryptd_hash_enqueue_op<shash_ahash_update>;
	halg->final = cryptd_hash_enqueue_op<cryptd_hash_do_final>;
	halg->finup = cryptd_hash_enqueue_op<shash_ahash_finup>;
	halg->digest = cryptd_hash_enqueue_op<cryptd_hash_do_digest>;
	halg->export_ = cryptd_hash_export;
	halg->import = cryptd_hash_import;
	if (crypto_shash_alg_has_setkey(alg))
		halg->setkey = cryptd_hash_setkey;
}

int cryptd_create_hash(struct crypto_template *tmpl, struct rtattr **tb,
		       struct crypto_attr_type *algt)
{
	u32 type, mask;

	cryptd_type_and_mask(algt, &type, &mask);
	const char *name = crypto_attr_alg_name(tb[1]);
	if (IS_ERR(name))
		return static_cast<int>(PTR_ERR(name));

	auto inst = ukc::alloc_instance<struct ahash_instance, cryptd_hash_instance_ctx>(
		cryptd_hash_free);
	if (!inst)
		return -ENOMEM;
	auto *ctx = ukc::instance_ctx<cryptd_hash_instance_ctx>(inst.get());
	struct crypto_instance *base = ukc::crypto_instance_of(inst.get());

	int err = crypto_grab_shash(&ctx->spawn, base, name, type, mask);
	if (err)
		return err;
	struct shash_alg *alg = crypto_spawn_shash_alg(&ctx->spawn);

	err = cryptd_init_instance(base, &alg->base);
	if (err)
		return err;
	cryptd_hash_fill(inst.get(), alg);
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
	case CRYPTO_ALG_TYPE_HASH:
		return cryptd_create_hash(tmpl, tb, algt);
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

// Only a cryptd instance has the contexts the functions below use (the kernel checks the
// owning module).
bool cryptd_is_instance(struct crypto_tfm *base)
{
	return (base->__crt_alg->cra_flags & CRYPTO_ALG_INSTANCE) &&
	       crypto_tfm_alg_instance(base)->tmpl == &cryptd_tmpl;
}

// The hosted cryptd module's function of this name, when one is loaded in place of this file
// or beside it.
template <typename Fn> Fn cryptd_module_fn(ukc::cryptd_hook_id id)
{
	return ukc::arch_hook_fn<Fn>(ukc::cryptd_hooks[id]);
}

// "cryptd(@alg_name)" through @alloc, with the count of its queued requests (the first field of
// each type's context) started at one. An instance a hosted cryptd made goes back, and that
// module's own function of this kind (@module_alloc) makes the transform: only it knows the
// instance's layout. Anything else is refused (-EINVAL).
template <typename Wrap, typename Tfm>
Wrap *cryptd_alloc_counted(const char *alg_name, u32 type, u32 mask,
			   Tfm *(*alloc)(const char *, u32, u32), void (*release)(Tfm *),
			   ukc::cryptd_hook_id module_alloc)
{
	char cryptd_alg_name[CRYPTO_MAX_ALG_NAME];

	if (snprintf(cryptd_alg_name, CRYPTO_MAX_ALG_NAME, "cryptd(%s)", alg_name) >=
	    CRYPTO_MAX_ALG_NAME)
		return ukc::err_ptr<Wrap>(-EINVAL);
	Tfm *tfm = alloc(cryptd_alg_name, type, mask);
	if (IS_ERR(tfm))
		return static_cast<Wrap *>(ERR_CAST(tfm));
	if (!cryptd_is_instance(&tfm->base)) {
		release(tfm);
		auto fn = cryptd_module_fn<Wrap *(*)(const char *, u32, u32)>(module_alloc);
		return fn ? fn(alg_name, type, mask) : ukc::err_ptr<Wrap>(-EINVAL);
	}
	refcount_set(static_cast<refcount_t *>(crypto_tfm_ctx(&tfm->base)), 1);
	return container_of(tfm, Wrap, base);
}

cryptd_tfm_ctx<cryptd_skcipher_type> *cryptd_skcipher_ctx_of(struct crypto_skcipher *tfm)
{
	return cryptd_ctx_of<cryptd_skcipher_type>(tfm);
}

cryptd_tfm_ctx<cryptd_aead_type> *cryptd_aead_ctx_of(struct crypto_aead *tfm)
{
	return cryptd_ctx_of<cryptd_aead_type>(tfm);
}

// The module's function for a transform the module made (it alone knows its layout), or
// nullptr for one of ours. A module's transform outliving the module is a caller's bug.
template <typename Fn> Fn cryptd_module_fn(ukc::cryptd_hook_id id, struct crypto_tfm *base)
{
	if (cryptd_is_instance(base))
		return nullptr;
	Fn fn = cryptd_module_fn<Fn>(id);
	BUG_ON(!fn);
	return fn;
}

} // namespace

extern "C" struct cryptd_skcipher *cryptd_alloc_skcipher(const char *alg_name, u32 type, u32 mask)
{
	return cryptd_alloc_counted<struct cryptd_skcipher>(
		alg_name, type, mask, crypto_alloc_skcipher, crypto_free_skcipher,
		ukc::cryptd_hook_alloc_skcipher);
}

extern "C" struct crypto_skcipher *cryptd_skcipher_child(struct cryptd_skcipher *tfm)
{
	if (auto fn = cryptd_module_fn<decltype(&cryptd_skcipher_child)>(
		    ukc::cryptd_hook_skcipher_child, &tfm->base.base))
		return fn(tfm);
	return cryptd_skcipher_ctx_of(&tfm->base)->child;
}

extern "C" bool cryptd_skcipher_queued(struct cryptd_skcipher *tfm)
{
	if (auto fn = cryptd_module_fn<decltype(&cryptd_skcipher_queued)>(
		    ukc::cryptd_hook_skcipher_queued, &tfm->base.base))
		return fn(tfm);
	return refcount_read(&cryptd_skcipher_ctx_of(&tfm->base)->refcnt) - 1;
}

extern "C" void cryptd_free_skcipher(struct cryptd_skcipher *tfm)
{
	if (auto fn = cryptd_module_fn<decltype(&cryptd_free_skcipher)>(
		    ukc::cryptd_hook_free_skcipher, &tfm->base.base))
		return fn(tfm);
	auto *ctx = cryptd_skcipher_ctx_of(&tfm->base);

	if (refcount_dec_and_test(&ctx->refcnt))
		crypto_free_skcipher(&tfm->base);
}

extern "C" struct cryptd_ahash *cryptd_alloc_ahash(const char *alg_name, u32 type, u32 mask)
{
	return cryptd_alloc_counted<struct cryptd_ahash>(alg_name, type, mask, crypto_alloc_ahash,
							 crypto_free_ahash,
							 ukc::cryptd_hook_alloc_ahash);
}

extern "C" struct crypto_shash *cryptd_ahash_child(struct cryptd_ahash *tfm)
{
	if (auto fn = cryptd_module_fn<decltype(&cryptd_ahash_child)>(ukc::cryptd_hook_ahash_child,
								      &tfm->base.base))
		return fn(tfm);
	return cryptd_hash_ctx_of(&tfm->base)->child;
}

// Not handed to a hosted cryptd: callers ask before the request has a transform (the ghash
// glue's init does), and 6.12's request context puts the descriptor where ours does.
extern "C" struct shash_desc *cryptd_shash_desc(struct ahash_request *req)
{
	return &cryptd_hash_rctx(req)->desc;
}

extern "C" bool cryptd_ahash_queued(struct cryptd_ahash *tfm)
{
	if (auto fn = cryptd_module_fn<decltype(&cryptd_ahash_queued)>(
		    ukc::cryptd_hook_ahash_queued, &tfm->base.base))
		return fn(tfm);
	return refcount_read(&cryptd_hash_ctx_of(&tfm->base)->refcnt) - 1;
}

extern "C" void cryptd_free_ahash(struct cryptd_ahash *tfm)
{
	if (auto fn = cryptd_module_fn<decltype(&cryptd_free_ahash)>(ukc::cryptd_hook_free_ahash,
								     &tfm->base.base))
		return fn(tfm);
	if (refcount_dec_and_test(&cryptd_hash_ctx_of(&tfm->base)->refcnt))
		crypto_free_ahash(&tfm->base);
}

extern "C" struct cryptd_aead *cryptd_alloc_aead(const char *alg_name, u32 type, u32 mask)
{
	return cryptd_alloc_counted<struct cryptd_aead>(alg_name, type, mask, crypto_alloc_aead,
							crypto_free_aead,
							ukc::cryptd_hook_alloc_aead);
}

extern "C" struct crypto_aead *cryptd_aead_child(struct cryptd_aead *tfm)
{
	if (auto fn = cryptd_module_fn<decltype(&cryptd_aead_child)>(ukc::cryptd_hook_aead_child,
								     &tfm->base.base))
		return fn(tfm);
	return cryptd_aead_ctx_of(&tfm->base)->child;
}

extern "C" bool cryptd_aead_queued(struct cryptd_aead *tfm)
{
	if (auto fn = cryptd_module_fn<decltype(&cryptd_aead_queued)>(ukc::cryptd_hook_aead_queued,
								      &tfm->base.base))
		return fn(tfm);
	return refcount_read(&cryptd_aead_ctx_of(&tfm->base)->refcnt) - 1;
}

extern "C" void cryptd_free_aead(struct cryptd_aead *tfm)
{
	if (auto fn = cryptd_module_fn<decltype(&cryptd_free_aead)>(ukc::cryptd_hook_free_aead,
								    &tfm->base.base))
		return fn(tfm);
	if (refcount_dec_and_test(&cryptd_aead_ctx_of(&tfm->base)->refcnt))
		crypto_free_aead(&tfm->base);
}

subsys_initcall(cryptd_init);
module_exit(cryptd_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Software async crypto daemon");
MODULE_ALIAS_CRYPTO("cryptd");
