// SPDX-License-Identifier: GPL-2.0-only
// The example engine: its driver (ukce_driver.c) binds to the device model (models/ukce.cpp),
// its cbc(aes) and ecb(aes) pass testmgr through the descriptor ring and win the lookups,
// many requests in flight match the generic drivers, device faults reach the caller, and
// unbinding leaves no mapping and no DMA-API error; two planted bugs are caught.
#define _DEFAULT_SOURCE // usleep
#include <crypto/aes.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "proc_util.h"
#include "sg3_request.h"
#include "ukc_dma_debug.h"
#include "ukc_irq.h"
#include "ukc_ukce.h"
#include "ukce_driver.h"

struct job {
	struct sg3_request r;
	bool cbc, in_place;
	atomic_int calls;
	atomic_int err;
};

static const u8 test_key[32] = "ukce example engine test key 32";
static struct ukc_ukce *ce;

// The device comes and the driver binds, its algorithms self-tested; with the extra tests
// (UKCRYPTO_EXTRATESTS, the comparison with the generic drivers) at @extra binds only.
static void ce_bind(bool extra)
{
	struct ukc_testmgr_options opts;

	ukc_testmgr_get_options(&opts);
	opts.noextratests |= !extra;
	ukc_testmgr_set_options(&opts);
	ce = ukc_ukce_create(0);
	ck_assert_ptr_nonnull(ce);
	ck_assert_str_eq(ukc_ukce_pdev(ce)->dev.driver->name, "ukce");
}

// The device goes: the driver unbinds holding no mapping, with no DMA-API error.
static void ce_unbind(void)
{
	ukc_ukce_destroy(ce);
	ck_assert_uint_eq(ukc_dma_debug_mappings(NULL), 0);
	ck_assert_uint_eq(ukc_dma_debug_error_count(), 0);
}

static void job_done(void *data, int err)
{
	struct job *j = data;

	if (err == -EINPROGRESS) // left the backlog
		return;
	atomic_store(&j->err, err);
	atomic_fetch_add(&j->calls, 1);
}

// A random request on @tfm (the driver under test), its expected result from the generic
// driver keyed alike.
static void job_init(struct job *j, struct crypto_skcipher *tfm, bool cbc, unsigned int keylen)
{
	struct crypto_skcipher *generic = crypto_alloc_skcipher(
		cbc ? "cbc(aes-generic)" : "ecb(aes-generic)", 0, 0);

	ck_assert(!IS_ERR(generic));
	ck_assert_int_eq(crypto_skcipher_setkey(generic, test_key, keylen), 0);
	memset(j, 0, sizeof(*j));
	j->cbc = cbc;
	j->in_place = rng_below(2);
	j->r.len = AES_BLOCK_SIZE * (1 + rng_below(SG3_REQUEST_MAX / AES_BLOCK_SIZE));
	rng_bytes(j->r.in, j->r.len);
	rng_bytes(j->r.iv, AES_BLOCK_SIZE);
	sg3_request_init(&j->r, tfm, generic, j->in_place, CRYPTO_TFM_REQ_MAY_BACKLOG, job_done, j);
	crypto_free_skcipher(generic);
}

static void job_start(struct job *j)
{
	int ret = crypto_skcipher_encrypt(j->r.req);

	ck_assert_msg(ret == -EINPROGRESS || ret == -EBUSY, "encrypt: %d", ret);
}

// Polls for up to 5 s for @n jobs to have been called back at least once.
static void jobs_wait(struct job *jobs, int n)
{
	for (int t = 0; t < 5000; t++) {
		int done = 0;

		for (int i = 0; i < n; i++)
			done += atomic_load(&jobs[i].calls) > 0;
		if (done == n)
			return;
		usleep(1000);
	}
	ck_abort_msg("requests not completed in 5 s");
}

// Completed once, with the generic driver's output and next IV.
static void job_check(struct job *j)
{
	ck_assert_int_eq(atomic_load(&j->calls), 1);
	ck_assert_int_eq(atomic_load(&j->err), 0);
	ck_assert_mem_eq(j->r.out, j->r.want, j->r.len);
	if (j->cbc)
		ck_assert_mem_eq(j->r.iv, j->r.want_iv, AES_BLOCK_SIZE);
	skcipher_request_free(j->r.req);
}

