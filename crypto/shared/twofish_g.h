/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Twofish's g (the Twofish paper, section 4.3.3) over the key-dependent tables of struct
 * twofish_ctx, each S-box with its MDS column folded in: written once for the generic cipher
 * and the x86 tiers. C++ only. Internal linkage: files built with different instruction-set
 * flags include it, and must not share one copy.
 */
#ifndef _UKC_CRYPTO_SHARED_TWOFISH_G_H
#define _UKC_CRYPTO_SHARED_TWOFISH_G_H

#include <crypto/twofish.h>

namespace ukc {
namespace {

inline u32 twofish_g(const struct twofish_ctx *c, u32 x)
{
	return c->s[0][x & 0xff] ^ c->s[1][(x >> 8) & 0xff] ^ c->s[2][(x >> 16) & 0xff] ^
	       c->s[3][x >> 24];
}

} // namespace
} // namespace ukc

#endif /* _UKC_CRYPTO_SHARED_TWOFISH_G_H */
