// SPDX-License-Identifier: GPL-2.0-only
// The x86 SM3 driver (sm3-avx): registered and self-tested exactly when the mask leaves AVX and
// BMI2, at 6.12's priority; which driver a lookup of "sm3" picks; the standard's vectors; and
// its digests against sm3-generic at every length from 0 to 1100 from several alignments, long
// ones, in random updates (SIMD unusable at times), and across export/import both ways.
#include <asm/cpufeature.h>
#include <crypto/hash.h>
#include <crypto/sm3.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <stdlib.h>
#include <string.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "shash_pair.h"
#include "shash_pair_split.h"
#include "x86_test_util.h"

#define SHORT_MAX 1100
#define LONG_MAX_LEN (1u << 20)
#define DRIVER "sm3-avx"

// 6.12's checks: AVX with the ymm state saved (the probe clears AVX without it), and BMI2.
static bool avx_usable(void)
{
	return boot_cpu_has(X86_FEATURE_AVX) && boot_cpu_has(X86_FEATURE_BMI2) &&
	       boot_cpu_has(X86_FEATURE_OSXSAVE);
}

static void seed_rng(unsigned long long salt)
{
	rng_seed_from_env(0x533ULL, salt);
}

// ---- which driver is there ----

START_TEST(test_registered)
{
	char *proc = proc_crypto_read();
	const char *mask = getenv("UKCRYPTO_DISABLE_CPU_FEATURES");

	// With no mask the probe follows the CPU (GCC's CPUID and XGETBV probe).
	if (!mask || !*mask)
		ck_assert(avx_usable() ==
			  (__builtin_cpu_supports("avx") && __builtin_cpu_supports("bmi2")));
	if (cpu_feature_masked("avx") || cpu_feature_masked("bmi2"))
		ck_assert(!avx_usable());
	assert_selftested(proc, DRIVER, avx_usable());
	assert_selftested(proc, "sm3-generic", true);
	struct crypto_shash *tfm = crypto_alloc_shash(DRIVER, 0, 0);

	if (avx_usable()) {
		ck_assert_msg(!IS_ERR(tfm), "%ld", PTR_ERR(tfm));
		ck_assert_int_eq(crypto_shash_tfm(tfm)->__crt_alg->cra_priority, 300);
		ck_assert_uint_eq(crypto_shash_digestsize(tfm), SM3_DIGEST_SIZE);
		ck_assert_uint_eq(crypto_shash_blocksize(tfm), SM3_BLOCK_SIZE);
		ck_assert_uint_eq(crypto_shash_statesize(tfm), sizeof(struct sm3_state));
		crypto_free_shash(tfm);
	} else {
		ck_assert_int_eq(PTR_ERR(tfm), -ENOENT);
	}
	free(proc);
}
END_TEST

// "sm3" picks sm3-avx when it is there, else the generic driver; so does hmac(sm3).
START_TEST(test_lookup_picks)
{
	const char *want = avx_usable() ? DRIVER : "sm3-generic";
	struct crypto_shash *tfm = alloc_shash("sm3");

	ck_assert_str_eq(crypto_shash_driver_name(tfm), want);
	crypto_free_shash(tfm);
	tfm = alloc_shash("hmac(sm3)");
	ck_assert_str_eq(crypto_shash_driver_name(tfm),
			 avx_usable() ? "hmac(sm3-avx)" : "hmac(sm3-generic)");
	crypto_free_shash(tfm);
}
END_TEST

