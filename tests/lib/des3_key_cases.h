/* SPDX-License-Identifier: GPL-2.0-only */
/* Triple DES keys put together from three distinct DES keys, one row for each way two of the
 * three can be equal: what 6.12's library and a setkey with weak keys forbidden answer for each.
 * K1 = K2 or K2 = K3 reduce EDE to single DES: des3_ede_expand_key() reports -ENOKEY, and a
 * driver's setkey refuses the key with -EINVAL once CRYPTO_TFM_REQ_FORBID_WEAK_KEYS is set.
 * K1 = K3 alone (two-key Triple DES) is accepted outside FIPS mode. */
#ifndef _UKC_TESTS_DES3_KEY_CASES_H
#define _UKC_TESTS_DES3_KEY_CASES_H

#include <errno.h>
#include <string.h>

#include <linux/types.h>

static const u8 des3_case_parts[3][8] = { { 0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef },
					  { 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef, 0x01 },
					  { 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef, 0x01, 0x23 } };

/* @k: which of des3_case_parts[] are K1, K2 and K3; @lib: des3_ede_expand_key()'s answer;
 * @forbidden: a setkey's with weak keys forbidden. */
static const struct des3_key_case {
	unsigned int k[3];
	int lib, forbidden;
} des3_key_cases[] = {
	{ { 0, 1, 2 }, 0, 0 }, { { 0, 0, 2 }, -ENOKEY, -EINVAL }, { { 0, 1, 1 }, -ENOKEY, -EINVAL },
	{ { 0, 1, 0 }, 0, 0 }, { { 0, 0, 0 }, -ENOKEY, -EINVAL },
};

#define DES3_KEY_CASES (sizeof(des3_key_cases) / sizeof(des3_key_cases[0]))

/* The 24-byte key of @c. */
static inline void des3_case_key(u8 key[24], const struct des3_key_case *c)
{
	for (unsigned int i = 0; i < 3; i++)
		memcpy(key + 8 * i, des3_case_parts[c->k[i]], 8);
}

#endif /* _UKC_TESTS_DES3_KEY_CASES_H */
