// SPDX-License-Identifier: GPL-2.0-only
// The registry under churn: one thread registers and unregisters a "cbc(aes)" driver at a
// priority above every other, while four look up template names built on it, by cra_name
// and by its driver name, and use what they get. No hang (a watchdog aborts), no -EAGAIN,
// -EEXIST or -ELIBBAD (every driver here is correct), every algorithm handed out has passed
// its self-test, and every result equals the generic implementation's. Then the same with one
// static descriptor registered again and again (UKC_CHURN_CYCLES times): a registration while
// the last one's tfms live is refused without a write to the descriptor they use.
// UKC_CHURN_SECONDS, UKC_CHURN_MIN_RESULTS, UKC_CHURN_CYCLES and UKC_CHURN_MAX_SECONDS set a
// run's length: tools/test runs 10^4 static cycles under ASan and under TSan.
#define _GNU_SOURCE
#include <crypto/aead.h>
#include <crypto/aes.h>
#include <crypto/internal/skcipher.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <pthread.h>
#include <sched.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <check.h>
#undef fail

#include "cbc_aes_driver.h"
#include "check_run.h"

#define CHURN_DRIVER "cbc-aes-churn"
#define CHURN_LOOKERS 4
#define CHURN_MSG 64

// ---- the churning driver: CBC over the AES library, a fresh descriptor each time ----

// CBC over the AES library; a partial final block is refused.
static int churn_crypt(struct skcipher_request *req, bool enc)
{
	if (req->cryptlen % AES_BLOCK_SIZE)
		return -EINVAL;
	return cbc_aes_driver_walk(req, enc);
}

static int churn_encrypt(struct skcipher_request *req)
{
	return churn_crypt(req, true);
}

static int churn_decrypt(struct skcipher_request *req)
{
	return churn_crypt(req, false);
}

static atomic_int churn_live; // descriptors not yet destroyed

static void churn_destroy(struct crypto_alg *alg)
{
	free(container_of(alg, struct skcipher_alg, base));
	atomic_fetch_sub(&churn_live, 1);
}

static struct skcipher_alg *churn_alg_new(void)
{
	struct skcipher_alg *a = calloc(1, sizeof(*a));

	ck_assert_ptr_nonnull(a);
	cbc_aes_driver_fill(a, CHURN_DRIVER, 5000, churn_encrypt, churn_decrypt);
	a->base.cra_destroy = churn_destroy;
	atomic_fetch_add(&churn_live, 1);
	return a;
}

// The same driver as a static descriptor, as a driver file declares one: registered,
// unregistered and registered again, never freed.
static struct skcipher_alg churn_static_alg = {
	.base = {
		.cra_name = "cbc(aes)",
		.cra_driver_name = CHURN_DRIVER,
		.cra_priority = 5000,
		.cra_blocksize = AES_BLOCK_SIZE,
		.cra_ctxsize = sizeof(struct crypto_aes_ctx),
	},
	.min_keysize = AES_MIN_KEY_SIZE,
	.max_keysize = AES_MAX_KEY_SIZE,
	.ivsize = AES_BLOCK_SIZE,
	.setkey = cbc_aes_driver_setkey,
	.encrypt = churn_encrypt,
	.decrypt = churn_decrypt,
};

// ---- the names looked up, each with its generic reference ----

struct churn_name {
	const char *name;
	const char *reference;
	bool aead;
	bool uses_driver; // names the churning driver: -ENOENT is right while it is away
	u8 want[CHURN_MSG + 32];
};

static struct churn_name churn_names[] = {
	{ "cts(cbc(aes))", "cts(cbc(aes-generic))", false, false },
	{ "cts(" CHURN_DRIVER ")", "cts(cbc(aes-generic))", false, true },
	{ "essiv(cbc(aes),sha256)", "essiv(cbc(aes-generic),sha256-generic)", false, false },
	{ "essiv(" CHURN_DRIVER ",sha256-generic)", "essiv(cbc(aes-generic),sha256-generic)", false,
	  true },
	{ "authenc(hmac(sha256),cbc(aes))", "authenc(hmac(sha256-generic),cbc(aes-generic))", true,
	  false },
	{ "authenc(hmac(sha256-generic)," CHURN_DRIVER ")",
	  "authenc(hmac(sha256-generic),cbc(aes-generic))", true, true },
};
#define N_NAMES (sizeof(churn_names) / sizeof(churn_names[0]))

static const u8 churn_key[32] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 };