static struct crypto_skcipher *tfm_alloc(const char *name, const char *want, unsigned int keylen)
{
	struct crypto_skcipher *tfm = crypto_alloc_skcipher(name, 0, 0);

	ck_assert_msg(!IS_ERR(tfm), "%s: %ld", name, PTR_ERR(tfm));
	ck_assert_str_eq(crypto_skcipher_driver_name(tfm), want);
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, test_key, keylen), 0);
	return tfm;
}

static void proc_check(const char *proc, const char *name, const char *driver)
{
	const char *block = proc_block(proc, driver);

	ck_assert_msg(block, "%s not in /proc/crypto", driver);
	// The block starts at the driver line; the lookups by @name check the name.
	(void)name;
	ck_assert(proc_block_has(block, "type         : skcipher\n"));
	ck_assert(proc_block_has(block, "module       : kernel\n"));
	ck_assert(proc_block_has(block, "priority     : 300\n"));
	ck_assert(proc_block_has(block, "selftest     : passed\n"));
	ck_assert(proc_block_has(block, "async        : yes\n"));
}

// Binding self-tests both algorithms through the ring (with the extra tests), /proc/crypto
// shows them, and a lookup by cra_name picks them over the generic drivers.
START_TEST(test_bind_selftest_lookup)
{
	char buf[64];

	ce_bind(true);
	char *proc = proc_crypto_read();
	proc_check(proc, "cbc(aes)", "cbc-aes-ukce");
	proc_check(proc, "ecb(aes)", "ecb-aes-ukce");
	free(proc);
	ck_assert_str_eq(lookup_driver("skcipher", "cbc(aes)", buf, sizeof(buf)), "cbc-aes-ukce");
	ck_assert_str_eq(lookup_driver("skcipher", "ecb(aes)", buf, sizeof(buf)), "ecb-aes-ukce");
	struct ukc_ukce_stats st;
	ukc_ukce_stats(ce, &st);
	ck_assert_uint_gt(st.done, 100);
	ck_assert_uint_eq(st.failed, 0);
	ce_unbind();
	// Gone with the device: the lookups fall back to the generic drivers.
	ck_assert_str_eq(lookup_driver("skcipher", "cbc(aes)", buf, sizeof(buf)),
			 "cbc(aes-generic)");
}
END_TEST

#define NJOBS 96

// Requests of both modes, all key sizes, split and in place or not, queued at once: the ring
// holds many, and each ends once with the generic driver's result. Each descriptor is 2 ms late,
// so that the ring fills however the threads are scheduled (on a loaded machine a prompt device
// could consume every descriptor before the next one is posted).
START_TEST(test_many_in_flight)
{
	static struct job jobs[NJOBS];
	struct crypto_skcipher *tfm[6];

	ce_bind(false);
	for (int k = 0; k < 3; k++) {
		tfm[2 * k] = tfm_alloc("cbc(aes)", "cbc-aes-ukce", 16 + 8 * k);
		tfm[2 * k + 1] = tfm_alloc("ecb(aes)", "ecb-aes-ukce", 16 + 8 * k);
	}
	rng_seed_from_env(1, 0);
	for (int i = 0; i < NJOBS; i++)
		job_init(&jobs[i], tfm[i % 6], i % 2 == 0, 16 + 8 * ((i % 6) / 2));
	ukc_ukce_fault(ce, UKC_UKCE_DELAY, 2000);
	for (int i = 0; i < NJOBS; i++)
		job_start(&jobs[i]);
	jobs_wait(jobs, NJOBS);
	for (int i = 0; i < NJOBS; i++)
		job_check(&jobs[i]);
	struct ukc_ukce_stats st;
	ukc_ukce_stats(ce, &st);
	ck_assert_uint_gt(st.max_pending, 1);
	for (int i = 0; i < 6; i++)
		crypto_free_skcipher(tfm[i]);
	ce_unbind();
}
END_TEST

