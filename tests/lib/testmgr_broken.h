/* SPDX-License-Identifier: GPL-2.0-only */
/* What the broken-driver suites share: reading testmgr's log, and the run with a fixed seed. */
#ifndef _UKC_TESTS_TESTMGR_BROKEN_H
#define _UKC_TESTS_TESTMGR_BROKEN_H

#include <check.h>
#undef fail

/* Fails the current test unless testmgr's log holds @needle (and prints the log if not). */
void assert_logged(const char *needle);

/*
 * Runs the tests @add puts in one test case, with the extra tests on, 20 fuzz iterations and
 * a fixed seed (so a failure replays). Returns the process exit status.
 */
int run_broken_driver_suite(const char *suite_name, const char *tcase_name, void (*add)(TCase *tc));

#endif /* _UKC_TESTS_TESTMGR_BROKEN_H */
