/* SPDX-License-Identifier: GPL-2.0-only */
/* Portable SHA-1 and SHA-2 block functions behind the generic drivers (ukcrypto-specific). */
#ifndef _UKC_CRYPTO_INTERNAL_SHA_GENERIC_H
#define _UKC_CRYPTO_INTERNAL_SHA_GENERIC_H

#include <crypto/sha1.h>
#include <crypto/sha2.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * ukc_sha1_block_generic() - hash whole SHA-1 blocks into a state
 * @sst: the state (only @sst->state is used)
 * @src: @blocks * SHA1_BLOCK_SIZE bytes, any alignment
 * @blocks: how many blocks
 *
 * Has the sha1_block_fn shape, so it can stand in for an arch block function.
 */
void ukc_sha1_block_generic(struct sha1_state *sst, const u8 *src, int blocks);

/**
 * ukc_sha256_block_generic() - hash whole SHA-256 blocks into a state (SHA-224 too)
 * @sst: the state (only @sst->state is used)
 * @src: @blocks * SHA256_BLOCK_SIZE bytes, any alignment
 * @blocks: how many blocks
 */
void ukc_sha256_block_generic(struct sha256_state *sst, const u8 *src, int blocks);

/**
 * ukc_sha256_k - the SHA-256 round constants K0..K63 (FIPS 180-4 section 4.2.2)
 *
 * One copy for the portable block function and the arch ones. The definition is 16-byte
 * aligned, so SIMD code may load four constants at a time with aligned loads.
 */
extern const u32 ukc_sha256_k[64];

/**
 * ukc_sha512_block_generic() - hash whole SHA-512 blocks into a state (SHA-384 too)
 * @sst: the state (only @sst->state is used)
 * @src: @blocks * SHA512_BLOCK_SIZE bytes, any alignment
 * @blocks: how many blocks
 */
void ukc_sha512_block_generic(struct sha512_state *sst, const u8 *src, int blocks);

/**
 * ukc_sha512_k - the SHA-384/512 round constants K0..K79 (FIPS 180-4 section 4.2.3)
 *
 * One copy for the portable block function and the arch ones. The definition is 32-byte
 * aligned, so SIMD code may load two or four constants at a time with aligned loads.
 */
extern const u64 ukc_sha512_k[80];

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_INTERNAL_SHA_GENERIC_H */
