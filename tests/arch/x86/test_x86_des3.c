// SPDX-License-Identifier: GPL-2.0-only
// The x86_64 Triple DES drivers (des3_ede-asm, ecb-des3_ede-asm, cbc-des3_ede-asm): registered
// at 6.12's priorities and self-tested, with the extra tests too; the ones lookups pick; ECB and
// CBC at every length up to 64 blocks from several alignments, and in random scatterlist
// layouts, against the generic driver under the ecb and cbc templates; single blocks against
// des3_ede-generic; the weak-key rules, bad key and data lengths; and, run as "fips" under
// UKCRYPTO_FIPS=1, FIPS mode's refusals.
#include <crypto/internal/cipher.h>
#include <crypto/des.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/fips.h>
#include <linux/scatterlist.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "des3_key_cases.h"
#include "../crypto/internal.h"
#include "x86_test_util.h"

#define BS DES3_EDE_BLOCK_SIZE
#define KEYLEN DES3_EDE_KEY_SIZE
#define MAX_BLOCKS 64
#define N_DRIVERS 3
#define N_MODES 2

struct d3_driver {
	const char *alg, *driver;
	int priority;
	u32 type;
};

static const struct d3_driver drivers[N_DRIVERS] = {
	{ "des3_ede", "des3_ede-asm", 200, CRYPTO_ALG_TYPE_CIPHER },
	{ "ecb(des3_ede)", "ecb-des3_ede-asm", 300, CRYPTO_ALG_TYPE_SKCIPHER },
	{ "cbc(des3_ede)", "cbc-des3_ede-asm", 300, CRYPTO_ALG_TYPE_SKCIPHER },
};

// The two skcipher modes: ours, and the generic driver under the template.
static const char *const mode_driver[N_MODES] = { "ecb-des3_ede-asm", "cbc-des3_ede-asm" };
static const char *const mode_ref[N_MODES] = { "ecb(des3_ede-generic)", "cbc(des3_ede-generic)" };

static void seed_rng(unsigned long long salt)
{
	rng_seed_from_env(0xde53ede5ULL, salt);
}

// A random key of three different DES keys (outside FIPS mode any three would do).
static void random_key(u8 *key)
{
	do
		rng_bytes(key, KEYLEN);
	while (!memcmp(key, key + 8, 8) || !memcmp(key + 8, key + 16, 8));
}

static void driver_free(struct crypto_tfm *tfm, int d);

// ---- which drivers are there ----

// Each driver registered from the library, self-tested and passed, at 6.12's priority; the
// generic driver still beside it at 100.
START_TEST(test_registered)
{
	char *proc = proc_crypto_read();

	for (int i = 0; i < N_DRIVERS; i++) {
		const char *block = assert_selftested(proc, drivers[i].driver, true);
		struct crypto_tfm *tfm;

		ck_assert_ptr_nonnull(block);
		if (drivers[i].type == CRYPTO_ALG_TYPE_CIPHER) {
			struct crypto_cipher *c = crypto_alloc_cipher(drivers[i].driver, 0, 0);

			ck_assert_msg(!IS_ERR(c), "%s: %ld", drivers[i].driver, PTR_ERR(c));
			tfm = crypto_cipher_tfm(c);
			ck_assert_uint_eq(crypto_cipher_blocksize(c), BS);
		} else {
			struct crypto_skcipher *s = alloc_skcipher(drivers[i].driver);

			tfm = crypto_skcipher_tfm(s);
			ck_assert_uint_eq(crypto_skcipher_blocksize(s), BS);
			ck_assert_uint_eq(crypto_skcipher_ivsize(s), i == 2 ? BS : 0);
			ck_assert_uint_eq(crypto_skcipher_min_keysize(s), KEYLEN);
			ck_assert_uint_eq(crypto_skcipher_max_keysize(s), KEYLEN);
		}
		ck_assert_int_eq(tfm->__crt_alg->cra_priority, drivers[i].priority);
		ck_assert_str_eq(tfm->__crt_alg->cra_name, drivers[i].alg);
		driver_free(tfm, i);
	}
	struct crypto_cipher *gen = crypto_alloc_cipher("des3_ede-generic", 0, 0);

	ck_assert(!IS_ERR(gen));
	ck_assert_int_eq(crypto_cipher_tfm(gen)->__crt_alg->cra_priority, 100);
	crypto_free_cipher(gen);
	free(proc);
}
END_TEST

