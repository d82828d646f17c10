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
#include "check_run.h"
#include "proc_util.h"
#include "ukc_dma_debug.h"
#include "ukc_irq.h"
#include "ukc_virtio_crypto.h"

#define VC_MAX_LEN 1024
#define VC_WAIT_MS 5000 // the watchdog: no completion takes this long unless it never comes

static unsigned long vc_errors0;

static struct ukc_vcrypto *vc_up(unsigned int queue_size)
{
	struct ukc_vcrypto_params p = { .max_dataqueues = 1, .queue_size = queue_size };
	struct ukc_vcrypto *vc;

	vc_errors0 = ukc_dma_debug_error_count();
	vc = ukc_vcrypto_create(&p);
	ck_assert_ptr_nonnull(vc);
	return vc;
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
	struct skcipher_request *req;
	struct scatterlist src[3], dst[3];
	u8 in[VC_MAX_LEN], out[VC_MAX_LEN], want[VC_MAX_LEN];
	u8 iv[AES_BLOCK_SIZE], iv0[AES_BLOCK_SIZE];
	unsigned int len;
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

// Splits @len bytes at @buf over three scatterlist entries of random sizes.
static void vc_split(struct scatterlist *sg, u8 *buf, unsigned int len)
{
	unsigned int a = len ? (unsigned int)rand() % len : 0;
	unsigned int b = len - a ? (unsigned int)rand() % (len - a) : 0;

	sg_init_table(sg, 3);
	sg_set_buf(&sg[0], buf, a);
	sg_set_buf(&sg[1], buf + a, b);
	sg_set_buf(&sg[2], buf + a + b, len - a - b);
}

// A request of @len bytes of random data, split at random, its expected result from the
// generic driver keyed as @tfm is (@generic).
static void vc_job_init(struct vc_job *j, struct crypto_skcipher *tfm,
			struct crypto_skcipher *generic, unsigned int len, u32 flags)
{
	memset(j, 0, sizeof(*j));
	j->len = len;
	get_random_bytes(j->in, len);
	get_random_bytes(j->iv0, AES_BLOCK_SIZE);
	memcpy(j->iv, j->iv0, AES_BLOCK_SIZE);
	memcpy(j->want, j->in, len);
	{
		u8 iv[AES_BLOCK_SIZE];
		struct scatterlist sg;

		memcpy(iv, j->iv0, AES_BLOCK_SIZE);
		sg_init_one(&sg, j->want, len);
		SYNC_SKCIPHER_REQUEST_ON_STACK(g, generic);
		skcipher_request_set_tfm(g, generic);
		skcipher_request_set_callback(g, 0, NULL, NULL);
		skcipher_request_set_crypt(g, &sg, &sg, len, iv);
		ck_assert_int_eq(crypto_skcipher_encrypt(g), 0);
	}
	init_completion(&j->done);
	vc_split(j->src, j->in, len);
	vc_split(j->dst, j->out, len);
	j->req = skcipher_request_alloc(tfm, GFP_KERNEL);
	ck_assert_ptr_nonnull(j->req);
	skcipher_request_set_callback(j->req, flags, vc_job_done, j);
	skcipher_request_set_crypt(j->req, j->src, j->dst, len, j->iv);
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
	ck_assert_mem_eq(j->out, j->want, j->len);
	// 6.12's cbc(aes) leaves the last ciphertext block as the next IV.
	ck_assert_mem_eq(j->iv, j->want + j->len - AES_BLOCK_SIZE, AES_BLOCK_SIZE);
	skcipher_request_free(j->req);
}

struct vc_keyed {
	struct crypto_skcipher *tfm, *generic;
};

static struct vc_keyed vc_keyed_alloc(unsigned int keylen)
{
	struct vc_keyed k;
	u8 key[32];

	k.tfm = crypto_alloc_skcipher("virtio_crypto_aes_cbc", 0, 0);
	ck_assert(!IS_ERR(k.tfm));
	k.generic = crypto_alloc_skcipher("cbc(aes-generic)", 0, 0);
	ck_assert(!IS_ERR(k.generic));
	get_random_bytes(key, keylen);
	ck_assert_int_eq(crypto_skcipher_setkey(k.tfm, key, keylen), 0);
	ck_assert_int_eq(crypto_skcipher_setkey(k.generic, key, keylen), 0);
	return k;
}

static void vc_keyed_free(struct vc_keyed *k)
{
	crypto_free_skcipher(k->tfm);
	crypto_free_skcipher(k->generic);
}

static unsigned int vc_random_len(void)
{
	return AES_BLOCK_SIZE * (1 + (unsigned int)rand() % (VC_MAX_LEN / AES_BLOCK_SIZE));
}

static struct vc_job vc_jobs[16];

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
	struct ukc_vcrypto *vc = vc_up(0);
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
		struct vc_keyed kt = vc_keyed_alloc(keylens[k]);

		for (unsigned int i = 0; i < 8; i++) {
			vc_job_init(&vc_jobs[i], kt.tfm, kt.generic, vc_random_len(), 0);
			ck_assert_int_eq(crypto_skcipher_encrypt(vc_jobs[i].req), -EINPROGRESS);
		}
		for (unsigned int i = 0; i < 8; i++)
			vc_job_check(&vc_jobs[i]);
		vc_keyed_free(&kt);
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
	struct vc_keyed kt = vc_keyed_alloc(16);

