// SPDX-License-Identifier: GPL-2.0-only
// The cryptd template: a synchronous skcipher's or AEAD's requests queued to worker threads and
// completed asynchronously, as the kernel's crypto daemon does on its per-CPU workqueues.
#include <atomic>
#include <condition_variable>
#include <mutex>
#include <pthread.h>
#include <new>
#include <thread>

#include <crypto/cryptd.h>
#include <crypto/internal/aead.h>
#include <crypto/internal/skcipher.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/refcount.h>
#include <linux/slab.h>

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

struct skcipherd_instance_ctx {
	struct crypto_skcipher_spawn spawn;
};

// The refcount must come first: cryptd_enqueue_request() finds it at the start of any cryptd
// tfm's context. Zero means the tfm was not made by cryptd_alloc_skcipher(): no counting.
struct cryptd_skcipher_ctx {
	refcount_t refcnt;
	struct crypto_skcipher *child;
};

struct crypto_template cryptd_tmpl;

cryptd_queue *cryptd_queue_alloc()
{
	auto *queue = new cryptd_queue();
	unsigned int cpus = std::thread::hardware_concurrency();

	queue->nr = cpus == 0 ? 1 : (cpus < cryptd_max_queues ? cpus : cryptd_max_queues);
	queue->cpu_queue = new cryptd_cpu_queue[queue->nr];
	for (unsigned int i = 0; i < queue->nr; i++)
		crypto_init_queue(&queue->cpu_queue[i].queue, cryptd_max_cpu_qlen);
	return queue;
}

// Never destroyed: workers may still be waiting on it while the process exits.
std::atomic<cryptd_queue *> cryptd_global_queue;

// A forked child has none of the parent's worker threads (and a lock may have been held by
// one of them at the fork): it starts over with queues of its own.
void cryptd_atfork_child()
{
	cryptd_queue *parent = cryptd_global_queue.load();

	if (parent) {
		cryptd_queue *queue = cryptd_queue_alloc();

		queue->before_fork = parent;
		cryptd_global_queue.store(queue);
	}
}

cryptd_queue *cryptd_get_global_queue()
{
	static std::once_flag once;

	std::call_once(once, [] {
		cryptd_global_queue.store(cryptd_queue_alloc());
		pthread_atfork(nullptr, nullptr, cryptd_atfork_child);
		pr_info("cryptd: max_cpu_qlen set to %u\n", cryptd_max_cpu_qlen);
	});
	return cryptd_global_queue.load();
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

struct cryptd_skcipher_ctx *cryptd_skcipher_ctx_of(struct crypto_skcipher *tfm)
{
	return static_cast<struct cryptd_skcipher_ctx *>(crypto_skcipher_ctx(tfm));
}

// The request context is the child's request; while queued, its callback fields hold the
// caller's callback.
struct skcipher_request *cryptd_subreq(struct skcipher_request *req)
{
	return static_cast<struct skcipher_request *>(skcipher_request_ctx(req));
}

int cryptd_skcipher_setkey(struct crypto_skcipher *parent, const u8 *key, unsigned int keylen)
{
	struct crypto_skcipher *child = cryptd_skcipher_ctx_of(parent)->child;

	crypto_skcipher_clear_flags(child, CRYPTO_TFM_REQ_MASK);
	crypto_skcipher_set_flags(child, crypto_skcipher_get_flags(parent) & CRYPTO_TFM_REQ_MASK);
	return crypto_skcipher_setkey(child, key, keylen);
}

// Gives the caller its callback back; returns the child request to run, or NULL when the
// worker only reports that a backlogged request is now queued.
struct skcipher_request *cryptd_skcipher_prepare(struct skcipher_request *req, int err)
{
	struct skcipher_request *subreq = cryptd_subreq(req);

	req->base.complete = subreq->base.complete;
	req->base.data = subreq->base.data;
	if (unlikely(err == -EINPROGRESS))
		return nullptr;

	skcipher_request_set_tfm(subreq,
				 cryptd_skcipher_ctx_of(crypto_skcipher_reqtfm(req))->child);
	skcipher_request_set_callback(subreq, CRYPTO_TFM_REQ_MAY_SLEEP, nullptr, nullptr);
	skcipher_request_set_crypt(subreq, req->src, req->dst, req->cryptlen, req->iv);
	return subreq;
}

void cryptd_skcipher_complete(struct skcipher_request *req, int err, crypto_completion_t complete)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);
	struct cryptd_skcipher_ctx *ctx = cryptd_skcipher_ctx_of(tfm);
	struct skcipher_request *subreq = cryptd_subreq(req);
	// Read before the callback: the caller may release the tfm from inside it.
	int refcnt = refcount_read(&ctx->refcnt);

	skcipher_request_complete(req, err);
	if (unlikely(err == -EINPROGRESS)) {
		// Still queued: take the callback over again until the request has run.
		subreq->base.complete = req->base.complete;
		subreq->base.data = req->base.data;
		req->base.complete = complete;
		req->base.data = req;
	} else if (refcnt && refcount_dec_and_test(&ctx->refcnt)) {
		crypto_free_skcipher(tfm);
	}
}

