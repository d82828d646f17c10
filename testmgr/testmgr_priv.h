/* SPDX-License-Identifier: GPL-2.0-only */
/* What the per-type self-test runners share: each takes a driver and its compiled-in suite. */
#ifndef _UKC_TESTMGR_PRIV_H
#define _UKC_TESTMGR_PRIV_H

#include <linux/types.h>

#include "testvec.h"

/* Each returns 0 when every vector passed, else the first failure's -errno, after printing
 * the kernel's message for it. */
int ukc_test_cipher(const char *driver, u32 type, u32 mask, const struct ukc_vector_suite *suite);
int ukc_test_skcipher(const char *driver, u32 type, u32 mask, const struct ukc_vector_suite *suite);
int ukc_test_hash(const char *driver, u32 type, u32 mask, const struct ukc_vector_suite *suite);
int ukc_test_aead(const char *driver, u32 type, u32 mask, const struct ukc_vector_suite *suite);
int ukc_test_drbg(const char *driver, u32 type, u32 mask, const struct ukc_vector_suite *suite);
int ukc_test_comp(const char *driver, u32 type, u32 mask, const struct ukc_vector_suite *suite);
int ukc_test_akcipher(const char *driver, u32 type, u32 mask, const struct ukc_vector_suite *suite);
int ukc_test_kpp(const char *driver, u32 type, u32 mask, const struct ukc_vector_suite *suite);
int ukc_test_cprng(const char *driver, u32 type, u32 mask, const struct ukc_vector_suite *suite);
int ukc_test_noise_source(const char *driver, u32 type, u32 mask);

struct aead_request;
namespace ukc::tm {
class prng;

/* The bytes a failed comparison got, as 6.12's testmgr shows them after its message. */
void hexdump(const void *buf, unsigned int len);
} // namespace ukc::tm

/* One AEAD vector under one random configuration: encryption and/or decryption. */
int ukc_test_aead_random_vec(const char *driver, struct aead_request *req,
			     const struct aead_testvec *vec, const char *vec_name, bool enc,
			     bool dec, ukc::tm::prng &rng);
/* The AEAD extra tests: comparison with the generic driver, then inauthentic inputs. */
int ukc_test_aead_extra(const char *driver, struct aead_request *req,
			const struct ukc_vector_suite *suite);

#endif /* _UKC_TESTMGR_PRIV_H */
