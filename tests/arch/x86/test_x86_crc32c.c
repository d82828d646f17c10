// SPDX-License-Identifier: GPL-2.0-only
// The x86 CRC-32C driver: which driver a "crc32c" lookup picks (crc32c-intel where the CPU has
// SSE4.2 and it is not masked, crc32c-generic otherwise), its self-test status, and its
// remainders against the portable __crc32c_le() at every length around its three-stream
// chunk sizes, at every alignment, in random pieces, and across export/import with the generic
// driver.
#include <asm/cpufeature.h>
#include <crypto/hash.h>
#include <crypto/ukcrypto.h>
#include <linux/crc32.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "x86_test_util.h"

// Past two chunks of the long three-stream step (3 x 1024 bytes) and its short one (3 x 128).
#define MAX_MSG 8000

static bool sse42_usable(void)
{
	return boot_cpu_has(X86_FEATURE_XMM4_2);
}

START_TEST(test_lookup_picks_intel)
{
	struct crypto_shash *tfm = alloc_shash("crc32c");

	ck_assert_str_eq(crypto_shash_driver_name(tfm),
			 sse42_usable() ? "crc32c-intel" : "crc32c-generic");
	ck_assert_int_eq(crypto_shash_tfm(tfm)->__crt_alg->cra_priority,
			 sse42_usable() ? 200 : 100);
	crypto_free_shash(tfm);
	// Masking sse4_2 must take the driver away, not only lower it.
	if (cpu_feature_masked("sse4_2"))
		ck_assert(!sse42_usable());
}
END_TEST

START_TEST(test_registered_and_selftested)
{
	char *proc = proc_crypto_read();

	assert_selftested(proc, "crc32c-intel", sse42_usable());
	assert_selftested(proc, "crc32c-generic", true);
	free(proc);
}
END_TEST

static u32 le32(const u8 *p)
{
	return p[0] | p[1] << 8 | p[2] << 16 | (u32)p[3] << 24;
}

// Every length up to MAX_MSG at a varying misalignment, keyed with a random seed: the digest
// is the complement of __crc32c_le() from that seed.
START_TEST(test_every_length)
{
	struct crypto_shash *tfm;
	u8 *buf, seed[4], out[4];

	if (!sse42_usable())
		return;
	buf = malloc(MAX_MSG + 64);
	tfm = alloc_shash("crc32c-intel");
	rng_seed_from_env(0xc32cULL, 1);
	rng_bytes(buf, MAX_MSG + 64);
	rng_bytes(seed, 4);
	ck_assert_int_eq(crypto_shash_setkey(tfm, seed, 4), 0);
	for (unsigned int len = 0; len <= MAX_MSG; len++) {
		const u8 *p = buf + len % 61;

		ck_assert_int_eq(crypto_shash_tfm_digest(tfm, p, len, out), 0);
		ck_assert_msg(le32(out) == ~__crc32c_le(le32(seed), p, len), "len %u", len);
	}
	crypto_free_shash(tfm);
	free(buf);
}
END_TEST

// Random pieces through crc32c-intel, exported midway and finished by crc32c-generic (and the
// other way), equal the generic one-shot digest.
START_TEST(test_pieces_and_export)
{
	struct crypto_shash *tfm, *ref;
	u8 *buf, want[4], got[4];

	if (!sse42_usable())
		return;
	buf = malloc(MAX_MSG);
	tfm = alloc_shash("crc32c-intel");
	ref = alloc_shash("crc32c-generic");
	rng_seed_from_env(0xc32cULL, 2);
	for (unsigned int iter = 0; iter < fuzz_iterations(200); iter++) {
		unsigned int len = rng_below(MAX_MSG + 1), done;
		struct crypto_shash *first = iter & 1 ? ref : tfm, *second = iter & 1 ? tfm : ref;

		rng_bytes(buf, len);
		ck_assert_int_eq(crypto_shash_tfm_digest(ref, buf, len, want), 0);
		done = shash_digest_pieces_across(first, second, buf, len, got);
		ck_assert_msg(!memcmp(got, want, 4), "len %u split at %u (seed %llu)", len, done,
			      rng_seed);
	}
	crypto_free_shash(ref);
	crypto_free_shash(tfm);
	free(buf);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("x86_crc32c");
	TCase *tc = tcase_create("crc32c-intel");

	if (crypto_init())
		return EXIT_FAILURE;
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, test_lookup_picks_intel);
	tcase_add_test(tc, test_registered_and_selftested);
	tcase_add_test(tc, test_every_length);
	tcase_add_test(tc, test_pieces_and_export);
	suite_add_tcase(s, tc);
	return check_run(s);
}
