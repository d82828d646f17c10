// SPDX-License-Identifier: GPL-2.0-only
// The x86 AES-GCM drivers: which one a lookup of gcm(aes) and rfc4106(gcm(aes)) picks under the
// feature masks, their self-test status, and their bytes against the generic gcm template on
// random keys, lengths, associated data and scatterlist splits, forged tags, and the no-SIMD
// (cryptd) path.
#include <asm/cpufeature.h>
#include <crypto/aead.h>
#include <crypto/internal/simd.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <stdio.h>
#include <stdlib.h>
#include <limits.h>
#include <string.h>

#include <check.h>
#undef fail

#include "x86_test_util.h"

enum gcm_level {
	GCM_GENERIC,
	GCM_AESNI,
	GCM_AESNI_AVX,
	GCM_AVX10
};

// The widest level registered, from the features as the library sees them (6.12's
// aesni_init() and register_avx_algs(); there is no vaes-avx2 GCM in 6.12).
static enum gcm_level gcm_level(void)
{
	if (!boot_cpu_has(X86_FEATURE_AES) || !boot_cpu_has(X86_FEATURE_XMM4_1) ||
	    !boot_cpu_has(X86_FEATURE_PCLMULQDQ))
		return GCM_GENERIC;
	if (!boot_cpu_has(X86_FEATURE_AVX))
		return GCM_AESNI;
	if (!boot_cpu_has(X86_FEATURE_AVX2) || !boot_cpu_has(X86_FEATURE_VAES) ||
	    !boot_cpu_has(X86_FEATURE_VPCLMULQDQ) || !boot_cpu_has(X86_FEATURE_AVX512F) ||
	    !boot_cpu_has(X86_FEATURE_AVX512BW) || !boot_cpu_has(X86_FEATURE_AVX512VL) ||
	    !boot_cpu_has(X86_FEATURE_BMI2) ||
	    !cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM | XFEATURE_MASK_AVX512, NULL))
		return GCM_AESNI_AVX;
	return GCM_AVX10;
}

struct gcm_driver {
	const char *suffix;
	enum gcm_level level;
};

static const struct gcm_driver gcm_drivers[] = {
	{ "aesni", GCM_AESNI },
	{ "aesni-avx", GCM_AESNI_AVX },
	{ "vaes-avx10_256", GCM_AVX10 },
	{ "vaes-avx10_512", GCM_AVX10 },
};

#define N_DRIVERS (sizeof(gcm_drivers) / sizeof(gcm_drivers[0]))

static const char *const gcm_generic = "gcm_base(ctr(aes-generic),ghash-generic)";
static const char *const rfc_generic = "rfc4106(gcm_base(ctr(aes-generic),ghash-generic))";

static struct crypto_alg *tfm_alg(struct crypto_aead *tfm)
{
	return crypto_aead_tfm(tfm)->__crt_alg;
}

// ---- which driver a lookup picks ----

// The widest level wins; the zmm one keeps priority 1 where zmm registers slow the CPU down.
static void expected_suffix(char *out)
{
	enum gcm_level level = gcm_level();

	strcpy(out, level == GCM_AESNI ? "aesni" : level == GCM_AESNI_AVX ? "aesni-avx" : "");
	if (level != GCM_AVX10)
		return;
	struct crypto_aead *tfm = crypto_alloc_aead("generic-gcm-vaes-avx10_512", 0, 0);

	ck_assert_msg(!IS_ERR(tfm), "%ld", PTR_ERR(tfm));
	int prio = tfm_alg(tfm)->cra_priority;

	ck_assert_msg(prio == 800 || prio == 1, "priority %d", prio);
	strcpy(out, prio == 1 ? "vaes-avx10_256" : "vaes-avx10_512");
	crypto_free_aead(tfm);
}

