// SPDX-License-Identifier: GPL-2.0-only
// Asynchronous skciphers: -EINPROGRESS, completion on another thread, crypto_wait_req().
#define _DEFAULT_SOURCE // usleep
#include <crypto/internal/skcipher.h>
#include <crypto/scatterwalk.h>
#include <crypto/skcipher.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/module.h>
#include <linux/scatterlist.h>

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <check.h>
#undef fail

#include "check_run.h"

// A toy async driver: XORs the data with 0x5a on a worker thread, then completes. A request
// whose IV starts with 0xee is completed with -EBADMSG instead.
struct async_job {
	struct skcipher_request *req;
};

static void *async_worker(void *arg)
{
	struct skcipher_request *req = arg;
	u8 buf[256];
	int err = 0;

	usleep(2000); // long enough that the caller is really waiting
	if (req->iv[0] == 0xee) {
		err = -EBADMSG;
	} else {
		memcpy_from_sglist(buf, req->src, 0, req->cryptlen);
		for (unsigned int i = 0; i < req->cryptlen; i++)
			buf[i] ^= 0x5a;
		memcpy_to_sglist(req->dst, 0, buf, req->cryptlen);
	}
	skcipher_request_complete(req, err);
	return NULL;
}

static int async_xor_crypt(struct skcipher_request *req)
{
	pthread_t t;

	if (req->cryptlen > 256)
		return -EINVAL;
	if (pthread_create(&t, NULL, async_worker, req))
		return -ENOMEM;
	pthread_detach(t);
	return -EINPROGRESS;
}

static int async_xor_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int keylen)
{
	(void)tfm;
	(void)key;
	(void)keylen;
	return 0;
}

static struct skcipher_alg async_xor_alg = {
	.base = {
		.cra_name = "ukc-async-xor",
		.cra_driver_name = "ukc-async-xor-test",
		.cra_priority = 100,
		.cra_flags = CRYPTO_ALG_ASYNC,
		.cra_blocksize = 1,
		.cra_module = THIS_MODULE,
	},
	.min_keysize = 1,
	.max_keysize = 32,
	.ivsize = 16,
	.setkey = async_xor_setkey,
	.encrypt = async_xor_crypt,
	.decrypt = async_xor_crypt,
};

static int async_run(struct crypto_skcipher *tfm, u8 *data, unsigned int len, u8 iv0)
{
	DECLARE_CRYPTO_WAIT(wait);
	struct scatterlist sg;
	u8 iv[16] = { iv0 };
	struct skcipher_request *req = skcipher_request_alloc(tfm, GFP_KERNEL);

	ck_assert_ptr_nonnull(req);
	sg_init_one(&sg, data, len);
	skcipher_request_set_callback(req, CRYPTO_TFM_REQ_MAY_BACKLOG | CRYPTO_TFM_REQ_MAY_SLEEP,
				      crypto_req_done, &wait);
	skcipher_request_set_crypt(req, &sg, &sg, len, iv);
	int submitted = crypto_skcipher_encrypt(req);
	ck_assert_int_eq(submitted, -EINPROGRESS);
	int err = crypto_wait_req(submitted, &wait);
	skcipher_request_free(req);
	return err;
}

START_TEST(test_async_completion)
{
	static const u8 key[16];
	u8 data[100], want[100];

	ck_assert_int_eq(crypto_register_skcipher(&async_xor_alg), 0);
	// A caller asking for a synchronous algorithm does not get it.
	struct crypto_skcipher *sync = crypto_alloc_skcipher("ukc-async-xor", 0, CRYPTO_ALG_ASYNC);
	ck_assert_int_eq(PTR_ERR(sync), -ENOENT);

	struct crypto_skcipher *tfm = crypto_alloc_skcipher("ukc-async-xor", 0, 0);
	ck_assert(!IS_ERR(tfm));
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, sizeof(key)), 0);
	for (unsigned int i = 0; i < sizeof(data); i++) {
		data[i] = (u8)(i * 7);
		want[i] = data[i] ^ 0x5a;
	}
	ck_assert_int_eq(async_run(tfm, data, sizeof(data), 0), 0);
	ck_assert_mem_eq(data, want, sizeof(data));
	// The status reported through the callback is what crypto_wait_req() returns.
	ck_assert_int_eq(async_run(tfm, data, sizeof(data), 0xee), -EBADMSG);
	crypto_free_skcipher(tfm);
	crypto_unregister_skcipher(&async_xor_alg);
}
END_TEST

int main(void)
{
	return check_run(check_new_suite("async", "completion", 0, { test_async_completion }));
}
