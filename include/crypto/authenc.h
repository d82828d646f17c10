/* SPDX-License-Identifier: GPL-2.0-only */
/* The authenc key format: an rtattr carrying the encryption key length, then both keys. */
#ifndef _UKC_CRYPTO_AUTHENC_H
#define _UKC_CRYPTO_AUTHENC_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* rta_type values of the attribute that starts an authenc key. */
enum {
	CRYPTO_AUTHENC_KEYA_UNSPEC,
	CRYPTO_AUTHENC_KEYA_PARAM,
};

/**
 * struct crypto_authenc_key_param - the payload of the CRYPTO_AUTHENC_KEYA_PARAM attribute
 * @enckeylen: length of the encryption key, big-endian
 *
 * An authenc key is a struct rtattr (rta_len = RTA_LENGTH(sizeof(this)), rta_type =
 * CRYPTO_AUTHENC_KEYA_PARAM, in host byte order) followed by this struct, then the
 * authentication key, then the @enckeylen bytes of the encryption key.
 */
struct crypto_authenc_key_param {
	__be32 enckeylen;
};

/**
 * struct crypto_authenc_keys - the two keys found in an authenc key
 * @authkey: the authentication (MAC) key
 * @enckey: the encryption key
 * @authkeylen: length of @authkey
 * @enckeylen: length of @enckey
 */
struct crypto_authenc_keys {
	const u8 *authkey;
	const u8 *enckey;

	unsigned int authkeylen;
	unsigned int enckeylen;
};

/**
 * crypto_authenc_extractkeys() - split an authenc key into its two keys
 * @keys: filled with pointers into @key and the two lengths
 * @key: the key blob
 * @keylen: its length
 *
 * Return: 0, or -EINVAL when @key does not start with a well-formed
 * CRYPTO_AUTHENC_KEYA_PARAM attribute whose payload is exactly a struct
 * crypto_authenc_key_param, or when the encryption key length it gives exceeds
 * the bytes that follow.
 */
int crypto_authenc_extractkeys(struct crypto_authenc_keys *keys, const u8 *key,
			       unsigned int keylen);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_AUTHENC_H */
