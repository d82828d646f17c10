// SPDX-License-Identifier: GPL-2.0-only
// Check suite for the rng type and the DRBGs: every driver registered, self-tested and named as
// in 6.12, stdrng's choice, the CAVS vectors through the public API, request lengths,
// seeding, prediction resistance, additional input, the default rng and the errors.
#define _GNU_SOURCE
#include <asm/page.h>
#include <crypto/drbg.h>
#include <crypto/internal/rng.h>
#include <crypto/rng.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/fips.h>

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_run.h"
#include "proc_util.h"
#include "rng_draws.h"
#include "testvec.h"

// 6.12's drbg_cores[] order; pr_* get priorities 200..208, nopr_* 209..217.
static const char *const drbg_cores[] = {
	"ctr_aes128", "ctr_aes192",  "ctr_aes256",  "sha384",	   "sha512",
	"sha256",     "hmac_sha384", "hmac_sha256", "hmac_sha512",
};
#define NCORES ((int)(sizeof(drbg_cores) / sizeof(drbg_cores[0])))
#define NDRBGS (2 * NCORES)

static void drbg_name(char *out, size_t size, int index)
{
	snprintf(out, size, "drbg_%s_%s", index < NCORES ? "pr" : "nopr",
		 drbg_cores[index % NCORES]);
}

static struct crypto_rng *alloc_rng(const char *name)
{
	struct crypto_rng *rng = crypto_alloc_rng(name, 0, 0);

	ck_assert_msg(!IS_ERR(rng), "%s: %ld", name, PTR_ERR(rng));
	return rng;
}

static const char *rng_driver(struct crypto_rng *rng)
{
	return crypto_tfm_alg_driver_name(crypto_rng_tfm(rng));
}

static long alloc_rng_err(const char *name)
{
	struct crypto_rng *rng = crypto_alloc_rng(name, 0, 0);

	if (IS_ERR(rng))
		return PTR_ERR(rng);
	crypto_free_rng(rng);
	return 0;
}

static bool all_zero(const u8 *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (p[i])
			return false;
	return true;
}

START_TEST(test_every_driver_registered)
{
	ck_assert_int_eq(crypto_init(), 0);
	char *proc = proc_crypto_read();

	for (int i = 0; i < NDRBGS; i++) {
		char name[64], line[64];

		drbg_name(name, sizeof(name), i);
		const char *block = proc_block(proc, name);
		ck_assert_msg(block, "%s not in /proc/crypto", name);
		snprintf(line, sizeof(line), "priority     : %d\n",
			 200 + i + (fips_enabled ? 2000 : 0));
		ck_assert_msg(proc_block_has(block, line), "%s: %s", name, line);
		ck_assert(proc_block_has(block, "type         : rng\n"));
		ck_assert(proc_block_has(block, "seedsize     : 0\n"));
		ck_assert(proc_block_has(block, "selftest     : passed\n"));
		ck_assert(proc_block_has(block, "internal     : no\n"));
		// proc_block() starts at the driver line: the name line is just before it.
		ck_assert(!strncmp(block - strlen("name         : stdrng\n"),
				   "name         : stdrng\n", strlen("name         : stdrng\n")));

		struct crypto_rng *rng = alloc_rng(name);
		ck_assert_str_eq(rng_driver(rng), name);
		ck_assert_int_eq(crypto_rng_seedsize(rng), 0);
		crypto_free_rng(rng);
	}
	free(proc);

	// 6.12 has no SHA-1 DRBG any more (ansi_cprng, the other stdrng, has its own suite).
	ck_assert_int_eq(alloc_rng_err("drbg_nopr_sha1"), -ENOENT);
	ck_assert_int_eq(alloc_rng_err("drbg_pr_hmac_sha1"), -ENOENT);
}
END_TEST

