/* SPDX-License-Identifier: GPL-2.0-only */
/* AEGIS-128 shared definitions: the state, the AES round, and the hooks a SIMD driver plugs in. */
#ifndef _UKC_CRYPTO_AEGIS_H
#define _UKC_CRYPTO_AEGIS_H

#include <asm/byteorder.h>
#include <crypto/aes.h>
#include <linux/kernel.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

#define AEGIS_BLOCK_SIZE 16
#define AEGIS128_STATE_BLOCKS 5

union aegis_block {
	__le64 words64[AEGIS_BLOCK_SIZE / sizeof(__le64)];
	__le32 words32[AEGIS_BLOCK_SIZE / sizeof(__le32)];
	u8 bytes[AEGIS_BLOCK_SIZE];
};

/**
 * struct aegis_state - the AEGIS-128 state S0..S4
 * @blocks: the five 16-byte state words, S0 first, each in memory byte order
 *
 * A SIMD implementation gets this layout and must leave it in this layout
 * between hook calls: the generic code may take over at any hook boundary.
 */
struct aegis_state {
	union aegis_block blocks[AEGIS128_STATE_BLOCKS];
};

#define AEGIS_BLOCK_ALIGN (__alignof__(union aegis_block))
#define AEGIS_ALIGNED(p) IS_ALIGNED((uintptr_t)(p), AEGIS_BLOCK_ALIGN)

/**
 * struct aegis128_simd_ops - a SIMD implementation of the AEGIS-128 steps
 * @driver_name: cra_driver_name of the SIMD algorithm; NULL for "aegis128-simd"
 * @priority: its cra_priority; 0 for 200 (above aegis128-generic's 100)
 * @init: load the key and the 16-byte nonce and run the 10 initialization updates
 * @update: one state update absorbing a 16-byte block (any alignment)
 * @encrypt_chunk: encrypt @size bytes (whole blocks, then a partial block only at
 *		   the end of the message), absorbing the plaintext
 * @decrypt_chunk: the inverse, absorbing the (zero-padded) plaintext
 * @final: absorb the lengths and fold the state into a tag. With @authsize 0,
 *	   xor the 16-byte tag into @tag_xor and return 0; otherwise @tag_xor holds
 *	   the received tag (first @authsize bytes) and the return value is
 *	   nonzero when it does not match.
 *
 * How a SIMD driver plugs in: the generic core ("aegis128-generic", priority
 * 100) registers at subsys_initcall time. An arch driver's module_init, which
 * runs later, checks its CPU features and calls
 * crypto_aegis128_register_simd() with its ops; the core then registers a
 * second AEAD, @driver_name at @priority, whose requests call the ops through
 * the crypto_aegis128_*_simd() functions below. When crypto_simd_usable() is
 * false (or the ops are withdrawn), that AEAD runs the generic code instead.
 * crypto_aegis128_generic_simd_ops holds the portable steps with these
 * signatures, as a reference for implementers and for tests.
 */
struct aegis128_simd_ops {
	const char *driver_name;
	int priority;
	void (*init)(struct aegis_state *state, const union aegis_block *key, const u8 *iv);
	void (*update)(struct aegis_state *state, const void *msg);
	void (*encrypt_chunk)(struct aegis_state *state, u8 *dst, const u8 *src, unsigned int size);
	void (*decrypt_chunk)(struct aegis_state *state, u8 *dst, const u8 *src, unsigned int size);
	int (*final)(struct aegis_state *state, union aegis_block *tag_xor, unsigned int assoclen,
		     unsigned int cryptlen, unsigned int authsize);
};

extern const struct aegis128_simd_ops crypto_aegis128_generic_simd_ops;

/**
 * crypto_aegis128_register_simd() - install SIMD steps and register the SIMD AEAD
 * @ops: the steps (must stay valid until crypto_aegis128_unregister_simd())
 *
 * Return: 0, -EBUSY if another implementation is installed, -EINVAL for
 * incomplete @ops, or the registration's -errno.
 */
int crypto_aegis128_register_simd(const struct aegis128_simd_ops *ops);

/** crypto_aegis128_unregister_simd() - unregister the SIMD AEAD and withdraw the steps */
void crypto_aegis128_unregister_simd(void);

/* 6.12's hook names: true when SIMD steps are installed; the others call them. */
bool crypto_aegis128_have_simd(void);
void crypto_aegis128_update_simd(struct aegis_state *state, const void *msg);
void crypto_aegis128_init_simd(struct aegis_state *state, const union aegis_block *key,
			       const u8 *iv);
void crypto_aegis128_encrypt_chunk_simd(struct aegis_state *state, u8 *dst, const u8 *src,
					unsigned int size);
void crypto_aegis128_decrypt_chunk_simd(struct aegis_state *state, u8 *dst, const u8 *src,
					unsigned int size);
int crypto_aegis128_final_simd(struct aegis_state *state, union aegis_block *tag_xor,
			       unsigned int assoclen, unsigned int cryptlen, unsigned int authsize);

static __always_inline void crypto_aegis_block_xor(union aegis_block *dst,
						   const union aegis_block *src)
{
	dst->words64[0] ^= src->words64[0];
	dst->words64[1] ^= src->words64[1];
}

static __always_inline void crypto_aegis_block_and(union aegis_block *dst,
						   const union aegis_block *src)
{
	dst->words64[0] &= src->words64[0];
	dst->words64[1] &= src->words64[1];
}

/*
 * dst = AESRound(src, key): SubBytes, ShiftRows and MixColumns of @src, then
 * xor with @key (FIPS-197 5.1, one full round with @key as the round key).
 * Output column c takes row r from input column c + r (ShiftRows); table r of
 * crypto_ft_tab maps a row-r byte to its column contribution.
 */
static __always_inline void crypto_aegis_aesenc(union aegis_block *dst,
						const union aegis_block *src,
						const union aegis_block *key)
{
	const u8 *s = src->bytes;
	u32 col[4];

	for (unsigned int c = 0; c < 4; c++)
		col[c] = crypto_ft_tab[0][s[4 * c]] ^ crypto_ft_tab[1][s[4 * ((c + 1) % 4) + 1]] ^
			 crypto_ft_tab[2][s[4 * ((c + 2) % 4) + 2]] ^
			 crypto_ft_tab[3][s[4 * ((c + 3) % 4) + 3]];
	for (unsigned int c = 0; c < 4; c++)
		dst->words32[c] = cpu_to_le32(col[c]) ^ key->words32[c];
}

#ifdef __cplusplus
}

#include <array>

namespace ukc {

// AEGIS v1.1 section 2.2: const0 || const1 are the Fibonacci numbers modulo 256, from 0, 1. The
// generic core and every SIMD driver load the state's constants from this one table.
inline constexpr size_t aegis128_const_bytes = 2 * AEGIS_BLOCK_SIZE;

inline constexpr std::array<u8, aegis128_const_bytes> aegis128_consts = [] {
	std::array<u8, aegis128_const_bytes> c{};
	unsigned int a = 0, b = 1;

	for (u8 &byte : c) {
		unsigned int next = (a + b) % 256;

		byte = static_cast<u8>(a);
		a = b;
		b = next;
	}
	return c;
}();

} // namespace ukc
#endif

#endif /* _UKC_CRYPTO_AEGIS_H */
