// SPDX-License-Identifier: GPL-2.0-only
// The kernel's own drivers/crypto/virtio (6.12, built unchanged by ukcrypto-kbuild and loaded
// by UKCRYPTO_MODULES) bound to the virtio-crypto device model: its drivers register with
// their module and pass testmgr (vectors and extra tests) through the virtqueues; their
// results match the generic drivers'; each fault the device can produce reaches the caller as
// 6.12's driver turns it into an error, nothing hangs (every wait is bounded) and nothing
// leaks: every case ends with no DMA mapping left and no DMA-API error.
#define _DEFAULT_SOURCE // usleep()
#include <crypto/aes.h>
#include <crypto/akcipher.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/completion.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/random.h>
#include <linux/scatterlist.h>
#include <uapi/linux/virtio_crypto.h>

#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <check.h>
#undef fail

#include "akcipher_util.h"
#include "cbc_pair.h"
#include "check_run.h"
#include "proc_util.h"
#include "sg3_request.h"
#include "ukc_dma_debug.h"
#include "ukc_irq.h"
#include "ukc_virtio_crypto.h"

#define VC_MAX_LEN 1024
#define VC_WAIT_MS 5000 // the watchdog: no completion takes this long unless it never comes

static unsigned long vc_errors0;

// The device comes, the driver binds and registers its algorithms, self-tested. The extra
// tests (UKCRYPTO_EXTRATESTS) run at @extra binds only: the others need the vectors alone.
static struct ukc_vcrypto *vc_create(unsigned int queue_size, bool extra)
{
	struct ukc_vcrypto_params p = { .max_dataqueues = 1, .queue_size = queue_size };
	struct ukc_testmgr_options opts;
	struct ukc_vcrypto *vc;

	ukc_testmgr_get_options(&opts);
	opts.noextratests |= !extra;
	ukc_testmgr_set_options(&opts);
	vc_errors0 = ukc_dma_debug_error_count();
	vc = ukc_vcrypto_create(&p);
	ck_assert_ptr_nonnull(vc);
	return vc;
}

static struct ukc_vcrypto *vc_up(unsigned int queue_size)
{
	return vc_create(queue_size, false);
}

// The device goes; the driver unbinds. Nothing may stay mapped, no DMA-API check may fire.
static void vc_down(struct ukc_vcrypto *vc)
{
	ukc_vcrypto_destroy(vc);
	ck_assert_uint_eq(ukc_dma_debug_mappings(NULL), 0);
	ck_assert_uint_eq(ukc_dma_debug_error_count(), vc_errors0);
}

// ---- one AES-CBC request and what its callback heard ----

struct vc_job {
	struct sg3_request r;
	struct completion done;
	int calls, inprogress, err;
};

static void vc_job_done(void *data, int err)
{
	struct vc_job *j = data;

	if (err == -EINPROGRESS) {
		j->inprogress++;
		return;
	}
	j->err = err;
	j->calls++;
	complete(&j->done);
}

// A request of @len bytes of random data, split at random, its expected result from the
// generic driver keyed as @tfm is (@generic).
static void vc_job_init(struct vc_job *j, struct crypto_skcipher *tfm,
			struct crypto_skcipher *generic, unsigned int len, u32 flags)
{
	memset(j, 0, sizeof(*j));
	j->r.len = len;
	get_random_bytes(j->r.in, len);
	get_random_bytes(j->r.iv, AES_BLOCK_SIZE);
	init_completion(&j->done);
	sg3_request_init(&j->r, tfm, generic, false, flags, vc_job_done, j);
}

// vc_job_init() on @kt's pair, then the request given to the driver, which takes it.
static void vc_job_start(struct vc_job *j, struct cbc_pair *kt, unsigned int len, u32 flags)
{
	vc_job_init(j, kt->tfm, kt->generic, len, flags);
	ck_assert_int_eq(crypto_skcipher_encrypt(j->r.req), -EINPROGRESS);
}

// Waits (bounded) for the job's one completion: its error.
static int vc_job_wait(struct vc_job *j, unsigned int ms)
{
	if (!wait_for_completion_timeout(&j->done, msecs_to_jiffies(ms)))
		return 1; // never came
	ck_assert_int_eq(j->calls, 1);
	return j->err;
}

