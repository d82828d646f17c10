// SPDX-License-Identifier: GPL-2.0-only
// jitterentropy_rng: registration and output through the rng API, and 6.12's SP 800-90B health
// tests (RCT, APT) and start-up test driven by synthetic time stamps (ukc_jent_set_time_source).
// The "kernel" runs repeat the rng API's tests over 6.12's own jitterentropy.c and
// jitterentropy-kcapi.c (the module UKC_TEST_JENT_MODULE names, loaded in place of the library's).
#include <crypto/hash.h>
#include <crypto/rng.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/fips.h>

#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "check_run.h"
#include "jitterentropy.h"
#include "proc_util.h"
#include "rng_draws.h"

// 6.12's jent_entropy_init() answers.
enum {
	JENT_ENOTIME = 1,
	JENT_ECOARSETIME = 2,
	JENT_ENOMONOTONIC = 3,
	JENT_EHEALTH = 9,
	JENT_ERCT = 10
};

// The synthetic clocks. Each sample reads the time twice (the memory access loop count, then
// the time stamp), so the clock moves on every other read: one step a sample, whatever the phase.
enum clock_kind {
	CLOCK_JITTER,	 // 1000 + 0..4095 a step: deltas vary, as a real cycle counter's do
	CLOCK_FROZEN,	 // no step: every delta is 0 (stuck)
	CLOCK_LINEAR,	 // 1000 every step: deltas never 0, their changes always 0 (stuck)
	CLOCK_PATTERN,	 // 20 steps of 1000, one of 1700: few stuck runs, one delta in most samples
	CLOCK_BACKWARDS, // steps of -(1000 + 0..4095)
	CLOCK_ZERO,	 // reads 0
};

static enum clock_kind clock_kind;
static u64 clock_now, clock_reads, clock_rand = 0x9e3779b97f4a7c15ull;

static u64 clock_jitter(void)
{
	clock_rand ^= clock_rand << 13;
	clock_rand ^= clock_rand >> 7;
	clock_rand ^= clock_rand << 17;
	return 1000 + (clock_rand & 0xfff);
}

static u64 clock_read(void)
{
	if (clock_kind == CLOCK_ZERO)
		return 0;
	if (clock_reads++ & 1)
		return clock_now;
	switch (clock_kind) {
	case CLOCK_JITTER:
		clock_now += clock_jitter();
		break;
	case CLOCK_LINEAR:
		clock_now += 1000;
		break;
	case CLOCK_PATTERN:
		clock_now += (clock_reads / 2) % 21 == 20 ? 1700 : 1000;
		break;
	case CLOCK_BACKWARDS:
		clock_now -= clock_jitter();
		break;
	default:
		break;
	}
	return clock_now;
}

static void clock_use(enum clock_kind kind)
{
	clock_kind = kind;
	if (!clock_now)
		clock_now = 1000000000ull;
	ukc_jent_set_time_source(clock_read);
}

static struct crypto_rng *jent_alloc(void)
{
	struct crypto_rng *rng = crypto_alloc_rng("jitterentropy_rng", 0, 0);

	ck_assert_msg(!IS_ERR(rng), "jitterentropy_rng: %ld", PTR_ERR(rng));
	return rng;
}

static bool all_bytes(const u8 *p, size_t n, u8 value)
{
	for (size_t i = 0; i < n; i++)
		if (p[i] != value)
			return false;
	return true;
}

START_TEST(test_registered)
{
	struct crypto_rng *rng = jent_alloc();

	ck_assert_str_eq(crypto_tfm_alg_driver_name(crypto_rng_tfm(rng)), "jitterentropy_rng");
	ck_assert_str_eq(crypto_tfm_alg_name(crypto_rng_tfm(rng)), "jitterentropy_rng");
	ck_assert_int_eq(crypto_rng_seedsize(rng), 0);
	crypto_free_rng(rng);

	ck_assert(proc_passed_from("jitterentropy_rng", proc_test_origin()));
	// alg_test_null: 6.12 marks it tested without running anything, and logs nothing.
	proc_assert_block("jitterentropy_rng", "priority     : 100\n", "type         : rng\n",
			  "seedsize     : 0\n", "selftest     : passed\n");
	ck_assert_int_eq(log_count("No test for jitterentropy_rng"), 0);
	ck_assert_int_eq(log_count("jitterentropy: Initialization failed"), 0);
}
END_TEST

