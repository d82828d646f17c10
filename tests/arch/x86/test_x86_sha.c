// SPDX-License-Identifier: GPL-2.0-only
// The x86 SHA-256 drivers: which one a lookup picks (sha256-ni, or sha256-generic with sha_ni
// masked), their self-test status, and their digests against sha256-generic on random
// messages cut into random updates, across export/import between the two drivers, and with
// SIMD unusable.
#include <asm/cpufeature.h>
#include <crypto/hash.h>
#include <crypto/internal/simd.h>
#include <crypto/sha2.h>
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

#define MAX_MSG 20000

// As the glue registers them: SHA-NI plus the SSSE3 and SSE4.1 shuffles it uses.
static bool sha_ni_usable(void)
{
	return boot_cpu_has(X86_FEATURE_SHA_NI) && boot_cpu_has(X86_FEATURE_SSSE3) &&
	       boot_cpu_has(X86_FEATURE_XMM4_1);
}

static void seed_rng(unsigned long long salt)
{
	rng_seed_from_env(0x5ea256ULL, salt);
}

// ---- which driver answers ----

START_TEST(test_lookup_picks_ni)
{
	static const char *const algs[] = { "sha256", "sha224" };

	for (int i = 0; i < 2; i++) {
		struct crypto_shash *tfm = alloc_shash(algs[i]);
		char want[32];

		snprintf(want, sizeof(want), "%s-%s", algs[i], sha_ni_usable() ? "ni" : "generic");
		ck_assert_str_eq(crypto_shash_driver_name(tfm), want);
		ck_assert_int_eq(crypto_shash_tfm(tfm)->__crt_alg->cra_priority,
				 sha_ni_usable() ? 250 : 100);
		crypto_free_shash(tfm);
	}
	// Masking sha_ni must take the drivers away, not only lower them.
	if (cpu_feature_masked("sha_ni"))
		ck_assert(!sha_ni_usable());
}
END_TEST

// Both drivers are registered (or, masked, absent) and passed their self-tests.
START_TEST(test_registered_and_selftested)
{
	static const char *const drivers[] = { "sha256-ni", "sha224-ni" };
	char *proc = proc_crypto_read();

	for (int i = 0; i < 2; i++)
		assert_selftested(proc, drivers[i], sha_ni_usable());
	free(proc);
}
END_TEST

// ---- the same digests as sha256-generic ----

struct sha_pair {
	struct crypto_shash *tfm, *ref;
	const char *name;
	u8 *msg;
};

static unsigned int random_len(void)
{
	switch (rng_below(4)) {
	case 0:
		return rng_below(130);
	case 1: {
		// Around block ends and the padding boundary (FIPS 180-4 5.1.1: 55 bytes fit).
		static const int off[] = { -9, -8, -1, 0, 1 };

		return (unsigned int)(64 * (1 + (int)rng_below(40)) + off[rng_below(5)]);
	}
	default:
		return rng_below(MAX_MSG + 1);
	}
}

static void compare_one(struct sha_pair *p, bool nosimd)
{
	unsigned int len = random_len();
	u8 got[SHA256_DIGEST_SIZE], want[SHA256_DIGEST_SIZE];
	unsigned int ds = crypto_shash_digestsize(p->tfm);
	SHASH_DESC_ON_STACK(desc, p->tfm);
	SHASH_DESC_ON_STACK(rdesc, p->ref);

	if (len > MAX_MSG)
		len = MAX_MSG;
	rng_bytes(p->msg, len);
	desc->tfm = p->tfm;
	rdesc->tfm = p->ref;
	memset(got, 0xaa, sizeof(got));
	shash_digest_split(desc, p->msg, len, got, nosimd);
	if (rng_below(2))
		ck_assert_int_eq(crypto_shash_digest(rdesc, p->msg, len, want), 0);
	else
		shash_digest_split(rdesc, p->msg, len, want, false);
	ck_assert_msg(!memcmp(got, want, ds), "%s: %u bytes%s differ from %s (seed %llu)",
		      crypto_shash_driver_name(p->tfm), len, nosimd ? " (SIMD off at times)" : "",
		      crypto_shash_driver_name(p->ref), rng_state);
	// The one-shot digest, with and without SIMD.
	crypto_simd_disabled_for_test = nosimd;
	ck_assert_int_eq(crypto_shash_digest(desc, p->msg, len, got), 0);
	crypto_simd_disabled_for_test = false;
	ck_assert_msg(!memcmp(got, want, ds), "%s: one-shot digest of %u bytes differs",
		      crypto_shash_driver_name(p->tfm), len);
}