static void vc_job_check(struct vc_job *j)
{
	ck_assert_int_eq(vc_job_wait(j, VC_WAIT_MS), 0);
	ck_assert_mem_eq(j->r.out, j->r.want, j->r.len);
	// 6.12's cbc(aes) leaves the last ciphertext block as the next IV.
	ck_assert_mem_eq(j->r.iv, j->r.want + j->r.len - AES_BLOCK_SIZE, AES_BLOCK_SIZE);
	skcipher_request_free(j->r.req);
}

static unsigned int vc_random_len(void)
{
	return AES_BLOCK_SIZE * (1 + rng_below(VC_MAX_LEN / AES_BLOCK_SIZE));
}

static struct vc_job vc_jobs[16];

// @n requests of random lengths and splits at once (taken: -EINPROGRESS, or -EBUSY into the
// backlog when @flags allow it), then each checked against the generic driver.
static void vc_jobs_run(struct cbc_pair *kt, unsigned int n, u32 flags)
{
	for (unsigned int i = 0; i < n; i++) {
		vc_job_init(&vc_jobs[i], kt->tfm, kt->generic, vc_random_len(), flags);
		int ret = crypto_skcipher_encrypt(vc_jobs[i].r.req);

		if (!(flags & CRYPTO_TFM_REQ_MAY_BACKLOG))
			ck_assert_int_eq(ret, -EINPROGRESS);
		ck_assert_msg(ret == -EINPROGRESS || ret == -EBUSY, "encrypt: %d", ret);
	}
	for (unsigned int i = 0; i < n; i++)
		vc_job_check(&vc_jobs[i]);
}

// An RSA-2048 key from OpenSSL; @name (through the device) against @generic: the public-key
// operation both ways round (device encrypts, generic decrypts; generic encrypts, device
// decrypts), with PKCS#1 v1.5 padding (@pkcs1) or raw.
static void vc_rsa_check(const char *name, const char *generic, bool pkcs1)
{
	struct akc_ossl_key k;
	u8 msg[256], ct[256], back[256];
	unsigned int mlen = pkcs1 ? 100 : 256;

	akc_ossl_keygen(&k, 2048);
	struct crypto_akcipher *vpub = akc_alloc_key(name, k.pub_der, k.pub_len, true);
	struct crypto_akcipher *vpriv = akc_alloc_key(name, k.priv_der, k.priv_len, false);
	struct crypto_akcipher *gpub = akc_alloc_key(generic, k.pub_der, k.pub_len, true);
	struct crypto_akcipher *gpriv = akc_alloc_key(generic, k.priv_der, k.priv_len, false);

	ck_assert_uint_eq(crypto_akcipher_maxsize(vpub), 256);
	if (pkcs1)
		get_random_bytes(msg, mlen);
	else
		akc_random_below_n(msg, mlen);
	ck_assert_int_eq(akc_crypt(vpub, true, msg, mlen, ct, sizeof(ct)), 0);
	memset(back, 0, sizeof(back));
	ck_assert_int_eq(akc_crypt(gpriv, false, ct, sizeof(ct), back, sizeof(back)), 0);
	ck_assert_mem_eq(back, msg, mlen);
	ck_assert_int_eq(akc_crypt(gpub, true, msg, mlen, ct, sizeof(ct)), 0);
	memset(back, 0, sizeof(back));
	ck_assert_int_eq(akc_crypt(vpriv, false, ct, sizeof(ct), back, sizeof(back)), 0);
	ck_assert_mem_eq(back, msg, mlen);
	crypto_free_akcipher(vpub);
	crypto_free_akcipher(vpriv);
	crypto_free_akcipher(gpub);
	crypto_free_akcipher(gpriv);
	akc_ossl_free(&k);
}

// ---- the cases ----

static const char *const vc_drivers[] = { "virtio_crypto_aes_cbc", "virtio-crypto-rsa",
					  "virtio-pkcs1-rsa" };

