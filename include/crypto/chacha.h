/* SPDX-License-Identifier: GPL-2.0-only */
/* ChaCha (RFC 8439 section 2.3) and HChaCha: sizes, the state layout and the library calls. */
#ifndef _UKC_CRYPTO_CHACHA_H
#define _UKC_CRYPTO_CHACHA_H

#include <linux/kconfig.h>
#include <linux/types.h>
#include <linux/unaligned.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The IV of "chacha20": the 32-bit block counter, then the 96-bit nonce (RFC 8439 2.3). */
#define CHACHA_IV_SIZE 16

#define CHACHA_KEY_SIZE 32
#define CHACHA_BLOCK_SIZE 64
#define CHACHAPOLY_IV_SIZE 12

#define CHACHA_STATE_WORDS (CHACHA_BLOCK_SIZE / sizeof(u32))

/* The IV of "xchacha*": the 192-bit nonce, then the 64-bit block counter. */
#define XCHACHA_IV_SIZE 32

/**
 * chacha_block_generic() - one block of keystream
 * @state: the 16 state words; word 12, the block counter, is incremented
 * @stream: CHACHA_BLOCK_SIZE bytes of keystream out
 * @nrounds: 20 or 12
 */
void chacha_block_generic(u32 *state, u8 *stream, int nrounds);

/**
 * chacha20_block() - chacha_block_generic() with 20 rounds
 * @state: the 16 state words, counter incremented
 * @stream: CHACHA_BLOCK_SIZE bytes out
 */
static inline void chacha20_block(u32 *state, u8 *stream)
{
	chacha_block_generic(state, stream, 20);
}

/**
 * hchacha_block_generic() - HChaCha: the permuted state's words 0-3 and 12-15
 * @state: the 16 state words (constants, key, 128-bit nonce), not changed
 * @out: 8 words out, the XChaCha subkey
 * @nrounds: 20 or 12
 *
 * draft-irtf-cfrg-xchacha-03 section 2.2: the rounds without the final addition.
 */
void hchacha_block_generic(const u32 *state, u32 *out, int nrounds);

/* An architecture's HChaCha, defined by the arch code when it selects
 * CONFIG_CRYPTO_ARCH_HAVE_LIB_CHACHA. */
void hchacha_block_arch(const u32 *state, u32 *out, int nrounds);

/**
 * hchacha_block() - HChaCha through the architecture's code when it has one
 * @state: the 16 state words
 * @out: 8 words out
 * @nrounds: 20 or 12
 */
static inline void hchacha_block(const u32 *state, u32 *out, int nrounds)
{
	if (IS_ENABLED(CONFIG_CRYPTO_ARCH_HAVE_LIB_CHACHA))
		hchacha_block_arch(state, out, nrounds);
	else
		hchacha_block_generic(state, out, nrounds);
}

/* "expand 32-byte k" as four little-endian words (RFC 8439 section 2.3). */
enum chacha_constants {
	CHACHA_CONSTANT_EXPA = 0x61707865U,
	CHACHA_CONSTANT_ND_3 = 0x3320646eU,
	CHACHA_CONSTANT_2_BY = 0x79622d32U,
	CHACHA_CONSTANT_TE_K = 0x6b206574U
};

/**
 * chacha_init_consts() - the four constant words of a state
 * @state: words 0-3 are set
 */
static inline void chacha_init_consts(u32 *state)
{
	state[0] = CHACHA_CONSTANT_EXPA;
	state[1] = CHACHA_CONSTANT_ND_3;
	state[2] = CHACHA_CONSTANT_2_BY;
	state[3] = CHACHA_CONSTANT_TE_K;
}

/* An architecture's state set-up, defined with CONFIG_CRYPTO_ARCH_HAVE_LIB_CHACHA. */
void chacha_init_arch(u32 *state, const u32 *key, const u8 *iv);

/**
 * chacha_init_generic() - a state from a key and a 16-byte IV
 * @state: the 16 state words out
 * @key: the key as 8 words (the key bytes read little endian)
 * @iv: the counter and nonce, CHACHA_IV_SIZE bytes read as 4 little-endian words
 */
static inline void chacha_init_generic(u32 *state, const u32 *key, const u8 *iv)
{
	chacha_init_consts(state);
	for (int i = 0; i < 8; i++)
		state[4 + i] = key[i];
	for (int i = 0; i < 4; i++)
		state[12 + i] = get_unaligned_le32(iv + 4 * i);
}

/**
 * chacha_init() - chacha_init_generic() or the architecture's
 * @state: the 16 state words out
 * @key: 8 key words
 * @iv: CHACHA_IV_SIZE bytes
 */
static inline void chacha_init(u32 *state, const u32 *key, const u8 *iv)
{
	if (IS_ENABLED(CONFIG_CRYPTO_ARCH_HAVE_LIB_CHACHA))
		chacha_init_arch(state, key, iv);
	else
		chacha_init_generic(state, key, iv);
}

/* An architecture's en/decryption, defined with CONFIG_CRYPTO_ARCH_HAVE_LIB_CHACHA. */
void chacha_crypt_arch(u32 *state, u8 *dst, const u8 *src, unsigned int bytes, int nrounds);

/**
 * chacha_crypt_generic() - XOR @bytes of keystream into @src
 * @state: the state; its counter advances by one per block begun
 * @dst: output (may be @src)
 * @src: input
 * @bytes: length; only the last call of a stream may pass a length not a multiple of
 *	   CHACHA_BLOCK_SIZE, since the rest of a partial block's keystream is dropped
 * @nrounds: 20 or 12
 */
void chacha_crypt_generic(u32 *state, u8 *dst, const u8 *src, unsigned int bytes, int nrounds);

/**
 * chacha_crypt() - chacha_crypt_generic() or the architecture's
 * @state: the state, counter advanced
 * @dst: output
 * @src: input
 * @bytes: length
 * @nrounds: 20 or 12
 */
static inline void chacha_crypt(u32 *state, u8 *dst, const u8 *src, unsigned int bytes, int nrounds)
{
	if (IS_ENABLED(CONFIG_CRYPTO_ARCH_HAVE_LIB_CHACHA))
		chacha_crypt_arch(state, dst, src, bytes, nrounds);
	else
		chacha_crypt_generic(state, dst, src, bytes, nrounds);
}

/**
 * chacha20_crypt() - chacha_crypt() with 20 rounds
 * @state: the state, counter advanced
 * @dst: output
 * @src: input
 * @bytes: length
 */
static inline void chacha20_crypt(u32 *state, u8 *dst, const u8 *src, unsigned int bytes)
{
	chacha_crypt(state, dst, src, bytes, 20);
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_CHACHA_H */