START_TEST(test_lookup_picks_widest)
{
	char sfx[32], want[CRYPTO_MAX_ALG_NAME];
	struct crypto_aead *g = crypto_alloc_aead("gcm(aes)", 0, 0);
	struct crypto_aead *r = crypto_alloc_aead("rfc4106(gcm(aes))", 0, 0);

	ck_assert(!IS_ERR(g) && !IS_ERR(r));
	expected_suffix(sfx);
	if (gcm_level() == GCM_GENERIC) {
		ck_assert_msg(!strstr(crypto_aead_driver_name(g), "gcm-aesni") &&
				      !strstr(crypto_aead_driver_name(g), "gcm-vaes"),
			      "%s", crypto_aead_driver_name(g));
		ck_assert_msg(!strncmp(crypto_aead_driver_name(g), "gcm_base(", 9), "%s",
			      crypto_aead_driver_name(g));
		ck_assert(IS_ERR(crypto_alloc_aead("generic-gcm-aesni", 0, 0)));
	} else {
		snprintf(want, sizeof(want), "generic-gcm-%s", sfx);
		ck_assert_str_eq(crypto_aead_driver_name(g), want);
		snprintf(want, sizeof(want), "rfc4106-gcm-%s", sfx);
		ck_assert_str_eq(crypto_aead_driver_name(r), want);
		ck_assert(tfm_alg(g)->cra_flags & CRYPTO_ALG_ASYNC);
		ck_assert_int_eq(crypto_aead_ivsize(g), 12);
		ck_assert_int_eq(crypto_aead_ivsize(r), 8);
		ck_assert_int_eq(crypto_aead_maxauthsize(g), 16);
		ck_assert_int_eq(crypto_aead_blocksize(g), 1);
	}
	crypto_free_aead(g);
	crypto_free_aead(r);
}
END_TEST

// Every driver of the available levels (wrapper and internal) is registered at 6.12's
// priority and passed its self-test; none of a masked level is registered.
START_TEST(test_registered_and_selftested)
{
	static const int prio[] = { 400, 500, 700, 800 };
	static const char *const pats[] = { "generic-gcm-%s", "rfc4106-gcm-%s", "__generic-gcm-%s",
					    "__rfc4106-gcm-%s" };
	char *proc = proc_crypto_read(), line[32], name[CRYPTO_MAX_ALG_NAME];

	for (size_t i = 0; i < N_DRIVERS; i++) {
		for (size_t p = 0; p < 4; p++) {
			snprintf(name, sizeof(name), pats[p], gcm_drivers[i].suffix);
			const char *block = assert_selftested(proc, name,
							      gcm_drivers[i].level <= gcm_level());

			if (!block)
				continue;
			snprintf(line, sizeof(line), "priority     : %d\n", prio[i]);
			ck_assert_msg(
				proc_block_has(block, line) ||
					(i == 3 && proc_block_has(block, "priority     : 1\n")),
				"%s: priority", name);
		}
	}
	free(proc);
}
END_TEST

// ---- the same bytes as the generic template ----

#define MAX_ENTRIES 6

// @len bytes at a random offset of page-aligned memory, in random entries.
static void random_sg(struct scatterlist *sg, u8 *base, unsigned int len, u8 **data)
{
	*data = sg_random_layout(sg, len ? MAX_ENTRIES : 1, base, 4096, len);
}

static unsigned int random_len(void)
{
	switch (rng_below(4)) {
	case 0:
		return rng_below(80);
	case 1:
		return 16 * rng_below(70);
	case 2:
		return 4096;
	default:
		return rng_below(2 * 4096 + 300);
	}
}

struct gcm_case {
	bool rfc;
	unsigned int authsize, assoclen, len;
	u8 iv[12];
};

static void random_case(struct gcm_case *c, bool rfc)
{
	static const unsigned int gcm_tags[] = { 4, 8, 12, 13, 14, 15, 16 };
	static const unsigned int rfc_tags[] = { 8, 12, 16 };

	c->rfc = rfc;
	c->authsize = rfc ? rfc_tags[rng_below(3)] : gcm_tags[rng_below(7)];
	c->assoclen = rfc ? 16 + 4 * rng_below(2) : rng_below(3) ? rng_below(64) : rng_below(600);
	c->len = random_len();
	rng_bytes(c->iv, sizeof(c->iv));
}