// The device binds; the driver registers its three drivers with 6.12's names, priority 150,
// its module's name, and testmgr passed AES-CBC and RSA (6.12 has no pkcs1pad(rsa) vectors);
// when the device goes, so do they.
START_TEST(test_bind_selftest)
{
	struct ukc_vcrypto *vc = vc_create(0, true);
	char *proc = proc_crypto_read();

	for (unsigned int i = 0; i < 3; i++) {
		const char *b = proc_block(proc, vc_drivers[i]);

		ck_assert_msg(b, "%s not registered", vc_drivers[i]);
		ck_assert(proc_block_has(b, "module       : virtio_crypto\n"));
		ck_assert(proc_block_has(b, "priority     : 150\n"));
		ck_assert(proc_block_has(b, "selftest     : passed\n"));
	}
	free(proc);
	struct ukc_vcrypto_stats st;

	ukc_vcrypto_stats(vc, &st);
	ck_assert_uint_gt(st.requests, 0); // testmgr's requests went through the device
	vc_down(vc);
	for (unsigned int i = 0; i < 3; i++)
		ck_assert(!crypto_has_alg(vc_drivers[i], 0, 0));
}
END_TEST

// Random lengths, key sizes and scatterlist splits, several requests in flight at once: the
// generic driver's ciphertext and next IV, each request completed exactly once.
START_TEST(test_matches_generic)
{
	static const unsigned int keylens[] = { 16, 24, 32 };
	struct ukc_vcrypto *vc = vc_up(0);

	for (unsigned int k = 0; k < 3; k++) {
		struct cbc_pair kt = cbc_pair_alloc("virtio_crypto_aes_cbc", keylens[k]);

		vc_jobs_run(&kt, 8, 0);
		cbc_pair_free(&kt);
	}
	vc_down(vc);
}
END_TEST

// Each status the spec defines, as the device's answer to a request: 6.12's driver gives
// -EINVAL for ERR and INVSESS, -EBADMSG for BADMSG and -EIO for the others; the output buffer
// is left as it was, and the next request succeeds.
START_TEST(test_fail_status)
{
	static const struct {
		u8 status;
		int err;
	} cases[] = { { VIRTIO_CRYPTO_ERR, -EINVAL },  { VIRTIO_CRYPTO_BADMSG, -EBADMSG },
		      { VIRTIO_CRYPTO_NOTSUPP, -EIO }, { VIRTIO_CRYPTO_INVSESS, -EINVAL },
		      { VIRTIO_CRYPTO_NOSPC, -EIO },   { VIRTIO_CRYPTO_KEY_REJECTED, -EIO } };
	struct ukc_vcrypto *vc = vc_up(0);
	struct cbc_pair kt = cbc_pair_alloc("virtio_crypto_aes_cbc", 16);

	for (unsigned int i = 0; i < ARRAY_SIZE(cases); i++) {
		struct vc_job *j = &vc_jobs[0];

		ukc_vcrypto_fault(vc, UKC_VCRYPTO_FAIL, 1, cases[i].status);
		vc_job_init(j, kt.tfm, kt.generic, 64, 0);
		memset(j->r.out, 0x5a, sizeof(j->r.out));
		ck_assert_int_eq(crypto_skcipher_encrypt(j->r.req), -EINPROGRESS);
		ck_assert_int_eq(vc_job_wait(j, VC_WAIT_MS), cases[i].err);
		for (unsigned int b = 0; b < j->r.len; b++)
			ck_assert_uint_eq(j->r.out[b], 0x5a);
		skcipher_request_free(j->r.req);
		vc_job_start(j, &kt, 64, 0);
		vc_job_check(j);
	}
	cbc_pair_free(&kt);
	vc_down(vc);
}
END_TEST

// The device refuses to create a session: setkey fails with 6.12's -EINVAL, and a later
// setkey on the same tfm works.
START_TEST(test_session_refused)
{
	struct ukc_vcrypto *vc = vc_up(0);
	struct crypto_skcipher *tfm = crypto_alloc_skcipher("virtio_crypto_aes_cbc", 0, 0);
	u8 key[16] = { 0 };

	ck_assert(!IS_ERR(tfm));
	ukc_vcrypto_fault(vc, UKC_VCRYPTO_FAIL_CTRL, 1, VIRTIO_CRYPTO_NOSPC);
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, sizeof(key)), -EINVAL);
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, sizeof(key)), 0);
	crypto_free_skcipher(tfm);
	struct ukc_vcrypto_stats st;

	ukc_vcrypto_stats(vc, &st);
	ck_assert_uint_eq(st.sessions, 0); // the tfm's exit closed both
	vc_down(vc);
}
END_TEST

