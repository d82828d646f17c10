/* SPDX-License-Identifier: GPL-2.0-only */
/* GHASH (NIST SP 800-38D section 6.4): sizes and the generic driver's contexts. */
#ifndef _UKC_CRYPTO_GHASH_H
#define _UKC_CRYPTO_GHASH_H

#include <crypto/gf128mul.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

#define GHASH_BLOCK_SIZE 16
#define GHASH_DIGEST_SIZE 16

/**
 * struct ghash_ctx - the key of a "ghash-generic" tfm
 * @gf128: the hash subkey H, prepared by gf128mul_init_4k_lle() (NULL until a key is set)
 */
struct ghash_ctx {
	struct gf128mul_4k *gf128;
};

/**
 * struct ghash_desc_ctx - the running state of a GHASH computation
 * @buffer: the accumulator Y, xored with the bytes of the block in progress
 * @bytes: bytes still missing from the block in progress (0: none started)
 */
struct ghash_desc_ctx {
	u8 buffer[GHASH_BLOCK_SIZE];
	u32 bytes;
};

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_GHASH_H */