// Encrypts with the driver and the reference (the same bytes, tag included), then decrypts
// the driver's output with the driver; @nosimd runs the driver's requests with SIMD unusable,
// which must send them through cryptd.
static void compare_one(struct crypto_aead *tfm, struct crypto_aead *ref, struct test_bufs *b,
			const struct gcm_case *c, bool nosimd)
{
	const char *drv = crypto_aead_driver_name(tfm);
	unsigned int in_len = c->assoclen + c->len, out_len = in_len + c->authsize;
	bool inplace = rng_below(3) == 0, async;
	struct scatterlist sgs[MAX_ENTRIES], sgd[MAX_ENTRIES], sgr;
	u8 iv[12], *in, *out;

	random_sg(sgs, b->src, inplace ? out_len : in_len, &in);
	rng_bytes(in, in_len);
	if (c->rfc) // RFC 4106: the IV also ends the associated data
		memcpy(in + c->assoclen - 8, c->iv, 8);
	memcpy(b->plain, in, in_len);
	memcpy(b->ref, in, in_len);
	sg_init_one(&sgr, b->ref, out_len);
	out = in;
	if (!inplace)
		random_sg(sgd, b->dst, out_len, &out);

	memcpy(iv, c->iv, 12);
	crypto_simd_disabled_for_test = nosimd;
	int err = aead_run(tfm, true, sgs, inplace ? sgs : sgd, c->assoclen, c->len, iv, &async);
	crypto_simd_disabled_for_test = false;
	ck_assert_msg(!err, "%s: encrypt len %u: %d", drv, c->len, err);
	ck_assert_msg(!nosimd || async, "%s: no-SIMD request not through cryptd", drv);
	memcpy(iv, c->iv, 12);
	ck_assert_int_eq(aead_run(ref, true, &sgr, &sgr, c->assoclen, c->len, iv, NULL), 0);
	ck_assert_msg(!memcmp(out + c->assoclen, b->ref + c->assoclen, c->len + c->authsize),
		      "%s: encryption of %u bytes, ad %u, tag %u differs (seed %llu)", drv, c->len,
		      c->assoclen, c->authsize, rng_state);

	// Decrypt the driver's output in place, split anew (the associated data is the caller's to
	// copy: an AEAD writes only the text and the tag to dst).
	memcpy(b->ref, b->plain, c->assoclen);
	memcpy(b->ref + c->assoclen, out + c->assoclen, c->len + c->authsize);
	random_sg(sgs, b->dst, out_len, &in);
	memcpy(in, b->ref, out_len);
	memcpy(iv, c->iv, 12);
	crypto_simd_disabled_for_test = nosimd;
	err = aead_run(tfm, false, sgs, sgs, c->assoclen, c->len + c->authsize, iv, NULL);
	crypto_simd_disabled_for_test = false;
	ck_assert_msg(!err, "%s: decrypt len %u, ad %u, tag %u, nosimd %d: %d", drv, c->len,
		      c->assoclen, c->authsize, nosimd, err);
	ck_assert_msg(!memcmp(in + c->assoclen, b->plain + c->assoclen, c->len),
		      "%s: decryption of %u bytes differs", drv, c->len);
}

