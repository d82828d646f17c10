// SPDX-License-Identifier: GPL-2.0-only
// The x86 ARIA drivers: which driver a lookup of ecb(aria) and ctr(aria) chooses under the
// feature mask of the run, and the GFNI AVX-512 drivers' bytes against aria-generic over random
// keys, lengths, IVs (CTR counters about to carry or wrap too) and scatterlist layouts, in
// place and not, and every byte value at every position through the S-boxes.
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
#include "x86_test_util.h"

static bool cpuid_has(unsigned int leaf, int reg, unsigned int bit)
{
	unsigned int r[4];

	if (!__get_cpuid_count(leaf, 0, &r[0], &r[1], &r[2], &r[3]))
		return false;
	return r[reg] & (1u << bit);
}

// XCR0 bits 1, 2 and 5-7: the OS saves the xmm, ymm, opmask and zmm state.
static bool os_saves_zmm(void)
{
	unsigned int lo, hi;

	if (!cpuid_has(1, 2, 27)) // OSXSAVE
		return false;
	__asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
	return (lo & 0xe6) == 0xe6;
}

// The GFNI AVX-512 tier's features, each unless masked: AVX and AVX2, AVX-512 F, BW and VL
// (leaf 7 EBX bits 16, 30, 31), GFNI (leaf 7 ECX bit 8), and the zmm state saved.
static bool has_gfni_avx512(void)
{
	static const char *const names[] = { "avx",	 "avx2",     "avx512f",
					     "avx512bw", "avx512vl", "gfni" };

	for (unsigned int i = 0; i < ARRAY_SIZE(names); i++)
		if (cpu_feature_masked(names[i]))
			return false;
	return os_saves_zmm() && cpuid_has(1, 2, 28) && cpuid_has(7, 1, 5) && cpuid_has(7, 1, 16) &&
	       cpuid_has(7, 1, 30) && cpuid_has(7, 1, 31) && cpuid_has(7, 2, 8);
}

START_TEST(test_dispatch)
{
	const bool avx512 = has_gfni_avx512();
	char got[CRYPTO_MAX_ALG_NAME];

	skcipher_driver_of("ecb(aria)", got);
	ck_assert_str_eq(got, avx512 ? "ecb-aria-avx512" : "ecb(aria-generic)");
	skcipher_driver_of("ctr(aria)", got);
	ck_assert_str_eq(got, avx512 ? "ctr-aria-avx512" : "ctr(aria-generic)");
}
END_TEST

// The drivers (and the internal ones behind the simd wrapper) are in /proc/crypto, self-tested,
// exactly when the features allow them.
START_TEST(test_registered)
{
	char *proc = proc_crypto_read();
	const bool avx512 = has_gfni_avx512();

	assert_selftested(proc, "aria-generic", true);
	assert_selftested(proc, "ecb-aria-avx512", avx512);
	assert_selftested(proc, "ctr-aria-avx512", avx512);
	assert_selftested(proc, "__ecb-aria-avx512", avx512);
	assert_selftested(proc, "__ctr-aria-avx512", avx512);
	free(proc);
}
END_TEST

static unsigned int aria_keylen(const char *cipher)
{
	(void)cipher;
	return 16 + 8 * rng_below(3);
}

// 1 to 80 blocks: two 32-block steps, a 16-block one, 4-block ones and single blocks.
START_TEST(test_same_as_generic)
{
	struct test_bufs bufs;

	if (!has_gfni_avx512())
		return;
	test_bufs_alloc(&bufs);
	rng_seed_from_env(0xa41a512ULL, 1);
	check_same_as_generic("ecb", "aria", "aria-avx512", aria_keylen, 80, 300, &bufs);
	check_same_as_generic("ctr", "aria", "aria-avx512", aria_keylen, 80, 300, &bufs);
	test_bufs_free(&bufs);
}
END_TEST

// 256 blocks, block v all bytes v: whatever the first round key, every value reaches the S-box
// of every byte position in the first round. Encrypted in one request (32-block steps)
// and block by block (the one-block step), both equal aria-generic's, and decrypt back.
START_TEST(test_every_sbox_input)
{
	static u8 pt[256 * 16], a[256 * 16], b[256 * 16];
	struct crypto_skcipher *x, *g;
	struct scatterlist s, d;
	u8 key[32];

	if (!has_gfni_avx512())
		return;
	x = alloc_skcipher("ecb-aria-avx512");
	g = alloc_skcipher("ecb(aria-generic)");
	rng_seed_from_env(0x5b0c5ULL, 2);
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
		ck_assert(!memcmp(a, b, sizeof(pt)));
		memset(a, 0, sizeof(a));
		for (unsigned int i = 0; i < 256; i++) {
			sg_init_one(&s, pt + 16 * i, 16);
			sg_init_one(&d, a + 16 * i, 16);
			ck_assert_int_eq(skcipher_run(x, true, &s, &d, 16, NULL, NULL), 0);
		}
		ck_assert(!memcmp(a, b, sizeof(pt)));
		sg_init_one(&s, a, sizeof(pt));
		ck_assert_int_eq(skcipher_run(x, false, &s, &s, sizeof(pt), NULL, NULL), 0);
		ck_assert(!memcmp(a, pt, sizeof(pt)));
	}
	ck_assert_int_eq(crypto_skcipher_setkey(x, key, 20), -EINVAL);
	crypto_free_skcipher(x);
	crypto_free_skcipher(g);
}
END_TEST

int main(void)
{
	return check_run(x86_new_suite("x86_aria", { test_dispatch }, { test_registered },
				       { test_same_as_generic }, { test_every_sbox_input }));
}
