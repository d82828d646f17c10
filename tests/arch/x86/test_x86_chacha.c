// SPDX-License-Identifier: GPL-2.0-only
// The x86 ChaCha drivers: which driver and tier each name resolves to under the CPU as masked,
// their bytes against the generic drivers for every length up to 1100 and some long ones over
// random scatterlist splits, unaligned, in place or not, with counters near the 32-bit wrap
// (which 6.12 takes without a carry into the next word), and the library calls against the
// generic ones.
#include <asm/cpufeature.h>
#include <asm/fpu/api.h>
#include <crypto/chacha.h>
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

#define MAX_SPLITS 6
#define SHORT_MAX 1100
#define BUF_BYTES (20 * 4096)

static const char *const chacha_algs[] = { "chacha20", "xchacha20", "xchacha12" };

static const unsigned int long_lens[] = { 4095, 4096, 4097, 8191, 3 * 4096 + 1000, 65536 + 13 };

// The tier the glue must pick, from the features as masked: its log line names it.
static const char *expected_tier(void)
{
	bool avx2 = boot_cpu_has(X86_FEATURE_AVX) && boot_cpu_has(X86_FEATURE_AVX2) &&
		    cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM, NULL);

	if (!boot_cpu_has(X86_FEATURE_SSSE3))
		return NULL;
	if (avx2 && boot_cpu_has(X86_FEATURE_AVX512VL) && boot_cpu_has(X86_FEATURE_AVX512BW) &&
	    cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM | XFEATURE_MASK_AVX512, NULL))
		return "AVX-512VL";
	if (avx2)
		return "AVX2";
	return "SSSE3";
}

static void rng_seed_for(unsigned long long salt)
{
	rng_seed_from_env(0xc4ac4aULL, salt);
}

static unsigned int chacha_ivsize(const char *alg)
{
	return strcmp(alg, "chacha20") ? XCHACHA_IV_SIZE : CHACHA_IV_SIZE;
}

// A random IV whose 32-bit block counter is, half the time, within a few blocks of 2^32.
static void random_iv(const char *alg, u8 *iv)
{
	unsigned int at = strcmp(alg, "chacha20") ? 24 : 0;

	rng_bytes(iv, chacha_ivsize(alg));
	if (rng_below(2))
		put_unaligned_le32(0xffffffffu - rng_below(40), iv + at);
}

// One request over a flat buffer in place, through the generic path of the driver if @nosimd.
static void crypt_flat(struct crypto_skcipher *tfm, u8 *buf, unsigned int len, const u8 *iv,
		       bool nosimd)
{
	struct scatterlist sg;
	u8 ivbuf[XCHACHA_IV_SIZE];

	memcpy(ivbuf, iv, crypto_skcipher_ivsize(tfm));
	sg_init_one(&sg, buf, len);
	crypto_simd_disabled_for_test = nosimd;
	int err = skcipher_run(tfm, true, &sg, &sg, len, ivbuf, NULL);
	crypto_simd_disabled_for_test = false;
	ck_assert_int_eq(err, 0);
}

// ---- the drivers chosen ----

START_TEST(test_lookup)
{
	const char *tier = expected_tier();
	char text[96];

	for (unsigned int i = 0; i < ARRAY_SIZE(chacha_algs); i++) {
		struct crypto_skcipher *tfm = alloc_skcipher(chacha_algs[i]);
		char driver[CRYPTO_MAX_ALG_NAME];

		snprintf(driver, sizeof(driver), "%s-%s", chacha_algs[i],
			 tier ? "simd" : "generic");
		ck_assert_str_eq(crypto_skcipher_driver_name(tfm), driver);
		ck_assert_int_eq(crypto_skcipher_tfm(tfm)->__crt_alg->cra_priority,
				 tier ? 300 : 100);
		ck_assert_uint_eq(crypto_skcipher_ivsize(tfm), chacha_ivsize(chacha_algs[i]));
		ck_assert_uint_eq(crypto_skcipher_chunksize(tfm), CHACHA_BLOCK_SIZE);
		crypto_free_skcipher(tfm);
	}
	if (cpu_feature_masked("avx512vl") || cpu_feature_masked("avx2"))
		ck_assert(!tier || strcmp(tier, "AVX-512VL"));
	if (cpu_feature_masked("avx2"))
		ck_assert(!tier || !strcmp(tier, "SSSE3"));
	if (cpu_feature_masked("ssse3"))
		ck_assert(!tier);
	// Exactly one tier's code, the widest the CPU has.
	ck_assert_int_eq(log_count("chacha-x86: "), tier ? 1 : 0);
	if (tier) {
		snprintf(text, sizeof(text), "chacha-x86: %s code\n", tier);
		ck_assert_msg(log_count(text) == 1, "no \"%s\" in the log", text);
	}
}
END_TEST

