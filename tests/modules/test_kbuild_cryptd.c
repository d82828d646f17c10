// SPDX-License-Identifier: GPL-2.0-only
// 6.12's crypto/cryptd.c, hosted in place of the library's cryptd (UKCRYPTO_BUILTIN_EXCLUDE=
// cryptd, loaded here with ukc_insmod(), its queue length set on the command line): its
// instances from module cryptd, the library's cryptd_*() calls handed to its exports, results
// against the wrapped algorithms, the per-CPU queue's limits (-ENOSPC, -EBUSY with a backlog),
// order, and a transform freed with requests in flight. With UKC_TEST_CRYPTD_LIBRARY set, the
// library's cryptd stays beside the module, and each transform keeps to the code that made it.
#define _GNU_SOURCE
#include <crypto/aead.h>
#include <crypto/cryptd.h>
#include <crypto/hash.h>
#include <crypto/internal/hash.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/random.h>
#include <linux/scatterlist.h>

#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "proc_util.h"

// The queue length the suite's command line gives the module (cryptd.cryptd_max_cpu_qlen).
#define QLEN 3

static int load_cryptd(void)
{
	char path[4096];
	const char *dir = getenv("UKC_TEST_KMOD_DIR");

	ck_assert(dir);
	snprintf(path, sizeof(path), "%s/cryptd.so", dir);
	return ukc_insmod(path);
}

// A hash whose final waits at a gate while the gate is armed: it holds cryptd's worker inside
// the wrapped algorithm (not in a completion callback, which runs with bottom halves off).
static struct {
	pthread_mutex_t lock;
	pthread_cond_t cv;
	bool armed, open;
	int waiting;
} gate = { PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, false, false, 0 };

static int gate_init(struct shash_desc *desc)
{
	*(u32 *)shash_desc_ctx(desc) = 0x12345678;
	return 0;
}

static int gate_update(struct shash_desc *desc, const u8 *data, unsigned int len)
{
	u32 *h = shash_desc_ctx(desc);

	for (unsigned int i = 0; i < len; i++)
		*h = (*h ^ data[i]) * 16777619u;
	return 0;
}

static int gate_final(struct shash_desc *desc, u8 *out)
{
	pthread_mutex_lock(&gate.lock);
	if (gate.armed) {
		gate.waiting++;
		pthread_cond_broadcast(&gate.cv);
		while (!gate.open)
			pthread_cond_wait(&gate.cv, &gate.lock);
		gate.waiting--;
	}
	pthread_mutex_unlock(&gate.lock);
	memcpy(out, shash_desc_ctx(desc), 4);
	return 0;
}

static struct shash_alg gate_alg = {
	.init = gate_init,
	.update = gate_update,
	.final = gate_final,
	.digestsize = 4,
	.descsize = 4,
	.base = { .cra_name = "ukc-test-gate",
		  .cra_driver_name = "ukc-test-gate-generic",
		  .cra_priority = 100,
		  .cra_blocksize = 1 },
};

static void gate_set(bool armed, bool open)
{
	pthread_mutex_lock(&gate.lock);
	gate.armed = armed;
	gate.open = open;
	pthread_cond_broadcast(&gate.cv);
	pthread_mutex_unlock(&gate.lock);
}

static void gate_wait_waiting(int n)
{
	struct timespec until;

	clock_gettime(CLOCK_REALTIME, &until);
	until.tv_sec += 10;
	pthread_mutex_lock(&gate.lock);
	while (gate.waiting != n)
		ck_assert(pthread_cond_timedwait(&gate.cv, &gate.lock, &until) == 0);
	pthread_mutex_unlock(&gate.lock);
}

// One request's completions, as its callback saw them, in order of final completion.
struct done {
	pthread_mutex_t lock;
	pthread_cond_t cv;
	int finals, order[64], backlogged[64], errs[64];
};

static struct done done = {
	PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, 0, { 0 }, { 0 }, { 0 }
};

static void done_cb(void *data, int err)
{
	int id = (int)(long)data;

	pthread_mutex_lock(&done.lock);
	if (err == -EINPROGRESS) {
		done.backlogged[id]++;
	} else {
		done.errs[id] = err;
		done.order[done.finals++] = id;
	}
	pthread_cond_broadcast(&done.cv);
	pthread_mutex_unlock(&done.lock);
}

