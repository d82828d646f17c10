// SPDX-License-Identifier: GPL-2.0-only
// Registry and lookup: names vs driver names vs priorities, take-over, internal algorithms,
// failed self-tests, unregistering under a live tfm, and lookups racing registrations.
#include <crypto/aes.h>
#include <crypto/algapi.h>
#include <crypto/internal/cipher.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/module.h>

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#undef fail

#include "check_run.h"

// A toy single-block cipher (XOR with the key) registered under several names and priorities.
struct toy_ctx {
	u8 key[16];
};

static int toy_setkey(struct crypto_tfm *tfm, const u8 *key, unsigned int keylen)
{
	memcpy(((struct toy_ctx *)crypto_tfm_ctx(tfm))->key, key, keylen);
	return 0;
}

static void toy_crypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	const struct toy_ctx *ctx = crypto_tfm_ctx(tfm);

	for (int i = 0; i < 16; i++)
		dst[i] = src[i] ^ ctx->key[i];
}

static int toy_destroyed;

static void toy_destroy(struct crypto_alg *alg)
{
	(void)alg;
	toy_destroyed++;
}

#define TOY_ALG(name, driver, prio, flags)                                                    \
	{                                                                                     \
		.cra_name = name, .cra_driver_name = driver, .cra_priority = prio,            \
		.cra_flags = CRYPTO_ALG_TYPE_CIPHER | (flags), .cra_blocksize = 16,           \
		.cra_ctxsize = sizeof(struct toy_ctx), .cra_destroy = toy_destroy, .cra_u = { \
			.cipher = { .cia_min_keysize = 16,                                    \
				    .cia_max_keysize = 16,                                    \
				    .cia_setkey = toy_setkey,                                 \
				    .cia_encrypt = toy_crypt,                                 \
				    .cia_decrypt = toy_crypt }                                \
		}                                                                             \
	}

static struct crypto_alg toy_low = TOY_ALG("toy", "toy-low", 100, 0);
static struct crypto_alg toy_high = TOY_ALG("toy", "toy-high", 200, 0);
static struct crypto_alg toy_top = TOY_ALG("toy", "toy-top", 300, 0);
static struct crypto_alg toy_internal = TOY_ALG("__toy", "__toy-internal", 400,
						CRYPTO_ALG_INTERNAL);

static const char *driver_of(const char *name, u32 type, u32 mask)
{
	static char buf[CRYPTO_MAX_ALG_NAME];
	struct crypto_cipher *tfm = crypto_alloc_cipher(name, type, mask);

	if (IS_ERR(tfm))
		return NULL;
	strcpy(buf, crypto_tfm_alg_driver_name(crypto_cipher_tfm(tfm)));
	crypto_free_cipher(tfm);
	return buf;
}

static long alloc_err(const char *name, u32 type, u32 mask)
{
	struct crypto_cipher *tfm = crypto_alloc_cipher(name, type, mask);

	if (IS_ERR(tfm))
		return PTR_ERR(tfm);
	crypto_free_cipher(tfm);
	return 0;
}

START_TEST(test_lookup_name_driver_priority)
{
	ck_assert_int_eq(crypto_register_alg(&toy_low), 0);
	ck_assert_int_eq(crypto_register_alg(&toy_high), 0);
	ck_assert_str_eq(driver_of("toy", 0, 0), "toy-high");
	ck_assert_str_eq(driver_of("toy-low", 0, 0), "toy-low");
	ck_assert_str_eq(driver_of("toy-high", 0, 0), "toy-high");
	ck_assert_int_eq(alloc_err("toy-none", 0, 0), -ENOENT);
	// A duplicate driver name is refused.
	static struct crypto_alg dup = TOY_ALG("other", "toy-low", 50, 0);
	ck_assert_int_eq(crypto_register_alg(&dup), -EEXIST);
	// A bad descriptor is refused.
	static struct crypto_alg bad = TOY_ALG("bad", "bad-generic", 50, 0);
	bad.cra_alignmask = 5;
	ck_assert_int_eq(crypto_register_alg(&bad), -EINVAL);
	bad.cra_alignmask = 0;
	bad.cra_blocksize = 32; // single-block ciphers stop at 16 bytes
	ck_assert_int_eq(crypto_register_alg(&bad), -EINVAL);
}
END_TEST

