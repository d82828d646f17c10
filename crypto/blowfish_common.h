/* SPDX-License-Identifier: GPL-2.0-only */
/* Blowfish's F and its sixteen rounds on two words, for the key setup and blowfish-generic. */
#ifndef _UKC_CRYPTO_BLOWFISH_COMMON_H
#define _UKC_CRYPTO_BLOWFISH_COMMON_H

#include <crypto/blowfish.h>
#include <utility>

namespace ukc {

// F(x) = ((S1[a] + S2[b]) ^ S3[c]) + S4[d], a the most significant byte.
inline u32 blowfish_f(const struct bf_ctx *ctx, u32 x)
{
	const u32 *s = ctx->s;

	return ((s[x >> 24] + s[256 + ((x >> 16) & 0xff)]) ^ s[512 + ((x >> 8) & 0xff)]) +
	       s[768 + (x & 0xff)];
}

// Sixteen rounds with P1..P16, undoing the last swap, then P17 and P18; with the P-array
// walked backwards the same steps decrypt.
inline void blowfish_crypt_words(const struct bf_ctx *ctx, u32 &l, u32 &r, bool decrypt)
{
	for (unsigned int i = 0; i < 16; i++) {
		l ^= ctx->p[decrypt ? 17 - i : i];
		r ^= blowfish_f(ctx, l);
		std::swap(l, r);
	}
	std::swap(l, r);
	r ^= ctx->p[decrypt ? 1 : 16];
	l ^= ctx->p[decrypt ? 0 : 17];
}

inline void blowfish_encrypt_words(const struct bf_ctx *ctx, u32 &l, u32 &r)
{
	blowfish_crypt_words(ctx, l, r, false);
}

} // namespace ukc

#endif /* _UKC_CRYPTO_BLOWFISH_COMMON_H */
