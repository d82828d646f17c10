// SPDX-License-Identifier: GPL-2.0-only
// The arm64 SM4 AEADs and MACs: "gcm-sm4-ce" (SM4 and PMULL), "ccm-sm4-ce", "cmac-sm4-ce",
// "xcbc-sm4-ce" and "cbcmac-sm4-ce" (SM4), priority 400 as in 6.12: which driver each lookup
// chooses under the run's feature mask, their shapes, their bytes against the templates over
// sm4-generic on random keys, lengths, associated data and scatterlists split across pages,
// forged messages, what they refuse, and 6.12's vectors with the extra tests on.
#define _GNU_SOURCE
#include <asm/cpufeature.h>
#include <crypto/aead.h>
#include <crypto/hash.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sys/auxv.h>

#include <check.h>
#undef fail

#include "../crypto/internal.h"
#include "check_run.h"
#include "dispatch_util.h"
#include "shash_pair.h"
#include "x86_test_util.h"

#define MAX_ENTRIES 6

// The features as the library sees them, the mask applied.
static bool have_ce(void)
{
	return cpu_have_named_feature(ASIMD) && cpu_have_named_feature(SM4);
}

static bool have_gcm(void)
{
	return have_ce() && cpu_have_named_feature(PMULL);
}

static const struct dispatch_alg aead_algs[] = {
	{ "gcm(sm4)", KIND_AEAD },   { "ccm(sm4)", KIND_AEAD },	    { "cmac(sm4)", KIND_SHASH },
	{ "xcbc(sm4)", KIND_SHASH }, { "cbcmac(sm4)", KIND_SHASH },
};

#define N_ALGS (sizeof(aead_algs) / sizeof(aead_algs[0]))

// Per mask, the driver of each name above: with pmull masked only GCM falls back to its
// template, with sm4 masked all do (over the NEON ctr), with asimd masked over generic code.
static const struct {
	const char *mask;
	const char *drivers[N_ALGS];
} aead_rows[] = {
	{ "", { "gcm-sm4-ce", "ccm-sm4-ce", "cmac-sm4-ce", "xcbc-sm4-ce", "cbcmac-sm4-ce" } },
	{ "pmull",
	  { "gcm_base(ctr-sm4-ce,ghash-neon)", "ccm-sm4-ce", "cmac-sm4-ce", "xcbc-sm4-ce",
	    "cbcmac-sm4-ce" } },
	{ "sm4",
	  { "gcm_base(ctr-sm4-neon,ghash-generic)", "ccm_base(ctr-sm4-neon,cbcmac(sm4-generic))",
	    "cmac(sm4-generic)", "xcbc(sm4-generic)", "cbcmac(sm4-generic)" } },
	{ "asimd",
	  { "gcm_base(ctr(sm4-generic),ghash-generic)",
	    "ccm_base(ctr(sm4-generic),cbcmac(sm4-generic))", "cmac(sm4-generic)",
	    "xcbc(sm4-generic)", "cbcmac(sm4-generic)" } },
};

START_TEST(test_dispatch)
{
	unsigned int r = dispatch_mask_row(aead_rows, sizeof(aead_rows[0]),
					   sizeof(aead_rows) / sizeof(aead_rows[0]));

	ck_assert(have_gcm() == (r == 0));
	ck_assert(have_ce() == (r <= 1));
	for (unsigned int a = 0; a < N_ALGS; a++)
		dispatch_assert_chosen(aead_rows[r].mask, aead_algs[a].name, aead_algs[a].kind,
				       aead_rows[r].drivers[a]);
}
END_TEST

// Exactly the drivers the features allow are in /proc/crypto, self-tested, at priority 400.
START_TEST(test_registered)
{
	static const char *const names[] = { "gcm-sm4-ce", "ccm-sm4-ce", "cmac-sm4-ce",
					     "xcbc-sm4-ce", "cbcmac-sm4-ce" };
	char *proc = proc_crypto_read();

	for (size_t i = 0; i < ARRAY_SIZE(names); i++) {
		const char *block = assert_selftested(proc, names[i], i ? have_ce() : have_gcm());

		if (block)
			ck_assert_msg(proc_block_has(block, "priority     : 400\n"), "%s: priority",
				      names[i]);
	}
	free(proc);
}
END_TEST

