/* SPDX-License-Identifier: GPL-2.0-only */
/* The CPU Jitter collector of jitterentropy_rng and the glue it calls, as 6.12 splits them. */
#ifndef _UKC_CRYPTO_JITTERENTROPY_H
#define _UKC_CRYPTO_JITTERENTROPY_H

#include <linux/types.h>

/* ukc_jent_set_time_source(), the tests' clock. */
#include "ukc_timex.h"

#ifdef __cplusplus
extern "C" {
#endif

struct rand_data;

/*
 * The collector (crypto/jitterentropy.cpp). jent_read_entropy() answers 0, -1 (no collector
 * or the pool failed), -2 (intermittent health test failure, the start-up test passed again)
 * or -3 (permanent health test failure). jent_entropy_init() answers 0 or a JENT_E* code.
 */
struct rand_data *jent_entropy_collector_alloc(unsigned int osr, unsigned int flags,
					       void *hash_state);
void jent_entropy_collector_free(struct rand_data *ec);
int jent_read_entropy(struct rand_data *ec, unsigned char *data, unsigned int len);
int jent_entropy_init(unsigned int osr, unsigned int flags, void *hash_state,
		      struct rand_data *p_ec);

/* The glue (crypto/jitterentropy_kcapi.cpp): the pool is a SHA3-256 shash_desc. */
void jent_get_nstime(u64 *out);
int jent_hash_time(void *hash_state, u64 time, u8 *addtl, unsigned int addtl_len, u64 hash_loop_cnt,
		   unsigned int stuck);
int jent_read_random_block(void *hash_state, char *dst, unsigned int dst_len);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_JITTERENTROPY_H */
