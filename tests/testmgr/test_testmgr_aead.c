// SPDX-License-Identifier: GPL-2.0-only
// testmgr's AEAD extra tests against deliberately broken drivers: bugs the known-answer vectors
// miss (long messages, inauthentic inputs) must be caught by the comparison with the generic
// implementation and by the inauthentic-input test, and a failed driver must leave the
// previous one in charge.
#define _GNU_SOURCE
#include <crypto/aead.h>
#include <crypto/internal/aead.h>
#include <crypto/scatterwalk.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <stdlib.h>
#include <string.h>

#include "testmgr_broken.h"

#define GCM_GENERIC "gcm_base(ctr(aes-generic),ghash-generic)"

// Longer than every known-answer vector of gcm(aes) (the longest holds 1072 bytes of associated
// data, ciphertext and tag), so only the random vectors reach the bugs.
#define BUG_MIN_LEN 1100

enum aead_bug {
	AEAD_BUG_NONE,
	AEAD_BUG_LONG_WRONG,	  // flips the last output byte of long encryptions
	AEAD_BUG_ACCEPTS_BAD_TAG, // reports success for long inputs whose tag does not verify
};

struct broken_aead {
	enum aead_bug bug;
	struct aead_alg alg;
};

struct broken_aead_ctx {
	struct crypto_aead *inner;
};

static enum aead_bug aead_bug_of(struct crypto_aead *tfm)
{
	struct aead_alg *alg = crypto_aead_alg(tfm);

	return ((struct broken_aead *)((char *)alg - offsetof(struct broken_aead, alg)))->bug;
}

static int broken_aead_init(struct crypto_aead *tfm)
{
	struct broken_aead_ctx *ctx = crypto_aead_ctx(tfm);
	struct crypto_aead *inner = crypto_alloc_aead(GCM_GENERIC, 0, 0);

	if (IS_ERR(inner))
		return (int)PTR_ERR(inner);
	ctx->inner = inner;
	crypto_aead_set_reqsize(tfm, sizeof(struct aead_request) + crypto_aead_reqsize(inner));
	return 0;
}

static void broken_aead_exit(struct crypto_aead *tfm)
{
	struct broken_aead_ctx *ctx = crypto_aead_ctx(tfm);

	crypto_free_aead(ctx->inner);
}

static int broken_aead_setkey(struct crypto_aead *tfm, const u8 *key, unsigned int len)
{
	struct broken_aead_ctx *ctx = crypto_aead_ctx(tfm);

	return crypto_aead_setkey(ctx->inner, key, len);
}

static int broken_aead_setauthsize(struct crypto_aead *tfm, unsigned int authsize)
{
	struct broken_aead_ctx *ctx = crypto_aead_ctx(tfm);

	return crypto_aead_setauthsize(ctx->inner, authsize);
}

// The generic implementation on the same request, then the bug.
static int broken_aead_crypt(struct aead_request *req, bool enc)
{
	struct crypto_aead *tfm = crypto_aead_reqtfm(req);
	struct broken_aead_ctx *ctx = crypto_aead_ctx(tfm);
	struct aead_request *subreq = aead_request_ctx(req);
	bool is_long = req->assoclen + req->cryptlen > BUG_MIN_LEN;
	enum aead_bug bug = aead_bug_of(tfm);

	aead_request_set_tfm(subreq, ctx->inner);
	aead_request_set_callback(subreq, req->base.flags, NULL, NULL);
	aead_request_set_crypt(subreq, req->src, req->dst, req->cryptlen, req->iv);
	aead_request_set_ad(subreq, req->assoclen);
	int err = enc ? crypto_aead_encrypt(subreq) : crypto_aead_decrypt(subreq);

	if (enc && !err && is_long && bug == AEAD_BUG_LONG_WRONG) {
		unsigned int outlen = req->cryptlen + crypto_aead_authsize(tfm);
		u8 b;

		scatterwalk_map_and_copy(&b, req->dst, req->assoclen + outlen - 1, 1, 0);
		b ^= 1;
		scatterwalk_map_and_copy(&b, req->dst, req->assoclen + outlen - 1, 1, 1);
	}
	if (!enc && err == -EBADMSG && is_long && bug == AEAD_BUG_ACCEPTS_BAD_TAG)
		err = 0;
	return err;
}