void cryptd_skcipher_encrypt(void *data, int err)
{
	auto *req = static_cast<struct skcipher_request *>(data);
	struct skcipher_request *subreq = cryptd_skcipher_prepare(req, err);

	if (likely(subreq))
		err = crypto_skcipher_encrypt(subreq);
	cryptd_skcipher_complete(req, err, cryptd_skcipher_encrypt);
}

void cryptd_skcipher_decrypt(void *data, int err)
{
	auto *req = static_cast<struct skcipher_request *>(data);
	struct skcipher_request *subreq = cryptd_skcipher_prepare(req, err);

	if (likely(subreq))
		err = crypto_skcipher_decrypt(subreq);
	cryptd_skcipher_complete(req, err, cryptd_skcipher_decrypt);
}

int cryptd_skcipher_enqueue(struct skcipher_request *req, crypto_completion_t compl_fn)
{
	struct skcipher_request *subreq = cryptd_subreq(req);
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

int cryptd_skcipher_encrypt_enqueue(struct skcipher_request *req)
{
	return cryptd_skcipher_enqueue(req, cryptd_skcipher_encrypt);
}

int cryptd_skcipher_decrypt_enqueue(struct skcipher_request *req)
{
	return cryptd_skcipher_enqueue(req, cryptd_skcipher_decrypt);
}

int cryptd_skcipher_init_tfm(struct crypto_skcipher *tfm)
{
	struct skcipher_instance *inst = skcipher_alg_instance(tfm);
	auto *ictx = static_cast<skcipherd_instance_ctx *>(skcipher_instance_ctx(inst));
	struct crypto_skcipher *cipher = crypto_spawn_skcipher(&ictx->spawn);

	if (IS_ERR(cipher))
		return static_cast<int>(PTR_ERR(cipher));
	cryptd_skcipher_ctx_of(tfm)->child = cipher;
	crypto_skcipher_set_reqsize(tfm, sizeof(struct skcipher_request) +
						 crypto_skcipher_reqsize(cipher));
	return 0;
}

void cryptd_skcipher_exit_tfm(struct crypto_skcipher *tfm)
{
	crypto_free_skcipher(cryptd_skcipher_ctx_of(tfm)->child);
}

void cryptd_skcipher_free(struct skcipher_instance *inst)
{
	auto *ctx = static_cast<skcipherd_instance_ctx *>(skcipher_instance_ctx(inst));

	crypto_drop_skcipher(&ctx->spawn);
	kfree(inst);
}

void cryptd_skcipher_fill(struct skcipher_instance *inst, struct skcipher_alg_common *alg)
{
	inst->alg.base.cra_flags |= CRYPTO_ALG_ASYNC | (alg->base.cra_flags & CRYPTO_ALG_INTERNAL);
	inst->alg.ivsize = alg->ivsize;
	inst->alg.chunksize = alg->chunksize;
	inst->alg.min_keysize = alg->min_keysize;
	inst->alg.max_keysize = alg->max_keysize;
	inst->alg.base.cra_ctxsize = sizeof(struct cryptd_skcipher_ctx);
	inst->alg.init = cryptd_skcipher_init_tfm;
	inst->alg.exit = cryptd_skcipher_exit_tfm;
	inst->alg.setkey = cryptd_skcipher_setkey;
	inst->alg.encrypt = cryptd_skcipher_encrypt_enqueue;
	inst->alg.decrypt = cryptd_skcipher_decrypt_enqueue;
}

int cryptd_create_skcipher(struct crypto_template *tmpl, struct rtattr **tb,
			   struct crypto_attr_type *algt)
{
	u32 type, mask;

	cryptd_type_and_mask(algt, &type, &mask);
	const char *name = crypto_attr_alg_name(tb[1]);
	if (IS_ERR(name))
		return static_cast<int>(PTR_ERR(name));

	auto *inst = static_cast<struct skcipher_instance *>(kzalloc(
		sizeof(struct skcipher_instance) + sizeof(skcipherd_instance_ctx), GFP_KERNEL));
	if (!inst)
		return -ENOMEM;
	inst->free = cryptd_skcipher_free;
	auto *ctx = static_cast<skcipherd_instance_ctx *>(skcipher_instance_ctx(inst));

	int err =
		crypto_grab_skcipher(&ctx->spawn, skcipher_crypto_instance(inst), name, type, mask);
	if (!err) {
		struct skcipher_alg_common *alg = crypto_spawn_skcipher_alg_common(&ctx->spawn);

		err = cryptd_init_instance(skcipher_crypto_instance(inst), &alg->base);
		if (!err) {
			cryptd_skcipher_fill(inst, alg);
			err = skcipher_register_instance(tmpl, inst);
		}
	}
	if (err)
		cryptd_skcipher_free(inst);
	return err;
}


// ---- AEADs: the same scheme, the request context holding the child's request ----

struct aeadd_instance_ctx {
	struct crypto_aead_spawn spawn;
};

// The refcount first, as for skciphers; AEAD tfms are made by crypto_alloc_aead() alone, so it
// stays zero (no counting).
struct cryptd_aead_ctx {
	refcount_t refcnt;
	struct crypto_aead *child;
};

struct cryptd_aead_ctx *cryptd_aead_ctx_of(struct crypto_aead *tfm)
{
	return static_cast<struct cryptd_aead_ctx *>(crypto_aead_ctx(tfm));
}

struct aead_request *cryptd_aead_subreq(struct aead_request *req)
{
	return static_cast<struct aead_request *>(aead_request_ctx(req));
}

int cryptd_aead_setkey(struct crypto_aead *parent, const u8 *key, unsigned int keylen)
{
	struct crypto_aead *child = cryptd_aead_ctx_of(parent)->child;

	crypto_aead_clear_flags(child, CRYPTO_TFM_REQ_MASK);
	crypto_aead_set_flags(child, crypto_aead_get_flags(parent) & CRYPTO_TFM_REQ_MASK);
	return crypto_aead_setkey(child, key, keylen);
}

int cryptd_aead_setauthsize(struct crypto_aead *parent, unsigned int authsize)
{
	return crypto_aead_setauthsize(cryptd_aead_ctx_of(parent)->child, authsize);
}

// As cryptd_skcipher_prepare(): the caller's callback back in @req, the child request to run.
struct aead_request *cryptd_aead_prepare(struct aead_request *req, int err)
{
	struct aead_request *subreq = cryptd_aead_subreq(req);

	req->base.complete = subreq->base.complete;
	req->base.data = subreq->base.data;
	if (unlikely(err == -EINPROGRESS))
		return nullptr;

	aead_request_set_tfm(subreq, cryptd_aead_ctx_of(crypto_aead_reqtfm(req))->child);
	aead_request_set_callback(subreq, CRYPTO_TFM_REQ_MAY_SLEEP, nullptr, nullptr);
	aead_request_set_crypt(subreq, req->src, req->dst, req->cryptlen, req->iv);
	aead_request_set_ad(subreq, req->assoclen);
	return subreq;
}

void cryptd_aead_complete(struct aead_request *req, int err, crypto_completion_t complete)
{
	struct aead_request *subreq = cryptd_aead_subreq(req);

	aead_request_complete(req, err);
	if (unlikely(err == -EINPROGRESS)) {
		subreq->base.complete = req->base.complete;
		subreq->base.data = req->base.data;
		req->base.complete = complete;
		req->base.data = req;
	}
}

void cryptd_aead_encrypt(void *data, int err)
{
	auto *req = static_cast<struct aead_request *>(data);
	struct aead_request *subreq = cryptd_aead_prepare(req, err);

	if (likely(subreq))
		err = crypto_aead_encrypt(subreq);
	cryptd_aead_complete(req, err, cryptd_aead_encrypt);
}

void cryptd_aead_decrypt(void *data, int err)
{
	auto *req = static_cast<struct aead_request *>(data);
	struct aead_request *subreq = cryptd_aead_prepare(req, err);

	if (likely(subreq))
		err = crypto_aead_decrypt(subreq);
	cryptd_aead_complete(req, err, cryptd_aead_decrypt);
}

int cryptd_aead_enqueue(struct aead_request *req, crypto_completion_t compl_fn)
{
	struct aead_request *subreq = cryptd_aead_subreq(req);
	crypto_completion_t complete = req->base.complete;
	void *data = req->base.data;

	subreq->base.complete = complete;
	subreq->base.data = data;
	req->base.complete = compl_fn;
	req->base.data = req;
	int err = cryptd_enqueue_request(cryptd_get_global_queue(), &req->base);

	if (err != -EINPROGRESS && err != -EBUSY) {
		req->base.complete = complete;
		req->base.data = data;
	}
	return err;
}

int cryptd_aead_encrypt_enqueue(struct aead_request *req)
{
	return cryptd_aead_enqueue(req, cryptd_aead_encrypt);
}

int cryptd_aead_decrypt_enqueue(struct aead_request *req)
{
	return cryptd_aead_enqueue(req, cryptd_aead_decrypt);
}

int cryptd_aead_init_tfm(struct crypto_aead *tfm)
{
	struct aead_instance *inst = aead_alg_instance(tfm);
	auto *ictx = static_cast<aeadd_instance_ctx *>(aead_instance_ctx(inst));
	struct crypto_aead *cipher = crypto_spawn_aead(&ictx->spawn);

	if (IS_ERR(cipher))
		return static_cast<int>(PTR_ERR(cipher));
	cryptd_aead_ctx_of(tfm)->child = cipher;
	crypto_aead_set_reqsize(tfm,
				sizeof(struct aead_request) + crypto_aead_reqsize(cipher));
	return 0;
}

void cryptd_aead_exit_tfm(struct crypto_aead *tfm)
{
	crypto_free_aead(cryptd_aead_ctx_of(tfm)->child);
}

void cryptd_aead_free(struct aead_instance *inst)
{
	auto *ctx = static_cast<aeadd_instance_ctx *>(aead_instance_ctx(inst));

	crypto_drop_aead(&ctx->spawn);
	kfree(inst);
}

void cryptd_aead_fill(struct aead_instance *inst, struct aead_alg *alg)
{
	inst->alg.base.cra_flags |= CRYPTO_ALG_ASYNC | (alg->base.cra_flags & CRYPTO_ALG_INTERNAL);
	inst->alg.ivsize = crypto_aead_alg_ivsize(alg);
	inst->alg.maxauthsize = crypto_aead_alg_maxauthsize(alg);
	inst->alg.chunksize = crypto_aead_alg_chunksize(alg);
	inst->alg.base.cra_ctxsize = sizeof(struct cryptd_aead_ctx);
	inst->alg.init = cryptd_aead_init_tfm;
	inst->alg.exit = cryptd_aead_exit_tfm;
	inst->alg.setkey = cryptd_aead_setkey;
	inst->alg.setauthsize = cryptd_aead_setauthsize;
	inst->alg.encrypt = cryptd_aead_encrypt_enqueue;
	inst->alg.decrypt = cryptd_aead_decrypt_enqueue;
}

int cryptd_create_aead(struct crypto_template *tmpl, struct rtattr **tb,
		       struct crypto_attr_type *algt)
{
	u32 type, mask;

	cryptd_type_and_mask(algt, &type, &mask);
	const char *name = crypto_attr_alg_name(tb[1]);
	if (IS_ERR(name))
		return static_cast<int>(PTR_ERR(name));

	auto *inst = static_cast<struct aead_instance *>(
		kzalloc(sizeof(struct aead_instance) + sizeof(aeadd_instance_ctx), GFP_KERNEL));
	if (!inst)
		return -ENOMEM;
	inst->free = cryptd_aead_free;
	auto *ctx = static_cast<aeadd_instance_ctx *>(aead_instance_ctx(inst));

	int err = crypto_grab_aead(&ctx->spawn, aead_crypto_instance(inst), name, type, mask);
	if (!err) {
		struct aead_alg *alg = crypto_spawn_aead_alg(&ctx->spawn);

		err = cryptd_init_instance(aead_crypto_instance(inst), &alg->base);
		if (!err) {
			cryptd_aead_fill(inst, alg);
			err = aead_register_instance(tmpl, inst);
		}
	}
	if (err)
		cryptd_aead_free(inst);
	return err;
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
		return cryptd_create_skcipher(tmpl, tb, algt);
	case CRYPTO_ALG_TYPE_AEAD:
		return cryptd_create_aead(tmpl, tb, algt);
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
	struct cryptd_skcipher_ctx *ctx = cryptd_skcipher_ctx_of(&tfm->base);

	if (refcount_dec_and_test(&ctx->refcnt))
		crypto_free_skcipher(&tfm->base);
}

subsys_initcall(cryptd_init);
module_exit(cryptd_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Software async crypto daemon");
MODULE_ALIAS_CRYPTO("cryptd");
