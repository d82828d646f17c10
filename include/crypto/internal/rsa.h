/* SPDX-License-Identifier: GPL-2.0-only */
/* RSA key parsing shared by the rsa algorithms and drivers: the BER key formats of 6.12. */
#ifndef _UKC_CRYPTO_INTERNAL_RSA_H
#define _UKC_CRYPTO_INTERNAL_RSA_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

struct crypto_template;

/**
 * struct rsa_key - an RSA key as parsed: pointers into the caller's BER buffer
 * @n: the modulus (big-endian, as encoded, leading zero byte included)
 * @e: the public exponent
 * @d: the private exponent (private keys)
 * @p: the first prime (private keys)
 * @q: the second prime (private keys)
 * @dp: d mod (p - 1) (private keys)
 * @dq: d mod (q - 1) (private keys)
 * @qinv: q^-1 mod p (private keys)
 * @n_sz: length of @n; the other *_sz likewise
 */
struct rsa_key {
	const u8 *n;
	const u8 *e;
	const u8 *d;
	const u8 *p;
	const u8 *q;
	const u8 *dp;
	const u8 *dq;
	const u8 *qinv;
	size_t n_sz;
	size_t e_sz;
	size_t d_sz;
	size_t p_sz;
	size_t q_sz;
	size_t dp_sz;
	size_t dq_sz;
	size_t qinv_sz;
};

/**
 * rsa_parse_pub_key() - parse a BER RSAPublicKey (RFC 8017 A.1.1: SEQUENCE { n, e })
 * @rsa_key: filled with pointers into @key
 * @key: the encoding
 * @key_len: its length
 *
 * Return: 0; -EBADMSG for malformed BER; -EINVAL for an empty n, or an e empty or longer
 * than n (in FIPS mode, also an n below 2048 bits); -EMSGSIZE for @key_len above 65535.
 */
int rsa_parse_pub_key(struct rsa_key *rsa_key, const void *key, unsigned int key_len);

/**
 * rsa_parse_priv_key() - parse a BER RSAPrivateKey (RFC 8017 A.1.2: version, n, e, d, p, q,
 *			  dp, dq, qinv)
 * @rsa_key: filled with pointers into @key
 * @key: the encoding
 * @key_len: its length
 *
 * Return: 0, or -errno as rsa_parse_pub_key() (each of d, p, q, dp, dq, qinv must be non-empty
 * and no longer than n).
 */
int rsa_parse_priv_key(struct rsa_key *rsa_key, const void *key, unsigned int key_len);

/* The "pkcs1pad" template, registered with rsa-generic as in 6.12. */
extern struct crypto_template rsa_pkcs1pad_tmpl;

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_INTERNAL_RSA_H */
