// SPDX-License-Identifier: GPL-2.0-only
// The fused x86 ESSIV drivers, one per AES tier: that a lookup of essiv(cbc(aes),sha256) picks
// the widest (and, with AES-NI masked, the template), their priorities and self-test status,
// and their bytes, output IVs and error codes against the template over the generic drivers
// on random keys, lengths and scatterlists.
#include <asm/cpufeature.h>
#include <crypto/internal/simd.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "x86_test_util.h"

#define FUSED "essiv-cbc-aes-sha256-"
#define REFERENCE "essiv(cbc(aes-generic),sha256-generic)"
#define MAX_ENTRIES 5

// The tiers (x86_aes_tiers, arch/x86/crypto/aes-x86-tiers.h), each fused driver one above its
// tier's cbc.
#define N_TIERS x86_aes_tier_count

// As the glue registers them: the AES-NI tier on the AES-NI drivers' features.
static bool fused_usable(void)
{
	return boot_cpu_has(X86_FEATURE_AES) && boot_cpu_has(X86_FEATURE_XMM4_1);
}

static void fused_name(unsigned int tier, bool internal, char *out)
{
	sprintf(out, "%s" FUSED "%s", internal ? "__" : "", x86_aes_tiers[tier].suffix);
}

// The internal driver of @tier, or NULL when it is not registered.
static struct crypto_skcipher *alloc_fused_internal(unsigned int tier)
{
	char name[CRYPTO_MAX_ALG_NAME];

	fused_name(tier, true, name);
	ck_assert_int_eq(PTR_ERR(crypto_alloc_skcipher(name, 0, 0)), -ENOENT);
	struct crypto_skcipher *tfm = crypto_alloc_skcipher(name, CRYPTO_ALG_INTERNAL,
							    CRYPTO_ALG_INTERNAL);
	if (IS_ERR(tfm)) {
		ck_assert_int_eq(PTR_ERR(tfm), -ENOENT);
		return NULL;
	}
	return tfm;
}

// How many tiers have a fused driver, as the registry answers: the first ones, each needing
// the one before it, and at least AES-NI's when AES-NI is usable.
static unsigned int fused_tiers(void)
{
	unsigned int n = 0;

	for (unsigned int t = 0; t < N_TIERS; t++) {
		struct crypto_skcipher *tfm = alloc_fused_internal(t);

		ck_assert_msg(!tfm || n == t, "tier %s registered without the one below",
			      x86_aes_tiers[t].suffix);
		if (tfm) {
			n++;
			crypto_free_skcipher(tfm);
		}
	}
	ck_assert_int_eq(n > 0, fused_usable());
	return n;
}

static void seed_rng(unsigned long long salt)
{
	rng_seed_from_env(0xe551fULL, salt);
}

// ---- which driver answers ----

// The widest tier's driver, at one above its tier's priority; on CPUs where zmm registers slow
// the CPU down the zmm tier keeps priority 1 (so 2 here) and the ymm AVX10 one wins.
START_TEST(test_lookup_picks_fused)
{
	struct crypto_skcipher *tfm = alloc_skcipher("essiv(cbc(aes),sha256)");
	const char *got = crypto_skcipher_driver_name(tfm);
	struct crypto_alg *alg = crypto_skcipher_tfm(tfm)->__crt_alg;
	unsigned int n = fused_tiers();
	char want[CRYPTO_MAX_ALG_NAME];

	if (n) {
		unsigned int t = n - 1;
		struct crypto_skcipher *widest = alloc_fused_internal(t);

		if (crypto_skcipher_tfm(widest)->__crt_alg->cra_priority == 2 && t > 0)
			t--;
		crypto_free_skcipher(widest);
		fused_name(t, false, want);
		ck_assert_str_eq(got, want);
		ck_assert_int_eq(alg->cra_priority, x86_aes_driver_priority(want, false));
		ck_assert(alg->cra_flags & CRYPTO_ALG_ASYNC); // the simd wrapper
	} else {
		ck_assert_msg(!strncmp(got, "essiv(", 6), "got %s without AES-NI", got);
		ck_assert_msg(!driver_is_x86(got), "got %s without AES-NI", got);
	}
	crypto_free_skcipher(tfm);
}
END_TEST

// Each registered tier's driver self-tested, the ones above absent; the internal ones only
// answer lookups that ask for internal algorithms, at their tier's priority.
START_TEST(test_registered_and_selftested)
{
	unsigned int n = fused_tiers();
	char *proc = proc_crypto_read();
	char name[CRYPTO_MAX_ALG_NAME];

	for (unsigned int t = 0; t < N_TIERS; t++) {
		fused_name(t, false, name);
		assert_selftested(proc, name, t < n);
		struct crypto_skcipher *tfm = alloc_fused_internal(t);

		ck_assert_int_eq(tfm != NULL, t < n);
		if (!tfm)
			continue;
		int prio = crypto_skcipher_tfm(tfm)->__crt_alg->cra_priority;

		ck_assert_msg(prio == x86_aes_driver_priority(name, false) ||
				      prio == x86_aes_driver_priority(name, true),
			      "%s: priority %d", name, prio);
		crypto_free_skcipher(tfm);
	}
	free(proc);
}
END_TEST

// ---- the same bytes as the template ----

// Data at a random offset in page-aligned memory, one entry or up to MAX_ENTRIES.
static void random_sg(struct scatterlist *sg, u8 *base, unsigned int len, u8 **data)
{
	*data = sg_random_layout(sg, len && rng_below(2) ? MAX_ENTRIES : 1, base, 4096, len);
}

