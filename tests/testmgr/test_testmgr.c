// SPDX-License-Identifier: GPL-2.0-only
// testmgr against deliberately broken drivers: each class of bug must be caught at
// registration, with the kernel's message, and leave the driver answering -ELIBBAD.
#define _GNU_SOURCE
#include <crypto/aes.h>
#include <crypto/internal/simd.h>
#include <crypto/internal/skcipher.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <stdlib.h>
#include <string.h>

#include "cbc_aes_driver.h"
#include "testmgr_broken.h"

enum cbc_bug {
	BUG_NONE,
	BUG_WRONG_RESULT,    // flips a bit of the output
	BUG_OVERRUN,	     // writes a byte past the end of the destination
	BUG_CHANGES_REQ,     // modifies req->cryptlen
	BUG_FIRST_SG_ONLY,   // treats src and dst as one contiguous buffer
	BUG_NO_OUTPUT_IV,    // leaves req->iv as it was
	BUG_ACCEPTS_PARTIAL, // encrypts a partial final block instead of -EINVAL
	BUG_NOSIMD_DIFFERS,  // its fallback path (SIMD unusable) computes something else
};

struct broken_alg {
	enum cbc_bug bug;
	struct skcipher_alg alg;
};

static enum cbc_bug bug_of(struct crypto_skcipher *tfm)
{
	return container_of(crypto_skcipher_alg(tfm), struct broken_alg, alg)->bug;
}

// CBC through the walker, or (BUG_FIRST_SG_ONLY) straight through the first entry.
static int broken_walk(struct skcipher_request *req, bool enc, enum cbc_bug bug)
{
	if (bug == BUG_FIRST_SG_ONLY) {
		cbc_aes_driver_blocks(crypto_skcipher_ctx(crypto_skcipher_reqtfm(req)), enc,
				      sg_virt(req->dst), sg_virt(req->src), req->cryptlen, req->iv);
		return 0;
	}
	return cbc_aes_driver_walk(req, enc);
}

static int broken_crypt(struct skcipher_request *req, bool enc)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);
	enum cbc_bug bug = bug_of(tfm);
	u8 saved_iv[16];

	if (req->cryptlen % 16) {
		if (bug != BUG_ACCEPTS_PARTIAL)
			return -EINVAL;
		// Processes the whole blocks, ignores the tail and reports success.
		unsigned int len = req->cryptlen;
		req->cryptlen = len & ~15u;
		int err = broken_walk(req, enc, bug);
		req->cryptlen = len;
		return err;
	}
	memcpy(saved_iv, req->iv, 16);
	int err = broken_walk(req, enc, bug);
	if (err)
		return err;
	if (bug == BUG_NO_OUTPUT_IV)
		memcpy(req->iv, saved_iv, 16);
	if (bug == BUG_CHANGES_REQ)
		req->cryptlen = 0;
	if (req->cryptlen) {
		u8 last;
		scatterwalk_map_and_copy(&last, req->dst, req->cryptlen - 1, 1, 0);
		if (bug == BUG_WRONG_RESULT || (bug == BUG_NOSIMD_DIFFERS && !crypto_simd_usable()))
			last ^= 1;
		scatterwalk_map_and_copy(&last, req->dst, req->cryptlen - 1, 1, 1);
		if (bug == BUG_OVERRUN) {
			struct scatterlist *sg = req->dst;
			while (!sg_is_last(sg))
				sg = sg_next(sg);
			((u8 *)sg_virt(sg))[sg->length] = 0;
		}
	}
	return 0;
}

static int broken_encrypt(struct skcipher_request *req)
{
	return broken_crypt(req, true);
}

static int broken_decrypt(struct skcipher_request *req)
{
	return broken_crypt(req, false);
}

static struct broken_alg *make_broken(const char *driver, enum cbc_bug bug)
{
	struct broken_alg *b = calloc(1, sizeof(*b));

	b->bug = bug;
	cbc_aes_driver_fill(&b->alg, driver, 50, broken_encrypt, broken_decrypt);
	return b;
}

