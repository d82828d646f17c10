// SPDX-License-Identifier: GPL-2.0-only
// crypto_engine: a cbc(aes) engine driver over a device thread, its queue, backlog, retry,
// errors and stop, and testmgr's self-test of the driver through the engine. The driver maps
// each request for DMA and the device reads and writes only through those mappings, with the
// DMA-API debugging checking every unmap and finding nothing left at removal.
#define _DEFAULT_SOURCE // usleep
#include <crypto/aes.h>
#include <crypto/engine.h>
#include <crypto/internal/engine.h>
#include <crypto/internal/skcipher.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/completion.h>
#include <linux/crypto.h>
#include <linux/device.h>
#include <linux/dma-mapping.h>
#include <linux/err.h>
#include <linux/module.h>
#include <linux/random.h>
#include <linux/scatterlist.h>

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <check.h>
#undef fail

#include "cbc_pair.h"
#include "check_run.h"
#include "engine_cae.h"
#include "ukc_dma_debug.h"

// ---- requests and what their callbacks heard ----

#define CAE_MAX_LEN 512

struct cae_job {
	struct skcipher_request *req;
	struct scatterlist sg;
	u8 data[CAE_MAX_LEN], want[CAE_MAX_LEN], plain[CAE_MAX_LEN];
	u8 iv[AES_BLOCK_SIZE], want_iv[AES_BLOCK_SIZE], iv0[AES_BLOCK_SIZE];
	unsigned int len;
	struct completion done;
	int calls;	// final completions
	int inprogress; // -EINPROGRESS notifications (left the backlog)
	int order;	// rank among final completions
	int err;
};

static int cae_finished; // final completions so far, across jobs

static void cae_job_done(void *data, int err)
{
	struct cae_job *job = data;

	if (err == -EINPROGRESS) {
		// The backlog notice must come before the request's end.
		ck_assert_int_eq(job->calls, 0);
		job->inprogress++;
		return;
	}
	job->err = err;
	job->order = __atomic_fetch_add(&cae_finished, 1, __ATOMIC_SEQ_CST);
	__atomic_fetch_add(&job->calls, 1, __ATOMIC_SEQ_CST);
	complete(&job->done);
}

// Random data, and the generic driver's ciphertext and output IV for it.
static void cae_job_init(struct cae_job *job, struct crypto_skcipher *tfm,
			 struct crypto_skcipher *generic, unsigned int len, u32 flags)
{
	struct scatterlist sg;

	memset(job, 0, sizeof(*job));
	job->len = len;
	init_completion(&job->done);
	get_random_bytes(job->data, len);
	get_random_bytes(job->iv, sizeof(job->iv));
	memcpy(job->want, job->data, len);
	memcpy(job->plain, job->data, len);
	memcpy(job->want_iv, job->iv, sizeof(job->iv));
	memcpy(job->iv0, job->iv, sizeof(job->iv));
	struct skcipher_request *ref = skcipher_request_alloc(generic, GFP_KERNEL);

	ck_assert_ptr_nonnull(ref);
	skcipher_request_set_callback(ref, 0, NULL, NULL);
	sg_init_one(&sg, job->want, len);
	skcipher_request_set_crypt(ref, &sg, &sg, len, job->want_iv);
	ck_assert_int_eq(crypto_skcipher_encrypt(ref), 0);
	skcipher_request_free(ref);

	job->req = skcipher_request_alloc(tfm, GFP_KERNEL);
	ck_assert_ptr_nonnull(job->req);
	sg_init_one(&job->sg, job->data, len);
	skcipher_request_set_callback(job->req, flags, cae_job_done, job);
	skcipher_request_set_crypt(job->req, &job->sg, &job->sg, len, job->iv);
}

// Waits for the request's end; checks it ended once, with @err, and the right data when 0.
static void cae_job_check(struct cae_job *job, int err)
{
	wait_for_completion(&job->done);
	ck_assert_int_eq(job->calls, 1);
	ck_assert_int_eq(job->err, err);
	if (!err) {
		ck_assert_mem_eq(job->data, job->want, job->len);
		ck_assert_mem_eq(job->iv, job->want_iv, AES_BLOCK_SIZE);
	}
	skcipher_request_free(job->req);
}

