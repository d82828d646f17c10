/* SPDX-License-Identifier: GPL-2.0-only */
/* Every Check suite's main(): build the suite from a list of its tests, run it, the exit status
 * says whether all passed. */
#ifndef _UKC_TESTS_CHECK_RUN_H
#define _UKC_TESTS_CHECK_RUN_H

#include <stdio.h>
#include <stdlib.h>

#include <check.h>
#undef fail

/* One test of a test case: run once, or with @loops > 0 as a loop test over _i = 0 .. @loops - 1. */
struct check_test {
	const TTest *test;
	int loops;
};

/* Adds to @s the test case @name running @tests in order, each within @timeout seconds (0 keeps
 * Check's default); returns it, for fixtures and tests added under a condition. */
static inline TCase *check_new_tcase_of(Suite *s, const char *name, double timeout,
					const struct check_test *tests, size_t n)
{
	TCase *tc = tcase_create(name);

	if (timeout > 0)
		tcase_set_timeout(tc, timeout);
	for (size_t i = 0; i < n; i++) {
		if (tests[i].loops > 0)
			tcase_add_loop_test(tc, tests[i].test, 0, tests[i].loops);
		else
			tcase_add_test(tc, tests[i].test);
	}
	suite_add_tcase(s, tc);
	return tc;
}

/* A suite @suite of the one test case @name (as check_new_tcase_of()). */
static inline Suite *check_new_suite_of(const char *suite, const char *name, double timeout,
					const struct check_test *tests, size_t n)
{
	Suite *s = suite_create(suite);

	check_new_tcase_of(s, name, timeout, tests, n);
	return s;
}

/* The tests as a list of struct check_test initializers: { test_a }, { test_b, 4 }. */
#define CHECK_TESTS(...)                            \
	(const struct check_test[]){ __VA_ARGS__ }, \
		sizeof((const struct check_test[]){ __VA_ARGS__ }) / sizeof(struct check_test)
#define check_new_tcase(s, name, timeout, ...) \
	check_new_tcase_of(s, name, timeout, CHECK_TESTS(__VA_ARGS__))
#define check_new_suite(suite, name, timeout, ...) \
	check_new_suite_of(suite, name, timeout, CHECK_TESTS(__VA_ARGS__))

/* Where check_run_as() runs each test. */
enum check_run_fork {
	CHECK_RUN_FORK_ENV,	  /* as CK_FORK says: a process each unless CK_FORK=no */
	CHECK_RUN_ONE_UNLESS_ENV, /* all in this process unless CK_FORK is set */
	CHECK_RUN_ONE,		  /* all in this process, whatever CK_FORK says */
	CHECK_RUN_FORK_ONLY,	  /* a process each; CK_FORK=no is refused, @why printed */
};

/* Runs every test of @s as @fork says; frees it. */
static inline int check_run_as(Suite *s, enum check_run_fork fork, const char *why)
{
	SRunner *sr = srunner_create(s);

	if (fork == CHECK_RUN_ONE || (fork == CHECK_RUN_ONE_UNLESS_ENV && !getenv("CK_FORK")))
		srunner_set_fork_status(sr, CK_NOFORK);
	if (fork == CHECK_RUN_FORK_ONLY && srunner_fork_status(sr) == CK_NOFORK) {
		fprintf(stderr, "%s\n", why);
		srunner_free(sr);
		return EXIT_FAILURE;
	}
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

/* Runs every test of @s (a process each, unless CK_FORK=no); frees it. */
static inline int check_run(Suite *s)
{
	return check_run_as(s, CHECK_RUN_FORK_ENV, NULL);
}

#endif /* _UKC_TESTS_CHECK_RUN_H */