static int broken_aead_encrypt(struct aead_request *req)
{
	return broken_aead_crypt(req, true);
}

static int broken_aead_decrypt(struct aead_request *req)
{
	return broken_aead_crypt(req, false);
}

// A "gcm(aes)" driver above every other one, so a lookup by name would pick it if it passed.
static struct broken_aead *make_broken_aead(const char *driver, enum aead_bug bug)
{
	struct broken_aead *b = calloc(1, sizeof(*b));

	b->bug = bug;
	strcpy(b->alg.base.cra_name, "gcm(aes)");
	strcpy(b->alg.base.cra_driver_name, driver);
	b->alg.base.cra_priority = 5000;
	b->alg.base.cra_blocksize = 1;
	b->alg.base.cra_ctxsize = sizeof(struct broken_aead_ctx);
	b->alg.ivsize = 12;
	b->alg.maxauthsize = 16;
	b->alg.chunksize = 16;
	b->alg.init = broken_aead_init;
	b->alg.exit = broken_aead_exit;
	b->alg.setkey = broken_aead_setkey;
	b->alg.setauthsize = broken_aead_setauthsize;
	b->alg.encrypt = broken_aead_encrypt;
	b->alg.decrypt = broken_aead_decrypt;
	return b;
}

// The driver name a lookup of "gcm(aes)" answers, into @out.
static void gcm_driver_now(char *out)
{
	struct crypto_aead *tfm = crypto_alloc_aead("gcm(aes)", 0, 0);

	ck_assert_msg(!IS_ERR(tfm), "gcm(aes): %ld", PTR_ERR(tfm));
	strcpy(out, crypto_aead_driver_name(tfm));
	crypto_free_aead(tfm);
}

// Registers the driver; returns what a lookup of its own name answers (0 if usable) and
// checks what a lookup of "gcm(aes)" answers: the driver if it passed, else the previous one.
static long register_aead_and_lookup(const char *driver, enum aead_bug bug)
{
	char before[CRYPTO_MAX_ALG_NAME], after[CRYPTO_MAX_ALG_NAME];
	struct broken_aead *b = make_broken_aead(driver, bug);

	gcm_driver_now(before);
	ck_assert_int_eq(crypto_register_aead(&b->alg), 0);
	struct crypto_aead *tfm = crypto_alloc_aead(driver, 0, 0);
	gcm_driver_now(after);
	if (IS_ERR(tfm)) {
		// The suite runs with the CPU's crypto features masked: the previous driver is
		// the generic one.
		ck_assert_str_eq(before, GCM_GENERIC);
		ck_assert_str_eq(after, GCM_GENERIC);
		return PTR_ERR(tfm);
	}
	ck_assert_str_eq(after, driver);
	crypto_free_aead(tfm);
	return 0;
}

START_TEST(test_wrapper_passes)
{
	// The harness itself: without a bug, the wrapper passes and takes over "gcm(aes)".
	ck_assert_int_eq(register_aead_and_lookup("gcm-aes-correct", AEAD_BUG_NONE), 0);
}
END_TEST

START_TEST(test_long_wrong_result)
{
	ck_assert_int_eq(register_aead_and_lookup("gcm-aes-long", AEAD_BUG_LONG_WRONG), -ELIBBAD);
	assert_logged(
		"alg: aead: gcm-aes-long encryption test failed (wrong result) on test vector \"random: alen=");
	assert_logged("alg: self-tests for gcm(aes) using gcm-aes-long failed (rc=-22)");
}
END_TEST

START_TEST(test_accepts_bad_tag)
{
	ck_assert_int_eq(register_aead_and_lookup("gcm-aes-badtag", AEAD_BUG_ACCEPTS_BAD_TAG),
			 -ELIBBAD);
	assert_logged(
		"alg: aead: gcm-aes-badtag decryption unexpectedly succeeded on test vector \"random: alen=");
	assert_logged("novrfy=1\"; expected_error=-EBADMSG, cfg=\"random:");
}
END_TEST

static void add_tests(TCase *tc)
{
	tcase_add_test(tc, test_wrapper_passes);
	tcase_add_test(tc, test_long_wrong_result);
	tcase_add_test(tc, test_accepts_bad_tag);
}

int main(void)
{
	return run_broken_driver_suite("testmgr-aead", "broken aead drivers", add_tests);
}