// Unbinding with requests in flight, done right: the driver unregisters its algorithms first
// (busy: the tfms still hold them), then exits its engine, which waits while the device, still
// running (each descriptor 5 ms late, so that most requests are still in the ring or the
// engine's queue at the unbind), completes what is on the ring and the pump hands it the rest; the interrupt line and
// the ring go only after. By the time the unbind returns every request has ended once with the
// generic driver's result, and nothing is left mapped (6.12's virtio-crypto, by contrast,
// resets its device first and loses them: test_virtio_crypto's test_unbind_in_flight).
START_TEST(test_unbind_in_flight)
{
	static struct job jobs[NJOBS];
	struct crypto_skcipher *tfm[2];
	size_t from = ukc_log_read(NULL, 0);

	ce_bind(false);
	tfm[0] = tfm_alloc("cbc(aes)", "cbc-aes-ukce", 32);
	tfm[1] = tfm_alloc("ecb(aes)", "ecb-aes-ukce", 32);
	rng_seed_from_env(3, 0);
	for (int i = 0; i < NJOBS; i++)
		job_init(&jobs[i], tfm[i % 2], i % 2 == 0, 32);
	ukc_ukce_fault(ce, UKC_UKCE_DELAY, 5000);
	for (int i = 0; i < NJOBS; i++)
		job_start(&jobs[i]);
	int ended = 0;

	for (int i = 0; i < NJOBS; i++)
		ended += atomic_load(&jobs[i].calls) > 0;
	ck_assert_int_lt(ended, NJOBS / 2);
	ce_unbind();
	for (int i = 0; i < NJOBS; i++)
		job_check(&jobs[i]);
	ck_assert_int_eq(log_count_from(from, "could not stop engine"), 0);
	ck_assert_int_eq(log_count_from(from, "Algorithm cbc-aes-ukce is busy"), 1);
	crypto_free_skcipher(tfm[0]);
	crypto_free_skcipher(tfm[1]);
}
END_TEST

// Unbinding while the device no longer answers (here: its interrupt for the last request lost).
// The engine, busy with a request never finalized, cannot stop (10 s, "could not stop
// engine"); the driver then resets the device and ends what the ring held with -ENODEV, once,
// its buffers unmapped. Nothing hangs and nothing stays mapped.
START_TEST(test_unbind_device_silent)
{
	static struct job jobs[1];
	size_t from = ukc_log_read(NULL, 0);
	struct ukc_ukce_stats st;
	struct crypto_skcipher *tfm;

	ce_bind(false);
	tfm = tfm_alloc("cbc(aes)", "cbc-aes-ukce", 16);
	ukc_ukce_stats(ce, &st);
	unsigned long done0 = st.done;

	ukc_ukce_fault(ce, UKC_UKCE_DROP_IRQ, 1);
	job_init(&jobs[0], tfm, true, 16);
	job_start(&jobs[0]);
	for (int t = 0; t < 5000 && st.done == done0; t++) {
		usleep(1000);
		ukc_ukce_stats(ce, &st);
	}
	ck_assert_uint_eq(st.done, done0 + 1);
	usleep(20000);
	ck_assert_int_eq(atomic_load(&jobs[0].calls), 0); // never heard of
	ce_unbind();
	ck_assert_int_eq(atomic_load(&jobs[0].calls), 1);
	ck_assert_int_eq(atomic_load(&jobs[0].err), -ENODEV);
	ck_assert_int_eq(log_count_from(from, "could not stop engine"), 1);
	ck_assert_int_eq(log_count_from(from, "device not answering: 1 requests failed"), 1);
	skcipher_request_free(jobs[0].r.req);
	crypto_free_skcipher(tfm);
}
END_TEST

