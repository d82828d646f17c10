// SPDX-License-Identifier: GPL-2.0-only
// Allocation failure: the failslab switch fails the calls it is told to, and for each scenario
// (a new template instance, an AEAD with a request, a driver's registration) every allocation
// is failed in turn, in a fresh child: no crash, no leak (LeakSanitizer, in the ASan build),
// an errno or success with the right result, and a library still usable afterwards.
#define _GNU_SOURCE
#include <crypto/aead.h>
#include <crypto/aes.h>
#include <crypto/drbg.h>
#include <crypto/algapi.h>
#include <crypto/internal/cipher.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/gfp.h>
#include <linux/scatterlist.h>
#include <linux/slab.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <check.h>

#include "check_run.h"
#include "exec_util.h"
#include "testvec.h"
#include "ukc_failslab.h"

// A scenario that completed but computed the wrong bytes.
#define WRONG_RESULT 1000
// The child's own verdicts; ASan and UBSan exit with 1.
#define CHILD_OK 0
#define CHILD_SHORT_WRITE 40

// LeakSanitizer's, in the ASan build; null in the others.
int __lsan_do_recoverable_leak_check(void) __attribute__((__weak__));

static const u8 zero32[32];

// FIPS-197 appendix C.1 (AES-128).
static const u8 fips197_key[16] = { 0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07,
				    0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f };
static const u8 fips197_pt[16] = { 0x00, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77,
				   0x88, 0x99, 0xaa, 0xbb, 0xcc, 0xdd, 0xee, 0xff };
static const u8 fips197_ct[16] = { 0x69, 0xc4, 0xe0, 0xd8, 0x6a, 0x7b, 0x04, 0x30,
				   0xd8, 0xcd, 0xb7, 0x80, 0x70, 0xb4, 0xc5, 0x5a };
// IEEE 1619-2007 XTS-AES-128 vector 1: zero keys, tweak and plaintext.
static const u8 xts_ct[32] = { 0x91, 0x7c, 0xf6, 0x9e, 0xbd, 0x68, 0xb2, 0xec, 0x9b, 0x9f, 0xe9,
			       0xa3, 0xea, 0xdd, 0xa6, 0x92, 0xcd, 0x43, 0xd2, 0xf5, 0x95, 0x98,
			       0xed, 0x85, 0x8c, 0x02, 0xc2, 0x65, 0x2f, 0xbf, 0x92, 0x2e };
// McGrew and Viega, "The Galois/Counter Mode of Operation", test case 2: C || T.
static const u8 gcm_ct[32] = { 0x03, 0x88, 0xda, 0xce, 0x60, 0xb6, 0xa3, 0x92, 0xf3, 0x28, 0xc2,
			       0xb9, 0x71, 0xb2, 0xfe, 0x78, 0xab, 0x6e, 0x47, 0xd4, 0x2c, 0xec,
			       0x13, 0xbd, 0xf5, 0x3a, 0x67, 0xb2, 0x12, 0x57, 0xbd, 0xdf };

// ---- the scenarios: each returns 0 (right result), a -errno, or WRONG_RESULT ----

// One skcipher operation in place over @buf.
static int skcipher_once(struct crypto_skcipher *tfm, bool enc, u8 *buf, unsigned int len, u8 *iv)
{
	struct skcipher_request *req = skcipher_request_alloc(tfm, GFP_KERNEL);
	struct scatterlist sg;
	DECLARE_CRYPTO_WAIT(wait);

	if (!req)
		return -ENOMEM;
	sg_init_one(&sg, buf, len);
	skcipher_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP, crypto_req_done, &wait);
	skcipher_request_set_crypt(req, &sg, &sg, len, iv);
	int err = crypto_wait_req(enc ? crypto_skcipher_encrypt(req) : crypto_skcipher_decrypt(req),
				  &wait);
	skcipher_request_free(req);
	return err;
}

