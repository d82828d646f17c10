// SPDX-License-Identifier: GPL-2.0-only
// The x86 ARIA drivers (avx512, avx2 and avx tiers): which driver a lookup of ecb(aria) and
// ctr(aria) chooses under the feature mask of the run, their priorities, and each registered
// tier's bytes against aria-generic over random keys, lengths, IVs (CTR counters about to carry
// or wrap too) and scatterlist layouts, in place and not, every byte value at every position
// through the S-boxes, and the vectors of testmgr/vectors/aria.vec.
#include <crypto/skcipher.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <cpuid.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_run.h"
#include "testvec.h"
#include "x86_test_util.h"

static bool cpuid_has(unsigned int leaf, int reg, unsigned int bit)
{
	unsigned int r[4];

	if (!__get_cpuid_count(leaf, 0, &r[0], &r[1], &r[2], &r[3]))
		return false;
	return r[reg] & (1u << bit);
}

// Whether the OS saves the register state of XCR0's @bits (0x06: xmm and ymm; 0xe6: and the
// opmask and zmm state too).
static bool os_saves(unsigned int bits)
{
	unsigned int lo, hi;

	if (!cpuid_has(1, 2, 27)) // OSXSAVE
		return false;
	__asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
	return (lo & bits) == bits;
}

static bool none_masked(const char *const *names, unsigned int n)
{
	for (unsigned int i = 0; i < n; i++)
		if (cpu_feature_masked(names[i]))
			return false;
	return true;
}

// The GFNI AVX-512 tier's features, each unless masked: AVX and AVX2, AVX-512 F, BW and VL
// (leaf 7 EBX bits 16, 30, 31), GFNI (leaf 7 ECX bit 8), and the zmm state saved.
static bool has_gfni_avx512(void)
{
	static const char *const names[] = { "avx",	 "avx2",     "avx512f",
					     "avx512bw", "avx512vl", "gfni" };

	return none_masked(names, ARRAY_SIZE(names)) && os_saves(0xe6) && cpuid_has(1, 2, 28) &&
	       cpuid_has(7, 1, 5) && cpuid_has(7, 1, 16) && cpuid_has(7, 1, 30) &&
	       cpuid_has(7, 1, 31) && cpuid_has(7, 2, 8);
}

// 6.12's aria-aesni-avx check: AVX (leaf 1 ECX bit 28) and AES-NI (bit 25), the ymm state saved.
static bool has_aes_avx(void)
{
	static const char *const names[] = { "avx", "aes" };

	return none_masked(names, ARRAY_SIZE(names)) && os_saves(0x06) && cpuid_has(1, 2, 28) &&
	       cpuid_has(1, 2, 25);
}

// aria-aesni-avx2's: AVX2 (leaf 7 EBX bit 5) as well.
static bool has_aes_avx2(void)
{
	return has_aes_avx() && !cpu_feature_masked("avx2") && cpuid_has(7, 1, 5);
}

// The tiers, widest first, with 6.12's priorities.
static const struct {
	const char *suffix;
	int priority;
	bool (*usable)(void);
} aria_tiers[] = {
	{ "avx512", 600, has_gfni_avx512 },
	{ "avx2", 500, has_aes_avx2 },
	{ "avx", 400, has_aes_avx },
};

// The suffix of the widest usable tier, or NULL.
static const char *aria_best(void)
{
	for (unsigned int i = 0; i < ARRAY_SIZE(aria_tiers); i++)
		if (aria_tiers[i].usable())
			return aria_tiers[i].suffix;
	return NULL;
}

static void assert_chosen(const char *mode, const char *suffix)
{
	char got[CRYPTO_MAX_ALG_NAME], want[CRYPTO_MAX_ALG_NAME], alg[32];

	snprintf(alg, sizeof(alg), "%s(aria)", mode);
	if (suffix)
		snprintf(want, sizeof(want), "%s-aria-%s", mode, suffix);
	else
		snprintf(want, sizeof(want), "%s(aria-generic)", mode);
	skcipher_driver_of(alg, got);
	ck_assert_str_eq(got, want);
}

// On a CPU with every feature, the masks this suite runs under (tests/meson.build) each choose
// the tier written here, whatever the probes above say: a tier that never registers fails it.
static const struct {
	const char *mask;
	const char *suffix;
} aria_mask_choices[] = {
	{ "", "avx512" },	 { "gfni", "avx2" }, { "avx512f", "avx2" },  { "avx512bw", "avx2" },
	{ "avx512vl", "avx2" },	 { "avx2", "avx" },  { "avx2,gfni", "avx" }, { "aes", "avx512" },
	{ "avx512f,aes", NULL }, { "avx", NULL },
};