// 6.12's fields: one-byte blocks, 12- (GCM) and 16-byte (CCM) IVs, 16-byte chunks and tags,
// synchronous; 16-byte digests, blocks of 16 for CMAC and XCBC and 1 for CBC-MAC.
START_TEST(test_shape)
{
	if (!have_ce())
		return;
	for (int i = have_gcm() ? 0 : 1; i < 2; i++) {
		struct crypto_aead *t = alloc_aead(i ? "ccm-sm4-ce" : "gcm-sm4-ce");

		ck_assert_uint_eq(crypto_aead_ivsize(t), i ? 16 : 12);
		ck_assert_uint_eq(crypto_aead_maxauthsize(t), 16);
		ck_assert_uint_eq(crypto_aead_blocksize(t), 1);
		ck_assert_uint_eq(crypto_aead_alg(t)->chunksize, 16);
		ck_assert(!(crypto_aead_tfm(t)->__crt_alg->cra_flags & CRYPTO_ALG_ASYNC));
		crypto_free_aead(t);
	}
	for (int i = 2; i < 5; i++) {
		struct crypto_shash *t = alloc_shash(aead_rows[0].drivers[i]);

		ck_assert_uint_eq(crypto_shash_digestsize(t), 16);
		ck_assert_uint_eq(crypto_shash_blocksize(t), i == 4 ? 1 : 16);
		crypto_free_shash(t);
	}
}
END_TEST

// A random IV of @tfm's kind: GCM's 12 bytes; CCM's L' (1 to 7) and nonce, the counter bytes
// left random (the drivers must clear them).
static void aead_random_iv(struct crypto_aead *tfm, u8 *iv)
{
	rng_bytes(iv, 16);
	if (crypto_aead_ivsize(tfm) == 16)
		iv[0] = (u8)(1 + rng_below(7));
}

// Text lengths: short, whole blocks, around a page, long with odd tails.
static unsigned int aead_random_len(void)
{
	switch (rng_below(4)) {
	case 0:
		return rng_below(80);
	case 1:
		return 16 * rng_below(40);
	case 2:
		return 4096 - 8 + rng_below(16);
	default:
		return rng_below(2 * 4096 + 300);
	}
}

struct aead_case {
	unsigned int assoclen, len, authsize;
	u8 iv[16];
};

// The request's IV after @tfm ran on @iv0: ccm-sm4-ce leaves A0, the counter field zeroed,
// as 6.12's ccm_format_input() does; a GCM IV is not written.
static void aead_check_iv_after(struct crypto_aead *tfm, const u8 *iv0, const u8 *iv_after)
{
	const char *drv = crypto_aead_driver_name(tfm);
	unsigned int ivsize = crypto_aead_ivsize(tfm);
	u8 want[16];

	if (ivsize == 16 && strcmp(drv, "ccm-sm4-ce"))
		return; /* the ccm template: test_ccm checks its IV */
	memcpy(want, iv0, ivsize);
	if (ivsize == 16)
		memset(want + 15 - iv0[0], 0, iv0[0] + 1u);
	ck_assert_msg(!memcmp(iv_after, want, ivsize), "%s: IV after the request", drv);
}

// @tfm and @ref agree on the text and tag; @tfm decrypts its own output back.
static void aead_compare_one(struct crypto_aead *tfm, struct crypto_aead *ref, struct test_bufs *b,
			     const struct aead_case *c)
{
	const char *drv = crypto_aead_driver_name(tfm);
	const unsigned int in_len = c->assoclen + c->len, out_len = in_len + c->authsize;
	const bool inplace = rng_below(3) == 0;
	struct scatterlist sgs[MAX_ENTRIES], sgd[MAX_ENTRIES], sgr;
	u8 iv[16], *in, *out;

	in = sg_random_layout(sgs, MAX_ENTRIES, b->src, 4096, inplace ? out_len : in_len);
	rng_bytes(in, in_len);
	memcpy(b->plain, in, in_len);
	memcpy(b->ref, in, in_len);
	out = inplace ? in : sg_random_layout(sgd, MAX_ENTRIES, b->dst, 4096, out_len);
	memcpy(iv, c->iv, 16);
	ck_assert_int_eq(
		aead_run(tfm, true, sgs, inplace ? sgs : sgd, c->assoclen, c->len, iv, NULL), 0);
	aead_check_iv_after(tfm, c->iv, iv);
	memcpy(iv, c->iv, 16);
	sg_init_one(&sgr, b->ref, out_len);
	ck_assert_int_eq(aead_run(ref, true, &sgr, &sgr, c->assoclen, c->len, iv, NULL), 0);
	ck_assert_msg(!memcmp(out + c->assoclen, b->ref + c->assoclen, c->len + c->authsize),
		      "%s: %u bytes, ad %u, tag %u differ" RNG_SEED_FMT, drv, c->len, c->assoclen,
		      c->authsize, RNG_SEED_ARGS);
	memcpy(b->ref, b->plain, c->assoclen);
	in = sg_random_layout(sgs, MAX_ENTRIES, b->dst, 4096, out_len);
	memcpy(in, b->ref, out_len);
	memcpy(iv, c->iv, 16);
	ck_assert_int_eq(
		aead_run(tfm, false, sgs, sgs, c->assoclen, c->len + c->authsize, iv, NULL), 0);
	aead_check_iv_after(tfm, c->iv, iv);
	ck_assert(!memcmp(in + c->assoclen, b->plain + c->assoclen, c->len));
}

