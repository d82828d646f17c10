// SPDX-License-Identifier: GPL-2.0-only
// Helpers of the x86 Check suites: the buffers, requests and /proc/crypto checks they share.
#include <crypto/internal/simd.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#undef fail

#include "x86_test_util.h"

unsigned int fuzz_iterations(unsigned int dflt)
{
	const char *s = getenv("UKCRYPTO_FUZZ_ITERATIONS");

	return s && atoi(s) > 0 ? (unsigned int)atoi(s) : dflt;
}

void extra_tests_on(unsigned int dflt)
{
	struct ukc_testmgr_options opts;

	ck_assert_int_eq(crypto_init(), 0);
	ukc_testmgr_get_options(&opts);
	opts.noextratests = false;
	opts.fuzz_iterations = fuzz_iterations(dflt);
	ukc_testmgr_set_options(&opts);
}

void test_bufs_alloc(struct test_bufs *b)
{
	b->src = aligned_alloc(4096, TEST_BUF_PAGES * 4096);
	b->dst = aligned_alloc(4096, TEST_BUF_PAGES * 4096);
	b->ref = aligned_alloc(4096, TEST_BUF_PAGES * 4096);
	b->plain = aligned_alloc(4096, TEST_BUF_PAGES * 4096);
	ck_assert(b->src && b->dst && b->ref && b->plain);
}

void test_bufs_free(struct test_bufs *b)
{
	free(b->src);
	free(b->dst);
	free(b->ref);
	free(b->plain);
}

struct crypto_skcipher *alloc_skcipher(const char *name)
{
	struct crypto_skcipher *tfm = crypto_alloc_skcipher(name, 0, 0);

	ck_assert_msg(!IS_ERR(tfm), "%s: %ld", name, PTR_ERR(tfm));
	return tfm;
}

void skcipher_driver_of(const char *name, char *out)
{
	struct crypto_skcipher *tfm = alloc_skcipher(name);

	strcpy(out, crypto_skcipher_driver_name(tfm));
	crypto_free_skcipher(tfm);
}

struct crypto_aead *alloc_aead(const char *name)
{
	struct crypto_aead *tfm = crypto_alloc_aead(name, 0, 0);

	ck_assert_msg(!IS_ERR(tfm), "%s: %ld", name, PTR_ERR(tfm));
	return tfm;
}

struct crypto_shash *alloc_shash(const char *name)
{
	struct crypto_shash *tfm = crypto_alloc_shash(name, 0, 0);

	ck_assert_msg(!IS_ERR(tfm), "%s: %ld", name, PTR_ERR(tfm));
	return tfm;
}

void shash_update_maybe_nosimd(struct shash_desc *desc, const u8 *data, unsigned int len,
			       bool nosimd)
{
	crypto_simd_disabled_for_test = nosimd && rng_below(2);
	int err = crypto_shash_update(desc, data, len);
	crypto_simd_disabled_for_test = false;
	ck_assert_int_eq(err, 0);
}

void shash_digest_split(struct shash_desc *desc, const u8 *msg, unsigned int len, u8 *out,
			bool nosimd)
{
	unsigned int bs = crypto_shash_blocksize(desc->tfm), done = 0;

	ck_assert_int_eq(crypto_shash_init(desc), 0);
	while (done < len && rng_below(8)) {
		unsigned int piece = rng_below(3) == 0	 ? bs * rng_below(4)
				     : rng_below(2) == 0 ? rng_below(2 * bs + 4)
							 : rng_below(len - done + 1);

		if (piece > len - done)
			piece = len - done;
		shash_update_maybe_nosimd(desc, msg + done, piece, nosimd);
		done += piece;
	}
	crypto_simd_disabled_for_test = nosimd && rng_below(2);
	int err = rng_below(2) ? crypto_shash_finup(desc, msg + done, len - done, out)
			       : crypto_shash_update(desc, msg + done, len - done) ||
					 crypto_shash_final(desc, out);
	crypto_simd_disabled_for_test = false;
	ck_assert_int_eq(err, 0);
}

