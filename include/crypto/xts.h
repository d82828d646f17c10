/* SPDX-License-Identifier: GPL-2.0-only */
/* XTS (IEEE 1619) helpers shared by the xts template and XTS drivers: the key check. */
#ifndef _UKC_CRYPTO_XTS_H
#define _UKC_CRYPTO_XTS_H

#include <crypto/b128ops.h>
#include <crypto/internal/skcipher.h>
#include <crypto/utils.h>
#include <linux/errno.h>
#include <linux/fips.h>

#ifdef __cplusplus
extern "C" {
#endif

#define XTS_BLOCK_SIZE 16

/**
 * xts_verify_key() - check an XTS key (Key1 || Key2) before it is split
 * @tfm: the XTS transform (its CRYPTO_TFM_REQ_FORBID_WEAK_KEYS flag is honoured)
 * @key: the key: the data key, then the tweak key, of equal lengths
 * @keylen: the combined length in bytes
 *
 * Return: 0, or -EINVAL when @keylen is odd, when in FIPS mode @keylen is neither 32
 * nor 64 (FIPS 140-3 IG C.I allows only XTS-AES-128 and XTS-AES-256), or when the two
 * halves are equal while weak keys are forbidden or FIPS mode is on (IEEE 1619-2018
 * section 5.1 requires Key1 and Key2 to be independent).
 */
static inline int xts_verify_key(struct crypto_skcipher *tfm, const u8 *key, unsigned int keylen)
{
	unsigned int half = keylen / 2;
	bool forbid_weak;

	if (keylen % 2)
		return -EINVAL;
	if (fips_enabled && keylen != 32 && keylen != 64)
		return -EINVAL;
	forbid_weak = fips_enabled ||
		      (crypto_skcipher_get_flags(tfm) & CRYPTO_TFM_REQ_FORBID_WEAK_KEYS);
	if (forbid_weak && !crypto_memneq(key, key + half, half))
		return -EINVAL;
	return 0;
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_XTS_H */
