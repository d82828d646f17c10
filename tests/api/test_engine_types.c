// SPDX-License-Identifier: GPL-2.0-only
// crypto_engine's other algorithm types: an AEAD (gcm(aes)), a hash (sha256) and a kpp
// (ecdh-nist-p256) engine driver, each registered with crypto_engine_register_*(), its
// requests queued with crypto_transfer_*_request_to_engine() and ended by
// crypto_finalize_*_request() from a device thread of its own (as an interrupt handler ends
// them). Each passes testmgr at registration, matches the generic driver with many requests
// in flight through a short queue (backlog included), and every callback runs once, on the
// device's thread.
#define _DEFAULT_SOURCE
#include <crypto/aead.h>
#include <crypto/ecdh.h>
#include <crypto/engine.h>
#include <crypto/hash.h>
#include <crypto/internal/aead.h>
#include <crypto/internal/hash.h>
#include <crypto/internal/kpp.h>
#include <crypto/kpp.h>
#include <crypto/sha2.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/device.h>
#include <linux/err.h>
#include <linux/random.h>
#include <linux/scatterlist.h>

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "proc_util.h"

// ---- the device: a thread that runs the jobs the engine hands it, one at a time ----

#define ET_RING 64
#define ET_QLEN 4 // the engine's queue: short, so that requests go to the backlog

struct et_job {
	void (*run)(void *req);
	void *req;
};

static struct {
	pthread_mutex_t lock;
	pthread_cond_t more;
	pthread_t thread;
	struct et_job ring[ET_RING];
	unsigned int head, tail;
	bool quit;
	struct device dev;
	struct crypto_engine *engine;
} et = { .lock = PTHREAD_MUTEX_INITIALIZER, .more = PTHREAD_COND_INITIALIZER };

static const struct device_driver et_driver = { .name = "engine-types" };

// do_one_request's half: the job goes on the device's ring (-ENOSPC when full: the engine
// retries it).
static int et_submit(void (*run)(void *req), void *req)
{
	int ret = 0;

	pthread_mutex_lock(&et.lock);
	if (et.tail - et.head == ET_RING) {
		ret = -ENOSPC;
	} else {
		et.ring[et.tail++ % ET_RING] = (struct et_job){ run, req };
		pthread_cond_signal(&et.more);
	}
	pthread_mutex_unlock(&et.lock);
	return ret;
}

static void *et_device(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&et.lock);
	for (;;) {
		while (!et.quit && et.head == et.tail)
			pthread_cond_wait(&et.more, &et.lock);
		if (et.head == et.tail)
			break;
		struct et_job job = et.ring[et.head++ % ET_RING];

		pthread_mutex_unlock(&et.lock);
		job.run(job.req);
		pthread_mutex_lock(&et.lock);
	}
	pthread_mutex_unlock(&et.lock);
	return NULL;
}

// ---- gcm(aes) ----

struct et_aead_rctx {
	bool encrypt;
	struct aead_request subreq; // last: the fallback's context follows
};

static void et_aead_run(void *p)
{
	struct aead_request *req = p;
	struct crypto_aead **fb = crypto_aead_ctx(crypto_aead_reqtfm(req));
	struct et_aead_rctx *rctx = aead_request_ctx(req);
	struct aead_request *sub = &rctx->subreq;

	aead_request_set_tfm(sub, *fb);
	aead_request_set_callback(sub, 0, NULL, NULL);
	aead_request_set_crypt(sub, req->src, req->dst, req->cryptlen, req->iv);
	aead_request_set_ad(sub, req->assoclen);
	int err = rctx->encrypt ? crypto_aead_encrypt(sub) : crypto_aead_decrypt(sub);

	crypto_finalize_aead_request(et.engine, req, err);
}

static int et_aead_do(struct crypto_engine *engine, void *areq)
{
	(void)engine;
	return et_submit(et_aead_run, container_of(areq, struct aead_request, base));
}