// Each length is filled, nothing past it is written, and a length of 0 writes nothing.
static const unsigned int jent_lengths[] = { 0, 1, 31, 32, 33, 4096 };

START_TEST(test_get_bytes_lengths)
{
	unsigned int len = jent_lengths[_i];
	struct crypto_rng *rng = jent_alloc();
	u8 *buf = malloc(len + 64);

	ck_assert_ptr_nonnull(buf);
	memset(buf, 0xa5, len + 64);
	ck_assert_int_eq(crypto_rng_get_bytes(rng, buf, len), 0);
	ck_assert(all_bytes(buf + len, 64, 0xa5));
	if (len >= 16) {
		ck_assert(!all_bytes(buf, len, 0));
		ck_assert(!all_bytes(buf, len, 0xa5));
		// Blocks of 32 bytes each come from a new pool state: no block repeats the first.
		for (unsigned int off = 32; off + 32 <= len; off += 32)
			ck_assert(memcmp(buf, buf + off, 32));
	}
	free(buf);
	crypto_free_rng(rng);
}
END_TEST

// As 6.12: the seed callback accepts any seed and ignores it (the noise is the input), as it
// ignores the additional input of crypto_rng_generate(); two instances seeded alike differ.
START_TEST(test_outputs_differ)
{
	struct crypto_rng *a = jent_alloc(), *b = jent_alloc();
	u8 seed[48], x[32], y[32], z[32];

	memset(seed, 0x11, sizeof(seed));
	ck_assert_int_eq(crypto_rng_reset(a, seed, sizeof(seed)), 0);
	ck_assert_int_eq(crypto_rng_reset(b, seed, sizeof(seed)), 0);
	ck_assert_int_eq(crypto_rng_reset(b, NULL, 16), 0);
	ck_assert_int_eq(crypto_rng_get_bytes(a, x, sizeof(x)), 0);
	ck_assert_int_eq(crypto_rng_generate(a, seed, sizeof(seed), y, sizeof(y)), 0);
	ck_assert_int_eq(crypto_rng_generate(b, seed, sizeof(seed), z, sizeof(z)), 0);
	ck_assert(memcmp(x, y, sizeof(x)));
	ck_assert(memcmp(x, z, sizeof(x)));
	ck_assert(memcmp(y, z, sizeof(y)));
	crypto_free_rng(a);
	crypto_free_rng(b);
}
END_TEST

// The output's statistics, over 64 KiB (16 KiB under ASan, where each SHA3-256 run of a sample
// costs some hundred times as much): each byte value within 6 standard deviations of its
// expected count E (the deviation is sqrt(E): 16, or 8), a chi-square over the 256 counts (255
// degrees of freedom: mean 255, standard deviation 22.6) below 400, and the ones among all bits
// within 1% of half (7 standard deviations or more). Two requests in a row differ.
#if defined(__SANITIZE_ADDRESS__)
enum {
	JENT_STAT_LEN = 16384,
	JENT_STAT_SD = 8
};
#else
enum {
	JENT_STAT_LEN = 65536,
	JENT_STAT_SD = 16
};
#endif