// Encrypts @pt under @name and compares with @ct, then decrypts back.
static int skcipher_known_answer(const char *name, const u8 *key, unsigned int klen, const u8 *pt,
				 const u8 *ct, unsigned int len)
{
	struct crypto_skcipher *tfm = crypto_alloc_skcipher(name, 0, 0);
	u8 buf[32], iv[16] = { 0 };

	if (IS_ERR(tfm))
		return (int)PTR_ERR(tfm);
	int err = crypto_skcipher_setkey(tfm, key, klen);
	memcpy(buf, pt, len);
	if (!err)
		err = skcipher_once(tfm, true, buf, len, iv);
	if (!err && memcmp(buf, ct, len))
		err = WRONG_RESULT;
	memset(iv, 0, sizeof(iv));
	if (!err)
		err = skcipher_once(tfm, false, buf, len, iv);
	if (!err && memcmp(buf, pt, len))
		err = WRONG_RESULT;
	crypto_free_skcipher(tfm);
	return err;
}

// A template instance built on demand, with its inner instance: xts over ecb(aes-generic).
static int scenario_instance(void)
{
	return skcipher_known_answer("xts(ecb(aes-generic))", zero32, 32, zero32, xts_ct, 32);
}

static int aead_once(struct aead_request *req, bool enc, u8 *buf, u8 *iv)
{
	struct scatterlist sg;
	DECLARE_CRYPTO_WAIT(wait);

	sg_init_one(&sg, buf, 32);
	aead_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP, crypto_req_done, &wait);
	aead_request_set_crypt(req, &sg, &sg, enc ? 16 : 32, iv);
	aead_request_set_ad(req, 0);
	return crypto_wait_req(enc ? crypto_aead_encrypt(req) : crypto_aead_decrypt(req), &wait);
}

// gcm(aes): gcm_base, ctr(aes) and ghash instantiated, a request, both directions.
static int scenario_aead(void)
{
	struct crypto_aead *tfm = crypto_alloc_aead("gcm(aes)", 0, 0);
	u8 buf[32] = { 0 }, iv[12] = { 0 };

	if (IS_ERR(tfm))
		return (int)PTR_ERR(tfm);
	int err = crypto_aead_setkey(tfm, zero32, 16);
	if (!err)
		err = crypto_aead_setauthsize(tfm, 16);
	struct aead_request *req = err ? NULL : aead_request_alloc(tfm, GFP_KERNEL);
	if (!err && !req)
		err = -ENOMEM;
	if (!err)
		err = aead_once(req, true, buf, iv);
	if (!err && memcmp(buf, gcm_ct, 32))
		err = WRONG_RESULT;
	if (!err)
		err = aead_once(req, false, buf, iv);
	if (!err && memcmp(buf, zero32, 16))
		err = WRONG_RESULT;
	aead_request_free(req);
	crypto_free_aead(tfm);
	return err;
}

static int failslab_aes_setkey(struct crypto_tfm *tfm, const u8 *key, unsigned int len)
{
	return aes_expandkey(crypto_tfm_ctx(tfm), key, len);
}

static void failslab_aes_encrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	aes_encrypt(crypto_tfm_ctx(tfm), dst, src);
}

static void failslab_aes_decrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	aes_decrypt(crypto_tfm_ctx(tfm), dst, src);
}

// Above aes-generic: its registration retires the ecb(aes) the parent built on aes-generic.
static struct crypto_alg failslab_aes = {
	.cra_name = "aes",
	.cra_driver_name = "aes-failslab",
	.cra_priority = 300,
	.cra_flags = CRYPTO_ALG_TYPE_CIPHER,
	.cra_blocksize = AES_BLOCK_SIZE,
	.cra_ctxsize = sizeof(struct crypto_aes_ctx),
	.cra_cipher = { .cia_min_keysize = AES_MIN_KEY_SIZE,
			.cia_max_keysize = AES_MAX_KEY_SIZE,
			.cia_setkey = failslab_aes_setkey,
			.cia_encrypt = failslab_aes_encrypt,
			.cia_decrypt = failslab_aes_decrypt },
};

