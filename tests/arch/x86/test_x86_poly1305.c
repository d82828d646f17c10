// SPDX-License-Identifier: GPL-2.0-only
// The x86 Poly1305 driver and library code: which tier runs under the CPU as masked, the tags of
// the library calls and of "poly1305-simd" against the generic code for every length up to 1100
// and some long ones, in updates split at random points (with the SIMD code allowed or not in
// each), from unaligned buffers, with keys and messages of all-ones bits (h reaching past
// 2^130 - 5), RFC 8439 section 2.5.2's example, and rfc7539 over the driver.
#include <asm/cpufeature.h>
#include <crypto/aead.h>
#include <crypto/hash.h>
#include <crypto/internal/poly1305.h>
#include <crypto/internal/simd.h>
#include <crypto/poly1305.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "x86_test_util.h"

#define SHORT_MAX 1100
#define MAX_SPLITS 5
#define BUF_BYTES (80 * 1024)

static const unsigned int long_lens[] = { 4095, 4096, 4097, 8191, 3 * 4096 + 1000, 65536 + 13 };

static void rng_seed_for(unsigned long long salt)
{
	rng_seed_from_env(0x9013a5ULL, salt);
}

// The SIMD tier the glue must pick, from the features as masked; NULL for the scalar code.
static bool has_avx2(void)
{
	return boot_cpu_has(X86_FEATURE_AVX) && boot_cpu_has(X86_FEATURE_AVX2) &&
	       cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM, NULL);
}

static bool has_avx512f(void)
{
	return has_avx2() && boot_cpu_has(X86_FEATURE_AVX512F) &&
	       cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM | XFEATURE_MASK_AVX512,
				 NULL);
}

// The kinds of key and message drawn: random, or with every bit the clamp leaves set in r, s all
// ones and message bytes of 0xff, so h runs up against 2^130 - 5 block after block.
enum fill {
	FILL_RANDOM,
	FILL_ONES,
	FILL_KINDS
};

static void fill_bytes(u8 *p, size_t n, enum fill f)
{
	if (f == FILL_ONES)
		memset(p, 0xff, n);
	else
		rng_bytes(p, n);
}

// Random cut points of @len, ascending, @n of them (0 to MAX_SPLITS).
static unsigned int random_cuts(unsigned int len, unsigned int *cuts)
{
	unsigned int n = rng_below(MAX_SPLITS + 1);

	for (unsigned int i = 0; i < n; i++)
		cuts[i] = rng_below(len + 1);
	for (unsigned int i = 1; i < n; i++)
		for (unsigned int j = i; j > 0 && cuts[j - 1] > cuts[j]; j--) {
			unsigned int t = cuts[j];

			cuts[j] = cuts[j - 1];
			cuts[j - 1] = t;
		}
	return n;
}

// The tag of the generic library code in one call.
static void generic_tag(const u8 *key, const u8 *msg, unsigned int len, u8 *tag)
{
	struct poly1305_desc_ctx d;

	poly1305_init_generic(&d, key);
	poly1305_update_generic(&d, msg, len);
	poly1305_final_generic(&d, tag);
}

// The arch library code's tag over random updates, the SIMD code allowed in each at random.
static void arch_tag(const u8 *key, const u8 *msg, unsigned int len, u8 *tag)
{
	unsigned int cuts[MAX_SPLITS], n = random_cuts(len, cuts), at = 0;
	struct poly1305_desc_ctx d;

	poly1305_init(&d, key);
	for (unsigned int i = 0; i <= n; i++) {
		const unsigned int end = i < n ? cuts[i] : len;

		crypto_simd_disabled_for_test = rng_below(4) == 0;
		poly1305_update(&d, msg + at, end - at);
		at = end;
	}
	crypto_simd_disabled_for_test = false;
	poly1305_final(&d, tag);
}

// The tag of a shash (key as the data's first 32 bytes) over random updates.
static void shash_tag(struct crypto_shash *tfm, const u8 *key, const u8 *msg, unsigned int len,
		      u8 *tag, u8 *scratch)
{
	SHASH_DESC_ON_STACK(desc, tfm);
	unsigned int cuts[MAX_SPLITS], n, at = 0;

	// Key and message contiguous, so the key's blocks can be split too.
	memcpy(scratch, key, POLY1305_KEY_SIZE);
	memcpy(scratch + POLY1305_KEY_SIZE, msg, len);
	len += POLY1305_KEY_SIZE;
	n = random_cuts(len, cuts);
	desc->tfm = tfm;
	ck_assert_int_eq(crypto_shash_init(desc), 0);
	for (unsigned int i = 0; i <= n; i++) {
		const unsigned int end = i < n ? cuts[i] : len;

		crypto_simd_disabled_for_test = rng_below(4) == 0;
		ck_assert_int_eq(crypto_shash_update(desc, scratch + at, end - at), 0);
		at = end;
	}
	crypto_simd_disabled_for_test = false;
	ck_assert_int_eq(crypto_shash_final(desc, tag), 0);
}

// ---- the driver and tier chosen ----

