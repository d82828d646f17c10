// SPDX-License-Identifier: GPL-2.0-only
// Which driver a lookup by name chooses on x86, under each mask of CPU features: the widest
// tier this CPU has (read from CPUID and XCR0 here, independently of the library) that the mask
// leaves, down to the generic drivers with everything masked; and which tiers register their
// xts, fused CTS and fused ESSIV drivers, at which priorities. The suite runs once per mask
// (UKCRYPTO_DISABLE_CPU_FEATURES, set by tests/meson.build) and checks that mask's row.
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
#include "dispatch_util.h"
#include "x86_test_util.h"

static const struct dispatch_alg dispatch_algs[] = {
	DISPATCH_AES_ALGS,
	{ "essiv(cbc(aes),sha256)", KIND_SKCIPHER },
	{ "aegis128", KIND_AEAD },
	{ "ccm(aes)", KIND_AEAD },
	{ "cbcmac(aes)", KIND_SHASH },
	{ "sha256", KIND_SHASH },
	{ "ecb(serpent)", KIND_SKCIPHER },
	{ "cbc(serpent)", KIND_SKCIPHER },
};

#define N_ALGS (sizeof(dispatch_algs) / sizeof(dispatch_algs[0]))
// Then sha256, which follows sha_ni alone, and serpent: test_dispatch_block_ciphers below.
#define N_AES_ALGS (N_ALGS - 3)
#define SHA256_ALG N_AES_ALGS

// The x86 AES tiers (arch/x86/crypto/aes-x86-tiers.h), each needing the one before it.
enum x86_tier {
	TIER_GENERIC,
	TIER_AESNI,
	TIER_AESNI_AVX,
	TIER_VAES_AVX2,
	TIER_AVX10,
	N_TIERS
};

static const char *const tier_names[N_TIERS] = {
	"generic", "aesni", "aesni-avx", "vaes-avx2", "vaes-avx10 (256 and 512)",
};

// The expected driver of each algorithm above but sha256, in order, per tier. Names of
// template instances are the kernel's: cbc over the generic cipher is built on its lskcipher
// ecb; the generic essiv names the sha256 driver chosen (%s). 6.12 has no GCM at vaes-avx2.
static const char *const tier_drivers[N_TIERS][N_AES_ALGS] = {
	[TIER_GENERIC] = { "aes-generic", "ecb(aes-generic)", "cbc(ecb(aes-generic))",
			   "ctr(aes-generic)", "xts(ecb(aes-generic))",
			   "cts(cbc(ecb(aes-generic)))", "gcm_base(ctr(aes-generic),ghash-generic)",
			   "essiv(cbc(ecb(aes-generic)),%s)", "aegis128-generic",
			   "ccm_base(ctr(aes-generic),cbcmac(aes-generic))",
			   "cbcmac(aes-generic)" },
	[TIER_AESNI] = { "aes-aesni", "ecb-aes-aesni", "cbc-aes-aesni", "ctr-aes-aesni",
			 "xts-aes-aesni", "cts-cbc-aes-aesni", "generic-gcm-aesni",
			 "essiv-cbc-aes-sha256-aesni", "aegis128-aesni",
			 "ccm_base(ctr-aes-aesni,cbcmac(aes-aesni))", "cbcmac(aes-aesni)" },
	[TIER_AESNI_AVX] = { "aes-aesni", "ecb-aes-aesni", "cbc-aes-aesni-avx", "ctr-aes-aesni-avx",
			     "xts-aes-aesni-avx", "cts-cbc-aes-aesni-avx", "generic-gcm-aesni-avx",
			     "essiv-cbc-aes-sha256-aesni-avx", "aegis128-aesni",
			     "ccm_base(ctr-aes-aesni-avx,cbcmac(aes-aesni))", "cbcmac(aes-aesni)" },
	[TIER_VAES_AVX2] = { "aes-aesni", "ecb-aes-aesni", "cbc-aes-vaes-avx2", "ctr-aes-vaes-avx2",
			     "xts-aes-vaes-avx2", "cts-cbc-aes-vaes-avx2", "generic-gcm-vaes-avx2",
			     "essiv-cbc-aes-sha256-vaes-avx2", "aegis128-aesni",
			     "ccm_base(ctr-aes-vaes-avx2,cbcmac(aes-aesni))", "cbcmac(aes-aesni)" },
	[TIER_AVX10] = { "aes-aesni", "ecb-aes-aesni", "cbc-aes-vaes-avx10_512",
			 "ctr-aes-vaes-avx10_512", "xts-aes-vaes-avx10_512",
			 "cts-cbc-aes-vaes-avx10_512", "generic-gcm-vaes-avx10_512",
			 "essiv-cbc-aes-sha256-vaes-avx10_512", "aegis128-aesni",
			 "ccm_base(ctr-aes-vaes-avx10_512,cbcmac(aes-aesni))",
			 "cbcmac(aes-aesni)" },
};