// Whole blocks up to a little over two pages, biased to disk-sector sizes.
static unsigned int random_len(void)
{
	switch (rng_below(4)) {
	case 0:
		return 16 * rng_below(8);
	case 1:
		return 512 * (1 + rng_below(8));
	default:
		return 16 * rng_below((2 * 4096 + 200) / 16);
	}
}

// A request through both, the fused one with SIMD at times unusable (through cryptd): the
// bytes and the IV left behind (the last CBC block, 0 bytes: the encrypted IV) must match.
static void compare_one(struct crypto_skcipher *tfm, struct crypto_skcipher *ref,
			struct test_bufs *b)
{
	unsigned int len = random_len();
	u8 iv[16];

	rng_bytes(iv, sizeof(iv));
	if (rng_below(2))
		memset(iv + 8, 0, 8); // a little-endian sector number, as dm-crypt sends
	skcipher_compare_one(tfm, ref, b, len, iv, rng_below(2) ? MAX_ENTRIES : 1,
			     rng_below(5) ? COMPARE_SIMD : COMPARE_NOSIMD, true);
}

static void set_keys(struct crypto_skcipher *tfm, struct crypto_skcipher *ref)
{
	static const unsigned int sizes[] = { 16, 24, 32 };
	unsigned int klen = sizes[rng_below(3)];
	u8 key[32];

	rng_bytes(key, klen);
	crypto_simd_disabled_for_test = rng_below(4) == 0;
	int err = crypto_skcipher_setkey(tfm, key, klen);
	crypto_simd_disabled_for_test = false;
	ck_assert_int_eq(err, 0);
	ck_assert_int_eq(crypto_skcipher_setkey(ref, key, klen), 0);
}

// Every registered tier's driver, by driver name (the lookup's choice is one of them), or
// without AES-NI the template the lookup finds.
START_TEST(test_same_as_template)
{
	struct crypto_skcipher *ref = alloc_skcipher(REFERENCE);
	unsigned int n = fused_tiers();
	char name[CRYPTO_MAX_ALG_NAME];
	struct test_bufs b;

	ck_assert_str_eq(crypto_skcipher_driver_name(ref), REFERENCE);
	test_bufs_alloc(&b);
	seed_rng(0x11);
	for (unsigned int t = 0; t < (n ? n : 1); t++) {
		if (n)
			fused_name(t, false, name);
		struct crypto_skcipher *tfm = alloc_skcipher(n ? name : "essiv(cbc(aes),sha256)");

		for (unsigned int i = 0; i < fuzz_iterations(300); i++) {
			if (i % 6 == 0)
				set_keys(tfm, ref);
			compare_one(tfm, ref, &b);
		}
		crypto_free_skcipher(tfm);
	}
	test_bufs_free(&b);
	crypto_free_skcipher(ref);
}
END_TEST

// ---- bad input gets the template's answers ----

START_TEST(test_bad_key_lengths)
{
	static const unsigned int bad[] = { 0, 1, 8, 15, 17, 23, 25, 31, 33, 48, 64 };
	struct crypto_skcipher *tfm = alloc_skcipher("essiv(cbc(aes),sha256)");
	struct crypto_skcipher *ref = alloc_skcipher(REFERENCE);
	u8 key[64] = { 7 };

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		int want = crypto_skcipher_setkey(ref, key, bad[i]);

		ck_assert_int_ne(want, 0);
		ck_assert_msg(crypto_skcipher_setkey(tfm, key, bad[i]) == want,
			      "key length %u: not the template's %d", bad[i], want);
	}
	crypto_free_skcipher(ref);
	crypto_free_skcipher(tfm);
}
END_TEST

// Lengths CBC cannot take, in one entry and split: the error codes must be the template's.
START_TEST(test_bad_lengths)
{
	static const unsigned int lens[] = { 1, 8, 15, 17, 31, 33, 100, 4095, 4097, 8191 };
	struct crypto_skcipher *tfm = alloc_skcipher("essiv(cbc(aes),sha256)");
	struct crypto_skcipher *ref = alloc_skcipher(REFERENCE);
	struct scatterlist sg[MAX_ENTRIES], sgr[MAX_ENTRIES];
	struct test_bufs b;
	u8 key[32], iv[16], iv_ref[16], *in;

	test_bufs_alloc(&b);
	seed_rng(0xbad);
	rng_bytes(key, sizeof(key));
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, sizeof(key)), 0);
	ck_assert_int_eq(crypto_skcipher_setkey(ref, key, sizeof(key)), 0);
	for (size_t i = 0; i < 4 * sizeof(lens) / sizeof(lens[0]); i++) {
		unsigned int len = lens[i % (sizeof(lens) / sizeof(lens[0]))];
		bool enc = i & 1;

		random_sg(sg, b.src, len, &in);
		random_sg(sgr, b.ref, len, &in);
		memset(iv, 0x3c, sizeof(iv));
		memcpy(iv_ref, iv, sizeof(iv));
		int want = skcipher_run(ref, enc, sgr, sgr, len, iv_ref, NULL);
		int got = skcipher_run(tfm, enc, sg, sg, len, iv, NULL);

		ck_assert_int_ne(want, 0);
		ck_assert_msg(got == want, "%s of %u bytes: %d, the template %d",
			      enc ? "encryption" : "decryption", len, got, want);
	}
	test_bufs_free(&b);
	crypto_free_skcipher(ref);
	crypto_free_skcipher(tfm);
}
END_TEST

static Suite *x86_essiv_suite(void)
{
	return x86_new_suite("x86_essiv", { test_lookup_picks_fused },
			     { test_registered_and_selftested }, { test_same_as_template },
			     { test_bad_key_lengths }, { test_bad_lengths });
}

int main(void)
{
	return check_run(x86_essiv_suite());
}