// One bit changed in the associated data, text or tag: -EBADMSG and no plaintext in dst.
static void aead_forged_one(struct crypto_aead *tfm, struct test_bufs *b, const struct aead_case *c)
{
	const unsigned int in_len = c->assoclen + c->len, out_len = in_len + c->authsize;
	struct scatterlist sgs[MAX_ENTRIES], sgd[MAX_ENTRIES];
	u8 iv[16], *in, *out;

	in = sg_random_layout(sgs, MAX_ENTRIES, b->src, 4096, out_len);
	rng_bytes(in, in_len);
	memcpy(b->plain, in, in_len);
	memcpy(iv, c->iv, 16);
	ck_assert_int_eq(aead_run(tfm, true, sgs, sgs, c->assoclen, c->len, iv, NULL), 0);
	in[rng_below(out_len)] ^= (u8)(1u << rng_below(8));
	out = sg_random_layout(sgd, MAX_ENTRIES, b->dst, 4096, in_len);
	memset(out, 0xa5, in_len);
	memcpy(iv, c->iv, 16);
	ck_assert_int_eq(
		aead_run(tfm, false, sgs, sgd, c->assoclen, c->len + c->authsize, iv, NULL),
		-EBADMSG);
	for (unsigned int i = 0; i < c->len; i++)
		ck_assert(out[c->assoclen + i] == 0 || out[c->assoclen + i] == 0xa5);
}

// _i: 0 for gcm(sm4), 1 for ccm(sm4); the lookup's driver against the templates over
// sm4-generic (when the lookup is not such a template itself).
START_TEST(test_aead_same_as_generic)
{
	static const char *const refs[] = { "gcm_base(ctr(sm4-generic),ghash-generic)",
					    "ccm_base(ctr(sm4-generic),cbcmac(sm4-generic))" };
	struct crypto_aead *tfm = alloc_aead(_i ? "ccm(sm4)" : "gcm(sm4)");
	struct crypto_aead *ref = alloc_aead(refs[_i]);
	struct test_bufs b;
	struct aead_case c;
	u8 key[16];

	if (!strcmp(crypto_aead_driver_name(tfm), crypto_aead_driver_name(ref))) {
		crypto_free_aead(ref);
		crypto_free_aead(tfm);
		return;
	}
	test_bufs_alloc(&b);
	rng_seed_from_env(0x5e4aeadULL, (unsigned long long)_i);
	for (unsigned int it = 0; it < fuzz_iterations(30); it++) {
		c.assoclen = rng_below(3) ? rng_below(64) : rng_below(600);
		c.len = aead_random_len();
		c.authsize = _i ? 4 + 2 * rng_below(7) : 12 + rng_below(5);
		aead_random_iv(tfm, c.iv);
		rng_bytes(key, sizeof(key));
		ck_assert_int_eq(crypto_aead_setkey(tfm, key, 16), 0);
		ck_assert_int_eq(crypto_aead_setkey(ref, key, 16), 0);
		ck_assert_int_eq(crypto_aead_setauthsize(tfm, c.authsize), 0);
		ck_assert_int_eq(crypto_aead_setauthsize(ref, c.authsize), 0);
		aead_compare_one(tfm, ref, &b, &c);
		if (it % 3 == 0)
			aead_forged_one(tfm, &b, &c);
	}
	test_bufs_free(&b);
	crypto_free_aead(ref);
	crypto_free_aead(tfm);
}
END_TEST