// Decrypts the job's ciphertext through the engine, waiting as a kernel caller does.
static void cae_job_decrypt_back(struct cae_job *job, struct crypto_skcipher *tfm)
{
	DECLARE_CRYPTO_WAIT(wait);
	struct skcipher_request *req = skcipher_request_alloc(tfm, GFP_KERNEL);

	ck_assert_ptr_nonnull(req);
	skcipher_request_set_callback(req, CRYPTO_TFM_REQ_MAY_BACKLOG | CRYPTO_TFM_REQ_MAY_SLEEP,
				      crypto_req_done, &wait);
	skcipher_request_set_crypt(req, &job->sg, &job->sg, job->len, job->iv0);
	ck_assert_int_eq(crypto_wait_req(crypto_skcipher_decrypt(req), &wait), 0);
	ck_assert_mem_eq(job->data, job->plain, job->len);
	// CBC's output IV is the last ciphertext block, decrypting as encrypting.
	ck_assert_mem_eq(job->iv0, job->want_iv, AES_BLOCK_SIZE);
	skcipher_request_free(req);
}

static struct cae_job cae_jobs[16];

// testmgr ran 6.12's cbc(aes) vectors through the engine at registration: the lookup by driver
// name succeeds (a failed self-test would answer -ELIBBAD) and the device saw those requests.
START_TEST(test_selftest_through_engine)
{
	cae_probe(false, 0);
	ck_assert_int_gt(cae_read(&cae.accepted), 0);
	struct crypto_skcipher *tfm = crypto_alloc_skcipher("cbc-aes-engine-test", 0, 0);

	ck_assert(!IS_ERR(tfm));
	// At priority 50 it does not take cbc(aes) from the software drivers.
	struct crypto_skcipher *best = crypto_alloc_skcipher("cbc(aes)", 0, 0);

	ck_assert(!IS_ERR(best));
	ck_assert_str_ne(crypto_skcipher_driver_name(best), "cbc-aes-engine-test");
	crypto_free_skcipher(best);
	crypto_free_skcipher(tfm);
	cae_remove();
}
END_TEST

// Random data of random lengths and key sizes: the generic driver's results, each request
// answered -EINPROGRESS and then completed exactly once, in order; decrypting gives the data back.
START_TEST(test_matches_generic)
{
	static const unsigned int keylens[] = { 16, 24, 32 };

	cae_probe(false, 0);
	for (unsigned int k = 0; k < 3; k++) {
		struct cbc_pair kt = cbc_pair_alloc("cbc-aes-engine-test", keylens[k]);

		cae_finished = 0;
		for (unsigned int i = 0; i < 8; i++) {
			u8 r;

			get_random_bytes(&r, 1);
			cae_job_init(&cae_jobs[i], kt.tfm, kt.generic,
				     AES_BLOCK_SIZE * (1 + r % (CAE_MAX_LEN / AES_BLOCK_SIZE)), 0);
			ck_assert_int_eq(crypto_skcipher_encrypt(cae_jobs[i].req), -EINPROGRESS);
		}
		for (unsigned int i = 0; i < 8; i++) {
			cae_job_check(&cae_jobs[i], 0);
			ck_assert_int_eq(cae_jobs[i].order, (int)i);
			ck_assert_int_eq(cae_jobs[i].inprogress, 0);
			cae_job_decrypt_back(&cae_jobs[i], kt.tfm);
		}
		cbc_pair_free(&kt);
	}
	cae_remove();
}
END_TEST

// A queue of 2 behind a device holding one request: a third and fourth request are queued, the
// next is refused with -ENOSPC unless it may backlog (-EBUSY); backlogged ones hear
// -EINPROGRESS when they enter the queue, then end normally.
START_TEST(test_queue_full_and_backlog)
{
	cae_probe(false, 2);
	struct cbc_pair kt = cbc_pair_alloc("cbc-aes-engine-test", 16);

	int before = cae_read(&cae.accepted);

	cae_set(&cae.hold, 1);
	cae_job_init(&cae_jobs[0], kt.tfm, kt.generic, 64, 0);
	ck_assert_int_eq(crypto_skcipher_encrypt(cae_jobs[0].req), -EINPROGRESS);
	cae_wait_accepted(before + 1);
	for (unsigned int i = 1; i < 6; i++)
		cae_job_init(&cae_jobs[i], kt.tfm, kt.generic, 32 * i,
			     i >= 4 ? CRYPTO_TFM_REQ_MAY_BACKLOG : 0);
	ck_assert_int_eq(crypto_skcipher_encrypt(cae_jobs[1].req), -EINPROGRESS);
	ck_assert_int_eq(crypto_skcipher_encrypt(cae_jobs[2].req), -EINPROGRESS);
	ck_assert_int_eq(crypto_skcipher_encrypt(cae_jobs[3].req), -ENOSPC);
	ck_assert_int_eq(crypto_skcipher_encrypt(cae_jobs[4].req), -EBUSY);
	ck_assert_int_eq(crypto_skcipher_encrypt(cae_jobs[5].req), -EBUSY);
	ck_assert_int_eq(cae_jobs[4].inprogress, 0);
	cae_set(&cae.hold, 0);
	for (unsigned int i = 0; i < 6; i++) {
		if (i == 3)
			continue;
		cae_job_check(&cae_jobs[i], 0);
		ck_assert_int_eq(cae_jobs[i].inprogress, i >= 4 ? 1 : 0);
	}
	// The refused request was never called back.
	ck_assert_int_eq(cae_jobs[3].calls, 0);
	skcipher_request_free(cae_jobs[3].req);
	cbc_pair_free(&kt);
	cae_remove();
}
END_TEST

