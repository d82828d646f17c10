// SPDX-License-Identifier: GPL-2.0-only
// The hash suites' vector and lookup helpers (see hash_util.h).
#include <crypto/hash.h>
#include <linux/err.h>

#include <string.h>

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

// Updates of 1, 2, 3, ... bytes cut the message at every kind of offset into a block.
static void shash_digest_steps(struct crypto_shash *tfm, const u8 *msg, unsigned int len, u8 *out)
{
	SHASH_DESC_ON_STACK(desc, tfm);

	desc->tfm = tfm;
	ck_assert_int_eq(crypto_shash_init(desc), 0);
	for (unsigned int at = 0, step = 1; at < len; at += step, step++)
		ck_assert_int_eq(
			crypto_shash_update(desc, msg + at, step < len - at ? step : len - at), 0);
	ck_assert_int_eq(crypto_shash_final(desc, out), 0);
}

void shash_assert_vector(struct crypto_shash *tfm, const struct hash_testvec *v, unsigned int ds,
			 unsigned int n)
{
	const char *driver = crypto_shash_driver_name(tfm);
	const u8 *pt = (const u8 *)v->plaintext;
	u8 out[HASH_MAX_DIGESTSIZE];

	if (v->ksize && crypto_shash_setkey(tfm, (const u8 *)v->key, v->ksize) != v->setkey_error)
		ck_abort_msg("%s: vector %u: setkey", driver, n);
	if (v->setkey_error)
		return;
	ck_assert_int_eq(crypto_shash_tfm_digest(tfm, pt, v->psize, out), v->digest_error);
	if (v->digest_error)
		return;
	ck_assert_msg(!memcmp(out, v->digest, ds), "%s: vector %u", driver, n);
	shash_digest_steps(tfm, pt, v->psize, out);
	ck_assert_msg(!memcmp(out, v->digest, ds), "%s: vector %u in pieces", driver, n);
}

long alloc_shash_err(const char *name)
{
	struct crypto_shash *tfm = crypto_alloc_shash(name, 0, 0);

	if (IS_ERR(tfm))
		return PTR_ERR(tfm);
	crypto_free_shash(tfm);
	return 0;
}
