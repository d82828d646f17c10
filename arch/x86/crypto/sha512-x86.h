/* SPDX-License-Identifier: GPL-2.0-only */
/* The SHA-512 block functions of the x86 tiers (sha512-ssse3.cpp, sha512-avx.cpp,
 * sha512-avx2.cpp, and sha512-avx512vl.cpp, which the avx2 tier runs where it can), for
 * sha512-ssse3-glue.cpp. */
#ifndef _UKC_ARCH_X86_SHA512_X86_H
#define _UKC_ARCH_X86_SHA512_X86_H

#include <crypto/sha2.h>
#include <linux/types.h>

/*
 * sha512_transform_<tier>() hashes @blocks (0 allowed) whole SHA512_BLOCK_SIZE blocks at @src,
 * any alignment, into @sst->state, the eight words A..H in FIPS 180-4 order (SHA-384 too). They
 * have the sha512_block_fn shape, so sha512_base's buffering drives them on the state the
 * generic driver uses; export and import therefore interoperate. Callers hold
 * kernel_fpu_begin().
 */
#pragma GCC visibility push(hidden)

namespace ukc::x86 {

void sha512_transform_ssse3(struct sha512_state *sst, const u8 *src, int blocks);
void sha512_transform_avx(struct sha512_state *sst, const u8 *src, int blocks);
void sha512_transform_avx2(struct sha512_state *sst, const u8 *src, int blocks);
void sha512_transform_avx512vl(struct sha512_state *sst, const u8 *src, int blocks);

} // namespace ukc::x86

#pragma GCC visibility pop

#endif /* _UKC_ARCH_X86_SHA512_X86_H */