static void pair_open(struct sha_pair *p, const char *name)
{
	char generic[32];

	snprintf(generic, sizeof(generic), "%s-generic", name);
	p->name = name;
	p->tfm = alloc_shash(name);
	p->ref = alloc_shash(generic);
	p->msg = malloc(MAX_MSG);
	ck_assert_ptr_nonnull(p->msg);
}

static void pair_close(struct sha_pair *p)
{
	free(p->msg);
	crypto_free_shash(p->ref);
	crypto_free_shash(p->tfm);
}

static const char *const hash_names[] = { "sha256", "sha224" };

START_TEST(test_same_as_generic)
{
	struct sha_pair p;

	seed_rng((unsigned long long)_i << 40);
	pair_open(&p, hash_names[_i]);
	for (unsigned int i = 0; i < fuzz_iterations(200); i++)
		compare_one(&p, false);
	pair_close(&p);
}
END_TEST

// Some updates with SIMD unusable: the generic block function must continue the same state.
START_TEST(test_nosimd_same_digest)
{
	struct sha_pair p;

	seed_rng(0x51dULL ^ ((unsigned long long)_i << 40));
	pair_open(&p, hash_names[_i]);
	for (unsigned int i = 0; i < fuzz_iterations(200); i++)
		compare_one(&p, true);
	pair_close(&p);
}
END_TEST

// A state exported part way through from one driver, imported into the other, finished there.
static void export_import_one(struct crypto_shash *from, struct crypto_shash *to,
			      struct crypto_shash *ref, u8 *msg)
{
	unsigned int len = rng_below(3000), cut = rng_below(len + 1);
	u8 got[SHA256_DIGEST_SIZE], want[SHA256_DIGEST_SIZE];

	rng_bytes(msg, len);
	shash_digest_across(from, to, msg, len, cut, got);
	ck_assert_int_eq(crypto_shash_tfm_digest(ref, msg, len, want), 0);
	ck_assert_msg(!memcmp(got, want, crypto_shash_digestsize(ref)),
		      "%s -> %s: %u bytes cut at %u differ", crypto_shash_driver_name(from),
		      crypto_shash_driver_name(to), len, cut);
}

START_TEST(test_export_import_across)
{
	struct sha_pair p;

	seed_rng(0xe4ULL ^ ((unsigned long long)_i << 40));
	pair_open(&p, hash_names[_i]);
	for (unsigned int i = 0; i < fuzz_iterations(200); i++) {
		if (i % 2)
			export_import_one(p.tfm, p.ref, p.ref, p.msg);
		else
			export_import_one(p.ref, p.tfm, p.ref, p.msg);
	}
	pair_close(&p);
}
END_TEST

// The empty message, against the constant the generic driver exports (FIPS 180-4 digests
// taken from Botan hash_sha2_32.vec, as crypto/sha256_generic.cpp names them).
START_TEST(test_empty_message)
{
	struct crypto_shash *tfm = alloc_shash(hash_names[_i]);
	u8 out[SHA256_DIGEST_SIZE];

	ck_assert_int_eq(crypto_shash_tfm_digest(tfm, NULL, 0, out), 0);
	if (_i == 0)
		ck_assert(!memcmp(out, sha256_zero_message_hash, SHA256_DIGEST_SIZE));
	else
		ck_assert(!memcmp(out, sha224_zero_message_hash, SHA224_DIGEST_SIZE));
	crypto_free_shash(tfm);
}
END_TEST

static Suite *x86_sha_suite(void)
{
	return x86_new_suite("x86_sha", { test_lookup_picks_ni },
			     { test_registered_and_selftested }, { test_same_as_generic, 2 },
			     { test_nosimd_same_digest, 2 }, { test_export_import_across, 2 },
			     { test_empty_message, 2 });
}

int main(void)
{
	return check_run(x86_sha_suite());
}