START_TEST(test_selftests_ran)
{
	ck_assert_int_eq(crypto_init(), 0);
	size_t size = ukc_log_read(NULL, 0) + 1;
	char *log = malloc(size);

	ck_assert_ptr_nonnull(log);
	ukc_log_read(log, size);
	ck_assert_msg(!strstr(log, "alg: drbg:"), "%s", log);
	ck_assert_ptr_null(strstr(log, "No test for stdrng"));
	free(log);
}
END_TEST

// 6.12: the last registered (drbg_nopr_hmac_sha512) has the highest priority.
START_TEST(test_stdrng_resolves)
{
	struct crypto_rng *rng = alloc_rng("stdrng");

	ck_assert_str_eq(rng_driver(rng), "drbg_nopr_hmac_sha512");
	ck_assert_int_eq(crypto_rng_tfm(rng)->__crt_alg->cra_priority, fips_enabled ? 2217 : 217);
	crypto_free_rng(rng);
}
END_TEST

// One CAVS vector as 6.12's drbg_cavs_test() runs it, through the public calls; @flip
// changes one byte of the personalization string (or entropy) to show the result depends on it.
static void run_cavs(const char *driver, const struct drbg_testvec *v, bool flip, u8 *out)
{
	bool pr = !strncmp(driver, "drbg_pr_", 8);
	struct crypto_rng *rng = alloc_rng(driver);
	u8 entropy[256];

	ck_assert_uint_le(v->entropylen, sizeof(entropy));
	memcpy(entropy, v->entropy, v->entropylen);
	if (flip)
		entropy[0] ^= 1;
	crypto_rng_set_entropy(rng, entropy, v->entropylen);
	ck_assert_int_eq(crypto_rng_reset(rng, v->pers, v->perslen), 0);
	for (int round = 0; round < 2; round++) {
		if (pr)
			crypto_rng_set_entropy(rng, round ? v->entprb : v->entpra, v->entprlen);
		ck_assert_int_eq(crypto_rng_generate(rng, round ? v->addtlb : v->addtla,
						     v->addtllen, out, v->expectedlen),
				 0);
	}
	crypto_free_rng(rng);
}

START_TEST(test_cavs_vectors_public_api)
{
	int suites = 0;

	for (int i = 0; i < NDRBGS; i++) {
		char name[64];

		drbg_name(name, sizeof(name), i);
		const struct ukc_vector_suite *s = ukc_find_vector_suite(name);
		const struct drbg_testvec *v = ukc_suite_drbg_vecs(s);
		if (!v)
			continue;
		suites++;
		for (unsigned int j = 0; j < s->count; j++) {
			u8 *out = malloc(v[j].expectedlen);

			ck_assert_ptr_nonnull(out);
			run_cavs(name, &v[j], false, out);
			ck_assert_msg(!memcmp(out, v[j].expected, v[j].expectedlen), "%s[%u]", name,
				      j);
			run_cavs(name, &v[j], true, out);
			ck_assert_msg(memcmp(out, v[j].expected, v[j].expectedlen), "%s[%u]", name,
				      j);
			free(out);
		}
	}
	// 6.12 has vectors for 9 of the 18 drivers (the rest are alg_test_null).
	ck_assert_int_eq(suites, 9);
}
END_TEST

// A DRBG instantiated from fixed test entropy, so its output can be compared across instances.
static struct crypto_rng *fixed_rng(const char *name, const char *pers)
{
	static const u8 entropy[48] = "0123456789abcdef0123456789abcdef0123456789abcde";
	struct crypto_rng *rng = alloc_rng(name);

	crypto_rng_set_entropy(rng, entropy, sizeof(entropy));
	ck_assert_int_eq(crypto_rng_reset(rng, (const u8 *)pers, pers ? strlen(pers) : 0), 0);
	return rng;
}