// Completions late, and last first within each batch: every request still gets its own
// result (the driver matches them by the token, not by order).
START_TEST(test_delay_reorder)
{
	struct ukc_vcrypto *vc = vc_up(0);
	struct cbc_pair kt = cbc_pair_alloc("virtio_crypto_aes_cbc", 32);

	ukc_vcrypto_fault(vc, UKC_VCRYPTO_DELAY, 0, 20000);
	ukc_vcrypto_fault(vc, UKC_VCRYPTO_REORDER, 0, 1);
	vc_jobs_run(&kt, 12, 0);
	cbc_pair_free(&kt);
	vc_down(vc);
}
END_TEST

// A lost interrupt. The request is done on the ring, but 6.12's driver hears nothing: it has no
// timeout, and its crypto_engine, busy, starts the next request only when one is finalized, so
// a second request waits in the engine too. Whatever raises the device's interrupt next (here
// a session request on the control queue; the interrupt is the device's, as virtio-mmio's)
// runs the data queue's callback, which drains the ring: both complete. A duplicated interrupt
// finds nothing to do and changes nothing.
START_TEST(test_lost_and_duplicated_irq)
{
	struct ukc_vcrypto *vc = vc_up(0);
	struct cbc_pair kt = cbc_pair_alloc("virtio_crypto_aes_cbc", 16);

	struct ukc_vcrypto_stats st0, st;
	unsigned int waited = 0;

	// The session requests' interrupt is handled first: its handler polls the data queue too.
	usleep(100000);
	ukc_vcrypto_stats(vc, &st0);
	ukc_vcrypto_fault(vc, UKC_VCRYPTO_DROP_IRQ, 1, 0);
	vc_job_start(&vc_jobs[0], &kt, 256, 0);
	// The second request only once the device has done the first, so that the engine's pump
	// cannot put both on the ring: it waits in the busy engine.
	do {
		usleep(1000);
		ukc_vcrypto_stats(vc, &st);
	} while (st.requests == st0.requests && waited++ < VC_WAIT_MS);
	usleep(20000);
	vc_job_start(&vc_jobs[1], &kt, 256, 0);
	ck_assert_int_eq(vc_job_wait(&vc_jobs[0], 300), 1); // not heard of
	ck_assert_int_eq(vc_jobs[1].calls, 0);
	ukc_vcrypto_stats(vc, &st);
	ck_assert_uint_eq(st.requests, st0.requests + 1);
	struct cbc_pair other = cbc_pair_alloc("virtio_crypto_aes_cbc",
					       16); // session requests: interrupts

	vc_job_check(&vc_jobs[0]);
	vc_job_check(&vc_jobs[1]);
	cbc_pair_free(&other);

	ukc_vcrypto_fault(vc, UKC_VCRYPTO_DUP_IRQ, 1, 0);
	vc_job_start(&vc_jobs[2], &kt, 256, 0);
	vc_job_check(&vc_jobs[2]);
	cbc_pair_free(&kt);
	vc_down(vc);
}
END_TEST

// The accelerator stops (its status drops HW_READY, a configuration interrupt): 6.12's driver
// unregisters its algorithms from its config work; back, it registers them again, self-tested.
START_TEST(test_not_ready_and_back)
{
	struct ukc_vcrypto *vc = vc_up(0);
	unsigned int waited = 0;

	ukc_vcrypto_set_ready(vc, false);
	while (crypto_has_alg("virtio_crypto_aes_cbc", 0, 0) && waited++ < VC_WAIT_MS)
		usleep(1000);
	ck_assert(!crypto_has_alg("virtio_crypto_aes_cbc", 0, 0));
	ck_assert(!crypto_has_alg("virtio-crypto-rsa", 0, 0));
	ukc_vcrypto_set_ready(vc, true);
	waited = 0;
	while (!crypto_has_alg("virtio_crypto_aes_cbc", 0, 0) && waited++ < VC_WAIT_MS)
		usleep(1000);
	struct cbc_pair kt = cbc_pair_alloc("virtio_crypto_aes_cbc", 24);

	vc_job_start(&vc_jobs[0], &kt, 128, 0);
	vc_job_check(&vc_jobs[0]);
	cbc_pair_free(&kt);
	vc_down(vc);
}
END_TEST