START_TEST(test_dispatch)
{
	const char *mask = getenv("UKCRYPTO_DISABLE_CPU_FEATURES");

	assert_chosen("ecb", aria_best());
	assert_chosen("ctr", aria_best());
	if (!os_saves(0xe6) || !cpuid_has(7, 2, 8) || !cpuid_has(7, 1, 31) || !cpuid_has(1, 2, 25))
		return;
	for (unsigned int i = 0; i < ARRAY_SIZE(aria_mask_choices); i++) {
		if (strcmp(mask ? mask : "", aria_mask_choices[i].mask))
			continue;
		assert_chosen("ecb", aria_mask_choices[i].suffix);
		assert_chosen("ctr", aria_mask_choices[i].suffix);
	}
}
END_TEST

// Each tier's drivers (and the internal ones behind the simd wrapper) are in /proc/crypto,
// self-tested at their priority, exactly when the features allow them; 6.12's ctr-aria-avx walks
// 16 blocks at a time inside its wrapper (which, as 6.12's, shows only the chunk size).
START_TEST(test_registered)
{
	static const char *const forms[] = { "ecb-aria-", "ctr-aria-", "__ecb-aria-",
					     "__ctr-aria-" };
	char *proc = proc_crypto_read();
	char name[CRYPTO_MAX_ALG_NAME], line[64];

	assert_selftested(proc, "aria-generic", true);
	for (unsigned int i = 0; i < ARRAY_SIZE(aria_tiers); i++) {
		const bool usable = aria_tiers[i].usable();

		snprintf(line, sizeof(line), "priority     : %d\n", aria_tiers[i].priority);
		for (unsigned int f = 0; f < ARRAY_SIZE(forms); f++) {
			snprintf(name, sizeof(name), "%s%s", forms[f], aria_tiers[i].suffix);
			if (assert_selftested(proc, name, usable))
				ck_assert_msg(proc_block_has(proc_block(proc, name), line), "%s",
					      name);
		}
	}
	if (has_aes_avx()) {
		ck_assert(
			proc_block_has(proc_block(proc, "__ctr-aria-avx"), "walksize     : 256\n"));
		ck_assert(proc_block_has(proc_block(proc, "ctr-aria-avx"), "walksize     : 16\n"));
	}
	if (has_aes_avx2())
		ck_assert(
			proc_block_has(proc_block(proc, "__ctr-aria-avx2"), "walksize     : 16\n"));
	free(proc);
}
END_TEST

static unsigned int aria_keylen(const char *cipher)
{
	(void)cipher;
	return 16 + 8 * rng_below(3);
}

// 1 to 80 blocks: every step of each tier (32, 16, 4 and 1 blocks) more than once.
START_TEST(test_same_as_generic)
{
	struct test_bufs bufs;
	char driver[32];

	test_bufs_alloc(&bufs);
	rng_seed_from_env(0xa41a512ULL, 1);
	for (unsigned int i = 0; i < ARRAY_SIZE(aria_tiers); i++) {
		if (!aria_tiers[i].usable())
			continue;
		snprintf(driver, sizeof(driver), "aria-%s", aria_tiers[i].suffix);
		check_same_as_generic("ecb", "aria", driver, aria_keylen, 80, 200, &bufs);
		check_same_as_generic("ctr", "aria", driver, aria_keylen, 80, 200, &bufs);
	}
	test_bufs_free(&bufs);
}
END_TEST