START_TEST(test_get_bytes_lengths)
{
	char name[64];
	u8 small[1];

	drbg_name(name, sizeof(name), _i);
	struct crypto_rng *rng = alloc_rng(name);
	// Not yet seeded: 6.12 answers -EINVAL.
	ck_assert_int_eq(crypto_rng_get_bytes(rng, small, 1), -EINVAL);
	ck_assert_int_eq(crypto_rng_reset(rng, NULL, 0), 0);
	ck_assert_int_eq(crypto_rng_get_bytes(rng, small, 0), -EINVAL);
	ck_assert_int_eq(crypto_rng_get_bytes(rng, NULL, 16), -EINVAL);
	ck_assert_int_eq(crypto_rng_get_bytes(rng, small, 1), 0);

	// Longer than one DRBG request (2^16 bytes): cut into requests, none left unwritten.
	const unsigned int big = 2 * 65536 + 17;
	u8 *buf = calloc(1, big);
	ck_assert_ptr_nonnull(buf);
	ck_assert_int_eq(crypto_rng_get_bytes(rng, buf, big), 0);
	ck_assert(!all_zero(buf + big - 17, 17));
	ck_assert(!all_zero(buf + 65536, 64));
	ck_assert(memcmp(buf, buf + 65536, 4096));
	crypto_free_rng(rng);
	free(buf);
}
END_TEST

// 6.12 serves a long request as requests of 2^16 bytes: one request of 2^16 + 1 bytes gives
// what a request of 2^16 then one of 1 byte give.
START_TEST(test_long_request_split)
{
	char name[64];
	const unsigned int n = 65536 + 1;

	drbg_name(name, sizeof(name), NCORES + _i);
	u8 *a = malloc(n), *b = malloc(n);
	ck_assert(a && b);
	struct crypto_rng *r1 = fixed_rng(name, NULL), *r2 = fixed_rng(name, NULL);
	ck_assert_int_eq(crypto_rng_get_bytes(r1, a, n), 0);
	ck_assert_int_eq(crypto_rng_get_bytes(r2, b, 65536), 0);
	ck_assert_int_eq(crypto_rng_get_bytes(r2, b + 65536, 1), 0);
	ck_assert(!memcmp(a, b, n));
	// Cut anywhere else, the bytes after the cut differ: the cut is at 2^16 exactly.
	struct crypto_rng *r3 = fixed_rng(name, NULL);
	ck_assert_int_eq(crypto_rng_get_bytes(r3, b, 65535), 0);
	ck_assert_int_eq(crypto_rng_get_bytes(r3, b + 65535, 2), 0);
	ck_assert(!memcmp(a, b, 65535));
	ck_assert(memcmp(a + 65535, b + 65535, 2));
	crypto_free_rng(r1);
	crypto_free_rng(r2);
	crypto_free_rng(r3);
	free(a);
	free(b);
}
END_TEST

START_TEST(test_reset_seed_sizes)
{
	struct crypto_rng *rng = alloc_rng("stdrng");
	u8 seed[1000], out1[32], out2[32];

	memset(seed, 0x5a, sizeof(seed));
	// seedsize is 0, but any seed is taken as personalization string: 6.12 answers 0.
	ck_assert_int_eq(crypto_rng_seedsize(rng), 0);
	ck_assert_int_eq(crypto_rng_reset(rng, seed, sizeof(seed)), 0);
	ck_assert_int_eq(crypto_rng_get_bytes(rng, out1, sizeof(out1)), 0);
	// A NULL seed with a length: that many bytes from the system, used the same way.
	ck_assert_int_eq(crypto_rng_reset(rng, NULL, 16), 0);
	ck_assert_int_eq(crypto_rng_reset(rng, seed, 1), 0);
	ck_assert_int_eq(crypto_rng_get_bytes(rng, out2, sizeof(out2)), 0);
	ck_assert(memcmp(out1, out2, sizeof(out1)));
	crypto_free_rng(rng);

	// With test entropy the seeding is deterministic: the personalization string counts, and
	// a second reset reseeds (with the seed as additional input) instead of starting over.
	struct crypto_rng *a = fixed_rng("drbg_nopr_hmac_sha256", "pers");
	struct crypto_rng *b = fixed_rng("drbg_nopr_hmac_sha256", "pers");
	struct crypto_rng *c = fixed_rng("drbg_nopr_hmac_sha256", "other");
	ck_assert_int_eq(crypto_rng_get_bytes(a, out1, sizeof(out1)), 0);
	ck_assert_int_eq(crypto_rng_get_bytes(b, out2, sizeof(out2)), 0);
	ck_assert(!memcmp(out1, out2, sizeof(out1)));
	ck_assert_int_eq(crypto_rng_get_bytes(c, out2, sizeof(out2)), 0);
	ck_assert(memcmp(out1, out2, sizeof(out1)));

	struct crypto_rng *d = fixed_rng("drbg_nopr_hmac_sha256", "pers");
	struct crypto_rng *e = fixed_rng("drbg_nopr_hmac_sha256", "pers");
	ck_assert_int_eq(crypto_rng_reset(d, (const u8 *)"pers", 4), 0);
	ck_assert_int_eq(crypto_rng_get_bytes(d, out2, sizeof(out2)), 0);
	ck_assert(memcmp(out1, out2, sizeof(out1)));
	ck_assert_int_eq(crypto_rng_reset(e, (const u8 *)"pers", 4), 0);
	ck_assert_int_eq(crypto_rng_get_bytes(e, out1, sizeof(out1)), 0);
	ck_assert(!memcmp(out1, out2, sizeof(out1)));
	crypto_free_rng(a);
	crypto_free_rng(b);
	crypto_free_rng(c);
	crypto_free_rng(d);
	crypto_free_rng(e);
}
END_TEST