// A tag with one bit flipped, or a changed byte of associated data or ciphertext: -EBADMSG,
// and the plaintext is not left in dst.
static void forged_one(struct crypto_aead *tfm, struct test_bufs *b, const struct gcm_case *c,
		       bool nosimd)
{
	const char *drv = crypto_aead_driver_name(tfm);
	unsigned int in_len = c->assoclen + c->len, out_len = in_len + c->authsize;
	struct scatterlist sgs[MAX_ENTRIES], sgd[MAX_ENTRIES];
	u8 iv[12], *in, *out;

	random_sg(sgs, b->src, out_len, &in);
	rng_bytes(in, in_len);
	if (c->rfc)
		memcpy(in + c->assoclen - 8, c->iv, 8);
	memcpy(b->plain, in, in_len);
	memcpy(iv, c->iv, 12);
	ck_assert_int_eq(aead_run(tfm, true, sgs, sgs, c->assoclen, c->len, iv, NULL), 0);

	unsigned int pos = c->rfc ? in_len + rng_below(c->authsize) : rng_below(out_len);

	in[pos] ^= (u8)(1u << rng_below(8));
	random_sg(sgd, b->dst, in_len, &out);
	memset(out, 0xa5, in_len);
	memcpy(iv, c->iv, 12);
	crypto_simd_disabled_for_test = nosimd;
	int err = aead_run(tfm, false, sgs, sgd, c->assoclen, c->len + c->authsize, iv, NULL);
	crypto_simd_disabled_for_test = false;
	ck_assert_msg(err == -EBADMSG, "%s: forged byte %u of %u: %d", drv, pos, out_len, err);
	for (unsigned int i = 0; i < c->len; i++)
		ck_assert_msg(out[c->assoclen + i] == 0 || out[c->assoclen + i] == 0xa5,
			      "%s: plaintext byte %u released after a bad tag", drv, i);
	if (c->len >= 16)
		ck_assert(memcmp(out + c->assoclen, b->plain + c->assoclen, 16));
}

static void set_keys(struct crypto_aead *tfm, struct crypto_aead *ref, const struct gcm_case *c)
{
	static const unsigned int sizes[] = { 16, 24, 32 };
	unsigned int klen = sizes[rng_below(3)] + (c->rfc ? 4 : 0);
	u8 key[36];

	rng_bytes(key, klen);
	// Now and then with SIMD unusable: the portable precomputation must match.
	crypto_simd_disabled_for_test = rng_below(3) == 0;
	int err = crypto_aead_setkey(tfm, key, klen);
	crypto_simd_disabled_for_test = false;
	ck_assert_int_eq(err, 0);
	ck_assert_int_eq(crypto_aead_setkey(ref, key, klen), 0);
	ck_assert_int_eq(crypto_aead_setauthsize(tfm, c->authsize), 0);
	ck_assert_int_eq(crypto_aead_setauthsize(ref, c->authsize), 0);
}

static void compare_driver(const char *driver, bool rfc, struct test_bufs *b)
{
	struct crypto_aead *tfm = alloc_aead(driver);
	struct crypto_aead *ref = alloc_aead(rfc ? rfc_generic : gcm_generic);
	struct gcm_case c;

	ck_assert_msg(!driver_is_x86(crypto_aead_driver_name(ref)), "reference %s is not generic",
		      crypto_aead_driver_name(ref));
	for (unsigned int i = 0; i < fuzz_iterations(150); i++) {
		random_case(&c, rfc);
		set_keys(tfm, ref, &c);
		compare_one(tfm, ref, b, &c, i % 5 == 4);
		if (i % 3 == 0)
			forged_one(tfm, b, &c, i % 6 == 3);
	}
	crypto_free_aead(ref);
	crypto_free_aead(tfm);
}

static void seed_rng(unsigned long long salt)
{
	rng_seed_from_env(0x6c3a11ULL, salt);
}

// _i: driver index * 2 + rfc4106.
START_TEST(test_same_as_generic)
{
	const struct gcm_driver *d = &gcm_drivers[_i / 2];
	bool rfc = _i % 2;
	char name[CRYPTO_MAX_ALG_NAME];
	struct test_bufs b;

	if (d->level > gcm_level())
		return;
	test_bufs_alloc(&b);
	seed_rng((unsigned long long)_i << 32);
	snprintf(name, sizeof(name), rfc ? "rfc4106-gcm-%s" : "generic-gcm-%s", d->suffix);
	compare_driver(name, rfc, &b);
	test_bufs_free(&b);
}
END_TEST