// The templates over ChaCha compose over the driver the lookup picks, as in 6.12; the x86
// Poly1305 driver registers on every x86_64 CPU.
START_TEST(test_templates)
{
	const char *s = expected_tier() ? "simd" : "generic";
	char want[CRYPTO_MAX_ALG_NAME];
	struct crypto_aead *aead = alloc_aead("rfc7539(chacha20,poly1305)");
	struct crypto_skcipher *adiantum = alloc_skcipher("adiantum(xchacha12,aes)");

	snprintf(want, sizeof(want), "rfc7539(chacha20-%s,poly1305-simd)", s);
	ck_assert_str_eq(crypto_aead_driver_name(aead), want);
	snprintf(want, sizeof(want), "adiantum(xchacha12-%s,", s);
	ck_assert_msg(!strncmp(crypto_skcipher_driver_name(adiantum), want, strlen(want)), "%s",
		      crypto_skcipher_driver_name(adiantum));
	crypto_free_aead(aead);
	crypto_free_skcipher(adiantum);
}
END_TEST

// Each driver passed its self-test on 6.12's vectors, as /proc/crypto reports.
START_TEST(test_selftest_passed)
{
	char *proc = proc_crypto_read();
	char driver[CRYPTO_MAX_ALG_NAME];

	for (unsigned int i = 0; i < ARRAY_SIZE(chacha_algs); i++) {
		snprintf(driver, sizeof(driver), "%s-generic", chacha_algs[i]);
		assert_selftested(proc, driver, true);
		snprintf(driver, sizeof(driver), "%s-simd", chacha_algs[i]);
		assert_selftested(proc, driver, expected_tier() != NULL);
	}
	free(proc);
}
END_TEST

// ---- the same bytes as the generic drivers ----

// Page-aligned buffers of BUF_BYTES, room for the long lengths at any offset.
struct chacha_bufs {
	u8 *src, *dst, *ref, *plain;
};

static void chacha_bufs_alloc(struct chacha_bufs *b)
{
	b->src = aligned_alloc(4096, BUF_BYTES);
	b->dst = aligned_alloc(4096, BUF_BYTES);
	b->ref = aligned_alloc(4096, BUF_BYTES);
	b->plain = aligned_alloc(4096, BUF_BYTES);
	ck_assert(b->src && b->dst && b->ref && b->plain);
}

static void chacha_bufs_free(struct chacha_bufs *b)
{
	free(b->src);
	free(b->dst);
	free(b->ref);
	free(b->plain);
}

// @len bytes of a random message through @tfm over random splits at a random offset, in place
// or not, against @ref over one flat buffer.
static void check_one(struct crypto_skcipher *tfm, struct crypto_skcipher *ref, const char *alg,
		      unsigned int len, struct chacha_bufs *b)
{
	struct scatterlist sgs[MAX_SPLITS], sgd[MAX_SPLITS];
	const bool inplace = rng_below(3) == 0, nosimd = rng_below(8) == 0;
	u8 iv[XCHACHA_IV_SIZE], ivbuf[XCHACHA_IV_SIZE];
	const unsigned int room = BUF_BYTES - len + 1;

	random_iv(alg, iv);
	u8 *in = sg_random_layout(sgs, MAX_SPLITS, b->src, room, len);
	rng_bytes(b->plain, len);
	memcpy(in, b->plain, len);
	memcpy(b->ref, b->plain, len);
	crypt_flat(ref, b->ref, len, iv, false);

	u8 *out = inplace ? in : sg_random_layout(sgd, MAX_SPLITS, b->dst, room, len);
	memcpy(ivbuf, iv, sizeof(ivbuf));
	crypto_simd_disabled_for_test = nosimd;
	int err = skcipher_run(tfm, true, sgs, inplace ? sgs : sgd, len, ivbuf, NULL);
	crypto_simd_disabled_for_test = false;
	ck_assert_int_eq(err, 0);
	ck_assert_msg(
		!memcmp(out, b->ref, len),
		"%s%s differs from the generic driver: %u bytes, counter %08x, %s [seed %llu]",
		crypto_skcipher_driver_name(tfm), nosimd ? " (no SIMD)" : "", len,
		get_unaligned_le32(iv + (strcmp(alg, "chacha20") ? 24 : 0)),
		inplace ? "in place" : "out of place", rng_seed);
}