// The device stalls with the driver's queues full. While a request is in flight, 6.12's busy
// engine takes new ones into its queue without pumping (as long as the ring, as 6.12's driver
// sizes it); past that, a request without CRYPTO_TFM_REQ_MAY_BACKLOG is refused with -ENOSPC
// and never called back, one with it is taken with -EBUSY. The request in flight completes (it
// was held by a delay) and the device stalls: the engine's pump fills the ring (25 requests of
// five descriptors in 128) and retries the next one while the ring stays full. Let go, every
// request taken completes exactly once, correctly, a backlogged one after its -EINPROGRESS.
// (A ring of 64 would not do: testmgr's longest requests at binding take 75 entries, and the
// engine would retry them for ever, as 6.12's does.)
#define VC_STALL_RING 128
#define VC_STALL_JOBS (VC_STALL_RING + 16)
#define VC_STALL_BACKLOG 4
START_TEST(test_stall_backlog)
{
	struct ukc_vcrypto *vc = vc_up(VC_STALL_RING);
	struct cbc_pair kt = cbc_pair_alloc("virtio_crypto_aes_cbc", 16);
	struct vc_job *jobs = calloc(VC_STALL_JOBS, sizeof(*jobs));
	struct ukc_vcrypto_stats st0, st;
	unsigned int taken = 0, refused = 0, waited = 0;

	ck_assert_ptr_nonnull(jobs);
	ukc_vcrypto_stats(vc, &st0); // testmgr's requests at binding
	ukc_vcrypto_fault(vc, UKC_VCRYPTO_DELAY, 0, 300000);
	for (unsigned int i = 0; i < VC_STALL_JOBS; i++) {
		struct vc_job *j = &jobs[i];
		bool backlog = i >= VC_STALL_JOBS - VC_STALL_BACKLOG;

		vc_job_init(j, kt.tfm, kt.generic, 64, backlog ? CRYPTO_TFM_REQ_MAY_BACKLOG : 0);
		sg_init_one(j->r.src, j->r.in, j->r.len);
		sg_init_one(j->r.dst, j->r.out, j->r.len);
		int ret = crypto_skcipher_encrypt(j->r.req);

		if (backlog) {
			ck_assert_int_eq(ret, -EBUSY);
		} else if (ret == -ENOSPC) {
			refused++;
			skcipher_request_free(j->r.req);
			j->r.req = NULL;
		} else {
			ck_assert_int_eq(ret, -EINPROGRESS);
			ck_assert_uint_eq(refused, 0); // nothing is taken after the first refusal
			taken++;
		}
		if (i)
			continue;
		// The first is on the ring and held by the delay: the device stalls after it.
		do {
			usleep(1000);
			ukc_vcrypto_stats(vc, &st);
		} while (!st.pending && waited++ < VC_WAIT_MS);
		ck_assert_uint_eq(st.pending, 1);
		ukc_vcrypto_fault(vc, UKC_VCRYPTO_DELAY, 0, 0);
		ukc_vcrypto_fault(vc, UKC_VCRYPTO_STALL, 0, 1);
	}
	ck_assert_uint_eq(taken, 1 + VC_STALL_RING);
	ck_assert_int_eq(vc_job_wait(&jobs[0], VC_WAIT_MS), 0);
	ck_assert_mem_eq(jobs[0].r.out, jobs[0].r.want, jobs[0].r.len);
	usleep(200000); // the pump fills the ring and retries, the device takes nothing
	ukc_vcrypto_stats(vc, &st);
	ck_assert_uint_eq(st.requests, st0.requests + 1);
	for (unsigned int i = 1; i < VC_STALL_JOBS; i++)
		ck_assert_int_eq(jobs[i].calls, 0);
	ukc_vcrypto_fault(vc, UKC_VCRYPTO_STALL, 0, 0);
	skcipher_request_free(jobs[0].r.req);
	for (unsigned int i = 1; i < VC_STALL_JOBS; i++) {
		if (!jobs[i].r.req)
			continue;
		vc_job_check(&jobs[i]);
		ck_assert_int_eq(jobs[i].inprogress, i >= VC_STALL_JOBS - VC_STALL_BACKLOG);
	}
	usleep(50000);
	for (unsigned int i = 0; i < VC_STALL_JOBS; i++)
		ck_assert_int_eq(jobs[i].calls, i < taken || i >= VC_STALL_JOBS - VC_STALL_BACKLOG);
	ukc_vcrypto_stats(vc, &st);
	ck_assert_uint_eq(st.requests, st0.requests + taken + VC_STALL_BACKLOG);
	free(jobs);
	cbc_pair_free(&kt);
	vc_down(vc);
}
END_TEST