// The algorithm names pick ours, above the generic driver and the templates over it.
START_TEST(test_lookup_picks_ours)
{
	struct crypto_cipher *c = crypto_alloc_cipher("des3_ede", 0, 0);

	ck_assert(!IS_ERR(c));
	ck_assert_str_eq(crypto_tfm_alg_driver_name(crypto_cipher_tfm(c)), "des3_ede-asm");
	crypto_free_cipher(c);
	for (int m = 0; m < N_MODES; m++) {
		struct crypto_skcipher *s = alloc_skcipher(drivers[1 + m].alg);

		ck_assert_str_eq(crypto_skcipher_driver_name(s), mode_driver[m]);
		crypto_free_skcipher(s);
	}
	// A template over the cipher takes ours too.
	struct crypto_skcipher *ctr = alloc_skcipher("ctr(des3_ede)");

	ck_assert_str_eq(crypto_skcipher_driver_name(ctr), "ctr(des3_ede-asm)");
	crypto_free_skcipher(ctr);
}
END_TEST

// 6.12's vectors again, by alg_test(), with the extra tests on: random configurations (6.12's
// default of 100) and the comparison with the generic driver.
START_TEST(test_selftest_extra)
{
	extra_tests_on(100);
	ck_assert_int_eq(alg_test(drivers[_i].driver, drivers[_i].alg, drivers[_i].type, 0), 0);
}
END_TEST

// ---- the same bytes as the generic driver ----

struct d3_pair {
	struct crypto_skcipher *tfm, *ref;
	u8 key[KEYLEN];
};

static void pair_open(struct d3_pair *p, int m)
{
	p->tfm = alloc_skcipher(mode_driver[m]);
	p->ref = alloc_skcipher(mode_ref[m]);
	random_key(p->key);
	ck_assert_int_eq(crypto_skcipher_setkey(p->tfm, p->key, KEYLEN), 0);
	ck_assert_int_eq(crypto_skcipher_setkey(p->ref, p->key, KEYLEN), 0);
}

static void pair_close(struct d3_pair *p)
{
	crypto_free_skcipher(p->ref);
	crypto_free_skcipher(p->tfm);
}

// @len bytes of @in through ours (src and dst one buffer each, at @in and @out, which may be
// the same) and through the reference (out of place); the output and the next IV must match.
static void one_shot(struct d3_pair *p, bool enc, const u8 *in, u8 *out, unsigned int len,
		     const u8 *iv, const char *how)
{
	static u8 want[MAX_BLOCKS * BS], copy[MAX_BLOCKS * BS];
	struct scatterlist src, dst;
	u8 iv_got[BS], iv_want[BS];

	memcpy(copy, in, len);
	memcpy(iv_want, iv, BS);
	sg_init_one(&src, copy, len);
	sg_init_one(&dst, want, len);
	ck_assert_int_eq(skcipher_run(p->ref, enc, &src, &dst, len, iv_want, NULL), 0);
	memcpy(iv_got, iv, BS);
	sg_init_one(&src, in, len);
	sg_init_one(&dst, out, len);
	ck_assert_int_eq(skcipher_run(p->tfm, enc, &src, &dst, len, iv_got, NULL), 0);
	ck_assert_msg(!memcmp(out, want, len), "%s %s: %u bytes (%s) differ (seed %llu)",
		      crypto_skcipher_driver_name(p->tfm), enc ? "enc" : "dec", len, how, rng_seed);
	ck_assert_msg(!memcmp(iv_got, iv_want, BS), "%s: next IV after %u bytes (%s) differs",
		      crypto_skcipher_driver_name(p->tfm), len, how);
}

// Every length of 0 to MAX_BLOCKS blocks, each way, from alignments 0, 1, 3, 4 and 7 in turn,
// out of place and in place.
START_TEST(test_every_length)
{
	static const unsigned int aligns[] = { 0, 1, 3, 4, 7 };
	static u8 in[MAX_BLOCKS * BS + 16], out[MAX_BLOCKS * BS + 16];
	const int m = _i / 2;
	const bool enc = _i % 2 == 0;
	struct d3_pair p;
	u8 iv[BS];

	seed_rng((unsigned long long)_i << 40);
	pair_open(&p, m);
	for (unsigned int n = 0; n <= MAX_BLOCKS; n++) {
		const unsigned int len = n * BS, a = aligns[n % 5], b = aligns[(n + 2) % 5];

		rng_bytes(in, sizeof(in));
		rng_bytes(iv, BS);
		one_shot(&p, enc, in + a, out + b, len, iv, "out of place");
		one_shot(&p, enc, in + b, in + b, len, iv, "in place");
	}
	pair_close(&p);
}
END_TEST