START_TEST(test_output_statistics)
{
	const unsigned int expect = JENT_STAT_LEN / 256, dev = 6 * JENT_STAT_SD;
	struct crypto_rng *rng = jent_alloc();
	u8 *buf = malloc(JENT_STAT_LEN);
	unsigned int count[256] = { 0 };
	unsigned long ones = 0;
	double chi2 = 0;

	ck_assert_ptr_nonnull(buf);
	ck_assert_int_eq(crypto_rng_get_bytes(rng, buf, JENT_STAT_LEN), 0);
	for (size_t i = 0; i < JENT_STAT_LEN; i++) {
		count[buf[i]]++;
		ones += (unsigned long)__builtin_popcount(buf[i]);
	}
	for (unsigned int v = 0; v < 256; v++) {
		ck_assert_msg(count[v] >= expect - dev && count[v] <= expect + dev,
			      "byte %u: %u times", v, count[v]);
		chi2 += ((double)count[v] - expect) * ((double)count[v] - expect) / expect;
	}
	ck_assert_msg(chi2 < 400, "chi-square %.1f", chi2);
	ck_assert_uint_ge(ones, JENT_STAT_LEN * 8UL / 100 * 49);
	ck_assert_uint_le(ones, JENT_STAT_LEN * 8UL / 100 * 51);
	ck_assert(!rng_draws_equal(rng, rng, 32));
	free(buf);
	crypto_free_rng(rng);
}
END_TEST

START_TEST(test_time_source_hook)
{
	ck_assert_ptr_null(ukc_jent_set_time_source(clock_read));
	ck_assert_ptr_eq(ukc_jent_set_time_source(NULL), clock_read);
	clock_reads = 0;
	clock_use(CLOCK_JITTER);
	struct crypto_rng *rng = jent_alloc();
	u8 buf[32];
	u64 before = clock_reads;
	ck_assert_int_eq(crypto_rng_get_bytes(rng, buf, sizeof(buf)), 0);
	// One block at osr 1: a priming sample and at least 256 unstuck ones, two reads each.
	ck_assert_uint_ge(clock_reads - before, 2 * 257);
	crypto_free_rng(rng);
	ck_assert_ptr_eq(ukc_jent_set_time_source(NULL), clock_read);
}
END_TEST

// Outside FIPS mode 6.12 runs the health tests but reports nothing: a clock that fails the APT
// still gives output.
START_TEST(test_health_silent_outside_fips)
{
	ck_assert(!fips_enabled);
	clock_use(CLOCK_PATTERN);
	struct crypto_rng *rng = jent_alloc();
	u8 buf[64];
	ck_assert_int_eq(crypto_rng_get_bytes(rng, buf, sizeof(buf)), 0);
	crypto_free_rng(rng);
	ukc_jent_set_time_source(NULL);
}
END_TEST

// A pool for a collector of the test's own: a SHA3-256 descriptor, as the glue makes.
static struct shash_desc *jent_pool_new(void)
{
	struct crypto_shash *tfm = crypto_alloc_shash("sha3-256-generic", 0, 0);
	ck_assert(!IS_ERR(tfm));
	struct shash_desc *desc = calloc(1, sizeof(*desc) + crypto_shash_descsize(tfm));
	ck_assert_ptr_nonnull(desc);
	desc->tfm = tfm;
	ck_assert_int_eq(crypto_shash_init(desc), 0);
	return desc;
}

static void jent_pool_free(struct shash_desc *desc)
{
	ukc_jent_set_time_source(NULL);
	crypto_free_shash(desc->tfm);
	free(desc);
}

// The start-up test on a collector of its own, as jent_mod_init() runs it.
static int jent_startup(enum clock_kind kind)
{
	struct shash_desc *desc = jent_pool_new();

	clock_use(kind);
	int ret = jent_entropy_init(1, 0, desc, NULL);
	jent_pool_free(desc);
	return ret;
}

START_TEST(test_startup_clock_checks)
{
	ck_assert_int_eq(jent_startup(CLOCK_JITTER), 0);
	ck_assert_int_eq(jent_startup(CLOCK_BACKWARDS), JENT_ENOMONOTONIC);
	unsigned char buf[8];
	ck_assert_int_eq(jent_read_entropy(NULL, buf, sizeof(buf)), -1);
}
END_TEST

