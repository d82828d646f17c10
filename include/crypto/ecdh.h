/* SPDX-License-Identifier: GPL-2.0-only */
/* ECDH secrets for the kpp type: the packed format of 6.12's ecdh-nist-* algorithms. */
#ifndef _UKC_CRYPTO_ECDH_H
#define _UKC_CRYPTO_ECDH_H

#include <crypto/kpp.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The curve ids of crypto/ecc.c (ecc_get_curve()). */
#define ECC_CURVE_NIST_P192 0x0001
#define ECC_CURVE_NIST_P256 0x0002
#define ECC_CURVE_NIST_P384 0x0003
#define ECC_CURVE_NIST_P521 0x0004

/**
 * struct ecdh - an ECDH private key
 * @key: the private key (big-endian), or an empty key to have one generated
 * @key_size: the length of @key
 */
struct ecdh {
	char *key;
	unsigned short key_size;
};

/**
 * crypto_ecdh_key_len() - the length of the packed secret of @params
 * @params: the secret
 *
 * Return: the kpp_secret header, the key size and the key, in bytes.
 */
unsigned int crypto_ecdh_key_len(const struct ecdh *params);

/**
 * crypto_ecdh_encode_key() - pack a secret for crypto_kpp_set_secret()
 * @buf: where it goes
 * @len: the length of @buf, which must be crypto_ecdh_key_len(@params)
 * @params: the secret
 *
 * Return: 0, or -EINVAL for no @buf or a wrong @len.
 */
int crypto_ecdh_encode_key(char *buf, unsigned int len, const struct ecdh *params);

/**
 * crypto_ecdh_decode_key() - unpack a packed secret
 * @buf: the packed secret
 * @len: the length of @buf
 * @params: gets the key size and a pointer into @buf
 *
 * Return: 0, or -EINVAL for a short buffer, another secret type or inconsistent lengths.
 */
int crypto_ecdh_decode_key(const char *buf, unsigned int len, struct ecdh *params);

#ifdef __cplusplus
}
#endif

#endif
