// SPDX-License-Identifier: GPL-2.0-only
// The x86 NHPoly1305 drivers (nhpoly1305-sse2, nhpoly1305-avx2): which are registered under
// the features left by the mask, at which priority, self-tested; which one a lookup of
// "nhpoly1305" picks, and the adiantum instance built on it; each driver's digests against
// nhpoly1305-generic at every length from 0 to 1100 from several alignments, long ones up to
// 64 KiB, in random updates (SIMD unusable at times), and setkey's key size.
#include <asm/cpufeature.h>
#include <crypto/hash.h>
#include <crypto/internal/simd.h>
#include <crypto/nhpoly1305.h>
#include <crypto/skcipher.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "shash_pair.h"
#include "shash_pair_split.h"
#include "x86_test_util.h"

#define SHORT_MAX 1100
#define LONG_MAX_LEN (64u * 1024)
#define N_TIERS 2

struct nh_tier {
	const char *driver;
	int priority;
};

static const struct nh_tier tiers[N_TIERS] = {
	{ "nhpoly1305-sse2", 200 },
	{ "nhpoly1305-avx2", 300 },
};

// SSE2; AVX2 with the ymm state saved (the probe clears AVX, and with it AVX2, without it).
static bool tier_usable(int t)
{
	if (t == 0)
		return boot_cpu_has(X86_FEATURE_XMM2);
	return boot_cpu_has(X86_FEATURE_AVX) && boot_cpu_has(X86_FEATURE_AVX2) &&
	       boot_cpu_has(X86_FEATURE_OSXSAVE);
}

// What the CPU itself says (GCC's CPUID and XGETBV probe), for the run with no mask.
static bool tier_cpu_has(int t)
{
	return t == 0 ? __builtin_cpu_supports("sse2") : __builtin_cpu_supports("avx2");
}

static int best_tier(void)
{
	int best = -1;

	for (int t = 0; t < N_TIERS; t++)
		if (tier_usable(t))
			best = t;
	return best;
}

static void seed_rng(unsigned long long salt)
{
	rng_seed_from_env(0x4e4831305ULL, salt);
}

// ---- which drivers are there ----

START_TEST(test_tiers_registered)
{
	char *proc = proc_crypto_read();
	const char *mask = getenv("UKCRYPTO_DISABLE_CPU_FEATURES");

	for (int t = 0; t < N_TIERS; t++) {
		if (!mask || !*mask)
			ck_assert_msg(tier_usable(t) == tier_cpu_has(t),
				      "%s: probe and CPU disagree", tiers[t].driver);
		assert_selftested(proc, tiers[t].driver, tier_usable(t));
		struct crypto_shash *tfm = crypto_alloc_shash(tiers[t].driver, 0, 0);

		if (!tier_usable(t)) {
			ck_assert_msg(PTR_ERR(tfm) == -ENOENT, "%s: %ld", tiers[t].driver,
				      PTR_ERR(tfm));
			continue;
		}
		ck_assert_msg(!IS_ERR(tfm), "%s: %ld", tiers[t].driver, PTR_ERR(tfm));
		ck_assert_int_eq(crypto_shash_tfm(tfm)->__crt_alg->cra_priority, tiers[t].priority);
		ck_assert_uint_eq(crypto_shash_digestsize(tfm), POLY1305_DIGEST_SIZE);
		crypto_free_shash(tfm);
	}
	if (cpu_feature_masked("avx2") || cpu_feature_masked("avx"))
		ck_assert(!tier_usable(1));
	if (cpu_feature_masked("sse2"))
		ck_assert(!tier_usable(0));
	free(proc);
}
END_TEST

// "nhpoly1305" picks the highest tier left, else the generic driver.
START_TEST(test_lookup_picks_best)
{
	const int best = best_tier();
	struct crypto_shash *tfm = alloc_shash("nhpoly1305");

	ck_assert_str_eq(crypto_shash_driver_name(tfm),
			 best < 0 ? "nhpoly1305-generic" : tiers[best].driver);
	crypto_free_shash(tfm);
}
END_TEST

// ---- the same digests as the generic driver ----

// Opens tier @t with one random key on both drivers; false when the tier is not there.
static bool pair_open(struct shash_pair *p, int t)
{
	u8 key[NHPOLY1305_KEY_SIZE];

	if (!tier_usable(t))
		return false;
	shash_pair_open(p, tiers[t].driver, "nhpoly1305-generic", LONG_MAX_LEN + 64);
	rng_bytes(key, sizeof(key));
	ck_assert_int_eq(crypto_shash_setkey(p->tfm, key, sizeof(key)), 0);
	ck_assert_int_eq(crypto_shash_setkey(p->ref, key, sizeof(key)), 0);
	return true;
}

// Every length 0..SHORT_MAX one-shot (digest) at alignments 0, 1, 4, 8 and 15 in turn, and
// through init, update and final at an alignment of its own; then long ones around NH message
// and page ends.
START_TEST(test_every_length)
{
	static const unsigned int aligns[] = { 0, 1, 4, 8, 15 };
	static const unsigned int longs[] = { 1024 * 2 - 16, 4096 + 16, 4096 + 1 + 1024,
					      8192 + 48,     65536 - 1, LONG_MAX_LEN };
	struct shash_pair p;

	seed_rng((unsigned long long)_i << 40);
	if (!pair_open(&p, _i))
		return;
	shash_pair_every_length(&p, SHORT_MAX, aligns, 5, true, longs, ARRAY_SIZE(longs));
	shash_pair_close(&p);
}
END_TEST