// A driver registers (and is self-tested), ecb(aes) is rebuilt on it and used, and it goes.
static int scenario_register(void)
{
	int err = crypto_register_alg(&failslab_aes);

	if (err)
		return err;
	err = skcipher_known_answer("ecb(aes)", fips197_key, 16, fips197_pt, fips197_ct, 16);
	crypto_unregister_alg(&failslab_aes);
	return err;
}

static void prepare_register(void)
{
	struct crypto_skcipher *tfm = crypto_alloc_skcipher("ecb(aes)", 0, 0);

	ck_assert(!IS_ERR(tfm));
	crypto_free_skcipher(tfm);
}

// ---- the sweep ----

struct point_result {
	int err;       // the scenario's answer under the switch
	int retry_err; // the scenario again, the switch off
	int usable;    // aes-generic still answers FIPS-197 afterwards
	int leaked;    // LeakSanitizer found unreachable blocks
	unsigned long injected;
};

static bool aes_generic_usable(void)
{
	struct crypto_cipher *tfm = crypto_alloc_cipher("aes-generic", 0, 0);
	u8 out[16];

	if (IS_ERR(tfm))
		return false;
	bool ok = !crypto_cipher_setkey(tfm, fips197_key, 16);
	if (ok) {
		crypto_cipher_encrypt_one(tfm, out, fips197_pt);
		ok = !memcmp(out, fips197_ct, 16);
	}
	crypto_free_cipher(tfm);
	return ok;
}

// Children in flight at once.
#define SWEEP_PARALLEL 8

// A point's child in flight: its pid, the pipe it answers on, the allocation it failed.
struct point_child {
	pid_t pid;
	int fd;
	unsigned long k;
};

struct sweep_stats {
	unsigned long points, ok, enomem, elibbad, other_errno;
	unsigned long crashed, leaked, bad;
};

// One scenario's sweep. The test's process runs the scenario once, the switch counting its
// allocations; at each, fork_at_allocation() forks a child in which that allocation fails
// and which finishes the run from there. Each child is thus the fresh process a run failing
// allocation k would be at that point, without running the first k - 1 again.
static struct {
	int (*run)(void);
	bool in_child;
	int fd; // in a child: where its result goes
	struct point_child inflight[SWEEP_PARALLEL];
	unsigned int busy;
	struct sweep_stats st;
} sweep_state;

// Whether one point's outcome is acceptable; counts it either way.
static bool judge_point(unsigned long k, int status, const struct point_result *r,
			struct sweep_stats *st)
{
	const char *why = NULL;

	if (WIFSIGNALED(status)) {
		st->crashed++;
		why = "crashed";
	} else if (WEXITSTATUS(status) == 0 && r->leaked) {
		st->leaked++;
		why = "leaked (LeakSanitizer)";
	} else if (WEXITSTATUS(status) != 0) {
		st->crashed++;
		why = "died (sanitizer or check)";
	} else if (r->injected != 1) {
		why = "the point was not reached";
	} else if (r->err > 0 || r->err < -4095) {
		why = "wrong result";
	} else if (!r->usable) {
		why = "aes-generic unusable afterwards";
	} else if (r->retry_err && r->retry_err != -ELIBBAD) {
		why = "the scenario fails again without injection";
	}
	if (!why) {
		if (r->err == 0)
			st->ok++;
		else if (r->err == -ENOMEM)
			st->enomem++;
		else if (r->err == -ELIBBAD)
			st->elibbad++;
		else
			st->other_errno++;
		return true;
	}
	if (st->bad++ < 8)
		fprintf(stderr,
			"  allocation %lu: %s (status %#x, err %d, retry %d, injected %lu)\n", k,
			why, status, r->err, r->retry_err, r->injected);
	return false;
}