// What 6.12's drivers refuse: keys other than 16 bytes, tags GCM (4, 8, 12-16) or CCM (even, 4
// to 16) does not allow, a CCM IV whose L' is not 1 to 7, a CCM text too long for L bytes
// (-EOVERFLOW), each as the templates over sm4-generic refuse it.
START_TEST(test_bad_parameters)
{
	static u8 buf[65536 + 64];
	const char *drv = _i ? "ccm-sm4-ce" : "gcm-sm4-ce";
	struct scatterlist sg;
	u8 key[32] = { 1 }, iv[16] = { 1 };

	if (_i ? !have_ce() : !have_gcm())
		return;
	struct crypto_aead *t = alloc_aead(drv);

	for (unsigned int k = 0; k <= 32; k++)
		ck_assert_int_eq(crypto_aead_setkey(t, key, k), k == 16 ? 0 : -EINVAL);
	for (unsigned int a = 0; a <= 17; a++) {
		bool ok = _i ? a >= 4 && a <= 16 && !(a % 2)
			     : a == 4 || a == 8 || (a >= 12 && a <= 16);

		ck_assert_msg(crypto_aead_setauthsize(t, a) == (ok ? 0 : -EINVAL), "%s: tag %u",
			      drv, a);
	}
	ck_assert_int_eq(crypto_aead_setkey(t, key, 16), 0);
	ck_assert_int_eq(crypto_aead_setauthsize(t, 16), 0);
	if (_i) {
		sg_init_one(&sg, buf, sizeof(buf));
		iv[0] = 0;
		ck_assert_int_eq(aead_run(t, true, &sg, &sg, 0, 16, iv, NULL), -EINVAL);
		iv[0] = 8;
		ck_assert_int_eq(aead_run(t, true, &sg, &sg, 0, 16, iv, NULL), -EINVAL);
		iv[0] = 1; // L = 2: at most 65535 bytes
		ck_assert_int_eq(aead_run(t, true, &sg, &sg, 0, 65536, iv, NULL), -EOVERFLOW);
		ck_assert_int_eq(aead_run(t, true, &sg, &sg, 0, 65535, iv, NULL), 0);
	}
	crypto_free_aead(t);
}
END_TEST

static const char *const mac_refs[] = { "cmac(sm4-generic)", "xcbc(sm4-generic)",
					"cbcmac(sm4-generic)" };

// A message for the split cases: half the time at or just past a block end.
static unsigned int mac_random_len(void)
{
	return rng_below(2) ? 16 * rng_below(20) + rng_below(3) : rng_below(600);
}

// _i: cmac, xcbc, cbcmac. Every length to 80 from several alignments and some long ones
// one-shot, random updates (at the waiting last block too) with SIMD unusable at times; and bad
// key lengths.
START_TEST(test_mac_same_as_generic)
{
	static const unsigned int aligns[] = { 0, 1, 3, 8, 15 };
	static const unsigned int longs[] = { 4096, 4097, 8191, 16 * 300 };
	struct shash_pair p;
	u8 key[17];

	if (!have_ce())
		return;
	rng_seed_from_env(0x5e4aacULL, (unsigned long long)_i);
	shash_pair_open(&p, aead_rows[0].drivers[2 + _i], mac_refs[_i], 16 * 300 + 64);
	rng_bytes(key, sizeof(key));
	ck_assert_int_eq(crypto_shash_setkey(p.tfm, key, 15), -EINVAL);
	ck_assert_int_eq(crypto_shash_setkey(p.tfm, key, 17), -EINVAL);
	rng_bytes(key, 16);
	ck_assert_int_eq(crypto_shash_setkey(p.tfm, key, 16), 0);
	ck_assert_int_eq(crypto_shash_setkey(p.ref, key, 16), 0);
	shash_pair_every_length(&p, 80, aligns, ARRAY_SIZE(aligns), true, longs, ARRAY_SIZE(longs));
	shash_pair_split_cases(&p, mac_random_len, 16, shash_digest_split, true);
	shash_pair_close(&p);
}
END_TEST

// 6.12's vectors (testmgr/vectors/sm4.vec) again through alg_test(), with the extra tests on:
// random configurations and the comparison with the generic drivers.
START_TEST(test_selftest_extra)
{
	static const u32 types[] = { CRYPTO_ALG_TYPE_AEAD, CRYPTO_ALG_TYPE_AEAD,
				     CRYPTO_ALG_TYPE_SHASH, CRYPTO_ALG_TYPE_SHASH,
				     CRYPTO_ALG_TYPE_SHASH };

	if (_i ? !have_ce() : !have_gcm())
		return;
	extra_tests_on(10);
	ck_assert_int_eq(alg_test(aead_rows[0].drivers[_i], aead_algs[_i].name, types[_i], 0), 0);
}
END_TEST

int main(void)
{
	if (!(getauxval(AT_HWCAP) & HWCAP_ASIMD) || !(getauxval(AT_HWCAP) & HWCAP_SM4)) {
		printf("SKIP: this CPU lacks the SM4 instructions\n");
		return 77;
	}
	return check_run(x86_new_suite("arm64_sm4_aead", { test_dispatch }, { test_registered },
				       { test_shape }, { test_aead_same_as_generic, 2 },
				       { test_bad_parameters, 2 }, { test_mac_same_as_generic, 3 },
				       { test_selftest_extra, 5 }));
}
