// SPDX-License-Identifier: GPL-2.0-only
// DES and Triple DES EDE (FIPS 46-3, NIST SP 800-67 Rev. 2): the key schedule, the weak-key
// rule and the block functions behind des-generic and des3_ede-generic.
#include <bit>

#include <crypto/des.h>
#include <crypto/internal/des.h>
#include <linux/errno.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include "des_tables.h"

namespace {

using namespace ukc;

// FIPS 46-3: PC-1 and PC-2 of the key schedule ("bit n" counts from 1 at the most significant
// end).
constexpr u8 des_pc1[56] = { 57, 49, 41, 33, 25, 17, 9,	 1,  58, 50, 42, 34, 26, 18,
			     10, 2,  59, 51, 43, 35, 27, 19, 11, 3,  60, 52, 44, 36,
			     63, 55, 47, 39, 31, 23, 15, 7,  62, 54, 46, 38, 30, 22,
			     14, 6,  61, 53, 45, 37, 29, 21, 13, 5,  28, 20, 12, 4 };
constexpr u8 des_pc2[48] = { 14, 17, 11, 24, 1,	 5,  3,	 28, 15, 6,  21, 10, 23, 19, 12, 4,
			     26, 8,  16, 7,  27, 20, 13, 2,  41, 52, 31, 37, 47, 55, 30, 40,
			     51, 45, 33, 48, 44, 49, 39, 56, 34, 53, 46, 42, 50, 36, 29, 32 };
// Left shifts of C and D before each round's PC-2.
constexpr u8 des_shifts[16] = { 1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1 };

inline u32 des_f(u32 r, const u32 *k)
{
	const u32 b = (r ^ k[0]) & 0x3f3f3f3f, a = std::rotr(r ^ k[1], 4) & 0x3f3f3f3f;

	return des_sp[7][b & 0xff] ^ des_sp[5][(b >> 8) & 0xff] ^ des_sp[3][(b >> 16) & 0xff] ^
	       des_sp[1][b >> 24] ^ des_sp[6][a & 0xff] ^ des_sp[4][(a >> 8) & 0xff] ^
	       des_sp[2][(a >> 16) & 0xff] ^ des_sp[0][a >> 24];
}

// Sixteen rounds over the rotated halves, stepping through the schedule by @step words
// (2 forwards, -2 backwards), ending with the halves exchanged as the last round leaves them.
inline void des_rounds(u32 &l, u32 &r, const u32 *k, int step)
{
	for (unsigned int i = 0; i < 8; i++, k += 2 * step) {
		l ^= des_f(r, k);
		r ^= des_f(l, k + step);
	}
	std::swap(l, r);
}

// Encrypts (step 2, from the first round's words) or decrypts (step -2, from the last's) with
// @passes DES schedules laid end to end: one for DES, three for EDE.
void des_crypt(const u32 *k, int step, unsigned int passes, u8 *dst, const u8 *src)
{
	u32 l = get_unaligned_be32(src), r = get_unaligned_be32(src + 4);

	des_ip(l, r);
	l = std::rotl(l, 1);
	r = std::rotl(r, 1);
	for (unsigned int p = 0; p < passes; p++, k += 16 * step)
		des_rounds(l, r, k, step);
	l = std::rotr(l, 1);
	r = std::rotr(r, 1);
	des_fp(l, r);
	put_unaligned_be32(l, dst);
	put_unaligned_be32(r, dst + 4);
}

// C and D hold 28 bits each. A DES key is weak or semi-weak exactly when each is all zeros,
// all ones or alternating: then the sixteen round keys take at most two values (FIPS 74
// section 3.6 lists the 4 weak and 12 semi-weak keys these give).
bool des_half_is_weak(u32 h)
{
	return h == 0 || h == 0x0fffffff || h == 0x05555555 || h == 0x0aaaaaaa;
}

constexpr u32 des_rotl28(u32 x, unsigned int n)
{
	return ((x << n) | (x >> (28 - n))) & 0x0fffffff;
}

// The 48-bit round key as E's windows: chunk j (1-8, from the most significant end) is the six
// bits XORed into window j. Chunks 8, 6, 4, 2 go to word 0, bytes 0-3; chunks 7, 5, 3, 1 to
// word 1, pre-rotated by 4 to match des_f().
void des_store_round_key(u32 *k, u64 rk)
{
	u32 even = 0, odd = 0;

	for (unsigned int j = 0; j < 4; j++) {
		even |= (u32)((rk >> (12 * j)) & 0x3f) << (8 * j);
		odd |= (u32)((rk >> (12 * j + 6)) & 0x3f) << (8 * j);
	}
	k[0] = even;
	k[1] = std::rotl(odd, 4);
}

// Fills the 16 rounds' words in encryption order, or in decryption order when @reverse; says
// whether the key is weak.
bool des_schedule(u32 *k, const u8 *key, bool reverse)
{
	const u64 cd = des_permute(get_unaligned_be64(key), des_pc1, 56, 64);
	u32 c = (u32)(cd >> 28), d = (u32)cd & 0x0fffffff;
	const bool weak = des_half_is_weak(c) && des_half_is_weak(d);

	for (unsigned int i = 0; i < 16; i++) {
		c = des_rotl28(c, des_shifts[i]);
		d = des_rotl28(d, des_shifts[i]);
		const u64 rk = des_permute((u64)c << 28 | d, des_pc2, 48, 56);
		des_store_round_key(k + 2 * (reverse ? 15 - i : i), rk);
	}
	return weak;
}

} // namespace