// The mask tests/meson.build gives the generic-only suites.
#define ALL_MASKED "aes,vaes,pclmulqdq,vpclmulqdq,sha_ni,avx,avx2,avx512f,gfni,asimd,pmull,sha2"

// What each mask leaves: the widest tier it allows (the CPU may have less) and SHA-NI.
static const struct {
	const char *mask;
	enum x86_tier widest;
	bool sha_ni;
} dispatch_masks[] = {
	{ "", TIER_AVX10, true },	  { "avx512f", TIER_VAES_AVX2, true },
	{ "vaes", TIER_AESNI_AVX, true }, { "avx", TIER_AESNI, true },
	{ "aes", TIER_GENERIC, true },	  { ALL_MASKED, TIER_GENERIC, false },
	{ "avx2", TIER_AESNI_AVX, true }, { "sse2", TIER_GENERIC, false },
};

#define N_MASKS (sizeof(dispatch_masks) / sizeof(dispatch_masks[0]))

// The tier this CPU and its OS support, from CPUID and XCR0 as the hardware reports them.
static enum x86_tier cpu_tier(bool *sha_ni)
{
	unsigned int a, b, c, d, b7 = 0, c7 = 0, lo = 0, hi = 0;

	*sha_ni = false;
	if (!__get_cpuid_count(1, 0, &a, &b, &c, &d))
		return TIER_GENERIC;
	__get_cpuid_count(7, 0, &a, &b7, &c7, &d);
	bool aes = c >> 25 & 1, sse41 = c >> 19 & 1, ssse3 = c >> 9 & 1, pclmul = c >> 1 & 1;
	bool avx = c >> 28 & 1, osxsave = c >> 27 & 1;

	if (osxsave)
		__asm__("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
	*sha_ni = (b7 >> 29 & 1) && ssse3 && sse41;
	if (!aes || !sse41)
		return TIER_GENERIC;
	if (!avx || (lo & 0x6) != 0x6) // SSE and ymm state
		return TIER_AESNI;
	// AVX2; VAES, VPCLMULQDQ.
	if (!(b7 >> 5 & 1) || !(c7 >> 9 & 1) || !(c7 >> 10 & 1) || !pclmul)
		return TIER_AESNI_AVX;
	// AVX512F, BW, VL; BMI2; opmask, zmm upper halves and zmm16-31 state.
	if (!(b7 >> 16 & 1) || !(b7 >> 30 & 1) || !(b7 >> 31 & 1) || !(b7 >> 8 & 1) ||
	    (lo & 0xe0) != 0xe0)
		return TIER_VAES_AVX2;
	return TIER_AVX10;
}

static unsigned int mask_row(void)
{
	return dispatch_mask_row(dispatch_masks, sizeof(dispatch_masks[0]), N_MASKS);
}

// The tier the drivers must follow under this mask on this CPU.
static enum x86_tier expected_tier(unsigned int r, bool *sha_ni)
{
	enum x86_tier cpu = cpu_tier(sha_ni);

