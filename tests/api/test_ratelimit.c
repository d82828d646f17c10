// SPDX-License-Identifier: GPL-2.0-only
// What a hosted kernel file reads of its surroundings when it warns: printk_ratelimited() lets
// 10 lines a call site through in each 5 seconds and then reports how many it dropped, current
// names the calling thread, and jiffies counts forward at HZ.
#define _GNU_SOURCE // gettid()
#include <crypto/ukcrypto.h>
#include <linux/jiffies.h>
#include <linux/kernel.h>
#include <linux/ratelimit.h>
#include <linux/sched.h>

#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <time.h>
#include <unistd.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "proc_util.h"

// One call site, as a driver's init would warn from it.
static void warn_once_more(int i)
{
	pr_warn_ratelimited("ratelimit test line %d\n", i);
}

START_TEST(test_printk_ratelimited_burst)
{
	char line[64];

	ukc_log_clear();
	for (int i = 0; i < 25; i++)
		warn_once_more(i);
	// DEFAULT_RATELIMIT_BURST lines in the first window, the rest counted, not logged.
	ck_assert_uint_eq(log_count("ratelimit test line "), DEFAULT_RATELIMIT_BURST);
	snprintf(line, sizeof(line), "ratelimit test line %d\n", DEFAULT_RATELIMIT_BURST - 1);
	ck_assert_uint_eq(log_count(line), 1);
	ck_assert_uint_eq(log_count("callbacks suppressed"), 0);
}
END_TEST

// The function whose name the suppressed-count line carries.
static int ratelimited_event(struct ratelimit_state *rs)
{
	return __ratelimit(rs);
}

START_TEST(test_ratelimit_new_window_reports_missed)
{
	DEFINE_RATELIMIT_STATE(rs, 60 * HZ, 3);

	ukc_log_clear();
	ck_assert_int_eq(rs.interval, 60 * HZ);
	for (int i = 0; i < 3; i++)
		ck_assert_int_ne(ratelimited_event(&rs), 0);
	ck_assert_int_eq(ratelimited_event(&rs), 0);
	ck_assert_int_eq(ratelimited_event(&rs), 0);
	ck_assert_int_eq(rs.printed, 3);
	ck_assert_int_eq(rs.missed, 2);
	// The window began a minute and a tick ago: the next event opens a new one, and the
	// old one's count is logged under the caller's name.
	rs.begin = jiffies - 60 * HZ - 1;
	ck_assert_int_ne(ratelimited_event(&rs), 0);
	ck_assert_uint_eq(log_count("ratelimited_event: 2 callbacks suppressed\n"), 1);
	ck_assert_int_eq(rs.printed, 1);
	ck_assert_int_eq(rs.missed, 0);

	// Interval 0: no limit at all; burst 0: nothing passes.
	ratelimit_state_init(&rs, 0, 0);
	ck_assert_int_ne(ratelimited_event(&rs), 0);
	ratelimit_state_init(&rs, HZ, 0);
	ck_assert_int_eq(ratelimited_event(&rs), 0);
}
END_TEST

START_TEST(test_ratelimit_msg_on_release)
{
	DEFINE_RATELIMIT_STATE(rs, 60 * HZ, 1);

	ukc_log_clear();
	ratelimit_set_flags(&rs, RATELIMIT_MSG_ON_RELEASE);
	ck_assert_int_ne(__ratelimit(&rs), 0);
	ck_assert_int_eq(__ratelimit(&rs), 0);
	rs.begin = jiffies - 61 * HZ;
	ck_assert_int_ne(__ratelimit(&rs), 0);
	ck_assert_uint_eq(log_count("callbacks suppressed"), 0);
	ck_assert_int_eq(rs.missed, 1);
	ck_assert_int_ne(prctl(PR_SET_NAME, "rl-owner", 0, 0, 0), -1);
	ratelimit_state_exit(&rs);
	ck_assert_uint_eq(log_count("rl-owner: 1 output lines suppressed due to ratelimiting\n"),
			  1);
	ck_assert_int_eq(rs.missed, 0);
}
END_TEST

START_TEST(test_current_names_thread)
{
	ck_assert_int_ne(prctl(PR_SET_NAME, "a-long-thread-name-cut", 0, 0, 0), -1);
	ck_assert_str_eq(current->comm, "a-long-thread-n");
	ck_assert_int_eq(current->pid, gettid());
	ck_assert_int_eq(current->tgid, getpid());
	ck_assert_int_ne(prctl(PR_SET_NAME, "renamed", 0, 0, 0), -1);
	ck_assert_str_eq(current->comm, "renamed");
}
END_TEST

START_TEST(test_jiffies_count_at_hz)
{
	struct timespec pause = { 0, 30 * 1000 * 1000 };
	unsigned long before = jiffies;

	nanosleep(&pause, NULL);
	unsigned long after = jiffies;
	ck_assert(time_after(after, before));
	ck_assert(time_before(before, after));
	ck_assert_uint_ge(after - before, msecs_to_jiffies(30));
	ck_assert_uint_lt(after - before, 60 * HZ);
	ck_assert_uint_eq(msecs_to_jiffies(1000), HZ);
	ck_assert_uint_eq(jiffies_to_msecs(HZ), 1000);
	// Compared across a wrap of the counter.
	ck_assert(time_after(5UL, (unsigned long)-5));
	ck_assert(time_is_before_jiffies(jiffies - 1));
	ck_assert(time_is_after_jiffies(jiffies + HZ));
}
END_TEST

int main(void)
{
	return check_run(check_new_suite(
		"ratelimit", "log", 0, { test_printk_ratelimited_burst },
		{ test_ratelimit_new_window_reports_missed }, { test_ratelimit_msg_on_release },
		{ test_current_names_thread }, { test_jiffies_count_at_hz }));
}