// Indirect descriptors on rings of 4 entries: every request of more than one buffer takes one
// entry, its descriptors in a table the driver maps. testmgr's vectors at binding (split over
// up to 8 buffers a side) pass, and requests of nine buffers (header, IV, three source, three
// destination, status), which no chain on such a ring could hold, match the generic, twelve
// at once through the engine's queue of 4 (the rest backlogged). Without the feature the
// engine would retry the first such request for ever.
START_TEST(test_indirect_small_ring)
{
	struct ukc_vcrypto_params p = { .max_dataqueues = 1, .queue_size = 4, .indirect = true };
	struct ukc_testmgr_options opts;

	ukc_testmgr_get_options(&opts);
	opts.noextratests = true;
	ukc_testmgr_set_options(&opts);
	vc_errors0 = ukc_dma_debug_error_count();
	struct ukc_vcrypto *vc = ukc_vcrypto_create(&p);

	ck_assert_ptr_nonnull(vc);
	char *proc = proc_crypto_read();
	const char *b = proc_block(proc, "virtio_crypto_aes_cbc");

	ck_assert(b && proc_block_has(b, "selftest     : passed\n"));
	free(proc);
	struct cbc_pair kt = cbc_pair_alloc("virtio_crypto_aes_cbc", 32);

	vc_jobs_run(&kt, 12, CRYPTO_TFM_REQ_MAY_BACKLOG);
	struct ukc_vcrypto_stats st;

	ukc_vcrypto_stats(vc, &st);
	ck_assert_uint_eq(st.malformed, 0);
	cbc_pair_free(&kt);
	vc_down(vc);
}
END_TEST

// ---- requests lost: unbinding, or a device reset, with requests in flight ----

// 6.12's driver cannot give back what it had in flight; these cases show what it does. The
// tfm is left allocated on purpose: its exit closes its session through the control queue
// that virtcrypto_remove() deleted, 6.12's use-after-free (ASan reports it in
// virtqueue_add_sgs() from virtio_crypto_skcipher_exit()).
#define VC_LOST_JOBS 6
static struct crypto_skcipher *vc_lost_tfm;

// Six requests to a stalled device. The first wakes the engine's pump, which puts it on the
// ring (its buffers mapped then) and leaves the engine busy; the others come after, so they
// wait in its queue, or go on the ring if the pump is still looking: 6.12's busy engine pumps
// again only at a finalize. (Sent all at once, a transfer could find the pump running and the
// engine not yet busy, and queue a second pump that idles it: 6.12's race, not tested here.)
static void vc_lost_submit(struct ukc_vcrypto *vc)
{
	struct cbc_pair kt = cbc_pair_alloc("virtio_crypto_aes_cbc", 16);
	unsigned long mapped0 = ukc_dma_debug_mappings(NULL);
	unsigned int waited = 0;

	ukc_vcrypto_fault(vc, UKC_VCRYPTO_STALL, 0, 1);
	for (unsigned int i = 0; i < VC_LOST_JOBS; i++) {
		vc_job_start(&vc_jobs[i], &kt, 64, i & 1 ? CRYPTO_TFM_REQ_MAY_BACKLOG : 0);
		while (!i && ukc_dma_debug_mappings(NULL) == mapped0 && waited++ < VC_WAIT_MS)
			usleep(1000);
		ck_assert_uint_gt(ukc_dma_debug_mappings(NULL), mapped0);
	}
	crypto_free_skcipher(kt.generic);
	vc_lost_tfm = kt.tfm;
}

// The driver unbinds. Its engine, busy with requests the device never answered, polls for
// 6.12's 10 s (500 times 20 ms) and gives up: "could not stop engine", the engine and the
// requests in its queue left behind. The ring's requests were detached and unmapped: no mapping
// stays, no DMA-API check fires. No caller is ever called back, and the algorithms are gone.
static void vc_lost_unbind(struct ukc_vcrypto *vc)
{
	size_t from = ukc_log_read(NULL, 0);
	struct timespec t0, t1;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	vc_down(vc);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	long ms = (t1.tv_sec - t0.tv_sec) * 1000 + (t1.tv_nsec - t0.tv_nsec) / 1000000;

	ck_assert_int_ge(ms, 9900);
	ck_assert_int_eq(log_count_from(from, "could not stop engine"), 1);
	usleep(100000);
	for (unsigned int i = 0; i < VC_LOST_JOBS; i++)
		ck_assert_int_eq(vc_jobs[i].calls + vc_jobs[i].inprogress, 0);
	for (unsigned int i = 0; i < 3; i++)
		ck_assert(!crypto_has_alg(vc_drivers[i], 0, 0));
}