// Exports @a's state, imports it into @b and finishes there with @n bytes of @rest.
static void shash_handover(struct shash_desc *a, struct shash_desc *b, const u8 *rest,
			   unsigned int n, u8 *out)
{
	u8 state[512];

	ck_assert_int_eq(crypto_shash_statesize(a->tfm), crypto_shash_statesize(b->tfm));
	ck_assert_uint_le(crypto_shash_statesize(a->tfm), sizeof(state));
	ck_assert_int_eq(crypto_shash_export(a, state), 0);
	shash_desc_zero(a);
	ck_assert_int_eq(crypto_shash_import(b, state), 0);
	ck_assert_int_eq(crypto_shash_finup(b, rest, n, out), 0);
}

void shash_digest_across(struct crypto_shash *from, struct crypto_shash *to, const u8 *msg,
			 unsigned int len, unsigned int cut, u8 *out)
{
	SHASH_DESC_ON_STACK(a, from);
	SHASH_DESC_ON_STACK(b, to);

	a->tfm = from;
	b->tfm = to;
	ck_assert_int_eq(crypto_shash_init(a), 0);
	ck_assert_int_eq(crypto_shash_update(a, msg, cut), 0);
	shash_handover(a, b, msg + cut, len - cut, out);
}

unsigned int shash_digest_pieces_across(struct crypto_shash *from, struct crypto_shash *to,
					const u8 *msg, unsigned int len, u8 *out)
{
	unsigned int done = 0;
	SHASH_DESC_ON_STACK(a, from);
	SHASH_DESC_ON_STACK(b, to);

	a->tfm = from;
	b->tfm = to;
	ck_assert_int_eq(crypto_shash_init(a), 0);
	while (done < len && rng_below(6)) {
		unsigned int piece = rng_below(len - done + 1);

		ck_assert_int_eq(crypto_shash_update(a, msg + done, piece), 0);
		done += piece;
	}
	shash_handover(a, b, msg + done, len - done, out);
	return done;
}

// -EINPROGRESS and -EBUSY (backlogged) both mean the request completes later, from cryptd.
static int wait_noting_async(int err, struct crypto_wait *wait, bool *was_async)
{
	if (was_async)
		*was_async = err == -EINPROGRESS || err == -EBUSY;
	return crypto_wait_req(err, wait);
}

int skcipher_run(struct crypto_skcipher *tfm, bool enc, struct scatterlist *src,
		 struct scatterlist *dst, unsigned int len, u8 *iv, bool *was_async)
{
	struct skcipher_request *req = skcipher_request_alloc(tfm, GFP_KERNEL);
	DECLARE_CRYPTO_WAIT(wait);

	ck_assert_ptr_nonnull(req);
	skcipher_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP, crypto_req_done, &wait);
	skcipher_request_set_crypt(req, src, dst, len, iv);
	int err = enc ? crypto_skcipher_encrypt(req) : crypto_skcipher_decrypt(req);

	err = wait_noting_async(err, &wait, was_async);
	skcipher_request_free(req);
	return err;
}

int aead_run(struct crypto_aead *tfm, bool enc, struct scatterlist *src, struct scatterlist *dst,
	     unsigned int assoclen, unsigned int cryptlen, u8 *iv, bool *was_async)
{
	struct aead_request *req = aead_request_alloc(tfm, GFP_KERNEL);
	DECLARE_CRYPTO_WAIT(wait);

	ck_assert_ptr_nonnull(req);
	aead_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP | CRYPTO_TFM_REQ_MAY_BACKLOG,
				  crypto_req_done, &wait);
	aead_request_set_ad(req, assoclen);
	aead_request_set_crypt(req, src, dst, cryptlen, iv);
	int err = enc ? crypto_aead_encrypt(req) : crypto_aead_decrypt(req);

	err = wait_noting_async(err, &wait, was_async);
	aead_request_free(req);
	return err;
}