START_TEST(test_higher_priority_takes_over)
{
	ck_assert_int_eq(crypto_register_alg(&toy_low), 0);
	ck_assert_str_eq(driver_of("toy", 0, 0), "toy-low");
	ck_assert_int_eq(crypto_register_alg(&toy_top), 0);
	ck_assert_str_eq(driver_of("toy", 0, 0), "toy-top");
	crypto_unregister_alg(&toy_top);
	ck_assert_str_eq(driver_of("toy", 0, 0), "toy-low");
}
END_TEST

START_TEST(test_internal_hidden)
{
	ck_assert_int_eq(crypto_register_alg(&toy_internal), 0);
	ck_assert_int_eq(alloc_err("__toy", 0, 0), -ENOENT);
	ck_assert_int_eq(alloc_err("__toy-internal", 0, 0), -ENOENT);
	ck_assert_str_eq(driver_of("__toy", CRYPTO_ALG_INTERNAL, CRYPTO_ALG_INTERNAL),
			 "__toy-internal");
	ck_assert_str_eq(driver_of("__toy-internal", CRYPTO_ALG_INTERNAL, 0), "__toy-internal");
}
END_TEST

// An "aes" whose encryption is wrong: its FIPS-197 vectors fail at registration.
static void broken_aes_encrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	aes_encrypt(crypto_tfm_ctx(tfm), dst, src);
	dst[0] ^= 1;
}

static void good_aes_decrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	aes_decrypt(crypto_tfm_ctx(tfm), dst, src);
}

static struct crypto_alg broken_aes = {
	.cra_name = "aes",
	.cra_driver_name = "aes-broken",
	.cra_priority = 500,
	.cra_flags = CRYPTO_ALG_TYPE_CIPHER,
	.cra_blocksize = AES_BLOCK_SIZE,
	.cra_ctxsize = sizeof(struct crypto_aes_ctx),
	.cra_u = {
		.cipher = {
			.cia_min_keysize = AES_MIN_KEY_SIZE,
			.cia_max_keysize = AES_MAX_KEY_SIZE,
			.cia_setkey = crypto_aes_set_key,
			.cia_encrypt = broken_aes_encrypt,
			.cia_decrypt = good_aes_decrypt,
		},
	},
};

START_TEST(test_failed_selftest_is_elibbad)
{
	ck_assert_int_eq(crypto_init(), 0);
	// Registration succeeds, as in the kernel; the algorithm is unusable.
	ck_assert_int_eq(crypto_register_alg(&broken_aes), 0);
	ck_assert_int_eq(alloc_err("aes-broken", 0, 0), -ELIBBAD);
	// Lookups by name keep a tested implementation despite the broken one's priority.
	const char *chosen = driver_of("aes", 0, 0);
	ck_assert_ptr_nonnull(chosen);
	ck_assert_str_ne(chosen, "aes-broken");

	char log[8192];
	ukc_log_read(log, sizeof(log));
	ck_assert_ptr_nonnull(
		strstr(log, "alg: cipher: Test 1 failed on encryption for aes-broken"));
	ck_assert_ptr_nonnull(
		strstr(log, "alg: self-tests for aes using aes-broken failed (rc=-22)"));

	char proc[65536];
	ukc_proc_crypto(proc, sizeof(proc));
	const char *p = strstr(proc, "driver       : aes-broken");
	ck_assert_ptr_nonnull(p);
	ck_assert_ptr_nonnull(strstr(p, "selftest     : unknown"));
}
END_TEST

START_TEST(test_unregister_while_tfm_live)
{
	static const u8 key[16] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 };
	u8 in[16] = { 0 }, out[16];

	toy_destroyed = 0;
	ck_assert_int_eq(crypto_register_alg(&toy_low), 0);
	struct crypto_cipher *tfm = crypto_alloc_cipher("toy", 0, 0);
	ck_assert(!IS_ERR(tfm));
	ck_assert_int_eq(crypto_cipher_setkey(tfm, key, 16), 0);
	crypto_unregister_alg(&toy_low);
	ck_assert_int_eq(alloc_err("toy", 0, 0), -ENOENT);
	ck_assert_int_eq(toy_destroyed, 0); // the tfm still holds it
	crypto_cipher_encrypt_one(tfm, out, in);
	ck_assert_mem_eq(out, key, 16);
	crypto_free_cipher(tfm);
	ck_assert_int_eq(toy_destroyed, 1);
}
END_TEST

