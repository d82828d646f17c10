/* SPDX-License-Identifier: GPL-2.0-only */
/* The end of every Check suite's main(): run the suite, the exit status says whether all passed. */
#ifndef _UKC_TESTS_CHECK_RUN_H
#define _UKC_TESTS_CHECK_RUN_H

#include <stdio.h>
#include <stdlib.h>

#include <check.h>
#undef fail

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