START_TEST(test_same_as_generic)
{
	const char *alg = chacha_algs[_i];
	char generic[CRYPTO_MAX_ALG_NAME];
	struct chacha_bufs b;
	u8 key[CHACHA_KEY_SIZE];

	snprintf(generic, sizeof(generic), "%s-generic", alg);
	struct crypto_skcipher *tfm = alloc_skcipher(alg);
	struct crypto_skcipher *ref = alloc_skcipher(generic);
	chacha_bufs_alloc(&b);
	rng_seed_for(_i);
	for (unsigned int i = 0; i <= SHORT_MAX + ARRAY_SIZE(long_lens); i++) {
		unsigned int len = i <= SHORT_MAX ? i : long_lens[i - SHORT_MAX - 1];

		if (i % 64 == 0) {
			rng_bytes(key, sizeof(key));
			ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, sizeof(key)), 0);
			ck_assert_int_eq(crypto_skcipher_setkey(ref, key, sizeof(key)), 0);
		}
		check_one(tfm, ref, alg, len, &b);
	}
	chacha_bufs_free(&b);
	crypto_free_skcipher(tfm);
	crypto_free_skcipher(ref);
}
END_TEST

// 6.12's x86 code counts blocks in the IV's low 32-bit word alone: the block after counter
// 0xffffffff is block 0 of the same nonce, as chacha_crypt_generic() counts.
START_TEST(test_counter_wrap)
{
	const char *alg = chacha_algs[_i];
	const unsigned int at = strcmp(alg, "chacha20") ? 24 : 0;
	struct crypto_skcipher *tfm = alloc_skcipher(alg);
	static u8 wrapped[17 * 64], fresh[16 * 64];
	u8 key[CHACHA_KEY_SIZE], iv[XCHACHA_IV_SIZE];

	rng_seed_for(10 + _i);
	rng_bytes(key, sizeof(key));
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, sizeof(key)), 0);
	for (unsigned int blocks = 2; blocks <= 17; blocks++) {
		rng_bytes(iv, sizeof(iv));
		memset(wrapped, 0, sizeof(wrapped));
		memset(fresh, 0, sizeof(fresh));
		put_unaligned_le32(0xffffffffu, iv + at);
		crypt_flat(tfm, wrapped, blocks * 64, iv, false);
		put_unaligned_le32(0, iv + at);
		crypt_flat(tfm, fresh, (blocks - 1) * 64, iv, false);
		ck_assert_msg(!memcmp(wrapped + 64, fresh, (blocks - 1) * 64),
			      "%s: no wrap to block 0 over %u blocks", alg, blocks);
	}
	crypto_free_skcipher(tfm);
}
END_TEST

// ---- the library ----

// chacha_crypt() (the arch code) in calls of whole blocks then a tail, against
// chacha_crypt_generic() in one call; HChaCha against hchacha_block_generic().
START_TEST(test_library)
{
	static u8 in[SHORT_MAX + 1], out[SHORT_MAX + 1], ref[SHORT_MAX + 1];
	u32 key[8], s1[16], s2[16], h1[8], h2[8];
	u8 iv[CHACHA_IV_SIZE];

	rng_seed_for(20);
	rng_bytes(in, sizeof(in));
	for (unsigned int len = 0; len <= SHORT_MAX; len++) {
		const int nrounds = len % 2 ? 12 : 20;
		const unsigned int first = 64 * rng_below(len / 64 + 1);

		rng_bytes((u8 *)key, sizeof(key));
		random_iv("chacha20", iv);
		chacha_init(s1, key, iv);
		chacha_init_generic(s2, key, iv);
		ck_assert(!memcmp(s1, s2, sizeof(s1)));
		chacha_crypt(s1, out, in, first, nrounds);
		chacha_crypt(s1, out + first, in + first, len - first, nrounds);
		chacha_crypt_generic(s2, ref, in, len, nrounds);
		ck_assert_msg(!memcmp(out, ref, len), "chacha_crypt(): %u bytes", len);
		ck_assert_uint_eq(s1[12], s2[12]);
		hchacha_block(s1, h1, nrounds);
		hchacha_block_generic(s1, h2, nrounds);
		ck_assert_msg(!memcmp(h1, h2, sizeof(h1)), "hchacha_block(), %d rounds", nrounds);
	}
}
END_TEST

static Suite *x86_chacha_suite(void)
{
	return x86_new_suite("x86_chacha", { test_lookup }, { test_templates },
			     { test_selftest_passed },
			     { test_same_as_generic, ARRAY_SIZE(chacha_algs) },
			     { test_counter_wrap, ARRAY_SIZE(chacha_algs) }, { test_library });
}

int main(void)
{
	return check_run(x86_chacha_suite());
}