// Random lengths (up to 4 KiB, over pages) in random scatterlist layouts, in place or not,
// against the reference; decryption gives the plaintext back, and the IVs chain.
START_TEST(test_random_layouts)
{
	const int m = _i;
	struct test_bufs b;
	struct d3_pair p;
	struct scatterlist sg_src[8], sg_dst[8], one_src, one_dst;

	seed_rng(0x5917ULL ^ ((unsigned long long)_i << 40));
	test_bufs_alloc(&b);
	pair_open(&p, m);
	for (unsigned int it = 0; it < fuzz_iterations(300); it++) {
		const unsigned int len = BS * (rng_below(4) ? rng_below(MAX_BLOCKS + 1)
							    : rng_below(513));
		const bool in_place = rng_below(2);
		u8 iv[BS], iv_got[BS], iv_want[BS];

		rng_bytes(iv, BS);
		u8 *src = sg_random_layout(sg_src, 8, b.src, 64, len);
		rng_bytes(src, len);
		memcpy(b.plain, src, len);
		u8 *dst = in_place ? src : sg_random_layout(sg_dst, 8, b.dst, 64, len);

		memcpy(iv_want, iv, BS);
		sg_init_one(&one_src, b.plain, len);
		sg_init_one(&one_dst, b.ref, len);
		ck_assert_int_eq(skcipher_run(p.ref, true, &one_src, &one_dst, len, iv_want, NULL),
				 0);
		memcpy(iv_got, iv, BS);
		ck_assert_int_eq(skcipher_run(p.tfm, true, sg_src, in_place ? sg_src : sg_dst, len,
					      iv_got, NULL),
				 0);
		ck_assert_msg(!memcmp(dst, b.ref, len), "%s: %u bytes differ (seed %llu)",
			      mode_driver[m], len, rng_seed);
		ck_assert(!memcmp(iv_got, iv_want, BS));
		// Back, through a layout of its own.
		u8 *back = sg_random_layout(sg_src, 8, b.src, 64, len);
		memmove(back, dst, len);
		memcpy(iv_got, iv, BS);
		ck_assert_int_eq(skcipher_run(p.tfm, false, sg_src, sg_src, len, iv_got, NULL), 0);
		ck_assert_msg(!memcmp(back, b.plain, len), "%s: %u bytes do not decrypt back",
			      mode_driver[m], len);
		if (m == 1 && len)
			ck_assert(!memcmp(iv_got, b.ref + len - BS, BS));
	}
	pair_close(&p);
	test_bufs_free(&b);
}
END_TEST

// The cipher, one block at a time from odd addresses, against des3_ede-generic, and back.
START_TEST(test_single_blocks)
{
	struct crypto_cipher *tfm = crypto_alloc_cipher("des3_ede-asm", 0, 0);
	struct crypto_cipher *ref = crypto_alloc_cipher("des3_ede-generic", 0, 0);
	u8 key[KEYLEN], in[BS + 3], got[BS + 5], want[BS];

	seed_rng(0x51b1ULL);
	ck_assert(!IS_ERR(tfm) && !IS_ERR(ref));
	for (unsigned int it = 0; it < 2000; it++) {
		if (it % 50 == 0) {
			random_key(key);
			ck_assert_int_eq(crypto_cipher_setkey(tfm, key, KEYLEN), 0);
			ck_assert_int_eq(crypto_cipher_setkey(ref, key, KEYLEN), 0);
		}
		rng_bytes(in, sizeof(in));
		crypto_cipher_encrypt_one(ref, want, in + it % 4);
		crypto_cipher_encrypt_one(tfm, got + it % 6, in + it % 4);
		ck_assert_msg(!memcmp(got + it % 6, want, BS), "block %u (seed %llu)", it,
			      rng_seed);
		crypto_cipher_decrypt_one(tfm, got + it % 6, got + it % 6);
		ck_assert(!memcmp(got + it % 6, in + it % 4, BS));
		crypto_cipher_decrypt_one(ref, want, in + it % 4);
		crypto_cipher_decrypt_one(tfm, got, in + it % 4);
		ck_assert(!memcmp(got, want, BS));
	}
	crypto_free_cipher(ref);
	crypto_free_cipher(tfm);
}
END_TEST

// ---- keys and lengths ----