// Registers the driver and returns what a lookup of it answers (0 if usable).
static long register_and_lookup(const char *driver, enum cbc_bug bug)
{
	struct broken_alg *b = make_broken(driver, bug);

	ck_assert_int_eq(crypto_register_skcipher(&b->alg), 0);
	struct crypto_skcipher *tfm = crypto_alloc_skcipher(driver, 0, 0);
	if (IS_ERR(tfm))
		return PTR_ERR(tfm);
	crypto_free_skcipher(tfm);
	return 0;
}

START_TEST(test_correct_driver_passes)
{
	ck_assert_int_eq(register_and_lookup("cbc-aes-correct", BUG_NONE), 0);
}
END_TEST

START_TEST(test_wrong_result)
{
	ck_assert_int_eq(register_and_lookup("cbc-aes-wrong", BUG_WRONG_RESULT), -ELIBBAD);
	assert_logged(
		"alg: skcipher: cbc-aes-wrong encryption test failed (wrong result) on test vector 1, cfg=\"in-place (one sglist)\"");
	assert_logged("alg: self-tests for cbc(aes) using cbc-aes-wrong failed (rc=-22)");
}
END_TEST

START_TEST(test_overrun)
{
	ck_assert_int_eq(register_and_lookup("cbc-aes-overrun", BUG_OVERRUN), -ELIBBAD);
	assert_logged(
		"alg: skcipher: cbc-aes-overrun encryption overran dst buffer on test vector 1, cfg=\"in-place (one sglist)\"");
}
END_TEST

START_TEST(test_changes_request)
{
	ck_assert_int_eq(register_and_lookup("cbc-aes-req", BUG_CHANGES_REQ), -ELIBBAD);
	assert_logged(
		"alg: skcipher: cbc-aes-req encryption corrupted request struct on test vector 1, cfg=\"in-place (one sglist)\"");
	assert_logged("alg: skcipher: changed 'req->cryptlen'");
}
END_TEST

START_TEST(test_first_sg_only)
{
	ck_assert_int_eq(register_and_lookup("cbc-aes-split", BUG_FIRST_SG_ONLY), -ELIBBAD);
	assert_logged("cfg=\"two even aligned splits\"");
	assert_logged("alg: skcipher: cbc-aes-split encryption");
}
END_TEST

START_TEST(test_no_output_iv)
{
	ck_assert_int_eq(register_and_lookup("cbc-aes-iv", BUG_NO_OUTPUT_IV), -ELIBBAD);
	// The IV it left is the one it was given: NIST SP 800-38A F.2.1's, the first cbc(aes)
	// vector of testmgr/vectors/cbc-aes.vec, dumped as 6.12's hexdump() prints it.
	assert_logged(
		"alg: skcipher: cbc-aes-iv encryption test failed (wrong output IV) on test vector 1, cfg=\"in-place (one sglist)\"\n"
		"00000000: 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f\n");
}
END_TEST

START_TEST(test_wrong_error_code)
{
	ck_assert_int_eq(register_and_lookup("cbc-aes-partial", BUG_ACCEPTS_PARTIAL), -ELIBBAD);
	assert_logged(
		"alg: skcipher: cbc-aes-partial encryption unexpectedly succeeded on test vector");
	assert_logged("expected_error=-22, cfg=\"in-place (one sglist)\"");
}
END_TEST

START_TEST(test_nosimd_differs)
{
	// Only the random configurations of the extra tests run with SIMD unusable.
	ck_assert_int_eq(register_and_lookup("cbc-aes-nosimd", BUG_NOSIMD_DIFFERS), -ELIBBAD);
	assert_logged("alg: skcipher: cbc-aes-nosimd ");
	assert_logged(" nosimd");
	assert_logged("test failed (wrong result) on test vector 1, cfg=\"random:");
}
END_TEST

static void add_tests(TCase *tc)
{
	tcase_add_test(tc, test_correct_driver_passes);
	tcase_add_test(tc, test_wrong_result);
	tcase_add_test(tc, test_overrun);
	tcase_add_test(tc, test_changes_request);
	tcase_add_test(tc, test_first_sg_only);
	tcase_add_test(tc, test_no_output_iv);
	tcase_add_test(tc, test_wrong_error_code);
	tcase_add_test(tc, test_nosimd_differs);
}

int main(void)
{
	return run_broken_driver_suite("testmgr", "broken drivers", add_tests);
}
