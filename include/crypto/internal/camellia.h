/* SPDX-License-Identifier: GPL-2.0-only */
/* The Camellia key schedule and F-function tables behind "camellia-generic", shared with the x86
 * drivers so that every tier keys one context the same way (ukcrypto-specific). */
#ifndef _UKC_CRYPTO_INTERNAL_CAMELLIA_H
#define _UKC_CRYPTO_INTERNAL_CAMELLIA_H

#include <linux/types.h>

#define CAMELLIA_MIN_KEY_SIZE 16
#define CAMELLIA_MAX_KEY_SIZE 32
#define CAMELLIA_BLOCK_SIZE 16
#define CAMELLIA_MAX_SUBKEYS 34

#ifdef __cplusplus
extern "C" {
#endif

/*
 * The 64-bit subkeys in the order encryption uses them (RFC 3713 2.3.1, 2.3.2): kw1 kw2, six k,
 * ke ke (FL, FL^-1), six k, ..., kw3 kw4; @dec holds them in the order decryption uses them
 * (2.3.3). @nkeys is 26 for 128-bit keys, 34 for 192- and 256-bit ones.
 */
struct camellia_ctx {
	u64 enc[CAMELLIA_MAX_SUBKEYS];
	u64 dec[CAMELLIA_MAX_SUBKEYS];
	unsigned int nkeys;
};

/**
 * ukc_camellia_setkey() - expand a Camellia key
 * @ctx: the context to fill
 * @key: 16, 24 or 32 bytes
 * @key_len: the key's length in bytes
 *
 * Return: 0, or -EINVAL for any other length (@ctx is then left as it was).
 */
int ukc_camellia_setkey(struct camellia_ctx *ctx, const u8 *key, unsigned int key_len);

/**
 * ukc_camellia_crypt() - one Camellia block with a subkey array of struct camellia_ctx
 * @k: @ctx->enc to encrypt, @ctx->dec to decrypt
 * @nkeys: @ctx->nkeys
 * @dst: 16 bytes of output (may equal @src)
 * @src: 16 bytes of input
 */
void ukc_camellia_crypt(const u64 *k, unsigned int nkeys, u8 *dst, const u8 *src);

/*
 * F's S-box and P-function in one table a byte (RFC 3713 2.4.3): F(x) is the XOR over i of
 * ukc_camellia_sp.t[i][byte i of x], byte 0 the most significant.
 */
struct ukc_camellia_sp_table {
	u64 t[8][256];
};

extern const struct ukc_camellia_sp_table ukc_camellia_sp;

static inline u64 ukc_camellia_f(u64 in, u64 ke)
{
	const u64 x = in ^ ke;

	return ukc_camellia_sp.t[0][x >> 56] ^ ukc_camellia_sp.t[1][(x >> 48) & 0xff] ^
	       ukc_camellia_sp.t[2][(x >> 40) & 0xff] ^ ukc_camellia_sp.t[3][(x >> 32) & 0xff] ^
	       ukc_camellia_sp.t[4][(x >> 24) & 0xff] ^ ukc_camellia_sp.t[5][(x >> 16) & 0xff] ^
	       ukc_camellia_sp.t[6][(x >> 8) & 0xff] ^ ukc_camellia_sp.t[7][x & 0xff];
}

static inline u32 ukc_camellia_rol1(u32 x)
{
	return x << 1 | x >> 31;
}

/* FL (RFC 3713 2.4.2). */
static inline u64 ukc_camellia_fl(u64 in, u64 ke)
{
	u32 x1 = (u32)(in >> 32), x2 = (u32)in;

	x2 ^= ukc_camellia_rol1(x1 & (u32)(ke >> 32));
	x1 ^= x2 | (u32)ke;
	return (u64)x1 << 32 | x2;
}

/* FL^-1 (RFC 3713 2.4.2). */
static inline u64 ukc_camellia_flinv(u64 in, u64 ke)
{
	u32 y1 = (u32)(in >> 32), y2 = (u32)in;

	y1 ^= y2 | (u32)ke;
	y2 ^= ukc_camellia_rol1(y1 & (u32)(ke >> 32));
	return (u64)y1 << 32 | y2;
}

#ifdef __cplusplus
}
#endif

#ifdef __cplusplus
namespace ukc {

// SBOX1 of RFC 3713 section 2.4.4 (data); SBOX2..SBOX4 are rotations of it.
inline constexpr u8 camellia_sbox1[256] = {
	112, 130, 44,  236, 179, 39,  192, 229, 228, 133, 87,  53,  234, 12,  174, 65,	35,  239,
	107, 147, 69,  25,  165, 33,  237, 14,	79,  78,  29,  101, 146, 189, 134, 184, 175, 143,
	124, 235, 31,  206, 62,	 48,  220, 95,	94,  197, 11,  26,  166, 225, 57,  202, 213, 71,
	93,  61,  217, 1,   90,	 214, 81,  86,	108, 77,  139, 13,  154, 102, 251, 204, 176, 45,
	116, 18,  43,  32,  240, 177, 132, 153, 223, 76,  203, 194, 52,	 126, 118, 5,	109, 183,
	169, 49,  209, 23,  4,	 215, 20,  88,	58,  97,  222, 27,  17,	 28,  50,  15,	156, 22,
	83,  24,  242, 34,  254, 68,  207, 178, 195, 181, 122, 145, 36,	 8,   232, 168, 96,  252,
	105, 80,  170, 208, 160, 125, 161, 137, 98,  151, 84,  91,  30,	 149, 224, 255, 100, 210,
	16,  196, 0,   72,  163, 247, 117, 219, 138, 3,	  230, 218, 9,	 63,  221, 148, 135, 92,
	131, 2,	  205, 74,  144, 51,  115, 103, 246, 243, 157, 127, 191, 226, 82,  155, 216, 38,
	200, 55,  198, 59,  129, 150, 111, 75,	19,  190, 99,  46,  233, 121, 167, 140, 159, 110,
	188, 142, 41,  245, 249, 182, 47,  253, 180, 89,  120, 152, 6,	 106, 231, 70,	113, 186,
	212, 37,  171, 66,  136, 162, 141, 250, 114, 7,	  185, 85,  248, 238, 172, 10,	54,  73,
	42,  104, 60,  56,  241, 164, 64,  40,	211, 123, 187, 201, 67,	 193, 21,  227, 173, 244,
	119, 199, 128, 158,
};

} // namespace ukc
#endif

#endif /* _UKC_CRYPTO_INTERNAL_CAMELLIA_H */