static int et_aead_crypt(struct aead_request *req, bool encrypt)
{
	struct et_aead_rctx *rctx = aead_request_ctx(req);

	rctx->encrypt = encrypt;
	return crypto_transfer_aead_request_to_engine(et.engine, req);
}

static int et_aead_encrypt(struct aead_request *req)
{
	return et_aead_crypt(req, true);
}

static int et_aead_decrypt(struct aead_request *req)
{
	return et_aead_crypt(req, false);
}

static int et_aead_setkey(struct crypto_aead *tfm, const u8 *key, unsigned int keylen)
{
	return crypto_aead_setkey(*(struct crypto_aead **)crypto_aead_ctx(tfm), key, keylen);
}

static int et_aead_setauthsize(struct crypto_aead *tfm, unsigned int authsize)
{
	return crypto_aead_setauthsize(*(struct crypto_aead **)crypto_aead_ctx(tfm), authsize);
}

static int et_aead_init(struct crypto_aead *tfm)
{
	struct crypto_aead *fb = crypto_alloc_aead("gcm(aes)", 0, CRYPTO_ALG_ASYNC);

	if (IS_ERR(fb))
		return (int)PTR_ERR(fb);
	*(struct crypto_aead **)crypto_aead_ctx(tfm) = fb;
	crypto_aead_set_reqsize(tfm, sizeof(struct et_aead_rctx) + crypto_aead_reqsize(fb));
	return 0;
}

static void et_aead_exit(struct crypto_aead *tfm)
{
	crypto_free_aead(*(struct crypto_aead **)crypto_aead_ctx(tfm));
}

static struct aead_engine_alg et_aead = {
	.base = {
		.setkey = et_aead_setkey,
		.setauthsize = et_aead_setauthsize,
		.encrypt = et_aead_encrypt,
		.decrypt = et_aead_decrypt,
		.init = et_aead_init,
		.exit = et_aead_exit,
		.ivsize = 12,
		.maxauthsize = 16,
		.base = {
			.cra_name = "gcm(aes)",
			.cra_driver_name = "gcm-aes-engine-test",
			.cra_priority = 1,
			.cra_flags = CRYPTO_ALG_ASYNC,
			.cra_blocksize = 1,
			.cra_ctxsize = sizeof(struct crypto_aead *),
			.cra_module = THIS_MODULE,
		},
	},
	.op = { .do_one_request = et_aead_do },
};

// ---- sha256: every operation through the engine, the state in a shash descriptor ----

enum et_hash_op {
	ET_INIT,
	ET_UPDATE,
	ET_FINAL,
	ET_FINUP,
	ET_DIGEST
};

struct et_hash_rctx {
	enum et_hash_op op;
	struct shash_desc desc; // last: the shash's state follows
};

static void et_hash_run(void *p)
{
	struct ahash_request *req = p;
	struct et_hash_rctx *rctx = ahash_request_ctx(req);
	struct shash_desc *desc = &rctx->desc;
	int err = 0;

	desc->tfm = *(struct crypto_shash **)crypto_ahash_ctx(crypto_ahash_reqtfm(req));
	switch (rctx->op) {
	case ET_INIT:
		err = crypto_shash_init(desc);
		break;
	case ET_UPDATE:
		err = shash_ahash_update(req, desc);
		break;
	case ET_FINAL:
		err = crypto_shash_final(desc, req->result);
		break;
	case ET_FINUP:
		err = shash_ahash_finup(req, desc);
		break;
	case ET_DIGEST:
		err = shash_ahash_digest(req, desc);
		break;
	}
	crypto_finalize_hash_request(et.engine, req, err);
}

static int et_hash_do(struct crypto_engine *engine, void *areq)
{
	(void)engine;
	return et_submit(et_hash_run, container_of(areq, struct ahash_request, base));
}