// A descriptor whose earlier registration still has a live tfm cannot be registered again
// (6.12 warns "Algorithm %s is busy" on such an unregistration); once the tfm is gone it can.
START_TEST(test_reregister_while_tfm_live)
{
	static char log[1 << 16];

	toy_destroyed = 0;
	ck_assert_int_eq(crypto_register_alg(&toy_high), 0);
	struct crypto_cipher *tfm = crypto_alloc_cipher("toy-high", 0, 0);
	ck_assert(!IS_ERR(tfm));
	crypto_unregister_alg(&toy_high);
	ukc_log_read(log, sizeof(log));
	ck_assert_ptr_nonnull(strstr(log, "Algorithm toy-high is busy\n"));
	ck_assert_int_eq(crypto_register_alg(&toy_high), -EBUSY);
	ck_assert_int_eq(alloc_err("toy-high", 0, 0), -ENOENT);
	crypto_free_cipher(tfm);
	ck_assert_int_eq(toy_destroyed, 1);
	ck_assert_int_eq(crypto_register_alg(&toy_high), 0);
	ck_assert_str_eq(driver_of("toy", 0, 0), "toy-high");
	crypto_unregister_alg(&toy_high);
	ck_assert_int_eq(toy_destroyed, 2);
}
END_TEST

// A template whose instance cannot register (its driver name is taken) and whose inner
// algorithm goes away before the template drops its spawn: the never-linked instance must
// not be unlinked (it was, through a NULL prev).
static struct crypto_alg toy_taken = TOY_ALG("toy-taken", "toy-taken", 100, 0);

struct racy_instance {
	struct crypto_instance inst;
	struct crypto_spawn spawn;
};

static int racy_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	struct racy_instance *ri = calloc(1, sizeof(*ri));
	int err;

	(void)tmpl;
	if (!ri)
		return -ENOMEM;
	err = crypto_grab_spawn(&ri->spawn, &ri->inst, crypto_attr_alg_name(tb[1]), 0, 0);
	if (!err) {
		struct crypto_alg *alg = &ri->inst.alg;

		strcpy(alg->cra_name, "racy(toy)");
		strcpy(alg->cra_driver_name, "toy-taken");
		alg->cra_flags = CRYPTO_ALG_TYPE_CIPHER;
		alg->cra_blocksize = 16;
		alg->cra_ctxsize = sizeof(struct toy_ctx);
		alg->cra_cipher = toy_low.cra_cipher;
		err = crypto_register_instance(tmpl, &ri->inst);
		ck_assert_int_eq(err, -EEXIST);
		crypto_unregister_alg(&toy_low); // the inner algorithm goes in the window
	}
	crypto_drop_spawn(&ri->spawn);
	free(ri);
	return err;
}

static struct crypto_template racy_tmpl = { .name = "racy", .create = racy_create };

START_TEST(test_failed_instance_inner_removed)
{
	toy_destroyed = 0;
	ck_assert_int_eq(crypto_register_alg(&toy_taken), 0);
	ck_assert_int_eq(crypto_register_alg(&toy_low), 0);
	ck_assert_int_eq(crypto_register_template(&racy_tmpl), 0);
	// The allocator tries an -EEXIST again (the name may have been freed since); by then
	// toy-low is gone, so the answer is that there is no such algorithm.
	ck_assert_int_eq(alloc_err("racy(toy-low)", 0, 0), -ENOENT);
	ck_assert_int_eq(toy_destroyed, 1); // the spawn's reference was dropped, not leaked
	ck_assert_int_eq(alloc_err("toy-low", 0, 0), -ENOENT);
	crypto_unregister_template(&racy_tmpl);
}
END_TEST

