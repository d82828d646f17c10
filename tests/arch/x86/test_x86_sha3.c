// SPDX-License-Identifier: GPL-2.0-only
// sha3-*-generic's two builds of its permutation: which one start-up chose (BMI1's exactly when
// the CPU has BMI1 and the mask leaves it), the drivers' names and priorities, and the digests
// of the chosen build against a plain reading of FIPS 202 at every length from 0 to 700, long
// ones, in random updates, and through alg_test() with the extra tests.
#include <asm/cpufeature.h>
#include <crypto/hash.h>
#include <crypto/sha3.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <stdlib.h>
#include <string.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "../crypto/internal.h"
#include "x86_test_util.h"

#define N_SIZES 4
#define SHORT_MAX 700
#define LONG_MAX_LEN (1u << 20)

static const unsigned int digest_sizes[N_SIZES] = { SHA3_224_DIGEST_SIZE, SHA3_256_DIGEST_SIZE,
						    SHA3_384_DIGEST_SIZE, SHA3_512_DIGEST_SIZE };
static const char *const algs[N_SIZES] = { "sha3-224", "sha3-256", "sha3-384", "sha3-512" };
static const char *const drivers[N_SIZES] = { "sha3-224-generic", "sha3-256-generic",
					      "sha3-384-generic", "sha3-512-generic" };

static void seed_rng(unsigned long long salt)
{
	rng_seed_from_env(0x5a3ULL, salt);
}

// ---- the reference: FIPS 202 step by step, on a state of 5 x 5 lanes ----

static u64 rotl64(u64 v, unsigned int n)
{
	n %= 64;
	return n ? (v << n) | (v >> (64 - n)) : v;
}

// iota's constants from Algorithm 5's LFSR, stepped once per bit in order, RC[i] collecting
// rc(7i + j) at bit 2^j - 1 (Algorithm 6).
static void ref_round_constants(u64 rc[24])
{
	unsigned int lfsr = 1;

	for (int i = 0; i < 24; i++) {
		rc[i] = 0;
		for (int j = 0; j < 7; j++) {
			if (lfsr & 1)
				rc[i] |= 1ULL << ((1 << j) - 1);
			lfsr <<= 1;
			if (lfsr & 0x100)
				lfsr ^= 0x171;
		}
	}
}

// theta, rho and pi, chi, iota (sections 3.2.1 to 3.2.5) on a[x][y].
static void ref_round(u64 a[5][5], u64 rc)
{
	u64 c[5], b[5][5];
	unsigned int rho[5][5] = { { 0 } }, x = 1, y = 0;

	for (unsigned int t = 0; t < 24; t++) {
		unsigned int ny = (2 * x + 3 * y) % 5;

		rho[x][y] = (t + 1) * (t + 2) / 2;
		x = y;
		y = ny;
	}
	for (x = 0; x < 5; x++)
		c[x] = a[x][0] ^ a[x][1] ^ a[x][2] ^ a[x][3] ^ a[x][4];
	for (x = 0; x < 5; x++)
		for (y = 0; y < 5; y++)
			a[x][y] ^= c[(x + 4) % 5] ^ rotl64(c[(x + 1) % 5], 1);
	for (x = 0; x < 5; x++)
		for (y = 0; y < 5; y++)
			b[y][(2 * x + 3 * y) % 5] = rotl64(a[x][y], rho[x][y]);
	for (x = 0; x < 5; x++)
		for (y = 0; y < 5; y++)
			a[x][y] = b[x][y] ^ (~b[(x + 1) % 5][y] & b[(x + 2) % 5][y]);
	a[0][0] ^= rc;
}

// SHA3-(8 * @dsize) of @msg: the sponge one byte at a time (state byte 8(x + 5y) + k is byte k
// of lane (x, y)), the 01 suffix and pad10*1 (sections 5.1, 6.1, B.2).
static void ref_sha3(const u8 *msg, unsigned int len, unsigned int dsize, u8 *out)
{
	unsigned int rate = 200 - 2 * dsize, pos = 0;
	u64 a[5][5] = { { 0 } }, rc[24];

	ref_round_constants(rc);
	for (unsigned int i = 0; i <= len; i++) {
		u8 byte = i < len ? msg[i] : 0x06;
		unsigned int lane = pos / 8;

		a[lane % 5][lane / 5] ^= (u64)byte << (8 * (pos % 8));
		if (i == len)
			a[(rate - 1) / 8 % 5][(rate - 1) / 8 / 5] ^= 0x80ULL << 56;
		if (++pos == rate || i == len) {
			for (int r = 0; r < 24; r++)
				ref_round(a, rc[r]);
			pos = 0;
		}
	}
	for (unsigned int i = 0; i < dsize; i++)
		out[i] = (u8)(a[i / 8 % 5][i / 8 / 5] >> (8 * (i % 8)));
}

// ---- which build runs ----

