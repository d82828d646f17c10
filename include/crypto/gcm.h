/* SPDX-License-Identifier: GPL-2.0-only */
/* GCM (NIST SP 800-38D) and its IPsec forms (RFC 4106, RFC 4543): sizes and parameter checks. */
#ifndef _UKC_CRYPTO_GCM_H
#define _UKC_CRYPTO_GCM_H

#include <crypto/aes.h>
#include <crypto/gf128mul.h>
#include <linux/errno.h>

#ifdef __cplusplus
extern "C" {
#endif

#define GCM_AES_IV_SIZE 12
#define GCM_RFC4106_IV_SIZE 8
#define GCM_RFC4543_IV_SIZE 8

/**
 * crypto_gcm_check_authsize() - check a GCM tag size
 * @authsize: the tag size in bytes
 *
 * SP 800-38D section 5.2.1.2 allows tags of 128, 120, 112, 104 and 96 bits,
 * and 64 or 32 bits for some applications.
 *
 * Return: 0 for 4, 8 and 12..16; -EINVAL otherwise.
 */
static inline int crypto_gcm_check_authsize(unsigned int authsize)
{
	switch (authsize) {
	case 4:
	case 8:
	case 12:
	case 13:
	case 14:
	case 15:
	case 16:
		return 0;
	default:
		return -EINVAL;
	}
}

/**
 * crypto_rfc4106_check_authsize() - check an RFC 4106 tag size
 * @authsize: the tag size in bytes
 *
 * Return: 0 for 8, 12 and 16 (RFC 4106 section 8.2), -EINVAL otherwise.
 */
static inline int crypto_rfc4106_check_authsize(unsigned int authsize)
{
	switch (authsize) {
	case 8:
	case 12:
	case 16:
		return 0;
	default:
		return -EINVAL;
	}
}

/**
 * crypto_ipsec_check_assoclen() - check the AD length of an RFC 4106/4543 request
 * @assoclen: bytes of associated data, the 8-byte IV at its end included
 *
 * The AD is the ESP header (SPI and 32-bit or 64-bit sequence number: 8 or 12
 * bytes) followed by the 8-byte IV.
 *
 * Return: 0 for 16 or 20, -EINVAL otherwise.
 */
static inline int crypto_ipsec_check_assoclen(unsigned int assoclen)
{
	switch (assoclen) {
	case 16:
	case 20:
		return 0;
	default:
		return -EINVAL;
	}
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_GCM_H */