// Driver @d's tfm, and its setkey with @flags set first.
static struct crypto_tfm *driver_tfm(int d)
{
	if (drivers[d].type == CRYPTO_ALG_TYPE_CIPHER) {
		struct crypto_cipher *c = crypto_alloc_cipher(drivers[d].driver, 0, 0);

		ck_assert(!IS_ERR(c));
		return crypto_cipher_tfm(c);
	}
	return crypto_skcipher_tfm(alloc_skcipher(drivers[d].driver));
}

static void driver_free(struct crypto_tfm *tfm, int d)
{
	if (drivers[d].type == CRYPTO_ALG_TYPE_CIPHER)
		crypto_free_cipher(__crypto_cipher_cast(tfm));
	else
		crypto_free_skcipher(__crypto_skcipher_cast(tfm));
}

static int driver_setkey(struct crypto_tfm *tfm, int d, const u8 *key, unsigned int len, u32 flags)
{
	if (drivers[d].type == CRYPTO_ALG_TYPE_CIPHER) {
		struct crypto_cipher *c = __crypto_cipher_cast(tfm);

		crypto_cipher_clear_flags(c, ~0u);
		crypto_cipher_set_flags(c, flags);
		return crypto_cipher_setkey(c, key, len);
	}
	struct crypto_skcipher *s = __crypto_skcipher_cast(tfm);

	crypto_skcipher_clear_flags(s, ~0u);
	crypto_skcipher_set_flags(s, flags);
	return crypto_skcipher_setkey(s, key, len);
}

// One block under driver @d (encryption), compared with des3_ede-generic keyed alike.
static void assert_block_as_generic(struct crypto_tfm *tfm, int d, const u8 *key)
{
	struct crypto_cipher *ref = crypto_alloc_cipher("des3_ede-generic", 0, 0);
	static const u8 in[BS] = { 0x4e, 0x6f, 0x77, 0x20, 0x69, 0x73, 0x20, 0x74 };
	u8 want[BS], got[BS], iv[BS] = { 0 };

	ck_assert(!IS_ERR(ref));
	ck_assert_int_eq(crypto_cipher_setkey(ref, key, KEYLEN), 0);
	crypto_cipher_encrypt_one(ref, want, in);
	if (drivers[d].type == CRYPTO_ALG_TYPE_CIPHER) {
		crypto_cipher_encrypt_one(__crypto_cipher_cast(tfm), got, in);
	} else {
		struct scatterlist src, dst;

		sg_init_one(&src, in, BS);
		sg_init_one(&dst, got, BS);
		ck_assert_int_eq(
			skcipher_run(__crypto_skcipher_cast(tfm), true, &src, &dst, BS, iv, NULL),
			0);
	}
	ck_assert(!memcmp(got, want, BS));
	crypto_free_cipher(ref);
}

// K1 = K2 or K2 = K3 (EDE then degenerates to single DES): taken unless weak keys are
// forbidden, then -EINVAL, as 6.12's glue maps des3_ede_expand_key()'s -ENOKEY; K1 = K3 alone
// is taken either way outside FIPS mode (des3_key_cases.h).
START_TEST(test_weak_keys)
{
	const int d = _i;
	struct crypto_tfm *tfm = driver_tfm(d);
	u8 key[KEYLEN];

	for (size_t i = 0; i < DES3_KEY_CASES; i++) {
		des3_case_key(key, &des3_key_cases[i]);
		ck_assert_int_eq(driver_setkey(tfm, d, key, KEYLEN, 0), 0);
		assert_block_as_generic(tfm, d, key);
		ck_assert_int_eq(
			driver_setkey(tfm, d, key, KEYLEN, CRYPTO_TFM_REQ_FORBID_WEAK_KEYS),
			des3_key_cases[i].forbidden);
		if (!des3_key_cases[i].forbidden)
			assert_block_as_generic(tfm, d, key);
	}
	driver_free(tfm, d);
}
END_TEST

// Keys of any length but 24 bytes: -EINVAL.
START_TEST(test_bad_key_lengths)
{
	static const unsigned int bad[] = { 0, 1, 8, 16, 23, 25, 32, 48 };
	static const u8 key[48] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17 };
	const int d = _i;
	struct crypto_tfm *tfm = driver_tfm(d);

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		ck_assert_int_eq(driver_setkey(tfm, d, key, bad[i], 0), -EINVAL);
	driver_free(tfm, d);
}
END_TEST