	for (unsigned int i = 0; i < ARRAY_SIZE(cases); i++) {
		struct vc_job *j = &vc_jobs[0];

		ukc_vcrypto_fault(vc, UKC_VCRYPTO_FAIL, 1, cases[i].status);
		vc_job_init(j, kt.tfm, kt.generic, 64, 0);
		memset(j->out, 0x5a, sizeof(j->out));
		ck_assert_int_eq(crypto_skcipher_encrypt(j->req), -EINPROGRESS);
		ck_assert_int_eq(vc_job_wait(j, VC_WAIT_MS), cases[i].err);
		for (unsigned int b = 0; b < j->len; b++)
			ck_assert_uint_eq(j->out[b], 0x5a);
		skcipher_request_free(j->req);
		vc_job_init(j, kt.tfm, kt.generic, 64, 0);
		ck_assert_int_eq(crypto_skcipher_encrypt(j->req), -EINPROGRESS);
		vc_job_check(j);
	}
	vc_keyed_free(&kt);
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
	struct vc_keyed kt = vc_keyed_alloc(32);

	ukc_vcrypto_fault(vc, UKC_VCRYPTO_DELAY, 0, 20000);
	ukc_vcrypto_fault(vc, UKC_VCRYPTO_REORDER, 0, 1);
	for (unsigned int i = 0; i < 12; i++) {
		vc_job_init(&vc_jobs[i], kt.tfm, kt.generic, vc_random_len(), 0);
		ck_assert_int_eq(crypto_skcipher_encrypt(vc_jobs[i].req), -EINPROGRESS);
	}
	for (unsigned int i = 0; i < 12; i++)
		vc_job_check(&vc_jobs[i]);
	vc_keyed_free(&kt);
	vc_down(vc);
}
END_TEST

// A lost interrupt. The requests are done on the ring, but 6.12's driver hears nothing: it has
// no timeout. Its engine (with retry support) hands both requests to the ring, which the device,
// stalled until both are there, serves in one batch with one interrupt, the one lost. (Served
// apart, the second's interrupt would drain both.) Whatever raises the device's interrupt next
// (here a session request on the control queue; the interrupt is the device's, as
// virtio-mmio's) runs the data queue's callback, which drains the ring: both complete. A
// duplicated interrupt finds nothing to do and changes nothing.
START_TEST(test_lost_and_duplicated_irq)
{
	struct ukc_vcrypto *vc = vc_up(0);
	struct vc_keyed kt = vc_keyed_alloc(16);

	ukc_vcrypto_fault(vc, UKC_VCRYPTO_DROP_IRQ, 1, 0);
	ukc_vcrypto_fault(vc, UKC_VCRYPTO_STALL, 0, 1);
	for (unsigned int i = 0; i < 2; i++) {
		vc_job_init(&vc_jobs[i], kt.tfm, kt.generic, 256, 0);
		ck_assert_int_eq(crypto_skcipher_encrypt(vc_jobs[i].req), -EINPROGRESS);
	}
	usleep(100 * 1000); // the engine's thread puts both on the ring
	ukc_vcrypto_fault(vc, UKC_VCRYPTO_STALL, 0, 0);
	ck_assert_int_eq(vc_job_wait(&vc_jobs[0], 300), 1); // not heard of
	ck_assert_int_eq(vc_jobs[1].calls, 0);
	struct vc_keyed other = vc_keyed_alloc(16); // session requests: interrupts

	vc_job_check(&vc_jobs[0]);
	vc_job_check(&vc_jobs[1]);
	vc_keyed_free(&other);

	ukc_vcrypto_fault(vc, UKC_VCRYPTO_DUP_IRQ, 1, 0);
	vc_job_init(&vc_jobs[2], kt.tfm, kt.generic, 256, 0);
	ck_assert_int_eq(crypto_skcipher_encrypt(vc_jobs[2].req), -EINPROGRESS);
	vc_job_check(&vc_jobs[2]);
	vc_keyed_free(&kt);
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
	struct vc_keyed kt = vc_keyed_alloc(24);

	vc_job_init(&vc_jobs[0], kt.tfm, kt.generic, 128, 0);
	ck_assert_int_eq(crypto_skcipher_encrypt(vc_jobs[0].req), -EINPROGRESS);
	vc_job_check(&vc_jobs[0]);
	vc_keyed_free(&kt);
	vc_down(vc);
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
	Suite *s = suite_create("virtio_crypto");
	TCase *tc = tcase_create("virtio_crypto");

	tcase_set_timeout(tc, 150);
	tcase_add_test(tc, test_bind_selftest);
	tcase_add_test(tc, test_matches_generic);
	tcase_add_test(tc, test_fail_status);
	tcase_add_test(tc, test_session_refused);
	tcase_add_test(tc, test_delay_reorder);
	tcase_add_test(tc, test_lost_and_duplicated_irq);
	tcase_add_test(tc, test_not_ready_and_back);
	tcase_add_test(tc, test_rsa_matches_generic);
	suite_add_tcase(s, tc);
	return check_run(s);
}