extern "C" int des_expand_key(struct des_ctx *ctx, const u8 *key, unsigned int keylen)
{
	if (keylen != DES_KEY_SIZE)
		return -EINVAL;
	return des_schedule(ctx->expkey, key, false) ? -ENOKEY : 0;
}
EXPORT_SYMBOL_GPL(des_expand_key);

extern "C" void des_encrypt(const struct des_ctx *ctx, u8 *dst, const u8 *src)
{
	des_crypt(ctx->expkey, 2, 1, dst, src);
}
EXPORT_SYMBOL_GPL(des_encrypt);

extern "C" void des_decrypt(const struct des_ctx *ctx, u8 *dst, const u8 *src)
{
	des_crypt(ctx->expkey + DES_EXPKEY_WORDS - 2, -2, 1, dst, src);
}
EXPORT_SYMBOL_GPL(des_decrypt);

extern "C" int des3_ede_expand_key(struct des3_ede_ctx *ctx, const u8 *key, unsigned int keylen)
{
	if (keylen != DES3_EDE_KEY_SIZE)
		return -EINVAL;
	// Only FIPS mode refuses a degenerate key outright; otherwise the caller learns of it
	// (-ENOKEY) and decides by its weak-key policy, as with a weak DES key.
	const int err = des3_ede_verify_key(key, keylen, true);
	if (err && err != -ENOKEY)
		return err;
	// E(K3) D(K2) E(K1) run as one forward walk: K2's part holds its decryption order.
	des_schedule(ctx->expkey, key, false);
	des_schedule(ctx->expkey + DES_EXPKEY_WORDS, key + DES_KEY_SIZE, true);
	des_schedule(ctx->expkey + 2 * DES_EXPKEY_WORDS, key + 2 * DES_KEY_SIZE, false);
	return err;
}
EXPORT_SYMBOL_GPL(des3_ede_expand_key);

extern "C" void des3_ede_encrypt(const struct des3_ede_ctx *dctx, u8 *dst, const u8 *src)
{
	des_crypt(dctx->expkey, 2, 3, dst, src);
}
EXPORT_SYMBOL_GPL(des3_ede_encrypt);

extern "C" void des3_ede_decrypt(const struct des3_ede_ctx *dctx, u8 *dst, const u8 *src)
{
	des_crypt(dctx->expkey + DES3_EDE_EXPKEY_WORDS - 2, -2, 3, dst, src);
}
EXPORT_SYMBOL_GPL(des3_ede_decrypt);