START_TEST(test_impl_chosen)
{
	const char *mask = getenv("UKCRYPTO_DISABLE_CPU_FEATURES");
	bool bmi1 = boot_cpu_has(X86_FEATURE_BMI1);

	// With no mask the probe follows the CPU (GCC's CPUID probe); the mask takes BMI1 away.
	if (!mask || !*mask)
		ck_assert(bmi1 == !!__builtin_cpu_supports("bmi"));
	if (cpu_feature_masked("bmi1"))
		ck_assert(!bmi1);
	ck_assert_str_eq(ukc_sha3_generic_impl(), bmi1 ? "bmi1" : "portable");
}
END_TEST

// 6.12's names and priority (none set: 0) whichever build runs, and a lookup of each algorithm
// finds them.
START_TEST(test_registered)
{
	char *proc = proc_crypto_read();
	struct crypto_shash *tfm = alloc_shash(algs[_i]);

	assert_selftested(proc, drivers[_i], true);
	ck_assert_str_eq(crypto_shash_driver_name(tfm), drivers[_i]);
	ck_assert_int_eq(crypto_shash_tfm(tfm)->__crt_alg->cra_priority, 0);
	ck_assert_uint_eq(crypto_shash_digestsize(tfm), digest_sizes[_i]);
	ck_assert_uint_eq(crypto_shash_blocksize(tfm), 200 - 2 * digest_sizes[_i]);
	ck_assert_uint_eq(crypto_shash_statesize(tfm), sizeof(struct sha3_state));
	crypto_free_shash(tfm);
	free(proc);
}
END_TEST

// ---- the digests ----

static void assert_digest(struct crypto_shash *tfm, const u8 *msg, unsigned int len)
{
	unsigned int dsize = crypto_shash_digestsize(tfm);
	u8 out[SHA3_512_DIGEST_SIZE], want[SHA3_512_DIGEST_SIZE];

	ref_sha3(msg, len, dsize, want);
	ck_assert_int_eq(crypto_shash_tfm_digest(tfm, msg, len, out), 0);
	ck_assert_msg(!memcmp(out, want, dsize), "%s, %u bytes", crypto_shash_driver_name(tfm),
		      len);
}

// Every length 0..SHORT_MAX one-shot from an alignment that walks through 0..7 (the lanes are
// read unaligned), then long ones around block and page ends.
START_TEST(test_every_length)
{
	static const unsigned int longs[] = { 4096 - 1, 4096 + 7, 65536, 65536 + 135,
					      LONG_MAX_LEN - 3 };
	u8 *buf = malloc(LONG_MAX_LEN + 8);
	struct crypto_shash *tfm = alloc_shash(drivers[_i]);

	seed_rng(0x1e7ULL + _i);
	rng_bytes(buf, LONG_MAX_LEN + 8);
	for (unsigned int len = 0; len <= SHORT_MAX; len++)
		assert_digest(tfm, buf + len % 8, len);
	for (unsigned int i = 0; i < ARRAY_SIZE(longs); i++)
		assert_digest(tfm, buf + i, longs[i]);
	crypto_free_shash(tfm);
	free(buf);
}
END_TEST

// Random messages through init, random updates (some of whole blocks, some ending mid-block)
// and final or finup.
START_TEST(test_split_updates)
{
	u8 *buf = malloc(20000);
	struct crypto_shash *tfm = alloc_shash(drivers[_i]);
	unsigned int dsize = crypto_shash_digestsize(tfm);
	SHASH_DESC_ON_STACK(desc, tfm);
	u8 out[SHA3_512_DIGEST_SIZE], want[SHA3_512_DIGEST_SIZE];

	desc->tfm = tfm;
	seed_rng(0x5b1ULL + _i);
	for (unsigned int i = 0; i < fuzz_iterations(200); i++) {
		unsigned int len = rng_below(20000);

		rng_bytes(buf, len);
		shash_digest_split(desc, buf, len, out, false);
		ref_sha3(buf, len, dsize, want);
		ck_assert_msg(!memcmp(out, want, dsize), "%s, %u bytes", drivers[_i], len);
	}
	crypto_free_shash(tfm);
	free(buf);
}
END_TEST

// 6.12's vectors by alg_test(), with the extra tests' random configurations on.
START_TEST(test_selftest_extra)
{
	extra_tests_on(100);
	ck_assert_int_eq(alg_test(drivers[_i], algs[_i], CRYPTO_ALG_TYPE_SHASH, 0), 0);
}
END_TEST

static Suite *x86_sha3_suite(void)
{
	return x86_new_suite("x86_sha3", { test_impl_chosen }, { test_registered, N_SIZES },
			     { test_every_length, N_SIZES }, { test_split_updates, N_SIZES },
			     { test_selftest_extra, N_SIZES });
}

int main(void)
{
	return check_run(x86_sha3_suite());
}