static int et_hash_op(struct ahash_request *req, enum et_hash_op op)
{
	struct et_hash_rctx *rctx = ahash_request_ctx(req);

	rctx->op = op;
	return crypto_transfer_hash_request_to_engine(et.engine, req);
}

static int et_hash_init(struct ahash_request *req)
{
	return et_hash_op(req, ET_INIT);
}

static int et_hash_update(struct ahash_request *req)
{
	return et_hash_op(req, ET_UPDATE);
}

static int et_hash_final(struct ahash_request *req)
{
	return et_hash_op(req, ET_FINAL);
}

static int et_hash_finup(struct ahash_request *req)
{
	return et_hash_op(req, ET_FINUP);
}

static int et_hash_digest(struct ahash_request *req)
{
	return et_hash_op(req, ET_DIGEST);
}

// The state moves as the shash's own (synchronous, as a driver keeping it in memory does).
static int et_hash_export(struct ahash_request *req, void *out)
{
	struct et_hash_rctx *rctx = ahash_request_ctx(req);

	rctx->desc.tfm = *(struct crypto_shash **)crypto_ahash_ctx(crypto_ahash_reqtfm(req));
	return crypto_shash_export(&rctx->desc, out);
}

static int et_hash_import(struct ahash_request *req, const void *in)
{
	struct et_hash_rctx *rctx = ahash_request_ctx(req);

	rctx->desc.tfm = *(struct crypto_shash **)crypto_ahash_ctx(crypto_ahash_reqtfm(req));
	return crypto_shash_import(&rctx->desc, in);
}

static int et_hash_cra_init(struct crypto_tfm *tfm)
{
	struct crypto_shash *fb = crypto_alloc_shash("sha256-generic", 0, 0);

	if (IS_ERR(fb))
		return (int)PTR_ERR(fb);
	*(struct crypto_shash **)crypto_tfm_ctx(tfm) = fb;
	crypto_ahash_set_reqsize(__crypto_ahash_cast(tfm),
				 sizeof(struct et_hash_rctx) + crypto_shash_descsize(fb));
	return 0;
}

static void et_hash_cra_exit(struct crypto_tfm *tfm)
{
	crypto_free_shash(*(struct crypto_shash **)crypto_tfm_ctx(tfm));
}

static struct ahash_engine_alg et_hash = {
	.base = {
		.init = et_hash_init,
		.update = et_hash_update,
		.final = et_hash_final,
		.finup = et_hash_finup,
		.digest = et_hash_digest,
		.export = et_hash_export,
		.import = et_hash_import,
		.halg = {
			.digestsize = SHA256_DIGEST_SIZE,
			.statesize = sizeof(struct sha256_state),
			.base = {
				.cra_name = "sha256",
				.cra_driver_name = "sha256-engine-test",
				.cra_priority = 1,
				.cra_flags = CRYPTO_ALG_ASYNC,
				.cra_blocksize = SHA256_BLOCK_SIZE,
				.cra_ctxsize = sizeof(struct crypto_shash *),
				.cra_init = et_hash_cra_init,
				.cra_exit = et_hash_cra_exit,
				.cra_module = THIS_MODULE,
			},
		},
	},
	.op = { .do_one_request = et_hash_do },
};

#if UKC_TEST_HAVE_ECDH
// ---- ecdh-nist-p256: the key synchronously, the two computations through the engine ----

struct et_kpp_rctx {
	bool shared;
	struct kpp_request subreq; // last: the fallback's context follows
};

static struct crypto_kpp *et_kpp_fb(struct crypto_kpp *tfm)
{
	return *(struct crypto_kpp **)kpp_tfm_ctx(tfm);
}