// With retry support the hardware may answer -ENOSPC: the request goes back to the head of the
// queue and is retried, so all end, in the order they were sent.
START_TEST(test_retry_enospc)
{
	cae_probe(true, 10);
	struct cbc_pair kt = cbc_pair_alloc("cbc-aes-engine-test", 32);
	int before = cae_read(&cae.accepted);

	cae_finished = 0;
	cae_set(&cae.enospc_left, 5);
	for (unsigned int i = 0; i < 8; i++) {
		cae_job_init(&cae_jobs[i], kt.tfm, kt.generic, 48, 0);
		ck_assert_int_eq(crypto_skcipher_encrypt(cae_jobs[i].req), -EINPROGRESS);
	}
	for (unsigned int i = 0; i < 8; i++) {
		cae_job_check(&cae_jobs[i], 0);
		ck_assert_int_eq(cae_jobs[i].order, (int)i);
	}
	ck_assert_int_eq(cae_read(&cae.enospc_seen), 5);
	ck_assert_int_eq(cae_read(&cae.accepted), before + 8);
	cbc_pair_free(&kt);
	cae_remove();
}
END_TEST

// The device's error reaches the caller; so does the driver's refusal; the engine goes on.
START_TEST(test_errors_reach_caller)
{
	cae_probe(false, 0);
	struct cbc_pair kt = cbc_pair_alloc("cbc-aes-engine-test", 16);

	cae_set(&cae.fail_err, -EBADMSG);
	cae_job_init(&cae_jobs[0], kt.tfm, kt.generic, 32, 0);
	ck_assert_int_eq(crypto_skcipher_encrypt(cae_jobs[0].req), -EINPROGRESS);
	cae_job_check(&cae_jobs[0], -EBADMSG);
	cae_set(&cae.fail_err, 0);

	cae_set(&cae.refuse_err, -EIO);
	cae_job_init(&cae_jobs[1], kt.tfm, kt.generic, 32, 0);
	ck_assert_int_eq(crypto_skcipher_encrypt(cae_jobs[1].req), -EINPROGRESS);
	cae_job_check(&cae_jobs[1], -EIO);
	cae_set(&cae.refuse_err, 0);
	// Without retry support -ENOSPC is an error like another.
	cae_set(&cae.enospc_left, 1);
	cae_job_init(&cae_jobs[2], kt.tfm, kt.generic, 32, 0);
	ck_assert_int_eq(crypto_skcipher_encrypt(cae_jobs[2].req), -EINPROGRESS);
	cae_job_check(&cae_jobs[2], -ENOSPC);

	cae_job_init(&cae_jobs[3], kt.tfm, kt.generic, 96, 0);
	ck_assert_int_eq(crypto_skcipher_encrypt(cae_jobs[3].req), -EINPROGRESS);
	cae_job_check(&cae_jobs[3], 0);
	cbc_pair_free(&kt);
	cae_remove();
}
END_TEST

static void *cae_release_later(void *arg)
{
	(void)arg;
	usleep(200 * 1000);
	cae_set(&cae.hold, 0);
	return NULL;
}

// Stopping waits for the queue to drain; a stopped engine refuses requests until restarted.
START_TEST(test_stop_drains)
{
	cae_probe(false, 0);
	struct cbc_pair kt = cbc_pair_alloc("cbc-aes-engine-test", 24);
	pthread_t releaser;

	cae_set(&cae.hold, 1);
	for (unsigned int i = 0; i < 3; i++) {
		cae_job_init(&cae_jobs[i], kt.tfm, kt.generic, 64, 0);
		ck_assert_int_eq(crypto_skcipher_encrypt(cae_jobs[i].req), -EINPROGRESS);
	}
	ck_assert_int_eq(pthread_create(&releaser, NULL, cae_release_later, NULL), 0);
	ck_assert_int_eq(crypto_engine_stop(cae.engine), 0);
	pthread_join(releaser, NULL);
	for (unsigned int i = 0; i < 3; i++) {
		ck_assert_int_eq(__atomic_load_n(&cae_jobs[i].calls, __ATOMIC_SEQ_CST), 1);
		cae_job_check(&cae_jobs[i], 0);
	}
	ck_assert(!cae.engine->running);
	cae_job_init(&cae_jobs[3], kt.tfm, kt.generic, 32, 0);
	ck_assert_int_eq(crypto_skcipher_encrypt(cae_jobs[3].req), -ESHUTDOWN);
	ck_assert_int_eq(crypto_engine_start(cae.engine), 0);
	ck_assert_int_eq(crypto_skcipher_encrypt(cae_jobs[3].req), -EINPROGRESS);
	cae_job_check(&cae_jobs[3], 0);
	cbc_pair_free(&kt);
	cae_remove();
}
END_TEST