// Data that is not a whole number of blocks: -EINVAL (6.12's walk refuses the partial block at
// the end, after the whole ones), and nothing written past the request.
START_TEST(test_bad_data_lengths)
{
	static const unsigned int bad[] = { 1, 7, 9, 12, 15, 17, 100, 4095 };
	static u8 in[4096], out[4096], ref[4096];
	struct crypto_skcipher *tfm = alloc_skcipher(mode_driver[_i / 2]);
	struct scatterlist src, dst;
	u8 key[KEYLEN], iv[BS] = { 0 };

	seed_rng(0xbad1ULL);
	random_key(key);
	rng_bytes(in, sizeof(in));
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, KEYLEN), 0);
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		memset(out, 0x5a, sizeof(out));
		memcpy(ref, out, sizeof(out));
		sg_init_one(&src, in, bad[i]);
		sg_init_one(&dst, out, bad[i]);
		ck_assert_int_eq(skcipher_run(tfm, _i % 2 == 0, &src, &dst, bad[i], iv, NULL),
				 -EINVAL);
		ck_assert(!memcmp(out + bad[i], ref + bad[i], sizeof(out) - bad[i]));
	}
	crypto_free_skcipher(tfm);
}
END_TEST

// ---- FIPS mode ----

// 6.12 allows no Triple DES in FIPS mode: the self-tests leave every driver FIPS-disabled, so
// lookups fail; asked for with CRYPTO_ALG_FIPS_INTERNAL (as a template's spawn is) they are
// there, and setkey refuses K1 = K2, K2 = K3 and K1 = K3 whatever the weak-key policy, as
// des3_ede_verify_key() does in FIPS mode.
START_TEST(test_fips)
{
	static const u8 k1[8] = { 0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef };
	static const u8 k2[8] = { 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef, 0x01 };
	static const u8 k3[8] = { 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef, 0x01, 0x23 };
	const u8 *const cases[][3] = { { k1, k2, k1 }, { k1, k1, k2 }, { k1, k2, k2 } };
	u8 key[KEYLEN];

	ck_assert_int_eq(crypto_init(), 0);
	ck_assert(fips_enabled);
	ck_assert(IS_ERR(crypto_alloc_cipher("des3_ede", 0, 0)));
	ck_assert(IS_ERR(crypto_alloc_cipher("des3_ede-asm", 0, 0)));
	for (int m = 0; m < N_MODES; m++)
		ck_assert(IS_ERR(crypto_alloc_skcipher(mode_driver[m], 0, 0)));
	for (int m = 0; m < N_MODES; m++) {
		struct crypto_skcipher *tfm = crypto_alloc_skcipher(
			mode_driver[m], CRYPTO_ALG_FIPS_INTERNAL, CRYPTO_ALG_FIPS_INTERNAL);

		ck_assert_msg(!IS_ERR(tfm), "%s: %ld", mode_driver[m], PTR_ERR(tfm));
		for (size_t i = 0; i < 3; i++) {
			for (int j = 0; j < 3; j++)
				memcpy(key + 8 * j, cases[i][j], 8);
			crypto_skcipher_clear_flags(tfm, ~0u);
			ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, KEYLEN), -EINVAL);
		}
		memcpy(key, k1, 8);
		memcpy(key + 8, k2, 8);
		memcpy(key + 16, k3, 8);
		ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, KEYLEN), 0);
		crypto_free_skcipher(tfm);
	}
}
END_TEST

int main(int argc, char **argv)
{
	const bool fips = argc > 1 && !strcmp(argv[1], "fips");
	TCase *tc;
	Suite *s = x86_suite(fips ? "x86_des3-fips" : "x86_des3", &tc);

	if (fips) {
		tcase_add_test(tc, test_fips);
		return check_run(s);
	}
	// Registered (and self-tested) once, before the tests fork.
	if (crypto_init())
		return EXIT_FAILURE;
	tcase_add_test(tc, test_registered);
	tcase_add_test(tc, test_lookup_picks_ours);
	tcase_add_loop_test(tc, test_selftest_extra, 0, N_DRIVERS);
	tcase_add_loop_test(tc, test_every_length, 0, 2 * N_MODES);
	tcase_add_loop_test(tc, test_random_layouts, 0, N_MODES);
	tcase_add_test(tc, test_single_blocks);
	tcase_add_loop_test(tc, test_weak_keys, 0, N_DRIVERS);
	tcase_add_loop_test(tc, test_bad_key_lengths, 0, N_DRIVERS);
	tcase_add_loop_test(tc, test_bad_data_lengths, 0, 2 * N_MODES);
	return check_run(s);
}