static void et_kpp_run(void *p)
{
	struct kpp_request *req = p;
	struct et_kpp_rctx *rctx = kpp_request_ctx(req);
	struct kpp_request *sub = &rctx->subreq;

	kpp_request_set_tfm(sub, et_kpp_fb(crypto_kpp_reqtfm(req)));
	kpp_request_set_callback(sub, 0, NULL, NULL);
	kpp_request_set_input(sub, req->src, req->src_len);
	kpp_request_set_output(sub, req->dst, req->dst_len);
	int err = rctx->shared ? crypto_kpp_compute_shared_secret(sub)
			       : crypto_kpp_generate_public_key(sub);

	req->dst_len = sub->dst_len;
	crypto_finalize_kpp_request(et.engine, req, err);
}

static int et_kpp_do(struct crypto_engine *engine, void *areq)
{
	(void)engine;
	return et_submit(et_kpp_run, container_of(areq, struct kpp_request, base));
}

static int et_kpp_op(struct kpp_request *req, bool shared)
{
	struct et_kpp_rctx *rctx = kpp_request_ctx(req);

	rctx->shared = shared;
	return crypto_transfer_kpp_request_to_engine(et.engine, req);
}

static int et_kpp_public(struct kpp_request *req)
{
	return et_kpp_op(req, false);
}

static int et_kpp_shared(struct kpp_request *req)
{
	return et_kpp_op(req, true);
}

static int et_kpp_set_secret(struct crypto_kpp *tfm, const void *buf, unsigned int len)
{
	return crypto_kpp_set_secret(et_kpp_fb(tfm), buf, len);
}

static unsigned int et_kpp_max_size(struct crypto_kpp *tfm)
{
	return crypto_kpp_maxsize(et_kpp_fb(tfm));
}

static int et_kpp_init(struct crypto_kpp *tfm)
{
	struct crypto_kpp *fb = crypto_alloc_kpp("ecdh-nist-p256-generic", 0, 0);

	if (IS_ERR(fb))
		return (int)PTR_ERR(fb);
	*(struct crypto_kpp **)kpp_tfm_ctx(tfm) = fb;
	kpp_set_reqsize(tfm, sizeof(struct et_kpp_rctx) + crypto_kpp_reqsize(fb));
	return 0;
}

static void et_kpp_exit(struct crypto_kpp *tfm)
{
	crypto_free_kpp(et_kpp_fb(tfm));
}

static struct kpp_engine_alg et_kpp = {
	.base = {
		.set_secret = et_kpp_set_secret,
		.generate_public_key = et_kpp_public,
		.compute_shared_secret = et_kpp_shared,
		.max_size = et_kpp_max_size,
		.init = et_kpp_init,
		.exit = et_kpp_exit,
		.base = {
			.cra_name = "ecdh-nist-p256",
			.cra_driver_name = "ecdh-nist-p256-engine-test",
			.cra_priority = 1,
			.cra_flags = CRYPTO_ALG_ASYNC,
			.cra_ctxsize = sizeof(struct crypto_kpp *),
			.cra_module = THIS_MODULE,
		},
	},
	.op = { .do_one_request = et_kpp_do },
};
#endif

// ---- binding and unbinding ----

static void et_bind(void)
{
	et.quit = false;
	et.head = et.tail = 0;
	ck_assert_int_eq(pthread_create(&et.thread, NULL, et_device, NULL), 0);
	et.dev.driver = &et_driver;
	et.engine = crypto_engine_alloc_init_and_set(&et.dev, true, NULL, false, ET_QLEN);
	ck_assert_ptr_nonnull(et.engine);
	ck_assert_int_eq(crypto_engine_start(et.engine), 0);
	ck_assert_int_eq(crypto_engine_register_aead(&et_aead), 0);
	ck_assert_int_eq(crypto_engine_register_ahash(&et_hash), 0);
#if UKC_TEST_HAVE_ECDH
	ck_assert_int_eq(crypto_engine_register_kpp(&et_kpp), 0);
#endif
}

