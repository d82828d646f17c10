// SPDX-License-Identifier: GPL-2.0-only
// cbc-aes-engine-test: an engine driver written as a kernel one, over a device thread that
// reads and writes only through the DMA mappings the driver made, and finalizes from its own
// thread as an interrupt handler would.
#define _DEFAULT_SOURCE // usleep
#include <crypto/aes.h>
#include <crypto/internal/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/dma-mapping.h>
#include <linux/err.h>
#include <linux/module.h>
#include <linux/scatterlist.h>

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <check.h>
#undef fail

#include "engine_cae.h"
#include "ukc_dma_debug.h"

// ---- the device: a thread that runs one job at a time and raises its "interrupt" ----

static const struct device_driver cae_driver = { .name = "cae" };

struct cae_device cae;

struct cae_tfm_ctx {
	struct crypto_skcipher *fallback;
};

// testmgr splits a request in at most 8 pieces.
#define CAE_MAX_SG 16

struct cae_req_ctx {
	bool encrypt;
	int src_nents, dst_nents;
	// The device's view: the DMA addresses the driver mapped, as its descriptors would hold.
	struct scatterlist dev_src[CAE_MAX_SG], dev_dst[CAE_MAX_SG];
	struct skcipher_request subreq; // must be last: the fallback's context follows it
};

// What a descriptor ring gives the device: the mapped entries' addresses and lengths.
static void cae_device_view(struct scatterlist *view, struct scatterlist *sg, int nents)
{
	struct scatterlist *s;
	int i;

	sg_init_table(view, (unsigned int)nents);
	for_each_sg(sg, s, nents, i)
		sg_set_buf(&view[i], (void *)(uintptr_t)sg_dma_address(s), sg_dma_len(s));
}

static void cae_unmap(struct skcipher_request *req)
{
	struct cae_req_ctx *rctx = skcipher_request_ctx(req);

	if (req->src == req->dst) {
		dma_unmap_sg(&cae.dev, req->src, rctx->src_nents, DMA_BIDIRECTIONAL);
		return;
	}
	dma_unmap_sg(&cae.dev, req->src, rctx->src_nents, DMA_TO_DEVICE);
	dma_unmap_sg(&cae.dev, req->dst, rctx->dst_nents, DMA_FROM_DEVICE);
}

// 0, or -ENOMEM when a list cannot be mapped (nothing stays mapped then).
static int cae_map(struct skcipher_request *req)
{
	struct cae_req_ctx *rctx = skcipher_request_ctx(req);

	rctx->src_nents = sg_nents_for_len(req->src, req->cryptlen);
	rctx->dst_nents = sg_nents_for_len(req->dst, req->cryptlen);
	if (rctx->src_nents <= 0 || rctx->src_nents > CAE_MAX_SG || rctx->dst_nents <= 0 ||
	    rctx->dst_nents > CAE_MAX_SG)
		return -EINVAL;
	if (req->src == req->dst)
		return dma_map_sg(&cae.dev, req->src, rctx->src_nents, DMA_BIDIRECTIONAL) ? 0
											  : -ENOMEM;
	if (!dma_map_sg(&cae.dev, req->src, rctx->src_nents, DMA_TO_DEVICE))
		return -ENOMEM;
	if (!dma_map_sg(&cae.dev, req->dst, rctx->dst_nents, DMA_FROM_DEVICE)) {
		dma_unmap_sg(&cae.dev, req->src, rctx->src_nents, DMA_TO_DEVICE);
		return -ENOMEM;
	}
	return 0;
}