	*sha_ni = *sha_ni && dispatch_masks[r].sha_ni;
	return cpu < dispatch_masks[r].widest ? cpu : dispatch_masks[r].widest;
}

// The zmm tier keeps priority 1 on CPUs that slow down with zmm registers (6.12's exclusion
// list): then the ymm AVX10 drivers win. Which CPUs those are is the library's list.
static bool zmm_excluded(void)
{
	char got[CRYPTO_MAX_ALG_NAME];
	int prio;

	if (dispatch_chosen("__xts-aes-vaes-avx10_512", KIND_SKCIPHER, CRYPTO_ALG_INTERNAL, got,
			    &prio))
		return false;
	ck_assert_msg(prio == 800 || prio == 1, "__xts-aes-vaes-avx10_512: priority %d", prio);
	return prio == 1;
}

START_TEST(test_dispatch)
{
	unsigned int r = mask_row();
	bool sha_ni;
	enum x86_tier tier = expected_tier(r, &sha_ni);
	const char *sha = sha_ni ? "sha256-ni" : "sha256-generic";
	char want[CRYPTO_MAX_ALG_NAME];

	printf("mask \"%s\": tier %s, %s\n", dispatch_masks[r].mask, tier_names[tier], sha);
	for (unsigned int a = 0; a < N_ALGS; a++) {
		if (a < N_AES_ALGS)
			snprintf(want, sizeof(want), tier_drivers[tier][a], sha);
		else if (a == SHA256_ALG)
			strcpy(want, sha);
		else
			want[0] = 0; // serpent's: test_dispatch_block_ciphers
		char *zmm = strstr(want, "avx10_512");
		if (zmm && zmm_excluded())
			memcpy(zmm, "avx10_256", 9);
		dispatch_assert_chosen(dispatch_masks[r].mask, dispatch_algs[a].name,
				       dispatch_algs[a].kind, want[0] ? want : NULL);
	}
}
END_TEST

// The ECB/CBC/CTR tiers of the other 16-byte block ciphers
// (arch/x86/crypto/ecb-cbc-x86-tables.cpp), best first for each cipher: what each needs, and
// so which wins under each mask.
enum block_need {
	BLOCK_NONE,
	BLOCK_SSE2,
	BLOCK_AVX,
	BLOCK_AVX2
};

static const struct {
	const char *cipher, *driver;
	enum block_need need;
} block_tiers[] = {
	{ "serpent", "serpent-avx2", BLOCK_AVX2 }, { "serpent", "serpent-avx", BLOCK_AVX },
	{ "serpent", "serpent-sse2", BLOCK_SSE2 }, { "twofish", "twofish-avx", BLOCK_AVX },
	{ "twofish", "twofish-3way", BLOCK_NONE }, { "cast6", "cast6-avx", BLOCK_AVX },
};

// Whether @feature is one of the comma-separated names of @mask.
static bool mask_has(const char *mask, const char *feature)
{
	const size_t n = strlen(feature);

	for (const char *p = mask; *p;) {
		const size_t len = strcspn(p, ",");

		if (len == n && !strncmp(p, feature, n))
			return true;
		p += len + (p[len] == ',');
	}
	return false;
}

// What the CPU has (CPUID, XCR0) and the mask of row @r leaves; AVX2 goes with AVX.
static bool block_need_met(enum block_need need, unsigned int r)
{
	unsigned int a, b, c, d, lo = 0, hi = 0;
	const char *mask = dispatch_masks[r].mask;

	if (need == BLOCK_NONE)
		return true;
	if (!__get_cpuid_count(1, 0, &a, &b, &c, &d))
		return false;
	if (need == BLOCK_SSE2)
		return (d >> 26 & 1) && !mask_has(mask, "sse2");
	if (!(c >> 28 & 1) || !(c >> 27 & 1) || mask_has(mask, "avx"))
		return false;
	__asm__("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
	if ((lo & 0x6) != 0x6)
		return false;
	if (need == BLOCK_AVX)
		return true;
	__get_cpuid_count(7, 0, &a, &b, &c, &d);
	return (b >> 5 & 1) && !mask_has(mask, "avx2");
}

// ecb, cbc and ctr answer with the best tier's driver, xts and lrw wrap its ECB driver; with no
// tier, the templates over the generic cipher (cbc on its lskcipher ecb, ctr on the cipher).
START_TEST(test_dispatch_block_ciphers)
{
	static const char *const ciphers[] = { "serpent", "twofish", "cast6" };
	static const char *const modes[] = { "ecb", "cbc", "ctr", "xts", "lrw" };
	static const char *const generic[] = { "ecb(%s-generic)", "cbc(ecb(%s-generic))",
					       "ctr(%s-generic)", "xts(ecb(%s-generic))",
					       "lrw(ecb(%s-generic))" };
	static const char *const tiered[] = { "ecb-%s", "cbc-%s", "ctr-%s", "xts(ecb-%s)",
					      "lrw(ecb-%s)" };
	unsigned int r = mask_row();
	char name[64], want[CRYPTO_MAX_ALG_NAME];

	for (unsigned int c = 0; c < 3; c++) {
		const char *best = NULL;

		for (unsigned int t = 0; t < sizeof(block_tiers) / sizeof(block_tiers[0]); t++)
			if (!best && !strcmp(block_tiers[t].cipher, ciphers[c]) &&
			    block_need_met(block_tiers[t].need, r))
				best = block_tiers[t].driver;
		printf("mask \"%s\": %s on %s\n", dispatch_masks[r].mask, ciphers[c],
		       best ? best : "generic");
		for (unsigned int m = 0; m < sizeof(modes) / sizeof(modes[0]); m++) {
			snprintf(name, sizeof(name), "%s(%s)", modes[m], ciphers[c]);
			snprintf(want, sizeof(want), best ? tiered[m] : generic[m],
				 best ? best : ciphers[c]);
			dispatch_assert_chosen(dispatch_masks[r].mask, name, KIND_SKCIPHER, want);
		}
	}
}
END_TEST

// Every tier up to the expected one registers its xts, fused cts-cbc and fused essiv drivers
// (internal, behind the simd wrapper), at their priorities; no tier above it registers any.
START_TEST(test_tiers_registered)
{
	static const char *const fmt[] = { "__xts-aes-%s", "__cts-cbc-aes-%s",
					   "__essiv-cbc-aes-sha256-%s" };
	static const char *const sfx[][2] = {
		[TIER_AESNI] = { "aesni" },
		[TIER_AESNI_AVX] = { "aesni-avx" },
		[TIER_VAES_AVX2] = { "vaes-avx2" },
		[TIER_AVX10] = { "vaes-avx10_256", "vaes-avx10_512" },
	};
	bool sha_ni;
	enum x86_tier tier = expected_tier(mask_row(), &sha_ni);
	bool zmm = zmm_excluded();
	char name[CRYPTO_MAX_ALG_NAME], got[CRYPTO_MAX_ALG_NAME];
	int prio;

	for (int t = TIER_AESNI; t < N_TIERS; t++) {
		for (int v = 0; v < 2 && sfx[t][v]; v++) {
			for (int f = 0; f < 3; f++) {
				snprintf(name, sizeof(name), fmt[f], sfx[t][v]);
				long err = dispatch_chosen(name, KIND_SKCIPHER, CRYPTO_ALG_INTERNAL,
							   got, &prio);

				ck_assert_msg(err == (t <= (int)tier ? 0 : -ENOENT),
					      "%s: %ld with the tier %s", name, err,
					      tier_names[tier]);
				if (err)
					continue;
				int want = x86_aes_driver_priority(name, v == 1 && zmm);

				ck_assert_msg(prio == want, "%s: priority %d, expected %d", name,
					      prio, want);
			}
		}
	}
}
END_TEST

int main(void)
{
	return check_run(check_new_suite("x86 dispatch", "masks", 0, { test_dispatch },
					 { test_tiers_registered },
					 { test_dispatch_block_ciphers }));
}
