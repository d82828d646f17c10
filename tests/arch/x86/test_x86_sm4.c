// SPDX-License-Identifier: GPL-2.0-only
// The x86 SM4 drivers (sm4-aesni-avx and sm4-aesni-avx2): which driver a lookup of ecb(sm4),
// cbc(sm4) and ctr(sm4) chooses under the feature mask of the run; each tier's drivers in
// /proc/crypto at 6.12's priorities and walksizes, self-tested; 6.12's vectors again through
// alg_test() with the extra tests on; their bytes against sm4-generic's over random lengths,
// IVs and scatterlist layouts, in place and not; and every byte value at every position
// through the tier's S-box (GFNI's where the CPU has it, else AES-NI's: the "gfni" masks).
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <cpuid.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_run.h"
#include "../crypto/internal.h"
#include "x86_test_util.h"

static bool cpuid_has(unsigned int leaf, int reg, unsigned int bit)
{
	unsigned int r[4];

	if (!__get_cpuid_count(leaf, 0, &r[0], &r[1], &r[2], &r[3]))
		return false;
	return r[reg] & (1u << bit);
}

// XCR0 bits 1 and 2: the OS saves the xmm and ymm state.
static bool os_saves_ymm(void)
{
	unsigned int lo, hi;

	if (!cpuid_has(1, 2, 27)) // OSXSAVE
		return false;
	__asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
	return (lo & 6) == 6;
}

// 6.12's sm4-aesni-avx check: AES-NI (leaf 1 ECX bit 25) and AVX (bit 28), the ymm state saved,
// none of them masked.
static bool has_aes_avx(void)
{
	return !cpu_feature_masked("aes") && !cpu_feature_masked("avx") && os_saves_ymm() &&
	       cpuid_has(1, 2, 25) && cpuid_has(1, 2, 28);
}

// sm4-aesni-avx2's: AVX2 (leaf 7 EBX bit 5) as well.
static bool has_aes_avx2(void)
{
	return has_aes_avx() && !cpu_feature_masked("avx2") && cpuid_has(7, 1, 5);
}

static const char *const sm4_modes[] = { "ecb", "cbc", "ctr" };
// What a lookup finds without the drivers: 6.12's cbc template runs over the lskcipher
// ecb(sm4-generic).
static const char *const sm4_generic[] = { "ecb(sm4-generic)", "cbc(ecb(sm4-generic))",
					   "ctr(sm4-generic)" };

// The two tiers, their driver suffix, priority and walksize (bytes), and whether the CPU (as
// masked) has them.
struct sm4_tier {
	const char *suffix;
	const char *priority_line;
	const char *walksize_line;
	bool (*present)(void);
};

static const struct sm4_tier sm4_tiers[] = {
	{ "sm4-aesni-avx", "priority     : 400\n", "walksize     : 128\n", has_aes_avx },
	{ "sm4-aesni-avx2", "priority     : 500\n", "walksize     : 256\n", has_aes_avx2 },
};

START_TEST(test_dispatch)
{
	const char *suffix = has_aes_avx2()  ? "sm4-aesni-avx2"
			     : has_aes_avx() ? "sm4-aesni-avx"
					     : NULL;
	char got[CRYPTO_MAX_ALG_NAME], want[CRYPTO_MAX_ALG_NAME], name[CRYPTO_MAX_ALG_NAME];

	for (unsigned int m = 0; m < ARRAY_SIZE(sm4_modes); m++) {
		snprintf(name, sizeof(name), "%s(sm4)", sm4_modes[m]);
		if (suffix)
			snprintf(want, sizeof(want), "%s-%s", sm4_modes[m], suffix);
		else
			snprintf(want, sizeof(want), "%s", sm4_generic[m]);
		skcipher_driver_of(name, got);
		ck_assert_str_eq(got, want);
	}
}
END_TEST

// Each tier's drivers, and the internal ones behind the simd wrapper, are in /proc/crypto,
// self-tested, exactly when the features allow them, with 6.12's priority. The internal ones
// have 6.12's walksize; the simd wrapper does not copy it (6.12's simd.c), so the visible ones
// walk a block (their chunksize).
START_TEST(test_registered)
{
	const struct sm4_tier *t = &sm4_tiers[_i];
	char *proc = proc_crypto_read();
	char name[CRYPTO_MAX_ALG_NAME];

	assert_selftested(proc, "sm4-generic", true);
	for (unsigned int m = 0; m < ARRAY_SIZE(sm4_modes); m++) {
		for (unsigned int internal = 0; internal < 2; internal++) {
			const char *block;

			snprintf(name, sizeof(name), "%s%s-%s", internal ? "__" : "", sm4_modes[m],
				 t->suffix);
			block = assert_selftested(proc, name, t->present());
			if (!block)
				continue;
			ck_assert_msg(proc_block_has(block, t->priority_line), "%s priority", name);
			ck_assert_msg(proc_block_has(block, internal ? t->walksize_line
								     : "walksize     : 16\n"),
				      "%s walksize", name);
		}
	}
	free(proc);
}
END_TEST