START_TEST(test_two_instances_differ)
{
	char name[64];

	drbg_name(name, sizeof(name), _i);
	struct crypto_rng *r1 = alloc_rng(name), *r2 = alloc_rng(name);
	ck_assert_int_eq(crypto_rng_reset(r1, NULL, 0), 0);
	ck_assert_int_eq(crypto_rng_reset(r2, NULL, 0), 0);
	ck_assert(!rng_draws_equal(r1, r2, 64));
	// Nor does one instance repeat itself from one request to the next.
	ck_assert(!rng_draws_equal(r1, r1, 64));
	crypto_free_rng(r1);
	crypto_free_rng(r2);
}
END_TEST

START_TEST(test_additional_input)
{
	char name[64];
	u8 a[40], b[40];

	drbg_name(name, sizeof(name), NCORES + _i);
	struct crypto_rng *r1 = fixed_rng(name, NULL), *r2 = fixed_rng(name, NULL);
	// A length without the bytes is refused; nothing is consumed from the state.
	ck_assert_int_eq(crypto_rng_generate(r1, NULL, 5, a, sizeof(a)), -EINVAL);
	ck_assert(rng_draws_equal(r1, r2, sizeof(a)));
	ck_assert_int_eq(crypto_rng_generate(r1, (const u8 *)"x", 1, a, sizeof(a)), 0);
	ck_assert_int_eq(crypto_rng_generate(r2, (const u8 *)"y", 1, b, sizeof(b)), 0);
	ck_assert(memcmp(a, b, sizeof(a)));
	crypto_free_rng(r1);
	crypto_free_rng(r2);
}
END_TEST

// A prediction-resistant DRBG reseeds before every request (from the test entropy here); the
// nopr one keeps its state whatever entropy it is handed after instantiation.
START_TEST(test_prediction_resistance)
{
	static const u8 ent1[32] = "entropy one", ent2[32] = "entropy two";
	const char *core = drbg_cores[_i];
	char pr[64], nopr[64];

	snprintf(pr, sizeof(pr), "drbg_pr_%s", core);
	snprintf(nopr, sizeof(nopr), "drbg_nopr_%s", core);
	struct crypto_rng *p1 = fixed_rng(pr, NULL), *p2 = fixed_rng(pr, NULL);
	crypto_rng_set_entropy(p1, ent1, sizeof(ent1));
	crypto_rng_set_entropy(p2, ent2, sizeof(ent2));
	ck_assert(!rng_draws_equal(p1, p2, 32));

	struct crypto_rng *n1 = fixed_rng(nopr, NULL), *n2 = fixed_rng(nopr, NULL);
	crypto_rng_set_entropy(n1, ent1, sizeof(ent1));
	crypto_rng_set_entropy(n2, ent2, sizeof(ent2));
	ck_assert(rng_draws_equal(n1, n2, 32));
	crypto_free_rng(p1);
	crypto_free_rng(p2);
	crypto_free_rng(n1);
	crypto_free_rng(n2);
}
END_TEST

