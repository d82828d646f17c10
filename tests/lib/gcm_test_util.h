/* SPDX-License-Identifier: GPL-2.0-only */
/* An arch AES-GCM driver against the generic gcm template: random keys, lengths, associated
 * data and scatterlist splits, in place and not, forged messages, the no-SIMD path. */
#ifndef _UKC_TESTS_GCM_TEST_UTIL_H
#define _UKC_TESTS_GCM_TEST_UTIL_H

#include <stdbool.h>

#include "x86_test_util.h"

/**
 * gcm_compare_driver() - compare @driver with @ref on random requests, and forge some
 * @driver: a gcm(aes) or rfc4106(gcm(aes)) driver name
 * @ref: the generic driver of the same algorithm
 * @rfc: whether they are rfc4106(gcm(aes))
 * @nosimd_cryptd: whether requests made with SIMD unusable must go through cryptd (a driver
 *	behind the simd wrapper), rather than complete at once in the driver itself
 * @b: the buffers
 *
 * Every request gives the reference's bytes (tag included) and decrypts back; a message with
 * one bit of its associated data, text or tag changed fails with -EBADMSG and leaves none of
 * its plaintext in dst. UKCRYPTO_FUZZ_ITERATIONS sets the rounds (150 by default).
 */
void gcm_compare_driver(const char *driver, const char *ref, bool rfc, bool nosimd_cryptd,
			struct test_bufs *b);

/**
 * gcm_check_bad_parameters() - what 6.12 refuses, refused
 * @gcm: a gcm(aes) driver name
 * @rfc: an rfc4106(gcm(aes)) driver name
 *
 * Tag sizes other than 4, 8 and 12-16 (gcm) or 8, 12 and 16 (rfc4106), keys of a length AES
 * has not (after the 4-byte salt, for rfc4106), rfc4106 associated data other than 16 or 20
 * bytes: -EINVAL.
 */
void gcm_check_bad_parameters(const char *gcm, const char *rfc);

/**
 * gcm_check_length_sums_wrap() - lengths that wrap 32 bits when added are refused
 * @name: the driver
 * @rfc: whether it is rfc4106(gcm(aes))
 *
 * An assoclen near UINT_MAX (or a cryptlen) whose sum with the other names bytes no scatterlist
 * holds: -EINVAL each way, and nothing outside the 128-byte buffer touched (the ASan pass
 * checks that).
 */
void gcm_check_length_sums_wrap(const char *name, bool rfc);

#endif /* _UKC_TESTS_GCM_TEST_UTIL_H */
