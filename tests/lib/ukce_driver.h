/* SPDX-License-Identifier: GPL-2.0-only */
/* The ukce driver's (tests/lib/ukce_driver.c) switches for its suite: two planted bugs. */
#ifndef _UKC_TESTS_UKCE_DRIVER_H
#define _UKC_TESTS_UKCE_DRIVER_H

#include <stdbool.h>

struct skcipher_request;

/* Set before a request is queued, cleared after it completed. */
extern bool ukce_bug_skip_unmap; /* completions leave the request's buffers mapped */
/* The completion of this one request finalizes it twice (NULL: none). */
extern struct skcipher_request *ukce_bug_double_finalize;

#endif /* _UKC_TESTS_UKCE_DRIVER_H */