START_TEST(test_default_rng)
{
	u8 buf[32] = { 0 };

	ck_assert_int_eq(crypto_get_default_rng(), 0);
	ck_assert_ptr_nonnull(crypto_default_rng);
	ck_assert_str_eq(rng_driver(crypto_default_rng), "drbg_nopr_hmac_sha512");
	// Seeded by crypto_get_default_rng() itself.
	ck_assert_int_eq(crypto_rng_get_bytes(crypto_default_rng, buf, sizeof(buf)), 0);
	ck_assert(!all_zero(buf, sizeof(buf)));
	ck_assert_int_eq(crypto_get_default_rng(), 0);
	crypto_put_default_rng();
	ck_assert_int_eq(crypto_del_default_rng(), -EBUSY);
	crypto_put_default_rng();
	ck_assert_int_eq(crypto_del_default_rng(), 0);
	ck_assert_ptr_null(crypto_default_rng);
}
END_TEST

// A toy generator shows the type's own behaviour: seedsize, the random seed crypto_rng_reset()
// draws for a NULL seed, the no-op set_ent, /proc/crypto, the seedsize limit.
struct toy_ctx {
	u8 seed[16];
	unsigned int seeded;
};

static int toy_seed(struct crypto_rng *tfm, const u8 *seed, unsigned int slen)
{
	struct toy_ctx *ctx = crypto_rng_ctx(tfm);

	if (slen != sizeof(ctx->seed))
		return -EINVAL;
	memcpy(ctx->seed, seed, slen);
	ctx->seeded++;
	return 0;
}

static int toy_generate(struct crypto_rng *tfm, const u8 *src, unsigned int slen, u8 *dst,
			unsigned int dlen)
{
	struct toy_ctx *ctx = crypto_rng_ctx(tfm);

	for (unsigned int i = 0; i < dlen; i++)
		dst[i] = ctx->seed[i % sizeof(ctx->seed)];
	return 0;
}

static struct rng_alg toy_alg = {
	.generate = toy_generate,
	.seed = toy_seed,
	.seedsize = 16,
	.base = {
		.cra_name = "toyrng",
		.cra_driver_name = "toyrng-test",
		.cra_priority = 100,
		.cra_ctxsize = sizeof(struct toy_ctx),
	},
};

START_TEST(test_rng_type)
{
	struct rng_alg big = toy_alg;
	u8 a[16], b[16];

	big.seedsize = PAGE_SIZE / 8 + 1;
	strcpy(big.base.cra_driver_name, "toyrng-big");
	ck_assert_int_eq(crypto_register_rng(&big), -EINVAL);
	ck_assert_int_eq(crypto_register_rng(&toy_alg), 0);
	ck_assert_ptr_nonnull(toy_alg.set_ent);

	struct crypto_rng *rng = alloc_rng("toyrng");
	ck_assert_int_eq(crypto_rng_seedsize(rng), 16);
	ck_assert_int_eq(crypto_rng_reset(rng, NULL, 8), -EINVAL);
	ck_assert_int_eq(crypto_rng_reset(rng, NULL, 16), 0);
	ck_assert_int_eq(crypto_rng_get_bytes(rng, a, sizeof(a)), 0);
	ck_assert_int_eq(crypto_rng_reset(rng, NULL, 16), 0);
	ck_assert_int_eq(crypto_rng_get_bytes(rng, b, sizeof(b)), 0);
	ck_assert(memcmp(a, b, sizeof(a)));
	ck_assert_uint_eq(((struct toy_ctx *)crypto_rng_ctx(rng))->seeded, 2);
	crypto_rng_set_entropy(rng, a, sizeof(a));
	ck_assert_int_eq(crypto_rng_reset(rng, (const u8 *)"0123456789abcdef", 16), 0);
	ck_assert_int_eq(crypto_rng_get_bytes(rng, a, 3), 0);
	ck_assert(!memcmp(a, "012", 3));

	proc_assert_block("toyrng-test", "type         : rng\n", "seedsize     : 16\n");
	crypto_free_rng(rng);
	crypto_unregister_rng(&toy_alg);
	ck_assert_int_eq(alloc_rng_err("toyrng"), -ENOENT);

	// An rng is not a cipher: other types' lookups do not find it.
	ck_assert(!crypto_has_alg("stdrng", CRYPTO_ALG_TYPE_SKCIPHER, CRYPTO_ALG_TYPE_MASK));
	ck_assert(crypto_has_alg("stdrng", CRYPTO_ALG_TYPE_RNG, CRYPTO_ALG_TYPE_MASK));
}
END_TEST

