/* SPDX-License-Identifier: GPL-2.0-only */
/* The AVX2 Serpent routines: eight blocks at once, one 32-bit lane per block. */
#ifndef _UKC_X86_SERPENT_AVX2_H
#define _UKC_X86_SERPENT_AVX2_H

#include <crypto/serpent.h>

#define SERPENT_AVX2_PARALLEL_BLOCKS 8

namespace ukc::x86 {

/* Encrypts (decrypts) 8 consecutive blocks of @src into @dst, which may be the same. */
void serpent_ecb_enc_8way_avx2(const struct serpent_ctx *ctx, u8 *dst, const u8 *src);
void serpent_ecb_dec_8way_avx2(const struct serpent_ctx *ctx, u8 *dst, const u8 *src);

} // namespace ukc::x86

#endif /* _UKC_X86_SERPENT_AVX2_H */