// FIPS mode: the health tests count. A stuck or repeating clock while a tfm is allocated
// leaves an intermittent failure; the next request reruns the start-up test on a good clock,
// answers -EAGAIN without writing, and the one after serves.
static const char jent_reset_msg[] = "Reset Jitter RNG due to intermittent health test failure";

static void jent_intermittent(enum clock_kind bad)
{
	ck_assert(fips_enabled);
	clock_use(bad);
	struct crypto_rng *rng = jent_alloc();
	clock_use(CLOCK_JITTER);
	u8 buf[48];
	memset(buf, 0xa5, sizeof(buf));
	int resets = log_count(jent_reset_msg);
	ck_assert_int_eq(crypto_rng_get_bytes(rng, buf, sizeof(buf)), -EAGAIN);
	ck_assert(all_bytes(buf, sizeof(buf), 0xa5));
	ck_assert_int_eq(log_count(jent_reset_msg), resets + 1);
	ck_assert_int_eq(crypto_rng_get_bytes(rng, buf, sizeof(buf)), 0);
	ck_assert(!all_bytes(buf, sizeof(buf), 0xa5));
	ck_assert_int_eq(crypto_rng_get_bytes(rng, buf, sizeof(buf)), 0);
	crypto_free_rng(rng);
	ukc_jent_set_time_source(NULL);
}

START_TEST(test_rct_intermittent)
{
	jent_intermittent(CLOCK_FROZEN);
}
END_TEST

START_TEST(test_apt_intermittent)
{
	jent_intermittent(CLOCK_PATTERN);
}
END_TEST

// A failure whose start-up rerun fails too is permanent: 6.12 panics in FIPS mode (here:
// "Kernel panic - not syncing: Jitter RNG permanent health test failure" and abort()).
static void jent_permanent(enum clock_kind bad)
{
	ck_assert(fips_enabled);
	clock_use(bad);
	struct crypto_rng *rng = jent_alloc();
	u8 buf[32];
	crypto_rng_get_bytes(rng, buf, sizeof(buf));
	ck_abort_msg("no panic after a permanent health test failure");
}

START_TEST(test_rct_permanent_panics)
{
	jent_permanent(CLOCK_FROZEN);
}
END_TEST

START_TEST(test_apt_permanent_panics)
{
	jent_permanent(CLOCK_PATTERN);
}
END_TEST

// The collector's own answers under the same clocks: -2, then -3 with the rerun failing; an
// APT failure seen in the rerun is marked permanent and answered with no rerun at all.
START_TEST(test_collector_failures)
{
	struct shash_desc *desc = jent_pool_new();
	u8 buf[32];

	clock_use(CLOCK_FROZEN);
	struct rand_data *ec = jent_entropy_collector_alloc(1, 0, desc);
	ck_assert_ptr_nonnull(ec);
	clock_use(CLOCK_JITTER);
	ck_assert_int_eq(jent_read_entropy(ec, buf, sizeof(buf)), -2);
	ck_assert_int_eq(jent_read_entropy(ec, buf, sizeof(buf)), 0);
	clock_use(CLOCK_FROZEN);
	ck_assert_int_eq(jent_read_entropy(ec, buf, sizeof(buf)), -3);
	clock_use(CLOCK_PATTERN);
	ck_assert_int_eq(jent_read_entropy(ec, buf, sizeof(buf)), -3);
	// Marked permanent: only the priming sample is taken, then -3 with no rerun.
	clock_use(CLOCK_JITTER);
	u64 before = clock_reads;
	ck_assert_int_eq(jent_read_entropy(ec, buf, sizeof(buf)), -3);
	ck_assert_uint_eq(clock_reads - before, 2);
	jent_entropy_collector_free(ec);
	jent_pool_free(desc);
}
END_TEST