static void et_unbind(void)
{
#if UKC_TEST_HAVE_ECDH
	crypto_engine_unregister_kpp(&et_kpp);
#endif
	crypto_engine_unregister_ahash(&et_hash);
	crypto_engine_unregister_aead(&et_aead);
	// The device goes quiet before its engine goes: a caller woken by its callback may get
	// here while the device thread is still in crypto_finalize_*_request(), which queues the
	// engine's pump after the callback (a driver's remove syncs its interrupt the same way).
	pthread_mutex_lock(&et.lock);
	et.quit = true;
	pthread_cond_signal(&et.more);
	pthread_mutex_unlock(&et.lock);
	pthread_join(et.thread, NULL);
	crypto_engine_exit(et.engine);
}

// ---- what a request's callback heard ----

struct et_wait {
	atomic_int calls, inprogress, err;
	pthread_t thread;
};

static void et_done(void *data, int err)
{
	struct et_wait *w = data;

	if (err == -EINPROGRESS) {
		atomic_fetch_add(&w->inprogress, 1);
		return;
	}
	w->thread = pthread_self();
	atomic_store(&w->err, err);
	atomic_fetch_add(&w->calls, 1);
}

// The request was taken (-EINPROGRESS, or -EBUSY into the backlog); waits (bounded) for its one
// end, which must come on the device's thread: its error.
static int et_wait_for(struct et_wait *w, int ret)
{
	ck_assert_msg(ret == -EINPROGRESS || ret == -EBUSY, "submitted: %d", ret);
	for (int t = 0; t < 5000 && !atomic_load(&w->calls); t++)
		usleep(1000);
	ck_assert_int_eq(atomic_load(&w->calls), 1);
	ck_assert(pthread_equal(w->thread, et.thread));
	ck_assert_int_eq(atomic_load(&w->inprogress), ret == -EBUSY);
	return atomic_load(&w->err);
}

// ---- the cases ----

static const char *const et_drivers[] = { "gcm-aes-engine-test", "sha256-engine-test",
#if UKC_TEST_HAVE_ECDH
					  "ecdh-nist-p256-engine-test"
#endif
};

// Registered through the engine, each self-tested with 6.12's vectors through its queue.
START_TEST(test_selftest)
{
	et_bind();
	struct crypto_aead *a = crypto_alloc_aead("gcm-aes-engine-test", 0, 0);
	struct crypto_ahash *h = crypto_alloc_ahash("sha256-engine-test", 0, 0);
	ck_assert(!IS_ERR(a) && !IS_ERR(h));
#if UKC_TEST_HAVE_ECDH
	struct crypto_kpp *k = crypto_alloc_kpp("ecdh-nist-p256-engine-test", 0, 0);

	ck_assert(!IS_ERR(k));
#endif
	char *proc = proc_crypto_read();

	for (unsigned int i = 0; i < ARRAY_SIZE(et_drivers); i++) {
		const char *b = proc_block(proc, et_drivers[i]);

		ck_assert_msg(b, "%s not registered", et_drivers[i]);
		ck_assert(proc_block_has(b, "selftest     : passed\n"));
		// 6.12 prints no async line for kpp.
		if (i < 2)
			ck_assert(proc_block_has(b, "async        : yes\n"));
	}
	free(proc);
	crypto_free_aead(a);
	crypto_free_ahash(h);
#if UKC_TEST_HAVE_ECDH
	crypto_free_kpp(k);
#endif
	et_unbind();
	// Gone from the registry (read as /proc/crypto lists it, not by a lookup, which would
	// also ask for a module of that name).
	proc = proc_crypto_read();
	for (unsigned int i = 0; i < ARRAY_SIZE(et_drivers); i++)
		ck_assert_msg(!proc_block(proc, et_drivers[i]), "%s still registered",
			      et_drivers[i]);
	free(proc);
}
END_TEST

#define ET_N 24
#define ET_LEN 300