// Unbinding with requests in flight. 6.12's remove unregisters the algorithms while a tfm
// still uses one ("is busy"), resets the device, detaches the requests on the ring and frees
// their data; the callers hear nothing.
START_TEST(test_unbind_in_flight)
{
	struct ukc_vcrypto *vc = vc_up(0);
	size_t from = ukc_log_read(NULL, 0);
	struct ukc_vcrypto_stats st0, st;

	ukc_vcrypto_stats(vc, &st0);
	vc_lost_submit(vc);
	usleep(50000);
	ukc_vcrypto_stats(vc, &st);
	ck_assert_uint_eq(st.requests, st0.requests); // stalled: nothing served
	vc_lost_unbind(vc);
	ck_assert_int_eq(log_count_from(from, "Algorithm virtio_crypto_aes_cbc is busy"), 1);
}
END_TEST

// The device resets itself mid-stream: the requests on the ring are dropped unanswered and the
// accelerator is no longer ready. 6.12's config work unregisters the algorithms (one busy);
// nothing tells the driver its requests are lost, so no caller is called back, while the
// unanswered requests stay mapped for the device. At unbind they are detached and unmapped.
START_TEST(test_reset_in_flight)
{
	struct ukc_vcrypto *vc = vc_up(0);
	size_t from = ukc_log_read(NULL, 0);
	unsigned long mapped0 = ukc_dma_debug_mappings(NULL);
	unsigned int waited = 0;
	struct ukc_vcrypto_stats st;

	vc_lost_submit(vc);
	usleep(50000);
	ukc_vcrypto_reset(vc);
	ukc_vcrypto_stats(vc, &st);
	ck_assert_uint_ge(st.dropped, 1);
	ck_assert_uint_le(st.dropped, VC_LOST_JOBS);
	ck_assert_uint_eq(st.sessions, 0);
	ukc_vcrypto_fault(vc, UKC_VCRYPTO_STALL, 0, 0); // let go: a reset device serves nothing
	while (crypto_has_alg("virtio_crypto_aes_cbc", 0, 0) && waited++ < VC_WAIT_MS)
		usleep(1000);
	ck_assert(!crypto_has_alg("virtio_crypto_aes_cbc", 0, 0));
	ck_assert_int_eq(log_count_from(from, "Algorithm virtio_crypto_aes_cbc is busy"), 1);
	ck_assert_int_eq(vc_job_wait(&vc_jobs[0], 300), 1); // never comes
	ck_assert_uint_gt(ukc_dma_debug_mappings(NULL), mapped0);
	unsigned long dropped = st.dropped;

	ukc_vcrypto_stats(vc, &st);
	ck_assert_uint_eq(st.dropped, dropped);
	vc_lost_unbind(vc);
}
END_TEST

// RSA through the device against the generic driver: a raw encryption, then a PKCS#1 v1.5
// encryption decrypted by the generic pkcs1pad (6.12 has no pkcs1pad(rsa) vectors, so this is
// its only check).
START_TEST(test_rsa_matches_generic)
{
	struct ukc_vcrypto *vc = vc_up(0);

	vc_rsa_check("virtio-crypto-rsa", "rsa-generic", false);
	vc_rsa_check("virtio-pkcs1-rsa", "pkcs1pad(rsa-generic)", true);
	vc_down(vc);
}
END_TEST

int main(void)
{
	return check_run(check_new_suite(
		"virtio_crypto", "virtio_crypto", 150, { test_bind_selftest },
		{ test_matches_generic }, { test_fail_status }, { test_session_refused },
		{ test_delay_reorder }, { test_lost_and_duplicated_irq },
		{ test_not_ready_and_back }, { test_stall_backlog }, { test_rsa_matches_generic },
		{ test_indirect_small_ring }, { test_unbind_in_flight }, { test_reset_in_flight }));
}
