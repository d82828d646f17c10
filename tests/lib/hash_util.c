// SPDX-License-Identifier: GPL-2.0-only
// The hash suites' vector and lookup helpers (see hash_util.h).
#include <crypto/hash.h>
#include <linux/err.h>

#include <check.h>
#undef fail

#include "hash_util.h"

const struct hash_testvec *hash_suite_vecs(const char *alg, unsigned int *count)
{
	const struct ukc_vector_suite *s = ukc_find_vector_suite(alg);

	ck_assert_msg(s != NULL, "no vectors for %s", alg);
	ck_assert_int_eq(s->kind, UKC_VEC_HASH);
	ck_assert_uint_gt(s->count, 0);
	*count = s->count;
	return ukc_suite_hash_vecs(s);
}

long alloc_shash_err(const char *name)
{
	struct crypto_shash *tfm = crypto_alloc_shash(name, 0, 0);

	if (IS_ERR(tfm))
		return PTR_ERR(tfm);
	crypto_free_shash(tfm);
	return 0;
}
