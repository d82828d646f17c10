/* SPDX-License-Identifier: GPL-2.0-only */
/* Helpers of the x86 Check suites: page-aligned buffers, requests run to completion, and
 * /proc/crypto and feature-mask checks; the random stream is test_rng.h's, the scatterlist
 * layouts sg_layout.h's. */
#ifndef _UKC_TESTS_X86_TEST_UTIL_H
#define _UKC_TESTS_X86_TEST_UTIL_H

#include <crypto/aead.h>
#include <crypto/hash.h>
#include <crypto/skcipher.h>
#include <linux/scatterlist.h>

#include <stdbool.h>
#include <stddef.h>

#include "check_run.h"
#include "proc_util.h"
#include "sg_layout.h"
#include "test_rng.h"

/* ---- random input ---- */

/* UKCRYPTO_FUZZ_ITERATIONS when it is a positive number, else @dflt. */
unsigned int fuzz_iterations(unsigned int dflt);

/* testmgr's extra tests on, at fuzz_iterations(@dflt) random configurations, for what alg_test()
 * runs from now on. The library is brought up first: in a forked test child, start-up would
 * otherwise self-test every algorithm with the extra tests too. */
void extra_tests_on(unsigned int dflt);

/* ---- buffers and scatterlists ---- */

#define TEST_BUF_PAGES 4

/* Page-aligned buffers of TEST_BUF_PAGES pages each. */
struct test_bufs {
	u8 *src, *dst, *ref, *plain;
};

void test_bufs_alloc(struct test_bufs *b);
void test_bufs_free(struct test_bufs *b);

/* ---- transforms and requests ---- */

/* The tfm of @name; the test fails if there is none. */
struct crypto_skcipher *alloc_skcipher(const char *name);

/* The driver name a lookup of @name gives, into @out (CRYPTO_MAX_ALG_NAME bytes). */
void skcipher_driver_of(const char *name, char *out);
struct crypto_aead *alloc_aead(const char *name);
struct crypto_shash *alloc_shash(const char *name);

/* One update, with SIMD unusable (crypto_simd_disabled_for_test) at random when @nosimd; the test
 * fails on an error. */
void shash_update_maybe_nosimd(struct shash_desc *desc, const u8 *data, unsigned int len,
			       bool nosimd);

/**
 * shash_digest_split() - a digest through init, random updates and finup or final
 * @desc: the descriptor, its tfm set
 * @msg: the message
 * @len: its length
 * @out: the digest
 * @nosimd: whether to make SIMD unusable (crypto_simd_disabled_for_test) for some calls
 *
 * The pieces are random: some empty, some of whole blocks, some short, some long. The test
 * fails on an error.
 */
void shash_digest_split(struct shash_desc *desc, const u8 *msg, unsigned int len, u8 *out,
			bool nosimd);

/**
 * shash_digest_across() - a digest begun by one driver and finished by another
 * @from: the driver that hashes the first @cut bytes and exports its state
 * @to: the driver that imports it and finishes (finup) the message
 * @msg: the message
 * @len: its length
 * @cut: where @from stops
 * @out: the digest
 *
 * The two must have the same state size. The test fails on an error.
 */
void shash_digest_across(struct crypto_shash *from, struct crypto_shash *to, const u8 *msg,
			 unsigned int len, unsigned int cut, u8 *out);

/**
 * shash_digest_pieces_across() - shash_digest_across() after random updates
 * @from: the driver that takes random pieces of the message (till it stops, at random) and
 *	exports its state
 * @to: the driver that imports it and finishes (finup) the message
 * @msg: the message
 * @len: its length
 * @out: the digest
 *
 * Return: where @from stopped. The test fails on an error.
 */
unsigned int shash_digest_pieces_across(struct crypto_shash *from, struct crypto_shash *to,
					const u8 *msg, unsigned int len, u8 *out);

/* One request, waited for; @was_async (if not NULL) says whether it completed asynchronously
 * (through cryptd). Return: the request's status. */
int skcipher_run(struct crypto_skcipher *tfm, bool enc, struct scatterlist *src,
		 struct scatterlist *dst, unsigned int len, u8 *iv, bool *was_async);
int aead_run(struct crypto_aead *tfm, bool enc, struct scatterlist *src, struct scatterlist *dst,
	     unsigned int assoclen, unsigned int cryptlen, u8 *iv, bool *was_async);

/* Whether a request sees SIMD unusable, and if so whether it must complete through cryptd. */
enum compare_nosimd {
	COMPARE_SIMD,
	COMPARE_NOSIMD,
	COMPARE_NOSIMD_CRYPTD,
};

/**
 * skcipher_compare_one() - one random request through a driver and through its reference
 * @tfm: the driver, keyed
 * @ref: the reference, keyed alike (it runs on a flat copy of the input)
 * @b: from test_bufs_alloc()
 * @len: the request's length
 * @iv0: its IV (16 bytes)
 * @max_entries: the scatterlists get up to this many entries (sg_random_layout())
 * @nosimd: SIMD for @tfm's request
 * @check_iv: whether the IV left behind must match too
 *
 * Random direction, input and layouts, in place one time in three: the same bytes.
 */