static void *concurrent_worker(void *arg)
{
	struct crypto_rng *rng = arg;
	u8 buf[97];

	for (int i = 0; i < 200; i++)
		if (crypto_rng_generate(rng, buf, 7, buf, sizeof(buf)))
			return (void *)1;
	return NULL;
}

START_TEST(test_concurrent_generate)
{
	struct crypto_rng *rng = alloc_rng("stdrng");
	pthread_t threads[4];

	ck_assert_int_eq(crypto_rng_reset(rng, NULL, 0), 0);
	for (int i = 0; i < 4; i++)
		ck_assert_int_eq(pthread_create(&threads[i], NULL, concurrent_worker, rng), 0);
	for (int i = 0; i < 4; i++) {
		void *ret;

		ck_assert_int_eq(pthread_join(threads[i], &ret), 0);
		ck_assert_ptr_null(ret);
	}
	crypto_free_rng(rng);
}
END_TEST

// Run with UKCRYPTO_FIPS=1: priorities are 2000 up, the drivers 6.12 does not allow in FIPS
// mode (the SHA-384 ones) fail their self-test, the others pass.
START_TEST(test_fips_mode)
{
	ck_assert_int_eq(crypto_init(), 0);
	ck_assert(fips_enabled);
	ck_assert_int_eq(alloc_rng_err("drbg_nopr_sha384"), -ELIBBAD);
	ck_assert_int_eq(alloc_rng_err("drbg_pr_hmac_sha384"), -ELIBBAD);
	ck_assert_int_eq(alloc_rng_err("drbg_nopr_sha512"), 0);

	struct crypto_rng *rng = alloc_rng("stdrng");
	u8 buf[64];
	ck_assert_int_eq(crypto_rng_reset(rng, NULL, 0), 0);
	ck_assert_int_eq(crypto_rng_get_bytes(rng, buf, sizeof(buf)), 0);
	crypto_free_rng(rng);
}
END_TEST

int main(int argc, char **argv)
{
	bool fips = argc > 1 && !strcmp(argv[1], "fips");
	Suite *s;

	if (fips)
		s = check_new_suite("drbg-fips", "drbg", 120, { test_fips_mode },
				    { test_stdrng_resolves });
	else
		s = check_new_suite(
			"drbg", "drbg", 120, { test_every_driver_registered },
			{ test_selftests_ran }, { test_stdrng_resolves },
			{ test_cavs_vectors_public_api }, { test_get_bytes_lengths, NDRBGS },
			{ test_long_request_split, NCORES }, { test_reset_seed_sizes },
			{ test_two_instances_differ, NDRBGS }, { test_additional_input, NCORES },
			{ test_prediction_resistance, NCORES }, { test_default_rng },
			{ test_rng_type }, { test_concurrent_generate });
	// Register (and self-test) the built-in algorithms once, before the tests fork.
	if (crypto_init())
		return EXIT_FAILURE;
	return check_run(s);
}
