/* SPDX-License-Identifier: GPL-2.0-only */
/* The end of every Check suite's main(): run the suite, the exit status says whether all passed. */
#ifndef _UKC_TESTS_CHECK_RUN_H
#define _UKC_TESTS_CHECK_RUN_H

#include <stdlib.h>

#include <check.h>
#undef fail

/* Runs every test of @s (a process each, unless CK_FORK=no); frees it. */
static inline int check_run(Suite *s)
{
	SRunner *sr = srunner_create(s);

	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

#endif /* _UKC_TESTS_CHECK_RUN_H */
