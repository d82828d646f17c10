/* SPDX-License-Identifier: GPL-2.0-only */
/* Diffie-Hellman secrets for the kpp type: the packed format of 6.12's dh algorithms. */
#ifndef _UKC_CRYPTO_DH_H
#define _UKC_CRYPTO_DH_H

#include <crypto/kpp.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * struct dh - a Diffie-Hellman secret and its group
 * @key: the private key (big-endian), or a zero-length key for ffdhe*(dh) to generate one
 * @p: the prime (big-endian)
 * @g: the generator (big-endian)
 * @key_size: the length of @key
 * @p_size: the length of @p
 * @g_size: the length of @g
 */
struct dh {
	const void *key;
	const void *p;
	const void *g;
	unsigned int key_size;
	unsigned int p_size;
	unsigned int g_size;
};

/**
 * crypto_dh_key_len() - the length of the packed secret of @params
 * @params: the secret
 *
 * Return: the kpp_secret header, the three sizes and the three values, in bytes.
 */
unsigned int crypto_dh_key_len(const struct dh *params);

/**
 * crypto_dh_encode_key() - pack a secret for crypto_kpp_set_secret()
 * @buf: where it goes
 * @len: exactly crypto_dh_key_len(@params)
 * @params: the secret
 *
 * The layout (native endianness): struct kpp_secret { CRYPTO_KPP_SECRET_TYPE_DH, @len }, the
 * key, p and g sizes as unsigned ints, then the key, p and g.
 *
 * Return: 0, or -EINVAL when @len is 0 or not the packed length.
 */
int crypto_dh_encode_key(char *buf, unsigned int len, const struct dh *params);

/**
 * crypto_dh_decode_key() - unpack a secret, pointing @params into @buf
 * @buf: the packed secret
 * @len: its length
 * @params: filled in
 *
 * Return: 0, or -EINVAL for a header of another type or length, a key or g longer than p,
 * or a p of zeros.
 */
int crypto_dh_decode_key(const char *buf, unsigned int len, struct dh *params);

/* crypto_dh_decode_key() without the checks on the values. */
int __crypto_dh_decode_key(const char *buf, unsigned int len, struct dh *params);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_DH_H */