void skcipher_compare_one(struct crypto_skcipher *tfm, struct crypto_skcipher *ref,
			  struct test_bufs *b, unsigned int len, const u8 *iv0,
			  unsigned int max_entries, enum compare_nosimd nosimd, bool check_iv)
{
	bool inplace = rng_below(3) == 0, enc = rng_below(2), async;
	struct scatterlist sgs[MAX_ENTS], sgd[MAX_ENTS], sgr;
	u8 iv[16], iv_ref[16], *in, *out;
	const char *name = crypto_skcipher_driver_name(tfm);

	memcpy(iv, iv0, sizeof(iv));
	memcpy(iv_ref, iv0, sizeof(iv));
	in = sg_random_layout(sgs, len ? max_entries : 1, b->src, 4096, len);
	rng_bytes(in, len);
	memcpy(b->ref, in, len);
	sg_init_one(&sgr, b->ref, len);
	out = inplace ? in : sg_random_layout(sgd, len ? max_entries : 1, b->dst, 4096, len);

	crypto_simd_disabled_for_test = nosimd != COMPARE_SIMD;
	int err = skcipher_run(tfm, enc, sgs, inplace ? sgs : sgd, len, iv, &async);
	crypto_simd_disabled_for_test = false;
	ck_assert_msg(!err, "%s: len %u: error %d", name, len, err);
	if (nosimd == COMPARE_NOSIMD_CRYPTD)
		ck_assert_msg(async, "%s: no-SIMD request did not go through cryptd", name);
	ck_assert_int_eq(skcipher_run(ref, enc, &sgr, &sgr, len, iv_ref, NULL), 0);
	ck_assert_msg(!memcmp(out, b->ref, len),
		      "%s: %s of %u bytes (%s) differs from %s" RNG_SEED_FMT, name,
		      enc ? "encryption" : "decryption", len, inplace ? "in place" : "out of place",
		      crypto_skcipher_driver_name(ref), RNG_SEED_ARGS);
	if (check_iv)
		ck_assert_msg(!memcmp(iv, iv_ref, sizeof(iv)), "%s: output IV differs (len %u)",
			      name, len);
}

// A CTR counter, one time in four each, a few blocks below 2^128 (so that it wraps to zero
// inside the message) or below a carry out of its low 64 bits; else as drawn.
static void ctr_near_carry(u8 *iv, unsigned int max_blocks)
{
	const unsigned int pick = rng_below(4);

	if (pick >= 2)
		return;
	memset(iv + (pick ? 8 : 0), 0xff, pick ? 8 : 16);
	iv[15] = (u8)(0xff - rng_below(max_blocks < 256 ? max_blocks : 256));
}

void check_same_as_generic(const char *mode, const char *cipher, const char *driver,
			   unsigned int (*keylen)(const char *cipher), unsigned int max_blocks,
			   unsigned int iterations, struct test_bufs *bufs)
{
	char drv[CRYPTO_MAX_ALG_NAME], gen[CRYPTO_MAX_ALG_NAME];
	struct scatterlist ss[8], sd[8];
	u8 key[32], iv0[16], iva[16], ivb[16];

	const bool ctr = !strcmp(mode, "ctr");

	snprintf(drv, sizeof(drv), "%s-%s", mode, driver);
	snprintf(gen, sizeof(gen), "%s(%s-generic)", mode, cipher);
	struct crypto_skcipher *x = alloc_skcipher(drv), *g = alloc_skcipher(gen);

	for (unsigned int it = 0; it < fuzz_iterations(iterations); it++) {
		const unsigned int klen = keylen(cipher);
		const unsigned int len = ctr ? 1 + rng_below(16 * max_blocks)
					     : 16 * (1 + rng_below(max_blocks));
		const bool in_place = rng_below(2);

		rng_bytes(key, klen);
		rng_bytes(bufs->plain, len);
		rng_bytes(iv0, 16);
		if (ctr)
			ctr_near_carry(iv0, max_blocks);
		ck_assert_int_eq(crypto_skcipher_setkey(x, key, klen), 0);
		ck_assert_int_eq(crypto_skcipher_setkey(g, key, klen), 0);
		memcpy(iva, iv0, 16);
		memcpy(ivb, iv0, 16);
		u8 *s = sg_random_layout(ss, 8, bufs->src, 4096, len);
		u8 *d = in_place ? s : sg_random_layout(sd, 8, bufs->dst, 4096, len);

		memcpy(s, bufs->plain, len);
		ck_assert_int_eq(skcipher_run(x, true, ss, in_place ? ss : sd, len, iva, NULL), 0);
		sg_init_one(ss, bufs->plain, len);
		sg_init_one(sd, bufs->ref, len);
		ck_assert_int_eq(skcipher_run(g, true, ss, sd, len, ivb, NULL), 0);
		ck_assert_msg(!memcmp(d, bufs->ref, len), "%s len %u seed %llu", drv, len,
			      rng_seed);
		ck_assert_msg(!memcmp(iva, ivb, 16), "%s: next IV", drv);
		memcpy(iva, iv0, 16);
		sg_init_one(ss, d, len);
		ck_assert_int_eq(skcipher_run(x, false, ss, ss, len, iva, NULL), 0);
		ck_assert_msg(!memcmp(d, bufs->plain, len), "%s dec len %u seed %llu", drv, len,
			      rng_seed);
		ck_assert_msg(!memcmp(iva, ivb, 16), "%s: next IV after decryption", drv);
	}
	crypto_free_skcipher(x);
	crypto_free_skcipher(g);
}

