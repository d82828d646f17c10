/* SPDX-License-Identifier: GPL-2.0-only */
/* Streebog (GOST R 34.11-2012, RFC 6986): sizes and the state of the generic driver. */
#ifndef _UKC_CRYPTO_STREEBOG_H
#define _UKC_CRYPTO_STREEBOG_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

#define STREEBOG256_DIGEST_SIZE 32
#define STREEBOG512_DIGEST_SIZE 64
#define STREEBOG_BLOCK_SIZE 64

/**
 * struct streebog_uint512 - a 512-bit vector of V_512 as eight little-endian 64-bit words
 * @qword: the words, least significant first (RFC 6986 section 4.2 numbers bytes from the
 *	   least significant one, which is the first in memory)
 */
struct streebog_uint512 {
	__le64 qword[8];
};

/**
 * struct streebog_state - the state of a Streebog computation (also its exported form)
 * @buffer: the partial block
 * @m: the same bytes as a vector
 * @hash: the result of the last finalization
 * @h: the chaining value h
 * @N: the number of message bits processed, mod 2^512
 * @Sigma: the sum of the message blocks, mod 2^512
 * @fillsize: bytes waiting in @buffer
 */
struct streebog_state {
	union {
		u8 buffer[STREEBOG_BLOCK_SIZE];
		struct streebog_uint512 m;
	};
	struct streebog_uint512 hash;
	struct streebog_uint512 h;
	struct streebog_uint512 N;
	struct streebog_uint512 Sigma;
	size_t fillsize;
};

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_STREEBOG_H */