// Waits for the oldest child in flight and judges what it reported.
static void reap_oldest(void)
{
	struct point_child c = sweep_state.inflight[0];
	struct point_result r;
	int status;

	memmove(sweep_state.inflight, sweep_state.inflight + 1,
		--sweep_state.busy * sizeof(sweep_state.inflight[0]));
	memset(&r, 0, sizeof(r));
	ssize_t n = read(c.fd, &r, sizeof(r));
	close(c.fd);
	ck_assert_int_eq(waitpid(c.pid, &status, 0), c.pid);
	if (n != (ssize_t)sizeof(r) && WIFEXITED(status) && WEXITSTATUS(status) == 0)
		status = CHILD_SHORT_WRITE << 8;
	sweep_state.st.points++;
	judge_point(c.k, status, &r, &sweep_state.st);
}

// The switch's hook: true (fail it) in a new child, false in the test's process.
static bool fork_at_allocation(unsigned long call, size_t size)
{
	int fds[2];

	(void)size;
	if (sweep_state.in_child)
		return false;
	if (sweep_state.busy == SWEEP_PARALLEL)
		reap_oldest();
	ck_assert_int_eq(pipe(fds), 0);
	fflush(NULL);
	pid_t pid = fork();
	if (pid == 0) {
		close(fds[0]);
		sweep_state.in_child = true;
		sweep_state.fd = fds[1];
		return true;
	}
	ck_assert_int_gt(pid, 0); // only here: Check's assertions report to the test's process
	close(fds[1]);
	sweep_state.inflight[sweep_state.busy++] = (struct point_child){ pid, fds[0], call };
	return false;
}

// A child's end, once the scenario returned @err: the checks with the switch off, the
// report, and no return.
static void point_child_finish(int err)
{
	struct point_result r = { .err = err };

	r.injected = ukc_failslab_injected();
	r.usable = aes_generic_usable();
	r.retry_err = sweep_state.run();
	// Checked here rather than at exit, where a leak and an ASan error look alike.
	r.leaked = __lsan_do_recoverable_leak_check ? __lsan_do_recoverable_leak_check() : 0;
	_exit(write(sweep_state.fd, &r, sizeof(r)) == sizeof(r) ? CHILD_OK : CHILD_SHORT_WRITE);
}

static void sweep(const char *name, void (*prepare)(void), int (*run)(void))
{
	struct sweep_stats *st = &sweep_state.st;

	ck_assert_int_eq(crypto_init(), 0);
	if (prepare)
		prepare();
	sweep_state.run = run;
	ukc_failslab_set_hook(fork_at_allocation);
	ck_assert_int_eq(ukc_failslab_arm("verbose=0"), 0);
	int err = run();
	ukc_failslab_disarm();
	if (sweep_state.in_child)
		point_child_finish(err);
	ukc_failslab_set_hook(NULL);
	unsigned long count = ukc_failslab_calls();
	while (sweep_state.busy)
		reap_oldest();

	printf("%s: %lu injection points swept: %lu succeeded, %lu -ENOMEM, %lu -ELIBBAD, "
	       "%lu other errno; %lu crashed, %lu leaked, %lu wrong\n",
	       name, st->points, st->ok, st->enomem, st->elibbad, st->other_errno, st->crashed,
	       st->leaked, st->bad - st->crashed - st->leaked);
	fflush(stdout);
	ck_assert_int_eq(err, 0);
	ck_assert_uint_eq(ukc_failslab_injected(), 0);
	ck_assert_uint_gt(count, 10);
	ck_assert_uint_eq(st->points, count);
	ck_assert_msg(st->bad == 0, "%s: %lu of %lu points failed", name, st->bad, st->points);
	ck_assert(aes_generic_usable());
	if (__lsan_do_recoverable_leak_check)
		ck_assert_int_eq(__lsan_do_recoverable_leak_check(), 0);
}

