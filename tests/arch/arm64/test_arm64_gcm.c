// SPDX-License-Identifier: GPL-2.0-only
// The arm64 AES-GCM drivers gcm-aes-ce and rfc4106-gcm-aes-ce: registered at 6.12's priority
// only with AES and PMULL (and then no ghash-neon), self-tested, and their bytes against the
// generic gcm template on random keys, lengths, associated data and scatterlist splits, forged
// messages (-EBADMSG, no plaintext left in dst), and with SIMD unusable. Without them, the same
// for the gcm template over ghash-neon.
#include <asm/cpufeature.h>
#include <crypto/aead.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "gcm_test_util.h"
#include "x86_test_util.h"

static const char *const gcm_generic = "gcm_base(ctr(aes-generic),ghash-generic)";
static const char *const rfc_generic = "rfc4106(gcm_base(ctr(aes-generic),ghash-generic))";

// The features as the library sees them, the mask applied.
static bool have_gcm_ce(void)
{
	return cpu_have_named_feature(ASIMD) && cpu_have_named_feature(AES) &&
	       cpu_have_named_feature(PMULL);
}

START_TEST(test_registered_and_selftested)
{
	static const char *const names[] = { "gcm-aes-ce", "rfc4106-gcm-aes-ce" };
	char *proc = proc_crypto_read();

	for (size_t i = 0; i < 2; i++) {
		const char *block = assert_selftested(proc, names[i], have_gcm_ce());

		if (block)
			ck_assert_msg(proc_block_has(block, "priority     : 300\n"), "%s: priority",
				      names[i]);
	}
	// One or the other, as 6.12's ghash-ce-glue.c registers them.
	assert_selftested(proc, "ghash-neon", !have_gcm_ce() && cpu_have_named_feature(ASIMD));
	free(proc);
}
END_TEST

// The shape of 6.12's gcm_aes_algs[]: synchronous, 12- and 8-byte IVs, 16-byte chunks and
// tags, one-byte blocks.
START_TEST(test_shape)
{
	if (!have_gcm_ce())
		return;
	struct crypto_aead *g = alloc_aead("gcm(aes)");
	struct crypto_aead *r = alloc_aead("rfc4106(gcm(aes))");

	ck_assert_str_eq(crypto_aead_driver_name(g), "gcm-aes-ce");
	ck_assert_str_eq(crypto_aead_driver_name(r), "rfc4106-gcm-aes-ce");
	ck_assert(!(crypto_aead_tfm(g)->__crt_alg->cra_flags & CRYPTO_ALG_ASYNC));
	ck_assert_int_eq(crypto_aead_ivsize(g), 12);
	ck_assert_int_eq(crypto_aead_ivsize(r), 8);
	ck_assert_int_eq(crypto_aead_maxauthsize(g), 16);
	ck_assert_int_eq(crypto_aead_maxauthsize(r), 16);
	ck_assert_int_eq(crypto_aead_blocksize(g), 1);
	ck_assert_int_eq(crypto_aead_alg(g)->chunksize, 16);
	crypto_free_aead(g);
	crypto_free_aead(r);
}
END_TEST

// _i: 0 for gcm(aes), 1 for rfc4106(gcm(aes)). With SIMD unusable the requests still run in
// the driver, synchronously: there is no simd wrapper on arm64. Without gcm-aes-ce, the gcm
// template over ghash-neon (on PMULL or on the 8-bit multiply) is what the lookup gives.
START_TEST(test_same_as_generic)
{
	const char *generic = _i ? rfc_generic : gcm_generic;
	char name[CRYPTO_MAX_ALG_NAME];
	struct test_bufs b;

	if (have_gcm_ce()) {
		strcpy(name, _i ? "rfc4106-gcm-aes-ce" : "gcm-aes-ce");
	} else {
		struct crypto_aead *tfm = alloc_aead(_i ? "rfc4106(gcm(aes))" : "gcm(aes)");

		strcpy(name, crypto_aead_driver_name(tfm));
		crypto_free_aead(tfm);
		if (!strstr(name, "ghash-neon"))
			return;
	}
	test_bufs_alloc(&b);
	rng_seed_from_env(0x9c3e41ULL, (unsigned long long)_i << 32);
	gcm_compare_driver(name, generic, _i, false, &b);
	test_bufs_free(&b);
}
END_TEST

START_TEST(test_bad_parameters)
{
	if (have_gcm_ce())
		gcm_check_bad_parameters("gcm-aes-ce", "rfc4106-gcm-aes-ce");
}
END_TEST

START_TEST(test_length_sums_wrap)
{
	if (!have_gcm_ce())
		return;
	gcm_check_length_sums_wrap("gcm-aes-ce", false);
	gcm_check_length_sums_wrap("rfc4106-gcm-aes-ce", true);
}
END_TEST

int main(void)
{
	return check_run(x86_new_suite("arm64_gcm", { test_registered_and_selftested },
				       { test_shape }, { test_same_as_generic, 2 },
				       { test_bad_parameters }, { test_length_sums_wrap }));
}