// A descriptor the device fails ends with -EIO, output untouched; a lost interrupt leaves its
// request (and the next, queued in the busy engine) waiting until the line is raised again.
START_TEST(test_device_faults)
{
	static struct job jobs[3];

	ce_bind(false);
	struct crypto_skcipher *tfm = tfm_alloc("cbc(aes)", "cbc-aes-ukce", 32);
	job_init(&jobs[0], tfm, true, 32);
	jobs[0].in_place = false;
	memset(jobs[0].r.out, 0, sizeof(jobs[0].r.out));
	sg3_split(jobs[0].r.src, jobs[0].r.in, jobs[0].r.len);
	skcipher_request_set_crypt(jobs[0].r.req, jobs[0].r.src, jobs[0].r.dst, jobs[0].r.len,
				   jobs[0].r.iv);
	ukc_ukce_fault(ce, UKC_UKCE_FAIL, 1);
	job_start(&jobs[0]);
	jobs_wait(jobs, 1);
	ck_assert_int_eq(atomic_load(&jobs[0].err), -EIO);
	for (unsigned int i = 0; i < jobs[0].r.len; i++)
		ck_assert_uint_eq(jobs[0].r.out[i], 0);
	skcipher_request_free(jobs[0].r.req);

	job_init(&jobs[1], tfm, true, 32);
	job_init(&jobs[2], tfm, true, 32);
	ukc_ukce_fault(ce, UKC_UKCE_DROP_IRQ, 1);
	job_start(&jobs[1]);
	usleep(100 * 1000);
	ck_assert_int_eq(atomic_load(&jobs[1].calls), 0);
	// 6.12's engine, busy, starts the next request only when one is finalized: the second
	// waits in the engine. The line raised late finds the first done, which pumps the second.
	job_start(&jobs[2]);
	usleep(100 * 1000);
	ck_assert_int_eq(atomic_load(&jobs[2].calls), 0);
	ck_assert_int_eq(ukc_irq_raise((unsigned int)platform_get_irq(ukc_ukce_pdev(ce), 0)), 0);
	jobs_wait(jobs + 1, 2);
	job_check(&jobs[1]);
	job_check(&jobs[2]);
	crypto_free_skcipher(tfm);
	ce_unbind();
}
END_TEST

// Planted bug: completions that do not unmap. Every request succeeds; the unbind reports the
// mappings left (one entry each: in place, unsplit) and the DMA-API error count rises.
START_TEST(test_bug_missing_unmap)
{
	static struct job jobs[3];

	ce_bind(false);
	struct crypto_skcipher *tfm = tfm_alloc("ecb(aes)", "ecb-aes-ukce", 16);
	ukce_bug_skip_unmap = true;
	for (int i = 0; i < 3; i++) {
		job_init(&jobs[i], tfm, false, 16);
		sg_init_one(jobs[i].r.src, jobs[i].r.out, jobs[i].r.len);
		memcpy(jobs[i].r.out, jobs[i].r.in, jobs[i].r.len);
		skcipher_request_set_crypt(jobs[i].r.req, jobs[i].r.src, jobs[i].r.src,
					   jobs[i].r.len, NULL);
		job_start(&jobs[i]);
	}
	jobs_wait(jobs, 3);
	for (int i = 0; i < 3; i++)
		job_check(&jobs[i]);
	crypto_free_skcipher(tfm);
	// The three requests' mappings and the ring's coherent memory, freed at unbind.
	ck_assert_uint_eq(ukc_dma_debug_mappings(&ukc_ukce_pdev(ce)->dev), 4);
	ukc_ukce_destroy(ce);
	ck_assert_uint_eq(ukc_dma_debug_error_count(), 1);
	ck_assert_int_eq(log_count("DMA-API: ukce ukce.0: device driver has pending DMA "
				   "allocations while released from device [count=3]"),
			 1);
}
END_TEST

// Planted bug: a completion that finalizes its request twice. 6.12's crypto_engine does not
// notice (crypto_finalize_request() completes whatever it is given); the caller's callback
// runs more than once, which this suite's once-only check (job_check) catches.
START_TEST(test_bug_double_finalize)
{
	static struct job jobs[1];

	ce_bind(false);
	struct crypto_skcipher *tfm = tfm_alloc("cbc(aes)", "cbc-aes-ukce", 24);
	job_init(&jobs[0], tfm, true, 24);
	// This request only: testmgr's requests of templates instantiated meanwhile (job_init's
	// generic reference) may go through the driver too.
	ukce_bug_double_finalize = jobs[0].r.req;
	job_start(&jobs[0]);
	jobs_wait(jobs, 1);
	for (int t = 0; t < 1000 && atomic_load(&jobs[0].calls) < 2; t++)
		usleep(1000);
	ck_assert_int_ge(atomic_load(&jobs[0].calls), 2);
	ck_assert_mem_eq(jobs[0].r.out, jobs[0].r.want, jobs[0].r.len);
	ukce_bug_double_finalize = NULL;
	skcipher_request_free(jobs[0].r.req);
	crypto_free_skcipher(tfm);
	ce_unbind();
}
END_TEST

int main(void)
{
	return check_run(check_new_suite("ukce", "ukce", 300, { test_bind_selftest_lookup },
					 { test_many_in_flight }, { test_unbind_in_flight },
					 { test_unbind_device_silent }, { test_device_faults },
					 { test_bug_missing_unmap }, { test_bug_double_finalize }));
}
