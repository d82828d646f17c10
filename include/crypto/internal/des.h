/* SPDX-License-Identifier: GPL-2.0-only */
/* The DES and Triple DES key checks that drivers call from setkey(): weak keys, degenerate Triple
 * DES keys, and what FIPS mode forbids (NIST SP 800-67 Rev. 2 section 3.3). */
#ifndef _CRYPTO_INTERNAL_DES_H
#define _CRYPTO_INTERNAL_DES_H

#include <crypto/aead.h>
#include <crypto/des.h>
#include <crypto/skcipher.h>
#include <linux/crypto.h>
#include <linux/errno.h>
#include <linux/fips.h>
#include <linux/string.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * crypto_des_verify_key() - check a DES key against the transform's weak-key policy
 * @tfm: the transform being keyed
 * @key: DES_KEY_SIZE bytes
 *
 * Return: 0, or -EINVAL for a weak or semi-weak key when @tfm has
 * CRYPTO_TFM_REQ_FORBID_WEAK_KEYS set.
 */
static inline int crypto_des_verify_key(struct crypto_tfm *tfm, const u8 *key)
{
	struct des_ctx scratch;
	int err = des_expand_key(&scratch, key, DES_KEY_SIZE);

	memzero_explicit(&scratch, sizeof(scratch));
	if (err != -ENOKEY)
		return err;
	return (crypto_tfm_get_flags(tfm) & CRYPTO_TFM_REQ_FORBID_WEAK_KEYS) ? -EINVAL : 0;
}

/* Whether two 8-byte DES keys are equal, parity bits included. */
static inline bool __des3_ede_same_key(const u8 *a, const u8 *b)
{
	return !memcmp(a, b, DES_KEY_SIZE);
}

/**
 * des3_ede_verify_key() - check a Triple DES key for degenerate forms
 * @key: K1 || K2 || K3
 * @key_len: DES3_EDE_KEY_SIZE (not checked here)
 * @check_weak: report K1 = K2 or K2 = K3, which reduce EDE to single DES
 *
 * In FIPS mode K1 = K2, K2 = K3 and K1 = K3 are always refused with -EINVAL (SP 800-67 Rev. 2
 * requires three distinct keys). Otherwise K1 = K2 or K2 = K3 gives -ENOKEY when @check_weak.
 *
 * Return: 0, -ENOKEY or -EINVAL as above.
 */
static inline int des3_ede_verify_key(const u8 *key, unsigned int key_len, bool check_weak)
{
	const u8 *k1 = key, *k2 = key + DES_KEY_SIZE, *k3 = key + 2 * DES_KEY_SIZE;
	const bool single = __des3_ede_same_key(k1, k2) || __des3_ede_same_key(k2, k3);

	(void)key_len;
	if (fips_enabled && (single || __des3_ede_same_key(k1, k3)))
		return -EINVAL;
	return single && check_weak ? -ENOKEY : 0;
}

/**
 * crypto_des3_ede_verify_key() - check a Triple DES key against the transform's policy
 * @tfm: the transform being keyed
 * @key: DES3_EDE_KEY_SIZE bytes
 *
 * Return: as des3_ede_verify_key(), checking degenerate keys only when @tfm has
 * CRYPTO_TFM_REQ_FORBID_WEAK_KEYS set.
 */
static inline int crypto_des3_ede_verify_key(struct crypto_tfm *tfm, const u8 *key)
{
	return des3_ede_verify_key(key, DES3_EDE_KEY_SIZE,
				   crypto_tfm_get_flags(tfm) & CRYPTO_TFM_REQ_FORBID_WEAK_KEYS);
}

/**
 * verify_skcipher_des_key() - crypto_des_verify_key() for an skcipher
 * @tfm: the skcipher being keyed
 * @key: DES_KEY_SIZE bytes
 *
 * Return: as crypto_des_verify_key().
 */
static inline int verify_skcipher_des_key(struct crypto_skcipher *tfm, const u8 *key)
{
	return crypto_des_verify_key(crypto_skcipher_tfm(tfm), key);
}

/**
 * verify_skcipher_des3_key() - crypto_des3_ede_verify_key() for an skcipher
 * @tfm: the skcipher being keyed
 * @key: DES3_EDE_KEY_SIZE bytes
 *
 * Return: as crypto_des3_ede_verify_key().
 */
static inline int verify_skcipher_des3_key(struct crypto_skcipher *tfm, const u8 *key)
{
	return crypto_des3_ede_verify_key(crypto_skcipher_tfm(tfm), key);
}

/**
 * verify_aead_des_key() - check the length and weakness of an AEAD's DES key
 * @tfm: the AEAD being keyed
 * @key: the key
 * @keylen: its length
 *
 * Return: -EINVAL unless @keylen is DES_KEY_SIZE, else as crypto_des_verify_key().
 */
static inline int verify_aead_des_key(struct crypto_aead *tfm, const u8 *key, int keylen)
{
	if (keylen != DES_KEY_SIZE)
		return -EINVAL;
	return crypto_des_verify_key(crypto_aead_tfm(tfm), key);
}

/**
 * verify_aead_des3_key() - check the length and form of an AEAD's Triple DES key
 * @tfm: the AEAD being keyed
 * @key: the key
 * @keylen: its length
 *
 * Return: -EINVAL unless @keylen is DES3_EDE_KEY_SIZE, else as crypto_des3_ede_verify_key().
 */
static inline int verify_aead_des3_key(struct crypto_aead *tfm, const u8 *key, int keylen)
{
	if (keylen != DES3_EDE_KEY_SIZE)
		return -EINVAL;
	return crypto_des3_ede_verify_key(crypto_aead_tfm(tfm), key);
}

#ifdef __cplusplus
}
#endif

#endif /* _CRYPTO_INTERNAL_DES_H */