// One DRBG instantiated from 6.12's first vector for @driver, generating twice.
static int drbg_known_answer(const char *driver)
{
	const struct drbg_testvec *v = ukc_suite_drbg_vecs(ukc_find_vector_suite(driver));
	u8 out[256];

	if (!v || v->expectedlen > sizeof(out))
		return WRONG_RESULT;
	struct crypto_rng *rng = crypto_alloc_rng(driver, 0, 0);
	if (IS_ERR(rng))
		return (int)PTR_ERR(rng);
	crypto_rng_set_entropy(rng, v->entropy, v->entropylen);
	int err = crypto_rng_reset(rng, v->pers, v->perslen);
	if (!err)
		err = crypto_rng_generate(rng, v->addtla, v->addtllen, out, v->expectedlen);
	if (!err)
		err = crypto_rng_generate(rng, v->addtlb, v->addtllen, out, v->expectedlen);
	if (!err && memcmp(out, v->expected, v->expectedlen))
		err = WRONG_RESULT;
	crypto_free_rng(rng);
	return err;
}

// The three DRBG mechanisms: CTR (cipher, ctr(aes), its request), HMAC and Hash (shash and
// descriptor).
static int scenario_drbg(void)
{
	int err = drbg_known_answer("drbg_nopr_ctr_aes256");

	if (!err)
		err = drbg_known_answer("drbg_nopr_hmac_sha512");
	if (!err)
		err = drbg_known_answer("drbg_nopr_sha256");
	return err;
}

// Each scenario swept, in the order the test case has always run them.
static const struct {
	const char *name;
	void (*prepare)(void);
	int (*run)(void);
} sweeps[] = {
	{ "xts(ecb(aes-generic))", NULL, scenario_instance },
	{ "gcm(aes)", NULL, scenario_aead },
	{ "register aes-failslab", prepare_register, scenario_register },
	{ "drbg ctr, hmac, hash", NULL, scenario_drbg },
};

START_TEST(test_sweep)
{
	sweep(sweeps[_i].name, sweeps[_i].prepare, sweeps[_i].run);
}
END_TEST

// ---- the switch itself ----

// Which of @n kmalloc() calls failed, as a bit mask (bit i: call i + 1).
static unsigned long kmalloc_failures(unsigned int n, size_t size)
{
	unsigned long mask = 0;

	for (unsigned int i = 0; i < n; i++) {
		void *p = kmalloc(size, GFP_KERNEL);
		if (!p)
			mask |= 1ul << i;
		kfree(p);
	}
	return mask;
}

START_TEST(test_switch_semantics)
{
	ck_assert_int_eq(ukc_failslab_arm("fail-nth=3,verbose=0"), 0);
	ck_assert_uint_eq(kmalloc_failures(6, 8), 0x4);
	ck_assert_uint_eq(ukc_failslab_calls(), 6);
	ck_assert_uint_eq(ukc_failslab_injected(), 1);
	// From a given call on.
	ck_assert_int_eq(ukc_failslab_arm("fail-nth=2,probability=100,times=-1,verbose=0"), 0);
	ck_assert_uint_eq(kmalloc_failures(5, 8), 0x1e);
	// Every third call that passed the other tests, twice at most.
	ck_assert_int_eq(ukc_failslab_arm("interval=3,probability=100,times=2,verbose=0"), 0);
	ck_assert_uint_eq(kmalloc_failures(10, 8), 0x24);
	// No failure until 100 bytes were asked for.
	ck_assert_int_eq(ukc_failslab_arm("space=100,probability=100,times=-1,verbose=0"), 0);
	ck_assert_uint_eq(kmalloc_failures(3, 60), 0x6);
	// The boot option's form: <interval>,<probability>,<space>,<times>.
	ck_assert_int_eq(ukc_failslab_arm("1,100,0,-1"), 0);
	ck_assert_uint_eq(kmalloc_failures(4, 8), 0xf);
	ck_assert_uint_eq(ukc_get_free_pages(GFP_KERNEL, 0), 0);
	ck_assert_ptr_null(kzalloc(1, GFP_KERNEL));
	ck_assert_ptr_null(kstrdup("x", GFP_KERNEL));
	// About half, with probability=50.
	ck_assert_int_eq(ukc_failslab_arm("probability=50,times=-1,verbose=0"), 0);
	unsigned long failed = 0;
	for (int i = 0; i < 1000; i++)
		failed += __builtin_popcountl(kmalloc_failures(1, 8));
	ck_assert_uint_gt(failed, 400);
	ck_assert_uint_lt(failed, 600);
	ukc_failslab_disarm();
	ck_assert_uint_eq(kmalloc_failures(8, 8), 0);
}
END_TEST

