/* SPDX-License-Identifier: GPL-2.0-only */
/* NHPoly1305, Adiantum's hash of the bulk data (the Adiantum paper, section 6.3): NH over
 * 1024-byte messages, each NH value then absorbed by Poly1305's universal hash. */
#ifndef _UKC_CRYPTO_NHPOLY1305_H
#define _UKC_CRYPTO_NHPOLY1305_H

#include <crypto/hash.h>
#include <crypto/internal/poly1305.h>

#ifdef __cplusplus
extern "C" {
#endif

/* NH's shape: pairs of 32-bit words two apart, four passes over one message of 64 strides. */
#define NH_PAIR_STRIDE 2
#define NH_MESSAGE_UNIT (NH_PAIR_STRIDE * 2 * sizeof(u32))
#define NH_NUM_PASSES 4
#define NH_HASH_BYTES (NH_NUM_PASSES * sizeof(u64))
#define NH_NUM_STRIDES 64
#define NH_MESSAGE_WORDS (NH_PAIR_STRIDE * 2 * NH_NUM_STRIDES)
#define NH_MESSAGE_BYTES (NH_MESSAGE_WORDS * sizeof(u32))
#define NH_KEY_WORDS (NH_MESSAGE_WORDS + NH_PAIR_STRIDE * 2 * (NH_NUM_PASSES - 1))
#define NH_KEY_BYTES (NH_KEY_WORDS * sizeof(u32))
#define NHPOLY1305_KEY_SIZE (POLY1305_BLOCK_SIZE + NH_KEY_BYTES)

/**
 * struct nhpoly1305_key - a tfm's key
 * @poly_key: Poly1305's r
 * @nh_key: NH's key words
 */
struct nhpoly1305_key {
	struct poly1305_core_key poly_key;
	u32 nh_key[NH_KEY_WORDS];
};

/**
 * struct nhpoly1305_state - a computation in progress
 * @poly_state: Poly1305's accumulator
 * @buffer: a partial 16-byte unit
 * @buflen: bytes in @buffer
 * @nh_remaining: bytes until the current NH message is whole (0: no message begun)
 * @nh_hash: the current NH message's sums so far
 */
struct nhpoly1305_state {
	struct poly1305_state poly_state;
	u8 buffer[NH_MESSAGE_UNIT];
	unsigned int buflen;
	unsigned int nh_remaining;
	__le64 nh_hash[NH_NUM_PASSES];
};

/* An NH implementation: @message_len bytes (a multiple of NH_MESSAGE_UNIT) under @key. */
typedef void (*nh_t)(const u32 *key, const u8 *message, size_t message_len,
		     __le64 hash[NH_NUM_PASSES]);

/**
 * crypto_nhpoly1305_setkey() - Poly1305's 16-byte r, then NH_KEY_BYTES of NH key
 * @tfm: the shash
 * @key: the key
 * @keylen: must be NHPOLY1305_KEY_SIZE
 *
 * Return: 0 or -EINVAL.
 */
int crypto_nhpoly1305_setkey(struct crypto_shash *tfm, const u8 *key, unsigned int keylen);
int crypto_nhpoly1305_init(struct shash_desc *desc);
int crypto_nhpoly1305_update(struct shash_desc *desc, const u8 *src, unsigned int srclen);

/**
 * crypto_nhpoly1305_update_helper() - update with a driver's own NH
 * @desc: the state
 * @src: data
 * @srclen: its length
 * @nh_fn: the NH implementation
 *
 * Return: 0.
 */
int crypto_nhpoly1305_update_helper(struct shash_desc *desc, const u8 *src, unsigned int srclen,
				    nh_t nh_fn);
int crypto_nhpoly1305_final(struct shash_desc *desc, u8 *dst);

/**
 * crypto_nhpoly1305_final_helper() - final with a driver's own NH
 * @desc: the state
 * @dst: POLY1305_DIGEST_SIZE bytes
 * @nh_fn: the NH implementation
 *
 * Return: 0.
 */
int crypto_nhpoly1305_final_helper(struct shash_desc *desc, u8 *dst, nh_t nh_fn);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_NHPOLY1305_H */