static void cae_run_job(struct skcipher_request *req)
{
	struct cae_tfm_ctx *ctx = crypto_skcipher_ctx(crypto_skcipher_reqtfm(req));
	struct cae_req_ctx *rctx = skcipher_request_ctx(req);
	struct skcipher_request *subreq = &rctx->subreq;
	int err;

	cae_device_view(rctx->dev_src, req->src, rctx->src_nents);
	cae_device_view(rctx->dev_dst, req->dst, rctx->dst_nents);
	skcipher_request_set_tfm(subreq, ctx->fallback);
	skcipher_request_set_callback(subreq, 0, NULL, NULL);
	skcipher_request_set_crypt(subreq, rctx->dev_src,
				   req->src == req->dst ? rctx->dev_src : rctx->dev_dst,
				   req->cryptlen, req->iv);
	err = rctx->encrypt ? crypto_skcipher_encrypt(subreq) : crypto_skcipher_decrypt(subreq);
	pthread_mutex_lock(&cae.lock);
	if (cae.fail_err)
		err = cae.fail_err;
	bool skip_unmap = cae.skip_unmap;
	pthread_mutex_unlock(&cae.lock);
	// The "interrupt handler": another thread than the engine's unmaps and ends the request.
	if (!skip_unmap)
		cae_unmap(req);
	crypto_finalize_skcipher_request(cae.engine, req, err);
}

static void *cae_device_thread(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&cae.lock);
	for (;;) {
		while (!cae.stop && (cae.hold || cae.head == cae.tail))
			pthread_cond_wait(&cae.cond, &cae.lock);
		if (cae.stop)
			break;
		struct skcipher_request *req = cae.ring[cae.tail++ % CAE_RING];

		pthread_mutex_unlock(&cae.lock);
		cae_run_job(req);
		pthread_mutex_lock(&cae.lock);
	}
	pthread_mutex_unlock(&cae.lock);
	return NULL;
}

// ---- the driver, as an engine driver is written ----

static int cae_do_one_request(struct crypto_engine *engine, void *areq)
{
	struct skcipher_request *req = container_of(areq, struct skcipher_request, base);
	int ret = 0;

	ck_assert_ptr_eq(engine, cae.engine);
	pthread_mutex_lock(&cae.lock);
	if (cae.enospc_left > 0) {
		cae.enospc_left--;
		cae.enospc_seen++;
		ret = -ENOSPC;
	} else if (cae.refuse_err) {
		ret = cae.refuse_err;
	} else if ((ret = cae_map(req)) == 0) {
		cae.ring[cae.head++ % CAE_RING] = req;
		cae.accepted++;
		pthread_cond_signal(&cae.cond);
	}
	pthread_mutex_unlock(&cae.lock);
	return ret;
}

static int cae_crypt(struct skcipher_request *req, bool encrypt)
{
	struct cae_req_ctx *rctx = skcipher_request_ctx(req);

	if (req->cryptlen % AES_BLOCK_SIZE)
		return -EINVAL;
	rctx->encrypt = encrypt;
	return crypto_transfer_skcipher_request_to_engine(cae.engine, req);
}

static int cae_encrypt(struct skcipher_request *req)
{
	return cae_crypt(req, true);
}

static int cae_decrypt(struct skcipher_request *req)
{
	return cae_crypt(req, false);
}

static int cae_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int keylen)
{
	struct cae_tfm_ctx *ctx = crypto_skcipher_ctx(tfm);

	return crypto_skcipher_setkey(ctx->fallback, key, keylen);
}

static int cae_init_tfm(struct crypto_skcipher *tfm)
{
	struct cae_tfm_ctx *ctx = crypto_skcipher_ctx(tfm);

	ctx->fallback = crypto_alloc_skcipher("cbc(aes-generic)", 0, 0);
	if (IS_ERR(ctx->fallback))
		return PTR_ERR(ctx->fallback);
	crypto_skcipher_set_reqsize(tfm, sizeof(struct cae_req_ctx) +
						 crypto_skcipher_reqsize(ctx->fallback));
	return 0;
}

static void cae_exit_tfm(struct crypto_skcipher *tfm)
{
	struct cae_tfm_ctx *ctx = crypto_skcipher_ctx(tfm);

	crypto_free_skcipher(ctx->fallback);
}

