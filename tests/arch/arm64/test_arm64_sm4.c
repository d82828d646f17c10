// SPDX-License-Identifier: GPL-2.0-only
// The arm64 SM4 drivers: the "sm4-ce" cipher (300), the "*-sm4-ce" skciphers (400) and the
// "*-sm4-neon" ones (200), as 6.12 registers them: which driver each lookup chooses under the
// run's feature mask (UKCRYPTO_DISABLE_CPU_FEATURES), their shapes, their bytes against the
// generic drivers on random keys, lengths (odd tails too) and scatterlists split across pages,
// with SIMD usable and not, and 6.12's vectors through alg_test() with the extra tests on.
#define _GNU_SOURCE
#include <crypto/internal/cipher.h>
#include <crypto/internal/simd.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sys/auxv.h>

#include <check.h>
#undef fail

#include "../crypto/internal.h"
#include "check_run.h"
#include "dispatch_util.h"
#include "x86_test_util.h"

// The auxiliary vector's word, not the library's masked view: the mask the run asked for
// must be what changes the choice.
static bool hwcap_has(unsigned long bit, const char *name)
{
	return (getauxval(AT_HWCAP) & bit) && !cpu_feature_masked(name);
}

static bool have_neon(void)
{
	return hwcap_has(HWCAP_ASIMD, "asimd");
}

static bool have_ce(void)
{
	return have_neon() && hwcap_has(HWCAP_SM4, "sm4");
}

static const struct dispatch_alg sm4_algs[] = {
	{ "sm4", KIND_CIPHER },
	{ "ecb(sm4)", KIND_SKCIPHER },
	{ "cbc(sm4)", KIND_SKCIPHER },
	{ "ctr(sm4)", KIND_SKCIPHER },
	{ "cts(cbc(sm4))", KIND_SKCIPHER },
	{ "xts(sm4)", KIND_SKCIPHER },
};

#define N_ALGS (sizeof(sm4_algs) / sizeof(sm4_algs[0]))

// Per mask, the driver of each name above: the SM4 instructions' drivers; with sm4 masked the
// NEON ones (6.12 has no NEON cts or xts, so the templates wrap the NEON ecb and cbc) and the
// generic cipher; with asimd masked the generic code alone (cbc over the lskcipher ecb).
static const struct {
	const char *mask;
	const char *drivers[N_ALGS];
} sm4_rows[] = {
	{ "",
	  { "sm4-ce", "ecb-sm4-ce", "cbc-sm4-ce", "ctr-sm4-ce", "cts-cbc-sm4-ce", "xts-sm4-ce" } },
	{ "sm4",
	  { "sm4-generic", "ecb-sm4-neon", "cbc-sm4-neon", "ctr-sm4-neon", "cts(cbc-sm4-neon)",
	    "xts(ecb-sm4-neon)" } },
	{ "asimd",
	  { "sm4-generic", "ecb(sm4-generic)", "cbc(ecb(sm4-generic))", "ctr(sm4-generic)",
	    "cts(cbc(ecb(sm4-generic)))", "xts(ecb(sm4-generic))" } },
};

START_TEST(test_dispatch)
{
	unsigned int r = dispatch_mask_row(sm4_rows, sizeof(sm4_rows[0]),
					   sizeof(sm4_rows) / sizeof(sm4_rows[0]));

	// The row's mask must describe this run: the features it leaves are the ones it expects.
	ck_assert(have_ce() == (r == 0));
	ck_assert(have_neon() == (r != 2));
	for (unsigned int a = 0; a < N_ALGS; a++)
		dispatch_assert_chosen(sm4_rows[r].mask, sm4_algs[a].name, sm4_algs[a].kind,
				       sm4_rows[r].drivers[a]);
}
END_TEST

static const struct {
	const char *driver;
	int priority;
	bool ce;
} sm4_drivers[] = {
	{ "sm4-ce", 300, true },	 { "ecb-sm4-ce", 400, true },
	{ "cbc-sm4-ce", 400, true },	 { "ctr-sm4-ce", 400, true },
	{ "cts-cbc-sm4-ce", 400, true }, { "xts-sm4-ce", 400, true },
	{ "ecb-sm4-neon", 200, false },	 { "cbc-sm4-neon", 200, false },
	{ "ctr-sm4-neon", 200, false },
};

// Exactly the drivers the features allow are in /proc/crypto, self-tested, at 6.12's priority.
START_TEST(test_registered)
{
	char *proc = proc_crypto_read();
	char want[64];

	for (size_t i = 0; i < ARRAY_SIZE(sm4_drivers); i++) {
		const char *block = assert_selftested(proc, sm4_drivers[i].driver,
						      sm4_drivers[i].ce ? have_ce() : have_neon());

		if (!block)
			continue;
		snprintf(want, sizeof(want), "priority     : %d\n", sm4_drivers[i].priority);
		ck_assert_msg(proc_block_has(block, want), "%s: priority", sm4_drivers[i].driver);
	}
	free(proc);
}
END_TEST