static void done_reset(void)
{
	pthread_mutex_lock(&done.lock);
	done.finals = 0;
	memset(done.backlogged, 0, sizeof(done.backlogged));
	memset(done.errs, 0x7f, sizeof(done.errs));
	pthread_mutex_unlock(&done.lock);
}

static void done_wait(int finals)
{
	struct timespec until;

	clock_gettime(CLOCK_REALTIME, &until);
	until.tv_sec += 10;
	pthread_mutex_lock(&done.lock);
	while (done.finals < finals)
		ck_assert(pthread_cond_timedwait(&done.cv, &done.lock, &until) == 0);
	pthread_mutex_unlock(&done.lock);
}

// A request's count drops after its callback returns: wait (up to 10 s) for @queued to say no
// request of the transform is left.
#define wait_not_queued(queued, tfm)                                                        \
	do {                                                                                \
		int ms = 0;                                                                 \
		while (queued(tfm) && ms++ < 10000)                                         \
			usleep(1000);                                                       \
		ck_assert_msg(!queued(tfm), #queued " still true 10 s after the callback"); \
	} while (0)

// Requests from one CPU go to that CPU's queue: the thread keeps to one.
static void pin_to_one_cpu(void)
{
	cpu_set_t set;

	ck_assert_int_eq(sched_getaffinity(0, sizeof(set), &set), 0);
	for (int c = 0; c < CPU_SETSIZE; c++)
		if (CPU_ISSET(c, &set)) {
			CPU_ZERO(&set);
			CPU_SET(c, &set);
			ck_assert_int_eq(sched_setaffinity(0, sizeof(set), &set), 0);
			return;
		}
	ck_abort_msg("no CPU in the affinity mask");
}

static void setup(void)
{
	ck_assert_int_eq(load_cryptd(), 0);
	ck_assert_int_eq(crypto_register_shash(&gate_alg), 0);
}

static void teardown(void)
{
	crypto_unregister_shash(&gate_alg);
}

// The module's instances: driver name, module, priority (the wrapped one's + 50), async; the
// library's functions of cryptd.c's names went to the module's exports.
START_TEST(test_instances_from_module)
{
	ck_assert(ukc_arch_hook("cryptd_alloc_ahash"));
	ck_assert(ukc_arch_hook("cryptd_free_aead"));
	ck_assert_int_eq(log_count("cryptd: max_cpu_qlen set to 3\n"), 1);
	struct cryptd_ahash *h = cryptd_alloc_ahash("ukc-test-gate-generic", 0, 0);
	ck_assert_msg(!IS_ERR(h), "%ld", PTR_ERR(h));
	ck_assert_str_eq(crypto_ahash_driver_name(&h->base), "cryptd(ukc-test-gate-generic)");
	ck_assert_str_eq(crypto_shash_driver_name(cryptd_ahash_child(h)), "ukc-test-gate-generic");
	ck_assert(proc_passed_from("cryptd(ukc-test-gate-generic)", "cryptd"));
	proc_assert_block("cryptd(ukc-test-gate-generic)", "priority     : 150\n",
			  "async        : yes\n", "type         : ahash\n");
	wait_not_queued(cryptd_ahash_queued, h);
	cryptd_free_ahash(h);
	// Names cryptd cannot take: too long, or an async algorithm (the mask asks for a sync one;
	// 6.12's template then makes an shash-typed instance of the inner name, a duplicate).
	char longname[CRYPTO_MAX_ALG_NAME];
	memset(longname, 'a', sizeof(longname) - 1);
	longname[sizeof(longname) - 1] = 0;
	ck_assert_int_eq(PTR_ERR(cryptd_alloc_skcipher(longname, 0, 0)), -EINVAL);
	ck_assert(IS_ERR(cryptd_alloc_ahash("cryptd(ukc-test-gate-generic)", 0, 0)));
}
END_TEST

// Digests through the queue equal the wrapped shash's, every length 0..300, each answered
// -EINPROGRESS and completed by its callback. (Not over sha256-generic: testmgr would test
// "cryptd(sha256-generic)" with sha256's vectors, whose shash half asks the template for an
// shash of that name, and the instance that makes is refused as a duplicate (-EEXIST): 6.12's
// cryptd wraps internal algorithms, which have no vectors of their own.)
START_TEST(test_ahash_matches_child)
{
	struct cryptd_ahash *h = cryptd_alloc_ahash("ukc-test-gate-generic", 0, 0);
	ck_assert_msg(!IS_ERR(h), "%ld", PTR_ERR(h));
	struct ahash_request *req = ahash_request_alloc(&h->base, GFP_KERNEL);
	ck_assert(req);
	u8 data[300], got[4], want[4];
	struct scatterlist sg;

	get_random_bytes(data, sizeof(data));
	for (unsigned int len = 0; len <= sizeof(data); len++) {
		done_reset();
		sg_init_one(&sg, data, len);
		ahash_request_set_callback(req, 0, done_cb, (void *)0L);
		ahash_request_set_crypt(req, &sg, got, len);
		ck_assert_int_eq(crypto_ahash_digest(req), -EINPROGRESS);
		done_wait(1);
		ck_assert_int_eq(done.errs[0], 0);
		ck_assert_int_eq(crypto_shash_tfm_digest(cryptd_ahash_child(h), data, len, want),
				 0);
		ck_assert_mem_eq(got, want, 4);
	}
	ahash_request_free(req);
	cryptd_free_ahash(h);
}
END_TEST

// Held at the gate, one request runs and QLEN wait; the next is refused with -ENOSPC (never
// called back), one that may backlog gets -EBUSY, then -EINPROGRESS and its result. All end in
// the order sent, each once, and the transform, freed while they wait, goes with the last.
START_TEST(test_queue_limits_and_order)
{
	pin_to_one_cpu();
	struct cryptd_ahash *h = cryptd_alloc_ahash("ukc-test-gate-generic", 0, 0);
	ck_assert_msg(!IS_ERR(h), "%ld", PTR_ERR(h));
	enum {
		N = QLEN + 3
	};
	struct ahash_request *reqs[N];
	u8 data[N][16], out[N][4], want[4];
	struct scatterlist sg[N];

	done_reset();
	gate_set(true, false);
	for (int i = 0; i < N; i++) {
		reqs[i] = ahash_request_alloc(&h->base, GFP_KERNEL);
		ck_assert(reqs[i]);
		get_random_bytes(data[i], sizeof(data[i]));
		sg_init_one(&sg[i], data[i], sizeof(data[i]));
		u32 flags = i == QLEN + 2 ? CRYPTO_TFM_REQ_MAY_BACKLOG : 0;
		ahash_request_set_callback(reqs[i], flags, done_cb, (void *)(long)i);
		ahash_request_set_crypt(reqs[i], &sg[i], out[i], sizeof(data[i]));
		int err = crypto_ahash_digest(reqs[i]);
		if (i == 0) {
			ck_assert_int_eq(err, -EINPROGRESS);
			gate_wait_waiting(1); // taken off the queue, running
		} else if (i <= QLEN) {
			ck_assert_int_eq(err, -EINPROGRESS);
		} else if (i == QLEN + 1) {
			ck_assert_int_eq(err, -ENOSPC);
		} else {
			ck_assert_int_eq(err, -EBUSY);
		}
	}
	ck_assert(cryptd_ahash_queued(h));
	cryptd_free_ahash(h); // freed by the last request's completion
	gate_set(false, true);
	done_wait(N - 1);
	struct shash_desc *d = alloca(sizeof(*d) + 4);
	int k = 0;
	for (int i = 0; i < N; i++) {
		if (i == QLEN + 1) {
			ck_assert_int_eq(done.errs[i], 0x7f7f7f7f); // never called back
			continue;
		}
		ck_assert_int_eq(done.order[k++], i);
		ck_assert_int_eq(done.errs[i], 0);
		ck_assert_int_eq(done.backlogged[i], i == QLEN + 2);
		gate_init(d);
		gate_update(d, data[i], sizeof(data[i]));
		memcpy(want, shash_desc_ctx(d), 4);
		ck_assert_mem_eq(out[i], want, 4);
	}
	for (int i = 0; i < N; i++)
		ahash_request_free(reqs[i]);
}
END_TEST

// cbc(aes-generic) through the queue equals its child's result, and decrypts back.
START_TEST(test_skcipher_matches_child)
{
	struct cryptd_skcipher *c = cryptd_alloc_skcipher("cbc(aes-generic)", 0, 0);
	ck_assert(!IS_ERR(c));
	ck_assert_str_eq(crypto_skcipher_driver_name(&c->base), "cryptd(cbc(aes-generic))");
	struct crypto_skcipher *child = cryptd_skcipher_child(c);
	u8 key[32], iv[16], iv2[16], pt[4096], ct[4096], want[4096];
	struct scatterlist src, dst;

	get_random_bytes(key, sizeof(key));
	get_random_bytes(iv, sizeof(iv));
	get_random_bytes(pt, sizeof(pt));
	ck_assert_int_eq(crypto_skcipher_setkey(&c->base, key, sizeof(key)), 0);
	struct skcipher_request *req = skcipher_request_alloc(&c->base, GFP_KERNEL);
	ck_assert(req);
	done_reset();
	memcpy(iv2, iv, 16);
	sg_init_one(&src, pt, sizeof(pt));
	sg_init_one(&dst, ct, sizeof(ct));
	skcipher_request_set_callback(req, 0, done_cb, (void *)0L);
	skcipher_request_set_crypt(req, &src, &dst, sizeof(pt), iv2);
	ck_assert_int_eq(crypto_skcipher_encrypt(req), -EINPROGRESS);
	done_wait(1);
	ck_assert_int_eq(done.errs[0], 0);
	skcipher_request_free(req);
	// The child, keyed through the parent, straight on this thread.
	req = skcipher_request_alloc(child, GFP_KERNEL);
	sg_init_one(&dst, want, sizeof(want));
	memcpy(iv2, iv, 16);
	skcipher_request_set_callback(req, 0, NULL, NULL);
	skcipher_request_set_crypt(req, &src, &dst, sizeof(pt), iv2);
	ck_assert_int_eq(crypto_skcipher_encrypt(req), 0);
	ck_assert_mem_eq(ct, want, sizeof(ct));
	sg_init_one(&src, ct, sizeof(ct));
	memcpy(iv2, iv, 16);
	skcipher_request_set_crypt(req, &src, &dst, sizeof(ct), iv2);
	ck_assert_int_eq(crypto_skcipher_decrypt(req), 0);
	ck_assert_mem_eq(want, pt, sizeof(pt));
	skcipher_request_free(req);
	wait_not_queued(cryptd_skcipher_queued, c);
	cryptd_free_skcipher(c);
}
END_TEST

// GCM through the queue: the child's ciphertext and tag; a flipped tag bit ends with -EBADMSG
// in the callback. (By the child's driver name, which the instance's driver name wraps: a
// lookup of "cryptd(gcm(aes-generic))" would find no instance of that name after making one.)
START_TEST(test_aead_matches_child)
{
	struct cryptd_aead *a = cryptd_alloc_aead("gcm_base(ctr(aes-generic),ghash-generic)", 0, 0);
	ck_assert_msg(!IS_ERR(a), "%ld", PTR_ERR(a));
	struct crypto_aead *child = cryptd_aead_child(a);
	u8 key[16], iv[12], buf[16 + 200 + 16], ref[sizeof(buf)];
	struct scatterlist sg;

	get_random_bytes(key, sizeof(key));
	get_random_bytes(iv, sizeof(iv));
	get_random_bytes(buf, sizeof(buf));
	memcpy(ref, buf, sizeof(buf));
	ck_assert_int_eq(crypto_aead_setkey(&a->base, key, sizeof(key)), 0);
	ck_assert_int_eq(crypto_aead_setauthsize(&a->base, 16), 0);
	struct aead_request *req = aead_request_alloc(&a->base, GFP_KERNEL);
	ck_assert(req);
	done_reset();
	sg_init_one(&sg, buf, sizeof(buf));
	aead_request_set_callback(req, 0, done_cb, (void *)0L);
	aead_request_set_ad(req, 16);
	aead_request_set_crypt(req, &sg, &sg, 200, iv);
	ck_assert_int_eq(crypto_aead_encrypt(req), -EINPROGRESS);
	done_wait(1);
	ck_assert_int_eq(done.errs[0], 0);
	struct aead_request *creq = aead_request_alloc(child, GFP_KERNEL);
	struct scatterlist rsg;
	sg_init_one(&rsg, ref, sizeof(ref));
	aead_request_set_callback(creq, 0, NULL, NULL);
	aead_request_set_ad(creq, 16);
	aead_request_set_crypt(creq, &rsg, &rsg, 200, iv);
	ck_assert_int_eq(crypto_aead_encrypt(creq), 0);
	ck_assert_mem_eq(buf, ref, sizeof(buf));
	aead_request_free(creq);
	buf[sizeof(buf) - 1] ^= 1;
	done_reset();
	aead_request_set_crypt(req, &sg, &sg, 216, iv);
	ck_assert_int_eq(crypto_aead_decrypt(req), -EINPROGRESS);
	done_wait(1);
	ck_assert_int_eq(done.errs[0], -EBADMSG);
	aead_request_free(req);
	wait_not_queued(cryptd_aead_queued, a);
	cryptd_free_aead(a);
}
END_TEST

// Beside the library's own cryptd, the module loads (6.12 refuses a template only when the
// same one registers twice, not a second of the same name) and its template, the newer, makes
// the instances from then on. A transform over an instance the library's template made before
// keeps to the library's code; one over a new instance is the module's, through the library's
// functions.
START_TEST(test_module_beside_library)
{
	ck_assert_int_eq(crypto_register_shash(&gate_alg), 0);
	struct cryptd_ahash *h = cryptd_alloc_ahash("ukc-test-gate-generic", 0, 0);
	ck_assert_msg(!IS_ERR(h), "%ld", PTR_ERR(h));
	ck_assert(proc_passed_from("cryptd(ukc-test-gate-generic)", "kernel"));
	ck_assert_int_eq(load_cryptd(), 0);
	ck_assert(ukc_arch_hook("cryptd_alloc_ahash"));
	struct cryptd_ahash *again = cryptd_alloc_ahash("ukc-test-gate-generic", 0, 0);
	ck_assert_msg(!IS_ERR(again), "%ld", PTR_ERR(again));
	ck_assert_ptr_eq(crypto_ahash_tfm(&again->base)->__crt_alg,
			 crypto_ahash_tfm(&h->base)->__crt_alg);
	cryptd_free_ahash(again);
	struct cryptd_skcipher *c = cryptd_alloc_skcipher("ecb(aes-generic)", 0, 0);
	ck_assert_msg(!IS_ERR(c), "%ld", PTR_ERR(c));
	ck_assert(proc_passed_from("cryptd(ecb(aes-generic))", "cryptd"));
	ck_assert_str_eq(crypto_skcipher_driver_name(cryptd_skcipher_child(c)), "ecb(aes-generic)");
	wait_not_queued(cryptd_skcipher_queued, c);
	cryptd_free_skcipher(c);

	u8 data[100], got[4], want[4];
	struct scatterlist sg;
	struct ahash_request *req = ahash_request_alloc(&h->base, GFP_KERNEL);

	ck_assert(req);
	get_random_bytes(data, sizeof(data));
	sg_init_one(&sg, data, sizeof(data));
	ck_assert_str_eq(crypto_shash_driver_name(cryptd_ahash_child(h)), "ukc-test-gate-generic");
	done_reset();
	ahash_request_set_callback(req, 0, done_cb, (void *)0L);
	ahash_request_set_crypt(req, &sg, got, sizeof(data));
	ck_assert_int_eq(crypto_ahash_digest(req), -EINPROGRESS);
	done_wait(1);
	ck_assert_int_eq(done.errs[0], 0);
	ck_assert_int_eq(crypto_shash_tfm_digest(cryptd_ahash_child(h), data, sizeof(data), want),
			 0);
	ck_assert_mem_eq(got, want, 4);
	wait_not_queued(cryptd_ahash_queued, h);
	ahash_request_free(req);
	cryptd_free_ahash(h);
	crypto_unregister_shash(&gate_alg);
}
END_TEST

int main(void)
{
	if (getenv("UKC_TEST_CRYPTD_LIBRARY"))
		return check_run(check_new_suite("kbuild_cryptd", "cryptd", 60,
						 { test_module_beside_library }));

	Suite *s = suite_create("kbuild_cryptd");
	TCase *tc = check_new_tcase(s, "cryptd", 60, { test_instances_from_module },
				    { test_ahash_matches_child }, { test_queue_limits_and_order },
				    { test_skcipher_matches_child }, { test_aead_matches_child });

	tcase_add_checked_fixture(tc, setup, teardown);
	return check_run(s);
}