// An authenc key as crypto_authenc_extractkeys() parses it: an rtattr (length 8, type 1,
// host order) holding the encryption key's length (big endian), then the HMAC key and the
// AES key.
static unsigned int churn_authenc_key(u8 *out)
{
	static const u8 hdr[8] = { 8, 0, 1, 0, 0, 0, 0, 16 };

	memcpy(out, hdr, 8);
	memset(out + 8, 0x5a, 32);
	memcpy(out + 40, churn_key, 16);
	return 56;
}

// Encrypts the fixed message with @tfm's algorithm; returns 0 or the error.
static int churn_run(const struct churn_name *n, void *tfm, u8 *out)
{
	u8 buf[CHURN_MSG + 32], iv[16] = { 0 }, key[64];
	struct scatterlist sg;
	DECLARE_CRYPTO_WAIT(wait);
	int err;

	for (unsigned int i = 0; i < CHURN_MSG; i++)
		buf[i] = (u8)i;
	if (n->aead) {
		struct crypto_aead *a = tfm;
		err = crypto_aead_setkey(a, key, churn_authenc_key(key));
		if (!err)
			err = crypto_aead_setauthsize(a, 32);
		struct aead_request *req = err ? NULL : aead_request_alloc(a, GFP_KERNEL);
		if (err || !req)
			return err ? err : -ENOMEM;
		sg_init_one(&sg, buf, CHURN_MSG + 32);
		aead_request_set_callback(req, CRYPTO_TFM_REQ_MAY_BACKLOG, crypto_req_done, &wait);
		aead_request_set_crypt(req, &sg, &sg, CHURN_MSG, iv);
		aead_request_set_ad(req, 0);
		err = crypto_wait_req(crypto_aead_encrypt(req), &wait);
		aead_request_free(req);
	} else {
		struct crypto_skcipher *s = tfm;
		err = crypto_skcipher_setkey(s, churn_key, 16);
		struct skcipher_request *req = err ? NULL : skcipher_request_alloc(s, GFP_KERNEL);
		if (err || !req)
			return err ? err : -ENOMEM;
		sg_init_one(&sg, buf, CHURN_MSG);
		skcipher_request_set_callback(req, CRYPTO_TFM_REQ_MAY_BACKLOG, crypto_req_done,
					      &wait);
		skcipher_request_set_crypt(req, &sg, &sg, CHURN_MSG, iv);
		err = crypto_wait_req(crypto_skcipher_encrypt(req), &wait);
		skcipher_request_free(req);
	}
	memcpy(out, buf, sizeof(buf));
	return err;
}

static void *churn_alloc(const struct churn_name *n, const char *name, long *err, u32 *flags)
{
	void *tfm;

	if (n->aead) {
		struct crypto_aead *a = crypto_alloc_aead(name, 0, 0);
		tfm = a;
		if (!IS_ERR(a))
			*flags = __atomic_load_n(&crypto_aead_tfm(a)->__crt_alg->cra_flags,
						 __ATOMIC_ACQUIRE);
	} else {
		struct crypto_skcipher *s = crypto_alloc_skcipher(name, 0, 0);
		tfm = s;
		if (!IS_ERR(s))
			*flags = __atomic_load_n(&crypto_skcipher_tfm(s)->__crt_alg->cra_flags,
						 __ATOMIC_ACQUIRE);
	}
	*err = IS_ERR(tfm) ? PTR_ERR(tfm) : 0;
	return IS_ERR(tfm) ? NULL : tfm;
}

static void churn_free(const struct churn_name *n, void *tfm)
{
	if (n->aead)
		crypto_free_aead(tfm);
	else
		crypto_free_skcipher(tfm);
}

// ---- the threads ----

static atomic_int churn_stop;
static atomic_long churn_ok, churn_enoent, churn_bad, churn_cycles;
static char churn_first_bad[256];
static pthread_mutex_t churn_bad_lock = PTHREAD_MUTEX_INITIALIZER;