// 24 AEAD requests at once through a queue of 4 (the rest backlogged), then each decrypted
// back; a flipped tag bit is refused with -EBADMSG.
START_TEST(test_aead_matches_generic)
{
	static u8 buf[ET_N][ET_LEN + 16], want[ET_N][ET_LEN + 16], plain[ET_N][ET_LEN];
	static u8 iv[ET_N][12];
	static struct et_wait w[ET_N];
	struct aead_request *req[ET_N];
	struct scatterlist sg[ET_N];
	int ret[ET_N];
	u8 key[16];

	et_bind();
	struct crypto_aead *tfm = crypto_alloc_aead("gcm-aes-engine-test", 0, 0);
	struct crypto_aead *gen = crypto_alloc_aead("gcm_base(ctr(aes-generic),ghash-generic)", 0,
						    0);

	ck_assert(!IS_ERR(tfm) && !IS_ERR(gen));
	get_random_bytes(key, sizeof(key));
	ck_assert_int_eq(crypto_aead_setkey(tfm, key, sizeof(key)), 0);
	ck_assert_int_eq(crypto_aead_setkey(gen, key, sizeof(key)), 0);
	for (int i = 0; i < ET_N; i++) {
		get_random_bytes(plain[i], ET_LEN);
		get_random_bytes(iv[i], sizeof(iv[i]));
		memcpy(buf[i], plain[i], ET_LEN);
		memcpy(want[i], plain[i], ET_LEN);
		sg_init_one(&sg[i], want[i], ET_LEN + 16);
		struct aead_request *g = aead_request_alloc(gen, GFP_KERNEL);

		aead_request_set_callback(g, 0, NULL, NULL);
		aead_request_set_crypt(g, &sg[i], &sg[i], ET_LEN, iv[i]);
		aead_request_set_ad(g, 0);
		ck_assert_int_eq(crypto_aead_encrypt(g), 0);
		aead_request_free(g);
	}
	for (int pass = 0; pass < 2; pass++) {
		for (int i = 0; i < ET_N; i++) {
			memset(&w[i], 0, sizeof(w[i]));
			sg_init_one(&sg[i], buf[i], ET_LEN + 16);
			req[i] = aead_request_alloc(tfm, GFP_KERNEL);
			aead_request_set_callback(req[i], CRYPTO_TFM_REQ_MAY_BACKLOG, et_done,
						  &w[i]);
			aead_request_set_crypt(req[i], &sg[i], &sg[i], pass ? ET_LEN + 16 : ET_LEN,
					       iv[i]);
			aead_request_set_ad(req[i], 0);
			ret[i] = pass ? crypto_aead_decrypt(req[i]) : crypto_aead_encrypt(req[i]);
		}
		int busy = 0;

		for (int i = 0; i < ET_N; i++) {
			busy += ret[i] == -EBUSY;
			ck_assert_int_eq(et_wait_for(&w[i], ret[i]), 0);
			if (pass)
				ck_assert_mem_eq(buf[i], plain[i], ET_LEN);
			else
				ck_assert_mem_eq(buf[i], want[i], ET_LEN + 16);
			aead_request_free(req[i]);
		}
		ck_assert_int_gt(busy, 0);
	}
	// The tag of the first, one bit off.
	memcpy(buf[0], want[0], ET_LEN + 16);
	buf[0][ET_LEN] ^= 1;
	memset(&w[0], 0, sizeof(w[0]));
	sg_init_one(&sg[0], buf[0], ET_LEN + 16);
	req[0] = aead_request_alloc(tfm, GFP_KERNEL);
	aead_request_set_callback(req[0], 0, et_done, &w[0]);
	aead_request_set_crypt(req[0], &sg[0], &sg[0], ET_LEN + 16, iv[0]);
	aead_request_set_ad(req[0], 0);
	ck_assert_int_eq(et_wait_for(&w[0], crypto_aead_decrypt(req[0])), -EBADMSG);
	aead_request_free(req[0]);
	crypto_free_aead(tfm);
	crypto_free_aead(gen);
	et_unbind();
}
END_TEST