START_TEST(test_lookup)
{
	struct crypto_shash *tfm = alloc_shash("poly1305");
	char *proc = proc_crypto_read();

	ck_assert_str_eq(crypto_shash_driver_name(tfm), "poly1305-simd");
	ck_assert_int_eq(crypto_shash_tfm(tfm)->__crt_alg->cra_priority, 300);
	ck_assert_uint_eq(crypto_shash_digestsize(tfm), POLY1305_DIGEST_SIZE);
	assert_selftested(proc, "poly1305-simd", true);
	assert_selftested(proc, "poly1305-generic", true);
	free(proc);
	crypto_free_shash(tfm);

	// Exactly one tier's line, the widest the features as masked allow (6.12 keeps the zmm
	// code off the Intel models that slow down with it: AVX2 there).
	ck_assert_int_eq(log_count("poly1305-x86: "), 1);
	if (has_avx512f())
		ck_assert(log_count(boot_cpu_has(X86_FEATURE_AVX512IFMA)
					    ? "poly1305-x86: AVX-512 IFMA code\n"
					    : "poly1305-x86: AVX-512F code\n") == 1 ||
			  log_count("poly1305-x86: AVX2 code\n") == 1);
	else if (has_avx2())
		ck_assert_int_eq(log_count("poly1305-x86: AVX2 code\n"), 1);
	else
		ck_assert_int_eq(log_count("poly1305-x86: x86_64 code\n"), 1);
	if (cpu_feature_masked("avx512ifma") || cpu_feature_masked("avx512f"))
		ck_assert_int_eq(log_count("poly1305-x86: AVX-512 IFMA code\n"), 0);
	if (cpu_feature_masked("avx512f"))
		ck_assert_int_eq(log_count("poly1305-x86: AVX-512F code\n"), 0);
	if (cpu_feature_masked("avx2"))
		ck_assert_int_eq(log_count("poly1305-x86: x86_64 code\n"), 1);
}
END_TEST

// The rfc7539 templates compose over the driver, as in 6.12.
START_TEST(test_templates)
{
	struct crypto_aead *aead = alloc_aead("rfc7539(chacha20,poly1305)");
	struct crypto_aead *esp = alloc_aead("rfc7539esp(chacha20,poly1305)");

	ck_assert_ptr_nonnull(strstr(crypto_aead_driver_name(aead), ",poly1305-simd)"));
	ck_assert_ptr_nonnull(strstr(crypto_aead_driver_name(esp), ",poly1305-simd)"));
	crypto_free_aead(aead);
	crypto_free_aead(esp);
}
END_TEST

// ---- the same tags as the generic code ----

static void check_lengths(bool shash, enum fill f)
{
	struct crypto_shash *tfm = shash ? alloc_shash("poly1305-simd") : NULL;
	u8 *buf = aligned_alloc(4096, BUF_BYTES), *scratch = aligned_alloc(4096, BUF_BYTES);
	u8 key[POLY1305_KEY_SIZE], tag[POLY1305_DIGEST_SIZE], ref[POLY1305_DIGEST_SIZE];
	unsigned int nlens = SHORT_MAX + 1 + ARRAY_SIZE(long_lens);

	ck_assert(buf && scratch);
	rng_seed_for(10 * shash + f);
	for (unsigned int i = 0; i < nlens; i++) {
		const unsigned int len = i <= SHORT_MAX ? i : long_lens[i - SHORT_MAX - 1];
		u8 *msg = buf + rng_below(64); // any alignment

		fill_bytes(key, sizeof(key), f);
		fill_bytes(msg, len, f);
		generic_tag(key, msg, len, ref);
		if (shash)
			shash_tag(tfm, key, msg, len, tag, scratch + rng_below(64));
		else
			arch_tag(key, msg, len, tag);
		ck_assert_msg(!memcmp(tag, ref, sizeof(tag)), "%s, %u bytes, %s (seed %llu)",
			      shash ? "poly1305-simd" : "poly1305_update()", len,
			      f == FILL_ONES ? "all ones" : "random", rng_seed);
	}
	free(buf);
	free(scratch);
	if (tfm)
		crypto_free_shash(tfm);
}

START_TEST(test_library_lengths)
{
	check_lengths(false, (enum fill)_i);
}
END_TEST

START_TEST(test_shash_lengths)
{
	check_lengths(true, (enum fill)_i);
}
END_TEST

// Keys at r's and s's edges (r zero, r all the clamp allows, s zero or all ones) over messages
// that push h up to and over 2^130 - 5: all-ones blocks, and blocks of p's own low bytes.
START_TEST(test_edge_keys)
{
	static u8 msg[2048];
	u8 key[POLY1305_KEY_SIZE], tag[POLY1305_DIGEST_SIZE], ref[POLY1305_DIGEST_SIZE];

	rng_seed_for(30);
	for (unsigned int k = 0; k < 8; k++) {
		memset(key, k & 1 ? 0xff : 0, 16);
		memset(key + 16, k & 2 ? 0xff : 0, 16);
		for (unsigned int m = 0; m < 3; m++) {
			if (m == 0)
				memset(msg, 0xff, sizeof(msg));
			for (unsigned int i = 0; m == 1 && i < sizeof(msg); i += 16) {
				memset(msg + i, 0xff, 16);
				msg[i] = 0xfb; // 2^128 - 5, and 2^129 - 5 with the 2^128 bit
			}
			if (m == 2)
				rng_bytes(msg, sizeof(msg));
			if (k & 4)
				key[0] = (u8)rng_next();
			for (unsigned int len = 0; len <= sizeof(msg); len += 16 + (len & 3)) {
				generic_tag(key, msg, len, ref);
				arch_tag(key, msg, len, tag);
				ck_assert_msg(!memcmp(tag, ref, sizeof(tag)),
					      "key kind %u, message kind %u, %u bytes", k, m, len);
			}
		}
	}
}
END_TEST