void skcipher_compare_one(struct crypto_skcipher *tfm, struct crypto_skcipher *ref,
			  struct test_bufs *b, unsigned int len, const u8 *iv0,
			  unsigned int max_entries, enum compare_nosimd nosimd, bool check_iv);

/**
 * check_same_as_generic() - a driver's bytes against the generic driver's
 * @mode: "ecb", "cbc" or "ctr"
 * @cipher: the cipher, whose "<mode>(<cipher>-generic)" is the reference
 * @driver: the driver part of the name tested, "<mode>-<driver>"
 * @keylen: a random key length @cipher takes
 * @max_blocks: the lengths are 1 to @max_blocks 16-byte blocks, at random (for "ctr" any
 *	length of 1 to 16 * @max_blocks bytes, with counters near a carry out of their low 64 bits
 *	or their wrap at 2^128 now and then)
 * @iterations: how many, unless UKCRYPTO_FUZZ_ITERATIONS says
 * @bufs: from test_bufs_alloc()
 *
 * Random keys, lengths, IVs and scatterlist layouts crossing pages, in place or not: the same
 * bytes and next IV as the generic driver, and decryption gives the plaintext back.
 */
void check_same_as_generic(const char *mode, const char *cipher, const char *driver,
			   unsigned int (*keylen)(const char *cipher), unsigned int max_blocks,
			   unsigned int iterations, struct test_bufs *bufs);

/* check_same_as_generic() for "ecb", "cbc" and "ctr" in turn: the three modes an arch cipher
 * driver family registers ("<mode>-@driver"), with the same arguments. */
void check_ecb_cbc_ctr_same_as_generic(const char *cipher, const char *driver,
				       unsigned int (*keylen)(const char *cipher),
				       unsigned int max_blocks, unsigned int iterations,
				       struct test_bufs *bufs);

/* ---- which drivers are there ---- */

/**
 * struct x86_aes_tier - one row of the library's x86 AES tier table, as the suites expect it
 * @suffix: the driver-name suffix ("<mode>-aes-<suffix>", "generic-gcm-<suffix>")
 * @priority: its drivers' priority (6.12's)
 * @zmm: whether it uses zmm registers (priority 1 on the CPUs 6.12 excludes)
 *
 * The rows of the library's x86 AES tables (arch/x86/crypto/aes-vaes-glue.cpp, aes-gcm-glue.cpp,
 * essiv-aesni-glue.cpp) hold its drivers; test_x86_dispatch checks every registered driver's
 * priority against this table, so the two cannot drift apart.
 */
struct x86_aes_tier {
	const char *suffix;
	int priority;
	bool zmm;
};

extern const struct x86_aes_tier x86_aes_tiers[];
extern const unsigned int x86_aes_tier_count;

/**
 * x86_aes_driver_priority() - the priority an x86 AES driver of the tier table must have
 * @driver: a driver name with or without the internal "__" ("xts-aes-vaes-avx10_512",
 *	"__cts-cbc-aes-aesni-avx", "essiv-cbc-aes-sha256-vaes-avx2", "generic-gcm-aesni", ...)
 * @zmm_excluded: whether this CPU is one 6.12 keeps off zmm registers
 *
 * The tier's priority; the fused CTS and ESSIV drivers one above it (AES-NI's CTS keeps
 * 6.12's 400), AES-NI's XTS 6.12's 401; a zmm tier's drivers 1 (fused ones 2) on an excluded
 * CPU. The test fails on a name of no tier.
 */
int x86_aes_driver_priority(const char *driver, bool zmm_excluded);

/* An AES-NI or VAES driver name, by its "aesni" or "vaes" part. */
bool driver_is_x86(const char *driver);

/* @name (a /proc/cpuinfo flag) stands in UKCRYPTO_DISABLE_CPU_FEATURES. */
bool cpu_feature_masked(const char *name);

/**
 * assert_selftested() - check a driver's place in /proc/crypto
 * @proc: the text of /proc/crypto
 * @driver: the driver name
 * @expected: whether it must be registered (its features present and not masked)
 *
 * Registered drivers must have passed their self-test; the others must be absent.
 * Return: the driver's block, or NULL when it is (rightly) absent.
 */
const char *assert_selftested(const char *proc, const char *driver, bool expected);

/* ---- running ---- */

/* The x86 suites' one test case, "core", and its timeout in seconds. */
#define X86_SUITE_TIMEOUT 600

/* A suite named @name with one test case, "core", of X86_SUITE_TIMEOUT, into *@tc. */
Suite *x86_suite(const char *name, TCase **tc);

/* The same, running the tests listed as check_run.h's check_new_suite() lists them:
 * { test_a }, { test_b, loops }. */
/* The library brought up in the test program itself, before Check forks a child for each test:
 * the children share its start-up (registrations and their self-tests) instead of each
 * running it again. Returns @s. */
Suite *started_before_fork(Suite *s);

#define x86_new_suite(name, ...) \
	started_before_fork(check_new_suite(name, "core", X86_SUITE_TIMEOUT, __VA_ARGS__))

#endif /* _UKC_TESTS_X86_TEST_UTIL_H */