// A device that never finishes: stop gives up after the kernel's 10 s with -EBUSY and the
// engine keeps running; once the device finishes, the engine stops and is freed.
START_TEST(test_stop_times_out)
{
	cae_probe(false, 0);
	struct cbc_pair kt = cbc_pair_alloc("cbc-aes-engine-test", 16);
	struct timespec t0, t1;

	cae_set(&cae.hold, 1);
	cae_job_init(&cae_jobs[0], kt.tfm, kt.generic, 16, 0);
	ck_assert_int_eq(crypto_skcipher_encrypt(cae_jobs[0].req), -EINPROGRESS);
	ukc_log_clear();
	clock_gettime(CLOCK_MONOTONIC, &t0);
	ck_assert_int_eq(crypto_engine_stop(cae.engine), -EBUSY);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	ck_assert_int_ge(t1.tv_sec - t0.tv_sec, 9);
	char log[4096] = "";

	ukc_log_read(log, sizeof(log));
	ck_assert_ptr_nonnull(strstr(log, "cae0: could not stop engine"));
	ck_assert(cae.engine->running);
	ck_assert_int_eq(cae_jobs[0].calls, 0);
	cae_set(&cae.hold, 0);
	cae_job_check(&cae_jobs[0], 0);
	cbc_pair_free(&kt);
	cae_remove();
}
END_TEST

// A planted driver bug, a completion path that forgets dma_unmap_sg(): the requests still
// succeed, and the unbind reports the mappings left (one per request, src == dst).
START_TEST(test_planted_missing_unmap)
{
	cae_probe(false, 0);
	struct cbc_pair kt = cbc_pair_alloc("cbc-aes-engine-test", 16);

	cae_set(&cae.skip_unmap, 1);
	for (unsigned int i = 0; i < 2; i++) {
		cae_job_init(&cae_jobs[i], kt.tfm, kt.generic, 64, 0);
		ck_assert_int_eq(crypto_skcipher_encrypt(cae_jobs[i].req), -EINPROGRESS);
		cae_job_check(&cae_jobs[i], 0);
	}
	ck_assert_uint_eq(ukc_dma_debug_error_count(), 0);
	cbc_pair_free(&kt);
	cae_remove_leaking(2);
	ck_assert_int_eq(log_count_dma_leak(), 1);
}
END_TEST

// A mapping that cannot be made: do_one_request() refuses with -ENOMEM, the caller hears it,
// nothing stays mapped, and the next request succeeds.
START_TEST(test_mapping_failure)
{
	cae_probe(false, 0);
	struct cbc_pair kt = cbc_pair_alloc("cbc-aes-engine-test", 16);

	ukc_dma_fail_mappings(1);
	cae_job_init(&cae_jobs[0], kt.tfm, kt.generic, 32, 0);
	ck_assert_int_eq(crypto_skcipher_encrypt(cae_jobs[0].req), -EINPROGRESS);
	cae_job_check(&cae_jobs[0], -ENOMEM);
	cae_job_init(&cae_jobs[1], kt.tfm, kt.generic, 32, 0);
	ck_assert_int_eq(crypto_skcipher_encrypt(cae_jobs[1].req), -EINPROGRESS);
	cae_job_check(&cae_jobs[1], 0);
	cbc_pair_free(&kt);
	cae_remove();
}
END_TEST

// Registration needs do_one_request; engines need a device.
START_TEST(test_bad_arguments)
{
	struct skcipher_engine_alg no_op = cae_alg;

	no_op.op.do_one_request = NULL;
	ck_assert_int_eq(crypto_engine_register_skcipher(&no_op), -EINVAL);
	ck_assert_int_eq(crypto_engine_register_skciphers(&no_op, 1), -EINVAL);
	ck_assert_ptr_null(crypto_engine_alloc_init(NULL, false));
	ck_assert_ptr_null(crypto_engine_alloc_init_and_set(NULL, true, NULL, false, 4));
}
END_TEST

int main(void)
{
	return check_run(check_new_suite(
		"crypto_engine", "engine", 120, { test_selftest_through_engine },
		{ test_matches_generic }, { test_queue_full_and_backlog }, { test_retry_enospc },
		{ test_errors_reach_caller }, { test_stop_drains }, { test_stop_times_out },
		{ test_bad_arguments }, { test_planted_missing_unmap }, { test_mapping_failure }));
}