// 6.12's ecb(sm4), cbc(sm4) and ctr(sm4) vectors again, with the extra tests on: random
// configurations and the comparison with the generic driver.
START_TEST(test_selftest_extra)
{
	const struct sm4_tier *t = &sm4_tiers[_i / ARRAY_SIZE(sm4_modes)];
	const char *mode = sm4_modes[_i % ARRAY_SIZE(sm4_modes)];
	char alg[CRYPTO_MAX_ALG_NAME], driver[CRYPTO_MAX_ALG_NAME];

	if (!t->present())
		return;
	extra_tests_on(20);
	snprintf(alg, sizeof(alg), "%s(sm4)", mode);
	snprintf(driver, sizeof(driver), "%s-%s", mode, t->suffix);
	ck_assert_int_eq(alg_test(driver, alg, CRYPTO_ALG_TYPE_SKCIPHER, 0), 0);
}
END_TEST

static unsigned int sm4_keylen(const char *cipher)
{
	(void)cipher;
	return 16;
}

// 1 to 80 blocks: 16-block (avx2) and 8-block steps, 4-block ones and single blocks, the CTR
// tail of a partial block, counters about to carry.
START_TEST(test_same_as_generic)
{
	const struct sm4_tier *t = &sm4_tiers[_i];
	struct test_bufs bufs;

	if (!t->present())
		return;
	test_bufs_alloc(&bufs);
	rng_seed_from_env(0x5a4a5e5ULL + _i, 1);
	check_ecb_cbc_ctr_same_as_generic("sm4", t->suffix, sm4_keylen, 80, 300, &bufs);
	test_bufs_free(&bufs);
}
END_TEST

// One request of @len bytes from @in into @out.
static void sm4_run(struct crypto_skcipher *tfm, bool enc, const u8 *in, u8 *out, unsigned int len)
{
	struct scatterlist s, d;

	sg_init_one(&s, in, len);
	sg_init_one(&d, out, len);
	ck_assert_int_eq(skcipher_run(tfm, enc, &s, &d, len, NULL, NULL), 0);
}

// 256 blocks, block v all bytes v: whatever the first round key, every value reaches the S-box
// of every byte position in the first round. Encrypted in one request (the widest steps) and
// block by block (the one-block step), both equal sm4-generic's, and decrypt back.
START_TEST(test_every_sbox_input)
{
	static u8 pt[256 * 16], a[256 * 16], b[256 * 16];
	const struct sm4_tier *t = &sm4_tiers[_i];
	struct crypto_skcipher *x, *g;
	char name[CRYPTO_MAX_ALG_NAME];
	u8 key[16];

	if (!t->present())
		return;
	snprintf(name, sizeof(name), "ecb-%s", t->suffix);
	x = alloc_skcipher(name);
	g = alloc_skcipher("ecb(sm4-generic)");
	rng_seed_from_env(0x5b0c54ULL + _i, 2);
	rng_bytes(key, sizeof(key));
	ck_assert_int_eq(crypto_skcipher_setkey(x, key, sizeof(key)), 0);
	ck_assert_int_eq(crypto_skcipher_setkey(g, key, sizeof(key)), 0);
	for (unsigned int i = 0; i < sizeof(pt); i++)
		pt[i] = (u8)(i / 16);
	sm4_run(g, true, pt, b, sizeof(pt));
	sm4_run(x, true, pt, a, sizeof(pt));
	ck_assert(!memcmp(a, b, sizeof(pt)));
	memset(a, 0, sizeof(a));
	for (unsigned int i = 0; i < 256; i++)
		sm4_run(x, true, pt + 16 * i, a + 16 * i, 16);
	ck_assert(!memcmp(a, b, sizeof(pt)));
	sm4_run(x, false, a, a, sizeof(pt));
	ck_assert(!memcmp(a, pt, sizeof(pt)));
	ck_assert_int_eq(crypto_skcipher_setkey(x, key, 24), -EINVAL);
	crypto_free_skcipher(x);
	crypto_free_skcipher(g);
}
END_TEST

int main(void)
{
	return check_run(x86_new_suite("x86_sm4", { test_dispatch }, { test_registered, 2 },
				       { test_selftest_extra, 6 }, { test_same_as_generic, 2 },
				       { test_every_sbox_input, 2 }));
}