// The start-up test's verdicts (6.12's JENT_E* codes); the health tests count in FIPS mode.
START_TEST(test_startup_health_codes)
{
	ck_assert_int_eq(jent_startup(CLOCK_JITTER), 0);
	ck_assert_int_eq(jent_startup(CLOCK_ZERO), JENT_ENOTIME);
	ck_assert_int_eq(jent_startup(CLOCK_FROZEN), JENT_ECOARSETIME);
	ck_assert_int_eq(jent_startup(CLOCK_LINEAR), JENT_ERCT);
	ck_assert_int_eq(jent_startup(CLOCK_PATTERN), JENT_EHEALTH);
}
END_TEST

// Deferred self-tests (libkcapi.so.1's mode): registering under a frozen clock ran no start-up
// test and read no clock; the first allocation runs the self-test, whose instance runs the
// start-up test before any output. A clock that fails it gives 6.12's message and -EFAULT to
// that instance, which fails the self-test: that allocation and every later one get -ELIBBAD,
// with no more clock reads, where 6.12 (and the eager mode) would not have registered the
// algorithm. (A frozen clock cannot be the failing one: outside FIPS mode 6.12's collector
// waits forever for an unstuck sample.)
START_TEST(test_deferred_startup_passes)
{
	ck_assert_uint_eq(clock_reads, 0);
	clock_use(CLOCK_JITTER);
	struct crypto_rng *rng = jent_alloc();
	u64 startup_reads = clock_reads;
	ck_assert_uint_ge(startup_reads, 2 * 1024);
	crypto_free_rng(rng);
	// The next instance primes its own collector only: no second start-up test.
	rng = jent_alloc();
	ck_assert_uint_lt(clock_reads - startup_reads, 2 * 1024);
	u8 buf[32];
	ck_assert_int_eq(crypto_rng_get_bytes(rng, buf, sizeof(buf)), 0);
	crypto_free_rng(rng);
	ukc_jent_set_time_source(NULL);
}
END_TEST

START_TEST(test_deferred_startup_fails)
{
	static const char msg[] = "jitterentropy: Initialization failed with host not compliant";

	ck_assert_uint_eq(clock_reads, 0);
	ck_assert_int_eq(log_count(msg), 0);
	clock_use(CLOCK_BACKWARDS);
	struct crypto_rng *rng = crypto_alloc_rng("jitterentropy_rng", 0, 0);
	ck_assert_int_eq(PTR_ERR(rng), -ELIBBAD);
	ck_assert_int_eq(log_count(msg), 1);
	// The failure's warning (and its WARN, which repeats the text).
	ck_assert_int_gt(log_count("alg: self-tests for jitterentropy_rng using jitterentropy_rng "
				   "failed (rc=-14)"),
			 0);
	clock_use(CLOCK_JITTER);
	u64 before = clock_reads;
	rng = crypto_alloc_rng("jitterentropy_rng", 0, 0);
	ck_assert_int_eq(PTR_ERR(rng), -ELIBBAD);
	ck_assert_uint_eq(clock_reads, before);
	ukc_jent_set_time_source(NULL);
}
END_TEST

// 6.12's own files. Their jent_get_nstime() reads random_get_entropy(), which the time source
// answers, and falls back to ktime_get_ns() on a 0: a clock reading 0 still gives output (where
// the library's collector, taking the source as it reads, would never see an unstuck sample).
START_TEST(test_kernel_zero_clock_falls_back)
{
	clock_use(CLOCK_ZERO);
	struct crypto_rng *rng = jent_alloc();
	u8 buf[64];
	memset(buf, 0xa5, sizeof(buf));
	ck_assert_int_eq(crypto_rng_get_bytes(rng, buf, sizeof(buf)), 0);
	ck_assert(!all_bytes(buf, sizeof(buf), 0xa5));
	crypto_free_rng(rng);
	ukc_jent_set_time_source(NULL);
}
END_TEST

