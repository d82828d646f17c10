// SPDX-License-Identifier: GPL-2.0-only
// An asynchronous hmac(sha256) for tests: each digest on a thread of its own, completed through
// the request's callback (only digest(), which the authenc templates call, is served).

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include <crypto/hash.h>
#include <crypto/internal/hash.h>
#include <crypto/scatterwalk.h>
#include <linux/err.h>

#include "async_hmac.h"

struct async_hmac_ctx {
	struct crypto_shash *hmac;
};

static atomic_uint async_hmac_count;

static void *async_hmac_run(void *arg)
{
	struct ahash_request *req = arg;
	struct async_hmac_ctx *ctx = crypto_ahash_ctx(crypto_ahash_reqtfm(req));
	u8 *buf = malloc(req->nbytes + 1);
	int err = -ENOMEM;

	if (buf) {
		memcpy_from_sglist(buf, req->src, 0, req->nbytes);
		err = crypto_shash_tfm_digest(ctx->hmac, buf, req->nbytes, req->result);
		free(buf);
	}
	atomic_fetch_add(&async_hmac_count, 1);
	ahash_request_complete(req, err);
	return NULL;
}

static int async_hmac_digest(struct ahash_request *req)
{
	pthread_t t;

	if (pthread_create(&t, NULL, async_hmac_run, req))
		return -ENOMEM;
	pthread_detach(t);
	return -EINPROGRESS;
}

static int async_hmac_unserved(struct ahash_request *req)
{
	(void)req;
	return -ENOSYS;
}

static int async_hmac_setkey(struct crypto_ahash *tfm, const u8 *key, unsigned int keylen)
{
	struct async_hmac_ctx *ctx = crypto_ahash_ctx(tfm);

	return crypto_shash_setkey(ctx->hmac, key, keylen);
}

static int async_hmac_init_tfm(struct crypto_ahash *tfm)
{
	struct async_hmac_ctx *ctx = crypto_ahash_ctx(tfm);

	ctx->hmac = crypto_alloc_shash("hmac(sha256-generic)", 0, 0);
	return IS_ERR(ctx->hmac) ? (int)PTR_ERR(ctx->hmac) : 0;
}

static void async_hmac_exit_tfm(struct crypto_ahash *tfm)
{
	struct async_hmac_ctx *ctx = crypto_ahash_ctx(tfm);

	crypto_free_shash(ctx->hmac);
}

static struct ahash_alg async_hmac = {
	.init = async_hmac_unserved,
	.update = async_hmac_unserved,
	.final = async_hmac_unserved,
	.digest = async_hmac_digest,
	.setkey = async_hmac_setkey,
	.init_tfm = async_hmac_init_tfm,
	.exit_tfm = async_hmac_exit_tfm,
	.reqsize = 8,
	.halg = {
		.digestsize = 32,
		.statesize = 8,
		.base = {
			.cra_name = "hmac(sha256)",
			.cra_driver_name = "hmac-sha256-ukc-test-async",
			.cra_flags = CRYPTO_ALG_ASYNC,
			.cra_priority = 1,
			.cra_blocksize = 64,
			.cra_ctxsize = sizeof(struct async_hmac_ctx),
		},
	},
};

int async_hmac_register(void)
{
	return crypto_register_ahash(&async_hmac);
}

unsigned int async_hmac_runs(void)
{
	return atomic_load(&async_hmac_count);
}