// 256 blocks, block v all bytes v: whatever the first round key, every value reaches the S-box
// of every byte position in the first round. Encrypted in one request (the widest steps) and
// block by block (the one-block step), both equal aria-generic's, and decrypt back.
static void check_every_sbox_input(const char *driver, struct crypto_skcipher *g)
{
	static u8 pt[256 * 16], a[256 * 16], b[256 * 16];
	struct crypto_skcipher *x = alloc_skcipher(driver);
	struct scatterlist s, d;
	u8 key[32];

	for (unsigned int klen = 16; klen <= 32; klen += 8) {
		rng_bytes(key, klen);
		ck_assert_int_eq(crypto_skcipher_setkey(x, key, klen), 0);
		ck_assert_int_eq(crypto_skcipher_setkey(g, key, klen), 0);
		for (unsigned int i = 0; i < sizeof(pt); i++)
			pt[i] = (u8)(i / 16);
		sg_init_one(&s, pt, sizeof(pt));
		sg_init_one(&d, b, sizeof(pt));
		ck_assert_int_eq(skcipher_run(g, true, &s, &d, sizeof(pt), NULL, NULL), 0);
		sg_init_one(&d, a, sizeof(pt));
		ck_assert_int_eq(skcipher_run(x, true, &s, &d, sizeof(pt), NULL, NULL), 0);
		ck_assert_msg(!memcmp(a, b, sizeof(pt)), "%s", driver);
		memset(a, 0, sizeof(a));
		for (unsigned int i = 0; i < 256; i++) {
			sg_init_one(&s, pt + 16 * i, 16);
			sg_init_one(&d, a + 16 * i, 16);
			ck_assert_int_eq(skcipher_run(x, true, &s, &d, 16, NULL, NULL), 0);
		}
		ck_assert_msg(!memcmp(a, b, sizeof(pt)), "%s block by block", driver);
		sg_init_one(&s, a, sizeof(pt));
		ck_assert_int_eq(skcipher_run(x, false, &s, &s, sizeof(pt), NULL, NULL), 0);
		ck_assert_msg(!memcmp(a, pt, sizeof(pt)), "%s decryption", driver);
	}
	ck_assert_int_eq(crypto_skcipher_setkey(x, key, 20), -EINVAL);
	crypto_free_skcipher(x);
}

START_TEST(test_every_sbox_input)
{
	struct crypto_skcipher *g = alloc_skcipher("ecb(aria-generic)");
	char driver[32];

	rng_seed_from_env(0x5b0c5ULL, 2);
	for (unsigned int i = 0; i < ARRAY_SIZE(aria_tiers); i++) {
		if (!aria_tiers[i].usable())
			continue;
		snprintf(driver, sizeof(driver), "ecb-aria-%s", aria_tiers[i].suffix);
		check_every_sbox_input(driver, g);
	}
	crypto_free_skcipher(g);
}
END_TEST

// One vector both ways through @tfm, in place, the IV (all zero without one) left as
// crypt_error and setkey_error allow.
static void check_vector(struct crypto_skcipher *tfm, const struct cipher_testvec *v,
			 const char *driver, unsigned int n)
{
	static u8 buf[4096];
	u8 iv[16];
	struct scatterlist sg;

	ck_assert_uint_le(v->len, sizeof(buf));
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, (const u8 *)v->key, v->klen), v->setkey_error);
	if (v->setkey_error)
		return;
	for (int enc = 1; enc >= 0; enc--) {
		const char *in = enc ? v->ptext : v->ctext, *want = enc ? v->ctext : v->ptext;

		memcpy(buf, in, v->len);
		memset(iv, 0, sizeof(iv));
		if (v->iv)
			memcpy(iv, v->iv, sizeof(iv));
		sg_init_one(&sg, buf, v->len);
		ck_assert_int_eq(skcipher_run(tfm, enc, &sg, &sg, v->len, iv, NULL),
				 v->crypt_error);
		if (!v->crypt_error)
			ck_assert_msg(!memcmp(buf, want, v->len), "%s vector %u %s", driver, n,
				      enc ? "encryption" : "decryption");
	}
}

// Every ecb(aria) and ctr(aria) vector (the RFC's and the kernel's, the extra ones too) through
// each registered tier.
START_TEST(test_vectors)
{
	static const char *const modes[] = { "ecb", "ctr" };
	char alg[32], driver[32];

	for (unsigned int i = 0; i < ARRAY_SIZE(aria_tiers); i++) {
		if (!aria_tiers[i].usable())
			continue;
		for (unsigned int m = 0; m < ARRAY_SIZE(modes); m++) {
			snprintf(alg, sizeof(alg), "%s(aria)", modes[m]);
			snprintf(driver, sizeof(driver), "%s-aria-%s", modes[m],
				 aria_tiers[i].suffix);

			const struct ukc_vector_suite *suite = ukc_find_vector_suite(alg);
			const struct cipher_testvec *v = ukc_suite_cipher_vecs(suite);
			struct crypto_skcipher *tfm = alloc_skcipher(driver);

			ck_assert(v != NULL && suite->count > 0);
			for (unsigned int n = 0; n < suite->count; n++)
				check_vector(tfm, &v[n], driver, n);
			crypto_free_skcipher(tfm);
		}
	}
}
END_TEST

int main(void)
{
	return check_run(x86_new_suite("x86_aria", { test_dispatch }, { test_registered },
				       { test_same_as_generic }, { test_every_sbox_input },
				       { test_vectors }));
}
