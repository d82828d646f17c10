// SPDX-License-Identifier: GPL-2.0-only
// Which driver a lookup by name chooses on x86, under each mask of CPU features: the widest
// tier with nothing masked, then one step down per mask, and the generic drivers with all of
// them masked. The suite runs once per mask (UKCRYPTO_DISABLE_CPU_FEATURES, set by
// tests/meson.build) and checks that mask's row.
#define _GNU_SOURCE
#include <crypto/aead.h>
#include <crypto/hash.h>
#include <crypto/internal/cipher.h>
#include <crypto/skcipher.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cpuid.h>

#include <check.h>
#undef fail

#include "check_run.h"

enum alg_kind { KIND_CIPHER, KIND_SKCIPHER, KIND_AEAD, KIND_SHASH };

static const struct {
	const char *name;
	enum alg_kind kind;
} dispatch_algs[] = {
	{ "aes", KIND_CIPHER },
	{ "ecb(aes)", KIND_SKCIPHER },
	{ "cbc(aes)", KIND_SKCIPHER },
	{ "ctr(aes)", KIND_SKCIPHER },
	{ "xts(aes)", KIND_SKCIPHER },
	{ "cts(cbc(aes))", KIND_SKCIPHER },
	{ "gcm(aes)", KIND_AEAD },
	{ "sha256", KIND_SHASH },
	{ "essiv(cbc(aes),sha256)", KIND_SKCIPHER },
	{ "aegis128", KIND_AEAD },
	{ "ccm(aes)", KIND_AEAD },
	{ "cbcmac(aes)", KIND_SHASH },
	{ "ecb(serpent)", KIND_SKCIPHER },
	{ "cbc(serpent)", KIND_SKCIPHER },
};

#define N_ALGS (sizeof(dispatch_algs) / sizeof(dispatch_algs[0]))

// The mask tests/meson.build gives the generic-only suites.
#define ALL_MASKED "aes,vaes,pclmulqdq,vpclmulqdq,sha_ni,avx,avx2,avx512f,gfni,asimd,pmull,sha2"

// The expected driver of each algorithm above, in order, per mask. Names of template
// instances are the kernel's: cbc over the generic cipher is built on its lskcipher ecb.
static const struct {
	const char *mask;
	const char *drivers[N_ALGS];
} dispatch_rows[] = {
	{ "",
	  { "aes-aesni", "ecb-aes-aesni", "cbc-aes-vaes-avx10_512", "ctr-aes-vaes-avx10_512",
	    "xts-aes-vaes-avx10_512", "cts-cbc-aes-aesni", "generic-gcm-vaes-avx10_512",
	    "sha256-ni", "essiv-cbc-aes-sha256-aesni", "aegis128-aesni",
	    "ccm_base(ctr-aes-vaes-avx10_512,cbcmac(aes-aesni))", "cbcmac(aes-aesni)",
	    "ecb-serpent-avx2", "cbc-serpent-avx2" } },
	{ "avx512f",
	  { "aes-aesni", "ecb-aes-aesni", "cbc-aes-vaes-avx2", "ctr-aes-vaes-avx2",
	    "xts-aes-vaes-avx2", "cts-cbc-aes-aesni", "generic-gcm-aesni-avx", "sha256-ni",
	    "essiv-cbc-aes-sha256-aesni", "aegis128-aesni",
	    "ccm_base(ctr-aes-vaes-avx2,cbcmac(aes-aesni))", "cbcmac(aes-aesni)",
	    "ecb-serpent-avx2", "cbc-serpent-avx2" } },
	{ "vaes",
	  { "aes-aesni", "ecb-aes-aesni", "cbc-aes-aesni-avx", "ctr-aes-aesni-avx",
	    "xts-aes-aesni-avx", "cts-cbc-aes-aesni", "generic-gcm-aesni-avx", "sha256-ni",
	    "essiv-cbc-aes-sha256-aesni", "aegis128-aesni",
	    "ccm_base(ctr-aes-aesni-avx,cbcmac(aes-aesni))", "cbcmac(aes-aesni)",
	    "ecb-serpent-avx2", "cbc-serpent-avx2" } },
	{ "aes",
	  { "aes-generic", "ecb(aes-generic)", "cbc(ecb(aes-generic))", "ctr(aes-generic)",
	    "xts(ecb(aes-generic))", "cts(cbc(ecb(aes-generic)))",
	    "gcm_base(ctr(aes-generic),ghash-generic)", "sha256-ni",
	    "essiv(cbc(ecb(aes-generic)),sha256-ni)", "aegis128-generic",
	    "ccm_base(ctr(aes-generic),cbcmac(aes-generic))", "cbcmac(aes-generic)",
	    "ecb-serpent-avx2", "cbc-serpent-avx2" } },
	{ ALL_MASKED,
	  { "aes-generic", "ecb(aes-generic)", "cbc(ecb(aes-generic))", "ctr(aes-generic)",
	    "xts(ecb(aes-generic))", "cts(cbc(ecb(aes-generic)))",
	    "gcm_base(ctr(aes-generic),ghash-generic)", "sha256-generic",
	    "essiv(cbc(ecb(aes-generic)),sha256-generic)", "aegis128-generic",
	    "ccm_base(ctr(aes-generic),cbcmac(aes-generic))", "cbcmac(aes-generic)",
	    "ecb(serpent-generic)", "cbc(ecb(serpent-generic))" } },
};