// 6.12's fields: 16-byte keys (32 for XTS), CTR a stream cipher of 16-byte chunks, CTS and XTS
// walked two blocks at a time, all synchronous.
START_TEST(test_shape)
{
	static const struct {
		const char *driver;
		unsigned int blocksize, ivsize, keysize, chunksize, walksize;
	} shapes[] = {
		{ "ecb-sm4-ce", 16, 0, 16, 16, 16 },	{ "cbc-sm4-ce", 16, 16, 16, 16, 16 },
		{ "ctr-sm4-ce", 1, 16, 16, 16, 16 },	{ "cts-cbc-sm4-ce", 16, 16, 16, 16, 32 },
		{ "xts-sm4-ce", 16, 16, 32, 16, 32 },	{ "ecb-sm4-neon", 16, 0, 16, 16, 16 },
		{ "cbc-sm4-neon", 16, 16, 16, 16, 16 }, { "ctr-sm4-neon", 1, 16, 16, 16, 16 },
	};

	for (size_t i = 0; i < ARRAY_SIZE(shapes); i++) {
		if (strstr(shapes[i].driver, "-ce") ? !have_ce() : !have_neon())
			continue;
		struct crypto_skcipher *t = alloc_skcipher(shapes[i].driver);
		struct skcipher_alg *alg = crypto_skcipher_alg(t);

		ck_assert_uint_eq(crypto_skcipher_blocksize(t), shapes[i].blocksize);
		ck_assert_uint_eq(crypto_skcipher_ivsize(t), shapes[i].ivsize);
		ck_assert_uint_eq(alg->min_keysize, shapes[i].keysize);
		ck_assert_uint_eq(alg->max_keysize, shapes[i].keysize);
		ck_assert_uint_eq(crypto_skcipher_chunksize(t), shapes[i].chunksize);
		ck_assert_uint_eq(alg->walksize, shapes[i].walksize);
		ck_assert(!(crypto_skcipher_tfm(t)->__crt_alg->cra_flags & CRYPTO_ALG_ASYNC));
		crypto_free_skcipher(t);
	}
}
END_TEST

static unsigned int sm4_keylen(const char *cipher)
{
	(void)cipher;
	return 16;
}

// ECB, CBC and CTR of each tier against ecb/cbc/ctr(sm4-generic): 1 to 80 blocks (whole
// four-block groups and every remainder; CTR any byte length), counters near a carry. The
// NEON tier in the run that masks sm4, where lookups choose it (the emulator is slow).
static bool tier_tested(const char *driver)
{
	return strstr(driver, "-ce") ? have_ce() : have_neon() && !have_ce();
}

START_TEST(test_same_as_generic)
{
	const char *tier = _i ? "sm4-neon" : "sm4-ce";
	struct test_bufs bufs;

	if (!tier_tested(tier))
		return;
	test_bufs_alloc(&bufs);
	rng_seed_from_env(0x5e4a11ULL, (unsigned long long)_i);
	check_ecb_cbc_ctr_same_as_generic("sm4", tier, sm4_keylen, 80, 150, &bufs);
	test_bufs_free(&bufs);
}
END_TEST

// The fused CTS and XTS drivers against the templates over sm4-generic: lengths of one block
// up, odd tails (ciphertext stealing) half the time, up to 8 scatterlist entries crossing
// pages, in place or not, SIMD usable or not. CTS must leave the IV the cts template leaves;
// XTS has no IV out (6.12's XTS vectors give none), and the xts template leaves its own.
START_TEST(test_cts_xts_same_as_generic)
{
	const char *drv = _i ? "xts-sm4-ce" : "cts-cbc-sm4-ce";
	const char *gen = _i ? "xts(ecb(sm4-generic))" : "cts(cbc(sm4-generic))";
	const unsigned int keylen = _i ? 32 : 16;
	struct test_bufs b;
	u8 key[32], iv[16];

	if (!have_ce())
		return;
	struct crypto_skcipher *x = alloc_skcipher(drv), *g = alloc_skcipher(gen);

	test_bufs_alloc(&b);
	rng_seed_from_env(0x5e4c75ULL, (unsigned long long)_i);
	for (unsigned int it = 0; it < fuzz_iterations(200); it++) {
		unsigned int len = 16 * (1 + rng_below(it % 4 ? 12 : 100));

		if (rng_below(2))
			len += 1 + rng_below(15);
		rng_bytes(key, keylen);
		// XTS keys with equal halves are refused in FIPS mode only; keep them apart anyway.
		key[16] = (u8)~key[0];
		rng_bytes(iv, sizeof(iv));
		ck_assert_int_eq(crypto_skcipher_setkey(x, key, keylen), 0);
		ck_assert_int_eq(crypto_skcipher_setkey(g, key, keylen), 0);
		skcipher_compare_one(x, g, &b, len, iv, 1 + rng_below(8),
				     rng_below(2) ? COMPARE_NOSIMD : COMPARE_SIMD, !_i);
	}
	test_bufs_free(&b);
	crypto_free_skcipher(g);
	crypto_free_skcipher(x);
}
END_TEST