static void churn_note_bad(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void churn_note_bad(const char *fmt, ...)
{
	va_list ap;

	pthread_mutex_lock(&churn_bad_lock);
	if (!churn_first_bad[0]) {
		va_start(ap, fmt);
		vsnprintf(churn_first_bad, sizeof(churn_first_bad), fmt, ap);
		va_end(ap);
	}
	pthread_mutex_unlock(&churn_bad_lock);
	atomic_fetch_add(&churn_bad, 1);
}

static void *churn_registrar(void *arg)
{
	(void)arg;
	while (!atomic_load(&churn_stop)) {
		struct skcipher_alg *a = churn_alg_new();
		int err = crypto_register_skcipher(a);
		if (err) {
			churn_note_bad("register %s: %d", CHURN_DRIVER, err);
			churn_destroy(&a->base);
			break;
		}
		usleep(200 + rand() % 2000);
		crypto_unregister_skcipher(a);
		atomic_fetch_add(&churn_cycles, 1);
		usleep(rand() % 1000);
	}
	return NULL;
}

static atomic_long churn_refused;
static long churn_target_cycles;

static u32 churn_static_flags(void)
{
	return __atomic_load_n(&churn_static_alg.base.cra_flags, __ATOMIC_ACQUIRE);
}

// Registers the static descriptor again as soon as it is unregistered: while the tfms and
// instances of the last registration live, that is refused (-EBUSY), and a refused call
// must leave the descriptor they use as it was.
static int churn_register_static(void)
{
	for (;;) {
		u32 before = churn_static_flags();
		int err = crypto_register_skcipher(&churn_static_alg);

		if (err != -EBUSY)
			return err;
		u32 after = churn_static_flags();
		if (after != before) {
			churn_note_bad("refused registration changed cra_flags %#x -> %#x", before,
				       after);
			return err;
		}
		atomic_fetch_add(&churn_refused, 1);
		if (atomic_load(&churn_stop))
			return err;
		usleep(50);
	}
}

static void *churn_static_registrar(void *arg)
{
	(void)arg;
	while (!atomic_load(&churn_stop) && atomic_load(&churn_cycles) < churn_target_cycles) {
		int err = churn_register_static();
		if (err == -EBUSY)
			break; // told to stop while refused
		if (err) {
			churn_note_bad("register %s (static): %d", CHURN_DRIVER, err);
			break;
		}
		if (rand() % 2)
			usleep(rand() % 200);
		crypto_unregister_skcipher(&churn_static_alg);
		atomic_fetch_add(&churn_cycles, 1);
	}
	return NULL;
}

static void *churn_looker(void *arg)
{
	unsigned int seed = (unsigned int)(uintptr_t)arg;

	while (!atomic_load(&churn_stop)) {
		const struct churn_name *n = &churn_names[rand_r(&seed) % N_NAMES];
		long err;
		u32 flags = 0;
		void *tfm = churn_alloc(n, n->name, &err, &flags);

		if (!tfm) {
			if (err == -ENOENT && n->uses_driver)
				atomic_fetch_add(&churn_enoent, 1);
			else
				churn_note_bad("%s: allocation answered %ld", n->name, err);
			continue;
		}
		if (!(flags & CRYPTO_ALG_TESTED))
			churn_note_bad("%s: handed an untested algorithm (flags %#x)", n->name,
				       flags);
		u8 got[CHURN_MSG + 32];
		int rc = churn_run(n, tfm, got);
		if (rc)
			churn_note_bad("%s: encryption answered %d", n->name, rc);
		else if (memcmp(got, n->want, n->aead ? CHURN_MSG + 32 : CHURN_MSG))
			churn_note_bad("%s: wrong result", n->name);
		else
			atomic_fetch_add(&churn_ok, 1);
		churn_free(n, tfm);
	}
	return NULL;
}

// Aborts the run when nothing moves for @arg seconds (no result, no refusal, no cycle): a
// lookup or a registration hangs. A slow (sanitized, loaded) run still moves.
static void *churn_watchdog(void *arg)
{
	int seconds = *(int *)arg;
	long last = -1;

	for (int idle = 0; idle < seconds * 10; idle++) {
		if (atomic_load(&churn_stop) == 2)
			return NULL;
		long now = atomic_load(&churn_ok) + atomic_load(&churn_enoent) +
			   atomic_load(&churn_cycles) + atomic_load(&churn_refused);
		if (now != last)
			idle = 0;
		last = now;
		usleep(100000);
	}
	fprintf(stderr, "churn: no progress for %d s: a lookup or registration hangs\n", seconds);
	abort();
}

static long churn_env(const char *name, long def)
{
	const char *v = getenv(name);

	return v ? atol(v) : def;
}

// Runs @registrar against the lookers for at least UKC_CHURN_SECONDS (3) and until enough
// results (UKC_CHURN_MIN_RESULTS, 100) and register/unregister cycles (@min_cycles) are done,
// or UKC_CHURN_MAX_SECONDS (540) have passed; then checks that nothing went wrong. A
// ThreadSanitizer build runs the same churn ten times slower: it sets how long and how many
// results make a run.
static void churn_run_threads(void *(*registrar)(void *), long min_cycles)
{
	int seconds = (int)churn_env("UKC_CHURN_SECONDS", 3);
	long max_seconds = churn_env("UKC_CHURN_MAX_SECONDS", 540);
	int watchdog_seconds = 60;
	long min_results = churn_env("UKC_CHURN_MIN_RESULTS", 100);

	// Each run counts from zero, also when both run in one process (CK_FORK=no).
	atomic_store(&churn_stop, 0);
	atomic_store(&churn_ok, 0);
	atomic_store(&churn_enoent, 0);
	atomic_store(&churn_bad, 0);
	atomic_store(&churn_cycles, 0);
	atomic_store(&churn_refused, 0);
	churn_first_bad[0] = '\0';
	ck_assert_int_eq(crypto_init(), 0);
	for (unsigned int i = 0; i < N_NAMES; i++) {
		struct churn_name *n = &churn_names[i];
		long err;
		u32 flags;
		void *ref = churn_alloc(n, n->reference, &err, &flags);
		ck_assert_msg(ref, "%s: %ld", n->reference, err);
		ck_assert_int_eq(churn_run(n, ref, n->want), 0);
		churn_free(n, ref);
	}

	pthread_t reg, look[CHURN_LOOKERS], dog;
	ck_assert_int_eq(pthread_create(&dog, NULL, churn_watchdog, &watchdog_seconds), 0);
	ck_assert_int_eq(pthread_create(&reg, NULL, registrar, NULL), 0);
	for (uintptr_t i = 0; i < CHURN_LOOKERS; i++)
		ck_assert_int_eq(pthread_create(&look[i], NULL, churn_looker, (void *)(i + 1)), 0);
	// At least @seconds, and on a slow (sanitized, loaded) machine until enough results and
	// cycles have been checked, up to @max_seconds.
	sleep((unsigned int)seconds);
	for (long i = seconds * 10L;
	     i < max_seconds * 10 &&
	     (atomic_load(&churn_ok) < min_results || atomic_load(&churn_cycles) < min_cycles);
	     i++)
		usleep(100000);
	atomic_store(&churn_stop, 1);
	pthread_join(reg, NULL);
	for (int i = 0; i < CHURN_LOOKERS; i++)
		pthread_join(look[i], NULL);
	atomic_store(&churn_stop, 2);
	pthread_join(dog, NULL);

	printf("churn: %ld register/unregister cycles (%ld registrations refused busy), %ld "
	       "results checked, %ld -ENOENT while the driver was away, %ld bad\n",
	       atomic_load(&churn_cycles), atomic_load(&churn_refused), atomic_load(&churn_ok),
	       atomic_load(&churn_enoent), atomic_load(&churn_bad));
	ck_assert_msg(atomic_load(&churn_bad) == 0, "%ld bad results; first: %s",
		      atomic_load(&churn_bad), churn_first_bad);
	ck_assert_int_ge(atomic_load(&churn_cycles), min_cycles);
	ck_assert_int_ge(atomic_load(&churn_ok), min_results);
}

START_TEST(test_churn)
{
	churn_run_threads(churn_registrar, 2);
}
END_TEST

// One static descriptor registered, unregistered and registered again (UKC_CHURN_CYCLES
// times, 200 by default) while cts, essiv and authenc are instantiated over it and used. A
// registration must be refused, untouched, while the last one's tfms and instances live.
START_TEST(test_churn_static_descriptor)
{
	churn_target_cycles = churn_env("UKC_CHURN_CYCLES", 200);
	churn_run_threads(churn_static_registrar, churn_target_cycles);
	// Nothing holds it now: it registers again and is what "cbc(aes)" finds.
	ck_assert_int_eq(crypto_register_skcipher(&churn_static_alg), 0);
	struct crypto_skcipher *tfm = crypto_alloc_skcipher("cbc(aes)", 0, 0);
	ck_assert(!IS_ERR(tfm));
	ck_assert_str_eq(crypto_tfm_alg_driver_name(crypto_skcipher_tfm(tfm)), CHURN_DRIVER);
	crypto_free_skcipher(tfm);
	crypto_unregister_skcipher(&churn_static_alg);
}
END_TEST

int main(void)
{
	return check_run(check_new_suite("registry churn", "churn", 1200, { test_churn },
					 { test_churn_static_descriptor }));
}