// GB/T 32905-2016 Appendix A (GM/T 0004-2012 Appendix A): "abc" (A.1) and "abcd" 16 times
// (A.2), one-shot and a byte at a time; and the empty message against sm3_zero_message_hash.
START_TEST(test_vectors)
{
	static const u8 abc[SM3_DIGEST_SIZE] = {
		0x66, 0xc7, 0xf0, 0xf4, 0x62, 0xee, 0xed, 0xd9, 0xd1, 0xf2, 0xd4,
		0x6b, 0xdc, 0x10, 0xe4, 0xe2, 0x41, 0x67, 0xc4, 0x87, 0x5c, 0xf2,
		0xf7, 0xa2, 0x29, 0x7d, 0xa0, 0x2b, 0x8f, 0x4b, 0xa8, 0xe0,
	};
	static const u8 abcd16[SM3_DIGEST_SIZE] = {
		0xde, 0xbe, 0x9f, 0xf9, 0x22, 0x75, 0xb8, 0xa1, 0x38, 0x60, 0x48,
		0x89, 0xc1, 0x8e, 0x5a, 0x4d, 0x6f, 0xdb, 0x70, 0xe5, 0x38, 0x7e,
		0x57, 0x65, 0x29, 0x3d, 0xcb, 0xa3, 0x9c, 0x0c, 0x57, 0x32,
	};
	u8 msg[64], out[SM3_DIGEST_SIZE];

	if (!avx_usable())
		return;
	struct crypto_shash *tfm = alloc_shash(DRIVER);
	SHASH_DESC_ON_STACK(desc, tfm);
	desc->tfm = tfm;
	for (int i = 0; i < 16; i++)
		memcpy(msg + 4 * i, "abcd", 4);
	ck_assert_int_eq(crypto_shash_tfm_digest(tfm, (const u8 *)"abc", 3, out), 0);
	ck_assert(!memcmp(out, abc, sizeof(out)));
	ck_assert_int_eq(crypto_shash_tfm_digest(tfm, msg, sizeof(msg), out), 0);
	ck_assert(!memcmp(out, abcd16, sizeof(out)));
	ck_assert_int_eq(crypto_shash_init(desc), 0);
	for (unsigned int i = 0; i < sizeof(msg); i++)
		ck_assert_int_eq(crypto_shash_update(desc, msg + i, 1), 0);
	ck_assert_int_eq(crypto_shash_final(desc, out), 0);
	ck_assert(!memcmp(out, abcd16, sizeof(out)));
	ck_assert_int_eq(crypto_shash_tfm_digest(tfm, NULL, 0, out), 0);
	ck_assert(!memcmp(out, sm3_zero_message_hash, sizeof(out)));
	crypto_free_shash(tfm);
}
END_TEST

// ---- the same digests as the generic driver ----

// False (and nothing to close) when sm3-avx is not there; the suite has no loops, @i is 0.
static bool pair_open(struct shash_pair *p, int i __maybe_unused)
{
	if (!avx_usable())
		return false;
	shash_pair_open(p, DRIVER, "sm3-generic", LONG_MAX_LEN + 64);
	return true;
}

// Every length 0..SHORT_MAX one-shot at alignments 0, 1, 4, 8 and 15 in turn, and through init,
// update and final at an alignment of its own; then long ones around block and page ends.
START_TEST(test_every_length)
{
	static const unsigned int aligns[] = { 0, 1, 4, 8, 15 };
	static const unsigned int longs[] = { 4096 - 9,	 4096 + 55,  4096 + 56,
					      65536 - 1, 65536 + 64, LONG_MAX_LEN };
	struct shash_pair p;

	seed_rng(0x1e7ULL);
	if (!pair_open(&p, 0))
		return;
	shash_pair_every_length(&p, SHORT_MAX, aligns, 5, true, longs, ARRAY_SIZE(longs));
	shash_pair_close(&p);
}
END_TEST

// Random lengths, many around the padding boundary (55 bytes of a block fit the length,
// GM/T 0004-2012 section 5.2).
static unsigned int random_len(void)
{
	static const int off[] = { -10, -9, -8, -1, 0, 1 };

	return rng_below(2) ? rng_below(20000)
			    : (unsigned int)(64 * (1 + (int)rng_below(60)) + off[rng_below(6)]);
}

// Random messages in random updates; in test_nosimd_updates some of them see SIMD unusable and
// run the generic code on the same state.
static const struct shash_split_suite split_suite = { seed_rng, pair_open, random_len, 64,
						      shash_digest_split };

SHASH_SPLIT_TESTS(split_suite)

// A state exported part way through by one driver, imported into the other and finished
// there, both ways: the two share struct sm3_state.
START_TEST(test_export_import)
{
	struct shash_pair p;

	seed_rng(0xe4ULL);
	if (!pair_open(&p, 0))
		return;
	for (unsigned int i = 0; i < fuzz_iterations(300); i++) {
		if (i % 2)
			shash_pair_across(&p, p.tfm, p.ref);
		else
			shash_pair_across(&p, p.ref, p.tfm);
	}
	shash_pair_close(&p);
}
END_TEST

static Suite *x86_sm3_suite(void)
{
	return x86_new_suite("x86_sm3", { test_registered }, { test_lookup_picks },
			     { test_vectors }, { test_every_length }, { test_split_updates },
			     { test_nosimd_updates }, { test_export_import });
}

int main(void)
{
	return check_run(x86_sm3_suite());
}