// RFC 8439 section 2.5.2's example, through the library and the driver.
START_TEST(test_rfc8439_example)
{
	static const u8 key[POLY1305_KEY_SIZE] = {
		0x85, 0xd6, 0xbe, 0x78, 0x57, 0x55, 0x6d, 0x33, 0x7f, 0x44, 0x52,
		0xfe, 0x42, 0xd5, 0x06, 0xa8, 0x01, 0x03, 0x80, 0x8a, 0xfb, 0x0d,
		0xb2, 0xfd, 0x4a, 0xbf, 0xf6, 0xaf, 0x41, 0x49, 0xf5, 0x1b,
	};
	static const char msg[] = "Cryptographic Forum Research Group";
	static const u8 want[POLY1305_DIGEST_SIZE] = {
		0xa8, 0x06, 0x1d, 0xc1, 0x30, 0x51, 0x36, 0xc6,
		0xc2, 0x2b, 0x8b, 0xaf, 0x0c, 0x01, 0x27, 0xa9,
	};
	struct crypto_shash *tfm = alloc_shash("poly1305-simd");
	SHASH_DESC_ON_STACK(desc, tfm);
	struct poly1305_desc_ctx d;
	u8 tag[POLY1305_DIGEST_SIZE];

	poly1305_init(&d, key);
	poly1305_update(&d, (const u8 *)msg, sizeof(msg) - 1);
	poly1305_final(&d, tag);
	ck_assert(!memcmp(tag, want, sizeof(want)));

	desc->tfm = tfm;
	ck_assert_int_eq(crypto_shash_init(desc), 0);
	ck_assert_int_eq(crypto_shash_update(desc, key, sizeof(key)), 0);
	ck_assert_int_eq(crypto_shash_update(desc, (const u8 *)msg, sizeof(msg) - 1), 0);
	ck_assert_int_eq(crypto_shash_final(desc, tag), 0);
	ck_assert(!memcmp(tag, want, sizeof(want)));

	// Fewer than 32 bytes of key: -ENOKEY, as 6.12's.
	ck_assert_int_eq(crypto_shash_init(desc), 0);
	ck_assert_int_eq(crypto_shash_update(desc, key, 31), 0);
	ck_assert_int_eq(crypto_shash_final(desc, tag), -ENOKEY);
	crypto_free_shash(tfm);
}
END_TEST

// rfc7539 over the driver against rfc7539 over the generic drivers, long messages included.
START_TEST(test_rfc7539_same)
{
	struct crypto_aead *tfm = alloc_aead("rfc7539(chacha20,poly1305)");
	struct crypto_aead *ref = alloc_aead("rfc7539(chacha20-generic,poly1305-generic)");
	static u8 a[8192 + 64 + 16], b[8192 + 64 + 16];
	u8 key[32], iv[12], iv2[12];

	rng_seed_for(40);
	rng_bytes(key, sizeof(key));
	ck_assert_int_eq(crypto_aead_setkey(tfm, key, sizeof(key)), 0);
	ck_assert_int_eq(crypto_aead_setkey(ref, key, sizeof(key)), 0);
	for (unsigned int i = 0; i < 200; i++) {
		const unsigned int assoclen = rng_below(64), len = rng_below(8193);
		struct scatterlist sa, sb;

		rng_bytes(a, assoclen + len);
		memcpy(b, a, assoclen + len);
		rng_bytes(iv, sizeof(iv));
		memcpy(iv2, iv, sizeof(iv));
		sg_init_one(&sa, a, assoclen + len + 16);
		sg_init_one(&sb, b, assoclen + len + 16);
		ck_assert_int_eq(aead_run(tfm, true, &sa, &sa, assoclen, len, iv, NULL), 0);
		ck_assert_int_eq(aead_run(ref, true, &sb, &sb, assoclen, len, iv2, NULL), 0);
		ck_assert_msg(!memcmp(a, b, assoclen + len + 16), "%u + %u bytes", assoclen, len);
	}
	crypto_free_aead(tfm);
	crypto_free_aead(ref);
}
END_TEST

static Suite *x86_poly1305_suite(void)
{
	return x86_new_suite("x86_poly1305", { test_lookup }, { test_templates },
			     { test_library_lengths, FILL_KINDS },
			     { test_shash_lengths, FILL_KINDS }, { test_edge_keys },
			     { test_rfc8439_example }, { test_rfc7539_same });
}

int main(void)
{
	return check_run(x86_poly1305_suite());
}