struct skcipher_engine_alg cae_alg = {
	.base = {
		.base = {
			.cra_name = "cbc(aes)",
			.cra_driver_name = "cbc-aes-engine-test",
			.cra_priority = 50,
			.cra_flags = CRYPTO_ALG_ASYNC | CRYPTO_ALG_KERN_DRIVER_ONLY,
			.cra_blocksize = AES_BLOCK_SIZE,
			.cra_ctxsize = sizeof(struct cae_tfm_ctx),
			.cra_module = THIS_MODULE,
		},
		.min_keysize = AES_MIN_KEY_SIZE,
		.max_keysize = AES_MAX_KEY_SIZE,
		.ivsize = AES_BLOCK_SIZE,
		.setkey = cae_setkey,
		.encrypt = cae_encrypt,
		.decrypt = cae_decrypt,
		.init = cae_init_tfm,
		.exit = cae_exit_tfm,
	},
	.op = {
		.do_one_request = cae_do_one_request,
	},
};

// The "probe": device up, engine made and started, algorithm registered (and self-tested).
void cae_probe(bool retry, int qlen)
{
	memset(&cae, 0, sizeof(cae));
	cae.dev.init_name = "cae0";
	cae.dev.driver = &cae_driver;
	pthread_mutex_init(&cae.lock, NULL);
	pthread_cond_init(&cae.cond, NULL);
	ck_assert_int_eq(pthread_create(&cae.thread, NULL, cae_device_thread, NULL), 0);
	cae.engine = qlen ? crypto_engine_alloc_init_and_set(&cae.dev, retry, NULL, false, qlen)
			  : crypto_engine_alloc_init(&cae.dev, false);
	ck_assert_ptr_nonnull(cae.engine);
	ck_assert_str_eq(cae.engine->name, "cae0-engine");
	ck_assert_ptr_eq(cae.engine->priv_data, &cae.dev);
	ck_assert_int_eq(crypto_engine_start(cae.engine), 0);
	ck_assert_int_eq(crypto_engine_start(cae.engine), -EBUSY);
	ck_assert_int_eq(crypto_engine_register_skcipher(&cae_alg), 0);
}

// The "remove": the driver unbinds, holding no mapping (the DMA-API debugging's check), unless
// @leaked requests' mappings were planted to be left behind.
void cae_remove_leaking(unsigned long leaked)
{
	unsigned long errors = ukc_dma_debug_error_count();

	ck_assert_uint_eq(ukc_dma_debug_unbind(&cae.dev), leaked);
	ck_assert_uint_eq(ukc_dma_debug_error_count(), errors + (leaked ? 1 : 0));
	crypto_engine_unregister_skcipher(&cae_alg);
	// The device (its "interrupt" context) stops before the engine goes, as a driver's
	// remove frees its IRQ or kills its tasklet first: a finalize wakes its caller before it
	// kicks the engine's pump, so the last one may still be in the engine.
	pthread_mutex_lock(&cae.lock);
	cae.stop = true;
	pthread_cond_signal(&cae.cond);
	pthread_mutex_unlock(&cae.lock);
	pthread_join(cae.thread, NULL);
	crypto_engine_exit(cae.engine);
	pthread_cond_destroy(&cae.cond);
	pthread_mutex_destroy(&cae.lock);
}

void cae_remove(void)
{
	cae_remove_leaking(0);
	ck_assert_uint_eq(ukc_dma_debug_error_count(), 0);
}

int log_count_dma_leak(void)
{
	char log[1 << 15] = "";
	int n = 0;

	ukc_log_read(log, sizeof(log));
	for (const char *p = log;
	     (p = strstr(p, "DMA-API: cae cae0: device driver has pending DMA allocations")); p++)
		n++;
	return n;
}

void cae_set(int *field, int value)
{
	pthread_mutex_lock(&cae.lock);
	*field = value;
	pthread_cond_signal(&cae.cond);
	pthread_mutex_unlock(&cae.lock);
}

int cae_read(const int *field)
{
	pthread_mutex_lock(&cae.lock);
	int v = *field;
	pthread_mutex_unlock(&cae.lock);
	return v;
}

// Polls for up to 5 s for the device to have taken @n jobs.
void cae_wait_accepted(int n)
{
	for (int i = 0; i < 5000 && cae_read(&cae.accepted) < n; i++)
		usleep(1000);
	ck_assert_int_eq(cae_read(&cae.accepted), n);
}
