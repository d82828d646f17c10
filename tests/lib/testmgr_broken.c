// SPDX-License-Identifier: GPL-2.0-only
// The shared part of the broken-driver suites: the log check and the fixed-seed run.
#define _GNU_SOURCE
#include <crypto/ukcrypto.h>

#include <stdlib.h>
#include <string.h>

#include "testmgr_broken.h"
#include "check_run.h"
#include "extratests_env.h"

void assert_logged(const char *needle)
{
	static char log[1 << 16];

	ukc_log_read(log, sizeof(log));
	ck_assert_msg(strstr(log, needle), "log lacks: %s\n--- log:\n%s", needle, log);
}

int run_broken_driver_suite(const char *suite_name, const char *tcase_name, void (*add)(TCase *tc))
{
	Suite *s = suite_create(suite_name);
	TCase *tc = tcase_create(tcase_name);

	extratests_env("20261129", "20");
	tcase_set_timeout(tc, 300);
	add(tc);
	suite_add_tcase(s, tc);
	return check_run(s);
}