void check_ecb_cbc_ctr_same_as_generic(const char *cipher, const char *driver,
				       unsigned int (*keylen)(const char *cipher),
				       unsigned int max_blocks, unsigned int iterations,
				       struct test_bufs *bufs)
{
	static const char *const modes[] = { "ecb", "cbc", "ctr" };

	for (unsigned int m = 0; m < ARRAY_SIZE(modes); m++)
		check_same_as_generic(modes[m], cipher, driver, keylen, max_blocks, iterations,
				      bufs);
}

bool driver_is_x86(const char *driver)
{
	return strstr(driver, "aesni") || strstr(driver, "vaes");
}

// The list is comma-separated (spaces allowed); only whole names count ("aes" is not "vaes").
bool cpu_feature_masked(const char *name)
{
	const char *list = getenv("UKCRYPTO_DISABLE_CPU_FEATURES");
	size_t len = strlen(name);

	for (const char *p = list; p && (p = strstr(p, name)); p += len) {
		bool starts = p == list || p[-1] == ',' || p[-1] == ' ';
		bool ends = p[len] == '\0' || p[len] == ',' || p[len] == ' ';

		if (starts && ends)
			return true;
	}
	return false;
}

const char *assert_selftested(const char *proc, const char *driver, bool expected)
{
	const char *block = proc_block(proc, driver);

	if (!expected) {
		ck_assert_msg(!block, "%s registered, its CPU features missing or masked", driver);
		return NULL;
	}
	ck_assert_msg(block, "%s not registered", driver);
	ck_assert_msg(proc_block_has(block, "selftest     : passed\n"), "%s: self-test not passed",
		      driver);
	return block;
}

Suite *started_before_fork(Suite *s)
{
	int err = crypto_init();

	if (err) {
		fprintf(stderr, "crypto_init() failed: %d\n", err);
		exit(EXIT_FAILURE);
	}
	return s;
}

Suite *x86_suite(const char *name, TCase **tc)
{
	Suite *s = started_before_fork(suite_create(name));

	*tc = tcase_create("core");
	tcase_set_timeout(*tc, X86_SUITE_TIMEOUT);
	suite_add_tcase(s, *tc);
	return s;
}

const struct x86_aes_tier x86_aes_tiers[] = {
	{ "aesni", 400, false },	 { "aesni-avx", 500, false },
	{ "vaes-avx2", 600, false },	 { "vaes-avx10_256", 700, false },
	{ "vaes-avx10_512", 800, true },
};

const unsigned int x86_aes_tier_count = sizeof(x86_aes_tiers) / sizeof(x86_aes_tiers[0]);

// The tier whose suffix ends @driver: the longest that matches ("aesni-avx" over "aesni").
static const struct x86_aes_tier *x86_aes_tier_of(const char *driver)
{
	const struct x86_aes_tier *best = NULL;
	size_t dlen = strlen(driver);

	for (unsigned int t = 0; t < x86_aes_tier_count; t++) {
		size_t slen = strlen(x86_aes_tiers[t].suffix);

		if (slen < dlen && driver[dlen - slen - 1] == '-' &&
		    !strcmp(driver + dlen - slen, x86_aes_tiers[t].suffix) &&
		    (!best || slen > strlen(best->suffix)))
			best = &x86_aes_tiers[t];
	}
	return best;
}

int x86_aes_driver_priority(const char *driver, bool zmm_excluded)
{
	const struct x86_aes_tier *tier;
	bool fused, aesni;

	if (!strncmp(driver, "__", 2))
		driver += 2;
	tier = x86_aes_tier_of(driver);
	ck_assert_msg(tier, "%s is no driver of the x86 AES tiers", driver);
	aesni = tier == &x86_aes_tiers[0];
	fused = !strncmp(driver, "essiv-", 6) || (!strncmp(driver, "cts-", 4) && !aesni);
	if (tier->zmm && zmm_excluded)
		return 1 + fused;
	if (aesni && !strncmp(driver, "xts-", 4))
		return 401;
	return tier->priority + fused;
}
