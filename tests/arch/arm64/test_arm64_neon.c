// SPDX-License-Identifier: GPL-2.0-only
// kernel_neon_begin/end keep the caller's d8-d15 across assembly written for the kernel, which
// clobbers them (tests/arch/arm64/arm64_neon_clobber.S): per thread, and a nested begin or a stray end is
// warned about and changes nothing.
#include <asm/neon.h>
#include <crypto/ukcrypto.h>
#include <linux/types.h>

#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include <check.h>
#undef fail

#include "check_run.h"

// tests/arch/arm64/arm64_neon_clobber.S
void neon_test_clobber(void);
void neon_test_region(void (*inside)(void));
void neon_test_call(const u64 in[8], void (*fn)(void *), u64 out[8], void *arg);

static void fill(u64 d[8], u64 seed)
{
	for (int i = 0; i < 8; i++)
		d[i] = seed * 0x9e3779b97f4a7c15ULL + (u64)i;
}

static void call_region(void *inside)
{
	neon_test_region((void (*)(void))inside);
}

static void call_clobber(void *unused)
{
	(void)unused;
	neon_test_clobber();
}

static int log_has_warning(void)
{
	static char log[1 << 16];

	ukc_log_read(log, sizeof(log));
	return strstr(log, "WARNING: CPU: ") != NULL;
}

START_TEST(test_clobber_seen_without_region)
{
	u64 in[8], out[8];

	fill(in, 1);
	neon_test_call(in, call_clobber, out, NULL);
	// The harness sees what the routine left: d(8+n) = 0xc1c1c1c1c1c1c1c1 + n, none of in[].
	for (int i = 0; i < 8; i++)
		ck_assert_uint_eq(out[i], 0xc1c1c1c1c1c1c1c1ULL + (u64)i);
}
END_TEST

START_TEST(test_region_keeps_d8_d15)
{
	u64 in[8], out[8];

	fill(in, 2);
	neon_test_call(in, call_region, out, NULL);
	ck_assert_mem_eq(out, in, sizeof(in));
	ck_assert_int_eq(ukc_kernel_neon_depth(), 0);
}
END_TEST

// Another thread's whole region, run while this thread is inside its own.
static u64 other_in[8], other_out[8];

static void *other_thread(void *unused)
{
	(void)unused;
	neon_test_call(other_in, call_region, other_out, NULL);
	return NULL;
}

static void run_other_thread(void)
{
	pthread_t t;

	ck_assert_int_eq(ukc_kernel_neon_depth(), 1);
	ck_assert_int_eq(pthread_create(&t, NULL, other_thread, NULL), 0);
	ck_assert_int_eq(pthread_join(t, NULL), 0);
	ck_assert_int_eq(ukc_kernel_neon_depth(), 1);
}

START_TEST(test_regions_are_per_thread)
{
	u64 in[8], out[8];

	fill(in, 3);
	fill(other_in, 4);
	neon_test_call(in, call_region, out, (void *)run_other_thread);
	ck_assert_mem_eq(out, in, sizeof(in));
	ck_assert_mem_eq(other_out, other_in, sizeof(other_in));
}
END_TEST

// Inside a region, after the clobber: a second begin would save the clobbered values.
static void nested_begin(void)
{
	kernel_neon_begin();
	ck_assert_int_eq(ukc_kernel_neon_depth(), 1);
}

START_TEST(test_nested_begin_warns_and_keeps_outer)
{
	u64 in[8], out[8];

	ukc_log_clear();
	fill(in, 5);
	neon_test_call(in, call_region, out, (void *)nested_begin);
	ck_assert_mem_eq(out, in, sizeof(in));
	ck_assert_int_eq(ukc_kernel_neon_depth(), 0);
	ck_assert(log_has_warning());
}
END_TEST

static void stray_end(void *unused)
{
	(void)unused;
	kernel_neon_end();
}

START_TEST(test_end_outside_region_warns)
{
	u64 in[8], out[8];

	ukc_log_clear();
	fill(in, 6);
	neon_test_call(in, stray_end, out, NULL);
	ck_assert_mem_eq(out, in, sizeof(in));
	ck_assert_int_eq(ukc_kernel_neon_depth(), 0);
	ck_assert(log_has_warning());
}
END_TEST

int main(void)
{
	return check_run(check_new_suite(
		"arm64 NEON region", "d8-d15", 0, { test_clobber_seen_without_region },
		{ test_region_keeps_d8_d15 }, { test_regions_are_per_thread },
		{ test_nested_begin_warns_and_keeps_outer }, { test_end_outside_region_warns }));
}