// The one-block cipher against sm4-generic, with SIMD usable and not, and its key check.
START_TEST(test_cipher)
{
	if (!have_ce())
		return;
	struct crypto_cipher *x = crypto_alloc_cipher("sm4-ce", 0, 0);
	struct crypto_cipher *g = crypto_alloc_cipher("sm4-generic", 0, 0);
	u8 key[16], in[16], a[16], e[16];

	ck_assert(!IS_ERR(x) && !IS_ERR(g));
	rng_seed_from_env(0x5e4c1ULL, 0);
	for (unsigned int it = 0; it < 200; it++) {
		rng_bytes(key, sizeof(key));
		rng_bytes(in, sizeof(in));
		ck_assert_int_eq(crypto_cipher_setkey(x, key, 16), 0);
		ck_assert_int_eq(crypto_cipher_setkey(g, key, 16), 0);
		crypto_simd_disabled_for_test = it % 2;
		crypto_cipher_encrypt_one(x, a, in);
		crypto_cipher_encrypt_one(g, e, in);
		ck_assert(!memcmp(a, e, 16));
		crypto_cipher_decrypt_one(x, a, e);
		crypto_simd_disabled_for_test = false;
		ck_assert(!memcmp(a, in, 16));
	}
	ck_assert_int_eq(crypto_cipher_setkey(x, key, 15), -EINVAL);
	ck_assert_int_eq(crypto_cipher_setkey(x, key, 32), -EINVAL);
	crypto_free_cipher(x);
	crypto_free_cipher(g);
}
END_TEST

// What every driver refuses as 6.12's does: keys of other lengths, ECB and CBC data not whole
// blocks, CTS and XTS data shorter than a block.
START_TEST(test_bad_input)
{
	static const struct {
		const char *driver;
		unsigned int badlen;
	} cases[] = {
		{ "ecb-sm4-ce", 17 }, { "cbc-sm4-ce", 31 },   { "cts-cbc-sm4-ce", 15 },
		{ "xts-sm4-ce", 15 }, { "ecb-sm4-neon", 17 }, { "cbc-sm4-neon", 31 },
	};
	static u8 buf[64];
	u8 key[64] = { 1 }, iv[16] = { 0 };
	struct scatterlist sg;

	for (size_t i = 0; i < ARRAY_SIZE(cases); i++) {
		if (strstr(cases[i].driver, "-ce") ? !have_ce() : !have_neon())
			continue;
		struct crypto_skcipher *t = alloc_skcipher(cases[i].driver);
		const unsigned int klen = crypto_skcipher_alg(t)->max_keysize;

		ck_assert_int_eq(crypto_skcipher_setkey(t, key, klen - 1), -EINVAL);
		ck_assert_int_eq(crypto_skcipher_setkey(t, key, klen + 16), -EINVAL);
		key[16] = 2;
		ck_assert_int_eq(crypto_skcipher_setkey(t, key, klen), 0);
		sg_init_one(&sg, buf, cases[i].badlen);
		ck_assert_int_eq(skcipher_run(t, true, &sg, &sg, cases[i].badlen, iv, NULL),
				 -EINVAL);
		ck_assert_int_eq(skcipher_run(t, false, &sg, &sg, cases[i].badlen, iv, NULL),
				 -EINVAL);
		crypto_free_skcipher(t);
	}
}
END_TEST

// 6.12's vectors (testmgr/vectors/sm4.vec) again through alg_test(), with the extra tests on:
// random configurations and the comparison with the generic drivers.
START_TEST(test_selftest_extra)
{
	static const struct {
		const char *alg;
		const char *driver;
	} tests[] = {
		{ "ecb(sm4)", "ecb-sm4-ce" },	{ "cbc(sm4)", "cbc-sm4-ce" },
		{ "ctr(sm4)", "ctr-sm4-ce" },	{ "cts(cbc(sm4))", "cts-cbc-sm4-ce" },
		{ "xts(sm4)", "xts-sm4-ce" },	{ "ecb(sm4)", "ecb-sm4-neon" },
		{ "cbc(sm4)", "cbc-sm4-neon" }, { "ctr(sm4)", "ctr-sm4-neon" },
	};

	if (!tier_tested(tests[_i].driver))
		return;
	extra_tests_on(20);
	ck_assert_int_eq(alg_test(tests[_i].driver, tests[_i].alg, CRYPTO_ALG_TYPE_SKCIPHER, 0), 0);
}
END_TEST

int main(void)
{
	if (!(getauxval(AT_HWCAP) & HWCAP_ASIMD) || !(getauxval(AT_HWCAP) & HWCAP_SM4)) {
		printf("SKIP: this CPU lacks the SM4 instructions\n");
		return 77;
	}
	return check_run(x86_new_suite("arm64_sm4", { test_dispatch }, { test_registered },
				       { test_shape }, { test_same_as_generic, 2 },
				       { test_cts_xts_same_as_generic, 2 }, { test_cipher },
				       { test_bad_input }, { test_selftest_extra, 8 }));
}