// jent_mod_init() under a clock running backwards: its start-up test answers JENT_ENOMONOTONIC,
// the module's init -EFAULT (insmod fails with it) and nothing registers.
static const char jent_init_msg[] =
	"jitterentropy: Initialization failed with host not compliant with requirements: 3";

// (Called from main() too, where no check may run.)
static int jent_insmod(void)
{
	const char *module = getenv("UKC_TEST_JENT_MODULE");

	return module ? ukc_insmod(module) : -ENOENT;
}

START_TEST(test_kernel_init_refused)
{
	ck_assert(!fips_enabled);
	clock_use(CLOCK_BACKWARDS);
	ck_assert_int_eq(jent_insmod(), -EFAULT);
	ukc_jent_set_time_source(NULL);
	ck_assert_int_eq(log_count(jent_init_msg), 1);
	ck_assert_int_eq(PTR_ERR(crypto_alloc_rng("jitterentropy_rng", 0, 0)), -ENOENT);
}
END_TEST

// In FIPS mode the same failure panics ("Kernel panic - not syncing: " and the message).
START_TEST(test_kernel_init_panics)
{
	ck_assert(fips_enabled);
	clock_use(CLOCK_BACKWARDS);
	jent_insmod();
	ck_abort_msg("no panic after a failed start-up test");
}
END_TEST

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "";
	bool kernel = !strncmp(mode, "kernel", 6);
	bool refused = !strcmp(mode, "kernel-refused");
	const char *fork_env = getenv("CK_FORK");
	bool forks = !fork_env || strcmp(fork_env, "no");
	char name[64];

	// Register (and self-test) the built-in algorithms once, before the tests fork.
	// Deferred: a frozen clock at registration, which the eager start-up test would refuse.
	if (!strcmp(mode, "deferred")) {
		if (ukc_selftest_defer())
			return EXIT_FAILURE;
		clock_use(CLOCK_FROZEN);
	}
	if (crypto_init())
		return EXIT_FAILURE;
	// The kernel's module, loaded (its start-up test run) on the real clock.
	if (kernel && !refused && jent_insmod())
		return EXIT_FAILURE;
	snprintf(name, sizeof(name), "jitterentropy%s%s", *mode ? "-" : "", mode);
	Suite *s = suite_create(name);
	TCase *tc = tcase_create("jitterentropy");

	tcase_set_timeout(tc, 120);
	if (refused) {
		if (!fips_enabled)
			tcase_add_test(tc, test_kernel_init_refused);
		else if (forks)
			tcase_add_test_raise_signal(tc, test_kernel_init_panics, SIGABRT);
	} else if (fips_enabled) {
		tcase_add_test(tc, test_rct_intermittent);
		tcase_add_test(tc, test_apt_intermittent);
		if (!kernel) {
			tcase_add_test(tc, test_collector_failures);
			tcase_add_test(tc, test_startup_health_codes);
		}
		if (forks) {
			tcase_add_test_raise_signal(tc, test_rct_permanent_panics, SIGABRT);
			tcase_add_test_raise_signal(tc, test_apt_permanent_panics, SIGABRT);
		}
	} else if (!strcmp(mode, "deferred")) {
		tcase_add_test(tc, test_deferred_startup_passes);
		tcase_add_test(tc, test_deferred_startup_fails);
	} else {
		tcase_add_test(tc, test_registered);
		tcase_add_loop_test(tc, test_get_bytes_lengths, 0,
				    (int)(sizeof(jent_lengths) / sizeof(jent_lengths[0])));
		tcase_add_test(tc, test_outputs_differ);
		tcase_add_test(tc, test_output_statistics);
		tcase_add_test(tc, test_time_source_hook);
		tcase_add_test(tc, test_health_silent_outside_fips);
		if (kernel)
			tcase_add_test(tc, test_kernel_zero_clock_falls_back);
		else
			tcase_add_test(tc, test_startup_clock_checks);
	}
	suite_add_tcase(s, tc);
	return check_run(s);
}