// Digests, several in flight; then a hash in steps (init, an update cut at random, its state
// exported and imported into another request, finup there): the library's sha256() each time.
START_TEST(test_hash_matches_generic)
{
	static u8 data[ET_N][ET_LEN], out[ET_N][SHA256_DIGEST_SIZE];
	static struct et_wait w[ET_N];
	struct ahash_request *req[ET_N];
	struct scatterlist sg[ET_N];
	u8 want[SHA256_DIGEST_SIZE], state[sizeof(struct sha256_state)];

	et_bind();
	struct crypto_ahash *tfm = crypto_alloc_ahash("sha256-engine-test", 0, 0);

	ck_assert(!IS_ERR(tfm));
	for (int i = 0; i < ET_N; i++) {
		get_random_bytes(data[i], ET_LEN);
		memset(&w[i], 0, sizeof(w[i]));
		sg_init_one(&sg[i], data[i], ET_LEN);
		req[i] = ahash_request_alloc(tfm, GFP_KERNEL);
		ahash_request_set_callback(req[i], CRYPTO_TFM_REQ_MAY_BACKLOG, et_done, &w[i]);
		ahash_request_set_crypt(req[i], &sg[i], out[i], ET_LEN);
	}
	int ret[ET_N];

	for (int i = 0; i < ET_N; i++)
		ret[i] = crypto_ahash_digest(req[i]);
	for (int i = 0; i < ET_N; i++) {
		ck_assert_int_eq(et_wait_for(&w[i], ret[i]), 0);
		sha256(data[i], ET_LEN, want);
		ck_assert_mem_eq(out[i], want, SHA256_DIGEST_SIZE);
	}
	// In steps, one request, its state carried out and back in between.
	struct ahash_request *r = req[0];
	unsigned int cut = 1 + (unsigned int)rand() % (ET_LEN - 1);

	memset(&w[0], 0, sizeof(w[0]));
	ck_assert_int_eq(et_wait_for(&w[0], crypto_ahash_init(r)), 0);
	sg_init_one(&sg[0], data[1], cut);
	ahash_request_set_crypt(r, &sg[0], NULL, cut);
	memset(&w[0], 0, sizeof(w[0]));
	ck_assert_int_eq(et_wait_for(&w[0], crypto_ahash_update(r)), 0);
	ck_assert_int_eq(crypto_ahash_export(r, state), 0);
	r = req[3];
	ck_assert_int_eq(crypto_ahash_import(r, state), 0);
	sg_init_one(&sg[3], data[1] + cut, ET_LEN - cut);
	ahash_request_set_crypt(r, &sg[3], out[0], ET_LEN - cut);
	memset(&w[3], 0, sizeof(w[3]));
	ck_assert_int_eq(et_wait_for(&w[3], crypto_ahash_finup(r)), 0);
	sha256(data[1], ET_LEN, want);
	ck_assert_mem_eq(out[0], want, SHA256_DIGEST_SIZE);
	for (int i = 0; i < ET_N; i++)
		ahash_request_free(req[i]);
	crypto_free_ahash(tfm);
	et_unbind();
}
END_TEST

