// SPDX-License-Identifier: GPL-2.0-only
// The x86 ECB, CBC and CTR drivers of serpent, twofish and cast6
// (arch/x86/crypto/ecb-cbc-x86-glue.cpp): each tier registered, self-tested and at its 6.12
// priority (5.10's for CTR) exactly when this CPU (read from CPUID and XCR0 here) and the mask
// allow it; and each gives the generic drivers' bytes over random keys, lengths, IVs (counters
// about to wrap too) and scatterlist layouts, in place and not, a CBC message split over two
// requests included.
#include <crypto/skcipher.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <cpuid.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "x86_test_util.h"

enum x86_need {
	NEED_NONE,
	NEED_SSE2,
	NEED_AVX,
	NEED_AVX2
};

static const struct {
	const char *cipher, *driver;
	int priority;
	bool simd;
	enum x86_need need;
} tiers[] = {
	{ "serpent", "serpent-sse2", 400, true, NEED_SSE2 },
	{ "serpent", "serpent-avx", 500, true, NEED_AVX },
	{ "serpent", "serpent-avx2", 600, true, NEED_AVX2 },
	{ "twofish", "twofish-3way", 300, false, NEED_NONE },
	{ "twofish", "twofish-avx", 400, true, NEED_AVX },
	{ "cast6", "cast6-avx", 200, true, NEED_AVX },
};

#define N_TIERS (sizeof(tiers) / sizeof(tiers[0]))

// What the CPU and its OS give, then what the mask leaves (AVX2 goes with AVX, as the
// library's feature dependencies say).
static bool tier_expected(unsigned int t)
{
	unsigned int a, b, c, d, lo = 0, hi = 0;

	if (!__get_cpuid_count(1, 0, &a, &b, &c, &d))
		return tiers[t].need == NEED_NONE;
	const bool sse2 = (d >> 26 & 1) && !cpu_feature_masked("sse2");
	bool avx = (c >> 28 & 1) && (c >> 27 & 1);

	if (avx)
		__asm__("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
	avx = avx && (lo & 0x6) == 0x6 && !cpu_feature_masked("avx");
	__get_cpuid_count(7, 0, &a, &b, &c, &d);
	const bool avx2 = avx && (b >> 5 & 1) && !cpu_feature_masked("avx2");

	switch (tiers[t].need) {
	case NEED_SSE2:
		return sse2;
	case NEED_AVX:
		return avx;
	case NEED_AVX2:
		return avx2;
	default:
		return true;
	}
}

static void tier_name(char *out, size_t n, const char *prefix, const char *mode, unsigned int t)
{
	snprintf(out, n, "%s%s-%s", prefix, mode, tiers[t].driver);
}

static bool has_priority(const char *block, int prio)
{
	char line[64];

	snprintf(line, sizeof(line), "priority     : %d\n", prio);
	return proc_block_has(block, line);
}

static const char *const modes[] = { "ecb", "cbc", "ctr" };

// CTR is a stream cipher over 16-byte counter blocks, as 6.12's ctr template makes it.
static void assert_ctr_sizes(const char *block, const char *name)
{
	ck_assert_msg(proc_block_has(block, "blocksize    : 1\n"), "%s: blocksize", name);
	ck_assert_msg(proc_block_has(block, "ivsize       : 16\n"), "%s: ivsize", name);
	ck_assert_msg(proc_block_has(block, "chunksize    : 16\n"), "%s: chunksize", name);
}

// The wrapper (or, for twofish-3way, the driver itself) passed its self-test; the internal
// algorithm is at 6.12's priority; a tier the CPU or mask rules out is not there at all.
START_TEST(test_registered)
{
	char *proc = proc_crypto_read();
	char name[CRYPTO_MAX_ALG_NAME];

	for (unsigned int t = 0; t < N_TIERS; t++) {
		const bool want = tier_expected(t);

		for (int m = 0; m < 3; m++) {
			const char *mode = modes[m];

			tier_name(name, sizeof(name), "", mode, t);
			const char *block = assert_selftested(proc, name, want);
			if (!block)
				continue;
			ck_assert_msg(has_priority(block, tiers[t].priority), "%s: priority", name);
			if (m == 2)
				assert_ctr_sizes(block, name);
			tier_name(name, sizeof(name), "__", mode, t);
			block = proc_block(proc, name);
			ck_assert_msg(!block == !tiers[t].simd, "%s: %s", name,
				      block ? "registered" : "missing");
			ck_assert_msg(!block || has_priority(block, tiers[t].priority),
				      "%s: priority", name);
		}
	}
	free(proc);
}
END_TEST

// A key length the cipher takes: serpent any up to 32 bytes, twofish 16/24/32, cast6 16 to 32
// in steps of 4.
static unsigned int random_keylen(const char *cipher)
{
	if (!strcmp(cipher, "serpent"))
		return rng_below(33);
	if (!strcmp(cipher, "twofish"))
		return 16 + 8 * rng_below(3);
	return 16 + 4 * rng_below(5);
}

START_TEST(test_same_as_generic)
{
	struct test_bufs bufs;

	test_bufs_alloc(&bufs);
	rng_seed_from_env(0xecbcbc86ULL, 1);
	for (unsigned int t = 0; t < N_TIERS; t++) {
		if (!tier_expected(t))
			continue;
		// 1 to 40 blocks (any length for ctr), so every step width and their mixes run.
		check_ecb_cbc_ctr_same_as_generic(tiers[t].cipher, tiers[t].driver, random_keylen,
						  40, 100, &bufs);
	}
	test_bufs_free(&bufs);
}
END_TEST

// A CBC message decrypted in two requests, split inside a group of blocks, equals one
// request; the IV left behind is the last ciphertext block.
START_TEST(test_cbc_split)
{
	u8 key[16], ct[320], one[320], two[320], iv[16], iv0[16];
	char drv[CRYPTO_MAX_ALG_NAME];

	for (unsigned int i = 0; i < sizeof(key); i++)
		key[i] = (u8)(i * 11);
	for (unsigned int i = 0; i < sizeof(ct); i++)
		ct[i] = (u8)(i * 5 + 3);
	memset(iv0, 0x42, 16);
	for (unsigned int t = 0; t < N_TIERS; t++) {
		if (!tier_expected(t))
			continue;
		tier_name(drv, sizeof(drv), "", "cbc", t);
		struct crypto_skcipher *x = alloc_skcipher(drv);
		struct scatterlist s, d;

		ck_assert_int_eq(crypto_skcipher_setkey(x, key, 16), 0);
		memcpy(iv, iv0, 16);
		sg_init_one(&s, ct, 320);
		sg_init_one(&d, one, 320);
		ck_assert_int_eq(skcipher_run(x, false, &s, &d, 320, iv, NULL), 0);
		ck_assert(!memcmp(iv, ct + 304, 16));
		memcpy(iv, iv0, 16);
		sg_init_one(&s, ct, 176);
		sg_init_one(&d, two, 176);
		ck_assert_int_eq(skcipher_run(x, false, &s, &d, 176, iv, NULL), 0);
		sg_init_one(&s, ct + 176, 144);
		sg_init_one(&d, two + 176, 144);
		ck_assert_int_eq(skcipher_run(x, false, &s, &d, 144, iv, NULL), 0);
		ck_assert_msg(!memcmp(one, two, 320), "%s", drv);
		crypto_free_skcipher(x);
	}
}
END_TEST

int main(void)
{
	return check_run(x86_new_suite("x86_ecb_cbc", { test_registered }, { test_same_as_generic },
				       { test_cbc_split }));
}