#define N_ROWS (sizeof(dispatch_rows) / sizeof(dispatch_rows[0]))

// Allocates @alg as its kind and copies the chosen driver's name into @out; returns 0 or the
// allocation's -errno.
static long chosen_driver(const char *alg, enum alg_kind kind, char *out)
{
	void *mem;
	struct crypto_tfm *base;

	switch (kind) {
	case KIND_CIPHER:
		mem = crypto_alloc_cipher(alg, 0, 0);
		base = IS_ERR(mem) ? NULL : crypto_cipher_tfm(mem);
		break;
	case KIND_SKCIPHER:
		mem = crypto_alloc_skcipher(alg, 0, 0);
		base = IS_ERR(mem) ? NULL : crypto_skcipher_tfm(mem);
		break;
	case KIND_AEAD:
		mem = crypto_alloc_aead(alg, 0, 0);
		base = IS_ERR(mem) ? NULL : crypto_aead_tfm(mem);
		break;
	default:
		mem = crypto_alloc_shash(alg, 0, 0);
		base = IS_ERR(mem) ? NULL : crypto_shash_tfm(mem);
		break;
	}
	if (!base)
		return PTR_ERR(mem);
	strcpy(out, crypto_tfm_alg_driver_name(base));
	crypto_destroy_tfm(mem, base);
	return 0;
}

START_TEST(test_dispatch)
{
	const char *mask = getenv("UKCRYPTO_DISABLE_CPU_FEATURES");
	char got[CRYPTO_MAX_ALG_NAME];
	unsigned int r = 0;

	mask = mask ? mask : "";
	while (r < N_ROWS && strcmp(dispatch_rows[r].mask, mask))
		r++;
	ck_assert_msg(r < N_ROWS, "no expectations for the mask \"%s\"", mask);
	for (unsigned int a = 0; a < N_ALGS; a++) {
		long err = chosen_driver(dispatch_algs[a].name, dispatch_algs[a].kind, got);

		ck_assert_msg(!err, "mask \"%s\": %s: %ld", mask, dispatch_algs[a].name, err);
		ck_assert_msg(!strcmp(got, dispatch_rows[r].drivers[a]),
			      "mask \"%s\": %s chose %s, expected %s", mask,
			      dispatch_algs[a].name, got, dispatch_rows[r].drivers[a]);
	}
}
END_TEST

// The rows describe a CPU with every feature the widest tiers use (this project's reference
// machine class), read from CPUID itself since the library's view is masked.
static bool cpu_has_every_tier(void)
{
	unsigned int a, b, c, d, b7, c7;

	if (!__get_cpuid_count(1, 0, &a, &b, &c, &d))
		return false;
	bool leaf1 = (c >> 25 & 1) && (c >> 19 & 1) && (c >> 28 & 1) && (c >> 1 & 1);
	if (!__get_cpuid_count(7, 0, &a, &b7, &c7, &d))
		return false;
	// AVX2, BMI2, AVX512F/BW/VL, SHA; VAES, VPCLMULQDQ.
	return leaf1 && (b7 >> 5 & 1) && (b7 >> 8 & 1) && (b7 >> 16 & 1) && (b7 >> 30 & 1) &&
	       (b7 >> 31 & 1) && (b7 >> 29 & 1) && (c7 >> 9 & 1) && (c7 >> 10 & 1);
}

int main(void)
{
	if (!cpu_has_every_tier()) {
		printf("SKIP: this CPU lacks a feature of the widest x86 tiers\n");
		return 77;
	}
	Suite *s = suite_create("x86 dispatch");
	TCase *tc = tcase_create("masks");
	tcase_add_test(tc, test_dispatch);
	suite_add_tcase(s, tc);
	return check_run(s);
}