START_TEST(test_switch_bad_specs)
{
	static const char *const bad[] = { "fail-nth",	  "bogus=1", "times=-2",  "probability=x",
					   "interval=1,", "1,2,3",   "1,2,3,4,5", "fail-nth=3 " };

	ck_assert_int_eq(ukc_failslab_arm("fail-nth=1,verbose=0"), 0);
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		ck_assert_msg(ukc_failslab_arm(bad[i]) == -EINVAL, "%s", bad[i]);
	// Still armed as before: the first call fails.
	ck_assert_uint_eq(kmalloc_failures(2, 8), 0x1);
	ukc_failslab_disarm();
}
END_TEST

// A logged failure names the attributes, as 6.12's fail_dump(); __GFP_NOWARN keeps it out.
START_TEST(test_switch_verbose)
{
	static char log[1 << 16];

	ukc_log_clear();
	ck_assert_int_eq(ukc_failslab_arm("fail-nth=1"), 0);
	ck_assert_ptr_null(kmalloc(8, GFP_KERNEL | __GFP_NOWARN));
	ukc_log_read(log, sizeof(log));
	ck_assert_ptr_null(strstr(log, "FAULT_INJECTION"));
	ck_assert_int_eq(ukc_failslab_arm("fail-nth=1"), 0);
	ck_assert_ptr_null(kmalloc(8, GFP_KERNEL));
	ukc_failslab_disarm();
	ukc_log_read(log, sizeof(log));
	ck_assert_ptr_nonnull(strstr(log, "FAULT_INJECTION: forcing a failure.\nname failslab, "
					  "interval 1, probability 0, space 0, times 1\n"));
}
END_TEST

// UKCRYPTO_FAILSLAB arms the switch from the process's first allocation (a copy of this
// program run with it: see main()).
static int run_env_child(const char *spec)
{
	int status;
	pid_t pid = fork();

	ck_assert_int_ge(pid, 0);
	if (pid == 0) {
		setenv("UKCRYPTO_FAILSLAB", spec, 1);
		char *argv[] = { "test_failslab", "--env-child", NULL };

		exec_self(argv);
		_exit(127);
	}
	ck_assert_int_eq(waitpid(pid, &status, 0), pid);
	ck_assert(WIFEXITED(status));
	return WEXITSTATUS(status);
}

START_TEST(test_switch_environment)
{
	ck_assert_int_eq(run_env_child("fail-nth=2,verbose=0"), 2);
	ck_assert_int_eq(run_env_child("1,100,0,-1"), 0xf);
	// A spec that does not parse arms nothing, and says so.
	ck_assert_int_eq(run_env_child("fail-nth=two"), 0x40);
}
END_TEST

// The child: which of four kmalloc() calls failed, 0x40 for a parse warning in the log.
static int env_child(void)
{
	static char log[4096];
	unsigned long mask = kmalloc_failures(4, 8);

	ukc_log_read(log, sizeof(log));
	if (strstr(log, "FAULT_INJECTION: failed to parse arguments"))
		mask |= 0x40;
	return (int)mask;
}

int main(int argc, char **argv)
{
	if (argc == 2 && !strcmp(argv[1], "--env-child"))
		return env_child();

	Suite *s = check_new_suite("failslab", "switch", 0, { test_switch_semantics },
				   { test_switch_bad_specs }, { test_switch_verbose },
				   { test_switch_environment });
	check_new_tcase(s, "sweep", 600, { test_sweep, (int)ARRAY_SIZE(sweeps) });
	return check_run_as(s, CHECK_RUN_FORK_ONLY,
			    "test_failslab: each test needs a process of its own");
}
