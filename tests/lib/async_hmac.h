/* SPDX-License-Identifier: GPL-2.0-only */
/* An asynchronous hmac(sha256) for tests, "hmac-sha256-ukc-test-async" (tests/lib/async_hmac.c). */
#ifndef _UKC_TESTS_ASYNC_HMAC_H
#define _UKC_TESTS_ASYNC_HMAC_H

/* Registers the driver (at priority 1, so only its driver name picks it); 0 or -errno. It
 * serves digest() alone, which testmgr's hash tests go beyond: register it untested. */
int async_hmac_register(void);

/* How many digests it has completed so far. */
unsigned int async_hmac_runs(void);

#endif /* _UKC_TESTS_ASYNC_HMAC_H */