// Tag sizes and rfc4106 associated-data lengths outside what 6.12 accepts are refused.
START_TEST(test_bad_parameters)
{
	if (gcm_level() == GCM_GENERIC)
		return;
	struct crypto_aead *g = crypto_alloc_aead("generic-gcm-aesni", 0, 0);
	struct crypto_aead *r = crypto_alloc_aead("rfc4106-gcm-aesni", 0, 0);
	u8 key[20] = { 1 }, buf[64] = { 0 }, iv[12] = { 0 };
	struct scatterlist sg;

	ck_assert(!IS_ERR(g) && !IS_ERR(r));
	for (unsigned int t = 0; t <= 17; t++) {
		bool gcm_ok = t == 4 || t == 8 || (t >= 12 && t <= 16);
		bool rfc_ok = t == 8 || t == 12 || t == 16;

		ck_assert_int_eq(crypto_aead_setauthsize(g, t) == 0, gcm_ok);
		ck_assert_int_eq(crypto_aead_setauthsize(r, t) == 0, rfc_ok);
	}
	ck_assert_int_eq(crypto_aead_setkey(g, key, 20), -EINVAL);
	ck_assert_int_eq(crypto_aead_setkey(r, key, 3), -EINVAL);
	ck_assert_int_eq(crypto_aead_setkey(r, key, 20), 0);
	ck_assert_int_eq(crypto_aead_setauthsize(r, 16), 0);
	sg_init_one(&sg, buf, sizeof(buf));
	ck_assert_int_eq(aead_run(r, true, &sg, &sg, 12, 16, iv, NULL), -EINVAL);
	ck_assert_int_eq(aead_run(r, true, &sg, &sg, 16, 16, iv, NULL), 0);
	crypto_free_aead(g);
	crypto_free_aead(r);
}
END_TEST

// Lengths whose sum wraps 32 bits (assoclen near UINT_MAX) name bytes no scatterlist holds:
// refused with -EINVAL by every driver, and nothing outside the 128-byte buffer is touched
// (the ASan pass checks that; the one-page path once read ~4 GiB from it).
START_TEST(test_length_sums_wrap)
{
	static const struct {
		unsigned int assoclen, cryptlen;
	} bad[] = {
		{ UINT_MAX, 16 }, { UINT_MAX - 15, 32 }, { UINT_MAX - 100, 101 }, { 32, UINT_MAX }
	};
	u8 key[20] = { 1 }, buf[128] = { 0 }, iv[12] = { 0 };
	struct scatterlist sg;
	char name[CRYPTO_MAX_ALG_NAME];

	sg_init_one(&sg, buf, sizeof(buf));
	for (unsigned int i = 0; i <= N_DRIVERS; i++) {
		if (i < N_DRIVERS && gcm_drivers[i].level > gcm_level())
			continue;
		for (int rfc = 0; rfc < 2; rfc++) {
			if (i == N_DRIVERS)
				strcpy(name, rfc ? rfc_generic : gcm_generic);
			else
				snprintf(name, sizeof(name),
					 rfc ? "rfc4106-gcm-%s" : "generic-gcm-%s",
					 gcm_drivers[i].suffix);
			struct crypto_aead *tfm = crypto_alloc_aead(name, 0, 0);
			ck_assert_msg(!IS_ERR(tfm), "%s: %ld", name, PTR_ERR(tfm));
			ck_assert_int_eq(crypto_aead_setkey(tfm, key, rfc ? 20 : 16), 0);
			for (unsigned int b = 0; b < sizeof(bad) / sizeof(bad[0]); b++)
				for (int enc = 0; enc < 2; enc++)
					ck_assert_msg(aead_run(tfm, enc, &sg, &sg, bad[b].assoclen,
							       bad[b].cryptlen, iv,
							       NULL) == -EINVAL,
						      "%s %s assoclen=%u cryptlen=%u", name,
						      enc ? "enc" : "dec", bad[b].assoclen,
						      bad[b].cryptlen);
			crypto_free_aead(tfm);
		}
	}
}
END_TEST

static Suite *x86_gcm_suite(void)
{
	TCase *tc;
	Suite *s = x86_suite("x86_gcm", &tc);

	tcase_add_test(tc, test_lookup_picks_widest);
	tcase_add_test(tc, test_registered_and_selftested);
	tcase_add_loop_test(tc, test_same_as_generic, 0, (int)(2 * N_DRIVERS));
	tcase_add_test(tc, test_bad_parameters);
	tcase_add_test(tc, test_length_sums_wrap);
	return s;
}

int main(void)
{
	return run_suite(x86_gcm_suite());
}
