/* SPDX-License-Identifier: GPL-2.0-only */
/* Poly1305 (RFC 8439 section 2.5): sizes, the state types and the one-shot library calls. */
#ifndef _UKC_CRYPTO_POLY1305_H
#define _UKC_CRYPTO_POLY1305_H

#include <linux/crypto.h>
#include <linux/kconfig.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

#define POLY1305_BLOCK_SIZE 16
#define POLY1305_KEY_SIZE 32
#define POLY1305_DIGEST_SIZE 16

/* The number of struct poly1305_key an architecture's code keeps (its powers of r): 11 on
 * x86_64, 9 on arm64, as the kernel's Kconfig sets it. */
#ifndef CONFIG_CRYPTO_LIB_POLY1305_RSIZE
#if defined(__x86_64__)
#define CONFIG_CRYPTO_LIB_POLY1305_RSIZE 11
#elif defined(__aarch64__)
#define CONFIG_CRYPTO_LIB_POLY1305_RSIZE 9
#else
#define CONFIG_CRYPTO_LIB_POLY1305_RSIZE 1
#endif
#endif

/**
 * struct poly1305_key - the clamped r, as limbs an implementation chooses
 * @r: 26-bit limbs
 * @r64: 44-bit limbs (the generic code's)
 */
struct poly1305_key {
	union {
		u32 r[5];
		u64 r64[3];
	};
};

/**
 * struct poly1305_core_key - r and the multiples of it the reduction uses
 * @key: r
 * @precomputed_s: 20 * r's upper limbs (2^132 = 20 modulo 2^130 - 5, at limb positions)
 */
struct poly1305_core_key {
	struct poly1305_key key;
	struct poly1305_key precomputed_s;
};

/**
 * struct poly1305_state - the accumulator
 * @h: 26-bit limbs
 * @h64: 44-bit limbs (the generic code's)
 */
struct poly1305_state {
	union {
		u32 h[5];
		u64 h64[3];
	};
};

/**
 * struct poly1305_desc_ctx - a Poly1305 computation in progress
 * @buf: a partial block
 * @buflen: bytes in @buf
 * @rset: whether r is set (2 for the generic code; an arch's count of powers)
 * @sset: whether s is set
 * @s: s, the key's second half, as 4 little-endian words
 * @h: the accumulator
 * @opaque_r: an arch's r and powers of it
 * @core_r: the generic code's r
 */
struct poly1305_desc_ctx {
	u8 buf[POLY1305_BLOCK_SIZE];
	unsigned int buflen;
	unsigned short rset;
	bool sset;
	u32 s[4];
	struct poly1305_state h;
	union {
		struct poly1305_key opaque_r[CONFIG_CRYPTO_LIB_POLY1305_RSIZE];
		struct poly1305_core_key core_r;
	};
};

/* An architecture's Poly1305, defined with CONFIG_CRYPTO_ARCH_HAVE_LIB_POLY1305. */
void poly1305_init_arch(struct poly1305_desc_ctx *desc, const u8 key[POLY1305_KEY_SIZE]);
void poly1305_update_arch(struct poly1305_desc_ctx *desc, const u8 *src, unsigned int nbytes);
void poly1305_final_arch(struct poly1305_desc_ctx *desc, u8 *digest);

/**
 * poly1305_init_generic() - start a MAC with a one-time key
 * @desc: the state
 * @key: r (clamped here) then s, POLY1305_KEY_SIZE bytes
 */
void poly1305_init_generic(struct poly1305_desc_ctx *desc, const u8 key[POLY1305_KEY_SIZE]);

/**
 * poly1305_update_generic() - add message bytes
 * @desc: the state
 * @src: the bytes
 * @nbytes: how many; any length
 */
void poly1305_update_generic(struct poly1305_desc_ctx *desc, const u8 *src, unsigned int nbytes);

/**
 * poly1305_final_generic() - the tag; the state is wiped
 * @desc: the state
 * @digest: POLY1305_DIGEST_SIZE bytes out
 */
void poly1305_final_generic(struct poly1305_desc_ctx *desc, u8 *digest);

/**
 * poly1305_init() - poly1305_init_generic() or the architecture's
 * @desc: the state
 * @key: POLY1305_KEY_SIZE bytes
 */
static inline void poly1305_init(struct poly1305_desc_ctx *desc, const u8 *key)
{
	if (IS_ENABLED(CONFIG_CRYPTO_ARCH_HAVE_LIB_POLY1305))
		poly1305_init_arch(desc, key);
	else
		poly1305_init_generic(desc, key);
}

/**
 * poly1305_update() - poly1305_update_generic() or the architecture's
 * @desc: the state
 * @src: the bytes
 * @nbytes: how many
 */
static inline void poly1305_update(struct poly1305_desc_ctx *desc, const u8 *src,
				   unsigned int nbytes)
{
	if (IS_ENABLED(CONFIG_CRYPTO_ARCH_HAVE_LIB_POLY1305))
		poly1305_update_arch(desc, src, nbytes);
	else
		poly1305_update_generic(desc, src, nbytes);
}

/**
 * poly1305_final() - poly1305_final_generic() or the architecture's
 * @desc: the state, wiped
 * @digest: POLY1305_DIGEST_SIZE bytes out
 */
static inline void poly1305_final(struct poly1305_desc_ctx *desc, u8 *digest)
{
	if (IS_ENABLED(CONFIG_CRYPTO_ARCH_HAVE_LIB_POLY1305))
		poly1305_final_arch(desc, digest);
	else
		poly1305_final_generic(desc, digest);
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_POLY1305_H */