// One message in random updates: short ones (most not a multiple of 16), some of whole
// 16-byte units, some long; with @nosimd, SIMD is unusable for some of them.
static void digest_split(struct shash_desc *desc, const u8 *msg, unsigned int len, u8 *out,
			 bool nosimd)
{
	unsigned int done = 0;

	ck_assert_int_eq(crypto_shash_init(desc), 0);
	while (done < len) {
		unsigned int piece;

		switch (rng_below(4)) {
		case 0:
			piece = rng_below(40);
			break;
		case 1:
			piece = 16 * rng_below(70);
			break;
		case 2:
			piece = 64 + rng_below(2000);
			break;
		default:
			piece = rng_below(len - done + 1);
		}
		if (piece > len - done)
			piece = len - done;
		shash_update_maybe_nosimd(desc, msg + done, piece, nosimd);
		done += piece;
	}
	ck_assert_int_eq(crypto_shash_final(desc, out), 0);
}

static unsigned int random_len(void)
{
	return rng_below(4) ? rng_below(5000) : rng_below(LONG_MAX_LEN + 1);
}

static const struct shash_split_suite split_suite = { seed_rng, pair_open, random_len, 64,
						      digest_split };

SHASH_SPLIT_TESTS(split_suite)

// Only NHPOLY1305_KEY_SIZE bytes make a key; a new key changes the digest as the generic
// driver's does.
START_TEST(test_setkey)
{
	static const unsigned int bad[] = { 0,
					    16,
					    NHPOLY1305_KEY_SIZE - 1,
					    NHPOLY1305_KEY_SIZE + 1,
					    NH_KEY_BYTES,
					    2 * NHPOLY1305_KEY_SIZE };
	static u8 key[2 * NHPOLY1305_KEY_SIZE];
	struct shash_pair p;
	u8 got[POLY1305_DIGEST_SIZE];

	seed_rng(0x5e7ULL ^ ((unsigned long long)_i << 40));
	if (!pair_open(&p, _i))
		return;
	ck_assert_uint_eq(NHPOLY1305_KEY_SIZE, 1088);
	rng_bytes(key, sizeof(key));
	for (unsigned int i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		ck_assert_int_eq(crypto_shash_setkey(p.tfm, key, bad[i]), -EINVAL);
	ck_assert_int_eq(crypto_shash_setkey(p.tfm, key + 3, NHPOLY1305_KEY_SIZE), 0);
	ck_assert_int_eq(crypto_shash_setkey(p.ref, key + 3, NHPOLY1305_KEY_SIZE), 0);
	ck_assert_int_eq(crypto_shash_tfm_digest(p.tfm, p.msg, 3000, got), 0);
	shash_pair_assert_same(&p, p.msg, 3000, got, "unaligned key");
	shash_pair_close(&p);
}
END_TEST

// ---- adiantum over it ----

// The lookup's instance names the best tier (the template takes "nhpoly1305" by priority) and
// has passed its self-test; it encrypts as the all-generic instance does and decrypts back.
START_TEST(test_adiantum)
{
	const int best = best_tier();
	struct crypto_skcipher *tfm = alloc_skcipher("adiantum(xchacha12,aes)");
	const char *name = crypto_skcipher_driver_name(tfm);
	char want[80], *proc;
	static u8 in[4200], ct[4200], ref[4200], back[4200];
	u8 key[32], iv[32];

	seed_rng(0xad1ULL);
	snprintf(want, sizeof(want), ",%s)", best < 0 ? "nhpoly1305-generic" : tiers[best].driver);
	ck_assert_msg(strlen(name) > strlen(want) &&
			      !strcmp(name + strlen(name) - strlen(want), want),
		      "%s", name);
	proc = proc_crypto_read();
	assert_selftested(proc, name, true);
	free(proc);

	struct crypto_skcipher *gen = alloc_skcipher(
		"adiantum(xchacha12-generic,aes-generic,nhpoly1305-generic)");

	rng_bytes(key, sizeof(key));
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, sizeof(key)), 0);
	ck_assert_int_eq(crypto_skcipher_setkey(gen, key, sizeof(key)), 0);
	for (unsigned int n = 0; n < 40; n++) {
		unsigned int len = 16 + rng_below(sizeof(in) - 15);
		struct scatterlist src, dst;
		u8 ivc[32];

		rng_bytes(in, len);
		rng_bytes(iv, sizeof(iv));
		sg_init_one(&src, in, len);
		sg_init_one(&dst, ct, len);
		memcpy(ivc, iv, sizeof(iv));
		ck_assert_int_eq(skcipher_run(tfm, true, &src, &dst, len, ivc, NULL), 0);
		sg_init_one(&dst, ref, len);
		memcpy(ivc, iv, sizeof(iv));
		ck_assert_int_eq(skcipher_run(gen, true, &src, &dst, len, ivc, NULL), 0);
		ck_assert_msg(!memcmp(ct, ref, len), "%u bytes differ", len);
		sg_init_one(&src, ct, len);
		sg_init_one(&dst, back, len);
		memcpy(ivc, iv, sizeof(iv));
		ck_assert_int_eq(skcipher_run(tfm, false, &src, &dst, len, ivc, NULL), 0);
		ck_assert(!memcmp(back, in, len));
	}
	crypto_free_skcipher(gen);
	crypto_free_skcipher(tfm);
}
END_TEST

static Suite *x86_nhpoly1305_suite(void)
{
	return x86_new_suite("x86_nhpoly1305", { test_tiers_registered },
			     { test_lookup_picks_best }, { test_every_length, N_TIERS },
			     { test_split_updates, N_TIERS }, { test_nosimd_updates, N_TIERS },
			     { test_setkey, N_TIERS }, { test_adiantum });
}

int main(void)
{
	return check_run(x86_nhpoly1305_suite());
}