#if UKC_TEST_HAVE_ECDH
// Public keys for new random private keys, one after another through the engine; then the
// last key's shared secret with a generic party's public key is the generic party's; a point
// off the curve is refused with the generic's -EINVAL.
START_TEST(test_kpp_matches_generic)
{
	static struct et_wait w[8];
	static u8 pub[8][64], gpub[64], ss[32], gss[32];
	struct kpp_request *req[8];
	struct scatterlist in, out[8];
	int ret[8];

	et_bind();
	struct crypto_kpp *tfm = crypto_alloc_kpp("ecdh-nist-p256-engine-test", 0, 0);
	struct crypto_kpp *gen = crypto_alloc_kpp("ecdh-nist-p256-generic", 0, 0);

	ck_assert(!IS_ERR(tfm) && !IS_ERR(gen));
	// Each a new random private key (an empty key asks for one), the public key at once.
	for (int i = 0; i < 8; i++) {
		struct ecdh p = { 0 };
		char secret[64];
		unsigned int len = crypto_ecdh_key_len(&p);

		ck_assert_int_eq(crypto_ecdh_encode_key(secret, len, &p), 0);
		ck_assert_int_eq(crypto_kpp_set_secret(tfm, secret, len), 0);
		memset(&w[i], 0, sizeof(w[i]));
		sg_init_one(&out[i], pub[i], sizeof(pub[i]));
		req[i] = kpp_request_alloc(tfm, GFP_KERNEL);
		kpp_request_set_callback(req[i], CRYPTO_TFM_REQ_MAY_BACKLOG, et_done, &w[i]);
		kpp_request_set_input(req[i], NULL, 0);
		kpp_request_set_output(req[i], &out[i], sizeof(pub[i]));
		ret[i] = crypto_kpp_generate_public_key(req[i]);
		ck_assert_int_eq(et_wait_for(&w[i], ret[i]), 0);
		ck_assert_uint_eq(req[i]->dst_len, 64);
	}
	// The last private key stays set: the generic party's secret with its public key.
	{
		struct ecdh p = { 0 };
		char secret[64];
		unsigned int len = crypto_ecdh_key_len(&p);
		struct scatterlist go;

		ck_assert_int_eq(crypto_ecdh_encode_key(secret, len, &p), 0);
		ck_assert_int_eq(crypto_kpp_set_secret(gen, secret, len), 0);
		struct kpp_request *g = kpp_request_alloc(gen, GFP_KERNEL);

		sg_init_one(&go, gpub, sizeof(gpub));
		kpp_request_set_callback(g, 0, NULL, NULL);
		kpp_request_set_input(g, NULL, 0);
		kpp_request_set_output(g, &go, sizeof(gpub));
		ck_assert_int_eq(crypto_kpp_generate_public_key(g), 0);
		sg_init_one(&in, pub[7], sizeof(pub[7]));
		sg_init_one(&go, gss, sizeof(gss));
		kpp_request_set_input(g, &in, sizeof(pub[7]));
		kpp_request_set_output(g, &go, sizeof(gss));
		ck_assert_int_eq(crypto_kpp_compute_shared_secret(g), 0);
		kpp_request_free(g);
	}
	sg_init_one(&in, gpub, sizeof(gpub));
	sg_init_one(&out[0], ss, sizeof(ss));
	memset(&w[0], 0, sizeof(w[0]));
	kpp_request_set_input(req[0], &in, sizeof(gpub));
	kpp_request_set_output(req[0], &out[0], sizeof(ss));
	ck_assert_int_eq(et_wait_for(&w[0], crypto_kpp_compute_shared_secret(req[0])), 0);
	ck_assert_mem_eq(ss, gss, sizeof(ss));
	// A point not on the curve: the generic's error, through the engine.
	gpub[5] ^= 1;
	memset(&w[0], 0, sizeof(w[0]));
	ck_assert_int_eq(et_wait_for(&w[0], crypto_kpp_compute_shared_secret(req[0])), -EINVAL);
	for (int i = 0; i < 8; i++)
		kpp_request_free(req[i]);
	crypto_free_kpp(tfm);
	crypto_free_kpp(gen);
	et_unbind();
}
END_TEST
#endif

int main(void)
{
	Suite *s = suite_create("engine_types");
	TCase *tc __maybe_unused = check_new_tcase(s, "engine_types", 120, { test_selftest },
						   { test_aead_matches_generic },
						   { test_hash_matches_generic });

#if UKC_TEST_HAVE_ECDH
	tcase_add_test(tc, test_kpp_matches_generic);
#endif
	return check_run(s);
}