// 6.12 answers -EEXIST, every time, for a name whose instance exists under other names
// (xts over a cipher builds "xts(ecb(...))"; cbc takes one argument): the allocators do not
// hand the lookup's -EAGAIN to the caller.
START_TEST(test_eexist_not_eagain)
{
	for (int i = 0; i < 2; i++) {
		struct crypto_skcipher *tfm = crypto_alloc_skcipher("xts(aes-generic)", 0, 0);
		ck_assert_int_eq(PTR_ERR(tfm), -EEXIST);
		tfm = crypto_alloc_skcipher("cbc(aes,aes)", 0, 0);
		ck_assert_int_eq(PTR_ERR(tfm), -EEXIST);
	}
	// Text after the closing parenthesis stays -ENOENT (6.12: -EEXIST; docs/architecture.md).
	ck_assert_int_eq(PTR_ERR(crypto_alloc_skcipher("cbc(aes))", 0, 0)), -ENOENT);
}
END_TEST

// Two threads look "toy" up while a third registers and unregisters a higher-priority one.
#define RACE_ITERATIONS 100000

static int race_stop; // read and written with __atomic builtins
static int race_errors;

static void race_free_alg(struct crypto_alg *alg)
{
	free(alg);
}

static void *race_lookup(void *arg)
{
	long n = 0;

	(void)arg;
	while (!__atomic_load_n(&race_stop, __ATOMIC_RELAXED)) {
		struct crypto_cipher *tfm = crypto_alloc_cipher("toy", 0, 0);
		if (IS_ERR(tfm)) {
			__atomic_add_fetch(&race_errors, 1, __ATOMIC_RELAXED);
		} else {
			const char *d = crypto_tfm_alg_driver_name(crypto_cipher_tfm(tfm));
			if (strcmp(d, "toy-low") && strcmp(d, "toy-top"))
				__atomic_add_fetch(&race_errors, 1, __ATOMIC_RELAXED);
			crypto_free_cipher(tfm);
		}
		n++;
	}
	return (void *)n;
}

START_TEST(test_lookup_races_registration)
{
	pthread_t readers[2];

	ck_assert_int_eq(crypto_register_alg(&toy_low), 0);
	__atomic_store_n(&race_stop, 0, __ATOMIC_RELAXED);
	race_errors = 0;
	for (int i = 0; i < 2; i++)
		ck_assert_int_eq(pthread_create(&readers[i], NULL, race_lookup, NULL), 0);
	for (int i = 0; i < RACE_ITERATIONS; i++) {
		// A fresh descriptor each round, freed by its last user, as instances are.
		struct crypto_alg *alg = malloc(sizeof(*alg));
		*alg = toy_top;
		alg->cra_destroy = race_free_alg;
		ck_assert_int_eq(crypto_register_alg(alg), 0);
		crypto_unregister_alg(alg);
	}
	__atomic_store_n(&race_stop, 1, __ATOMIC_RELAXED);
	long lookups = 0;
	for (int i = 0; i < 2; i++) {
		void *n;
		pthread_join(readers[i], &n);
		lookups += (long)n;
	}
	ck_assert_int_eq(race_errors, 0);
	ck_assert_int_gt(lookups, 0);
	ck_assert_str_eq(driver_of("toy", 0, 0), "toy-low");
}
END_TEST

START_TEST(test_name_too_long)
{
	char name[200];

	memset(name, 'a', sizeof(name) - 1);
	name[sizeof(name) - 1] = '\0';
	// 6.12 answers -ENOENT: no algorithm can have a name that long.
	ck_assert_int_eq(alloc_err(name, 0, 0), -ENOENT);
	name[CRYPTO_MAX_ALG_NAME] = '\0'; // 128 characters: one too many
	ck_assert_int_eq(alloc_err(name, 0, 0), -ENOENT);
	name[CRYPTO_MAX_ALG_NAME - 1] = '\0'; // 127 characters: a legal, unknown name
	ck_assert_int_eq(alloc_err(name, 0, 0), -ENOENT);
	ck_assert_int_eq(alloc_err(NULL, 0, 0), -ENOENT);
}
END_TEST

int main(void)
{
	return check_run(check_new_suite(
		"registry", "core", 240, { test_lookup_name_driver_priority },
		{ test_higher_priority_takes_over }, { test_internal_hidden },
		{ test_failed_selftest_is_elibbad }, { test_unregister_while_tfm_live },
		{ test_lookup_races_registration }, { test_name_too_long },
		{ test_reregister_while_tfm_live }, { test_failed_instance_inner_removed },
		{ test_eexist_not_eagain }));
}
